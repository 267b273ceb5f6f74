/* SPDX-License-Identifier: GPL-3.0-or-later */
/* perft.c: the move-tree walk. The last ply is counted in bulk: since every generated move is
 * legal, the number of moves one ply from the leaves is the number of leaves. */
#include "perft.h"

#include "movegen.h"

uint64_t
perft (Position *pos, int depth)
{
  MoveList list;
  uint64_t nodes = 0;

  if (depth <= 0)
    return 1;
  generate_moves (pos, GEN_LEGAL, &list);
  if (depth == 1)
    return (uint64_t) list.count;
  for (int i = 0; i < list.count; i++)
    {
      Undo undo;
      position_make_move (pos, list.moves[i], &undo);
      nodes += perft (pos, depth - 1);
      position_unmake_move (pos, list.moves[i], &undo);
    }
  return nodes;
}

uint64_t
perft_divide (Position *pos, int depth, PerftDivideFunc report, void *user_data)
{
  MoveList list;
  uint64_t total = 0;

  if (depth <= 0)
    return 1;
  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    {
      Undo     undo;
      uint64_t nodes;
      position_make_move (pos, list.moves[i], &undo);
      nodes = perft (pos, depth - 1);
      position_unmake_move (pos, list.moves[i], &undo);
      report (list.moves[i], nodes, user_data);
      total += nodes;
    }
  return total;
}
