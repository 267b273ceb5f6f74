/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the PGN reader and writer. The bytes are read as a PGN file from a
 * buffer of exactly their size, so that a read past the end is caught. Every game read must
 * write out in lines of at most 80 bytes (but for a single long word, a tag or a ';' comment)
 * and read back as exactly one game equal to it, which writes out to the same text; all the
 * games written one after another must read back as the same games in order; every error must
 * have a place and a message. The headers-only scan runs over the same bytes too. */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "pgn.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_error (const PgnError *error)
{
  char text[512];

  if (error->code == PGN_OK || error->line < 1 || error->column < 1 || !error->message[0]
      || !pgn_error_describe (error, text, sizeof text))
    abort ();
}

/* A line longer than the limit must be one that cannot be broken. */
static void
check_lines (const char *text)
{
  while (*text)
    {
      size_t length = strcspn (text, "\n");
      const char *word = text + (text[0] == ' ');
      size_t      word_length = length - (size_t) (word - text);
      if (length > 80 && text[0] != '[' && text[0] != ';' && memchr (word, ' ', word_length))
        abort ();
      text += length + (text[length] == '\n');
    }
}

/* Returns the text written, for the file of all games. */
static char *
check_round_trip (const PgnGame *game)
{
  size_t     length;
  char      *text = pgn_game_write (game, &length);
  PgnReader *reader = pgn_reader_new (text, length);
  PgnGame   *again = NULL, *extra = NULL;
  PgnError   error;

  check_lines (text);
  if (pgn_reader_next_game (reader, &again, &error) != PGN_READ_GAME
      || !pgn_game_equal (game, again)
      || pgn_reader_next_game (reader, &extra, &error) != PGN_READ_END)
    abort ();
  char *text_again = pgn_game_write (again, NULL);
  if (strcmp (text, text_again) != 0)
    abort ();
  free (text_again);
  pgn_game_free (again);
  pgn_reader_free (reader);

  Game *record = game_new_from_pgn (pgn_game_copy (game), NULL);
  if (game_ply_count (record) > pgn_game_get_mainline_length (game))
    abort ();
  game_free (record);
  return text;
}

/* The games written into one text, a blank line apart, read back in order. */
static void
check_file (PgnGame **games, char **texts, int n)
{
  size_t length = 0;

  for (int i = 0; i < n; i++)
    length += strlen (texts[i]) + 1;
  char *file = malloc (length + 1), *at = file;
  for (int i = 0; i < n; i++)
    {
      size_t one = strlen (texts[i]);
      memcpy (at, texts[i], one);
      at[one] = '\n';
      at += one + 1;
    }
  PgnReader *reader = pgn_reader_new (file, length);
  PgnGame   *game;
  PgnError   error;
  for (int i = 0; i < n; i++)
    {
      if (pgn_reader_next_game (reader, &game, &error) != PGN_READ_GAME
          || !pgn_game_equal (game, games[i]))
        abort ();
      pgn_game_free (game);
    }
  if (pgn_reader_next_game (reader, &game, &error) != PGN_READ_END)
    abort ();
  pgn_reader_free (reader);
  free (file);
}

static void
read_all (const char *text, size_t size, bool headers_only)
{
  PgnReader    *reader = pgn_reader_new (text, size);
  PgnGame      *game, **games = NULL;
  char        **texts = NULL;
  int           n = 0;
  PgnError      error;
  PgnReadStatus status;

  while ((status = headers_only ? pgn_reader_next_header (reader, &game, &error)
                                : pgn_reader_next_game (reader, &game, &error)) != PGN_READ_END)
    {
      if (status == PGN_READ_ERROR)
        {
          check_error (&error);
          continue;
        }
      if (headers_only)
        {
          pgn_game_free (game);
          continue;
        }
      games = realloc (games, sizeof *games * (size_t) (n + 1));
      texts = realloc (texts, sizeof *texts * (size_t) (n + 1));
      texts[n] = check_round_trip (game);
      games[n++] = game;
    }
  check_file (games, texts, n);
  for (int i = 0; i < n; i++)
    {
      pgn_game_free (games[i]);
      free (texts[i]);
    }
  free (games);
  free (texts);
  pgn_reader_free (reader);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size ? size : 1);

  if (size)
    memcpy (text, data, size);
  read_all (text, size, false);
  read_all (text, size, true);
  free (text);
  return 0;
}
