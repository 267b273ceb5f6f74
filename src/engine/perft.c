/* SPDX-License-Identifier: GPL-3.0-or-later */
/* perft.c: the move-tree walk. The last ply is counted in bulk: since every generated move is
 * legal, the number of moves one ply from the leaves is the number of leaves. */
#include "perft.h"

#include "movegen.h"

/* Counts the tree; when stop is given and becomes true, gives up and returns what it has. The
 * flag is read only above the last two plies, where a walk spends its time generating moves. */
static uint64_t
walk (Position *pos, int depth, const atomic_bool *stop)
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
      if (stop && depth > 2 && atomic_load_explicit (stop, memory_order_relaxed))
        break;
      position_make_move (pos, list.moves[i], &undo);
      nodes += walk (pos, depth - 1, stop);
      position_unmake_move (pos, list.moves[i], &undo);
    }
  return nodes;
}

uint64_t
perft (Position *pos, int depth)
{
  return walk (pos, depth, NULL);
}

uint64_t
perft_divide (Position *pos, int depth, const atomic_bool *stop, PerftDivideFunc report, void *user_data)
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
      nodes = walk (pos, depth - 1, stop);
      position_unmake_move (pos, list.moves[i], &undo);
      if (stop && atomic_load (stop))
        break;
      report (list.moves[i], nodes, user_data);
      total += nodes;
    }
  return total;
}
