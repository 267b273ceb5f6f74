/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-private.h: the window's state, shared by fianchetto-window.c (template,
 * settings, status), fianchetto-window-actions.c (the win.* actions) and
 * fianchetto-window-computer.c (the computer opponent and hints). */
#pragma once

#include "fianchetto-adaptive-box.h"
#include "fianchetto-board-view.h"
#include "fianchetto-computer-player.h"
#include "fianchetto-eval-bar.h"
#include "fianchetto-frame-probe.h"
#include "fianchetto-move-list.h"
#include "fianchetto-spinner.h"
#include "fianchetto-window.h"

G_BEGIN_DECLS

struct _FianchettoWindow {
  GtkApplicationWindow  parent_instance;

  /* Template children */
  FianchettoBoardView  *board;
  FianchettoMoveList   *move_list;
  GtkLabel             *status_title;
  GtkLabel             *status_detail;
  GtkLabel             *opening_label;
  GtkButton            *claim_draw_button;
  FianchettoSpinner    *spinner;
  GtkRevealer          *notification;
  GtkLabel             *notification_label;
  FianchettoAdaptiveBox *content;
  GtkWidget            *board_column;
  GtkWidget            *top_clock;
  GtkWidget            *bottom_clock;
  GtkWidget            *pause_cover;
  GtkWidget            *players_offer;
  /* Analysis and review (fianchetto-window-analysis.c, fianchetto-window-review.c). */
  struct _FianchettoEvalBar *eval_bar;
  GtkWidget            *analysis_box;
  GtkWidget            *review_box;
  GtkWidget            *review_button;
  struct _FianchettoWindowAnalysis *analysis;
  struct _FianchettoWindowReview   *review;

  FianchettoMatch      *match;
  GSettings            *settings;
  char                 *test_state_file;  /* FIANCHETTO_TEST_STATE_FILE, for the UI tests */

  /* The computer: made for the first game against it or the first hint. */
  FianchettoComputerPlayer *computer;
  int                   level;            /* the computer's level in this game */
  /* The request running now (NULL when none), and the game position it is about. */
  GCancellable         *search;
  gboolean              search_is_hint;
  int                   search_ply;
  Key                   search_key;
  /* FIANCHETTO_FRAME_PROBE: measures the first computer search, for bench/freeze. */
  char                 *probe_file;
  FianchettoFrameProbe *probe;

  /* Files, the autosave and the clipboard: fianchetto-window-files.h. */
  struct _FianchettoWindowFiles *files;

  /* The game the notification's Undo brings back, and when the notification goes. */
  struct _FianchettoSavedGame *undo_game;
  guint                 notification_timeout;

  /* The clocks: fianchetto-window-clock.h. */
  struct _FianchettoWindowClock *clocks;
  /* A position pasted or opened waits for the player to say who plays it (-players.c);
   * new_game: its players are ours to name. */
  gboolean              choosing_players;
  gboolean              choosing_new_game;
};

typedef struct _FianchettoSavedGame FianchettoSavedGame;

/* fianchetto-window.c */
/* The status line, the spinner, the enabled actions and the test state, after any change. */
void fianchetto_window_refresh            (FianchettoWindow *self);

/* fianchetto-window-title.c: players, file and unsaved mark; from the refresh. */
void fianchetto_window_update_title       (FianchettoWindow *self);
/* The move list's vertical scrolling: value, upper and page size, for the UI tests. */
void fianchetto_window_get_list_scroll    (FianchettoWindow *self,
                                           double            scroll[3]);

/* fianchetto-window-look.c: notation, themes, style and sounds follow the settings. */
void fianchetto_window_init_look          (FianchettoWindow *self);
/* A sound of the game (move-sounds.h), when sounds are on: for the clocks' low time. */
void fianchetto_window_play_sound         (FianchettoWindow *self,
                                           int               sound);
/* For the test state: how many sounds were played, and the last one's name. */
void fianchetto_window_get_sounds_played  (FianchettoWindow *self,
                                           guint            *count,
                                           const char      **last);

/* fianchetto-window-actions.c */
void fianchetto_window_class_init_actions (GtkWidgetClass   *widget_class);
void fianchetto_window_actions_update     (FianchettoWindow *self);

/* fianchetto-window-tree.c: the actions on the viewed move and its variations. */
void fianchetto_window_class_init_tree    (GtkWidgetClass   *widget_class);
void fianchetto_window_init_tree          (FianchettoWindow *self);
void fianchetto_window_tree_actions_update (FianchettoWindow *self);

/* fianchetto-window-undo.c */
void fianchetto_window_class_init_undo    (GtkWidgetClass   *widget_class);
void fianchetto_window_dispose_undo       (FianchettoWindow *self);
/* Everything that makes the game on the board: to bring it back with the notification. */
FianchettoSavedGame *fianchetto_window_save_game (FianchettoWindow *self);
void fianchetto_saved_game_free           (FianchettoSavedGame *saved);
/* Shows message with Undo, which brings saved (taken) back. */
void fianchetto_window_offer_undo         (FianchettoWindow    *self,
                                           const char          *message,
                                           FianchettoSavedGame *saved);
/* Before the game on the board is replaced: a game with moves is kept (on disk too, unless
 * its file holds it as it is) and the notification offers it back with message. */
void fianchetto_window_replace_game       (FianchettoWindow *self,
                                           const char       *message);
/* The notification's text while it shows, or NULL. */
const char *fianchetto_window_get_notification (FianchettoWindow *self);

/* fianchetto-window-draw-offer.c: Offer Draw, to the computer or the other player. */
void fianchetto_window_class_init_draw_offer (GtkWidgetClass   *widget_class);
void fianchetto_window_draw_offer_update     (FianchettoWindow *self);

/* fianchetto-window-computer.c */
/* Reads FIANCHETTO_FRAME_PROBE, follows the auto-flip setting and starts the first game. */
void     fianchetto_window_init_computer  (FianchettoWindow *self);
/* A new game with the players choices names (opponent, player-color, computer-level): the
 * window's settings, or the New Game dialog's choices before they are saved. */
void     fianchetto_window_start_game     (FianchettoWindow *self,
                                           GSettings        *choices);
/* Before the match gets a new game, new or loaded: stops any search, tells the computer
 * player a new game begins, and turns the board with the side to move only for two people. */
void     fianchetto_window_begin_game     (FianchettoWindow *self,
                                           Color             computer);
/* Starts or stops the computer's search as the game requires; after every change. */
void     fianchetto_window_follow_game    (FianchettoWindow *self);
/* The same from start (NULL: the standard position): the position editor's Play. */
void     fianchetto_window_start_game_at  (FianchettoWindow *self,
                                           GSettings        *choices,
                                           const Position   *start);
/* Asks for a hint for the player to move, shown as an arrow on the board. */
void     fianchetto_window_show_hint      (FianchettoWindow *self);
/* A hint makes sense: the game goes on and a person is to move. */
gboolean fianchetto_window_can_hint       (FianchettoWindow *self);
/* Cancels any search, for dispose. */
void     fianchetto_window_stop_computer  (FianchettoWindow *self);

/* fianchetto-window-setup.c: win.setup-position, the position editor. */
void     fianchetto_window_class_init_setup (GtkWidgetClass *widget_class);

/* fianchetto-window-players.c: who plays a position pasted or opened. */
void     fianchetto_window_class_init_players (GtkWidgetClass   *widget_class);
/* The game starts from another position than the standard one. */
gboolean fianchetto_window_game_is_set_up   (const Game       *game);
/* Nobody plays until the player chooses; new_game: the game was pasted, not opened. */
void     fianchetto_window_offer_players    (FianchettoWindow *self,
                                             gboolean          new_game);
void     fianchetto_window_players_update   (FianchettoWindow *self);
/* fianchetto-window-analysis.c */
void     fianchetto_window_class_init_analysis (GtkWidgetClass   *widget_class);
void     fianchetto_window_init_analysis    (FianchettoWindow *self);
void     fianchetto_window_dispose_analysis (FianchettoWindow *self);
/* Analysis and review are for games between two people, and for games that are over. */
gboolean fianchetto_window_analysis_allowed (FianchettoWindow *self);
gboolean fianchetto_window_analysis_is_on   (FianchettoWindow *self);
/* Turns the analysis on, where it is allowed. */
void     fianchetto_window_analysis_start   (FianchettoWindow *self);
/* After every change: follows the viewed position, or turns itself off when not allowed. */
void     fianchetto_window_analysis_follow  (FianchettoWindow *self);

/* fianchetto-window-review.c */
void     fianchetto_window_class_init_review (GtkWidgetClass  *widget_class);
void     fianchetto_window_init_review      (FianchettoWindow *self);
void     fianchetto_window_dispose_review   (FianchettoWindow *self);
gboolean fianchetto_window_review_can_start (FianchettoWindow *self);
/* After every change: the graph follows the view, the actions their state. */
void     fianchetto_window_review_follow    (FianchettoWindow *self);
void     fianchetto_window_review_game_replaced (FianchettoWindow *self);

G_END_DECLS
