/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the PGN reader and writer. The bytes are read as a PGN file from a
 * buffer of exactly their size, so that a read past the end is caught. Every game read must
 * write out in lines of at most 80 bytes (but for a single long word, a tag or a ';' comment)
 * and read back as exactly one game equal to it; every error must have a place and a message.
 * The headers-only scan runs over the same bytes too. */
#include <stdlib.h>
#include <string.h>

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

static void
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
  pgn_game_free (again);
  pgn_reader_free (reader);
  free (text);

  Game *record = pgn_game_mainline_to_game (game);
  if (game_ply_count (record) > pgn_game_get_mainline_length (game))
    abort ();
  game_free (record);
}

static void
read_all (const char *text, size_t size, bool headers_only)
{
  PgnReader    *reader = pgn_reader_new (text, size);
  PgnGame      *game;
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
      if (!headers_only)
        check_round_trip (game);
      pgn_game_free (game);
    }
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
