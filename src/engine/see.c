/* SPDX-License-Identifier: GPL-3.0-or-later */
/* see.c: the swap algorithm, revealing sliders behind each capturer as it goes. */
#include "see.h"

const int see_piece_values[PIECE_TYPE_NB + 1] = { 100, 320, 330, 500, 950, 20000, 0 };

static PieceType
least_valuable (const Position *pos, Bitboard attackers, Bitboard *from)
{
  for (PieceType pt = PAWN; pt <= KING; pt++)
    {
      Bitboard b = attackers & pos->by_type[pt];
      if (b)
        {
          *from = b & -b;
          return pt;
        }
    }
  return NO_PIECE_TYPE;
}

bool
see_ge (const Position *pos, Move move, int threshold)
{
  if (move_kind (move) != MOVE_NORMAL)
    return threshold <= 0;

  Square from = move_from (move), to = move_to (move);
  int    swap = see_piece_values[piece_type (position_piece_on (pos, to))] - threshold;
  if (swap < 0)
    return false;
  swap = see_piece_values[piece_type (position_piece_on (pos, from))] - swap;
  if (swap <= 0)
    return true;

  Bitboard occupied = position_occupied (pos) ^ square_bb (from) ^ square_bb (to);
  Bitboard diagonal = pos->by_type[BISHOP] | pos->by_type[QUEEN];
  Bitboard straight = pos->by_type[ROOK] | pos->by_type[QUEEN];
  Bitboard attackers = position_attackers_to (pos, to, occupied);
  Color    side = pos->side_to_move;
  bool     wins = true;

  for (;;)
    {
      side = color_flip (side);
      attackers &= occupied;
      Bitboard mine = attackers & pos->by_color[side];
      if (!mine)
        break;
      Bitboard  piece = 0;
      PieceType pt = least_valuable (pos, mine, &piece);
      wins = !wins;
      /* A king may only take last: if the other side still attacks, it can't. */
      if (pt == KING)
        return (attackers & pos->by_color[color_flip (side)]) ? !wins : wins;
      swap = see_piece_values[pt] - swap;
      if (swap < (int) wins)
        break;
      occupied ^= piece;
      if (pt == PAWN || pt == BISHOP || pt == QUEEN)
        attackers |= bishop_attacks (to, occupied) & diagonal;
      if (pt == ROOK || pt == QUEEN)
        attackers |= rook_attacks (to, occupied) & straight;
    }
  return wins;
}
