/* SPDX-License-Identifier: GPL-3.0-or-later */
/* PGN: every file of tests/data/pgn with what it must give (games and their final positions, or
 * errors with line, column and reason), the move trees they hold, small texts read from exact-size
 * buffers, the writer's export format, the game API, and round trips of a few hundred games played
 * at test time (random and by the engine) with comments, NAGs and variations. */
#include <glib.h>
#include <string.h>

#include "movegen.h"
#include "describe-tree.h"
#include "game.h"
#include "pgn.h"
#include "search.h"

/* ---- Helpers --------------------------------------------------------------------------- */

static char *
final_fen (const PgnGame *game)
{
  Game *record = game_new_from_pgn (pgn_game_copy (game), NULL);
  char  fen[FEN_MAX];

  position_to_fen (game_position (record), fen, sizeof fen);
  game_free (record);
  return g_strdup (fen);
}

static char *
load_file (const char *name, gsize *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pgn", name, NULL);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);
  return text;
}

/* Writes the game, checks the export format's line width, and reads it back: exactly one game,
 * equal to it, which writes out to the same text. */
static void
assert_round_trip (const PgnGame *game)
{
  size_t           length;
  g_autofree char *text = pgn_game_write (game, &length);
  PgnReader       *reader = pgn_reader_new (text, length);
  PgnGame         *again = NULL, *extra = NULL;
  PgnError         error;

  g_assert_cmpuint (strlen (text), ==, length);
  g_assert_true (g_str_has_suffix (text, "\n"));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (strlen (lines[i]) > 80 && lines[i][0] != '[' && lines[i][0] != ';')
      g_assert_null (strchr (lines[i] + 1, ' '));   /* only a word too long for any line */

  PgnReadStatus status = pgn_reader_next_game (reader, &again, &error);
  if (status != PGN_READ_GAME)
    g_test_message ("%s\nline %d, column %d: %s", text, error.line, error.column, error.message);
  g_assert_cmpint (status, ==, PGN_READ_GAME);
  if (!pgn_game_equal (game, again))
    g_test_message ("%s", text);
  g_assert_true (pgn_game_equal (game, again));
  g_assert_cmpint (pgn_reader_next_game (reader, &extra, &error), ==, PGN_READ_END);
  g_autofree char *text_again = pgn_game_write (again, NULL);
  g_assert_cmpstr (text_again, ==, text);
  pgn_game_free (again);
  pgn_reader_free (reader);
}

/* ---- The files of tests/data/pgn ------------------------------------------------------- */

/* A game (code PGN_OK): its mainline's plies, result and final position. An error: its place,
 * the offending text and, for a move, the position it was tried in. */
typedef struct {
  PgnErrorCode code;
  int          plies_or_line;
  int          column;
  PgnResult    result;
  const char  *text;      /* a game's final FEN; an error's offending text */
  const char  *fen;       /* the position of an illegal or ambiguous move */
} Outcome;

#define GAME(plies, result, fen) { PGN_OK, plies, 0, result, fen, NULL }
#define ERROR(code, line, column, text, ...) { code, line, column, PGN_RESULT_NONE, text, __VA_ARGS__ }

enum { MAX_OUTCOMES = 8 };

typedef struct {
  const char *name;
  Outcome     outcomes[MAX_OUTCOMES];
} FileCase;

static const FileCase file_cases[] = {
  { "ambiguous-move.pgn", {
      ERROR (PGN_ERROR_AMBIGUOUS_MOVE, 5, 4, "Nd2",
             "rnbqkbnr/ppp2ppp/8/3pp3/8/3P1N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3"),
      GAME (5, PGN_RESULT_NONE, "rnbqkbnr/ppp2ppp/8/3pp3/8/3P1N2/PPPNPPPP/R1BQKB1R b KQkq - 1 3") } },
  { "bad-fen.pgn", {
      ERROR (PGN_ERROR_BAD_FEN, 3, 49, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ"),
      ERROR (PGN_ERROR_BAD_FEN, 10, 7, "4k3/8/8/8/8/8/8/K3K3 w - - 0 1"),
      GAME (2, PGN_RESULT_DRAW, "4k3/8/8/8/8/8/8/4K3 w - - 0 1") } },
  { "broken-tag.pgn", {
      ERROR (PGN_ERROR_BROKEN_TAG, 2, 17, ""),
      ERROR (PGN_ERROR_BROKEN_TAG, 8, 18, ""),
      ERROR (PGN_ERROR_BROKEN_TAG, 14, 8, "3"),
      GAME (1, PGN_RESULT_NONE, "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1") } },
  { "castling.pgn", {
      GAME (2, PGN_RESULT_NONE, "2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2"),
      GAME (2, PGN_RESULT_NONE, "r4rk1/pppppppp/8/8/8/8/PPPPPPPP/2KR3R w - - 2 2"),
      GAME (4, PGN_RESULT_NONE, "r2r2k1/8/8/8/8/8/8/2K4R w - - 0 3") } },
  { "comments.pgn", {
      GAME (6, PGN_RESULT_DRAW, "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"),
      GAME (0, PGN_RESULT_NONE, FEN_START) } },
  { "crlf.pgn", {
      GAME (7, PGN_RESULT_WHITE_WINS, "r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4"),
      GAME (1, PGN_RESULT_NONE, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1") } },
  { "disambiguation.pgn", {
      GAME (10, PGN_RESULT_NONE, "8/8/8/1k2N3/4R3/1N6/4R3/6K1 w - - 10 6"),
      GAME (6, PGN_RESULT_NONE, "8/5k2/8/8/4Q2Q/8/8/K3Q3 w - - 6 4") } },
  { "illegal-move.pgn", {
      ERROR (PGN_ERROR_ILLEGAL_MOVE, 4, 13, "Ke3",
             "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
      GAME (2, PGN_RESULT_WHITE_WINS, "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2") } },
  { "move-numbers.pgn", {
      GAME (10, PGN_RESULT_NONE, "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6"),
      GAME (6, PGN_RESULT_NONE, "rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4"),
      GAME (3, PGN_RESULT_NONE, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2") } },
  { "nags.pgn", {
      GAME (14, PGN_RESULT_NONE, "r1b1kbnr/pppp1Npp/8/8/4q3/5n2/PPPPBP1P/RNBQKR2 w Qkq - 2 8") } },
  { "not-a-move.pgn", {
      ERROR (PGN_ERROR_NOT_A_MOVE, 4, 17, "hello"),
      ERROR (PGN_ERROR_NOT_A_MOVE, 9, 7, "--"),
      ERROR (PGN_ERROR_BAD_NAG, 13, 7, "$300"),
      ERROR (PGN_ERROR_BAD_NAG, 17, 7, "!!!"),
      ERROR (PGN_ERROR_MISPLACED, 21, 1, "$1"),
      ERROR (PGN_ERROR_MISPLACED, 25, 1, "("),
      GAME (2, PGN_RESULT_NONE, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2") } },
  { "promotions.pgn", {
      GAME (11, PGN_RESULT_NONE, "Q5Q1/8/5k2/8/8/3K4/6r1/Rn6 b - - 3 6"),
      GAME (7, PGN_RESULT_NONE, "1NB1k3/8/8/8/3qq3/8/K7/8 w - - 1 5") } },
  { "results.pgn", {
      GAME (1, PGN_RESULT_WHITE_WINS, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
      GAME (1, PGN_RESULT_BLACK_WINS, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
      GAME (1, PGN_RESULT_DRAW, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
      GAME (1, PGN_RESULT_NONE, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
      GAME (2, PGN_RESULT_NONE, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
      GAME (1, PGN_RESULT_NONE, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1") } },
  { "setup.pgn", {
      GAME (4, PGN_RESULT_NONE, "r1bqkb1r/pppp1ppp/5n2/4n3/3PP3/8/PPP2PPP/RNBQKB1R b KQkq - 0 4"),
      GAME (5, PGN_RESULT_BLACK_WINS, "8/8/8/8/8/3K4/5k2/4q3 b - - 1 62"),
      GAME (1, PGN_RESULT_NONE, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1") } },
  { "tags.pgn", {
      GAME (4, PGN_RESULT_BLACK_WINS, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3") } },
  { "unbalanced-parenthesis.pgn", {
      ERROR (PGN_ERROR_UNBALANCED_PARENTHESIS, 4, 9, ")"),
      GAME (1, PGN_RESULT_NONE, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1") } },
  { "unterminated-comment.pgn", {
      ERROR (PGN_ERROR_UNTERMINATED_COMMENT, 4, 7, "{this comment never ends"),
      GAME (4, PGN_RESULT_BLACK_WINS, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3") } },
  { "unterminated-variation.pgn", {
      ERROR (PGN_ERROR_UNTERMINATED_VARIATION, 4, 10, "("),
      ERROR (PGN_ERROR_UNTERMINATED_VARIATION, 9, 7, "("),
      GAME (2, PGN_RESULT_DRAW, "rnbqkbnr/pp1ppppp/8/2p5/2P5/8/PP1PPPPP/RNBQKBNR w KQkq - 0 2") } },
  { "utf8.pgn", {
      ERROR (PGN_ERROR_ILLEGAL_MOVE, 6, 19, "Ke3",
             "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
      GAME (1, PGN_RESULT_NONE, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1") } },
  { "variations.pgn", {
      GAME (7, PGN_RESULT_WHITE_WINS, "r1bqkbnr/1ppp1ppp/p1n5/4p3/B3P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 1 4") } },
};

static int
count_outcomes (const FileCase *c)
{
  int n = 0;

  while (n < MAX_OUTCOMES && c->outcomes[n].text)
    n++;
  return n;
}

static void
check_outcome (const Outcome *want, PgnReadStatus status, PgnGame *game, const PgnError *error)
{
  if (want->code == PGN_OK)
    {
      if (status == PGN_READ_ERROR)
        g_test_message ("line %d, column %d: %s", error->line, error->column, error->message);
      g_assert_cmpint (status, ==, PGN_READ_GAME);
      g_autofree char *fen = final_fen (game);
      g_assert_cmpint (pgn_game_get_mainline_length (game), ==, want->plies_or_line);
      g_assert_cmpint (pgn_game_get_result (game), ==, want->result);
      g_assert_cmpstr (fen, ==, want->text);
      assert_round_trip (game);
      return;
    }
  g_test_message ("line %d, column %d, at \"%s\": %s", error->line, error->column, error->text,
                  error->message);
  g_assert_cmpint (status, ==, PGN_READ_ERROR);
  g_assert_null (game);
  g_assert_cmpint (error->code, ==, want->code);
  g_assert_cmpint (error->line, ==, want->plies_or_line);
  g_assert_cmpint (error->column, ==, want->column);
  g_assert_cmpstr (error->text, ==, want->text);
  g_assert_cmpstr (error->fen, ==, want->fen ? want->fen : "");
  g_assert_cmpuint (strlen (error->message), >, 0);
  if (want->fen)   /* the reason names the move and its position */
    g_assert_nonnull (strstr (error->message, want->fen));
}

/* Reads the file from an exact-size buffer; the headers-only scan must find as many games. */
static void
test_file (gconstpointer data)
{
  const FileCase  *c = data;
  gsize            length;
  g_autofree char *contents = load_file (c->name, &length);
  g_autofree char *text = g_memdup2 (contents, length);
  int              n = count_outcomes (c), read = 0, headers = 0;
  PgnGame         *game;
  PgnError         error;
  PgnReadStatus    status;

  PgnReader *reader = pgn_reader_new (text, length);
  while ((status = pgn_reader_next_game (reader, &game, &error)) != PGN_READ_END)
    {
      g_assert_cmpint (read, <, n);
      check_outcome (&c->outcomes[read++], status, game, &error);
      pgn_game_free (game);
    }
  g_assert_cmpint (read, ==, n);
  pgn_reader_free (reader);

  reader = pgn_reader_new (text, length);
  while ((status = pgn_reader_next_header (reader, &game, &error)) != PGN_READ_END)
    {
      headers++;
      pgn_game_free (game);
    }
  g_assert_cmpint (headers, ==, n);
  pgn_reader_free (reader);
}

/* ---- The trees the files hold ------------------------------------------------------------ */

typedef struct {
  const char *name;
  int         index;      /* the game in the file, from 0, counting errors */
  const char *tree;
} TreeCase;

static const TreeCase tree_cases[] = {
  { "variations.pgn", 0,
    "e4 (d4 d5 (Nf6 c4 (Nf3 g6) e6) c4) (c4) e5 Nf3 (f4 exf4 (d5 exd5) Nf3) Nc6 {main} "
    "(d6 {Philidor} d4) Bb5 a6 (Nf6 O-O (d3 (Qe2)) Nxe4) Ba4" },
  { "comments.pgn", 0,
    "{A comment before the first move, spread over two lines} e4 {A { is just text here} "
    "e5 {a comment to the end of the line} Nf3 Nc6 {first second} Bb5 a6 {Last words}" },
  { "comments.pgn", 1, "{Nothing happened.}" },
  { "nags.pgn", 0,
    "e4 $1 e5 $2 Nf3 $3 Nc6 $4 Bc4 $5 Nd4 $6 Nxe5 $2 Qg5 $18 $32 Nxf7 Qxg2 Rf1 Qxe4+ Be2 Nf3# $4" },
  { "promotions.pgn", 0, "b8=Q+ Kf7 g8=Q+ Kf6 Qxa8 b1=N Kd1 g1=R+ Ke2 Rg2+ Kd3" },
  { "promotions.pgn", 1, "fxg1=Q+ Ka2 h1=Q axb8=N Qe4 c8=B Qgd4" },
  { "disambiguation.pgn", 0, "Nbd2 Kb7 R1e2 Kc7 Ne5 Kd6 Re4 Kc5 Nb3+ Kb5" },
  { "disambiguation.pgn", 1, "Qh4e1+ Kf7 Qhh4 Kg6 Qbe4+ Kf7" },
  { "castling.pgn", 2, "O-O-O O-O Rd8 Rfxd8" },
  { "utf8.pgn", 1, "{Ça va} e4 {très bien}" },
};

static void
test_tree (gconstpointer data)
{
  const TreeCase  *c = data;
  gsize            length;
  g_autofree char *text = load_file (c->name, &length);
  PgnReader       *reader = pgn_reader_new (text, length);
  PgnGame         *game = NULL;
  PgnError         error;

  for (int i = 0; i <= c->index; i++)
    {
      pgn_game_free (game);
      g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), !=, PGN_READ_END);
    }
  g_assert_nonnull (game);
  g_autofree char *tree = describe_tree (game);
  g_assert_cmpstr (tree, ==, c->tree);
  pgn_game_free (game);
  pgn_reader_free (reader);
}

static void
test_tags (void)
{
  static const char *const expected[][2] = {
    { "Event", "Escapes: \"quoted\" and back\\slash" }, { "Site", "C:\\games\\club" },
    { "Date", "2023.12.31" }, { "Round", "4.2" }, { "White", "Nimzowitsch, Aron" },
    { "Black", "Ça va, Jérôme" }, { "Result", "0-1" }, { "WhiteElo", "2500" }, { "ECO", "C00" },
    { "Annotator", "A \"sharp\" eye" }, { "Empty", "" }, { "Spaces", "  two  spaces  " },
  };
  gsize            length;
  g_autofree char *text = load_file ("tags.pgn", &length);
  PgnReader       *reader = pgn_reader_new (text, length);
  PgnGame         *game;
  PgnError         error;

  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_GAME);
  g_assert_cmpint (pgn_game_get_n_tags (game), ==, G_N_ELEMENTS (expected));
  for (int i = 0; i < (int) G_N_ELEMENTS (expected); i++)
    {
      g_assert_cmpstr (pgn_game_get_tag_name (game, i), ==, expected[i][0]);
      g_assert_cmpstr (pgn_game_get_tag_value (game, i), ==, expected[i][1]);
      g_assert_cmpstr (pgn_game_get_tag (game, expected[i][0]), ==, expected[i][1]);
    }
  g_assert_null (pgn_game_get_tag (game, "Missing"));
  g_assert_null (pgn_game_get_tag_name (game, -1));
  g_assert_null (pgn_game_get_tag_value (game, 99));
  pgn_game_free (game);
  pgn_reader_free (reader);
}

/* ---- Small texts --------------------------------------------------------------------------- */

/* A text (its first `length` bytes if not 0) and what reading it gives: the games read before
 * the first error, and that error, or the tree of the last game. */
typedef struct {
  const char  *text;
  int          games;
  PgnErrorCode code;
  int          line, column;
  const char  *tree;
  PgnResult    result;
  size_t       length;
} TextCase;

static const TextCase text_cases[] = {
  { "", 0 },
  { "   \n\n  ", 0 },
  { "{only a remark}", 0 },
  { "; only a remark", 0 },
  { "1. e4 e5", 1, .tree = "e4 e5" },
  { "e4 e5 *", 1, .tree = "e4 e5" },
  { "*", 1, .tree = "" },
  { "[Event \"x\"]", 1, .tree = "" },
  { "[Result \"1-0\"]\n\n1. e4", 1, .tree = "e4", .result = PGN_RESULT_WHITE_WINS },
  { "[Result \"1-0\"]\n\n1. e4 *", 1, .tree = "e4", .result = PGN_RESULT_NONE },
  { "[Result \"what\"]\n\n1. e4", 1, .tree = "e4" },
  { "1. e4 1-0", 1, .tree = "e4", .result = PGN_RESULT_WHITE_WINS },
  { "1. e4 0-1", 1, .tree = "e4", .result = PGN_RESULT_BLACK_WINS },
  { "1. e4 1/2-1/2", 1, .tree = "e4", .result = PGN_RESULT_DRAW },
  { "1.e4 e5 2.Nf3 1-0\n1. d4 *", 2, .tree = "d4" },
  { "[A \"1\"] {between} [B \"2\"]\n1. e4 *", 1, .tree = "e4" },
  { "[A \"1\"][B \"2\"]\t[C\t\"3\"]\n1. e4 *", 1, .tree = "e4" },
  { "[Event \"x\"]\n{Before} 1. e4 *", 1, .tree = "{Before} e4" },
  { "1. e4 {a} {b} ; c\n e5 *", 1, .tree = "e4 {a b c} e5" },
  { "1. e4 {\tspaced \n  out\t} *", 1, .tree = "e4 {spaced out}" },
  { "1. e4 {} *", 1, .tree = "e4" },
  { "1. e4 ({only a comment}) *", 1, .tree = "e4 {only a comment}" },
  { "1. e4 () e5 *", 1, .tree = "e4 e5" },
  { "1. e4 ({c} 1. d4 {d}) (1. c4) e5 *", 1, .tree = "e4 ({c} d4 {d}) (c4) e5" },
  { "1. e4 e5 (1... c5 (1... e6)) 2. Nf3 *", 1, .tree = "e4 e5 (c5 (e6)) Nf3" },
  { "1. e4 e5 (1... c5 2. Nf3 (2. c3)) *", 1, .tree = "e4 e5 (c5 Nf3 (c3))" },
  { "1. e4 $0 $255 !? ?! *", 1, .tree = "e4 $0 $255 $5 $6" },
  { "1. e4! e5?? *", 1, .tree = "e4 $1 e5 $4" },
  { "1. e4 e5 2. Nf3 Nc6\n% 3. Bb5 *\n3. Bc4 *", 1, .tree = "e4 e5 Nf3 Nc6 Bc4" },
  { "1. e4 % only at the start of a line *", 0, PGN_ERROR_NOT_A_MOVE, 1, 7 },
  { "1. e4 a6 2. e5 d5 3. exd6 e.p. *", 1, .tree = "e4 a6 e5 d5 exd6" },
  { "1. e4 a6 2. e5 d5 3. exd6ep Ra7 *", 1, .tree = "e4 a6 e5 d5 exd6 Ra7" },
  { "1. e2e4 e7-e5 2. Ng1f3 *", 1, .tree = "e4 e5 Nf3" },
  { "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0", 1, .tree = "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#",
    .result = PGN_RESULT_WHITE_WINS },
  { "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\"]\n1. O-O-O Ke7 2. O-O *", 0,
    PGN_ERROR_ILLEGAL_MOVE, 3, 17 },
  { "[FEN \"r3k3/8/8/8/8/8/8/4K2R b q - 0 1\"]\n1... O-O-O 2. O-O *", 0,
    PGN_ERROR_ILLEGAL_MOVE, 2, 15 },
  { "[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n1. e4 *", 0, PGN_ERROR_ILLEGAL_MOVE, 2, 4 },
  { "[FEN \"not a position\"]\n1. e4 *", 0, PGN_ERROR_BAD_FEN, 1, 7 },
  { "1. e4 {a", 0, PGN_ERROR_UNTERMINATED_COMMENT, 1, 7 },
  { "1. e4 {a\n[Event \"next\"]\n1. d4 *", 0, PGN_ERROR_UNTERMINATED_COMMENT, 1, 7 },
  { "1. e4 (", 0, PGN_ERROR_UNTERMINATED_VARIATION, 1, 7 },
  { "1. e4 (1. d4 (1. c4) e5", 0, PGN_ERROR_UNTERMINATED_VARIATION, 1, 7 },
  { "1. e4 (1. d4 1-0) *", 0, PGN_ERROR_UNTERMINATED_VARIATION, 1, 7 },
  { "1. e4 e5 ) *", 0, PGN_ERROR_UNBALANCED_PARENTHESIS, 1, 10 },
  { "1. e4 (1. e5) *", 0, PGN_ERROR_ILLEGAL_MOVE, 1, 11 },
  { "1. e4 $ *", 0, PGN_ERROR_BAD_NAG, 1, 7 },
  { "1. e4 $256 *", 0, PGN_ERROR_BAD_NAG, 1, 7 },
  { "1. e4 $99999999999999999999 *", 0, PGN_ERROR_BAD_NAG, 1, 7 },
  { "1. e4 ?!? *", 0, PGN_ERROR_BAD_NAG, 1, 7 },
  { "{x} $1 e4 *", 0, PGN_ERROR_MISPLACED, 1, 5 },
  { "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Ba4 *", 0, PGN_ERROR_ILLEGAL_MOVE, 1, 47 },
  { "1. e4 e5 2. Nf3 @ *", 0, PGN_ERROR_NOT_A_MOVE, 1, 17 },
  { "1. e4 e5 2. Nf3 Nc6 [bracket] *", 0, PGN_ERROR_NOT_A_MOVE, 1, 21 },
  { "1. e4 e5\n2. Nf3 xyzzy *", 0, PGN_ERROR_NOT_A_MOVE, 2, 8 },
  { "1. e4 Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2Nbd2 *", 0,
    PGN_ERROR_NOT_A_MOVE, 1, 7 },
  { "[Event \"x\"]\n[Round \"1\"\n\n1. e4 *", 0, PGN_ERROR_BROKEN_TAG, 2, 11 },
  { "[Event \"x]\n\n1. e4 *", 0, PGN_ERROR_BROKEN_TAG, 1, 11 },
  { "[Event \"x\\\"]\n\n1. e4 *", 0, PGN_ERROR_BROKEN_TAG, 1, 13 },
  { "[Event x]\n\n1. e4 *", 0, PGN_ERROR_BROKEN_TAG, 1, 8 },
  { "[ \"x\"]\n\n1. e4 *", 0, PGN_ERROR_BROKEN_TAG, 1, 3 },
  { "[Ev-ent \"x\"]\n\n1. e4 *", 0, PGN_ERROR_BROKEN_TAG, 1, 4 },
  { "[Event \"x\"", 0, PGN_ERROR_BROKEN_TAG, 1, 11 },
  { "[Event \"Ünïcode\" x]\n", 0, PGN_ERROR_BROKEN_TAG, 1, 18 },
  /* Exact lengths: what stands after them is not read. */
  { "1. e4 e5 *", 1, .tree = "e4", .length = 5 },
  { "1. e4 {comment}", 0, PGN_ERROR_UNTERMINATED_COMMENT, 1, 7, .length = 14 },
  { "[Event \"x\"]", 0, PGN_ERROR_BROKEN_TAG, 1, 10, .length = 9 },
  { "1. e4\0 e5 *", 0, PGN_ERROR_NOT_A_MOVE, 1, 6, .length = 11 },
  { "1. e4 {a\0b} e5 *", 1, .tree = "e4 {a b} e5", .length = 16 },
};

static void
test_text (gconstpointer data)
{
  const TextCase  *c = data;
  size_t           length = c->length ? c->length : strlen (c->text);
  g_autofree char *text = g_memdup2 (c->text, length);
  PgnReader       *reader = pgn_reader_new (text, length);
  PgnGame         *game, *last = NULL;
  PgnError         error = { 0 };
  PgnReadStatus    status;
  int              games = 0;

  g_test_message ("%s", c->text);
  while ((status = pgn_reader_next_game (reader, &game, &error)) == PGN_READ_GAME)
    {
      games++;
      assert_round_trip (game);
      pgn_game_free (last);
      last = game;
    }
  g_assert_cmpint (games, ==, c->games);
  if (c->code != PGN_OK)
    {
      g_test_message ("line %d, column %d: %s", error.line, error.column, error.message);
      g_assert_cmpint (status, ==, PGN_READ_ERROR);
      g_assert_cmpint (error.code, ==, c->code);
      g_assert_cmpint (error.line, ==, c->line);
      g_assert_cmpint (error.column, ==, c->column);
    }
  else
    g_assert_cmpint (status, ==, PGN_READ_END);
  if (c->tree)
    {
      g_autofree char *tree = describe_tree (last);
      g_assert_cmpstr (tree, ==, c->tree);
      g_assert_cmpint (pgn_game_get_result (last), ==, c->result);
    }
  pgn_game_free (last);
  pgn_reader_free (reader);
}

/* Nesting up to PGN_MAX_DEPTH reads; one more is an error at the '(' too deep. */
static void
test_depth (void)
{
  for (int depth = PGN_MAX_DEPTH; depth <= PGN_MAX_DEPTH + 1; depth++)
    {
      g_autoptr (GString) text = g_string_new ("1. e4");
      for (int i = 0; i < depth; i++)
        g_string_append (text, i % 2 ? " (1. e4" : " (1. d4");
      for (int i = 0; i < depth; i++)
        g_string_append_c (text, ')');
      g_string_append (text, " *");
      PgnReader *reader = pgn_reader_new (text->str, text->len);
      PgnGame   *game = NULL;
      PgnError   error;
      PgnReadStatus status = pgn_reader_next_game (reader, &game, &error);
      if (depth == PGN_MAX_DEPTH)
        {
          g_assert_cmpint (status, ==, PGN_READ_GAME);
          assert_round_trip (game);
        }
      else
        {
          g_assert_cmpint (status, ==, PGN_READ_ERROR);
          g_assert_cmpint (error.code, ==, PGN_ERROR_TOO_DEEP);
          g_assert_cmpint (error.column, ==, 7 + 7 * PGN_MAX_DEPTH);
        }
      pgn_game_free (game);
      pgn_reader_free (reader);
    }
}

/* A game can be found again by where it started. */
static void
test_seek (void)
{
  gsize            length;
  g_autofree char *text = load_file ("results.pgn", &length);
  PgnReader       *reader = pgn_reader_new (text, length);
  PgnGame         *game, *again;
  PgnError         error;
  size_t           offset;
  int              line;

  for (int i = 0; i < 3; i++)
    {
      g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_GAME);
      if (i < 2)
        pgn_game_free (game);
    }
  pgn_reader_get_game_start (reader, &offset, &line);
  g_assert_cmpint (line, ==, 9);
  g_assert_true (g_str_has_prefix (text + offset, "[Event \"Draw\"]"));
  pgn_reader_seek (reader, 0, 1);
  g_assert_cmpint (pgn_reader_next_game (reader, &again, &error), ==, PGN_READ_GAME);
  g_assert_cmpstr (pgn_game_get_tag (again, "Event"), ==, "White wins");
  pgn_game_free (again);
  pgn_reader_seek (reader, offset, line);
  g_assert_cmpint (pgn_reader_next_game (reader, &again, &error), ==, PGN_READ_GAME);
  g_assert_true (pgn_game_equal (game, again));
  pgn_game_free (again);
  pgn_game_free (game);

  /* Errors after a seek still know their line. */
  g_autofree char *bad = load_file ("illegal-move.pgn", &length);
  pgn_reader_free (reader);
  reader = pgn_reader_new (bad, length);
  pgn_reader_seek (reader, strlen ("[Event \"Illegal move\"]\n"), 2);
  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_ERROR);
  g_assert_cmpint (error.line, ==, 4);
  g_assert_cmpint (error.column, ==, 13);
  pgn_reader_free (reader);
}

static void
test_error_describe (void)
{
  PgnReader *reader = pgn_reader_new ("1. e4 e5 2. Ke3 *", 17);
  PgnGame   *game;
  PgnError   error;
  char       buf[PGN_ERROR_MESSAGE_MAX + 64], tiny[8];

  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_ERROR);
  g_assert_cmpstr (pgn_error_describe (&error, buf, sizeof buf), ==,
                   "line 1, column 13: illegal move \"Ke3\" in the position "
                   "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  g_assert_cmpstr (pgn_error_describe (&error, tiny, sizeof tiny), ==, "line 1,");
  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_END);
  pgn_reader_free (reader);
}

/* ---- The writer ------------------------------------------------------------------------------ */

static PgnGame *
read_one (const char *text)
{
  PgnReader *reader = pgn_reader_new (text, strlen (text));
  PgnGame   *game = NULL;
  PgnError   error;

  if (pgn_reader_next_game (reader, &game, &error) != PGN_READ_GAME)
    g_test_message ("line %d, column %d: %s", error.line, error.column, error.message);
  g_assert_nonnull (game);
  pgn_reader_free (reader);
  return game;
}

typedef struct {
  const char *in;
  const char *out;
} WriteCase;

#define ROSTER_TAGS(result) \
  "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n" \
  "[Black \"?\"]\n[Result \"" result "\"]\n"
#define ROSTER(result) ROSTER_TAGS (result) "\n"

static const WriteCase write_cases[] = {
  { "*", ROSTER ("*") "*\n" },
  { "{Nothing} 1-0", ROSTER ("1-0") "{Nothing} 1-0\n" },
  /* The roster first in its order, whatever the text said; the Result tag follows the result. */
  { "[ECO \"C20\"]\n[White \"W\"]\n[Event \"E\"]\n[Result \"1-0\"]\n\n1. e4 e5 0-1",
    "[Event \"E\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"W\"]\n"
    "[Black \"?\"]\n[Result \"0-1\"]\n[ECO \"C20\"]\n\n1. e4 e5 0-1\n" },
  { "[Annotator \"a \\\"b\\\" \\\\c\"]\n*",
    ROSTER_TAGS ("*") "[Annotator \"a \\\"b\\\" \\\\c\"]\n\n*\n" },
  /* Black's moves are numbered after comments, NAGs need not, variations do. */
  { "1. e4 $1 e5 {c} 2. Nf3 (2. f4 exf4) 2... Nc6 *",
    ROSTER ("*") "1. e4 $1 e5 {c} 2. Nf3 (2. f4 exf4) 2... Nc6 *\n" },
  { "1. e4 (1. d4 {x} d5) ({y} 1. c4) e5 *",
    ROSTER ("*") "1. e4 (1. d4 {x} 1... d5) ({y} 1. c4) 1... e5 *\n" },
  { "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 3 40\"]\n40... Kd7 41. O-O+ *",
    ROSTER_TAGS ("*") "[FEN \"4k3/8/8/8/8/8/8/4K2R b K - 3 40\"]\n\n40... Kd7 41. O-O *\n" },
  /* A '}' can only stand in a ';' comment, which ends its line. */
  { "1. e4 ; a } here\n e5 *", ROSTER ("*") "1. e4 ; a } here\n1... e5 *\n" },
  /* Lines of at most 80 bytes, broken between words. */
  { "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 *",
    ROSTER ("*")
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3\n"
    "O-O 9. h3 *\n" },
  { "1. e4 {aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff ggggggg"
    " hhhhhhhhhh} *",
    ROSTER ("*")
    "1. e4 {aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff ggggggg\n"
    "hhhhhhhhhh} *\n" },
  /* A comment's words that would start a line as an escape or a tag pair do not. */
  { "1. e4 {aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff ggggggg"
    " %escape [Event \"x\"]} *",
    ROSTER ("*")
    "1. e4 {aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff ggggggg\n"
    " %escape [Event \"x\"]} *\n" },
  { "1. e4 {aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff ggggggg"
    " [Event \"x\"]} *",
    ROSTER ("*")
    "1. e4 {aaaaaaaaaa bbbbbbbbbb cccccccccc dddddddddd eeeeeeeeee ffffffffff ggggggg\n"
    " [Event \"x\"]} *\n" },
};

static void
test_write (gconstpointer data)
{
  const WriteCase *c = data;
  PgnGame         *game = read_one (c->in);
  size_t           length;
  g_autofree char *text = pgn_game_write (game, &length);

  g_assert_cmpstr (text, ==, c->out);
  g_assert_cmpuint (length, ==, strlen (c->out));
  assert_round_trip (game);
  pgn_game_free (game);
}

/* ---- The game API ------------------------------------------------------------------------------ */

static Move
uci_move (const PgnGame *game, const PgnNode *parent, const char *uci)
{
  Position pos;

  if (parent)
    {
      Position before;
      Undo     undo;
      pgn_game_position_before (game, parent, &before);
      pos = before;
      position_make_move (&pos, pgn_node_get_move (parent), &undo);
    }
  else
    pos = *pgn_game_get_start_position (game);
  return move_from_uci (&pos, uci);
}

static void
test_new_game (void)
{
  PgnGame *game = pgn_game_new ();
  Position start;

  position_set_start (&start);
  g_assert_true (position_equal (pgn_game_get_start_position (game), &start));
  g_assert_cmpint (pgn_game_get_result (game), ==, PGN_RESULT_NONE);
  g_assert_cmpint (pgn_game_get_n_tags (game), ==, 0);
  g_assert_null (pgn_game_get_first_move (game));
  g_assert_null (pgn_game_get_comment (game));
  g_assert_cmpint (pgn_game_get_mainline_length (game), ==, 0);
  g_autofree char *text = pgn_game_write (game, NULL);
  g_assert_cmpstr (text, ==, ROSTER ("*") "*\n");
  g_assert_cmpstr (pgn_result_to_string (PGN_RESULT_DRAW), ==, "1/2-1/2");
  pgn_game_free (game);
  pgn_game_free (NULL);
}

static void
test_set_tags (void)
{
  PgnGame *game = pgn_game_new ();

  g_assert_true (pgn_game_set_tag (game, "White", "A"));
  g_assert_true (pgn_game_set_tag (game, "Custom_2", "B"));
  g_assert_true (pgn_game_set_tag (game, "White", "C"));
  g_assert_cmpint (pgn_game_get_n_tags (game), ==, 2);
  g_assert_cmpstr (pgn_game_get_tag_name (game, 0), ==, "White");
  g_assert_cmpstr (pgn_game_get_tag_value (game, 0), ==, "C");
  g_assert_false (pgn_game_set_tag (game, "Bad name", "x"));
  g_assert_false (pgn_game_set_tag (game, "", "x"));
  g_assert_false (pgn_game_set_tag (game, "Ré", "x"));
  g_assert_true (pgn_game_set_tag (game, "White", NULL));
  g_assert_true (pgn_game_set_tag (game, "Absent", NULL));
  g_assert_cmpint (pgn_game_get_n_tags (game), ==, 1);
  g_assert_cmpstr (pgn_game_get_tag_name (game, 0), ==, "Custom_2");
  /* A line break in a value would break the tag pair: it is written as a space. */
  g_assert_true (pgn_game_set_tag (game, "Custom_2", "two\nlines"));
  g_autofree char *text = pgn_game_write (game, NULL);
  g_assert_nonnull (strstr (text, "[Custom_2 \"two lines\"]\n"));
  pgn_game_free (game);
}

static void
test_add_moves (void)
{
  PgnGame *game = pgn_game_new ();

  pgn_game_set_comment (game, "  Before   all ");
  g_assert_cmpstr (pgn_game_get_comment (game), ==, "Before all");
  PgnNode *e4 = pgn_game_add_move (game, NULL, uci_move (game, NULL, "e2e4"));
  g_assert_nonnull (e4);
  g_assert_cmpstr (pgn_node_get_comment_before (e4), ==, "Before all");
  g_assert_true (pgn_game_add_move (game, NULL, uci_move (game, NULL, "e2e4")) == e4);
  PgnNode *d4 = pgn_game_add_move (game, NULL, uci_move (game, NULL, "d2d4"));
  g_assert_true (pgn_game_add_move (game, NULL, uci_move (game, NULL, "d2d4")) == d4);
  g_assert_null (pgn_game_add_move (game, NULL, move_make (E2, E5, MOVE_NORMAL)));
  g_assert_null (pgn_game_add_move (game, e4, MOVE_NONE));
  PgnNode *e5 = pgn_game_add_move (game, e4, uci_move (game, e4, "e7e5"));
  PgnNode *d5 = pgn_game_add_move (game, d4, uci_move (game, d4, "d7d5"));
  PgnNode *c5 = pgn_game_add_move (game, e4, uci_move (game, e4, "c7c5"));
  g_assert_true (pgn_node_get_parent (e5) == e4 && pgn_node_get_parent (d5) == d4);
  g_assert_true (pgn_node_get_parent (c5) == e4 && pgn_node_get_parent (e4) == NULL);
  g_assert_true (pgn_node_get_variation (e4, 0) == d4);
  g_assert_null (pgn_node_get_variation (e4, 1));
  pgn_node_add_nag (e5, PGN_NAG_GOOD);
  pgn_node_add_nag (e5, 256);
  pgn_node_add_nag (e5, -1);
  g_assert_cmpint (pgn_node_get_n_nags (e5), ==, 1);
  g_assert_cmpint (pgn_node_get_nag (e5, 1), ==, -1);
  pgn_node_set_comment_after (c5, "Sicilian");
  pgn_node_set_comment_after (d5, "   ");
  g_assert_null (pgn_node_get_comment_after (d5));
  pgn_game_set_comment (game, "First");
  pgn_game_set_result (game, PGN_RESULT_DRAW);

  Position before, expected;
  pgn_game_position_before (game, c5, &before);
  g_assert_true (position_from_fen (&expected, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL));
  g_assert_true (position_equal (&before, &expected));
  g_assert_false (pgn_game_set_start_position (game, &expected));

  g_autofree char *tree = describe_tree (game);
  g_assert_cmpstr (tree, ==, "{First} e4 (d4 d5) e5 $1 (c5 {Sicilian})");
  g_autofree char *text = pgn_game_write (game, NULL);
  g_assert_cmpstr (text, ==, ROSTER ("1/2-1/2")
                   "{First} 1. e4 (1. d4 d5) 1... e5 $1 (1... c5 {Sicilian}) 1/2-1/2\n");
  assert_round_trip (game);
  pgn_game_free (game);
}

static void
test_start_position (void)
{
  PgnGame *game = pgn_game_new ();
  Position pos;

  g_assert_true (position_from_fen (&pos, "8/8/8/8/8/4k3/4p3/2K5 b - - 0 60", NULL));
  g_assert_true (pgn_game_set_start_position (game, &pos));
  g_assert_cmpstr (pgn_game_get_tag (game, "SetUp"), ==, "1");
  g_assert_cmpstr (pgn_game_get_tag (game, "FEN"), ==, "8/8/8/8/8/4k3/4p3/2K5 b - - 0 60");
  PgnNode *move = pgn_game_add_move (game, NULL, uci_move (game, NULL, "e2e1q"));
  g_assert_cmpstr (pgn_node_get_san (move), ==, "e1=Q+");
  g_autofree char *text = pgn_game_write (game, NULL);
  g_assert_true (g_str_has_suffix (text, "\n\n60... e1=Q+ *\n"));
  assert_round_trip (game);
  pgn_game_free (game);

  game = pgn_game_new ();
  g_assert_true (pgn_game_set_start_position (game, &pos));
  position_set_start (&pos);
  g_assert_true (pgn_game_set_start_position (game, &pos));
  g_assert_null (pgn_game_get_tag (game, "SetUp"));
  g_assert_null (pgn_game_get_tag (game, "FEN"));
  pgn_game_free (game);
}

static void
test_from_game (void)
{
  static const char *const moves[] = { "f2f3", "e7e5", "g2g4", "d8h4" };
  static const char *const tags[] = { "White", "Me", "Result", "1-0", NULL };
  Game *game = game_new (NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (game_play (game, move_from_uci (game_position (game), moves[i])));
  PgnGame *pgn = game_to_pgn (game, tags);
  g_assert_cmpint (pgn_game_get_result (pgn), ==, PGN_RESULT_BLACK_WINS);
  g_assert_cmpstr (pgn_game_get_tag (pgn, "Result"), ==, "0-1");
  g_assert_cmpstr (pgn_game_get_tag (pgn, "White"), ==, "Me");
  g_autofree char *tree = describe_tree (pgn);
  g_assert_cmpstr (tree, ==, "f3 e5 g4 Qh4#");
  Game *back = game_new_from_pgn (pgn_game_copy (pgn), NULL);
  g_assert_true (position_equal (game_position (back), game_position (game)));
  game_free (back);
  assert_round_trip (pgn);
  pgn_game_free (pgn);

  /* Moves taken back are not part of it; a game from a set-up position keeps it. */
  g_assert_true (game_undo (game));
  g_assert_true (game_undo (game));
  pgn = game_to_pgn (game, NULL);
  g_assert_cmpint (pgn_game_get_mainline_length (pgn), ==, 2);
  g_assert_cmpint (pgn_game_get_result (pgn), ==, PGN_RESULT_NONE);
  pgn_game_free (pgn);
  game_free (game);

  Position start;
  g_assert_true (position_from_fen (&start, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", NULL));
  game = game_new (&start);
  pgn = game_to_pgn (game, NULL);
  g_assert_true (position_equal (pgn_game_get_start_position (pgn), &start));
  g_assert_cmpstr (pgn_game_get_tag (pgn, "FEN"), ==, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
  pgn_game_free (pgn);
  game_free (game);
}

/* ---- Encodings ------------------------------------------------------------------------------ */

typedef struct {
  const char *bytes;
  gsize       length;
  const char *utf8;
} EncodingCase;

#define BYTES(text) text, sizeof text - 1

static const EncodingCase encoding_cases[] = {
  { BYTES ("[White \"M\xfcller\"]"), "[White \"M\xc3\xbcller\"]" },         /* Latin-1 */
  { BYTES ("[White \"M\xc3\xbcller\"]"), "[White \"M\xc3\xbcller\"]" },     /* UTF-8 */
  { BYTES ("\xef\xbb\xbf" "1. e4 *"), "1. e4 *" },                                  /* with a BOM */
  { BYTES ("\xef\xbb\xbf\xe9" "t\xe9"), "\xc3\xa9" "t\xc3\xa9" },                  /* BOM, then Latin-1 */
  { BYTES ("\xc0\xaf"), "\xc3\x80\xc2\xaf" },                                   /* overlong: not UTF-8 */
  { BYTES ("\xed\xa0\x80"), "\xc3\xad\xc2\xa0\xc2\x80" },                     /* a surrogate */
  { BYTES ("\xf4\x90\x80\x80"), "\xc3\xb4\xc2\x90\xc2\x80\xc2\x80" },        /* past U+10FFFF */
  { BYTES ("\xf0\x9f\x98\x80 ok"), "\xf0\x9f\x98\x80 ok" },                    /* four bytes */
  { BYTES ("cut \xe2\x99"), "cut \xc3\xa2\xc2\x99" },                            /* cut short */
};

static void
test_encoding (gconstpointer data)
{
  const EncodingCase *c = data;
  gsize               length;
  g_autofree char    *utf8 = pgn_text_to_utf8 (c->bytes, c->length, &length);

  g_assert_cmpstr (utf8, ==, c->utf8);
  g_assert_cmpuint (length, ==, strlen (c->utf8));
  g_assert_true (pgn_text_is_utf8 (utf8, length));
  g_assert_true (g_utf8_validate (utf8, (gssize) length, NULL));
}

/* ---- Round trips of games played at test time ------------------------------------------------- */

/* Comments that try the writer: braces, escapes, a '%' or a tag pair that could start a line,
 * control bytes, long words, UTF-8. */
static const char *const tricky_comments[] = {
  "plain words", "a } closing brace", "{ an opening one", "%not an escape", "[Event \"no tag\"]",
  "quote \" and back\\slash", "tab\tand\nnew line", "; not a line comment", "Été très bien",
  "a-very-long-word-that-cannot-be-broken-anywhere-on-any-line-of-eighty-bytes-at-all-really",
  "(not a variation) $12 1-0 *", "   ", "}", "ends with }",
};

static const char *const start_fens[] = {
  FEN_START,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 11 37",
  "r3k2r/1P6/8/8/8/8/1p6/R3K2R b KQkq - 0 60",
};

static void
random_annotations (GRand *rng, PgnNode *node, bool first_of_line)
{
  if (first_of_line && g_rand_int_range (rng, 0, 6) == 0)
    pgn_node_set_comment_before (node, tricky_comments[g_rand_int_range (rng, 0, G_N_ELEMENTS (tricky_comments))]);
  if (g_rand_int_range (rng, 0, 8) == 0)
    pgn_node_set_comment_after (node, tricky_comments[g_rand_int_range (rng, 0, G_N_ELEMENTS (tricky_comments))]);
  while (g_rand_int_range (rng, 0, 10) == 0)
    pgn_node_add_nag (node, g_rand_int_range (rng, 0, PGN_NAG_MAX + 1));
}

/* Random legal moves after parent, up to `plies`, with variations down to `depth` levels. */
static void
random_line (GRand *rng, PgnGame *game, PgnNode *parent, int plies, int depth)
{
  for (int ply = 0; ply < plies; ply++)
    {
      Position pos;
      MoveList list;
      Undo     undo;
      if (parent)
        {
          pgn_game_position_before (game, parent, &pos);
          position_make_move (&pos, pgn_node_get_move (parent), &undo);
        }
      else
        pos = *pgn_game_get_start_position (game);
      if (generate_moves (&pos, GEN_LEGAL, &list) == 0)
        return;
      PgnNode *node = pgn_game_add_move (game, parent, list.moves[g_rand_int_range (rng, 0, list.count)]);
      g_assert_nonnull (node);
      /* Only the first move of a line can have a comment before it: the one added may be
       * the move already there. */
      random_annotations (rng, node, !parent || pgn_node_get_next (parent) != node);
      if (depth > 0 && g_rand_int_range (rng, 0, 12) == 0)
        random_line (rng, game, parent, g_rand_int_range (rng, 1, 8), depth - 1);
      parent = node;
    }
}

static PgnGame *
random_game (GRand *rng, int number)
{
  PgnGame *game = pgn_game_new ();
  Position start;
  char     round[16];

  g_assert_true (position_from_fen (&start, start_fens[number % G_N_ELEMENTS (start_fens)], NULL));
  pgn_game_set_start_position (game, &start);
  g_snprintf (round, sizeof round, "%d", number);
  pgn_game_set_tag (game, "Round", round);
  pgn_game_set_tag (game, "Event", tricky_comments[number % G_N_ELEMENTS (tricky_comments)]);
  pgn_game_set_tag (game, "Annotator", tricky_comments[(number / 3) % G_N_ELEMENTS (tricky_comments)]);
  pgn_game_set_result (game, (PgnResult) g_rand_int_range (rng, 0, 4));
  if (g_rand_int_range (rng, 0, 20) == 0)
    pgn_game_set_comment (game, tricky_comments[number % G_N_ELEMENTS (tricky_comments)]);
  else
    random_line (rng, game, NULL, g_rand_int_range (rng, 0, 200), 3);
  return game;
}

/* Games of the engine against itself at depth 1: real games to their end, quickly. */
static PgnGame *
engine_game (SearchContext *ctx, GRand *rng)
{
  Game        *game = game_new (NULL);
  SearchLimits limits;
  MoveList     list;

  search_limits_init (&limits);
  limits.depth = 1;
  search_context_clear (ctx);
  for (int i = 0; i < 4 && game_legal_moves (game, &list) > 0; i++)
    game_play (game, list.moves[g_rand_int_range (rng, 0, list.count)]);
  while (game_ply_count (game) < 300 && game_result (game, NULL) == GAME_ONGOING)
    {
      int        n_keys;
      const Key *keys = game_history_keys (game, &n_keys);
      SearchInfo info;
      Move move = search_run (ctx, game_position (game), keys, n_keys, &limits, NULL, NULL, &info);
      g_assert_true (game_play (game, move));
    }
  PgnGame *pgn = game_to_pgn (game, NULL);
  game_free (game);
  return pgn;
}

/* All the games written into one text, one after another, and read back in order. */
static void
assert_file_round_trip (PgnGame **games, int n)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    {
      g_autofree char *one = pgn_game_write (games[i], NULL);
      g_string_append (text, one);
      g_string_append_c (text, '\n');
    }
  PgnReader *reader = pgn_reader_new (text->str, text->len);
  PgnGame   *game;
  PgnError   error;
  for (int i = 0; i < n; i++)
    {
      g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_GAME);
      g_assert_true (pgn_game_equal (game, games[i]));
      pgn_game_free (game);
    }
  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_END);
  pgn_reader_free (reader);
}

static void
test_random_games (void)
{
  enum { N = 300 };
  g_autoptr (GRand) rng = g_rand_new_with_seed (20240301);
  PgnGame *games[N];

  for (int i = 0; i < N; i++)
    {
      games[i] = random_game (rng, i);
      assert_round_trip (games[i]);
    }
  assert_file_round_trip (games, N);
  for (int i = 0; i < N; i++)
    pgn_game_free (games[i]);
}

static void
test_engine_games (void)
{
  enum { N = 100 };
  g_autoptr (GRand) rng = g_rand_new_with_seed (7);
  SearchContext *ctx = search_context_new (1);
  PgnGame       *games[N];

  for (int i = 0; i < N; i++)
    {
      games[i] = engine_game (ctx, rng);
      assert_round_trip (games[i]);
      /* The mainline plays back to the same game, result included. */
      Game *back = game_new_from_pgn (pgn_game_copy (games[i]), NULL);
      g_assert_cmpint (game_ply_count (back), ==, pgn_game_get_mainline_length (games[i]));
      pgn_game_free (game_to_pgn (back, NULL));
      game_free (back);
    }
  assert_file_round_trip (games, N);
  for (int i = 0; i < N; i++)
    pgn_game_free (games[i]);
  search_context_free (ctx);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();

  for (gsize i = 0; i < G_N_ELEMENTS (file_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/pgn/file/%s", file_cases[i].name);
      g_test_add_data_func (path, &file_cases[i], test_file);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (tree_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/pgn/tree/%s/%d", tree_cases[i].name, tree_cases[i].index);
      g_test_add_data_func (path, &tree_cases[i], test_tree);
    }
  g_test_add_func ("/pgn/tags", test_tags);
  for (gsize i = 0; i < G_N_ELEMENTS (text_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/pgn/text/%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &text_cases[i], test_text);
    }
  g_test_add_func ("/pgn/depth", test_depth);
  for (gsize i = 0; i < G_N_ELEMENTS (encoding_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/pgn/encoding/%zu", i);
      g_test_add_data_func (path, &encoding_cases[i], test_encoding);
    }
  g_test_add_func ("/pgn/seek", test_seek);
  g_test_add_func ("/pgn/error-describe", test_error_describe);
  for (gsize i = 0; i < G_N_ELEMENTS (write_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/pgn/write/%" G_GSIZE_FORMAT, i);
      g_test_add_data_func (path, &write_cases[i], test_write);
    }
  g_test_add_func ("/pgn/api/new-game", test_new_game);
  g_test_add_func ("/pgn/api/set-tags", test_set_tags);
  g_test_add_func ("/pgn/api/add-moves", test_add_moves);
  g_test_add_func ("/pgn/api/start-position", test_start_position);
  g_test_add_func ("/pgn/api/from-game", test_from_game);
  g_test_add_func ("/pgn/round-trip/random-games", test_random_games);
  g_test_add_func ("/pgn/round-trip/engine-games", test_engine_games);
  return g_test_run ();
}
