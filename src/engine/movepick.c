/* SPDX-License-Identifier: GPL-3.0-or-later */
/* movepick.c: hands out moves best-first. Each batch of moves is scored once and selected
 * lazily: a cut-off usually comes early, so most of the list is never sorted, and in the main
 * search the quiet moves are not even generated until the captures and killers are tried. */
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
  /* Taking a piece worth at least the taker can't lose material: no exchange to play out. */
  bool good = see_piece_values[victim] >= see_piece_values[piece_type (piece)] || see_ge (pos, m, 0);
  return good ? PICK_GOOD_CAPTURE + mvv_lva : PICK_BAD_CAPTURE + mvv_lva;
}

int
quiet_history_score (const MoveOrdering *ordering, const Position *pos, Move m)
{
  Piece piece = position_piece_on (pos, move_from (m));
  int   score = ordering->butterfly ? ordering->butterfly[move_from (m)][move_to (m)] : 0;

  for (int i = 0; i < N_CONTINUATIONS; i++)
    if (ordering->continuation[i])
      score += ordering->continuation[i][piece][move_to (m)];
  return score;
}

/* What a quiet check adds to its history: about half of one table's range, enough to put it
 * before the quiet moves the histories rate alike, not before the ones they rate well. */
enum { QUIET_CHECK_BONUS = 8000 };

/* The squares from which each of our pieces would check the opponent's king (discovered
 * checks aside). */
static void
find_checking_squares (MovePicker *mp)
{
  const Position *pos = mp->pos;
  Square          king = position_king_square (pos, color_flip (pos->side_to_move));
  Bitboard        occupied = position_occupied (pos);

  mp->checking[PAWN] = pawn_attacks (color_flip (pos->side_to_move), king);
  mp->checking[KNIGHT] = knight_attacks (king);
  mp->checking[BISHOP] = bishop_attacks (king, occupied);
  mp->checking[ROOK] = rook_attacks (king, occupied);
  mp->checking[QUEEN] = mp->checking[BISHOP] | mp->checking[ROOK];
  mp->checking[KING] = 0;
  mp->checks_known = true;
}

/* Moves already handed out by an earlier stage sort last and end their stage. */
enum { PICK_SKIP = -2000000000 };

static void
score_moves (MovePicker *mp, int from, int to)
{
  for (int i = from; i < to; i++)
    {
      Move m = mp->list.moves[i];
      if (m == mp->tt_move && mp->stage != STAGE_ALL)
        mp->scores[i] = PICK_SKIP;
      else if (m == mp->tt_move)
        mp->scores[i] = PICK_TT_MOVE;
      else if (move_is_noisy (mp->pos, m))
        mp->scores[i] = score_noisy (mp->pos, m, mp->ordering ? mp->ordering->captures : NULL);
      else if (!mp->ordering)
        mp->scores[i] = 0;
      else
        {
          mp->scores[i] = quiet_history_score (mp->ordering, mp->pos, m);
          /* A quiet check forces a reply: worth trying before moves of the same history. */
          if (mp->checks_known)
            {
              PieceType pt = piece_type (position_piece_on (mp->pos, move_from (m)));
              mp->scores[i] += (mp->checking[pt] & square_bb (move_to (m))) != 0 ? QUIET_CHECK_BONUS : 0;
            }
          for (int r = 0; r < mp->n_refutations; r++)
            if (m == mp->refutations[r])
              mp->scores[i] = PICK_SKIP;
        }
    }
}

void
move_picker_init (MovePicker *mp, const Position *pos, GenType type, Move tt_move, const MoveOrdering *ordering)
{
  mp->pos = pos;
  mp->ordering = ordering;
  mp->stage = STAGE_ALL;
  mp->tt_move = tt_move;
  mp->n_refutations = 0;
  mp->next = 0;
  mp->handed_out = 0;
  mp->skip_quiets = false;
  mp->checks_known = false;
  generate_moves (pos, type, &mp->list);
  score_moves (mp, 0, mp->list.count);
}

void
move_picker_init_staged (MovePicker *mp, const Position *pos, Move tt_move, const MoveOrdering *ordering)
{
  mp->pos = pos;
  mp->ordering = ordering;
  mp->stage = STAGE_TT;
  mp->tt_move = tt_move;
  mp->n_refutations = mp->next_refutation = 0;
  mp->list.count = 0;
  mp->next = mp->end_noisy = mp->next_bad = 0;
  mp->handed_out = 0;
  mp->skip_quiets = false;
  mp->checks_known = false;
}

/* Swaps the best-scored move of [*next, end) to *next and hands it out, or returns MOVE_NONE
 * if there is none or the best is below floor. */
static Move
select_best (MovePicker *mp, int *next, int end, int floor, int *score)
{
  if (*next >= end)
    return MOVE_NONE;

  int best = *next;
  for (int i = *next + 1; i < end; i++)
    if (mp->scores[i] > mp->scores[best])
      best = i;
  if (mp->scores[best] < floor)
    return MOVE_NONE;

  Move m = mp->list.moves[best];
  int  s = mp->scores[best];
  mp->list.moves[best] = mp->list.moves[*next];
  mp->scores[best] = mp->scores[*next];
  mp->list.moves[*next] = m;
  mp->scores[*next] = s;
  (*next)++;
  if (score)
    *score = s;
  return m;
}

/* The killers and the counter move that are legal quiet moves here, other than the table's. */
static void
collect_refutations (MovePicker *mp)
{
  const Move candidates[3] = { mp->ordering->killers[0], mp->ordering->killers[1], mp->ordering->counter };

  for (int i = 0; i < 3; i++)
    {
      Move m = candidates[i];
      bool seen = m == MOVE_NONE || m == mp->tt_move;
      for (int r = 0; r < mp->n_refutations; r++)
        seen = seen || m == mp->refutations[r];
      if (!seen && !move_is_noisy (mp->pos, m) && move_is_legal (mp->pos, m))
        mp->refutations[mp->n_refutations++] = m;
    }
}

static Move
next_move (MovePicker *mp, int *score)
{
  static const int refutation_scores[3] = { PICK_KILLER + 1, PICK_KILLER, PICK_KILLER - 1 };
  Move             m;

  switch (mp->stage)
    {
    case STAGE_TT:
      mp->stage = STAGE_GENERATE_NOISY;
      if (mp->tt_move != MOVE_NONE && move_is_legal (mp->pos, mp->tt_move))
        {
          if (score)
            *score = PICK_TT_MOVE;
          return mp->tt_move;
        }
      mp->tt_move = MOVE_NONE;
      FALLTHROUGH;
    case STAGE_GENERATE_NOISY:
      mp->end_noisy = generate_moves (mp->pos, GEN_NOISY, &mp->list);
      score_moves (mp, 0, mp->end_noisy);
      mp->stage = STAGE_GOOD_NOISY;
      FALLTHROUGH;
    case STAGE_GOOD_NOISY:
      if ((m = select_best (mp, &mp->next, mp->end_noisy, PICK_GOOD_CAPTURE, score)) != MOVE_NONE)
        return m;
      mp->next_bad = mp->next;
      collect_refutations (mp);
      mp->stage = STAGE_REFUTATIONS;
      FALLTHROUGH;
    case STAGE_REFUTATIONS:
      if (mp->skip_quiets)
        {
          mp->stage = STAGE_BAD_NOISY;
          return next_move (mp, score);
        }
      if (mp->next_refutation < mp->n_refutations)
        {
          int r = mp->next_refutation++;
          if (score)
            *score = refutation_scores[r];
          return mp->refutations[r];
        }
      mp->stage = STAGE_GENERATE_QUIET;
      FALLTHROUGH;
    case STAGE_GENERATE_QUIET:
      if (mp->skip_quiets)
        {
          mp->stage = STAGE_BAD_NOISY;
          return next_move (mp, score);
        }
      generate_more_moves (mp->pos, GEN_QUIET, &mp->list);
      find_checking_squares (mp);
      score_moves (mp, mp->end_noisy, mp->list.count);
      mp->next = mp->end_noisy;
      mp->stage = STAGE_QUIET;
      FALLTHROUGH;
    case STAGE_QUIET:
      if (!mp->skip_quiets && (m = select_best (mp, &mp->next, mp->list.count, PICK_SKIP + 1, score)) != MOVE_NONE)
        return m;
      mp->stage = STAGE_BAD_NOISY;
      FALLTHROUGH;
    case STAGE_BAD_NOISY:
      if ((m = select_best (mp, &mp->next_bad, mp->end_noisy, PICK_SKIP + 1, score)) != MOVE_NONE)
        return m;
      mp->stage = STAGE_DONE;
      return MOVE_NONE;
    case STAGE_ALL:
      return select_best (mp, &mp->next, mp->list.count, PICK_SKIP, score);
    case STAGE_DONE:
    default:
      return MOVE_NONE;
    }
}

Move
move_picker_next (MovePicker *mp, int *score)
{
  Move m = next_move (mp, score);

  mp->handed_out += m != MOVE_NONE;
  return m;
}
