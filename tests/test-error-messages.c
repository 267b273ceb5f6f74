/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-error-messages.c: every PGN and FEN error code has its own message, the PGN ones with
 * their line and column, and what the readers report comes out readable. No display needed. */
#include "config.h"

#include <glib.h>

#include "error-messages.h"

#define TEST_LINE 321
#define TEST_COLUMN 54

typedef struct {
  const char   *name;
  PgnErrorCode  code;
  const char   *text;   /* what stood there, and should be shown, or NULL */
} PgnCase;

static const PgnCase pgn_cases[] = {
  { "illegal-move", PGN_ERROR_ILLEGAL_MOVE, "Ke3" },
  { "ambiguous-move", PGN_ERROR_AMBIGUOUS_MOVE, "Nd2" },
  { "not-a-move", PGN_ERROR_NOT_A_MOVE, "xyzzy" },
  { "bad-nag", PGN_ERROR_BAD_NAG, "$999" },
  { "misplaced", PGN_ERROR_MISPLACED, "$1" },
  { "unterminated-comment", PGN_ERROR_UNTERMINATED_COMMENT, NULL },
  { "unterminated-variation", PGN_ERROR_UNTERMINATED_VARIATION, NULL },
  { "unbalanced-parenthesis", PGN_ERROR_UNBALANCED_PARENTHESIS, NULL },
  { "too-deep", PGN_ERROR_TOO_DEEP, NULL },
  { "broken-tag", PGN_ERROR_BROKEN_TAG, NULL },
  { "bad-fen", PGN_ERROR_BAD_FEN, NULL },
};

static PgnError
make_pgn_error (const PgnCase *c)
{
  PgnError error = { .code = c->code, .line = TEST_LINE, .column = TEST_COLUMN };

  g_strlcpy (error.text, c->text ? c->text : "(", sizeof error.text);
  error.fen_error.code = FEN_ERROR_RANK_COUNT;
  error.fen_error.count = 7;
  return error;
}

static void
test_pgn_code (gconstpointer data)
{
  const PgnCase *c = data;
  PgnError error = make_pgn_error (c);
  g_autofree char *message = error_message_for_pgn (&error);
  g_autofree char *line = g_strdup_printf ("%d", TEST_LINE);
  g_autofree char *column = g_strdup_printf ("%d", TEST_COLUMN);

  g_assert_nonnull (message);
  g_assert_true (g_utf8_validate (message, -1, NULL));
  g_assert_nonnull (strstr (message, line));
  g_assert_nonnull (strstr (message, column));
  if (c->text)
    g_assert_nonnull (strstr (message, c->text));
}

static void
test_pgn_distinct (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (pgn_cases); i++)
    {
      PgnError error = make_pgn_error (&pgn_cases[i]);
      char *message = error_message_for_pgn (&error);

      g_test_message ("%s: %s", pgn_cases[i].name, message);
      g_assert_false (g_hash_table_contains (seen, message));
      g_hash_table_add (seen, message);
    }
}

/* The FEN reason is part of the message about a FEN tag. */
static void
test_pgn_bad_fen_reason (void)
{
  PgnError error = make_pgn_error (&pgn_cases[G_N_ELEMENTS (pgn_cases) - 1]);
  g_autofree char *message = error_message_for_pgn (&error);
  g_autofree char *reason = error_message_for_fen (&error.fen_error);

  g_assert_cmpint (error.code, ==, PGN_ERROR_BAD_FEN);
  g_assert_nonnull (strstr (message, reason));
}

/* The reader keeps the offending bytes, which need not be UTF-8, and cuts them short. */
static void
test_pgn_invalid_utf8 (void)
{
  PgnError error = { .code = PGN_ERROR_NOT_A_MOVE, .line = 1, .column = 1 };
  g_autofree char *message = NULL;

  g_strlcpy (error.text, "e4\xff\xfe\xc3", sizeof error.text);
  message = error_message_for_pgn (&error);
  g_assert_true (g_utf8_validate (message, -1, NULL));
  g_assert_nonnull (strstr (message, "e4"));
}

/* What the reader reports, as the user sees it after opening the file. */
static void
test_pgn_from_reader (void)
{
  static const char text[] = "[Event \"?\"]\n\n1. e4 e5 2. Ke3 *\n";
  PgnReader *reader = pgn_reader_new (text, sizeof text - 1);
  PgnGame *game = NULL;
  PgnError error;
  g_autofree char *message = NULL;

  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_ERROR);
  pgn_reader_free (reader);
  message = error_message_for_pgn (&error);
  g_assert_nonnull (strstr (message, "Line 3, column 13"));
  g_assert_nonnull (strstr (message, "“Ke3”"));
}

typedef struct {
  const char *name;
  FenError    error;
} FenCase;

/* Square SQ_NONE unless named. */
#define FEN_CASE(code_, square_, ...) \
  { #code_, { .code = FEN_ERROR_##code_, .square = square_, __VA_ARGS__ } }

static const FenCase fen_cases[] = {
  FEN_CASE (FIELD_COUNT, SQ_NONE, .count = 3),
  FEN_CASE (RANK_COUNT, SQ_NONE, .count = 7),
  FEN_CASE (FILE_COUNT, SQ_NONE, .rank = 4, .count = 9),
  FEN_CASE (PIECE_LETTER, SQ_NONE, .letter = 'x'),
  FEN_CASE (PIECE_LETTER, SQ_NONE, .letter = '\a'),
  FEN_CASE (KING_COUNT, SQ_NONE, .color = WHITE, .count = 0),
  FEN_CASE (KING_COUNT, SQ_NONE, .color = WHITE, .count = 2),
  FEN_CASE (KING_COUNT, SQ_NONE, .color = BLACK, .count = 0),
  FEN_CASE (KING_COUNT, SQ_NONE, .color = BLACK, .count = 3),
  FEN_CASE (TOO_MANY_PIECES, SQ_NONE, .color = WHITE, .count = 17),
  FEN_CASE (TOO_MANY_PIECES, SQ_NONE, .color = BLACK, .count = 17),
  FEN_CASE (PAWN_ON_BACK_RANK, E8),
  FEN_CASE (SIDE_TO_MOVE, SQ_NONE, .letter = 'x'),
  FEN_CASE (OPPONENT_IN_CHECK, SQ_NONE, .color = WHITE),
  FEN_CASE (OPPONENT_IN_CHECK, SQ_NONE, .color = BLACK),
  FEN_CASE (CASTLING_SYNTAX, SQ_NONE, .letter = 'x'),
  FEN_CASE (CASTLING_PIECES, SQ_NONE, .letter = 'K'),
  FEN_CASE (EN_PASSANT_SYNTAX, SQ_NONE),
  FEN_CASE (EN_PASSANT_IMPOSSIBLE, E3),
  FEN_CASE (HALFMOVE_CLOCK, SQ_NONE),
  FEN_CASE (FULLMOVE_NUMBER, SQ_NONE),
};

static void
test_fen_distinct (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (fen_cases); i++)
    {
      char *message = error_message_for_fen (&fen_cases[i].error);

      g_test_message ("%s: %s", fen_cases[i].name, message);
      g_assert_cmpstr (message, !=, "");
      g_assert_true (g_utf8_validate (message, -1, NULL));
      g_assert_false (g_hash_table_contains (seen, message));
      g_hash_table_add (seen, message);
    }
}

typedef struct {
  const char *fen;
  const char *expected;   /* a part of the message */
} FenReaderCase;

static const FenReaderCase fen_reader_cases[] = {
  { "8/8/8 w - - 0 1", "3 ranks" },
  { "4k3/8/8/8/8/8/8/4K2P w - - 0 1", "h1" },
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 x", "move number" },
};

/* What the FEN reader reports, as the user sees it after a paste. */
static void
test_fen_from_reader (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (fen_reader_cases); i++)
    {
      Position pos;
      FenError error;
      g_autofree char *message = NULL;

      g_test_message ("%s", fen_reader_cases[i].fen);
      g_assert_false (position_from_fen (&pos, fen_reader_cases[i].fen, &error));
      message = error_message_for_fen (&error);
      g_assert_nonnull (strstr (message, fen_reader_cases[i].expected));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();

  for (gsize i = 0; i < G_N_ELEMENTS (pgn_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/error-messages/pgn/", pgn_cases[i].name, NULL);
      g_test_add_data_func (path, &pgn_cases[i], test_pgn_code);
    }
  g_test_add_func ("/error-messages/pgn/distinct", test_pgn_distinct);
  g_test_add_func ("/error-messages/pgn/bad-fen-reason", test_pgn_bad_fen_reason);
  g_test_add_func ("/error-messages/pgn/invalid-utf8", test_pgn_invalid_utf8);
  g_test_add_func ("/error-messages/pgn/from-reader", test_pgn_from_reader);
  g_test_add_func ("/error-messages/fen/distinct", test_fen_distinct);
  g_test_add_func ("/error-messages/fen/from-reader", test_fen_from_reader);
  return g_test_run ();
}
