/* SPDX-License-Identifier: GPL-3.0-or-later */
/* movepick.h: hands out moves best-first for the search: the table's move, winning captures,
 * killers and the counter move, quiet moves by history (checks a little earlier), then losing
 * captures. */
#pragma once

#include "movegen.h"

/* A capture, an en-passant capture or a promotion: the moves quiescence searches. */
static inline bool
move_is_noisy (const Position *pos, Move m)
{
  return position_piece_on (pos, move_to (m)) != NO_PIECE || move_kind (m) == MOVE_EN_PASSANT
         || move_kind (m) == MOVE_PROMOTION;
}

/* The type of the piece m takes: NO_PIECE_TYPE for a move to an empty square. */
static inline PieceType
move_captured_type (const Position *pos, Move m)
{
  return move_kind (m) == MOVE_EN_PASSANT ? PAWN : piece_type (position_piece_on (pos, move_to (m)));
}

enum {
  PICK_TT_MOVE      = 4000000,
  PICK_GOOD_CAPTURE = 2000000,
  PICK_KILLER       = 1000000,   /* +1 the first killer, -1 the counter move */
  PICK_BAD_CAPTURE  = -2000000,
  PICK_UNDER_PROMO  = -3000000,
};

/* How well each capture did: [moving piece][to-square][captured type], NO_PIECE_TYPE for a
 * promotion onto an empty square. */
typedef int16_t CaptureHistory[PIECE_NB][SQ_NB][PIECE_TYPE_NB + 1];

/* The earlier moves of the path whose continuation tables score a quiet move (alphabeta.c). */
enum { N_CONTINUATIONS = 3 };

/* What the search has learned that orders the moves of a node. Quiet moves: the killers, the
 * move that last refuted the previous move, how often each from-to cut off before and how each
 * piece-to did right after the last two moves of the path and after our own move two moves
 * ago. Captures: their history beside MVV/LVA. Any pointer may be NULL and any move MOVE_NONE. */
typedef struct {
  Move                  killers[2];
  Move                  counter;
  const int16_t       (*butterfly)[SQ_NB];
  const int16_t       (*continuation[N_CONTINUATIONS])[SQ_NB];
  const CaptureHistory *captures;
} MoveOrdering;

/* The main search's picker works in stages, so that a node cut off by its table move or a
 * capture never generates or scores its quiet moves: the table's move, winning captures,
 * killers and the counter move, quiet moves, then losing captures and underpromotions. */
typedef enum {
  STAGE_TT, STAGE_GENERATE_NOISY, STAGE_GOOD_NOISY, STAGE_REFUTATIONS, STAGE_GENERATE_QUIET,
  STAGE_QUIET, STAGE_BAD_NOISY, STAGE_ALL, STAGE_DONE
} PickStage;

typedef struct {
  const Position     *pos;
  const MoveOrdering *ordering;
  PickStage           stage;
  Move                tt_move;
  Move                refutations[3];
  int                 n_refutations, next_refutation;
  MoveList            list;              /* the noisy moves, then the quiet ones */
  int                 scores[MAX_MOVES];
  int                 next, end_noisy, next_bad;
  int                 handed_out;
  bool                skip_quiets;       /* the search prunes every further quiet move */
  bool                checks_known;      /* checking[] is set (quiet stage only) */
  Bitboard            checking[PIECE_TYPE_NB];   /* where each of our pieces would give check */
} MovePicker;

/* Every move of the given type at once, sorted lazily; ordering may be NULL (quiescence orders
 * its captures by MVV/LVA alone). The table's move comes first if it is of that type. */
void move_picker_init (MovePicker *mp, const Position *pos, GenType type, Move tt_move,
                       const MoveOrdering *ordering);

/* Every legal move, in stages (tt_move need not be legal: it is checked). */
void move_picker_init_staged (MovePicker *mp, const Position *pos, Move tt_move, const MoveOrdering *ordering);

/* The history score of a quiet move m by the piece on its from-square. */
int quiet_history_score (const MoveOrdering *ordering, const Position *pos, Move m);

/* The search will prune every quiet move still to come: the staged picker goes on to the
 * losing captures without generating, scoring or sorting them. */
static inline void
move_picker_skip_quiets (MovePicker *mp)
{
  mp->skip_quiets = true;
}

/* The next best move, or MOVE_NONE when all are handed out; *score (may be NULL) says which
 * group it is in. */
Move move_picker_next (MovePicker *mp, int *score);

/* How many moves were handed out: once move_picker_next returned MOVE_NONE, all legal moves of
 * the picker's type. */
static inline int
move_picker_count (const MovePicker *mp)
{
  return mp->handed_out;
}
