/* SPDX-License-Identifier: GPL-3.0-or-later */
/* movepick.h: hands out moves best-first for the search: the table's move, winning captures,
 * killers, quiet moves by history, then losing captures. */
#pragma once

#include "movegen.h"

typedef struct {
  MoveList list;
  int      scores[MAX_MOVES];
  int      next;
} MovePicker;

enum {
  PICK_TT_MOVE      = 4000000,
  PICK_GOOD_CAPTURE = 2000000,
  PICK_KILLER       = 1000000,
  PICK_BAD_CAPTURE  = -2000000,
  PICK_UNDER_PROMO  = -3000000,
};

/* What orders the quiet moves: how often each from-to cut off before, and how each piece-to did
 * right after the last two moves of the path (either may be NULL). */
typedef struct {
  const int16_t (*butterfly)[SQ_NB];
  const int16_t (*continuation[2])[SQ_NB];
} QuietHistory;

/* killers and history may be NULL (quiescence has no quiet moves to order). */
void move_picker_init (MovePicker *mp, const Position *pos, GenType type, Move tt_move,
                       const Move killers[2], const QuietHistory *history);

/* The history score of a quiet move m by the piece on its from-square. */
int quiet_history_score (const QuietHistory *history, const Position *pos, Move m);

/* The next best move, or MOVE_NONE when all are handed out; *score says which group it is in. */
Move move_picker_next (MovePicker *mp, int *score);
