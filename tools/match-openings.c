/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match-openings.c: the openings file. One opening a line: UCI moves from the start position
 * ("e2e4 e7e5 g1f3"), or a FEN (told apart by its '/'). Blank lines and '#' comments are
 * skipped. Every move is checked here, so a bad line stops the match before it starts. */
#define G_LOG_DOMAIN "match"

#include "config.h"

#include "match.h"

#include <string.h>

#include <gio/gio.h>

#include "fen.h"

static void
opening_free (gpointer data)
{
  Opening *opening = data;

  game_free (opening->game);
  g_free (opening);
}

static Game *
game_from_fen (const char *fen, GError **error)
{
  Position pos;
  FenError fen_error;
  char     reason[128];

  if (!position_from_fen (&pos, fen, &fen_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "bad FEN: %s",
                   fen_error_describe (&fen_error, reason, sizeof reason));
      return NULL;
    }
  return game_new (&pos);
}

static Game *
game_from_moves (const char *text, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t", -1);
  Game *game = game_new (NULL);

  for (char **word = words; *word; word++)
    {
      if (**word == '\0')
        continue;
      Move move = move_from_uci (game_position (game), *word);
      if (move == MOVE_NONE || !game_play (game, move))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "illegal move '%s' after %d plies", *word, game_ply_count (game));
          game_free (game);
          return NULL;
        }
    }
  return game;
}

static bool
add_opening (GPtrArray *openings, char *text, int line, GError **error)
{
  Game *game;

  if (*text == '\0' || *text == '#')
    return true;
  game = strchr (text, '/') ? game_from_fen (text, error) : game_from_moves (text, error);
  if (game == NULL)
    return false;
  if (game_result (game, NULL) != GAME_ONGOING)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "the game is already over");
      game_free (game);
      return false;
    }

  Opening *opening = g_new0 (Opening, 1);
  opening->game = game;
  opening->line = line;
  g_ptr_array_add (openings, opening);
  return true;
}

GPtrArray *
openings_load (const char *path, GError **error)
{
  g_autofree char  *contents = NULL;
  g_autoptr (GPtrArray) openings = g_ptr_array_new_with_free_func (opening_free);

  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;

  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (!add_opening (openings, g_strstrip (lines[i]), i + 1, error))
      {
        g_prefix_error (error, "%s:%d: ", path, i + 1);
        return NULL;
      }
  if (openings->len == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: no openings", path);
      return NULL;
    }
  return g_steal_pointer (&openings);
}

GPtrArray *
openings_start_position (void)
{
  GPtrArray *openings = g_ptr_array_new_with_free_func (opening_free);
  Opening   *opening = g_new0 (Opening, 1);

  opening->game = game_new (NULL);
  g_ptr_array_add (openings, opening);
  return openings;
}
