/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-clipboard.c: Copy FEN (the position on the board), Copy PGN (the game)
 * and Paste, which takes either: one line with the slashes of a FEN sets up a position in a
 * new game that waits for the player to say who plays it, untimed; anything else is read as
 * PGN. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-files.h"

#include <glib/gi18n.h>

#include "fen.h"
#include "fianchetto-window-clock.h"

void
fianchetto_window_files_copy_fen (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  char fen[FEN_MAX];

  position_to_fen (fianchetto_match_get_position (self->match), fen, sizeof fen);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
}

void
fianchetto_window_files_copy_pgn (GtkWidget *widget, const char *action, GVariant *parameter)
{
  g_autofree char *pgn = fianchetto_window_dup_pgn (FIANCHETTO_WINDOW (widget));

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), pgn);
}

static gboolean
looks_like_fen (const char *text)
{
  return strchr (text, '\n') == NULL && strchr (text, '[') == NULL && strchr (text, '/') != NULL;
}

static void
paste_text (FianchettoWindow *self, char *text)
{
  const char *problem = _("Could not paste");
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_strstrip (text);
  if (looks_like_fen (text))
    {
      Position start;

      /* A valid position is a new game that nobody plays until the player says who does:
       * the computer never starts thinking for a side the player did not choose. */
      if (!position_from_fen (&start, text, NULL))
        {
          if (!fianchetto_match_load_fen (self->match, text, &error))
            fianchetto_window_show_error (self, problem, error->message);
          return;
        }
      fianchetto_window_replace_game (self, _("Position pasted"));
      fianchetto_window_begin_game (self, COLOR_NB);
      /* No clock: none runs while nobody plays, and a position comes with none. */
      fianchetto_window_clock_load (self, NULL);
      fianchetto_match_load_game (self->match, game_new (&start), COLOR_NB, NULL);
      fianchetto_window_offer_players (self, TRUE);
      fianchetto_window_autosave (self);   /* with the offer: a restart asks again */
      return;
    }
  bytes = g_bytes_new (text, strlen (text));
  fianchetto_window_load_pgn (self, bytes, NULL, problem, _("Game pasted"));
}

static void
on_text_read (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(FianchettoWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || !self->files)
    return;
  if (!text)
    fianchetto_window_show_error (self, _("Could not paste"),
                                  error ? error->message : _("The clipboard holds no text"));
  else
    paste_text (self, text);
}

void
fianchetto_window_files_paste (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), self->files->cancellable,
                                 on_text_read, g_object_ref (self));
}
