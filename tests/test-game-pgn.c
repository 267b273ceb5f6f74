/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-pgn.c: the app's game to PGN and back (moves, start position, who plays, the
 * result and why, the other tags), broken texts, and the list of games in a file. No display
 * needed. */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "game-pgn.h"

typedef enum { END_BY_RULES, END_BY_RESIGNING, END_BY_CLAIM, END_BY_AGREEMENT, END_BY_FLAG } Ending;

typedef struct {
  const char    *name;
  const char    *fen;        /* NULL: the standard start */
  const char    *moves;      /* UCI, space-separated */
  Color          computer;
  int            level;
  Ending         ending;
  GameResult     result;
  GameEndReason  reason;
} RoundTripCase;

static const RoundTripCase round_trip_cases[] = {
  { "empty", NULL, "", COLOR_NB, -1, END_BY_RULES, GAME_ONGOING, END_NONE },
  { "two-people", NULL, "e2e4 e7e5 g1f3", COLOR_NB, -1, END_BY_RULES, GAME_ONGOING, END_NONE },
  { "computer-black", NULL, "d2d4", BLACK, 3, END_BY_RULES, GAME_ONGOING, END_NONE },
  { "computer-white", NULL, "e2e4 c7c5", WHITE, 0, END_BY_RULES, GAME_ONGOING, END_NONE },
  { "from-fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n", COLOR_NB, -1, END_BY_RULES,
    GAME_DRAWN, END_INSUFFICIENT_MATERIAL },
  { "checkmate", NULL, "f2f3 e7e5 g2g4 d8h4", COLOR_NB, -1, END_BY_RULES, GAME_BLACK_WINS,
    END_CHECKMATE },
  { "white-resigns", NULL, "e2e4 e7e5", BLACK, 5, END_BY_RESIGNING, GAME_BLACK_WINS, END_RESIGNATION },
  { "threefold-claimed", NULL, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8", COLOR_NB, -1,
    END_BY_CLAIM, GAME_DRAWN, END_THREEFOLD_REPETITION },
  { "agreed", NULL, "e2e4 e7e5", COLOR_NB, -1, END_BY_AGREEMENT, GAME_DRAWN, END_AGREEMENT },
  /* [Termination "time forfeit"]: lost on time, and read back so. */
  { "flag-fell", NULL, "e2e4 e7e5", BLACK, 2, END_BY_FLAG, GAME_BLACK_WINS, END_TIME_FORFEIT },
  { "flag-fell-black", NULL, "e2e4", COLOR_NB, -1, END_BY_FLAG, GAME_WHITE_WINS, END_TIME_FORFEIT },
};

static Game *
game_from (const char *fen, const char *moves)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);
  Position start;
  Game *game;

  if (fen)
    g_assert_true (position_from_fen (&start, fen, NULL));
  game = game_new (fen ? &start : NULL);
  for (int i = 0; words[i]; i++)
    if (*words[i])
      g_assert_true (game_play (game, move_from_uci (game_position (game), words[i])));
  return game;
}

static void
end_game (Game *game, Ending ending)
{
  switch (ending)
    {
    case END_BY_RESIGNING:
      game_resign (game, game_position (game)->side_to_move);
      break;
    case END_BY_CLAIM:
      g_assert_true (game_claim_draw (game));
      break;
    case END_BY_AGREEMENT:
      game_agree_draw (game);
      break;
    case END_BY_FLAG:
      game_flag_fall (game, game_position (game)->side_to_move);
      break;
    case END_BY_RULES:
      break;
    }
}

static void
assert_same_moves (const Game *a, const Game *b)
{
  char fen_a[FEN_MAX], fen_b[FEN_MAX];

  position_to_fen (game_start_position (a), fen_a, sizeof fen_a);
  position_to_fen (game_start_position (b), fen_b, sizeof fen_b);
  g_assert_cmpstr (fen_a, ==, fen_b);
  g_assert_cmpint (game_ply_count (a), ==, game_ply_count (b));
  for (int ply = 0; ply < game_ply_count (a); ply++)
    g_assert_cmpuint (game_move_at (a, ply), ==, game_move_at (b, ply));
}

/* Each tag written is read back with its value (among the Seven Tag Roster's defaults). */
static void
assert_tags_kept (char **written, char **read)
{
  for (int i = 0; written[i]; i += 2)
    {
      const char *value = NULL;

      for (int j = 0; read[j]; j += 2)
        if (g_str_equal (read[j], written[i]))
          value = read[j + 1];
      g_assert_cmpstr (value, ==, written[i + 1]);
    }
}

static void
test_round_trip (gconstpointer data)
{
  const RoundTripCase *test = data;
  g_autoptr(GError) error = NULL;
  g_auto(GamePgnInfo) written = { test->computer, test->level, NULL };
  g_auto(GamePgnInfo) read = GAME_PGN_INFO_INIT;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  Game *game = game_from (test->fen, test->moves);
  Game *back;
  GameEndReason reason;

  end_game (game, test->ending);
  written.tags = game_pgn_new_tags (test->computer, MAX (test->level, 0));
  text = game_pgn_write (game, &written);
  g_assert_true ((strstr (text, "[Termination \"time forfeit\"]") != NULL)
                 == (test->ending == END_BY_FLAG));
  back = game_pgn_read (text, strlen (text), NULL, &read, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back);

  assert_same_moves (game, back);
  g_assert_cmpint (game_result (back, &reason), ==, test->result);
  g_assert_cmpint (reason, ==, test->reason);
  g_assert_cmpint (read.computer, ==, test->computer);
  g_assert_cmpint (read.level, ==, test->computer == COLOR_NB ? -1 : test->level);
  assert_tags_kept (written.tags, read.tags);
  again = game_pgn_write (back, &read);
  g_assert_cmpstr (again, ==, text);
  game_free (game);
  game_free (back);
}

/* A set-up position nobody was chosen to play yet says so, and reads back so. */
static void
test_players_unchosen (void)
{
  static const char fen[] = "4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1";
  g_autoptr(GError) error = NULL;
  g_auto(GamePgnInfo) written = GAME_PGN_INFO_INIT;
  g_auto(GamePgnInfo) read = GAME_PGN_INFO_INIT;
  g_autofree char *text = NULL;
  Game *game = game_from (fen, "");
  Game *back;

  written.players_unchosen = TRUE;
  written.tags = game_pgn_new_tags (COLOR_NB, 0);
  text = game_pgn_write (game, &written);
  g_assert_nonnull (strstr (text, "[ComputerColor \"?\"]"));
  g_assert_null (strstr (text, "ComputerLevel"));
  back = game_pgn_read (text, strlen (text), NULL, &read, &error);
  g_assert_no_error (error);
  g_assert_true (read.players_unchosen);
  g_assert_cmpint (read.computer, ==, COLOR_NB);
  assert_tags_kept (written.tags, read.tags);

  /* Chosen: the tag goes. */
  game_pgn_info_clear (&read);
  g_free (text);
  written.players_unchosen = FALSE;
  text = game_pgn_write (game, &written);
  g_assert_null (strstr (text, "ComputerColor"));
  game_free (back);
  back = game_pgn_read (text, strlen (text), NULL, &read, &error);
  g_assert_no_error (error);
  g_assert_false (read.players_unchosen);
  game_free (game);
  game_free (back);
}

/* Tags from elsewhere come back as they were, ours are not among them (nor ECO and Opening,
 * which name the opening as we do), and the text is the same when written again. */
static void
test_foreign_tags (void)
{
  static const char text[] =
    "[Event \"Club championship\"]\n[Site \"Lyon\"]\n[Date \"1999.01.02\"]\n[Round \"3\"]\n"
    "[White \"Ada\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n[Annotator \"Eve\"]\n"
    "[ECO \"C20\"]\n[Opening \"King's Pawn Game\"]\n"
    "[ComputerColor \"black\"]\n[ComputerLevel \"4\"]\n\n1. e4 e5 1-0\n";
  static const char *const expected[] = {
    "Event", "Club championship", "Site", "Lyon", "Date", "1999.01.02", "Round", "3",
    "White", "Ada", "Black", "Bob", "Annotator", "Eve", NULL,
  };
  g_autoptr(GError) error = NULL;
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  g_autofree char *again = NULL;
  Game *game = game_pgn_read (text, sizeof text - 1, NULL, &info, &error);

  g_assert_no_error (error);
  g_assert_cmpstrv (info.tags, expected);
  g_assert_cmpint (info.computer, ==, BLACK);
  g_assert_cmpint (info.level, ==, 4);
  g_assert_cmpint (game_result (game, NULL), ==, GAME_WHITE_WINS);
  again = game_pgn_write (game, &info);
  g_assert_cmpstr (again, ==, text);
  game_free (game);
}

typedef struct {
  const char *name;
  const char *text;
  const char *moves;      /* UCI, played after reading */
  const char *eco;        /* the tags written; NULL: none */
  const char *opening;
} OpeningTagsCase;

static const OpeningTagsCase opening_tags_cases[] = {
  /* A file without them gets them, named by position. */
  { "filled-in", "1. c4 e6 2. Nc3 Nf6 3. d4 Bb4 *\n", "", "E20", "Nimzo-Indian Defense" },
  /* Ours follow the game as it goes on. */
  { "follow", "[ECO \"E20\"]\n[Opening \"Nimzo-Indian Defense\"]\n\n"
    "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 *\n", "a2a3", "E24", "Nimzo-Indian Defense: Sämisch Variation" },
  /* A file's own are kept, even one alone, even when the game goes on. */
  { "own", "[ECO \"E20\"]\n[Opening \"Nimzo, my way\"]\n\n1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 *\n",
    "a2a3", "E20", "Nimzo, my way" },
  { "own-eco", "[ECO \"C00\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n", "", "C00", NULL },
  /* Nothing named: none. */
  { "none", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *\n", "", NULL,
    NULL },
  { "start", "*\n", "", NULL, NULL },
};

static void
assert_tag (const char *text, const char *name, const char *value)
{
  g_autofree char *tag = g_strdup_printf ("\n[%s \"%s\"]\n", name, value ? value : "");
  g_autofree char *prefix = g_strdup_printf ("[%s ", name);

  g_test_message ("%s %s in:\n%s", name, value, text);
  if (value)
    g_assert_nonnull (strstr (text, tag));
  else
    g_assert_null (strstr (text, prefix));
}

/* ECO and Opening of the main line, written where the game has none of its own. */
static void
test_opening_tags (gconstpointer data)
{
  const OpeningTagsCase *test = data;
  g_autoptr(GError) error = NULL;
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  g_auto(GStrv) moves = g_strsplit (test->moves, " ", -1);
  g_autofree char *written = NULL;
  Game *game = game_pgn_read (test->text, strlen (test->text), NULL, &info, &error);

  g_assert_no_error (error);
  for (int i = 0; moves[i]; i++)
    if (*moves[i])
      g_assert_true (game_play (game, move_from_uci (game_position (game), moves[i])));
  written = game_pgn_write (game, &info);
  assert_tag (written, "ECO", test->eco);
  assert_tag (written, "Opening", test->opening);
  game_free (game);
}

typedef struct {
  const char   *name;
  const char   *text;
  GamePgnError  code;
} BrokenCase;

static const BrokenCase broken_cases[] = {
  { "empty", "", GAME_PGN_ERROR_NO_GAME },
  { "only-a-comment", "{ nothing here }\n", GAME_PGN_ERROR_NO_GAME },
  { "illegal-move", "1. e4 e5 2. Ke3 *\n", GAME_PGN_ERROR_INVALID },
  { "not-a-move", "1. e4 hello *\n", GAME_PGN_ERROR_INVALID },
  { "bad-fen", "[SetUp \"1\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*\n", GAME_PGN_ERROR_INVALID },
  { "broken-tag", "[Event \"unterminated\n\n1. e4 *\n", GAME_PGN_ERROR_INVALID },
  { "binary", "\x01\x02\xff\xfe", GAME_PGN_ERROR_INVALID },
};

static void
test_broken (gconstpointer data)
{
  const BrokenCase *test = data;
  g_autoptr(GError) error = NULL;
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  Game *game = game_pgn_read (test->text, strlen (test->text), NULL, &info, &error);

  g_assert_null (game);
  g_assert_error (error, GAME_PGN_ERROR, (int) test->code);
  g_assert_cmpstr (error->message, !=, "");
}

/* Three games, the second one broken: the list holds the other two, and each reads in full
 * from its place. */
static void
test_list (void)
{
  static const char text[] =
    "[Event \"First\"]\n[White \"A\"]\n[Black \"B\"]\n[Date \"2001.02.03\"]\n"
    "[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n\n"
    "[Event \"Broken\"]\n[FEN \"nonsense\"]\n[SetUp \"1\"]\n\n1. e4 *\n\n"
    "[Event \"Third\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n"
    "1. f3 e5 2. g4 Qh4# 0-1\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) headers = game_pgn_list (text, sizeof text - 1, &error);
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  const GamePgnHeader *third;
  GameEndReason reason;
  Game *game;

  g_assert_no_error (error);
  g_assert_cmpuint (headers->len, ==, 2);
  g_assert_cmpstr (g_array_index (headers, GamePgnHeader, 0).event, ==, "First");
  g_assert_cmpstr (g_array_index (headers, GamePgnHeader, 0).date, ==, "2001.02.03");
  g_assert_cmpstr (g_array_index (headers, GamePgnHeader, 0).result, ==, "1/2-1/2");
  third = &g_array_index (headers, GamePgnHeader, 1);
  g_assert_cmpstr (third->white, ==, "C");
  g_assert_cmpstr (third->black, ==, "D");
  g_assert_cmpstr (third->date, ==, "?");
  game = game_pgn_read (text, sizeof text - 1, third, &info, &error);
  g_assert_no_error (error);
  g_assert_cmpint (game_ply_count (game), ==, 4);
  g_assert_cmpint (game_result (game, &reason), ==, GAME_BLACK_WINS);
  g_assert_cmpint (reason, ==, END_CHECKMATE);
  game_free (game);
}

static void
test_list_nothing (void)
{
  g_autoptr(GError) error = NULL;

  static const char broken_tag[] = "[Event \"unterminated\n\n1. e4 *\n";

  /* The list reads tags only: a broken tag is noticed, a broken move only when the game is
   * opened. */
  g_assert_null (game_pgn_list (broken_tag, sizeof broken_tag - 1, &error));
  g_assert_error (error, GAME_PGN_ERROR, GAME_PGN_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_null (game_pgn_list ("   \n", 4, &error));
  g_assert_error (error, GAME_PGN_ERROR, GAME_PGN_ERROR_NO_GAME);
}

/* ---- Nothing lost: every game of the PGN files read and written again ---------------------- */

static PgnGame *
read_at (const char *text, gsize length, gsize offset, int line)
{
  PgnReader *reader = pgn_reader_new (text, length);
  PgnGame *pgn = NULL;
  PgnError error;

  pgn_reader_seek (reader, offset, line);
  g_assert_cmpint (pgn_reader_next_game (reader, &pgn, &error), ==, PGN_READ_GAME);
  pgn_reader_free (reader);
  return pgn;
}

/* Opened and saved unchanged, each game says what it said: the same tags, moves, variations,
 * comments and NAGs. The files are read as the app reads them, Latin-1 and all. */
static void
test_lossless (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pgn", name, NULL);
  g_autofree char *raw = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) headers = NULL;
  gsize raw_length, length;
  char *text;

  g_assert_true (g_file_get_contents (path, &raw, &raw_length, &error));
  text = pgn_text_to_utf8 (raw, raw_length, &length);
  headers = game_pgn_list (raw, raw_length, NULL);
  for (guint i = 0; headers && i < headers->len; i++)
    {
      const GamePgnHeader *header = &g_array_index (headers, GamePgnHeader, i);
      g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
      Game *game = game_pgn_read (raw, raw_length, header, &info, &error);
      g_autofree char *written = NULL;
      PgnGame *original, *again;

      GameEndReason reason = END_NONE;
      GameResult result;

      /* The broken games among them are for the error tests. */
      if (!game)
        {
          g_clear_error (&error);
          continue;
        }
      written = game_pgn_write (game, &info);
      result = game_result (game, &reason);
      game_free (game);
      original = read_at (text, length, header->offset, header->line);
      again = read_at (written, strlen (written), 0, 1);
      /* A game its moves end, marked unfinished ("*"), gets the result the rules give. */
      if (pgn_game_get_result (original) == PGN_RESULT_NONE && result != GAME_ONGOING
          && reason < END_RESIGNATION)
        pgn_game_set_result (original, pgn_game_get_result (again));
      /* A game that names no opening gets ours (test_opening_tags). */
      if (!pgn_game_get_tag (original, "ECO") && !pgn_game_get_tag (original, "Opening"))
        {
          pgn_game_set_tag (again, "ECO", NULL);
          pgn_game_set_tag (again, "Opening", NULL);
        }
      if (!pgn_game_same_content (original, again))
        g_test_message ("game %u of %s, written as:\n%s", i + 1, name, written);
      g_assert_true (pgn_game_same_content (original, again));
      pgn_game_free (original);
      pgn_game_free (again);
    }
  free (text);
}

static const char *const lossless_files[] = {
  "castling.pgn", "comments.pgn", "crlf.pgn", "disambiguation.pgn", "move-numbers.pgn",
  "nags.pgn", "promotions.pgn", "results.pgn", "setup.pgn", "tags.pgn", "utf8.pgn",
  "variations.pgn", "lossless/annotated.pgn", "lossless/deep.pgn", "lossless/latin1.pgn",
  "lossless/bom.pgn",
};

/* A Latin-1 file's names and comments come out in UTF-8. */
static void
test_latin1 (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "pgn", "lossless",
                                                 "latin1.pgn", NULL);
  g_autofree char *raw = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) headers = NULL;
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  g_autofree char *written = NULL;
  gsize length;
  Game *game;

  g_assert_true (g_file_get_contents (path, &raw, &length, &error));
  headers = game_pgn_list (raw, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (headers->len, ==, 2);
  g_assert_cmpstr (g_array_index (headers, GamePgnHeader, 0).white, ==, "Müller, Jürgen");
  g_assert_cmpstr (g_array_index (headers, GamePgnHeader, 1).white, ==, "Groß, Émile");
  game = game_pgn_read (raw, length, NULL, &info, &error);
  g_assert_no_error (error);
  written = game_pgn_write (game, &info);
  g_assert_true (g_utf8_validate (written, -1, NULL));
  g_assert_nonnull (strstr (written, "[White \"Müller, Jürgen\"]"));
  g_assert_nonnull (strstr (written, "{Erzählt über die Eröffnung}"));
  game_free (game);
}

/* ---- Games that end before their text does ------------------------------------------------ */

typedef struct {
  const char    *name;
  const char    *text;       /* with %s for a long tail of moves, or not */
  int            plies;      /* loaded */
  int            dropped;
  GameEndReason  reason;
  const char    *where;      /* in the sentence */
} EarlyEndCase;

static const EarlyEndCase early_end_cases[] = {
  { "checkmate", "1. f3 e5 2. g4 Qh4# 3. Kf2 Qxh2+ 4. Ke3 0-1", 4, 3, END_CHECKMATE,
    "The game ended after 2\u2026 Qh4#: checkmate. The 3 moves written after that were not loaded." },
  { "stalemate", "[SetUp \"1\"]\n[FEN \"7k/8/6Q1/8/8/8/8/K7 w - - 0 1\"]\n\n1. Qf7 Kh7 *", 1, 1,
    END_STALEMATE,
    "The game ended after 1. Qf7: stalemate. The 1 move written after that was not loaded." },
  { "fivefold", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 "
    "8. Ng1 Ng8 9. Nf3 Nf6 10. Ng1 Ng8 11. e4 *", 16, 5, END_FIVEFOLD_REPETITION,
    "The game ended after 8\u2026 Ng8: the same position five times." },
  { "seventy-five", "[SetUp \"1\"]\n[FEN \"k7/8/8/8/8/8/8/KQ6 w - - 149 90\"]\n\n"
    "90. Qb2 Ka7 91. Qb3 *", 1, 2, END_SEVENTY_FIVE_MOVES,
    "The game ended after 90. Qb2: seventy-five moves without a capture or pawn move." },
};

/* The game is loaded as far as the rules let it go, and says where it ended and how much it
 * left out: by mate, stalemate, fivefold repetition and the 75-move rule. */
static void
test_early_end (gconstpointer data)
{
  const EarlyEndCase *c = data;
  g_auto(GamePgnInfo) info = GAME_PGN_INFO_INIT;
  g_autoptr(GError) error = NULL;
  g_autofree char *sentence = NULL;
  GameEndReason reason;
  Game *game = game_pgn_read (c->text, strlen (c->text), NULL, &info, &error);

  g_assert_no_error (error);
  g_assert_cmpint (game_ply_count (game), ==, c->plies);
  g_assert_cmpint (info.dropped, ==, c->dropped);
  g_assert_cmpint (game_result (game, &reason), !=, GAME_ONGOING);
  g_assert_cmpint (reason, ==, c->reason);
  sentence = game_pgn_describe_dropped (game, &info);
  g_test_message ("%s", sentence);
  g_assert_true (g_str_has_prefix (sentence, c->where));
  game_free (game);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();

  for (gsize i = 0; i < G_N_ELEMENTS (round_trip_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/game-pgn/round-trip/", round_trip_cases[i].name, NULL);
      g_test_add_data_func (path, &round_trip_cases[i], test_round_trip);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (broken_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/game-pgn/broken/", broken_cases[i].name, NULL);
      g_test_add_data_func (path, &broken_cases[i], test_broken);
    }
  g_test_add_func ("/game-pgn/foreign-tags", test_foreign_tags);
  g_test_add_func ("/game-pgn/players-unchosen", test_players_unchosen);
  for (size_t i = 0; i < G_N_ELEMENTS (opening_tags_cases); i++)
    {
      g_autofree char *path = g_strconcat ("/game-pgn/opening-tags/", opening_tags_cases[i].name,
                                           NULL);
      g_test_add_data_func (path, &opening_tags_cases[i], test_opening_tags);
    }
  g_test_add_func ("/game-pgn/list", test_list);
  g_test_add_func ("/game-pgn/list-nothing", test_list_nothing);
  for (gsize i = 0; i < G_N_ELEMENTS (lossless_files); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game-pgn/lossless/%s", lossless_files[i]);
      g_test_add_data_func (path, lossless_files[i], test_lossless);
    }
  g_test_add_func ("/game-pgn/latin1", test_latin1);
  for (gsize i = 0; i < G_N_ELEMENTS (early_end_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game-pgn/early-end/%s", early_end_cases[i].name);
      g_test_add_data_func (path, &early_end_cases[i], test_early_end);
    }
  return g_test_run ();
}
