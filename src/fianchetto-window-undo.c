/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-undo.c: no game is replaced without a way back. Before New Game, Open,
 * Paste or a deletion changes a game that has moves, the game is saved whole (moves, tree,
 * players, level, file): in memory for the notification's Undo, which brings it back exactly,
 * and on disk among the last few replaced games, so that not even a restart loses it. A game
 * that is saved in its file as it stands is not lost, and is not kept twice. Undo itself
 * replaces the game on the board the same way, so it can be undone in turn. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-files.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <glib/gstdio.h>

#include "safe-write.h"

#define N_REPLACED_KEPT 20      /* games kept on disk, the oldest removed first */
#define NOTIFICATION_SECONDS 15

struct _FianchettoSavedGame {
  Game    *game;
  Color    computer;
  int      level;
  GStrv    tags;
  GFile   *file;
  char    *clean_pgn;
};

void
fianchetto_saved_game_free (FianchettoSavedGame *saved)
{
  if (!saved)
    return;
  game_free (saved->game);
  g_strfreev (saved->tags);
  g_clear_object (&saved->file);
  g_free (saved->clean_pgn);
  g_free (saved);
}

FianchettoSavedGame *
fianchetto_window_save_game (FianchettoWindow *self)
{
  FianchettoSavedGame *saved = g_new0 (FianchettoSavedGame, 1);

  saved->game = fianchetto_match_dup_game (self->match);
  saved->computer = fianchetto_match_get_computer_color (self->match);
  saved->level = self->level;
  saved->tags = g_strdupv ((char **) fianchetto_match_get_tags (self->match));
  g_set_object (&saved->file, self->files->file);
  saved->clean_pgn = g_strdup (self->files->clean_pgn);
  return saved;
}

static gboolean
has_moves (FianchettoMatch *match)
{
  const PgnGame *record = game_get_record (fianchetto_match_get_game (match));

  return pgn_game_get_first_move (record) != NULL || pgn_game_get_comment (record) != NULL;
}

/* ---- On disk -------------------------------------------------------------------------- */

static char *
replaced_directory (void)
{
  return g_build_filename (g_get_user_data_dir (), "fianchetto", "replaced", NULL);
}

/* Newest first by name: the names are times. */
static gint
compare_names_newest_first (gconstpointer a, gconstpointer b)
{
  return -g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
remove_oldest (const char *directory)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (!dir)
    return;
  while ((name = g_dir_read_name (dir)))
    if (g_str_has_suffix (name, ".pgn"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names_newest_first);
  for (guint i = N_REPLACED_KEPT; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (directory, g_ptr_array_index (names, i), NULL);
      g_unlink (path);
    }
}

/* The game's PGN beside the autosave, readable by its owner only. */
static gboolean
keep_on_disk (const char *text, GError **error)
{
  g_autofree char *directory = replaced_directory ();
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *path = NULL;

  if (g_mkdir_with_parents (directory, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s",
                   directory, g_strerror (saved_errno));
      return FALSE;
    }
  /* Two in one second get different names, in order. */
  for (int n = 0; !path || g_file_test (path, G_FILE_TEST_EXISTS); n++)
    {
      g_free (path);
      path = g_strdup_printf ("%s/%s-%03d.pgn", directory, stamp, n);
    }
  if (!safe_write_file (path, text, strlen (text), SAFE_WRITE_PRIVATE, error))
    return FALSE;
  remove_oldest (directory);
  return TRUE;
}

/* ---- The notification ----------------------------------------------------------------- */

static void
hide_notification (FianchettoWindow *self)
{
  g_clear_handle_id (&self->notification_timeout, g_source_remove);
  gtk_revealer_set_reveal_child (self->notification, FALSE);
  g_clear_pointer (&self->undo_game, fianchetto_saved_game_free);
  fianchetto_window_refresh (self);
}

static gboolean
on_notification_timeout (gpointer data)
{
  FianchettoWindow *self = data;

  self->notification_timeout = 0;
  hide_notification (self);
  return G_SOURCE_REMOVE;
}

void
fianchetto_window_offer_undo (FianchettoWindow    *self,
                              const char          *message,
                              FianchettoSavedGame *saved)
{
  g_clear_pointer (&self->undo_game, fianchetto_saved_game_free);
  self->undo_game = saved;
  gtk_label_set_label (self->notification_label, message);
  gtk_revealer_set_reveal_child (self->notification, TRUE);
  g_clear_handle_id (&self->notification_timeout, g_source_remove);
  self->notification_timeout = g_timeout_add_seconds (NOTIFICATION_SECONDS,
                                                      on_notification_timeout, self);
  fianchetto_window_refresh (self);
}

const char *
fianchetto_window_get_notification (FianchettoWindow *self)
{
  return gtk_revealer_get_reveal_child (self->notification)
         ? gtk_label_get_label (self->notification_label) : NULL;
}

void
fianchetto_window_replace_game (FianchettoWindow *self,
                                const char       *message)
{
  FianchettoSavedGame *saved;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (!has_moves (self->match))
    return;
  saved = fianchetto_window_save_game (self);
  text = fianchetto_window_dup_pgn (self);
  if (g_strcmp0 (text, self->files->clean_pgn) != 0 && !keep_on_disk (text, &error))
    /* The game is still in memory, for Undo: a warning, not a dialog over the new game. */
    g_warning ("Could not keep the replaced game: %s", error->message);
  fianchetto_window_offer_undo (self, message, saved);
}

/* Brings the saved game back as it was, replacing (and keeping) the one on the board. */
static void
undo_replace (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  FianchettoSavedGame *saved = g_steal_pointer (&self->undo_game);

  if (!saved)
    return;
  fianchetto_window_replace_game (self, _("Game brought back"));
  if (saved->computer != COLOR_NB)
    {
      self->level = saved->level;
      fianchetto_board_view_set_flipped (self->board, saved->computer == WHITE);
    }
  fianchetto_window_begin_game (self, saved->computer);
  fianchetto_match_load_game (self->match, g_steal_pointer (&saved->game), saved->computer,
                              saved->tags ? (const char *const *) saved->tags
                                          : (const char *const[]) { NULL });
  g_set_object (&self->files->file, saved->file);
  g_free (self->files->clean_pgn);
  self->files->clean_pgn = g_steal_pointer (&saved->clean_pgn);
  fianchetto_window_refresh (self);
  fianchetto_saved_game_free (saved);
  if (!self->undo_game)
    hide_notification (self);
}

static void
dismiss_notification (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  hide_notification (FIANCHETTO_WINDOW (widget));
}

void
fianchetto_window_class_init_undo (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.undo-replace", NULL, undo_replace);
  gtk_widget_class_install_action (widget_class, "win.dismiss-notification", NULL,
                                   dismiss_notification);
}

void
fianchetto_window_dispose_undo (FianchettoWindow *self)
{
  g_clear_handle_id (&self->notification_timeout, g_source_remove);
  g_clear_pointer (&self->undo_game, fianchetto_saved_game_free);
}
