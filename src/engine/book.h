/* SPDX-License-Identifier: GPL-3.0-or-later */
/* book.h: opening from the named lines of the opening table (openings.h). A book move is a
 * legal move that leads to a position on a named line; it weighs as many lines as reach or pass
 * through that position, so main lines weigh more than side lines. A level's choice fits the
 * level: the weak ones choose almost as often among side lines (a gambit, the Scandinavian),
 * the strong ones mostly the main lines, and only those their own search does not score as
 * clearly worse than its best move. No level walks its king or shuffles a piece back from the
 * book, though the data set names such lines (the Bongcloud). */
#pragma once

#include "search.h"

enum {
  BOOK_MAX_MOVES = 64,
  /* From here up (and at full strength) book moves are checked by a search. */
  BOOK_CHECKED_ELO = 1900,
};

typedef struct {
  Move     move;
  unsigned weight;   /* how many named lines pass through the position after it */
} BookMove;

/* The book moves of pos (at most BOOK_MAX_MOVES) into moves; how many there are. Moves the
 * book never plays (king steps other than castling, a piece back to where it just came from,
 * given own_last_move, which may be MOVE_NONE) are left out. */
int book_moves (const Position *pos, Move own_last_move, BookMove *moves);

/* A move from the book for a player of limits->elo (0: full strength), chosen at random by the
 * level's weighting, or MOVE_NONE when root is out of book, limits->own_book is false or
 * limits->root_moves is set. For checked levels this runs short searches on ctx; a stop ends
 * them and the choice goes on unchecked. */
Move book_choose (SearchContext *ctx, const Position *root, const Key *history, int n_history,
                  const SearchLimits *limits);
