/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-clock.h: the two clocks of a game. One side's clock runs at a time, from the moment
 * it starts to the moment that side's move lands (game_clock_press), which adds the
 * increment of its kind and starts the other clock. Time comes from a function that can be
 * replaced, so that tests run it without sleeping; by default g_get_monotonic_time(), never
 * the wall clock. No GTK here. */
#pragma once

#include <glib.h>

#include "time-control.h"
#include "types.h"

G_BEGIN_DECLS

typedef gint64 (*GameClockNowFunc) (gpointer user_data);

typedef struct _GameClock GameClock;

/* Each side's clock set to its control's base time; none runs. */
GameClock         *game_clock_new            (const TimeControl *white,
                                              const TimeControl *black);
void               game_clock_free           (GameClock         *clock);
void               game_clock_set_now_func   (GameClock         *clock,
                                              GameClockNowFunc   now,
                                              gpointer           user_data);

const TimeControl *game_clock_get_control    (const GameClock   *clock,
                                              Color              side);
/* The time left for side now (while its clock runs, less the time it has run; under a delay,
 * not before the delay has passed). Negative once its flag has fallen. */
gint64             game_clock_get_remaining  (const GameClock   *clock,
                                              Color              side);
/* Sets side's time (an undo, a game read back); a clock that runs starts its turn anew. */
void               game_clock_set_remaining  (GameClock         *clock,
                                              Color              side,
                                              gint64             usec);

/* The moves side has made (an undo, a game read back): where its periods of so many moves
 * stand. press counts them from there. */
void               game_clock_set_moves      (GameClock         *clock,
                                              Color              side,
                                              int                moves);
/* The moves side has to make before its period ends and more time comes, or 0 when no
 * period ends (sudden death, or the period after the last). */
int                game_clock_get_moves_to_go (const GameClock  *clock,
                                               Color             side);

/* The side whose clock runs, or COLOR_NB. A paused clock still "runs" for this. */
Color              game_clock_get_running    (const GameClock   *clock);
/* Starts side's turn now (the other clock, if it ran, stops without being charged more). */
void               game_clock_start          (GameClock         *clock,
                                              Color              side);
/* The running side's move landed: it is charged and gets its increment (Fischer), the time
 * it used up to the increment (Bronstein) or nothing more (delay); the other side's clock
 * starts. Returns the mover's time left, increment included. */
gint64             game_clock_press          (GameClock         *clock);
/* The running clock is charged and stops: the game ended. */
void               game_clock_stop           (GameClock         *clock);

/* While paused no time passes for anyone; resume goes on exactly where it stopped. */
void               game_clock_pause          (GameClock         *clock);
void               game_clock_resume         (GameClock         *clock);
gboolean           game_clock_is_paused      (const GameClock   *clock);

/* Whether the running side's time is up. */
gboolean           game_clock_flag_fell      (const GameClock   *clock);
/* How long until the running side's flag falls (0 if it has), or G_MAXINT64 when no clock
 * runs. */
gint64             game_clock_until_flag     (const GameClock   *clock);
/* How long until what clock_format() shows for the running side changes, or G_MAXINT64. */
gint64             game_clock_until_change   (const GameClock   *clock);

G_END_DECLS
