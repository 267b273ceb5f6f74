/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules.c: the ways a game ends under the FIDE Laws (articles 5, 9.2, 9.3, 9.6). */
#include "rules.h"

#include "movegen.h"

bool
rules_insufficient_material (const Position *pos)
{
  Bitboard bishops = pos->by_type[BISHOP];
  Bitboard minors = pos->by_type[KNIGHT] | bishops;

  if (pos->by_type[PAWN] | pos->by_type[ROOK] | pos->by_type[QUEEN])
    return false;
  /* A lone minor piece cannot mate. */
  if (!more_than_one (minors))
    return true;
  /* Bishops alone, all on squares of one colour, can never attack the other colour. */
  return !pos->by_type[KNIGHT] && (!(bishops & DARK_SQUARES_BB) || !(bishops & ~DARK_SQUARES_BB));
}

bool
rules_can_checkmate (const Position *pos, Color side)
{
  Bitboard ours = pos->by_color[side], theirs = pos->by_color[!side];
  Bitboard knights = ours & pos->by_type[KNIGHT];
  Bitboard bishops = ours & pos->by_type[BISHOP];
  Bitboard their_bishops = theirs & pos->by_type[BISHOP];
  Bitboard all_bishops = bishops | their_bishops;

  if (ours & (pos->by_type[PAWN] | pos->by_type[ROOK] | pos->by_type[QUEEN]))
    return true;
  if (!knights && !bishops)
    return false;
  if (knights && (bishops || more_than_one (knights)))
    return true;
  /* One knight: the other side's own piece must hem its king in; a queen always escapes. */
  if (knights)
    return (theirs & ~(pos->by_type[KING] | pos->by_type[QUEEN])) != 0;
  /* Bishops only: mate needs a square of the other colour blocked or a knight or pawn there. */
  if ((all_bishops & DARK_SQUARES_BB) && (all_bishops & ~DARK_SQUARES_BB))
    return true;
  return (theirs & (pos->by_type[KNIGHT] | pos->by_type[PAWN])) != 0;
}

int
rules_repetition_count (const Position *pos, const Key *history, int n_history)
{
  int reach = pos->halfmove_clock < n_history ? pos->halfmove_clock : n_history;
  int count = 1;

  /* Only positions with the same side to move can match: every second one. */
  for (int back = 2; back <= reach; back += 2)
    if (history[n_history - back] == pos->key)
      count++;
  return count;
}

GameEndReason
rules_automatic_draw (const Position *pos, const Key *history, int n_history)
{
  if (rules_repetition_count (pos, history, n_history) >= 5)
    return END_FIVEFOLD_REPETITION;
  if (pos->halfmove_clock >= 150)
    return END_SEVENTY_FIVE_MOVES;
  if (rules_insufficient_material (pos))
    return END_INSUFFICIENT_MATERIAL;
  return END_NONE;
}

GameResult
rules_automatic_result (const Position *pos, const Key *history, int n_history, GameEndReason *reason)
{
  MoveList      list;
  GameEndReason why = END_NONE;
  GameResult    result = GAME_DRAWN;

  if (generate_moves (pos, GEN_LEGAL, &list) == 0)
    {
      why = pos->checkers ? END_CHECKMATE : END_STALEMATE;
      if (pos->checkers)
        result = pos->side_to_move == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS;
    }
  else
    why = rules_automatic_draw (pos, history, n_history);

  if (reason)
    *reason = why;
  return why == END_NONE ? GAME_ONGOING : result;
}

GameEndReason
rules_claimable_draw (const Position *pos, const Key *history, int n_history)
{
  if (rules_repetition_count (pos, history, n_history) >= 3)
    return END_THREEFOLD_REPETITION;
  if (pos->halfmove_clock >= 100)
    return END_FIFTY_MOVES;
  return END_NONE;
}
