/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-compare.c: whether two PGN games say the same thing, as the round trip needs. */
#include "pgn-private.h"

#include <stdlib.h>
#include <string.h>

static bool
same_text (const char *a, const char *b)
{
  return (!a && !b) || (a && b && strcmp (a, b) == 0);
}

/* The tags as the writer writes them, by writing them. */
static bool
same_tags (const PgnGame *a, const PgnGame *b)
{
  PgnGame bare_a = *a, bare_b = *b;

  bare_a.first = bare_b.first = NULL;
  bare_a.comment = bare_b.comment = NULL;
  char *text_a = pgn_game_write (&bare_a, NULL);
  char *text_b = pgn_game_write (&bare_b, NULL);
  bool  same = strcmp (text_a, text_b) == 0;
  free (text_a);
  free (text_b);
  return same;
}

/* The node itself and how many variations it has; the walk compares those next. */
static bool
same_node (const PgnNode *a, const PgnNode *b)
{
  return a->move == b->move && strcmp (a->san, b->san) == 0 && a->n_nags == b->n_nags
         && (!a->n_nags || memcmp (a->nags, b->nags, (size_t) a->n_nags) == 0)
         && same_text (a->comment_before, b->comment_before)
         && same_text (a->comment_after, b->comment_after)
         && a->n_variations == b->n_variations;
}

/* Both trees walked side by side: the same moves and the same shape. */
static bool
same_tree (const PgnNode *a, const PgnNode *b)
{
  PgnWalk      walk_a, walk_b;
  PgnWalkEvent event;
  bool         same = true;

  pgn_walk_init (&walk_a, a, 0);
  pgn_walk_init (&walk_b, b, 0);
  do
    {
      event = pgn_walk_next (&walk_a);
      same = event == pgn_walk_next (&walk_b)
             && (event != PGN_WALK_MOVE || same_node (walk_a.node, walk_b.node));
    }
  while (same && event != PGN_WALK_END);
  pgn_walk_clear (&walk_a);
  pgn_walk_clear (&walk_b);
  return same;
}

bool
pgn_game_equal (const PgnGame *a, const PgnGame *b)
{
  return position_equal (&a->start, &b->start) && a->result == b->result
         && same_text (pgn_game_get_comment (a), pgn_game_get_comment (b))
         && same_tags (a, b) && same_tree (a->first, b->first);
}

/* The value the writer gives the tag `name` when the game has none: the roster's defaults. */
static const char *
written_value (const PgnGame *game, const char *name)
{
  const char *value = pgn_game_get_tag (game, name);

  if (value)
    return value;
  if (strcmp (name, "Date") == 0)
    return "????.??.??";
  if (strcmp (name, "Event") == 0 || strcmp (name, "Site") == 0 || strcmp (name, "Round") == 0
      || strcmp (name, "White") == 0 || strcmp (name, "Black") == 0)
    return "?";
  return NULL;
}

/* Every tag of a is in b with the same value, as the writer would write them. The start
 * position and the result stand for SetUp, FEN and Result. */
static bool
tags_within (const PgnGame *a, const PgnGame *b)
{
  for (int i = 0; i < a->n_tags; i++)
    {
      const char *name = a->tags[i].name;
      if (strcmp (name, "SetUp") == 0 || strcmp (name, "FEN") == 0 || strcmp (name, "Result") == 0)
        continue;
      if (!same_text (written_value (a, name), written_value (b, name)))
        return false;
    }
  return true;
}

bool
pgn_game_same_content (const PgnGame *a, const PgnGame *b)
{
  return position_equal (&a->start, &b->start) && a->result == b->result
         && same_text (pgn_game_get_comment (a), pgn_game_get_comment (b))
         && tags_within (a, b) && tags_within (b, a) && same_tree (a->first, b->first);
}
