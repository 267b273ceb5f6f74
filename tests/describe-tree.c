/* SPDX-License-Identifier: GPL-3.0-or-later */
/* describe-tree.c: recursion is fine here: the tests describe trees a few levels deep. */
#include "describe-tree.h"

static void
describe_line (GString *out, const PgnNode *node)
{
  for (; node; node = pgn_node_get_next (node))
    {
      if (out->len && out->str[out->len - 1] != '(')
        g_string_append_c (out, ' ');
      if (pgn_node_get_comment_before (node))
        g_string_append_printf (out, "{%s} ", pgn_node_get_comment_before (node));
      g_string_append (out, pgn_node_get_san (node));
      for (int i = 0; i < pgn_node_get_n_nags (node); i++)
        g_string_append_printf (out, " $%d", pgn_node_get_nag (node, i));
      if (pgn_node_get_comment_after (node))
        g_string_append_printf (out, " {%s}", pgn_node_get_comment_after (node));
      for (int i = 0; i < pgn_node_get_n_variations (node); i++)
        {
          g_string_append (out, " (");
          describe_line (out, pgn_node_get_variation (node, i));
          g_string_append_c (out, ')');
        }
    }
}

char *
describe_tree (const PgnGame *game)
{
  GString *out = g_string_new (NULL);

  if (!pgn_game_get_first_move (game) && pgn_game_get_comment (game))
    g_string_append_printf (out, "{%s}", pgn_game_get_comment (game));
  describe_line (out, pgn_game_get_first_move (game));
  return g_string_free (out, FALSE);
}
