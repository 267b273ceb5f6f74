/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Correction history tests: a lesson moves the evaluation of its own pawn structure and side
 * to move only, repeated lessons settle on their error, and no correction passes its bound or
 * turns an evaluation into a mate score. */
#include <glib.h>

#include "correction.h"
#include "fen.h"
#include "search.h"

static void
position_of (Position *pos, const char *fen)
{
  g_assert_true (position_from_fen (pos, fen, NULL));
}

static void
test_starts_empty (void)
{
  CorrectionHistory history;
  Position          pos;

  correction_clear (&history);
  position_of (&pos, FEN_START);
  g_assert_cmpint (correction_apply (&history, &pos, 37), ==, 37);
  g_assert_cmpint (correction_apply (&history, &pos, -412), ==, -412);
}

static void
test_settles_on_the_error (void)
{
  CorrectionHistory history;
  Position          pos;

  correction_clear (&history);
  position_of (&pos, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  /* The search keeps finding 40 centipawns more than the evaluation says. */
  for (int i = 0; i < 400; i++)
    correction_learn (&history, &pos, 12, 10, 50);
  int corrected = correction_apply (&history, &pos, 10);
  g_assert_cmpint (corrected, >=, 48);
  g_assert_cmpint (corrected, <=, 50);

  /* A few shallow lessons the other way move it only a little. */
  for (int i = 0; i < 5; i++)
    correction_learn (&history, &pos, 1, 10, -50);
  g_assert_cmpint (correction_apply (&history, &pos, 10), >=, 40);
  g_assert_cmpint (correction_apply (&history, &pos, 10), <, corrected);
}

static void
test_keyed_by_pawns_and_side (void)
{
  CorrectionHistory history;
  Position          learnt, same_pawns, other_side, other_pawns;

  correction_clear (&history);
  position_of (&learnt, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
  /* The pieces moved, the pawns did not: the same structure. */
  position_of (&same_pawns, "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
  position_of (&other_side, "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 2 3");
  position_of (&other_pawns, "r1bqkbnr/pppp1ppp/2n5/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3");
  for (int i = 0; i < 100; i++)
    correction_learn (&history, &learnt, 10, 0, -30);
  g_assert_cmpint (correction_apply (&history, &learnt, 0), <=, -20);
  g_assert_cmpint (correction_apply (&history, &same_pawns, 0), ==, correction_apply (&history, &learnt, 0));
  g_assert_cmpint (correction_apply (&history, &other_side, 0), ==, 0);
  g_assert_cmpint (correction_apply (&history, &other_pawns, 0), ==, 0);
}

static void
test_bounded (void)
{
  CorrectionHistory history;
  Position          pos;

  correction_clear (&history);
  position_of (&pos, "8/5k2/8/3p4/3P4/8/5K2/8 w - - 0 1");
  for (int i = 0; i < 1000; i++)
    correction_learn (&history, &pos, 20, 0, 3000);
  int corrected = correction_apply (&history, &pos, 0);
  g_assert_cmpint (corrected, >, 0);
  g_assert_cmpint (corrected, <=, 64);
  g_assert_cmpint (correction_apply (&history, &pos, SCORE_MATE_IN_MAX - 10), <, SCORE_MATE_IN_MAX);

  for (int i = 0; i < 1000; i++)
    correction_learn (&history, &pos, 20, 0, -3000);
  g_assert_cmpint (correction_apply (&history, &pos, 0), >=, -64);
  g_assert_cmpint (correction_apply (&history, &pos, -SCORE_MATE_IN_MAX + 10), >, -SCORE_MATE_IN_MAX);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/correction/starts-empty", test_starts_empty);
  g_test_add_func ("/correction/settles-on-the-error", test_settles_on_the_error);
  g_test_add_func ("/correction/keyed-by-pawns-and-side", test_keyed_by_pawns_and_side);
  g_test_add_func ("/correction/bounded", test_bounded);
  return g_test_run ();
}
