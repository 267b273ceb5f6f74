/* SPDX-License-Identifier: GPL-3.0-or-later */
/* random-opening.h: a few random legal moves at the start of a self-play game, so that the
 * games of selfplay and pgn-selfplay spread out over many openings. */
#pragma once

#include <stdint.h>

#include "game.h"

/* xorshift64: the next number of the sequence in *state, which must not be 0. */
uint64_t random_next (uint64_t *state);

/* Plays up to plies random legal moves in game (fewer if the game ends). */
void random_opening (Game *game, uint64_t *rng, int plies);
