/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-autosave.c: the game is written after every change, at once and in full,
 * so that a crash or a kill right after a move loses nothing. The write replaces the file
 * atomically with safe_write_file() (a temporary file, synced, renamed over the old one),
 * readable by its owner only; a failed one (a full disk) leaves the last good file as it was,
 * and the game, still in memory, is written again after the next change. It is small and
 * local, so it is done in place, not in a thread. A saved game that cannot be read is set
 * aside as *.broken, never in the way of starting. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-files.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "safe-write.h"

static gboolean
write_private (GFile *file, const char *text, GError **error)
{
  g_autoptr(GFile) directory = g_file_get_parent (file);
  g_autofree char *directory_path = g_file_get_path (directory);
  g_autofree char *path = g_file_get_path (file);

  if (g_mkdir_with_parents (directory_path, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", directory_path, g_strerror (saved_errno));
      return FALSE;
    }
  return safe_write_file (path, text, strlen (text), SAFE_WRITE_PRIVATE, error);
}

/* A new game has no tags yet: it gets its date and players now, and Save asks where. */
static void
tag_new_game (FianchettoWindow *self)
{
  g_auto(GStrv) tags = NULL;
  Color computer;

  if (fianchetto_match_get_tags (self->match))
    return;
  computer = fianchetto_match_get_computer_color (self->match);
  tags = game_pgn_new_tags (computer, self->level);
  fianchetto_match_set_tags (self->match, (const char *const *) tags);
  g_clear_object (&self->files->file);
}

void
fianchetto_window_autosave (FianchettoWindow *self)
{
  FianchettoWindowFiles *files = self->files;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  tag_new_game (self);
  text = fianchetto_window_dup_pgn (self);
  if (g_strcmp0 (text, files->autosaved) == 0)
    return;
  if (!write_private (files->autosave, text, &error))
    {
      /* Once: after every move again would be more than anyone wants to read. */
      if (!files->autosave_failed)
        {
          /* Translators: follows the reason the game could not be saved, a sentence. */
          g_autofree char *reason = g_strdup_printf (_("%s The game stays open here and is saved again after the next move."),
                                                     error->message);
          fianchetto_window_show_error (self, _("Could not save the game"), reason);
        }
      files->autosave_failed = TRUE;
      return;
    }
  if (files->autosave_failed)
    {
      g_autofree char *path = g_file_get_path (files->autosave);
      /* Translators: %s is the file the game is saved in. */
      g_autofree char *where = g_strdup_printf (_("Saving works again: the game is saved in %s."), path);
      fianchetto_window_show_message (self, GTK_MESSAGE_INFO, _("The game is saved again"), where);
    }
  files->autosave_failed = FALSE;
  g_free (files->autosaved);
  files->autosaved = g_steal_pointer (&text);
}

/* The broken file is kept for whoever wants to look at it; a new game starts. */
static void
set_aside (FianchettoWindow *self, const char *reason)
{
  GFile *autosave = self->files->autosave;
  g_autofree char *path = g_file_get_path (autosave);
  g_autofree char *broken_path = g_strconcat (path, ".broken", NULL);
  g_autoptr(GFile) broken = g_file_new_for_path (broken_path);
  g_autofree char *message = NULL;

  if (g_file_move (autosave, broken, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, NULL))
    /* Translators: the reason a saved game could not be read, then where it was kept. */
    message = g_strdup_printf (_("%s. It was kept as %s, and a new game starts."),
                               reason, broken_path);
  else
    message = g_strdup_printf (_("%s. A new game starts."), reason);
  fianchetto_window_show_error (self, _("The saved game could not be read"), message);
}

/* A saved game that ended before the end of its text (a fivefold repetition with moves
 * after it) is played as far as the rules allow; the next autosave will be shorter than the
 * file, so the file is kept first, whole, beside it. */
static void
keep_original (FianchettoWindow *self, const Game *game, const GamePgnInfo *info)
{
  GFile *autosave = self->files->autosave;
  g_autofree char *path = g_file_get_path (autosave);
  g_autofree char *original_path = g_strconcat (path, ".orig", NULL);
  g_autoptr(GFile) original = g_file_new_for_path (original_path);
  g_autofree char *dropped = game_pgn_describe_dropped (game, info);
  g_autofree char *message = NULL;
  g_autoptr(GError) error = NULL;

  if (g_file_copy (autosave, original, G_FILE_COPY_OVERWRITE, NULL, NULL, NULL, &error))
    /* Translators: after what was not loaded, where the whole saved game was kept. */
    message = g_strdup_printf (_("%s The saved game was kept whole as %s."), dropped,
                               original_path);
  else
    /* Translators: after what was not loaded, why the saved game could not be kept. */
    message = g_strdup_printf (_("%s The saved game could not be kept: %s"), dropped,
                               error->message);
  fianchetto_window_show_message (self, GTK_MESSAGE_WARNING, _("Only part of the game was loaded"),
                                  message);
}

/* A pasted position's players were named "?" until chosen (game_pgn_new_tags), and get new
 * tags once they are; a file's names stay. */
static gboolean
players_unnamed (const GamePgnInfo *info)
{
  const char *white = NULL, *black = NULL;

  for (int i = 0; info->tags && info->tags[i] && info->tags[i + 1]; i += 2)
    {
      if (g_str_equal (info->tags[i], "White"))
        white = info->tags[i + 1];
      else if (g_str_equal (info->tags[i], "Black"))
        black = info->tags[i + 1];
    }
  return g_strcmp0 (white, "?") == 0 && g_strcmp0 (black, "?") == 0;
}

static void
restore (FianchettoWindow *self)
{
  FianchettoWindowFiles *files = self->files;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  gsize length;
  Game *game;

  if (!g_file_load_contents (files->autosave, NULL, &contents, &length, NULL, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        set_aside (self, error->message);
      return;
    }
  game = game_pgn_read (contents, length, NULL, &info, &error);
  if (!game)
    {
      set_aside (self, error->message);
      return;
    }
  fianchetto_window_load_game (self, game, &info);
  if (info.players_unchosen && fianchetto_match_get_result (self->match, NULL) == GAME_ONGOING)
    fianchetto_window_offer_players (self, players_unnamed (&info));
  if (info.dropped > 0)
    keep_original (self, game, &info);
  else
    files->autosaved = g_steal_pointer (&contents);
}

void
fianchetto_window_restore_autosave (FianchettoWindow *self)
{
  restore (self);
  g_signal_connect_object (self->match, "changed", G_CALLBACK (fianchetto_window_autosave), self,
                           G_CONNECT_SWAPPED);
  fianchetto_window_autosave (self);
}
