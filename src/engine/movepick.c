/* SPDX-License-Identifier: GPL-3.0-or-later */
/* movepick.c: scores every legal move once, then selects lazily: a cut-off usually comes early,
 * so most of the list is never sorted. */
#include "movepick.h"

#include "see.h"

static int
score_noisy (const Position *pos, Move m)
{
  PieceType victim = move_kind (m) == MOVE_EN_PASSANT ? PAWN : piece_type (position_piece_on (pos, move_to (m)));
  PieceType attacker = piece_type (position_piece_on (pos, move_from (m)));
  int       mvv_lva = 8 * see_piece_values[victim] / 10 - attacker;

  if (move_kind (m) == MOVE_PROMOTION)
    return move_promotion (m) == QUEEN ? PICK_GOOD_CAPTURE + 10000 + mvv_lva : PICK_UNDER_PROMO + mvv_lva;
  return see_ge (pos, m, 0) ? PICK_GOOD_CAPTURE + mvv_lva : PICK_BAD_CAPTURE + mvv_lva;
}

int
quiet_history_score (const QuietHistory *history, const Position *pos, Move m)
{
  Piece piece = position_piece_on (pos, move_from (m));
  int   score = history->butterfly[move_from (m)][move_to (m)];

  for (int i = 0; i < 2; i++)
    if (history->continuation[i])
      score += history->continuation[i][piece][move_to (m)];
  return score;
}

void
move_picker_init (MovePicker *mp, const Position *pos, GenType type, Move tt_move,
                  const Move killers[2], const QuietHistory *history)
{
  generate_moves (pos, type, &mp->list);
  mp->next = 0;
  for (int i = 0; i < mp->list.count; i++)
    {
      Move m = mp->list.moves[i];
      bool noisy = position_piece_on (pos, move_to (m)) != NO_PIECE || move_kind (m) == MOVE_EN_PASSANT
                   || move_kind (m) == MOVE_PROMOTION;
      if (m == tt_move)
        mp->scores[i] = PICK_TT_MOVE;
      else if (noisy)
        mp->scores[i] = score_noisy (pos, m);
      else if (killers && m == killers[0])
        mp->scores[i] = PICK_KILLER + 1;
      else if (killers && m == killers[1])
        mp->scores[i] = PICK_KILLER;
      else
        mp->scores[i] = history ? quiet_history_score (history, pos, m) : 0;
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
