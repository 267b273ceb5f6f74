/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-reader.c: games one after another from a PGN text, each read whole or reported as an
 * error, after which reading goes on at the next game. */
#include "pgn-reader-private.h"

#include <stdlib.h>
#include <string.h>

struct PgnReader {
  Lexer  lx;
  size_t game_offset;
  int    game_line;
};

typedef bool (*MovetextFunc) (Lexer *lx, PgnGame *game, bool *result_seen, PgnError *error);

PgnReader *
pgn_reader_new (const char *text, size_t length)
{
  PgnReader *reader = pgn_alloc (sizeof *reader);

  engine_init ();
  lexer_init (&reader->lx, length ? text : "", length);
  reader->game_line = 1;
  return reader;
}

void
pgn_reader_free (PgnReader *reader)
{
  free (reader);
}

/* Only comments, and not even a result: the space between games, not a game. */
static bool
is_empty (const PgnGame *game, bool result_seen)
{
  return !result_seen && game->n_tags == 0 && !game->first;
}

/* A game cut off before its result (by the next game's tags or the end of the text) takes
 * the one its Result tag announced. */
static void
result_from_tag (PgnGame *game)
{
  const char *tag = pgn_game_get_tag (game, "Result");

  for (int r = PGN_RESULT_NONE; tag && r <= PGN_RESULT_DRAW; r++)
    if (strcmp (tag, pgn_result_to_string ((PgnResult) r)) == 0)
      game->result = (PgnResult) r;
}

static PgnReadStatus
next (PgnReader *reader, PgnGame **out, PgnError *error, MovetextFunc read_movetext)
{
  Lexer *lx = &reader->lx;

  *out = NULL;
  for (;;)
    {
      lexer_skip_space (lx);
      if (lx->at >= lx->length)
        return PGN_READ_END;
      reader->game_offset = lx->at;
      reader->game_line = lx->line;

      PgnGame *game = pgn_game_new ();
      bool     result_seen = false;
      if (!pgn_read_tags (lx, game, error) || !read_movetext (lx, game, &result_seen, error))
        {
          pgn_game_free (game);
          lexer_recover (lx);
          return PGN_READ_ERROR;
        }
      if (!is_empty (game, result_seen))
        {
          if (!result_seen)
            result_from_tag (game);
          *out = game;
          return PGN_READ_GAME;
        }
      pgn_game_free (game);
    }
}

PgnReadStatus
pgn_reader_next_game (PgnReader *reader, PgnGame **game, PgnError *error)
{
  return next (reader, game, error, pgn_read_movetext);
}

PgnReadStatus
pgn_reader_next_header (PgnReader *reader, PgnGame **game, PgnError *error)
{
  return next (reader, game, error, pgn_skip_movetext);
}

void
pgn_reader_get_game_start (const PgnReader *reader, size_t *offset, int *line)
{
  if (offset)
    *offset = reader->game_offset;
  if (line)
    *line = reader->game_line;
}

void
pgn_reader_seek (PgnReader *reader, size_t offset, int line)
{
  Lexer *lx = &reader->lx;

  lx->at = offset < lx->length ? offset : lx->length;
  lx->line = line > 0 ? line : 1;
  /* The start of the line holding offset, for columns. */
  lx->line_start = lx->at;
  while (lx->line_start > 0 && lx->text[lx->line_start - 1] != '\n')
    lx->line_start--;
}
