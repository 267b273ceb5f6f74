/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-files.c: how a game comes into the window from a file, the clipboard or
 * the autosave, and how errors are told. Whatever goes wrong, the game on the board is left as
 * it was: a game replaces it only once it has been read in full. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-files.h"

#include <glib/gi18n.h>

#include "fianchetto-game-chooser.h"
#include "fianchetto-window-clock.h"

void
fianchetto_window_class_init_files (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, fianchetto_window_files_open);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, fianchetto_window_files_save);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL,
                                   fianchetto_window_files_save_as);
  gtk_widget_class_install_action (widget_class, "win.copy-fen", NULL,
                                   fianchetto_window_files_copy_fen);
  gtk_widget_class_install_action (widget_class, "win.copy-pgn", NULL,
                                   fianchetto_window_files_copy_pgn);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, fianchetto_window_files_paste);
}

void
fianchetto_window_init_files (FianchettoWindow *self)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "fianchetto", "autosave.pgn",
                                            NULL);

  self->files = g_new0 (FianchettoWindowFiles, 1);
  self->files->autosave = g_file_new_for_path (path);
  self->files->cancellable = g_cancellable_new ();
  fianchetto_window_restore_autosave (self);
}

void
fianchetto_window_dispose_files (FianchettoWindow *self)
{
  FianchettoWindowFiles *files = self->files;

  if (!files)
    return;
  self->files = NULL;
  g_clear_signal_handler (&files->map_handler, self);
  g_cancellable_cancel (files->cancellable);
  if (files->file_dialog)
    gtk_native_dialog_destroy (files->file_dialog);
  g_clear_object (&files->file_dialog);
  if (files->message_dialog)
    {
      g_signal_handlers_disconnect_by_data (files->message_dialog, self);
      gtk_window_destroy (files->message_dialog);
    }
  g_clear_object (&files->cancellable);
  g_clear_object (&files->autosave);
  g_clear_object (&files->file);
  g_free (files->clean_pgn);
  g_free (files->saving_pgn);
  g_free (files->autosaved);
  g_free (files->message);
  g_free (files->pending_problem);
  g_free (files->pending_reason);
  g_free (files);
}

const char *
fianchetto_window_get_message (FianchettoWindow *self)
{
  return self->files ? self->files->message : NULL;
}

static void
on_message_destroyed (FianchettoWindow *self)
{
  self->files->message_dialog = NULL;
  g_clear_pointer (&self->files->message, g_free);
  fianchetto_window_refresh (self);
}

static gboolean
show_pending (gpointer data)
{
  FianchettoWindow *self = data;
  FianchettoWindowFiles *files = self->files;
  g_autofree char *problem = NULL;
  g_autofree char *reason = NULL;

  if (!files || !files->pending_problem)
    return G_SOURCE_REMOVE;
  problem = g_steal_pointer (&files->pending_problem);
  reason = g_steal_pointer (&files->pending_reason);
  fianchetto_window_show_message (self, files->pending_type, problem, reason);
  return G_SOURCE_REMOVE;
}

/* The window raises itself once mapped: the dialog comes after that. */
static void
on_mapped (FianchettoWindow *self)
{
  g_clear_signal_handler (&self->files->map_handler, self);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, show_pending, g_object_ref (self), g_object_unref);
}

static void
show_later (FianchettoWindow *self, GtkMessageType type, const char *problem, const char *reason)
{
  FianchettoWindowFiles *files = self->files;

  files->pending_type = type;
  g_free (files->pending_problem);
  g_free (files->pending_reason);
  files->pending_problem = g_strdup (problem);
  files->pending_reason = g_strdup (reason);
  if (!files->map_handler)
    files->map_handler = g_signal_connect (self, "map", G_CALLBACK (on_mapped), NULL);
}

void
fianchetto_window_show_error (FianchettoWindow *self,
                              const char       *problem,
                              const char       *reason)
{
  fianchetto_window_show_message (self, GTK_MESSAGE_ERROR, problem, reason);
}

void
fianchetto_window_show_message (FianchettoWindow *self,
                                GtkMessageType    type,
                                const char       *problem,
                                const char       *reason)
{
  FianchettoWindowFiles *files = self->files;
  GtkWidget *dialog;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      show_later (self, type, problem, reason);
      return;
    }
  if (files->message_dialog)
    gtk_window_destroy (files->message_dialog);
  dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   type, GTK_BUTTONS_CLOSE, "%s", problem);
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", reason);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_message_destroyed), self,
                           G_CONNECT_SWAPPED);
  files->message_dialog = GTK_WINDOW (dialog);
  files->message = g_strdelimit (g_strdup_printf ("%s: %s", problem, reason), "\n", ' ');
  gtk_window_present (GTK_WINDOW (dialog));
  fianchetto_window_refresh (self);
}

char *
fianchetto_window_dup_pgn (FianchettoWindow *self)
{
  FianchettoMatch *match = self->match;
  g_auto(GStrv) tags = fianchetto_window_clock_dup_tags (self, fianchetto_match_get_tags (match));
  GamePgnInfo info = {
    .computer = fianchetto_match_get_computer_color (match),
    .level = self->level,
    .tags = tags,
    .players_unchosen = self->choosing_players
                        && fianchetto_match_get_result (match, NULL) == GAME_ONGOING,
  };

  return game_pgn_write (fianchetto_match_get_game (match), &info);
}

void
fianchetto_window_load_game (FianchettoWindow  *self,
                             Game              *game,
                             const GamePgnInfo *info)
{
  Color computer = info->computer;

  if (computer != COLOR_NB)
    {
      self->level = info->level >= 0 ? info->level
                                     : g_settings_get_int (self->settings, "computer-level");
      fianchetto_board_view_set_flipped (self->board, computer == WHITE);
    }
  fianchetto_window_begin_game (self, computer);
  fianchetto_window_clock_load (self, (const char *const *) info->tags);
  /* An empty list, not NULL: NULL tags mark a new game (see fianchetto-window-autosave.c). */
  fianchetto_match_load_game (self->match, game, computer,
                              info->tags ? (const char *const *) info->tags
                                         : (const char *const[]) { NULL });
}

/* Reads the game at header and plays on with it. */
static void
load_listed_game (FianchettoWindow    *self,
                  GBytes              *text,
                  const GamePgnHeader *header,
                  GFile               *file,
                  const char          *problem,
                  const char          *replaced)
{
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (text, &length);
  Game *game = game_pgn_read (data, length, header, &info, &error);
  gboolean set_up;

  if (!game)
    {
      fianchetto_window_show_error (self, problem, error->message);
      return;
    }
  fianchetto_window_replace_game (self, replaced);
  /* A game from a set-up position waits for the player to say who plays it. */
  set_up = fianchetto_window_game_is_set_up (game);
  if (set_up)
    info.computer = COLOR_NB;
  fianchetto_window_load_game (self, game, &info);
  if (set_up)
    {
      fianchetto_window_offer_players (self, FALSE);
      fianchetto_window_autosave (self);   /* with the offer: a restart asks again */
    }
  /* A game cut short is not what its file holds: Save asks where, so that the file is never
   * overwritten with less than it had. */
  if (info.dropped > 0)
    {
      g_autofree char *dropped = game_pgn_describe_dropped (game, &info);
      g_autofree char *reason = g_strdup_printf ("%s %s", dropped,
                                                 _("The file was not changed: Save asks where to "
                                                   "save the shorter game."));
      fianchetto_window_show_message (self, GTK_MESSAGE_WARNING,
                                      _("Only part of the game was loaded"), reason);
      file = NULL;
    }
  g_set_object (&self->files->file, file);
  /* As long as the game is what its file holds, replacing it loses nothing. */
  g_free (self->files->clean_pgn);
  self->files->clean_pgn = file ? fianchetto_window_dup_pgn (self) : NULL;
  fianchetto_window_refresh (self);
}

typedef struct {
  FianchettoWindow *window;
  GBytes           *text;
  char             *problem;
  char             *replaced;
} Choice;

static void
choice_free (gpointer data, GClosure *closure)
{
  Choice *choice = data;

  g_object_unref (choice->window);
  g_bytes_unref (choice->text);
  g_free (choice->problem);
  g_free (choice->replaced);
  g_free (choice);
}

static void
on_game_chosen (FianchettoGameChooser *chooser,
                guint                  index,
                Choice                *choice)
{
  if (!choice->window->files)
    return;
  /* A file of several games is not overwritten with one of them: Save asks where. */
  load_listed_game (choice->window, choice->text,
                    fianchetto_game_chooser_get_header (chooser, index), NULL, choice->problem,
                    choice->replaced);
}

static void
choose_game (FianchettoWindow *self, GBytes *text, GArray *headers, const char *problem,
             const char *replaced)
{
  GtkWindow *chooser = fianchetto_game_chooser_new (GTK_WINDOW (self), headers);
  Choice *choice = g_new0 (Choice, 1);

  choice->window = g_object_ref (self);
  choice->text = g_bytes_ref (text);
  choice->problem = g_strdup (problem);
  choice->replaced = g_strdup (replaced);
  g_signal_connect_data (chooser, "game-chosen", G_CALLBACK (on_game_chosen), choice,
                         choice_free, 0);
  gtk_window_present (chooser);
}

void
fianchetto_window_load_pgn (FianchettoWindow *self,
                            GBytes           *text,
                            GFile            *file,
                            const char       *problem,
                            const char       *replaced)
{
  g_autoptr(GArray) headers = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (text, &length);

  headers = game_pgn_list (data, length, &error);
  if (!headers)
    fianchetto_window_show_error (self, problem, error->message);
  else if (headers->len == 1)
    load_listed_game (self, text, &g_array_index (headers, GamePgnHeader, 0), file, problem,
                      replaced);
  else
    choose_game (self, text, headers, problem, replaced);
}
