/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-lexer.c: cuts movetext into tokens. It reads exactly `length` bytes, whatever they are,
 * and keeps count of lines so that every token knows where it stands. */
#include "pgn-lexer.h"

#include <string.h>

static bool
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

static bool is_digit (int c) { return c >= '0' && c <= '9'; }
static bool is_letter (int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* What may follow the first character of a move: "Nbxd8=Q+", "O-O-O", "e1:g1". */
static bool
is_symbol_char (int c)
{
  return is_letter (c) || is_digit (c) || (c > 0 && strchr ("+#=:-/_", c));
}

void
lexer_init (Lexer *lx, const char *text, size_t length)
{
  *lx = (Lexer) { .text = text, .length = length, .line = 1 };
  /* A UTF-8 byte-order mark, as some Windows programs write, is no part of the text. */
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    lx->at = lx->line_start = 3;
}

static void
new_line_at (Lexer *lx, size_t line_start)
{
  lx->line++;
  lx->line_start = line_start;
}

/* Moves to the byte after the next '\n', or to the end. */
static void
skip_line (Lexer *lx)
{
  const char *newline = memchr (lx->text + lx->at, '\n', lx->length - lx->at);

  if (!newline)
    {
      lx->at = lx->length;
      return;
    }
  lx->at = (size_t) (newline - lx->text) + 1;
  new_line_at (lx, lx->at);
}

void
lexer_skip_space (Lexer *lx)
{
  while (lx->at < lx->length)
    {
      int c = (unsigned char) lx->text[lx->at];
      if (c == '%' && lx->at == lx->line_start)
        skip_line (lx);
      else if (c == '\n')
        {
          lx->at++;
          new_line_at (lx, lx->at);
        }
      else if (is_space (c))
        lx->at++;
      else
        return;
    }
}

int
lexer_column (const Lexer *lx, size_t line_start, size_t at)
{
  int column = 1;

  /* UTF-8 continuation bytes (10xxxxxx) belong to the character before them. */
  for (size_t i = line_start; i < at; i++)
    column += ((unsigned char) lx->text[i] & 0xc0) != 0x80;
  return column;
}

/* Also ends a runaway comment. */
bool
lexer_tag_pair_starts (const Lexer *lx, size_t at)
{
  size_t i = at + 1;

  if (at >= lx->length || lx->text[at] != '[')
    return false;
  while (i < lx->length && (is_letter (lx->text[i]) || is_digit (lx->text[i]) || lx->text[i] == '_'))
    i++;
  if (i == at + 1)
    return false;
  while (i < lx->length && (lx->text[i] == ' ' || lx->text[i] == '\t'))
    i++;
  return i < lx->length && lx->text[i] == '"';
}

/* A brace comment. A '{' inside is just text. One that runs into a line starting with a tag
 * pair is taken as unterminated: the next game starts there. */
static void
read_brace_comment (Lexer *lx, Token *t)
{
  lx->at++;
  t->inner_start = lx->at;
  while (lx->at < lx->length)
    {
      char c = lx->text[lx->at];
      if (c == '}')
        {
          t->type = TOKEN_COMMENT;
          t->inner_length = lx->at - t->inner_start;
          lx->at++;
          return;
        }
      lx->at++;
      if (c == '\n')
        {
          new_line_at (lx, lx->at);
          if (lexer_tag_pair_starts (lx, lx->at))
            break;
        }
    }
  t->type = TOKEN_ERROR;
  t->value = PGN_ERROR_UNTERMINATED_COMMENT;
}

static void
read_line_comment (Lexer *lx, Token *t)
{
  const char *newline = memchr (lx->text + lx->at, '\n', lx->length - lx->at);
  size_t      end = newline ? (size_t) (newline - lx->text) : lx->length;

  t->type = TOKEN_COMMENT;
  t->value = 1;
  t->inner_start = lx->at + 1;
  t->inner_length = end - t->inner_start;
  lx->at = end;
}

static bool
accept_word (Lexer *lx, const char *word)
{
  size_t n = strlen (word);

  if (lx->length - lx->at < n || memcmp (lx->text + lx->at, word, n) != 0
      || is_symbol_char (lexer_peek (lx, n)))
    return false;
  lx->at += n;
  return true;
}

static bool
read_result (Lexer *lx, Token *t)
{
  static const char *const results[] = { "1-0", "0-1", "1/2-1/2" };
  static const PgnResult values[] = {
    PGN_RESULT_WHITE_WINS, PGN_RESULT_BLACK_WINS, PGN_RESULT_DRAW
  };

  for (int i = 0; i < 3; i++)
    if (accept_word (lx, results[i]))
      {
        t->type = TOKEN_RESULT;
        t->value = (int) values[i];
        return true;
      }
  return false;
}

static void
read_symbol (Lexer *lx, Token *t)
{
  lx->at++;
  while (is_symbol_char (lexer_peek (lx, 0)))
    lx->at++;
  t->type = TOKEN_SYMBOL;
}

/* "12", "12." or "12...": the number is not checked against the moves. */
static void
read_number (Lexer *lx, Token *t)
{
  while (is_digit (lexer_peek (lx, 0)))
    lx->at++;
  while (lexer_peek (lx, 0) == '.')
    lx->at++;
  t->type = TOKEN_MOVE_NUMBER;
}

static void
read_nag (Lexer *lx, Token *t)
{
  int value = 0, digits = 0;

  lx->at++;
  while (is_digit (lexer_peek (lx, 0)))
    {
      if (value <= PGN_NAG_MAX)
        value = value * 10 + (lexer_peek (lx, 0) - '0');
      digits++;
      lx->at++;
    }
  bool ok = digits > 0 && value <= PGN_NAG_MAX;
  t->type = ok ? TOKEN_NAG : TOKEN_ERROR;
  t->value = ok ? value : PGN_ERROR_BAD_NAG;
}

/* !, ?, !!, ??, !?, ?! are NAGs 1 to 6; any other run of them is an error. */
static void
read_suffix (Lexer *lx, Token *t)
{
  static const char *const suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };
  size_t start = lx->at;

  while (lexer_peek (lx, 0) == '!' || lexer_peek (lx, 0) == '?')
    lx->at++;
  for (int i = 0; i < 6; i++)
    if (strlen (suffixes[i]) == lx->at - start
        && memcmp (suffixes[i], lx->text + start, lx->at - start) == 0)
      {
        t->type = TOKEN_NAG;
        t->value = PGN_NAG_GOOD + i;
        return;
      }
  t->type = TOKEN_ERROR;
  t->value = PGN_ERROR_BAD_NAG;
}

/* Anything else: the run of bytes up to the next blank or PGN punctuation. */
static void
read_garbage (Lexer *lx, Token *t)
{
  lx->at++;
  while (lx->at < lx->length && !is_space (lexer_peek (lx, 0))
         && !strchr ("{}()[];", lexer_peek (lx, 0)))
    lx->at++;
  t->type = TOKEN_ERROR;
  t->value = PGN_ERROR_NOT_A_MOVE;
}

static void
read_token (Lexer *lx, Token *t, int c)
{
  switch (c)
    {
    case -1:  t->type = TOKEN_END; return;
    case '[':
      /* A tag pair starts the next game; anything else in brackets is no PGN. */
      if (lexer_tag_pair_starts (lx, lx->at))
        {
          t->type = TOKEN_TAG_START;
          return;
        }
      read_garbage (lx, t);
      return;
    case '{': read_brace_comment (lx, t); return;
    case ';': read_line_comment (lx, t); return;
    case '(': lx->at++; t->type = TOKEN_OPEN; return;
    case ')': lx->at++; t->type = TOKEN_CLOSE; return;
    case '*': lx->at++; t->type = TOKEN_RESULT; t->value = PGN_RESULT_NONE; return;
    case '$': read_nag (lx, t); return;
    case '!':
    case '?': read_suffix (lx, t); return;
    default:  break;
    }
  if (is_digit (c))
    {
      if (!read_result (lx, t))
        {
          if (c == '0' && lexer_peek (lx, 1) == '-')
            read_symbol (lx, t);   /* 0-0 and 0-0-0 */
          else
            read_number (lx, t);
        }
    }
  else if (is_letter (c))
    read_symbol (lx, t);
  else
    read_garbage (lx, t);
}

void
lexer_next (Lexer *lx, Token *t)
{
  do
    {
      lexer_skip_space (lx);
      while (lexer_peek (lx, 0) == '.')   /* the dots of "1 ." and "1. ..." */
        lx->at++;
    }
  while (lx->at < lx->length && is_space (lexer_peek (lx, 0)));

  *t = (Token) { .start = lx->at, .line = lx->line, .line_start = lx->line_start };
  read_token (lx, t, lexer_peek (lx, 0));
  t->length = lx->at - t->start;
}

static bool
line_is_blank (const Lexer *lx, size_t at)
{
  for (; at < lx->length && lx->text[at] != '\n'; at++)
    if (!is_space ((unsigned char) lx->text[at]))
      return false;
  return true;
}

/* "exd6 e.p." and "exd6 ep": the mark of an en-passant capture, which the move already says. */
void
lexer_skip_en_passant_mark (Lexer *lx)
{
  Lexer look = *lx;

  lexer_skip_space (&look);
  if (accept_word (&look, "ep") || accept_word (&look, "e.p."))
    *lx = look;
}

void
lexer_recover (Lexer *lx)
{
  bool blank = false;

  if (lx->at == lx->line_start && lexer_peek (lx, 0) == '[')
    return;
  while (lx->at < lx->length)
    {
      skip_line (lx);
      if (lexer_peek (lx, 0) == '['
          && (blank || (lx->length - lx->at >= 7 && memcmp (lx->text + lx->at, "[Event ", 7) == 0)))
        return;
      blank = line_is_blank (lx, lx->at);
    }
}
