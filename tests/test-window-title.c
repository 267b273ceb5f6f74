/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-window-title.c: the window's title from the players, the file and unsaved changes. */
#include "config.h"

#include <glib.h>

#include "window-title.h"

typedef struct {
  const char *name;
  const char *white, *black;   /* NULL: no tag */
  const char *file;
  gboolean    unsaved;
  const char *title;
} TitleCase;

static const TitleCase title_cases[] = {
  { "new-game", NULL, NULL, NULL, FALSE, "Fianchetto" },
  { "new-game-played", NULL, NULL, NULL, TRUE, "• Fianchetto" },
  { "players-and-file", "Nimzowitsch, Aron", "Ça va, Jérôme", "club.pgn", FALSE,
    "Nimzowitsch, Aron vs. Ça va, Jérôme — club.pgn" },
  { "changed-in-file", "Carlsen", "Nakamura", "blitz.pgn", TRUE,
    "• Carlsen vs. Nakamura — blitz.pgn" },
  { "file-only", "?", "?", "study.pgn", FALSE, "study.pgn" },
  { "one-player", "", "Anand", NULL, FALSE, "? vs. Anand" },
};

static void
test_title (gconstpointer data)
{
  const TitleCase *c = data;
  const char *tags[] = { "Event", "Club", c->white ? "White" : "Site", c->white ? c->white : "x",
                         c->black ? "Black" : "Round", c->black ? c->black : "1", NULL };
  g_autofree char *players = window_title_players (tags);
  g_autofree char *title = window_title_compose (players, c->file, c->unsaved);

  g_assert_cmpstr (title, ==, c->title);
}

static void
test_no_tags (void)
{
  g_assert_null (window_title_players (NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (title_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-title/%s", title_cases[i].name);
      g_test_add_data_func (path, &title_cases[i], test_title);
    }
  g_test_add_func ("/window-title/no-tags", test_no_tags);
  return g_test_run ();
}
