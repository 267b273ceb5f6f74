/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-walk.c: the move tree visited in the order PGN writes it, with a stack of its own, so that
 * variations nested ten thousand deep cost heap rather than the thread's stack. */
#include "pgn-private.h"

#include <stdlib.h>

static void
push (PgnWalk *walk, const PgnNode *node, int ply)
{
  if (walk->depth == walk->capacity)
    {
      walk->capacity = walk->capacity ? walk->capacity * 2 : 16;
      walk->frames = pgn_realloc (walk->frames, sizeof *walk->frames * (size_t) walk->capacity);
    }
  walk->frames[walk->depth++] = (PgnWalkFrame) { .node = node, .ply = ply, .variation = -1 };
}

void
pgn_walk_init (PgnWalk *walk, const PgnNode *first, int ply)
{
  *walk = (PgnWalk) { 0 };
  push (walk, first, ply);
}

void
pgn_walk_clear (PgnWalk *walk)
{
  free (walk->frames);
  *walk = (PgnWalk) { 0 };
}

/* Each frame is a line being walked: its move is reported first, then its variations are
 * entered one by one, then the line goes on with the next move. */
PgnWalkEvent
pgn_walk_next (PgnWalk *walk)
{
  for (;;)
    {
      if (walk->depth == 0)
        return PGN_WALK_END;
      PgnWalkFrame *top = &walk->frames[walk->depth - 1];
      if (!top->node)
        {
          walk->depth--;
          return walk->depth == 0 ? PGN_WALK_END : PGN_WALK_CLOSE;
        }
      if (top->variation < 0)
        {
          top->variation = 0;
          walk->node = top->node;
          walk->ply = top->ply;
          return PGN_WALK_MOVE;
        }
      if (top->variation < top->node->n_variations)
        {
          const PgnNode *line = top->node->variations[top->variation++];
          push (walk, line, top->ply);
          return PGN_WALK_OPEN;
        }
      top->node = top->node->next;
      top->ply++;
      top->variation = -1;
    }
}
