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

static bool same_line (const PgnNode *a, const PgnNode *b);

static bool
same_node (const PgnNode *a, const PgnNode *b)
{
  if (a->move != b->move || strcmp (a->san, b->san) != 0 || a->n_nags != b->n_nags
      || (a->n_nags && memcmp (a->nags, b->nags, (size_t) a->n_nags) != 0)
      || !same_text (a->comment_before, b->comment_before)
      || !same_text (a->comment_after, b->comment_after)
      || a->n_variations != b->n_variations)
    return false;
  for (int i = 0; i < a->n_variations; i++)
    if (!same_line (a->variations[i], b->variations[i]))
      return false;
  return true;
}

static bool
same_line (const PgnNode *a, const PgnNode *b)
{
  for (; a && b; a = a->next, b = b->next)
    if (!same_node (a, b))
      return false;
  return !a && !b;
}

bool
pgn_game_equal (const PgnGame *a, const PgnGame *b)
{
  return position_equal (&a->start, &b->start) && a->result == b->result
         && same_text (pgn_game_get_comment (a), pgn_game_get_comment (b))
         && same_tags (a, b) && same_line (a->first, b->first);
}
