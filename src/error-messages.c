/* SPDX-License-Identifier: GPL-3.0-or-later */
/* error-messages.c: one translatable message per PGN and FEN error code. The placeholders are
 * numbered (%1$d) so that a translation may put the line, the column and the text in the order
 * its language wants. */
#define G_LOG_DOMAIN "fianchetto-errors"

#include "config.h"

#include "error-messages.h"

#include <glib/gi18n.h>

#include "move.h"

/* The errors about what stands at a place in the text: line, column and that text. */
static char *
pgn_text_message (const PgnError *e, const char *text)
{
  switch (e->code)
    {
    case PGN_ERROR_ILLEGAL_MOVE:
      /* Translators: %1$d is a line and %2$d a column of the file, %3$s a move as written there. */
      return g_strdup_printf (_("Line %1$d, column %2$d: the move “%3$s” is not legal here"),
                              e->line, e->column, text);
    case PGN_ERROR_AMBIGUOUS_MOVE:
      /* Translators: %1$d is a line and %2$d a column of the file, %3$s a move as written there
       * that does not say which of two pieces moves. */
      return g_strdup_printf (_("Line %1$d, column %2$d: the move “%3$s” could mean more than one move"),
                              e->line, e->column, text);
    case PGN_ERROR_NOT_A_MOVE:
      /* Translators: %1$d is a line and %2$d a column of the file, %3$s the text found there. */
      return g_strdup_printf (_("Line %1$d, column %2$d: “%3$s” is not a move"),
                              e->line, e->column, text);
    case PGN_ERROR_BAD_NAG:
      /* Translators: %1$d is a line and %2$d a column of the file, %3$s the text found there.
       * The annotations in brackets are symbols of the file format: keep them as they are. */
      return g_strdup_printf (_("Line %1$d, column %2$d: “%3$s” is not an annotation ($0 to $255, !, ?, !!, ??, !?, ?!)"),
                              e->line, e->column, text);
    case PGN_ERROR_MISPLACED:
      /* Translators: %1$d is a line and %2$d a column of the file, %3$s an annotation or a
       * variation found there with no move before it. */
      return g_strdup_printf (_("Line %1$d, column %2$d: “%3$s” has no move before it"),
                              e->line, e->column, text);
    default:
      return NULL;
    }
}

/* The errors about the structure of the text: line and column only, or a detail. */
static char *
pgn_place_message (const PgnError *e)
{
  g_autofree char *fen_reason = NULL;

  switch (e->code)
    {
    case PGN_ERROR_UNTERMINATED_COMMENT:
      /* Translators: %1$d is a line and %2$d a column of the file. */
      return g_strdup_printf (_("Line %1$d, column %2$d: the comment that starts here has no closing “}”"),
                              e->line, e->column);
    case PGN_ERROR_UNTERMINATED_VARIATION:
      /* Translators: %1$d is a line and %2$d a column of the file. */
      return g_strdup_printf (_("Line %1$d, column %2$d: the variation that starts here has no closing “)”"),
                              e->line, e->column);
    case PGN_ERROR_UNBALANCED_PARENTHESIS:
      /* Translators: %1$d is a line and %2$d a column of the file. */
      return g_strdup_printf (_("Line %1$d, column %2$d: this “)” closes no variation"),
                              e->line, e->column);
    case PGN_ERROR_TOO_DEEP:
      /* Translators: %1$d is a line and %2$d a column of the file, %3$d how deep variations
       * (alternative moves within alternative moves) may be nested. */
      return g_strdup_printf (_("Line %1$d, column %2$d: variations are nested more than %3$d deep"),
                              e->line, e->column, PGN_MAX_DEPTH);
    case PGN_ERROR_BROKEN_TAG:
      /* Translators: %1$d is a line and %2$d a column of the file. A tag pair is a line
       * such as [White "Anna"]. */
      return g_strdup_printf (_("Line %1$d, column %2$d: this tag pair is not written correctly"),
                              e->line, e->column);
    case PGN_ERROR_BAD_FEN:
      fen_reason = error_message_for_fen (&e->fen_error);
      /* Translators: %1$d is a line and %2$d a column of the file, %3$s why the position in
       * the FEN tag (the position the game starts from) is not valid. */
      return g_strdup_printf (_("Line %1$d, column %2$d: the FEN tag is not a valid position: %3$s"),
                              e->line, e->column, fen_reason);
    default:
      /* Translators: %1$d is a line and %2$d a column of the file. */
      return g_strdup_printf (_("Line %1$d, column %2$d: the game cannot be read"),
                              e->line, e->column);
    }
}

char *
error_message_for_pgn (const PgnError *error)
{
  g_autofree char *text = NULL;
  char *message;

  g_return_val_if_fail (error != NULL, NULL);

  /* The reader keeps the bytes as they were, possibly cut inside a character. */
  text = g_utf8_make_valid (error->text, -1);
  message = pgn_text_message (error, text);
  return message ? message : pgn_place_message (error);
}

/* The errors that name a side: one string for each, so that a translation may agree with it. */
static char *
fen_side_message (const FenError *e)
{
  gboolean white = e->color == WHITE;

  switch (e->code)
    {
    case FEN_ERROR_KING_COUNT:
      if (e->count == 0)
        return g_strdup (white ? _("White has no king") : _("Black has no king"));
      return g_strdup (white ? _("White has more than one king") : _("Black has more than one king"));
    case FEN_ERROR_TOO_MANY_PIECES:
      return g_strdup (white ? _("White has too many pieces or pawns")
                             : _("Black has too many pieces or pawns"));
    case FEN_ERROR_OPPONENT_IN_CHECK:
      return g_strdup (white ? _("White is in check, but it is Black’s move")
                             : _("Black is in check, but it is White’s move"));
    default:
      return NULL;
    }
}

/* A letter of the FEN as the user typed it, or its byte value when it cannot be shown. */
static char *
letter_text (char letter)
{
  if (letter > ' ' && letter < 0x7f)
    return g_strdup_printf ("%c", letter);
  return g_strdup_printf ("0x%02x", (unsigned char) letter);
}

/* The errors that name a count, a letter or a square. */
static char *
fen_detail_message (const FenError *e)
{
  g_autofree char *letter = letter_text (e->letter);
  char square[3] = "?";

  if (square_is_valid (e->square))
    square_to_string (e->square, square);
  switch (e->code)
    {
    case FEN_ERROR_FIELD_COUNT:
      /* Translators: %1$d is how many fields, separated by spaces, the text has. */
      return g_strdup_printf (ngettext ("a FEN position has 4 to 6 fields separated by spaces, this one has %1$d",
                                        "a FEN position has 4 to 6 fields separated by spaces, this one has %1$d",
                                        (gulong) MAX (e->count, 0)), e->count);
    case FEN_ERROR_RANK_COUNT:
      return g_strdup_printf (ngettext ("the board has %1$d rank instead of 8",
                                        "the board has %1$d ranks instead of 8",
                                        (gulong) MAX (e->count, 0)), e->count);
    case FEN_ERROR_FILE_COUNT:
      /* Translators: %1$d is a rank of the board (1 to 8), %2$d how many squares it has. */
      return g_strdup_printf (ngettext ("rank %1$d has %2$d square instead of 8",
                                        "rank %1$d has %2$d squares instead of 8",
                                        (gulong) MAX (e->count, 0)), e->rank, e->count);
    case FEN_ERROR_PIECE_LETTER:
      /* Translators: %1$s is a character of the text, or its code such as 0x07. */
      return g_strdup_printf (_("“%1$s” is not a piece letter"), letter);
    case FEN_ERROR_PAWN_ON_BACK_RANK:
      /* Translators: %1$s is a square such as e8. */
      return g_strdup_printf (_("a pawn stands on %1$s, on the first or last rank"), square);
    case FEN_ERROR_CASTLING_PIECES:
      /* Translators: %1$s is one of K, Q, k and q, the castling rights of the file format. */
      return g_strdup_printf (_("castling right “%1$s” needs the king and that rook on their starting squares"),
                              letter);
    case FEN_ERROR_EN_PASSANT_IMPOSSIBLE:
      /* Translators: %1$s is a square such as e3. */
      return g_strdup_printf (_("en passant on %1$s is impossible: no pawn can just have stepped past it"),
                              square);
    default:
      return NULL;
    }
}

/* The errors in the syntax of a field, which need no detail. */
static char *
fen_field_message (const FenError *e)
{
  switch (e->code)
    {
    case FEN_ERROR_SIDE_TO_MOVE:
      /* Translators: “w” and “b” are the letters of the file format: keep them. */
      return g_strdup (_("the side to move must be “w” or “b”"));
    case FEN_ERROR_CASTLING_SYNTAX:
      /* Translators: “-” and “KQkq” are the symbols of the file format: keep them. */
      return g_strdup (_("the castling field must be “-” or some of “KQkq”, each at most once"));
    case FEN_ERROR_EN_PASSANT_SYNTAX:
      /* Translators: “-” is the symbol of the file format for none: keep it. */
      return g_strdup (_("the en passant field must be “-” or a square such as e3"));
    case FEN_ERROR_HALFMOVE_CLOCK:
      return g_strdup (_("the halfmove clock must be a number from 0 to 9999"));
    case FEN_ERROR_FULLMOVE_NUMBER:
      return g_strdup (_("the move number must be a number from 1 to 9999"));
    default:
      return g_strdup (_("the position cannot be read"));
    }
}

char *
error_message_for_fen (const FenError *error)
{
  char *message;

  g_return_val_if_fail (error != NULL, NULL);

  message = fen_side_message (error);
  if (!message)
    message = fen_detail_message (error);
  return message ? message : fen_field_message (error);
}
