/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-test-state.h: the state the UI tests read back. When FIANCHETTO_TEST_STATE_FILE
 * is set, the window writes the positions and the status line there after every change, so the
 * tests assert exact positions instead of guessing from pixels. */
#pragma once

#include "fianchetto-match.h"

G_BEGIN_DECLS

typedef struct {
  const char *title;
  const char *detail;
  const char *opening;            /* the opening shown above the move list, or empty */
  double      board_x, board_y;   /* a8's corner (h1's when flipped), in surface coordinates */
  double      square_size;
  gboolean    flipped;            /* as drawn: black at the bottom */
  gboolean    thinking;           /* the computer is searching (a move or a hint) */
  Move        hint;               /* the hint arrow on the board, or MOVE_NONE */
  const char *message;            /* the error message shown, on one line, or NULL */
  const char *notification;       /* the notification shown (with its Undo), or NULL */
  const char *clock;              /* fianchetto_window_clock_describe(), or NULL */
  double      clock_y[2];         /* the top and the bottom clock's middle, as board_y */
  gboolean    choosing_players;   /* the status offers who plays: nobody does yet */
  gboolean    analysis;           /* the analysis is on */
  const char *window_title;       /* the window's title */
  double      list_scroll[3];     /* the move list's scrolling: value, upper, page size */
  guint       sounds_played;      /* the sounds played so far */
  const char *last_sound;         /* the last one's name, or empty */
} FianchettoTestState;

/* Writes `key=value` lines: fen, live-fen, view-ply, ply-count, title, detail, opening, board
 * ("x,y,square-size"), flipped, thinking (0 or 1), hint (UCI, or empty), computer (the
 * computer's colour: white, black, or none), message (the error shown, or empty),
 * notification (the one shown, or empty), variation (1 when viewing one), clock (the clocks
 * as shown, "white=4:58 black=5:00 running=white paused=0", or empty), clock-y (the top and
 * the bottom clock's middle: "y1,y2"), choosing-players (1
 * while the status asks who plays), analysis (1 while it is on), window-title, list-scroll ("value,upper,page") and sounds
 * ("count,last"). */
gboolean fianchetto_test_state_write (const char                *path,
                                      FianchettoMatch           *match,
                                      const FianchettoTestState *state,
                                      GError                   **error);

G_END_DECLS
