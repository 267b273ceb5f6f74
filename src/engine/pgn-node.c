/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-node.c: the move tree: nodes, their NAGs, comments and variations. */
#include "pgn-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"

PgnNode *
pgn_node_new_written (Move move, const char *san, PgnNode *parent)
{
  PgnNode *node = pgn_alloc (sizeof *node);

  node->move = move;
  node->parent = parent;
  snprintf (node->san, sizeof node->san, "%s", san);
  return node;
}

PgnNode *
pgn_node_new (const Position *before, Move move, PgnNode *parent)
{
  char san[SAN_MAX];

  return pgn_node_new_written (move, move_to_san (before, move, san, sizeof san), parent);
}

/* A stack of lines still to visit, for freeing and copying without recursion. */
typedef struct {
  const PgnNode *source;
  PgnNode      **target;   /* copying: where the line's copy goes */
  PgnNode       *parent;   /* copying: the parent of the line's first move */
} LineTask;

typedef struct {
  LineTask *tasks;
  int       count, capacity;
} LineTasks;

static void
push_task (LineTasks *stack, LineTask task)
{
  if (stack->count == stack->capacity)
    {
      stack->capacity = stack->capacity ? stack->capacity * 2 : 16;
      stack->tasks = pgn_realloc (stack->tasks, sizeof *stack->tasks * (size_t) stack->capacity);
    }
  stack->tasks[stack->count++] = task;
}

static void
free_node (PgnNode *node)
{
  free (node->variations);
  free (node->nags);
  free (node->comment_before);
  free (node->comment_after);
  free (node);
}

void
pgn_line_free (PgnNode *line)
{
  LineTasks stack = { 0 };

  push_task (&stack, (LineTask) { .source = line });
  while (stack.count > 0)
    {
      PgnNode *node = (PgnNode *) stack.tasks[--stack.count].source;
      while (node)
        {
          PgnNode *next = node->next;
          for (int i = 0; i < node->n_variations; i++)
            push_task (&stack, (LineTask) { .source = node->variations[i] });
          free_node (node);
          node = next;
        }
    }
  free (stack.tasks);
}

/* The node's own content; its variations are left as NULL slots for the caller to fill. */
static PgnNode *
copy_node (const PgnNode *source, PgnNode *parent)
{
  PgnNode *node = pgn_alloc (sizeof *node);

  node->move = source->move;
  memcpy (node->san, source->san, sizeof node->san);
  node->parent = parent;
  if (source->n_nags)
    {
      node->nags = pgn_alloc ((size_t) source->n_nags);
      memcpy (node->nags, source->nags, (size_t) source->n_nags);
      node->n_nags = node->nags_capacity = source->n_nags;
    }
  node->comment_before = pgn_strdup (source->comment_before);
  node->comment_after = pgn_strdup (source->comment_after);
  if (source->n_variations)
    {
      node->variations = pgn_alloc (sizeof *node->variations * (size_t) source->n_variations);
      node->n_variations = node->variations_capacity = source->n_variations;
    }
  return node;
}

PgnNode *
pgn_line_copy (const PgnNode *line, PgnNode *parent)
{
  LineTasks stack = { 0 };
  PgnNode  *first = NULL;

  push_task (&stack, (LineTask) { .source = line, .target = &first, .parent = parent });
  while (stack.count > 0)
    {
      LineTask task = stack.tasks[--stack.count];
      for (const PgnNode *source = task.source; source; source = source->next)
        {
          PgnNode *copy = copy_node (source, task.parent);
          *task.target = copy;
          for (int i = 0; i < source->n_variations; i++)
            push_task (&stack, (LineTask) {
              .source = source->variations[i], .target = &copy->variations[i], .parent = task.parent,
            });
          task.target = &copy->next;
          task.parent = copy;
        }
    }
  free (stack.tasks);
  return first;
}

PgnNode **
pgn_node_slot (PgnGame *game, const PgnNode *node)
{
  return node->parent ? &node->parent->next : &game->first;
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

/* The existing move among `slot` and its variations, nested ones too ("1. e4 (1. d4 (1. c4))"
 * holds c4 among d4's), or NULL. */
static PgnNode *
find_alternative (PgnNode *slot, Move move)
{
  LineTasks stack = { 0 };
  PgnNode  *found = NULL;

  push_task (&stack, (LineTask) { .source = slot });
  while (stack.count > 0 && !found)
    {
      PgnNode *node = (PgnNode *) stack.tasks[--stack.count].source;
      if (node->move == move)
        found = node;
      for (int i = 0; i < node->n_variations; i++)
        push_task (&stack, (LineTask) { .source = node->variations[i] });
    }
  free (stack.tasks);
  return found;
}

PgnNode *
pgn_game_insert_move (PgnGame *game, PgnNode *parent, const Position *before, Move move)
{
  PgnNode **slot = parent ? &parent->next : &game->first;

  if (*slot)
    {
      PgnNode *found = find_alternative (*slot, move);
      if (found)
        return found;
      PgnNode *node = pgn_node_new (before, move, parent);
      pgn_node_append_variation (*slot, node);
      return node;
    }
  *slot = pgn_node_new (before, move, parent);
  if (!parent && game->comment)
    {
      /* The game's comment becomes the first move's comment before. */
      (*slot)->comment_before = game->comment;
      game->comment = NULL;
    }
  return *slot;
}

PgnNode *
pgn_game_add_move (PgnGame *game, PgnNode *parent, Move move)
{
  Position pos;

  position_after (game, parent, &pos);
  if (!move_is_legal (&pos, move))
    return NULL;
  return pgn_game_insert_move (game, parent, &pos, move);
}
