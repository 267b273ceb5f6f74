/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-analysis-restart: how soon the Analysis mode has lines for a position stepped to. It
 * drives the mode's engine (analysis-search.h) as the window does: the analysis runs on one
 * position of a game for a while, then the next position is given, and the time until the
 * first lines of the new position can be polled is measured (the window then shows them at
 * its next poll, FIRST_POLL_MS after the step). The game is the main line of a Ruy Lopez,
 * stepped forwards ply by ply.
 *
 * usage: bench-analysis-restart [-r ROUNDS] [-w MS]
 *   ROUNDS passes over the game (default 3); MS the analysis time before each step (200).
 * Prints the median, 90th percentile and longest time, in milliseconds. No display needed. */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis-search.h"
#include "movegen.h"
#include "position.h"

static const char *const game_moves[] = {
  "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6", "e1g1", "f8e7", "f1e1",
  "b7b5", "a4b3", "d7d6", "c2c3", "e8g8", "h2h3", "c6a5", "b3c2", "c7c5", "d2d4", "d8c7",
  "b1d2", "c5d4", "c3d4", "a5c6", "d2b3", "a6a5", "c1e3", "a5a4", "b3d2", "c8d7", NULL,
};

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Polls every 0.2 ms until the lines of pos are there; the milliseconds it took. */
static double
wait_for_lines (AnalysisSearch *search, const Position *pos, gint64 since)
{
  AnalysisSnapshot snapshot;

  for (;;)
    {
      if (analysis_search_poll (search, &snapshot) && snapshot.root.key == pos->key
          && snapshot.n_lines > 0 && snapshot.lines[0].pv_length > 0)
        return (g_get_monotonic_time () - since) / 1000.0;
      g_usleep (200);
    }
}

int
main (int argc, char **argv)
{
  int rounds = 3, wait_ms = 200;
  GOptionEntry entries[] = {
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &rounds, "Passes over the game", "ROUNDS" },
    { "wait", 'w', 0, G_OPTION_ARG_INT, &wait_ms, "Analysis before each step", "MS" },
    { NULL },
  };
  g_autoptr(GOptionContext) options = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  AnalysisSearch *search;

  g_option_context_add_main_entries (options, entries, NULL);
  if (!g_option_context_parse (options, &argc, &argv, &error) || rounds < 1 || wait_ms < 0)
    {
      g_printerr ("%s\n", error ? error->message : "ROUNDS must be 1 or more, MS 0 or more");
      return EXIT_FAILURE;
    }
  search = analysis_search_new ();
  for (int round = 0; round < rounds; round++)
    {
      Position pos;
      Key history[G_N_ELEMENTS (game_moves)];
      int n_history = 0;

      position_set_start (&pos);
      analysis_search_start (search, &pos, history, 0);
      for (int i = 0; game_moves[i]; i++)
        {
          Move move = move_from_uci (&pos, game_moves[i]);
          Undo undo;
          gint64 step;

          g_usleep ((gulong) wait_ms * 1000);
          history[n_history++] = pos.key;
          position_make_move (&pos, move, &undo);
          step = g_get_monotonic_time ();
          analysis_search_start (search, &pos, history, n_history);
          g_array_append_val (times, (double) { wait_for_lines (search, &pos, step) });
        }
    }
  analysis_search_free (search);

  g_array_sort (times, compare_doubles);
  printf ("analysis restart over %u steps (%d ms of analysis before each): median %.2f ms, "
          "90th percentile %.2f ms, longest %.2f ms\n", times->len, wait_ms,
          g_array_index (times, double, times->len / 2),
          g_array_index (times, double, times->len * 9 / 10),
          g_array_index (times, double, times->len - 1));
  return EXIT_SUCCESS;
}
