/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-clock-drift: a GameClock left running against CLOCK_MONOTONIC, redrawn the way the
 * window redraws it (fianchetto-window-clock.c): a GLib timeout set to the next visible change
 * (game_clock_until_change), never a loop. It reports
 *
 *   drift     the time the clock charged minus the CLOCK_MONOTONIC time that passed, at the
 *             end (target: within 10 ms over 60 s)
 *   late      how long after the displayed value should have changed the redraw came: the
 *             median and the slowest (what a player can see)
 *   wakeups   redraws a second (1 above 10 s left; 10 below)
 *
 * usage: bench-clock-drift [-s SECONDS] (default 60) [-b BASE] (the clock's start, default
 * 120 s; 5 shows the tenths) */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <time.h>

#include "game-clock.h"

typedef struct {
  GameClock *clock;
  GMainLoop *loop;
  gint64     due;      /* the monotonic time the display should change */
  gint64     end;
  GArray    *late;     /* gint64 microseconds */
} Run;

static gint64
monotonic_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static gboolean on_tick (gpointer data);

static void
schedule (Run *run)
{
  gint64 wait = game_clock_until_change (run->clock);

  run->due = g_get_monotonic_time () + wait;
  g_timeout_add ((guint) ((wait + 999) / 1000), on_tick, run);
}

static gboolean
on_tick (gpointer data)
{
  Run *run = data;
  gint64 now = g_get_monotonic_time ();
  gint64 late = now - run->due;
  g_autofree char *shown = clock_format (game_clock_get_remaining (run->clock, WHITE));

  g_array_append_val (run->late, late);
  if (now >= run->end || game_clock_flag_fell (run->clock))
    g_main_loop_quit (run->loop);
  else
    schedule (run);
  return G_SOURCE_REMOVE;
}

static int
compare (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

int
main (int argc, char **argv)
{
  int seconds = 60;
  double base = 120;
  GOptionEntry entries[] = {
    { "seconds", 's', 0, G_OPTION_ARG_INT, &seconds, "How long to run", "S" },
    { "base", 'b', 0, G_OPTION_ARG_DOUBLE, &base, "The clock's time", "S" },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  TimeControl control = { 0, 0, CLOCK_KIND_FISCHER };
  Run run = { 0 };
  gint64 start, elapsed, charged;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  control.base_usec = (gint64) (base * G_USEC_PER_SEC);
  run.clock = game_clock_new (&control, &control);
  run.loop = g_main_loop_new (NULL, FALSE);
  run.late = g_array_new (FALSE, FALSE, sizeof (gint64));
  start = monotonic_usec ();
  game_clock_start (run.clock, WHITE);
  run.end = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;
  schedule (&run);
  g_main_loop_run (run.loop);
  charged = control.base_usec - game_clock_get_remaining (run.clock, WHITE);
  elapsed = monotonic_usec () - start;
  g_array_sort (run.late, compare);
  printf ("ran %.3f s: drift %+.3f ms; %u redraws (%.1f a second), late by %.2f ms median, "
          "%.2f ms at most\n",
          elapsed / 1e6, (charged - elapsed) / 1e3, run.late->len, run.late->len / (elapsed / 1e6),
          g_array_index (run.late, gint64, run.late->len / 2) / 1e3,
          g_array_index (run.late, gint64, run.late->len - 1) / 1e3);
  g_array_unref (run.late);
  g_main_loop_unref (run.loop);
  game_clock_free (run.clock);
  return 0;
}
