/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-clock.c: a turn is kept as the time left when it began and the time it has used,
 * the used time gathered from segments between pauses; the time left is worked out from
 * these whenever it is asked for, so that no tick ever adds rounding. */
#define G_LOG_DOMAIN "fianchetto-clock"

#include "config.h"

#include "game-clock.h"

struct _GameClock {
  TimeControl      control[COLOR_NB];
  gint64           left[COLOR_NB];   /* when the turn began, for the side that runs */
  Color            running;
  int              moves[COLOR_NB];  /* made by each side: where its periods stand */
  gint64           used;             /* by the running side in the segments before this one */
  gint64           segment_start;    /* when the current segment began; unused while paused */
  gboolean         paused;
  GameClockNowFunc now;
  gpointer         now_data;
};

static gint64
monotonic_now (gpointer user_data)
{
  return g_get_monotonic_time ();
}

GameClock *
game_clock_new (const TimeControl *white, const TimeControl *black)
{
  GameClock *clock = g_new0 (GameClock, 1);

  g_return_val_if_fail (white != NULL && black != NULL, NULL);

  clock->control[WHITE] = *white;
  clock->control[BLACK] = *black;
  clock->left[WHITE] = white->base_usec;
  clock->left[BLACK] = black->base_usec;
  clock->running = COLOR_NB;
  clock->now = monotonic_now;
  return clock;
}

void
game_clock_free (GameClock *clock)
{
  g_free (clock);
}

void
game_clock_set_now_func (GameClock *clock, GameClockNowFunc now, gpointer user_data)
{
  g_return_if_fail (clock != NULL);

  clock->now = now ? now : monotonic_now;
  clock->now_data = user_data;
}

const TimeControl *
game_clock_get_control (const GameClock *clock, Color side)
{
  g_return_val_if_fail (clock != NULL && side < COLOR_NB, NULL);

  return &clock->control[side];
}

/* The time the running side has used in this turn, up to now. */
static gint64
turn_used (const GameClock *clock)
{
  if (clock->paused)
    return clock->used;
  return clock->used + MAX (clock->now (clock->now_data) - clock->segment_start, 0);
}

/* Whether side's next move is still in its first period of so many moves. */
static gboolean
in_first_period (const GameClock *clock, Color side)
{
  const TimeControl *control = &clock->control[side];

  return control->moves == 0 || control->then_usec == 0 || clock->moves[side] < control->moves;
}

/* The increment (or delay) of side's next move. */
static gint64
move_increment (const GameClock *clock, Color side)
{
  const TimeControl *control = &clock->control[side];

  return in_first_period (clock, side) ? control->increment_usec : control->then_increment_usec;
}

/* What a turn of `used` costs: under a simple delay, the delay is free. */
static gint64
turn_cost (const GameClock *clock, gint64 used)
{
  if (clock->control[clock->running].kind == CLOCK_KIND_DELAY)
    return MAX (used - move_increment (clock, clock->running), 0);
  return used;
}

/* The time a period that ends with side's move made now adds, or 0. */
static gint64
period_time (const GameClock *clock, Color side)
{
  const TimeControl *control = &clock->control[side];
  int made = clock->moves[side];

  if (control->moves == 0)
    return 0;
  if (control->then_usec > 0)
    return made == control->moves ? control->then_usec : 0;
  return made % control->moves == 0 ? control->base_usec : 0;
}

gint64
game_clock_get_remaining (const GameClock *clock, Color side)
{
  g_return_val_if_fail (clock != NULL && side < COLOR_NB, 0);

  if (side != clock->running)
    return clock->left[side];
  return clock->left[side] - turn_cost (clock, turn_used (clock));
}

static void
begin_turn (GameClock *clock, Color side)
{
  clock->running = side;
  clock->used = 0;
  clock->segment_start = clock->now (clock->now_data);
}

void
game_clock_set_remaining (GameClock *clock, Color side, gint64 usec)
{
  g_return_if_fail (clock != NULL && side < COLOR_NB);

  clock->left[side] = usec;
  if (side == clock->running)
    begin_turn (clock, side);
}

void
game_clock_set_moves (GameClock *clock, Color side, int moves)
{
  g_return_if_fail (clock != NULL && side < COLOR_NB && moves >= 0);

  clock->moves[side] = moves;
}

int
game_clock_get_moves_to_go (const GameClock *clock, Color side)
{
  const TimeControl *control;

  g_return_val_if_fail (clock != NULL && side < COLOR_NB, 0);

  control = &clock->control[side];
  if (control->moves == 0 || !in_first_period (clock, side))
    return 0;
  return control->moves - clock->moves[side] % control->moves;
}

Color
game_clock_get_running (const GameClock *clock)
{
  g_return_val_if_fail (clock != NULL, COLOR_NB);

  return clock->running;
}

void
game_clock_start (GameClock *clock, Color side)
{
  g_return_if_fail (clock != NULL && side <= COLOR_NB);

  if (clock->running != COLOR_NB)
    clock->left[clock->running] = game_clock_get_remaining (clock, clock->running);
  if (side == COLOR_NB)
    clock->running = COLOR_NB;
  else
    begin_turn (clock, side);
}

gint64
game_clock_press (GameClock *clock)
{
  Color mover;
  const TimeControl *control;
  gint64 used, left;

  g_return_val_if_fail (clock != NULL && clock->running != COLOR_NB, 0);

  mover = clock->running;
  control = &clock->control[mover];
  used = turn_used (clock);
  left = clock->left[mover] - turn_cost (clock, used);
  if (control->kind == CLOCK_KIND_FISCHER)
    left += move_increment (clock, mover);
  else if (control->kind == CLOCK_KIND_BRONSTEIN)
    left += MIN (used, move_increment (clock, mover));
  clock->moves[mover]++;
  left += period_time (clock, mover);
  clock->left[mover] = left;
  begin_turn (clock, !mover);
  return left;
}

void
game_clock_stop (GameClock *clock)
{
  g_return_if_fail (clock != NULL);

  game_clock_start (clock, COLOR_NB);
}

void
game_clock_pause (GameClock *clock)
{
  g_return_if_fail (clock != NULL);

  if (clock->paused)
    return;
  clock->used = turn_used (clock);
  clock->paused = TRUE;
}

void
game_clock_resume (GameClock *clock)
{
  g_return_if_fail (clock != NULL);

  if (!clock->paused)
    return;
  clock->paused = FALSE;
  clock->segment_start = clock->now (clock->now_data);
}

gboolean
game_clock_is_paused (const GameClock *clock)
{
  g_return_val_if_fail (clock != NULL, FALSE);

  return clock->paused;
}

gboolean
game_clock_flag_fell (const GameClock *clock)
{
  return game_clock_until_flag (clock) == 0;
}

gint64
game_clock_until_flag (const GameClock *clock)
{
  g_return_val_if_fail (clock != NULL, G_MAXINT64);

  if (clock->running == COLOR_NB || clock->paused)
    return G_MAXINT64;
  return MAX (game_clock_get_remaining (clock, clock->running), 0);
}

gint64
game_clock_until_change (const GameClock *clock)
{
  const TimeControl *control;
  gint64 left, unit, wait, delay_left = 0;

  g_return_val_if_fail (clock != NULL, G_MAXINT64);

  if (clock->running == COLOR_NB || clock->paused)
    return G_MAXINT64;
  control = &clock->control[clock->running];
  left = game_clock_get_remaining (clock, clock->running);
  if (left <= 0)
    return 0;
  if (control->kind == CLOCK_KIND_DELAY)
    delay_left = MAX (move_increment (clock, clock->running) - turn_used (clock), 0);
  /* The display rounds down: it changes as the time left falls below the whole unit shown. */
  unit = left >= 10 * G_USEC_PER_SEC ? G_USEC_PER_SEC : G_USEC_PER_SEC / 10;
  wait = left % unit + 1;
  return delay_left + wait;
}
