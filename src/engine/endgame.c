/* SPDX-License-Identifier: GPL-3.0-or-later */
/* endgame.c: the mop-up bonus of a won pawnless ending. */
#include "endgame.h"

#include <stdlib.h>

enum {
  /* In pawns: enough to mate by force (a rook against nothing, a queen against a rook or a minor
   * piece, a bishop and a knight), not a rook against a minor piece, most often a draw. */
  MOP_UP_MIN_LEAD = 4,
  MOP_UP_MAX_DEFENCE = 5,   /* a rook or a minor piece at most: with more, play goes on as usual */
  PUSH_TO_EDGE = 20,     /* a step of the defending king away from the centre */
  PUSH_CLOSE = 10,       /* a step of the attacking king towards it */
  PUSH_TO_CORNER = 120,   /* with a bishop and a knight: a step towards a corner they mate in */
};

static int
piece_material (const Position *pos, Color c)
{
  return 3 * popcount (position_pieces (pos, c, KNIGHT) | position_pieces (pos, c, BISHOP))
         + 5 * popcount (position_pieces (pos, c, ROOK)) + 9 * popcount (position_pieces (pos, c, QUEEN));
}

/* 0 on the four centre squares, 6 in a corner. */
static int
distance_from_centre (Square s)
{
  int file = square_file (s), rank = square_rank (s);
  return (file < 4 ? 3 - file : file - 4) + (rank < 4 ? 3 - rank : rank - 4);
}

/* A bishop and a knight mate only in a corner of the bishop's colour: how far from the nearer. */
static int
distance_from_mating_corner (Square s, Square bishop)
{
  bool dark = (square_file (bishop) + square_rank (bishop)) % 2 == 0;   /* like a1 */
  int  file = square_file (s), rank = square_rank (s);
  int  to_first = dark ? file + rank : file + (7 - rank);               /* a1 or a8 */
  int  to_second = 14 - to_first;                                        /* h8 or h1 */
  return to_first < to_second ? to_first : to_second;
}

static bool
only_bishop_and_knight (const Position *pos, Color c)
{
  Bitboard pieces = pos->by_color[c] & ~position_pieces (pos, c, KING);
  return popcount (pieces) == 2 && popcount (position_pieces (pos, c, BISHOP)) == 1
         && popcount (position_pieces (pos, c, KNIGHT)) == 1;
}

static int
king_distance (Square a, Square b)
{
  return abs (square_file (a) - square_file (b)) + abs (square_rank (a) - square_rank (b));
}

int
endgame_mop_up (const Position *pos)
{
  /* Most positions of a game leave here: whichever side is behind still has pawns. */
  if (position_pieces (pos, WHITE, PAWN) && position_pieces (pos, BLACK, PAWN))
    return 0;

  Color us = pos->side_to_move;
  int   lead = piece_material (pos, us) - piece_material (pos, color_flip (us));
  Color strong = lead > 0 ? us : color_flip (us);

  if (abs (lead) < MOP_UP_MIN_LEAD || position_pieces (pos, color_flip (strong), PAWN)
      || piece_material (pos, color_flip (strong)) > MOP_UP_MAX_DEFENCE)
    return 0;

  Square defender = position_king_square (pos, color_flip (strong));
  Square attacker = position_king_square (pos, strong);
  int    bonus = PUSH_CLOSE * (14 - king_distance (attacker, defender));
  /* A bishop and a knight drive the king along the edge to their corner: any edge would leave it
   * in the wrong corner, where they cannot mate. More than 3 pawns behind them, it is bare. */
  if (only_bishop_and_knight (pos, strong))
    {
      Square bishop = lsb (position_pieces (pos, strong, BISHOP));
      bonus += PUSH_TO_CORNER * (7 - distance_from_mating_corner (defender, bishop));
    }
  else
    bonus += PUSH_TO_EDGE * distance_from_centre (defender);
  return strong == us ? bonus : -bonus;
}
