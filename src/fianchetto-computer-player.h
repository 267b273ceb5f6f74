/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-computer-player.h: the computer opponent. It finds moves (and hints) on a worker
 * thread with one search context, reused from move to move, and answers through GTask. One
 * request runs at a time: a new one cancels the one before, which then fails with
 * G_IO_ERROR_CANCELLED. */
#pragma once

#include <gio/gio.h>

#include "game.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_COMPUTER_PLAYER (fianchetto_computer_player_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoComputerPlayer, fianchetto_computer_player,
                      FIANCHETTO, COMPUTER_PLAYER, GObject)

/* With a 64 MB table, made on the worker thread by the first search. */
FianchettoComputerPlayer *fianchetto_computer_player_new (void);

/* The longest time in seconds the strongest levels think about a move (1 … 10). */
int      fianchetto_computer_player_get_think_time (FianchettoComputerPlayer *self);
void     fianchetto_computer_player_set_think_time (FianchettoComputerPlayer *self,
                                                    int                       seconds);

/* Cancels any request and forgets what was learnt, before the next search. */
void     fianchetto_computer_player_new_game       (FianchettoComputerPlayer *self);
/* Cancels the request running now, if any; its search stops within milliseconds. */
void     fianchetto_computer_player_cancel         (FianchettoComputerPlayer *self);
/* Cancels and waits (milliseconds) until the worker thread has let go of the search, so that
 * nothing runs on after a window closes or the app quits. Its callback still comes, cancelled. */
void     fianchetto_computer_player_stop           (FianchettoComputerPlayer *self);

/* The computer's move in the game's current position, playing at about `elo` (600 … 2850;
 * 2850 and above is full strength). Weak levels answer after a natural pause of 0.5 … 1.5 s;
 * from 2400 up the search may use the whole think time. The position and the history are
 * copied: the game may change at once. */
void     fianchetto_computer_player_find_move_async  (FianchettoComputerPlayer *self,
                                                      const Game               *game,
                                                      int                       elo,
                                                      GCancellable             *cancellable,
                                                      GAsyncReadyCallback       callback,
                                                      gpointer                  user_data);
/* Both sides' clocks in a timed game, as `go wtime btime winc binc` gives them. */
typedef struct {
  gint64 remaining_usec[COLOR_NB];
  gint64 increment_usec[COLOR_NB];
  int    moves_to_go[COLOR_NB];     /* before more time comes ("40/5400:…"); 0: none */
} FianchettoComputerClock;

/* The same in a timed game: the search plans its time from the clock of the side to move
 * (the engine's own time management, as for `go wtime …`), whatever the think time, and the
 * natural pause of weak levels is never more than a small share of what is left. Finished
 * with fianchetto_computer_player_find_move_finish(). */
void     fianchetto_computer_player_find_timed_move_async (FianchettoComputerPlayer      *self,
                                                           const Game                    *game,
                                                           int                            elo,
                                                           const FianchettoComputerClock *clock,
                                                           GCancellable                  *cancellable,
                                                           GAsyncReadyCallback            callback,
                                                           gpointer                       user_data);
Move     fianchetto_computer_player_find_move_finish (FianchettoComputerPlayer *self,
                                                      GAsyncResult             *result,
                                                      GError                  **error);

/* The best move for the side to move, at full strength, in about a second. */
void     fianchetto_computer_player_find_hint_async  (FianchettoComputerPlayer *self,
                                                      const Game               *game,
                                                      GCancellable             *cancellable,
                                                      GAsyncReadyCallback       callback,
                                                      gpointer                  user_data);
Move     fianchetto_computer_player_find_hint_finish (FianchettoComputerPlayer *self,
                                                      GAsyncResult             *result,
                                                      GError                  **error);

G_END_DECLS
