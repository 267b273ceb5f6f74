/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-error.c: filling in a PgnError, with the reason in English. */
#include "pgn-reader-private.h"

#include <stdio.h>
#include <string.h>

/* The offending text up to its line's end, printable: other control bytes show as '?'. */
static void
copy_text (PgnError *error, const char *text, size_t length)
{
  size_t n = length < sizeof error->text - 1 ? length : sizeof error->text - 1;
  size_t i;

  for (i = 0; i < n && text[i] != '\n' && text[i] != '\r'; i++)
    {
      unsigned char c = (unsigned char) text[i];
      error->text[i] = c < ' ' || c == 0x7f ? '?' : (char) c;
    }
  error->text[i] = '\0';
}

static void
write_message (PgnError *e, const char *detail)
{
  char fen_reason[128];
  char *m = e->message;
  size_t size = sizeof e->message;

  switch (e->code)
    {
    case PGN_OK: snprintf (m, size, "no error"); break;
    case PGN_ERROR_ILLEGAL_MOVE:
      snprintf (m, size, "illegal move \"%s\" in the position %s", e->text, e->fen); break;
    case PGN_ERROR_AMBIGUOUS_MOVE:
      snprintf (m, size, "ambiguous move \"%s\" in the position %s", e->text, e->fen); break;
    case PGN_ERROR_NOT_A_MOVE:
      snprintf (m, size, "\"%s\" is not a move", e->text); break;
    case PGN_ERROR_BAD_NAG:
      snprintf (m, size, "\"%s\" is not an annotation ($0 to $255, !, ?, !!, ??, !?, ?!)", e->text);
      break;
    case PGN_ERROR_MISPLACED:
      snprintf (m, size, "\"%s\" has no move before it", e->text); break;
    case PGN_ERROR_UNTERMINATED_COMMENT:
      snprintf (m, size, "the comment that starts here has no closing '}'"); break;
    case PGN_ERROR_UNTERMINATED_VARIATION:
      snprintf (m, size, "the variation that starts here has no closing ')'"); break;
    case PGN_ERROR_UNBALANCED_PARENTHESIS:
      snprintf (m, size, "')' closes no variation"); break;
    case PGN_ERROR_TOO_DEEP:
      snprintf (m, size, "variations nested more than %d deep", PGN_MAX_DEPTH); break;
    case PGN_ERROR_BROKEN_TAG:
      snprintf (m, size, "broken tag pair: %s", detail ? detail : "unreadable"); break;
    case PGN_ERROR_BAD_FEN:
      fen_error_describe (&e->fen_error, fen_reason, sizeof fen_reason);
      snprintf (m, size, "bad FEN tag: %s", fen_reason); break;
    }
}

void
pgn_error_set (PgnError *error, PgnErrorCode code, const Lexer *lx, const Token *token,
               const Position *pos, const char *detail)
{
  if (!error)
    return;
  memset (error, 0, sizeof *error);
  error->code = code;
  error->line = token->line;
  error->column = lexer_column (lx, token->line_start, token->start);
  copy_text (error, lx->text + token->start, token->length);
  if (pos)
    position_to_fen (pos, error->fen, sizeof error->fen);
  write_message (error, detail);
}

void
pgn_error_set_fen (PgnError *error, const Lexer *lx, const Token *value, const FenError *fen_error)
{
  if (!error)
    return;
  Token at = *value;

  /* The column of the FEN field at fault, when the value had no escapes before it. */
  if (fen_error->column >= 0 && (size_t) fen_error->column < value->length)
    {
      at.start += (size_t) fen_error->column;
      at.length -= (size_t) fen_error->column;
    }
  pgn_error_set (error, PGN_ERROR_BAD_FEN, lx, &at, NULL, NULL);
  copy_text (error, lx->text + value->start, value->length);
  error->fen_error = *fen_error;
  write_message (error, NULL);
}

char *
pgn_error_describe (const PgnError *error, char *buf, size_t size)
{
  snprintf (buf, size, "line %d, column %d: %s", error->line, error->column, error->message);
  return buf;
}
