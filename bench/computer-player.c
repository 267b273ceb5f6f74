/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-computer-player: how fast the computer player and the search answer, the timings the
 * tests check the behaviour of without timing it (a deadline in a test fails whenever the
 * machine is busy). Each of ROUNDS rounds measures, from the start position:
 *
 *   reply    each level's move, from the request to the answer, with 1 s of think time
 *            (the weak levels' natural pause is 0.5 to 1.5 s, the strong ones think 1 s)
 *   cancel   fianchetto_computer_player_cancel() to the cancelled answer, 300 ms into a
 *            full-strength search and into a beginner's natural pause
 *   stop     fianchetto_computer_player_stop() (what closing the window does) mid-search,
 *            to its return, the worker let go of the search
 *   search   search_context_stop() to the end of a minute's search on another thread
 *
 * and prints, for each, the median, the fastest and the slowest in milliseconds. No display
 * needed. usage: bench-computer-player [-r ROUNDS] (default 9) */
#include "config.h"

#include <glib.h>

#include "fianchetto-computer-player.h"
#include "fianchetto-levels.h"
#include "search.h"

enum { SETTLE_MS = 300, BEGINNER_ELO = 800, LONG_THINK = 10 };

typedef struct {
  GMainLoop *loop;
  gint64     answered;    /* monotonic microseconds, 0 until the answer */
  gboolean   cancelled;
} Reply;

static void
on_reply (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Reply *reply = user_data;
  g_autoptr(GError) error = NULL;

  fianchetto_computer_player_find_move_finish (FIANCHETTO_COMPUTER_PLAYER (source), result, &error);
  reply->answered = g_get_monotonic_time ();
  reply->cancelled = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_main_loop_quit (reply->loop);
}

static gboolean
quit_loop (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

static void
ask (FianchettoComputerPlayer *player, const Game *game, int elo, Reply *reply)
{
  *reply = (Reply) { .loop = reply->loop };
  fianchetto_computer_player_find_move_async (player, game, elo, NULL, on_reply, reply);
}

/* Milliseconds from the request to the move. */
static double
time_reply (FianchettoComputerPlayer *player, const Game *game, int elo, Reply *reply)
{
  gint64 asked = g_get_monotonic_time ();

  ask (player, game, elo, reply);
  g_main_loop_run (reply->loop);
  return (reply->answered - asked) / 1000.0;
}

/* Milliseconds from cancel() to the cancelled answer, or stop()'s own time, SETTLE_MS in. */
static double
time_cancel (FianchettoComputerPlayer *player, const Game *game, int elo, gboolean stop,
             Reply *reply)
{
  gint64 cancelled, stopped = 0;

  ask (player, game, elo, reply);
  g_timeout_add (SETTLE_MS, quit_loop, reply->loop);
  g_main_loop_run (reply->loop);
  if (reply->answered)
    g_error ("the search answered before it was cancelled");
  cancelled = g_get_monotonic_time ();
  if (stop)
    {
      fianchetto_computer_player_stop (player);
      stopped = g_get_monotonic_time ();
    }
  else
    fianchetto_computer_player_cancel (player);
  g_main_loop_run (reply->loop);
  if (!reply->cancelled)
    g_error ("the request was not cancelled");
  return ((stop ? stopped : reply->answered) - cancelled) / 1000.0;
}

static gpointer
run_infinite (gpointer ctx)
{
  Position     start;
  SearchLimits limits;

  position_set_start (&start);
  search_limits_init (&limits);
  /* "Infinite", but a stop that came before search_run() cleared the flag (SETTLE_MS is far
   * more than starting takes) would show as a minute, not hang the bench. */
  limits.movetime_ms = 60000;
  search_run (ctx, &start, NULL, 0, &limits, NULL, NULL, NULL);
  return NULL;
}

/* Milliseconds from search_context_stop() to the search thread's end. */
static double
time_search_stop (SearchContext *ctx)
{
  GThread *thread = g_thread_new ("bench-search", run_infinite, ctx);
  gint64 stopped;

  g_usleep (SETTLE_MS * 1000);
  stopped = g_get_monotonic_time ();
  search_context_stop (ctx);
  g_thread_join (thread);
  return (g_get_monotonic_time () - stopped) / 1000.0;
}

/* Sorts the few times of a row in place (by insertion), then prints their median and ends. */
static void
print_row (const char *what, double *ms, int n)
{
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && ms[j - 1] > ms[j]; j--)
      {
        double swap = ms[j];
        ms[j] = ms[j - 1];
        ms[j - 1] = swap;
      }
  g_print ("%-28s %10.1f %10.1f %10.1f\n", what, ms[n / 2], ms[0], ms[n - 1]);
}

int
main (int argc, char *argv[])
{
  int rounds = 9;
  GOptionEntry entries[] = {
    { "rounds", 'r', 0, G_OPTION_ARG_INT, &rounds, "Rounds (the median is printed)", "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) options = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(FianchettoComputerPlayer) player = fianchetto_computer_player_new ();
  Reply reply = { .loop = loop };
  Game *game;
  SearchContext *ctx;
  enum { N_ROWS = FIANCHETTO_N_LEVELS + 4 };
  double *ms[N_ROWS];

  g_option_context_add_main_entries (options, entries, NULL);
  if (!g_option_context_parse (options, &argc, &argv, &error) || rounds < 1)
    {
      g_printerr ("%s\n", error ? error->message : "ROUNDS must be at least 1");
      return 2;
    }
  engine_init ();
  game = game_new (NULL);
  ctx = search_context_new (16);
  for (int row = 0; row < N_ROWS; row++)
    ms[row] = g_new (double, rounds);

  for (int round = 0; round < rounds; round++)
    {
      fianchetto_computer_player_set_think_time (player, 1);
      for (int level = 0; level < FIANCHETTO_N_LEVELS; level++)
        ms[level][round] = time_reply (player, game, fianchetto_level_get_elo (level), &reply);
      fianchetto_computer_player_set_think_time (player, LONG_THINK);
      ms[FIANCHETTO_N_LEVELS][round] =
        time_cancel (player, game, FIANCHETTO_FULL_STRENGTH_ELO, FALSE, &reply);
      ms[FIANCHETTO_N_LEVELS + 1][round] = time_cancel (player, game, BEGINNER_ELO, FALSE, &reply);
      ms[FIANCHETTO_N_LEVELS + 2][round] =
        time_cancel (player, game, FIANCHETTO_FULL_STRENGTH_ELO, TRUE, &reply);
      ms[FIANCHETTO_N_LEVELS + 3][round] = time_search_stop (ctx);
      g_printerr ("round %d of %d done\n", round + 1, rounds);
    }

  g_print ("%d rounds, milliseconds    %10s %10s %10s\n", rounds, "median", "fastest", "slowest");
  for (int level = 0; level < FIANCHETTO_N_LEVELS; level++)
    {
      g_autofree char *label = fianchetto_level_dup_label (level);
      g_autofree char *what = g_strdup_printf ("reply, %s", label);
      print_row (what, ms[level], rounds);
    }
  print_row ("cancel, searching", ms[FIANCHETTO_N_LEVELS], rounds);
  print_row ("cancel, pausing", ms[FIANCHETTO_N_LEVELS + 1], rounds);
  print_row ("stop, searching", ms[FIANCHETTO_N_LEVELS + 2], rounds);
  print_row ("search_context_stop", ms[FIANCHETTO_N_LEVELS + 3], rounds);

  for (int row = 0; row < N_ROWS; row++)
    g_free (ms[row]);
  search_context_free (ctx);
  game_free (game);
  return 0;
}
