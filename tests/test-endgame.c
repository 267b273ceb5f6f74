/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Endgame tests: the mop-up bonus of a won pawnless ending drives the defending king to the edge
 * (with a bishop and a knight, to the bishop's corner) and the attacking king up to it, counts for
 * the side ahead whoever is to move, and leaves every other position alone. */
#include <glib.h>

#include "endgame.h"
#include "fen.h"

static int
mop_up_of (const char *fen)
{
  Position pos;
  g_assert_true (position_from_fen (&pos, fen, NULL));
  return endgame_mop_up (&pos);
}

static void
test_other_positions_get_nothing (void)
{
  const char *const fens[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "8/8/3k4/8/3n4/8/3R4/3K4 w - - 0 1",                 /* a rook against a knight */
    "8/8/3k4/3p4/8/8/3Q4/3K4 w - - 0 1",                 /* the defender has a pawn */
    "8/8/3k4/2nb4/8/8/3Q4/3K4 w - - 0 1",                /* two minor pieces defend */
    "8/8/3k4/8/8/8/8/3K4 w - - 0 1",                     /* kings alone */
  };

  for (size_t i = 0; i < G_N_ELEMENTS (fens); i++)
    g_assert_cmpint (mop_up_of (fens[i]), ==, 0);
}

static void
test_drives_the_king_to_the_edge (void)
{
  /* A queen against a knight, the attacking king on a1 both times: in the corner the defending
   * king stands farther from it, and the edge still counts for more. */
  int centre = mop_up_of ("8/8/8/3k4/8/3n4/4Q3/K7 w - - 0 1");
  int corner = mop_up_of ("7k/8/8/8/8/3n4/4Q3/K7 w - - 0 1");

  g_assert_cmpint (centre, >, 0);
  g_assert_cmpint (corner, >, centre);
}

static void
test_brings_the_kings_together (void)
{
  int far = mop_up_of ("k7/8/8/8/8/8/8/6KR w - - 0 1");
  int near = mop_up_of ("k7/8/2K5/8/8/8/8/7R w - - 0 1");

  g_assert_cmpint (near, >, far);
}

static void
test_bishop_and_knight_mate_in_the_bishops_corner (void)
{
  /* A bishop on dark squares (c1) mates in a1 or h8, not in a8 or h1. */
  int right = mop_up_of ("8/8/8/K7/8/8/8/k1B1N3 w - - 0 1");
  int wrong = mop_up_of ("k7/8/8/K7/8/8/8/2B1N3 w - - 0 1");

  g_assert_cmpint (right, >, wrong);
}

static void
test_counts_for_the_side_ahead (void)
{
  g_assert_cmpint (mop_up_of ("k7/8/2K5/8/8/8/8/7R b - - 0 1"), ==, -mop_up_of ("k7/8/2K5/8/8/8/8/7R w - - 0 1"));
  g_assert_cmpint (mop_up_of ("K7/8/2k5/8/8/8/8/7r b - - 0 1"), ==, mop_up_of ("k7/8/2K5/8/8/8/8/7R w - - 0 1"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/endgame/other-positions-get-nothing", test_other_positions_get_nothing);
  g_test_add_func ("/endgame/drives-the-king-to-the-edge", test_drives_the_king_to_the_edge);
  g_test_add_func ("/endgame/brings-the-kings-together", test_brings_the_kings_together);
  g_test_add_func ("/endgame/bishop-and-knight-mate-in-the-bishops-corner",
                   test_bishop_and_knight_mate_in_the_bishops_corner);
  g_test_add_func ("/endgame/counts-for-the-side-ahead", test_counts_for_the_side_ahead);
  return g_test_run ();
}
