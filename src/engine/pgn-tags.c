/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-tags.c: the tag pair section, [Name "value"], and the start position from SetUp/FEN. */
#include "pgn-reader-private.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  Lexer    *lx;
  PgnGame  *game;
  PgnError *error;
  Token     fen_value;   /* where the last FEN tag's value stands */
  bool      has_fen;
} TagReader;

static Token
token_here (const Lexer *lx)
{
  return (Token) {
    .start = lx->at, .length = lx->at < lx->length, .line = lx->line, .line_start = lx->line_start,
  };
}

static bool
broken (TagReader *r, const char *detail)
{
  Token here = token_here (r->lx);

  pgn_error_set (r->error, PGN_ERROR_BROKEN_TAG, r->lx, &here, NULL, detail);
  return false;
}

static void
skip_blanks (Lexer *lx)
{
  while (lexer_peek (lx, 0) == ' ' || lexer_peek (lx, 0) == '\t')
    lx->at++;
}

/* The quoted value with \" and \\ undone (any other backslash stays); control bytes become
 * spaces. Stops on the closing quote, or fails at a line break or the end. */
static bool
read_value (TagReader *r, PgnBuffer *value, Token *where)
{
  Lexer *lx = r->lx;

  lx->at++;
  *where = token_here (lx);
  for (;;)
    {
      int c = lexer_peek (lx, 0);
      if (c == -1 || c == '\n')
        return broken (r, "the value has no closing '\"'");
      if (c == '"')
        break;
      if (c == '\\' && (lexer_peek (lx, 1) == '"' || lexer_peek (lx, 1) == '\\'))
        c = lexer_peek (lx, 1), lx->at++;
      pgn_buffer_append_char (value, c < ' ' || c == 0x7f ? ' ' : (char) c);
      lx->at++;
    }
  where->length = lx->at - where->start;
  lx->at++;
  return true;
}

static bool
read_tag_pair (TagReader *r)
{
  Lexer    *lx = r->lx;
  PgnBuffer value = { 0 };
  Token     where;

  lx->at++;
  skip_blanks (lx);
  size_t name = lx->at;
  while (lx->at < lx->length && pgn_tag_name_is_valid (lx->text + lx->at, 1))
    lx->at++;
  size_t name_length = lx->at - name;
  if (name_length == 0)
    return broken (r, "a tag name must follow '['");
  skip_blanks (lx);
  if (lexer_peek (lx, 0) != '"')
    return broken (r, "the value must be in double quotes");
  bool ok = read_value (r, &value, &where);
  if (ok)
    {
      skip_blanks (lx);
      ok = lexer_peek (lx, 0) == ']' || broken (r, "the tag pair has no closing ']'");
    }
  if (ok)
    {
      lx->at++;
      pgn_game_put_tag (r->game, lx->text + name, name_length, value.data ? value.data : "",
                        value.length);
      if (name_length == 3 && memcmp (lx->text + name, "FEN", 3) == 0)
        {
          r->has_fen = true;
          r->fen_value = where;
        }
    }
  free (value.data);
  return ok;
}

/* Comments between tag pairs are passed over; one after the last pair belongs to the moves. */
static bool
skip_comments_before_tag (Lexer *lx)
{
  Lexer look = *lx;
  Token t;

  do
    {
      lexer_next (&look, &t);
      if (t.type == TOKEN_TAG_START)
        {
          *lx = look;
          return true;
        }
    }
  while (t.type == TOKEN_COMMENT);
  return false;
}

static bool
set_start_position (TagReader *r)
{
  FenError fen_error;
  Position start;

  if (!position_from_fen (&start, pgn_game_get_tag (r->game, "FEN"), &fen_error))
    {
      pgn_error_set_fen (r->error, r->lx, &r->fen_value, &fen_error);
      return false;
    }
  r->game->start = start;
  return true;
}

bool
pgn_read_tags (Lexer *lx, PgnGame *game, PgnError *error)
{
  TagReader r = { .lx = lx, .game = game, .error = error };

  for (;;)
    {
      lexer_skip_space (lx);
      int c = lexer_peek (lx, 0);
      if (c != '[' && !((c == '{' || c == ';') && skip_comments_before_tag (lx)))
        break;
      if (!read_tag_pair (&r))
        return false;
    }
  return !r.has_fen || set_start_position (&r);
}
