/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Correction history tests: the static evaluation's correction learns the error that searches
 * report, by side to move, pawns and pieces, more from deeper searches, and within its bound. */
#include <glib.h>

#include "correction.h"
#include "fen.h"
#include "search.h"

/* Two positions with the same pawns and White pieces; only a black knight stands elsewhere. */
static const char *const fen_a = "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4";
static const char *const fen_knight_moved = "r1bqkb1r/pppp1ppp/2n5/4p3/4P1n1/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4";
static const char *const fen_other_pawns = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

static Position
position_of (const char *fen)
{
  Position pos;
  g_assert_true (position_from_fen (&pos, fen, NULL));
  return pos;
}

static CorrectionHistory *
new_history (void)
{
  CorrectionHistory *history = g_new (CorrectionHistory, 1);
  correction_clear (history);
  return history;
}

static void
learn_often (CorrectionHistory *history, const Position *pos, int error)
{
  for (int i = 0; i < 2000; i++)
    correction_learn (history, pos, 20, 50, 50 + error);
}

static void
test_starts_uncorrected (void)
{
  g_autofree CorrectionHistory *history = new_history ();
  Position                      pos = position_of (fen_a);

  g_assert_cmpint (correction_apply (history, &pos, 37), ==, 37);
  g_assert_cmpint (correction_apply (history, &pos, -412), ==, -412);
}

static void
test_learns_the_error (void)
{
  g_autofree CorrectionHistory *history = new_history ();
  Position                      pos = position_of (fen_a);

  learn_often (history, &pos, 20);
  /* Integer averaging may stop a unit short of the error. */
  int learnt = correction_apply (history, &pos, 100) - 100;
  g_assert_cmpint (learnt, >=, 19);
  g_assert_cmpint (learnt, <=, 20);
  learn_often (history, &pos, -12);
  learnt = correction_apply (history, &pos, 100) - 100;
  g_assert_cmpint (learnt, >=, -12);
  g_assert_cmpint (learnt, <=, -11);
}

static void
test_bounded (void)
{
  g_autofree CorrectionHistory *history = new_history ();
  Position                      pos = position_of (fen_a);

  learn_often (history, &pos, 900);
  g_assert_cmpint (correction_apply (history, &pos, 0), ==, 32);
  learn_often (history, &pos, -900);
  g_assert_cmpint (correction_apply (history, &pos, 0), ==, -32);
  /* A correction never turns an evaluation into a mate score. */
  g_assert_cmpint (correction_apply (history, &pos, -SCORE_MATE_IN_MAX + 5), >, -SCORE_MATE_IN_MAX);
}

static void
test_deeper_searches_count_more (void)
{
  g_autofree CorrectionHistory *shallow = new_history ();
  g_autofree CorrectionHistory *deep = new_history ();
  Position                      pos = position_of (fen_a);

  correction_learn (shallow, &pos, 1, 0, 100);
  correction_learn (deep, &pos, 12, 0, 100);
  int shallow_learnt = correction_apply (shallow, &pos, 0), deep_learnt = correction_apply (deep, &pos, 0);
  g_assert_cmpint (shallow_learnt, >=, 0);
  g_assert_cmpint (deep_learnt, >, shallow_learnt);
  g_assert_cmpint (deep_learnt, <, 100);
}

static void
test_by_side_pawns_and_pieces (void)
{
  g_autofree CorrectionHistory *history = new_history ();
  Position                      pos = position_of (fen_a);
  Position                      black_to_move = pos, knight_moved = position_of (fen_knight_moved);
  Position                      other_pawns = position_of (fen_other_pawns);

  black_to_move.side_to_move = BLACK;
  learn_often (history, &pos, 20);
  g_assert_cmpint (correction_apply (history, &black_to_move, 0), ==, 0);
  g_assert_cmpint (correction_apply (history, &other_pawns, 0), ==, 0);
  /* The same pawns and White's pieces, Black's pieces not: three quarters of the correction. */
  int learnt = correction_apply (history, &pos, 0);
  int partly = correction_apply (history, &knight_moved, 0);
  g_assert_cmpint (partly, >=, learnt * 3 / 4 - 1);
  g_assert_cmpint (partly, <=, learnt * 3 / 4 + 1);
  g_assert_cmpint (partly, <, learnt);

  correction_clear (history);
  g_assert_cmpint (correction_apply (history, &pos, 0), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/correction/starts-uncorrected", test_starts_uncorrected);
  g_test_add_func ("/correction/learns-the-error", test_learns_the_error);
  g_test_add_func ("/correction/bounded", test_bounded);
  g_test_add_func ("/correction/deeper-searches-count-more", test_deeper_searches_count_more);
  g_test_add_func ("/correction/by-side-pawns-and-pieces", test_by_side_pawns_and_pieces);
  return g_test_run ();
}
