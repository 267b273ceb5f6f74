/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Review tests: Win% by the engine's calibration, move classes with mates and decided
 * positions, lichess's accuracy, the [%eval] text, and a short game with a planted blunder
 * reviewed, annotated, written, read back and restored without a search. */
#include <glib.h>
#include <math.h>

#include "review-game.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (SearchContext, search_context_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReviewGame, review_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PgnGame, pgn_game_free)

/* Mate in n for the side to move, and mated in n. */
#define MATE_IN(n)  (SCORE_MATE - (2 * (n) - 1))
#define MATED_IN(n) (-(SCORE_MATE - 2 * (n)))

typedef struct {
  int    score;
  double win;    /* per cent, to 0.01 */
} WinCase;

static const WinCase win_cases[] = {
  { 0, 50.0 },
  { 100, 66.37 },      /* 1 / (1 + e^-0.68) */
  { -100, 33.63 },
  { 300, 88.50 },
  { 1500, 100.0 },     /* 99.996 */
  { MATE_IN (1), 100.0 },
  { MATE_IN (20), 100.0 },
  { MATED_IN (3), 0.0 },
  { -SCORE_MATE, 0.0 },
};

static void
test_win_percent (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (win_cases); i++)
    g_assert_cmpfloat_with_epsilon (review_win_percent (win_cases[i].score), win_cases[i].win, 0.01);
  /* Symmetric: what one side has, the other lacks. */
  for (int cp = -2000; cp <= 2000; cp += 37)
    g_assert_cmpfloat_with_epsilon (review_win_percent (cp) + review_win_percent (-cp), 100.0, 1e-9);
}

typedef struct {
  const char *name;
  int         before, after;   /* the mover's view */
  bool        is_best;
  ReviewClass expected;
} ClassCase;

static const ClassCase class_cases[] = {
  { "engine's move", 35, -400, true, REVIEW_CLASS_BEST },
  { "equal stays equal", 20, 0, false, REVIEW_CLASS_GOOD },
  { "just under an inaccuracy", 0, -29, false, REVIEW_CLASS_GOOD },       /* 4.93 points */
  { "inaccuracy", 0, -30, false, REVIEW_CLASS_INACCURACY },               /* 5.08 */
  { "mistake", 0, -60, false, REVIEW_CLASS_MISTAKE },                     /* 10.06 */
  { "just under a blunder", 0, -90, false, REVIEW_CLASS_MISTAKE },              /* 14.84 */
  { "blunder", 0, -95, false, REVIEW_CLASS_BLUNDER },                     /* 15.65 */
  { "piece left hanging", 50, -250, false, REVIEW_CLASS_BLUNDER },
  { "a deeper look finds it better", 0, 80, false, REVIEW_CLASS_GOOD },
  /* Decided positions: +15 to +9 still wins, as does -9 to -15 still lose. */
  { "won stays won", 1500, 900, false, REVIEW_CLASS_GOOD },
  { "lost stays lost", -900, -1500, false, REVIEW_CLASS_GOOD },
  { "won to drawn", 600, 0, false, REVIEW_CLASS_BLUNDER },
  /* Mates. */
  { "longer mate", MATE_IN (2), MATE_IN (5), false, REVIEW_CLASS_GOOD },
  { "mate missed, still crushing", MATE_IN (2), 700, false, REVIEW_CLASS_INACCURACY },
  { "mate missed, still winning", MATE_IN (2), 300, false, REVIEW_CLASS_MISTAKE },
  { "mate missed, game thrown", MATE_IN (2), 0, false, REVIEW_CLASS_BLUNDER },
  { "walks into mate", 0, MATED_IN (1), false, REVIEW_CLASS_BLUNDER },
  { "lost anyway, mated sooner", MATED_IN (8), MATED_IN (2), false, REVIEW_CLASS_GOOD },
  { "lost anyway, into mate", -800, MATED_IN (3), false, REVIEW_CLASS_GOOD },
};

static void
test_classify (gconstpointer data)
{
  const ClassCase *c = data;

  g_assert_cmpint (review_classify (c->before, c->after, c->is_best), ==, c->expected);
}

static void
test_accuracy (void)
{
  g_assert_cmpfloat_with_epsilon (review_move_accuracy (0), 99.9999, 1e-9);
  g_assert_cmpfloat_with_epsilon (review_move_accuracy (10), 63.58, 0.01);
  g_assert_cmpfloat_with_epsilon (review_move_accuracy (30), 24.78, 0.01);
  g_assert_cmpfloat (review_move_accuracy (100), ==, 0.0);              /* -2.89, capped */
  for (double loss = 0; loss < 100; loss += 1)
    g_assert_cmpfloat (review_move_accuracy (loss + 1), <=, review_move_accuracy (loss));
}

typedef struct {
  int         score;
  Color       side;
  const char *text;
} EvalCase;

static const EvalCase eval_cases[] = {
  { 35, WHITE, "0.35" },
  { 35, BLACK, "-0.35" },
  { -5, WHITE, "-0.05" },
  { 1234, BLACK, "-12.34" },
  { 0, BLACK, "0.00" },
  { MATE_IN (3), WHITE, "#3" },
  { MATE_IN (1), BLACK, "#-1" },
  { MATED_IN (2), WHITE, "#-2" },
  { MATED_IN (4), BLACK, "#4" },
};

static void
test_format_eval (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (eval_cases); i++)
    {
      char text[32];
      review_format_eval (eval_cases[i].score, eval_cases[i].side, text, sizeof text);
      g_assert_cmpstr (text, ==, eval_cases[i].text);
    }
}

static PgnGame *
read_game (const char *text)
{
  PgnReader *reader = pgn_reader_new (text, strlen (text));
  PgnGame   *game = NULL;
  PgnError   error;

  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_GAME);
  pgn_reader_free (reader);
  return game;
}

/* Black's 3...Nf6?? allows mate in one; the rest is sound. */
#define PLANTED "[Event \"t\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n"

static ReviewGame *
review_planted (PgnGame *pgn)
{
  g_autoptr (SearchContext) ctx = search_context_new (16);
  ReviewGame  *review = review_game_new (pgn);
  SearchLimits limits;

  search_limits_init (&limits);
  limits.depth = 8;
  for (int i = review_game_n_moves (review); i >= 0; i--)
    {
      ReviewPosition p;
      review_game_analyse (review, i, ctx, &limits, &p);
      g_assert_true (p.known);
      review_game_set_position (review, i, &p);
    }
  return review;
}

static void
test_planted_blunder (void)
{
  g_autoptr (PgnGame) pgn = read_game (PLANTED);
  g_autoptr (ReviewGame) review = review_planted (pgn);
  ReviewSummary white, black;

  g_assert_cmpint (review_game_n_moves (review), ==, 7);
  g_assert_cmpint (review_game_n_known (review), ==, 8);
  g_assert_cmpint (review_game_get_move (review, 5)->klass, ==, REVIEW_CLASS_BLUNDER);
  g_assert_cmpint (review_game_get_move (review, 6)->klass, ==, REVIEW_CLASS_BEST);   /* Qxf7# */
  for (int ply = 0; ply < 5; ply++)
    g_assert_cmpint (review_game_get_move (review, ply)->klass, <, REVIEW_CLASS_MISTAKE);
  g_assert_cmpint (review_game_get_position (review, 6)->score, ==, MATE_IN (1));
  g_assert_cmpint (review_game_get_position (review, 7)->score, ==, -SCORE_MATE);

  review_game_summary (review, WHITE, &white);
  review_game_summary (review, BLACK, &black);
  g_assert_cmpint (white.n_moves, ==, 4);
  g_assert_cmpint (black.n_moves, ==, 3);
  g_assert_cmpint (black.counts[REVIEW_CLASS_BLUNDER], ==, 1);
  g_assert_cmpint (white.counts[REVIEW_CLASS_BLUNDER], ==, 0);
  g_assert_cmpfloat (black.accuracy, <, white.accuracy);
  g_assert_cmpfloat (review_game_white_win (review, 6), ==, 100.0);

  /* Annotated: ?? with the better line as a variation, the mate in one as #1. */
  review_game_annotate (review, pgn);
  g_autofree char *text = pgn_game_write (pgn, NULL);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "3... Nf6 $4 {[%eval #1]} ("));
  g_assert_nonnull (strstr (text, "4. Qxf7# 1-0"));
  const PgnNode *nf6 = pgn_node_get_next (pgn_node_get_next (pgn_node_get_next (pgn_node_get_next (
                       pgn_node_get_next (pgn_game_get_first_move (pgn))))));
  g_assert_cmpstr (pgn_node_get_san (nf6), ==, "Nf6");
  g_assert_cmpint (pgn_node_get_n_variations (nf6), ==, 1);
  g_assert_cmpuint (pgn_node_get_move (pgn_node_get_variation (nf6, 0)), ==,
                    review_game_get_position (review, 5)->pv[0]);
  g_assert_nonnull (pgn_game_get_comment (pgn));   /* the start position's [%eval] */

  /* Read back: the same review, with no search. */
  g_autoptr (PgnGame) again = read_game (text);
  g_autoptr (ReviewGame) restored = review_game_new (again);
  g_assert_true (review_game_restore (restored, again));
  for (int ply = 0; ply < 7; ply++)
    {
      ReviewClass klass = review_game_get_move (review, ply)->klass;
      g_assert_cmpint (review_game_get_move (restored, ply)->klass, ==,
                       klass == REVIEW_CLASS_BEST ? REVIEW_CLASS_GOOD : klass);
    }
  for (int i = 0; i <= 7; i++)
    {
      /* Centipawns survive the pawns' two decimals, mates their count of moves. */
      g_assert_cmpint (review_game_get_position (restored, i)->score, ==, review_game_get_position (review, i)->score);
    }
  g_assert_cmpuint (review_game_get_position (restored, 5)->pv[0], ==, review_game_get_position (review, 5)->pv[0]);
  /* Annotating the restored review writes the same file. */
  review_game_annotate (restored, again);
  g_autofree char *text_again = pgn_game_write (again, NULL);
  g_assert_cmpstr (text_again, ==, text);
}

/* A file without [%eval] restores nothing: it has to be analysed. */
static void
test_restore_needs_evals (void)
{
  g_autoptr (PgnGame) pgn = read_game (PLANTED);
  g_autoptr (ReviewGame) review = review_game_new (pgn);

  g_assert_false (review_game_restore (review, pgn));
  g_assert_cmpint (review_game_n_known (review), ==, 1);   /* the final mate, by the rules */
  g_assert_cmpint (review_game_get_move (review, 5)->klass, ==, REVIEW_CLASS_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/review/win-percent", test_win_percent);
  for (size_t i = 0; i < G_N_ELEMENTS (class_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/review/classify/%s", class_cases[i].name);
      g_test_add_data_func (path, &class_cases[i], test_classify);
    }
  g_test_add_func ("/review/accuracy", test_accuracy);
  g_test_add_func ("/review/format-eval", test_format_eval);
  g_test_add_func ("/review/planted-blunder", test_planted_blunder);
  g_test_add_func ("/review/restore-needs-evals", test_restore_needs_evals);
  return g_test_run ();
}
