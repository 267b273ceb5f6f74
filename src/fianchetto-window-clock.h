/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-clock.h: the window's clocks (fianchetto-window-clock.c). The clocks follow
 * the match: a move that lands presses the mover's clock and writes its time left into the
 * move's [%clk] comment; undo, redo and a game loaded take each side's time from those
 * comments; a flag that falls ends the game (FIDE 6.9). The time control comes from the
 * settings `time-control` and `clock-kind` for a new game, from [TimeControl] for a game
 * read. */
#pragma once

#include "fianchetto-computer-player.h"
#include "fianchetto-window-private.h"

G_BEGIN_DECLS

void     fianchetto_window_class_init_clock (GtkWidgetClass   *widget_class);
void     fianchetto_window_init_clock       (FianchettoWindow *self);
/* Closing the window: a timed game that goes on is paused and saved with both clocks. */
void     fianchetto_window_dispose_clock    (FianchettoWindow *self);

/* Before a new game starts: its clocks from choices (time-control, clock-kind). */
void     fianchetto_window_clock_new_game   (FianchettoWindow *self,
                                             GSettings        *choices);
/* Before a game read is loaded: its clocks from its tags (TimeControl, and ClockPaused
 * written when the window closed); a game that goes on comes back paused. */
void     fianchetto_window_clock_load       (FianchettoWindow  *self,
                                             const char *const *tags);
/* Why the game read has no clocks (its TimeControl could not be read), for the status line
 * while nothing else is to be said there; NULL when there is nothing to say. */
const char *fianchetto_window_clock_get_note (FianchettoWindow  *self);
/* After every change of the match, before anything else follows it. */
void     fianchetto_window_clock_follow     (FianchettoWindow *self);

/* The game is paused: no clock runs, no search, the board is covered. */
gboolean fianchetto_window_clock_is_paused  (FianchettoWindow *self);
/* Both clocks for the computer's search; FALSE in an untimed game. */
gboolean fianchetto_window_clock_get_times  (FianchettoWindow        *self,
                                             FianchettoComputerClock *times);
/* The tags to write: tags with TimeControl for a timed game, and ClockPaused while closing;
 * free with g_strfreev. */
GStrv    fianchetto_window_clock_dup_tags   (FianchettoWindow  *self,
                                             const char *const *tags);
/* "white=4:58 black=5:00 running=white paused=0", or "" untimed: for the test state. */
char    *fianchetto_window_clock_describe   (FianchettoWindow *self);

G_END_DECLS
