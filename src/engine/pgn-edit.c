/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-edit.c: changes to a game's move tree after it was built: copying it, promoting a
 * variation, deleting a line, and the move's assessment glyph. Nodes are moved, never
 * copied, so that pointers to them stay good through a promotion. */
#include "pgn-private.h"

#include <stdlib.h>
#include <string.h>

PgnGame *
pgn_game_copy (const PgnGame *game)
{
  PgnGame *copy = pgn_game_new ();

  for (int i = 0; i < game->n_tags; i++)
    pgn_game_put_tag (copy, game->tags[i].name, strlen (game->tags[i].name),
                      game->tags[i].value, strlen (game->tags[i].value));
  copy->start = game->start;
  copy->result = game->result;
  copy->comment = pgn_strdup (game->comment);
  copy->first = pgn_line_copy (game->first, NULL);
  copy->moves_after_end = game->moves_after_end;
  return copy;
}

/* The move whose variations list holds node: the main move at node's place, or one of the
 * variations nested under it. NULL when node is the main move itself. */
static PgnNode *
find_owner (PgnNode *main_move, const PgnNode *node)
{
  int       count = 0, capacity = 8;
  PgnNode **pending = pgn_alloc (sizeof *pending * (size_t) capacity);
  PgnNode  *owner = NULL;

  pending[count++] = main_move;
  while (count > 0 && !owner)
    {
      PgnNode *candidate = pending[--count];
      for (int i = 0; i < candidate->n_variations && !owner; i++)
        {
          if (candidate->variations[i] == node)
            owner = candidate;
          if (count == capacity)
            pending = pgn_realloc (pending, sizeof *pending * (size_t) (capacity *= 2));
          pending[count++] = candidate->variations[i];
        }
    }
  free (pending);
  return owner;
}

static void
remove_variation (PgnNode *owner, const PgnNode *node)
{
  for (int i = 0; i < owner->n_variations; i++)
    if (owner->variations[i] == node)
      {
        memmove (owner->variations + i, owner->variations + i + 1,
                 sizeof *owner->variations * (size_t) (owner->n_variations - i - 1));
        owner->n_variations--;
        return;
      }
}

/* Hands every variation of `from` over to `to`, after those it has. */
static void
move_variations (PgnNode *to, PgnNode *from)
{
  for (int i = 0; i < from->n_variations; i++)
    pgn_node_append_variation (to, from->variations[i]);
  free (from->variations);
  from->variations = NULL;
  from->n_variations = from->variations_capacity = 0;
}

bool
pgn_game_promote_variation (PgnGame *game, PgnNode *node)
{
  PgnNode **slot = pgn_node_slot (game, node);
  PgnNode  *main_move = *slot;

  if (main_move == node)
    return false;
  remove_variation (find_owner (main_move, node), node);
  /* The old main move becomes the first variation, the others follow in their order. */
  PgnNode *nested = pgn_alloc (sizeof *nested);
  move_variations (nested, node);
  pgn_node_append_variation (node, main_move);
  move_variations (node, main_move);
  move_variations (node, nested);
  free (nested);
  /* The game's opening comment stays at the head of the game. */
  if (slot == &game->first)
    {
      char *comment = main_move->comment_before;
      main_move->comment_before = node->comment_before;
      node->comment_before = comment;
    }
  *slot = node;
  return true;
}

void
pgn_game_promote_to_mainline (PgnGame *game, PgnNode *node)
{
  for (; node; node = node->parent)
    pgn_game_promote_variation (game, node);
}

bool
pgn_node_is_mainline (const PgnGame *game, const PgnNode *node)
{
  for (; node; node = node->parent)
    if (*pgn_node_slot ((PgnGame *) game, node) != node)
      return false;
  return true;
}

void
pgn_game_delete_from (PgnGame *game, PgnNode *node)
{
  PgnNode **slot = pgn_node_slot (game, node);

  if (*slot == node && node->n_variations > 0)
    pgn_game_promote_variation (game, node->variations[0]);
  if (*slot == node)
    {
      /* The game's opening comment outlives its first move. */
      if (slot == &game->first && node->comment_before && !game->comment)
        {
          game->comment = node->comment_before;
          node->comment_before = NULL;
        }
      *slot = NULL;
      pgn_line_free (node);
      return;
    }
  PgnNode *owner = find_owner (*slot, node);
  remove_variation (owner, node);
  move_variations (owner, node);
  pgn_line_free (node);
}

static bool
is_assessment (int nag)
{
  return nag >= PGN_NAG_GOOD && nag <= PGN_NAG_DUBIOUS;
}

int
pgn_node_get_assessment (const PgnNode *node)
{
  for (int i = 0; i < node->n_nags; i++)
    if (is_assessment (node->nags[i]))
      return node->nags[i];
  return 0;
}

void
pgn_node_set_assessment (PgnNode *node, int nag)
{
  int kept = 0;

  for (int i = 0; i < node->n_nags; i++)
    if (!is_assessment (node->nags[i]))
      node->nags[kept++] = node->nags[i];
  node->n_nags = kept;
  if (!is_assessment (nag))
    return;
  /* First, where a reader looks for the move's glyph. */
  pgn_node_add_nag (node, nag);
  memmove (node->nags + 1, node->nags, (size_t) (node->n_nags - 1));
  node->nags[0] = (uint8_t) nag;
}
