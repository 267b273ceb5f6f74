/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The clocks' arithmetic with a fake time source: the TimeControl syntax both ways, Fischer,
 * Bronstein and simple delay, time odds, pause, the flag, and when the display changes. No
 * test sleeps: time moves only when a test moves it. */
#include <glib.h>

#include "game-clock.h"

#define SEC ((gint64) G_USEC_PER_SEC)
#define MS  ((gint64) G_USEC_PER_SEC / 1000)

typedef struct {
  const char *text;
  ClockKind   kind;
  gboolean    valid;
  gint64      base, increment;
  const char *written;  /* NULL: the same as text */
} ParseCase;

static const ParseCase parse_cases[] = {
  { "-", CLOCK_KIND_FISCHER, TRUE, 0, 0, NULL },
  { "300", CLOCK_KIND_FISCHER, TRUE, 300 * SEC, 0, NULL },
  { "300+3", CLOCK_KIND_FISCHER, TRUE, 300 * SEC, 3 * SEC, NULL },
  { "300+0", CLOCK_KIND_FISCHER, TRUE, 300 * SEC, 0, "300" },
  { "15+0.1", CLOCK_KIND_FISCHER, TRUE, 15 * SEC, 100 * MS, NULL },
  { "5", CLOCK_KIND_FISCHER, TRUE, 5 * SEC, 0, NULL },
  { "7.5+2", CLOCK_KIND_DELAY, TRUE, 7500 * MS, 2 * SEC, NULL },
  { "36000", CLOCK_KIND_FISCHER, TRUE, 36000 * SEC, 0, NULL },
  /* A first period of so many moves, then the rest of the game, or again and again. */
  { "40/5400:1800", CLOCK_KIND_FISCHER, TRUE, 5400 * SEC, 0, NULL },
  { "40/5400+30:1800+30", CLOCK_KIND_FISCHER, TRUE, 5400 * SEC, 30 * SEC, NULL },
  { "40/7200", CLOCK_KIND_FISCHER, TRUE, 7200 * SEC, 0, NULL },
  /* Not ours, or out of range: a third period, sandclock, unknown, garbage, too long. */
  { "40/5400:20/1800:900", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "300:60", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "0/300", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "201/300", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "40/300:", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "/300", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "*60", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "?", CLOCK_KIND_FISCHER, TRUE, 0, 0, "-" },
  { "", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "0", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "300+", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "+3", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "300+3 ", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "1.", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "1.0000001", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "36001", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "60+3601", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "99999999999999999999", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
  { "-1", CLOCK_KIND_FISCHER, FALSE, 0, 0, NULL },
};

static void
test_parse (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (parse_cases); i++)
    {
      const ParseCase *c = &parse_cases[i];
      TimeControl control = { 42, 42, CLOCK_KIND_BRONSTEIN };
      g_autofree char *written = NULL;

      g_test_message ("\"%s\"", c->text);
      g_assert_cmpint (time_control_parse (c->text, c->kind, &control), ==, c->valid);
      if (!c->valid)
        {
          /* Left as it was. */
          g_assert_cmpint (control.base_usec, ==, 42);
          continue;
        }
      g_assert_cmpint (control.base_usec, ==, c->base);
      g_assert_cmpint (control.increment_usec, ==, c->increment);
      g_assert_cmpint (control.kind, ==, c->kind);
      written = time_control_to_string (&control);
      g_assert_cmpstr (written, ==, c->written ? c->written : c->text);
    }
}

typedef struct {
  gint64      usec;
  const char *shown, *pgn;
} FormatCase;

static const FormatCase format_cases[] = {
  { 300 * SEC, "5:00", "0:05:00" },
  { 300 * SEC - 1, "4:59", "0:04:59.9" },
  { 3725 * SEC, "1:02:05", "1:02:05" },
  { 10 * SEC, "0:10", "0:00:10" },
  { 10 * SEC - 1, "0:09.9", "0:00:09.9" },
  { 250 * MS, "0:00.2", "0:00:00.2" },
  { 0, "0:00.0", "0:00:00" },
  { -3 * SEC, "0:00.0", "0:00:00" },
};

static void
test_format (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (format_cases); i++)
    {
      g_autofree char *shown = clock_format (format_cases[i].usec);
      g_autofree char *pgn = clock_format_pgn (format_cases[i].usec);

      g_assert_cmpstr (shown, ==, format_cases[i].shown);
      g_assert_cmpstr (pgn, ==, format_cases[i].pgn);
    }
}

static gint64
fake_now (gpointer user_data)
{
  return *(gint64 *) user_data;
}

/* A game's moves as the time each mover used, and what each clock holds afterwards. */
typedef struct {
  const char *name;
  const char *white, *black;
  ClockKind   kind;
  gint64      used[6];         /* White, Black, White… */
  gint64      after[6];        /* the mover's time after each move */
} PressCase;

static const PressCase press_cases[] = {
  { "fischer", "60+2", "60+2", CLOCK_KIND_FISCHER,
    { 5 * SEC, 1 * SEC, 30 * SEC, 1 * SEC, 500 * MS, 0 },
    { 57 * SEC, 61 * SEC, 29 * SEC, 62 * SEC, 30500 * MS, 64 * SEC } },
  /* Bronstein gives back what was used, up to the increment: never more than the start. */
  { "bronstein", "60+2", "60+2", CLOCK_KIND_BRONSTEIN,
    { 5 * SEC, 1 * SEC, 30 * SEC, 1 * SEC, 500 * MS, 0 },
    { 57 * SEC, 60 * SEC, 29 * SEC, 60 * SEC, 29 * SEC, 60 * SEC } },
  /* A simple delay: the first 2 s of each move are free. */
  { "delay", "60+2", "60+2", CLOCK_KIND_DELAY,
    { 5 * SEC, 1 * SEC, 30 * SEC, 1 * SEC, 500 * MS, 0 },
    { 57 * SEC, 60 * SEC, 29 * SEC, 60 * SEC, 29 * SEC, 60 * SEC } },
  /* Periods: two moves in 10 s, then 5 s for the rest; or 10 s more every two moves. */
  { "two-periods", "2/10:5", "2/10:5", CLOCK_KIND_FISCHER,
    { 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC },
    { 9 * SEC, 9 * SEC, 13 * SEC, 13 * SEC, 12 * SEC, 12 * SEC } },
  { "repeating-period", "2/10", "2/10", CLOCK_KIND_FISCHER,
    { 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC },
    { 9 * SEC, 9 * SEC, 18 * SEC, 18 * SEC, 17 * SEC, 17 * SEC } },
  { "periods-with-increments", "2/10+1:5+2", "2/10+1:5+2", CLOCK_KIND_FISCHER,
    { 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC, 1 * SEC },
    { 10 * SEC, 10 * SEC, 15 * SEC, 15 * SEC, 16 * SEC, 16 * SEC } },
  /* Time odds: five minutes against one, each with its own increment. */
  { "odds", "300+5", "60", CLOCK_KIND_FISCHER,
    { 10 * SEC, 10 * SEC, 10 * SEC, 10 * SEC, 0, 0 },
    { 295 * SEC, 50 * SEC, 290 * SEC, 40 * SEC, 295 * SEC, 40 * SEC } },
};

static void
test_press (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (press_cases); i++)
    {
      const PressCase *c = &press_cases[i];
      TimeControl white, black;
      gint64 now = 1000 * SEC;
      GameClock *clock;

      g_test_message ("%s", c->name);
      g_assert_true (time_control_parse (c->white, c->kind, &white));
      g_assert_true (time_control_parse (c->black, c->kind, &black));
      clock = game_clock_new (&white, &black);
      game_clock_set_now_func (clock, fake_now, &now);
      game_clock_start (clock, WHITE);
      for (int move = 0; move < 6; move++)
        {
          Color mover = move % 2 == 0 ? WHITE : BLACK;

          g_assert_cmpint (game_clock_get_running (clock), ==, mover);
          now += c->used[move];
          g_assert_cmpint (game_clock_press (clock), ==, c->after[move]);
          g_assert_cmpint (game_clock_get_remaining (clock, mover), ==, c->after[move]);
        }
      game_clock_free (clock);
    }
}

/* The moves to make before more time comes, for the computer's search. */
static void
test_moves_to_go (void)
{
  TimeControl periods, repeating;
  gint64 now = 0;
  GameClock *clock;

  g_assert_true (time_control_parse ("2/10:5", CLOCK_KIND_FISCHER, &periods));
  g_assert_true (time_control_parse ("3/10", CLOCK_KIND_FISCHER, &repeating));
  clock = game_clock_new (&periods, &repeating);
  game_clock_set_now_func (clock, fake_now, &now);
  game_clock_start (clock, WHITE);
  g_assert_cmpint (game_clock_get_moves_to_go (clock, WHITE), ==, 2);
  g_assert_cmpint (game_clock_get_moves_to_go (clock, BLACK), ==, 3);
  for (int i = 0; i < 4; i++)
    game_clock_press (clock);
  /* White's second period is the rest of the game; Black's starts again after its third. */
  g_assert_cmpint (game_clock_get_moves_to_go (clock, WHITE), ==, 0);
  g_assert_cmpint (game_clock_get_moves_to_go (clock, BLACK), ==, 1);
  game_clock_set_moves (clock, BLACK, 3);
  g_assert_cmpint (game_clock_get_moves_to_go (clock, BLACK), ==, 3);
  game_clock_free (clock);
}

static void
test_delay_display (void)
{
  TimeControl control;
  gint64 now = 0;
  GameClock *clock;

  g_assert_true (time_control_parse ("60+3", CLOCK_KIND_DELAY, &control));
  clock = game_clock_new (&control, &control);
  game_clock_set_now_func (clock, fake_now, &now);
  game_clock_start (clock, WHITE);
  /* The clock stands during the delay, and says when it will move again. */
  now = 2 * SEC;
  g_assert_cmpint (game_clock_get_remaining (clock, WHITE), ==, 60 * SEC);
  g_assert_cmpint (game_clock_until_change (clock), ==, 1 * SEC + 1);
  now = 4 * SEC;
  g_assert_cmpint (game_clock_get_remaining (clock, WHITE), ==, 59 * SEC);
  game_clock_free (clock);
}

static void
test_pause_and_flag (void)
{
  TimeControl control;
  gint64 now = 0;
  GameClock *clock;

  g_assert_true (time_control_parse ("5", CLOCK_KIND_FISCHER, &control));
  clock = game_clock_new (&control, &control);
  game_clock_set_now_func (clock, fake_now, &now);
  g_assert_cmpint (game_clock_until_flag (clock), ==, G_MAXINT64);
  game_clock_start (clock, WHITE);
  now = 2 * SEC;
  game_clock_pause (clock);
  g_assert_true (game_clock_is_paused (clock));
  /* An hour in pause costs nothing, and no flag falls. */
  now += G_TIME_SPAN_HOUR;
  g_assert_cmpint (game_clock_get_remaining (clock, WHITE), ==, 3 * SEC);
  g_assert_cmpint (game_clock_until_flag (clock), ==, G_MAXINT64);
  game_clock_resume (clock);
  g_assert_cmpint (game_clock_until_flag (clock), ==, 3 * SEC);
  /* Below 10 s the display moves every tenth. */
  now += 50 * MS;
  g_assert_cmpint (game_clock_until_change (clock), ==, 50 * MS + 1);
  now += 2950 * MS;
  g_assert_true (game_clock_flag_fell (clock));
  g_assert_cmpint (game_clock_get_remaining (clock, BLACK), ==, 5 * SEC);
  game_clock_stop (clock);
  g_assert_cmpint (game_clock_get_running (clock), ==, COLOR_NB);
  g_assert_cmpint (game_clock_get_remaining (clock, WHITE), ==, 0);
  /* Undo: the times of an earlier move come back, and the turn starts anew. */
  game_clock_set_remaining (clock, WHITE, 4 * SEC);
  game_clock_start (clock, WHITE);
  now += 10 * SEC;
  game_clock_set_remaining (clock, WHITE, 4 * SEC);
  g_assert_cmpint (game_clock_get_remaining (clock, WHITE), ==, 4 * SEC);
  g_assert_cmpint (game_clock_until_change (clock), ==, 1);
  game_clock_free (clock);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/clock/parse", test_parse);
  g_test_add_func ("/clock/format", test_format);
  g_test_add_func ("/clock/press", test_press);
  g_test_add_func ("/clock/moves-to-go", test_moves_to_go);
  g_test_add_func ("/clock/delay-display", test_delay_display);
  g_test_add_func ("/clock/pause-and-flag", test_pause_and_flag);
  return g_test_run ();
}
