/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-application.c: one instance per session; a second launch opens a window in the
 * first, on the position given with --fen if any. PGN files given on the command line or by a
 * file manager open in the active window, the first one; each further file gets a window.
 * Accelerators live in one table here, so the menus show them too. */
#define G_LOG_DOMAIN "fianchetto-application"

#include "config.h"

#include "fianchetto-application.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "fianchetto-help.h"
#include "fianchetto-preferences-window.h"
#include "fianchetto-style.h"
#include "fianchetto-window.h"
#include "review-cli.h"

struct _FianchettoApplication {
  GtkApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (FianchettoApplication, fianchetto_application, GTK_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "fen", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Start from the position given in Forsyth-Edwards Notation"), N_("FEN") },
  { "annotate", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Review each game of the file and write it annotated to standard output, without a window"), N_("GAME.pgn") },
  { "movetime", 0, 0, G_OPTION_ARG_INT64, NULL,
    N_("With --annotate: milliseconds of analysis for each position"), N_("MS") },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[FILE.pgn…]") },
  { NULL }
};

static const struct {
  const char *action;
  const char *accels[3];
} accelerators[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.help", { "F1", NULL } },
  { "win.new-game", { "<Control>n", NULL } },
  { "win.setup-position", { "<Control><Shift>e", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.copy-pgn", { "<Control>c", NULL } },
  { "win.copy-fen", { "<Control><Shift>c", NULL } },
  { "win.paste", { "<Control>v", NULL } },
  { "win.show-hint", { "<Control>h", NULL } },
  { "win.analysis", { "<Control>e", NULL } },
  { "win.review-game", { "<Control>r", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", NULL } },
  { "win.flip-board", { "<Control>f", NULL } },
  { "win.pause", { "<Control>p", "Pause", NULL } },
  { "win.history-back", { "<Alt>Left", NULL } },
  { "win.history-forward", { "<Alt>Right", NULL } },
  { "win.history-start", { "<Alt>Home", NULL } },
  { "win.history-end", { "<Alt>End", NULL } },
  { "win.variation-previous", { "<Alt>Up", NULL } },
  { "win.variation-next", { "<Alt>Down", NULL } },
  { "win.move-menu", { "Menu", "<Shift>F10", NULL } },
};

static GtkWindow *
active_window (gpointer application)
{
  return gtk_application_get_active_window (GTK_APPLICATION (application));
}

/* The windows are destroyed first: GTK would leave them be, and a window's dispose is what
 * stops the computer's search. */
static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer application)
{
  /* Held: destroying a window destroys the dialogs of it too, which may be in the list. */
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (application)));

  for (GList *l = windows; l; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l; l = l->next)
    gtk_window_destroy (GTK_WINDOW (l->data));
  g_list_free_full (windows, g_object_unref);
  g_application_quit (G_APPLICATION (application));
}

static void
help_activated (GSimpleAction *action, GVariant *parameter, gpointer application)
{
  GtkWindow *window = active_window (application);

  if (window)
    fianchetto_help_show (window);
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer application)
{
  static const char *const developers[] = { "The Fianchetto authors", NULL };

  gtk_show_about_dialog (active_window (application),
                         "program-name", _("Fianchetto"),
                         "logo-icon-name", APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Play chess against a friend or the computer"),
                         "authors", developers,
                         "translator-credits", _("translator-credits"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static void
preferences_activated (GSimpleAction *action, GVariant *parameter, gpointer application)
{
  gtk_window_present (fianchetto_preferences_window_new (active_window (application)));
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "about", .activate = about_activated },
  { .name = "help", .activate = help_activated },
  { .name = "preferences", .activate = preferences_activated },
};

static void
load_style (void)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (provider, "/io/github/fianchetto/Fianchetto/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
fianchetto_application_startup (GApplication *application)
{
  G_APPLICATION_CLASS (fianchetto_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  for (gsize i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application),
                                           accelerators[i].action, accelerators[i].accels);
  gtk_window_set_default_icon_name (APPLICATION_ID);
  load_style ();
  fianchetto_style_follow (application);
}

/* Building the first frame parses the SVG pieces and the UI and leaves about a megabyte of
 * freed heap behind; glibc keeps it unless asked to give it back. */
static gboolean
trim_heap (gpointer data)
{
#ifdef __GLIBC__
  malloc_trim (0);
#endif
  return G_SOURCE_REMOVE;
}

static void
on_first_frame (GdkFrameClock *clock, gpointer data)
{
  g_signal_handlers_disconnect_by_func (clock, on_first_frame, data);
  g_idle_add_full (G_PRIORITY_LOW, trim_heap, NULL, NULL);
}

static void
on_first_map (GtkWidget *window, gpointer data)
{
  g_signal_handlers_disconnect_by_func (window, on_first_map, data);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (on_first_frame), NULL);
}

static void
fianchetto_application_activate (GApplication *application)
{
  GtkWindow *window = active_window (application);

  if (!window)
    {
      window = GTK_WINDOW (fianchetto_window_new (GTK_APPLICATION (application)));
      g_signal_connect (window, "map", G_CALLBACK (on_first_map), NULL);
    }
  gtk_window_present (window);
}

static void
fianchetto_application_open (GApplication  *application,
                             GFile        **files,
                             int            n_files,
                             const char    *hint)
{
  GtkWindow *window = active_window (application);

  for (int i = 0; i < n_files; i++)
    {
      if (!window || i > 0)
        window = GTK_WINDOW (fianchetto_window_new (GTK_APPLICATION (application)));
      fianchetto_window_open_file (FIANCHETTO_WINDOW (window), files[i]);
      gtk_window_present (window);
    }
}

/* The files named, relative to the caller's directory: then the --fen option is not read. */
static gboolean
open_arguments (GApplication *application, GApplicationCommandLine *command_line)
{
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autofree const char **names = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

  if (!g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &names))
    return FALSE;
  for (int i = 0; names[i]; i++)
    g_ptr_array_add (files, g_application_command_line_create_file_for_arg (command_line, names[i]));
  if (files->len == 0)
    return FALSE;
  g_application_open (application, (GFile **) files->pdata, (int) files->len, "");
  return TRUE;
}

static int
fianchetto_application_command_line (GApplication            *application,
                                     GApplicationCommandLine *command_line)
{
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autoptr(GError) error = NULL;
  FianchettoWindow *window;
  const char *fen = NULL;

  if (open_arguments (application, command_line))
    return EXIT_SUCCESS;
  if (!g_variant_dict_lookup (options, "fen", "&s", &fen))
    {
      g_application_activate (application);
      return EXIT_SUCCESS;
    }
  window = fianchetto_window_new (GTK_APPLICATION (application));
  if (!fianchetto_match_load_fen (fianchetto_window_get_match (window), fen, &error))
    {
      g_application_command_line_printerr (command_line, "%s\n", error->message);
      gtk_window_destroy (GTK_WINDOW (window));
      return EXIT_FAILURE;
    }
  gtk_window_present (GTK_WINDOW (window));
  return EXIT_SUCCESS;
}

/* --annotate runs here, in the process that was started, before any window or display. */
static int
fianchetto_application_handle_local_options (GApplication *application, GVariantDict *options)
{
  const char *path = NULL;
  gint64      movetime_ms = 0;

  if (!g_variant_dict_lookup (options, "annotate", "^&ay", &path))
    return -1;
  g_variant_dict_lookup (options, "movetime", "x", &movetime_ms);
  return review_cli_annotate (path, movetime_ms, stdout, stderr);
}

static void
fianchetto_application_class_init (FianchettoApplicationClass *klass)
{
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  application_class->handle_local_options = fianchetto_application_handle_local_options;
  application_class->startup = fianchetto_application_startup;
  application_class->activate = fianchetto_application_activate;
  application_class->command_line = fianchetto_application_command_line;
  application_class->open = fianchetto_application_open;
}

static void
fianchetto_application_init (FianchettoApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
}

FianchettoApplication *
fianchetto_application_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/fianchetto/Fianchetto",
                       NULL);
}
