/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-actions.c: the win.* actions, which act on the window's match, and the one
 * place that decides which of them are enabled. Their accelerators are set with the app's. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include "fianchetto-new-game-dialog.h"

static FianchettoMatch *
match_of (GtkWidget *widget)
{
  return FIANCHETTO_WINDOW (widget)->match;
}

/* The dialog's choices set up the new game, and are saved for the next one. */
static void
new_game (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  GtkWindow *dialog = fianchetto_new_game_dialog_new (GTK_WINDOW (widget));

  g_signal_connect_object (dialog, "start", G_CALLBACK (fianchetto_window_start_game), widget,
                           G_CONNECT_SWAPPED);
  gtk_window_present (dialog);
}

static void
show_hint (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  fianchetto_window_show_hint (FIANCHETTO_WINDOW (widget));
}

/* Right after New Game, Open or Paste, while the new game has nothing to take back, Undo
 * brings back the game it replaced, as the notification's button does. */
static gboolean
undo_means_replace (FianchettoWindow *self)
{
  return self->undo_game && !fianchetto_match_get_can_undo (self->match);
}

static void
undo (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);

  if (undo_means_replace (self))
    gtk_widget_activate_action (widget, "win.undo-replace", NULL);
  else
    fianchetto_match_undo (self->match);
}

static void
redo (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  fianchetto_match_redo (match_of (widget));
}

static void
claim_draw (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  fianchetto_match_claim_draw (match_of (widget));
}

static void
resign (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  fianchetto_match_resign (match_of (widget));
}

static void
flip_board (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoBoardView *board = FIANCHETTO_WINDOW (widget)->board;

  fianchetto_board_view_set_flipped (board, !fianchetto_board_view_get_flipped (board));
}

/* Looking through the history, along the line being viewed (main line or variation); any
 * move played or taken back in the game returns to its end. */
static void
history_start (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  fianchetto_match_set_view_node (match_of (widget), NULL);
}

static void
history_back (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoMatch *match = match_of (widget);
  const PgnNode *view = fianchetto_match_get_view_node (match);

  if (view)
    fianchetto_match_set_view_node (match, pgn_node_get_parent (view));
}

/* The move after the one viewed on its line, or NULL. */
static const PgnNode *
next_in_line (FianchettoMatch *match)
{
  const PgnNode *view = fianchetto_match_get_view_node (match);

  if (fianchetto_match_is_live (match))
    return NULL;
  if (view)
    return pgn_node_get_next (view);
  return pgn_game_get_first_move (game_get_record (fianchetto_match_get_game (match)));
}

static void
history_forward (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoMatch *match = match_of (widget);
  const PgnNode *next = next_in_line (match);

  if (next)
    fianchetto_match_set_view_node (match, next);
}

static void
history_end (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoMatch *match = match_of (widget);

  fianchetto_match_set_view_ply (match, fianchetto_match_get_ply_count (match));
}

void
fianchetto_window_class_init_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game);
  gtk_widget_class_install_action (widget_class, "win.show-hint", NULL, show_hint);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo);
  gtk_widget_class_install_action (widget_class, "win.claim-draw", NULL, claim_draw);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign);
  fianchetto_window_class_init_draw_offer (widget_class);
  gtk_widget_class_install_action (widget_class, "win.flip-board", NULL, flip_board);
  gtk_widget_class_install_action (widget_class, "win.history-start", NULL, history_start);
  gtk_widget_class_install_action (widget_class, "win.history-back", NULL, history_back);
  gtk_widget_class_install_action (widget_class, "win.history-forward", NULL, history_forward);
  gtk_widget_class_install_action (widget_class, "win.history-end", NULL, history_end);
}

void
fianchetto_window_actions_update (FianchettoWindow *self)
{
  FianchettoMatch *match = self->match;
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean ongoing = fianchetto_match_get_result (match, NULL) == GAME_ONGOING;
  gboolean at_start = fianchetto_match_get_view_node (match) == NULL;
  gboolean live = fianchetto_match_is_live (match);

  gtk_widget_action_set_enabled (widget, "win.show-hint",
                                 self->search == NULL && fianchetto_window_can_hint (self));
  gtk_widget_action_set_enabled (widget, "win.undo",
                                 fianchetto_match_get_can_undo (match) || undo_means_replace (self));
  gtk_widget_action_set_enabled (widget, "win.redo", fianchetto_match_get_can_redo (match));
  gtk_widget_action_set_enabled (widget, "win.claim-draw",
                                 fianchetto_match_get_claimable_draw (match) != END_NONE);
  gtk_widget_action_set_enabled (widget, "win.resign", ongoing);
  gtk_widget_action_set_enabled (widget, "win.history-start", !at_start);
  gtk_widget_action_set_enabled (widget, "win.history-back", !at_start);
  gtk_widget_action_set_enabled (widget, "win.history-forward", next_in_line (match) != NULL);
  gtk_widget_action_set_enabled (widget, "win.history-end", !live);
  gtk_widget_action_set_enabled (widget, "win.undo-replace", self->undo_game != NULL);
  fianchetto_window_tree_actions_update (self);
  fianchetto_window_draw_offer_update (self);
  fianchetto_window_players_update (self);
}
