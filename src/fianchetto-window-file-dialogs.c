/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-file-dialogs.c: Open, Save and Save As, with the native file chooser
 * (GTK 4.8 has no GtkFileDialog). Files are read and written asynchronously; a callback holds
 * a reference on the window and returns at once when the window went away meanwhile. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-files.h"

#include <glib/gi18n.h>

#include "safe-write.h"

static char *
dup_display_name (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                                                 G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info)
    return g_strdup (g_file_info_get_display_name (info));
  return g_file_get_parse_name (file);
}

/* ---- Opening ------------------------------------------------------------------------ */

static void
on_file_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(FianchettoWindow) self = user_data;
  GFile *file = G_FILE (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) text = g_file_load_bytes_finish (file, result, NULL, &error);
  g_autofree char *name = NULL;
  g_autofree char *problem = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || !self->files)
    return;
  name = dup_display_name (file);
  /* Translators: %s is a file's name. */
  problem = g_strdup_printf (_("Could not open “%s”"), name);
  if (!text)
    fianchetto_window_show_error (self, problem, error->message);
  else
    fianchetto_window_load_pgn (self, text, file, problem, _("Game opened"));
}

void
fianchetto_window_open_file (FianchettoWindow *self,
                             GFile            *file)
{
  g_return_if_fail (FIANCHETTO_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  g_file_load_bytes_async (file, self->files->cancellable, on_file_loaded, g_object_ref (self));
}

/* PGN files by their suffix in any case, or by their type where the system knows it. */
static GtkFileFilter *
new_pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Chess Games (PGN)"));
  gtk_file_filter_add_suffix (filter, "pgn");
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  return filter;
}

static GtkFileFilter *
new_all_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("All Files"));
  gtk_file_filter_add_pattern (filter, "*");
  return filter;
}

static GtkFileChooser *
new_file_dialog (FianchettoWindow     *self,
                 const char           *title,
                 GtkFileChooserAction  action,
                 const char           *accept_label)
{
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (title, GTK_WINDOW (self), action,
                                                              accept_label, _("_Cancel"));
  g_autoptr(GtkFileFilter) pgn = new_pgn_filter ();
  g_autoptr(GtkFileFilter) all = new_all_filter ();

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), pgn);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (dialog), pgn);
  if (self->files->file_dialog)
    gtk_native_dialog_destroy (self->files->file_dialog);
  g_set_object (&self->files->file_dialog, GTK_NATIVE_DIALOG (dialog));
  g_object_unref (dialog);
  return GTK_FILE_CHOOSER (dialog);
}

/* The chosen file, or NULL when the dialog was cancelled; either way the dialog is done. */
static GFile *
finish_file_dialog (FianchettoWindow *self, GtkNativeDialog *dialog, int response)
{
  GFile *file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  if (self->files->file_dialog == dialog)
    g_clear_object (&self->files->file_dialog);
  return file;
}

static void
on_open_response (FianchettoWindow *self, int response, GtkNativeDialog *dialog)
{
  g_autoptr(GFile) file = finish_file_dialog (self, dialog, response);

  if (file)
    fianchetto_window_open_file (self, file);
}

void
fianchetto_window_files_open (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  GtkFileChooser *dialog = new_file_dialog (self, _("Open Game"), GTK_FILE_CHOOSER_ACTION_OPEN,
                                            _("_Open"));

  g_signal_connect_object (dialog, "response", G_CALLBACK (on_open_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- Saving ------------------------------------------------------------------------- */

static void
on_file_saved (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(FianchettoWindow) self = user_data;
  GFile *file = G_FILE (source);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *problem = NULL;

  if (safe_write_file_finish (file, result, &error))
    {
      if (self->files)
        {
          g_set_object (&self->files->file, file);
          g_free (self->files->clean_pgn);
          self->files->clean_pgn = g_steal_pointer (&self->files->saving_pgn);
          fianchetto_window_refresh (self);
        }
      return;
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || !self->files)
    return;
  name = dup_display_name (file);
  /* Translators: %s is a file's name. */
  problem = g_strdup_printf (_("Could not save “%s”"), name);
  fianchetto_window_show_error (self, problem, error->message);
}

/* Replaced as a whole on a worker thread by safe_write_file(), so that a failed write (a full
 * disk) leaves the file as it was, and the window never waits for the disk. */
static void
save_to (FianchettoWindow *self, GFile *file)
{
  char *text = fianchetto_window_dup_pgn (self);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  g_free (self->files->saving_pgn);
  self->files->saving_pgn = text;
  safe_write_file_async (file, bytes, SAFE_WRITE_NONE, self->files->cancellable, on_file_saved,
                         g_object_ref (self));
}

static void
on_save_response (FianchettoWindow *self, int response, GtkNativeDialog *dialog)
{
  g_autoptr(GFile) file = finish_file_dialog (self, dialog, response);

  if (file)
    save_to (self, file);
}

/* "White - Black.pgn", or "Game.pgn" when the players are unknown. */
static char *
suggest_name (FianchettoWindow *self)
{
  const char *const *tags = fianchetto_match_get_tags (self->match);
  const char *white = NULL, *black = NULL;

  for (int i = 0; tags && tags[i] && tags[i + 1]; i += 2)
    {
      if (g_str_equal (tags[i], "White"))
        white = tags[i + 1];
      else if (g_str_equal (tags[i], "Black"))
        black = tags[i + 1];
    }
  if (!white || !black || g_str_equal (white, "?") || g_str_equal (black, "?"))
    /* Translators: the name a game is saved under when the players are unknown. */
    return g_strdup_printf ("%s.pgn", _("Game"));
  return g_strdelimit (g_strdup_printf ("%s - %s.pgn", white, black), "/", '-');
}

void
fianchetto_window_files_save_as (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  GtkFileChooser *dialog = new_file_dialog (self, _("Save Game"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                            _("_Save"));
  g_autofree char *name = suggest_name (self);

  if (self->files->file)
    gtk_file_chooser_set_file (dialog, self->files->file, NULL);
  else
    gtk_file_chooser_set_current_name (dialog, name);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_save_response), self,
                           G_CONNECT_SWAPPED);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
fianchetto_window_files_save (GtkWidget *widget, const char *action, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);

  if (self->files->file)
    save_to (self, self->files->file);
  else
    fianchetto_window_files_save_as (widget, action, parameter);
}
