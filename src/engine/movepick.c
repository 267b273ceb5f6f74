/* SPDX-License-Identifier: GPL-3.0-or-later */
/* movepick.c: scores every legal move once, then selects lazily: a cut-off usually comes early,
 * so most of the list is never sorted. */
#include "movepick.h"

#include "see.h"

/* Winning captures by MVV/LVA, nudged by how the same capture did before (a capture history of
 * 16000 is worth about two pawns of victim here). */
static int
score_noisy (const Position *pos, Move m, const CaptureHistory *captures)
{
  Piece     piece = position_piece_on (pos, move_from (m));
  PieceType victim = move_captured_type (pos, m);
  int       mvv_lva = 8 * see_piece_values[victim] / 10 - piece_type (piece);

  if (captures)
    mvv_lva += (*captures)[piece][move_to (m)][victim] / 100;
  if (move_kind (m) == MOVE_PROMOTION)
    return move_promotion (m) == QUEEN ? PICK_GOOD_CAPTURE + 10000 + mvv_lva : PICK_UNDER_PROMO + mvv_lva;
  return see_ge (pos, m, 0) ? PICK_GOOD_CAPTURE + mvv_lva : PICK_BAD_CAPTURE + mvv_lva;
}

int
quiet_history_score (const MoveOrdering *ordering, const Position *pos, Move m)
{
  Piece piece = position_piece_on (pos, move_from (m));
  int   score = ordering->butterfly ? ordering->butterfly[move_from (m)][move_to (m)] : 0;

  for (int i = 0; i < 2; i++)
    if (ordering->continuation[i])
      score += ordering->continuation[i][piece][move_to (m)];
  return score;
}

static int
score_quiet (const Position *pos, Move m, const MoveOrdering *ordering)
{
  if (!ordering)
    return 0;
  if (m == ordering->killers[0])
    return PICK_KILLER + 1;
  if (m == ordering->killers[1])
    return PICK_KILLER;
  if (m == ordering->counter)
    return PICK_KILLER - 1;
  return quiet_history_score (ordering, pos, m);
}

void
move_picker_init (MovePicker *mp, const Position *pos, GenType type, Move tt_move, const MoveOrdering *ordering)
{
  generate_moves (pos, type, &mp->list);
  mp->next = 0;
  for (int i = 0; i < mp->list.count; i++)
    {
      Move m = mp->list.moves[i];
      if (m == tt_move)
        mp->scores[i] = PICK_TT_MOVE;
      else if (move_is_noisy (pos, m))
        mp->scores[i] = score_noisy (pos, m, ordering ? ordering->captures : NULL);
      else
        mp->scores[i] = score_quiet (pos, m, ordering);
    }
}

Move
move_picker_next (MovePicker *mp, int *score)
{
  if (mp->next >= mp->list.count)
    return MOVE_NONE;

  int best = mp->next;
  for (int i = mp->next + 1; i < mp->list.count; i++)
    if (mp->scores[i] > mp->scores[best])
      best = i;

  Move m = mp->list.moves[best];
  int  s = mp->scores[best];
  mp->list.moves[best] = mp->list.moves[mp->next];
  mp->scores[best] = mp->scores[mp->next];
  mp->list.moves[mp->next] = m;
  mp->scores[mp->next] = s;
  mp->next++;
  if (score)
    *score = s;
  return m;
}
