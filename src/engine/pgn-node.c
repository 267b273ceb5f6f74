/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-node.c: the move tree: nodes, their NAGs, comments and variations. */
#include "pgn-private.h"

#include <stdlib.h>
#include <string.h>

PgnNode *
pgn_node_new (const Position *before, Move move, PgnNode *parent)
{
  PgnNode *node = pgn_alloc (sizeof *node);

  node->move = move;
  node->parent = parent;
  move_to_san (before, move, node->san, sizeof node->san);
  return node;
}

/* Follows `next` in a loop, so that a long line costs no stack; only variations recurse. */
void
pgn_line_free (PgnNode *line)
{
  while (line)
    {
      PgnNode *next = line->next;
      for (int i = 0; i < line->n_variations; i++)
        pgn_line_free (line->variations[i]);
      free (line->variations);
      free (line->nags);
      free (line->comment_before);
      free (line->comment_after);
      free (line);
      line = next;
    }
}

void
pgn_node_append_variation (PgnNode *node, PgnNode *line)
{
  if (node->n_variations == node->variations_capacity)
    {
      node->variations_capacity = node->variations_capacity ? node->variations_capacity * 2 : 2;
      node->variations = pgn_realloc (node->variations,
                                      sizeof *node->variations * (size_t) node->variations_capacity);
    }
  node->variations[node->n_variations++] = line;
}

Move pgn_node_get_move (const PgnNode *node) { return node->move; }
const char *pgn_node_get_san (const PgnNode *node) { return node->san; }
const PgnNode *pgn_node_get_next (const PgnNode *node) { return node->next; }
const PgnNode *pgn_node_get_parent (const PgnNode *node) { return node->parent; }
int pgn_node_get_n_variations (const PgnNode *node) { return node->n_variations; }
int pgn_node_get_n_nags (const PgnNode *node) { return node->n_nags; }
const char *pgn_node_get_comment_before (const PgnNode *node) { return node->comment_before; }
const char *pgn_node_get_comment_after (const PgnNode *node) { return node->comment_after; }

const PgnNode *
pgn_node_get_variation (const PgnNode *node, int index)
{
  return index >= 0 && index < node->n_variations ? node->variations[index] : NULL;
}

int
pgn_node_get_nag (const PgnNode *node, int index)
{
  return index >= 0 && index < node->n_nags ? node->nags[index] : -1;
}

void
pgn_node_add_nag (PgnNode *node, int nag)
{
  if (nag < 0 || nag > PGN_NAG_MAX)
    return;
  if (node->n_nags == node->nags_capacity)
    {
      node->nags_capacity = node->nags_capacity ? node->nags_capacity * 2 : 2;
      node->nags = pgn_realloc (node->nags, (size_t) node->nags_capacity);
    }
  node->nags[node->n_nags++] = (uint8_t) nag;
}

static void
set_comment (char **slot, const char *comment)
{
  free (*slot);
  *slot = NULL;
  if (comment)
    pgn_comment_append (slot, comment, strlen (comment));
}

void
pgn_node_set_comment_before (PgnNode *node, const char *comment)
{
  set_comment (&node->comment_before, comment);
}

void
pgn_node_set_comment_after (PgnNode *node, const char *comment)
{
  set_comment (&node->comment_after, comment);
}

/* The position after `node` (the start position for NULL): its moves replayed from the start. */
static void
position_after (const PgnGame *game, const PgnNode *node, Position *out)
{
  int            depth = 0;
  const PgnNode *n;
  Undo           undo;

  for (n = node; n; n = n->parent)
    depth++;
  const PgnNode **path = pgn_alloc (sizeof *path * (size_t) (depth + 1));
  for (n = node; n; n = n->parent)
    path[--depth] = n;
  *out = game->start;
  for (int i = 0; path[i]; i++)
    position_make_move (out, path[i]->move, &undo);
  free (path);
}

void
pgn_game_position_before (const PgnGame *game, const PgnNode *node, Position *out)
{
  position_after (game, node ? node->parent : NULL, out);
}

/* The existing move among `slot` and its variations, or NULL. */
static PgnNode *
find_alternative (PgnNode *slot, Move move)
{
  if (slot->move == move)
    return slot;
  for (int i = 0; i < slot->n_variations; i++)
    if (slot->variations[i]->move == move)
      return slot->variations[i];
  return NULL;
}

PgnNode *
pgn_game_add_move (PgnGame *game, PgnNode *parent, Move move)
{
  Position  pos;
  PgnNode **slot = parent ? &parent->next : &game->first;

  position_after (game, parent, &pos);
  if (!move_is_legal (&pos, move))
    return NULL;
  if (*slot)
    {
      PgnNode *found = find_alternative (*slot, move);
      if (found)
        return found;
      PgnNode *node = pgn_node_new (&pos, move, parent);
      pgn_node_append_variation (*slot, node);
      return node;
    }
  *slot = pgn_node_new (&pos, move, parent);
  if (!parent && game->comment)
    {
      /* The game's comment becomes the first move's comment before. */
      (*slot)->comment_before = game->comment;
      game->comment = NULL;
    }
  return *slot;
}
