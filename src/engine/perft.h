/* SPDX-License-Identifier: GPL-3.0-or-later */
/* perft.h: counting the leaves of the legal move tree, the oracle for the move generator. */
#pragma once

#include <stdatomic.h>

#include "position.h"

/* The number of legal move sequences of exactly `depth` plies from pos (1 when depth is 0). */
uint64_t perft (Position *pos, int depth);

typedef void (*PerftDivideFunc) (Move move, uint64_t nodes, void *user_data);

/* perft() split by root move: calls report once per legal root move, then returns the total.
 * When stop (may be NULL) becomes true, the walk gives up soon: report is not called again and
 * the total is incomplete; the caller tells by reading the flag. */
uint64_t perft_divide (Position *pos, int depth, const atomic_bool *stop, PerftDivideFunc report,
                       void *user_data);
