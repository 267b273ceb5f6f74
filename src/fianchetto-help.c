/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-help.c: the viewer is launched asynchronously; a desktop without one gets a
 * message instead of a warning on the terminal. */
#define G_LOG_DOMAIN "fianchetto-help"

#include "config.h"

#include "fianchetto-help.h"

#include <glib/gi18n.h>

#define HELP_URI "help:fianchetto"

static void
on_shown (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GtkWindow) parent = user_data;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  if (gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error)
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s",
                                   _("Could not open the manual"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", error->message);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
fianchetto_help_show (GtkWindow *parent)
{
  g_return_if_fail (GTK_IS_WINDOW (parent));

  gtk_show_uri_full (parent, HELP_URI, GDK_CURRENT_TIME, NULL, on_shown, g_object_ref (parent));
}
