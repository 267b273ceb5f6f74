/* SPDX-License-Identifier: GPL-3.0-or-later */
/* see.h: static exchange evaluation, the material outcome of a capture sequence on one square. */
#pragma once

#include "position.h"

extern const int see_piece_values[PIECE_TYPE_NB + 1];

/* Does the exchange that move starts win at least threshold centipawns for the mover,
 * if both sides keep recapturing with their least valuable piece? (Pins are not considered.) */
bool see_ge (const Position *pos, Move move, int threshold);
