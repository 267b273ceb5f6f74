/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-list-layout.c: where the move list puts each part of a game: pairs of moves,
 * comments and variations between them, numbers after an interruption, links and their
 * places in a variation's text, clock and evaluation commands hidden. No display needed. */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "game-pgn.h"
#include "move-list-layout.h"

static Game *
read_game (const char *text)
{
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  g_autoptr(GError) error = NULL;
  Game *game = game_pgn_read (text, strlen (text), NULL, &info, &error);

  g_assert_no_error (error);
  return game;
}

/* One line an item: "row,column,width kind text". */
static char *
describe (GPtrArray *items)
{
  static const char *const kinds[] = {
    "number", "move", "ellipsis", "comment", "variation", "result",
  };
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      const MoveListItem *item = g_ptr_array_index (items, i);
      g_string_append_printf (out, "%d,%d,%d %s %s\n", item->row, item->column, item->width,
                              kinds[item->kind], item->text);
    }
  return g_string_free (out, FALSE);
}

typedef struct {
  const char *name;
  const char *pgn;
  const char *items;
} LayoutCase;

static const LayoutCase layout_cases[] = {
  { "pairs", "1. e4 e5 2. Nf3 *",
    "0,0,1 number 1.\n0,1,2 move e4\n0,3,2 move e5\n1,0,1 number 2.\n1,1,2 move Nf3\n" },
  { "black-first", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 0 30\"]\n\n30... Kd7 31. O-O *",
    "0,0,1 number 30.\n0,1,2 ellipsis …\n0,3,2 move Kd7\n1,0,1 number 31.\n1,1,2 move O-O\n" },
  { "interrupted", "{Start} 1. e4 $1 {best [%clk 0:05:00]} e5 (1... c5 2. Nf3 (2. c3) d6) (1... e6) 2. Nf3 *",
    "0,0,5 comment Start\n"
    "1,0,1 number 1.\n1,1,2 move e4!\n"
    "2,0,5 comment best\n"
    "3,0,1 number 1.\n3,1,2 ellipsis …\n3,3,2 move e5\n"
    "4,0,5 variation 1…\u00a0<a href=\"move:0\">c5</a> 2.\u00a0<a href=\"move:1\">Nf3</a> "
    "(2.\u00a0<a href=\"move:2\">c3</a>) 2…\u00a0<a href=\"move:3\">d6</a>\n"
    "5,0,5 variation 1…\u00a0<a href=\"move:0\">e6</a>\n"
    "6,0,1 number 2.\n6,1,2 move Nf3\n" },
  { "only-commands", "1. d4 {[%clk 0:04:59] [%eval 0.2]} d5 *",
    "0,0,1 number 1.\n0,1,2 move d4\n0,3,2 move d5\n" },
  /* The end of a finished game is written after its last move: on the row after a pair,
   * on a row of its own after White's move. */
  { "mate", "1. f3 e5 2. g4 Qh4# 0-1",
    "0,0,1 number 1.\n0,1,2 move f3\n0,3,2 move e5\n1,0,1 number 2.\n1,1,2 move g4\n"
    "1,3,2 move Qh4#\n2,0,5 result 0-1\n" },
  { "stalemate", "[SetUp \"1\"]\n[FEN \"k7/8/1Q6/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd2 *",
    "0,0,1 number 1.\n0,1,2 move Kd2\n1,0,5 result \u00bd-\u00bd\n" },
  { "escaped", "1. e4 {a < b & c} *",
    "0,0,1 number 1.\n0,1,2 move e4\n1,0,5 comment a < b & c\n" },
};

static void
test_layout (gconstpointer data)
{
  const LayoutCase *c = data;
  Game *game = read_game (c->pgn);
  g_autoptr(GPtrArray) items = move_list_layout (game, NOTATION_ENGLISH);
  g_autofree char *text = describe (items);

  g_assert_cmpstr (text, ==, c->items);
  game_free (game);
}

/* The links cover the moves' own text, so that the move under the pointer is found. */
static void
test_links (void)
{
  Game *game = read_game ("1. e4 e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 *");
  g_autoptr(GPtrArray) items = move_list_layout (game, NOTATION_ENGLISH);
  const MoveListItem *variation = NULL;
  const PgnNode *c5 = pgn_node_get_variation (game_mainline_node (game, 1), 0);
  /* "1… c5 Sicilian 2. Nf3" as shown: c5 at bytes 6 and 7 (the ellipsis takes 3 bytes, the
   * no-break space 2). */
  g_autofree char *markup = NULL;
  g_autoptr(GArray) links = g_array_new (FALSE, FALSE, sizeof (MoveListLink));

  for (guint i = 0; i < items->len; i++)
    if (((MoveListItem *) g_ptr_array_index (items, i))->kind == MOVE_LIST_VARIATION)
      variation = g_ptr_array_index (items, i);
  g_assert_nonnull (variation);
  g_assert_true (move_list_link_at (variation, 6) == c5);
  g_assert_true (move_list_link_at (variation, 7) == c5);
  g_assert_null (move_list_link_at (variation, 5));
  g_assert_null (move_list_link_at (variation, 8));
  g_assert_true (move_list_link_node (variation, "move:1") == pgn_node_get_next (c5));
  g_assert_null (move_list_link_node (variation, "move:2"));
  g_assert_null (move_list_link_node (variation, "http://example.com"));
  g_assert_true (move_list_item_shows (variation, pgn_node_get_next (c5)));
  g_assert_false (move_list_item_shows (variation, game_mainline_node (game, 1)));
  /* The viewed move is marked. */
  markup = move_list_variation_markup (c5, 1, pgn_node_get_next (c5), NOTATION_ENGLISH, links);
  g_assert_nonnull (strstr (markup, "<b><u>Nf3</u></b>"));
  g_assert_cmpuint (links->len, ==, 2);
  game_free (game);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (layout_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/move-list-layout/%s", layout_cases[i].name);
      g_test_add_data_func (path, &layout_cases[i], test_layout);
    }
  g_test_add_func ("/move-list-layout/links", test_links);
  return g_test_run ();
}
