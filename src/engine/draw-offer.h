/* SPDX-License-Identifier: GPL-3.0-or-later */
/* draw-offer.h: the computer's answer to a draw offer. It accepts when, by its own evaluation
 * (a short search at its level: a weak level's shallow search misses what it would lose), it
 * is not better, and only once both sides have made some moves. */
#pragma once

#include "search.h"

enum {
  /* Both sides must have made this many moves: no draw before the game has begun. */
  DRAW_OFFER_MIN_MOVES = 10,
  /* "Not better": within this many centipawns of equal, or worse. */
  DRAW_OFFER_NOT_BETTER = 15,
};

/* Does the computer, playing `computer` at elo (0: full strength), accept a draw in pos? history
 * holds the keys of the positions before pos (repetitions), plies the moves made in the game.
 * Searches a few thousand nodes on ctx: milliseconds. */
bool draw_offer_accepted (SearchContext *ctx, const Position *pos, const Key *history, int n_history,
                          int plies, Color computer, int elo);

/* The score (centipawns, the computer's point of view) the decision rests on, for tests. */
int draw_offer_score (SearchContext *ctx, const Position *pos, const Key *history, int n_history,
                      Color computer, int elo);
