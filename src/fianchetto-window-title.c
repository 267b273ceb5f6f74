/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-title.c: the window's title follows the game: its players, the file it
 * was read from or saved to, and a mark while the game has changes that file does not hold
 * (window-title.c words it). */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-files.h"
#include "window-title.h"

/* A game in a file is saved while it is what the file holds; a game in no file is saved
 * only while it has no moves (the autosave keeps it, but no file of the player's does). */
static gboolean
has_unsaved_changes (FianchettoWindow *self)
{
  g_autofree char *pgn = NULL;

  if (!self->files)
    return FALSE;
  if (!self->files->file)
    return game_mainline_node (fianchetto_match_get_game (self->match), 0) != NULL;
  pgn = fianchetto_window_dup_pgn (self);
  return g_strcmp0 (pgn, self->files->clean_pgn) != 0;
}

static char *
dup_file_name (FianchettoWindow *self)
{
  g_autofree char *basename = NULL;

  if (!self->files || !self->files->file)
    return NULL;
  basename = g_file_get_basename (self->files->file);
  return g_filename_display_name (basename);
}

void
fianchetto_window_update_title (FianchettoWindow *self)
{
  g_autofree char *players = window_title_players (fianchetto_match_get_tags (self->match));
  g_autofree char *file_name = dup_file_name (self);
  g_autofree char *title = window_title_compose (players, file_name,
                                                 has_unsaved_changes (self));

  if (g_strcmp0 (gtk_window_get_title (GTK_WINDOW (self)), title) != 0)
    gtk_window_set_title (GTK_WINDOW (self), title);
}

void
fianchetto_window_get_list_scroll (FianchettoWindow *self,
                                   double            scroll[3])
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self->move_list),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;

  scroll[0] = scroll[1] = scroll[2] = 0;
  if (!scrolled)
    return;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  scroll[0] = gtk_adjustment_get_value (adjustment);
  scroll[1] = gtk_adjustment_get_upper (adjustment);
  scroll[2] = gtk_adjustment_get_page_size (adjustment);
}
