/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-setup.c: win.setup-position opens the position editor on the position
 * shown; its Play starts a game from the position set up, with the players, level and
 * everything else chosen in the New Game dialog, and its Analyse opens the position between
 * two people with the analysis on. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include <glib/gi18n.h>

#include "fen.h"
#include "fianchetto-setup-window.h"
#include "fianchetto-window-clock.h"

static void
on_play (FianchettoWindow *self, GSettings *choices, const char *fen)
{
  Position start;

  /* The editor hands over only positions the reader accepts. */
  if (!position_from_fen (&start, fen, NULL))
    g_return_if_reached ();
  fianchetto_window_start_game_at (self, choices, &start);
}

static void
on_analyse (FianchettoWindow *self, const char *fen)
{
  Position start;

  if (!position_from_fen (&start, fen, NULL))
    g_return_if_reached ();
  fianchetto_window_replace_game (self, _("Position set up for analysis"));
  fianchetto_window_begin_game (self, COLOR_NB);
  fianchetto_window_clock_load (self, NULL);
  /* NULL tags: a new game, whose players are ours to name. */
  fianchetto_match_load_game (self->match, game_new (&start), COLOR_NB, NULL);
  fianchetto_window_analysis_start (self);
}

static void
setup_position (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  g_autofree char *state_file = self->test_state_file
                                ? g_strconcat (self->test_state_file, ".editor", NULL) : NULL;
  char fen[FEN_MAX];
  GtkWindow *editor;

  position_to_fen (fianchetto_match_get_position (self->match), fen, sizeof fen);
  editor = fianchetto_setup_window_new (GTK_WINDOW (self), fen,
                                        fianchetto_board_view_get_piece_set (self->board),
                                        fianchetto_board_view_get_flipped (self->board),
                                        state_file);
  g_signal_connect_object (editor, "play", G_CALLBACK (on_play), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (editor, "analyse", G_CALLBACK (on_analyse), self, G_CONNECT_SWAPPED);
  gtk_window_present (editor);
}

void
fianchetto_window_class_init_setup (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.setup-position", NULL, setup_position);
}
