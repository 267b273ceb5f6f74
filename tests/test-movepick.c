/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Move picker tests: along random games, with table moves and killers that are right, stale or
 * nonsense, the staged picker hands out every legal move exactly once, in its stages' order;
 * among quiet moves of equal history, those whose piece checks the king come first. */
#include <glib.h>

#include "fen.h"
#include "movepick.h"

static const char *const starts[] = {
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
};

/* A move to try as table move or killer: one of this position's, one of another position's,
 * or random bits. */
static Move
some_move (GRand *rand, const MoveList *here, const MoveList *elsewhere)
{
  switch (g_rand_int_range (rand, 0, 4))
    {
    case 0: return here->count ? here->moves[g_rand_int_range (rand, 0, here->count)] : MOVE_NONE;
    case 1: return elsewhere->count ? elsewhere->moves[g_rand_int_range (rand, 0, elsewhere->count)] : MOVE_NONE;
    case 2: return (Move) g_rand_int_range (rand, 0, 1 << 16);
    default: return MOVE_NONE;
    }
}

/* The group a picker score belongs to, in the order the stages hand them out. */
static int
stage_of (int score)
{
  if (score >= PICK_TT_MOVE)
    return 0;
  if (score >= PICK_GOOD_CAPTURE)
    return 1;
  if (score >= PICK_KILLER - 1)
    return 2;
  if (score > PICK_BAD_CAPTURE / 2)
    return 3;
  return 4;
}

static void
check_picker (const Position *pos, GRand *rand, const MoveList *elsewhere)
{
  MoveList     legal;
  MovePicker   mp;
  int16_t      history[SQ_NB][SQ_NB] = { { 0 } };
  MoveOrdering ordering = { .butterfly = (const int16_t (*)[SQ_NB]) history };
  Move         m, tt_move;
  int          score, last_stage = 0, handed = 0;
  bool         seen[MAX_MOVES] = { false };

  generate_moves (pos, GEN_LEGAL, &legal);
  tt_move = some_move (rand, &legal, elsewhere);
  ordering.killers[0] = some_move (rand, &legal, elsewhere);
  ordering.killers[1] = some_move (rand, &legal, elsewhere);
  ordering.counter = some_move (rand, &legal, elsewhere);
  for (int i = 0; i < legal.count; i++)
    history[move_from (legal.moves[i])][move_to (legal.moves[i])] = (int16_t) g_rand_int_range (rand, -16000, 16000);

  move_picker_init_staged (&mp, pos, tt_move, &ordering);
  while ((m = move_picker_next (&mp, &score)) != MOVE_NONE)
    {
      int i = 0;
      while (i < legal.count && legal.moves[i] != m)
        i++;
      g_assert_cmpint (i, <, legal.count);   /* legal */
      g_assert_false (seen[i]);              /* once */
      seen[i] = true;
      handed++;
      if (handed == 1 && move_is_legal (pos, tt_move))
        g_assert_cmpuint (m, ==, tt_move);
      g_assert_cmpint (stage_of (score), >=, last_stage);
      last_stage = stage_of (score);
    }
  g_assert_cmpint (handed, ==, legal.count);
  g_assert_cmpint (move_picker_count (&mp), ==, legal.count);
}

static void
test_staged_picker_hands_out_every_move_once (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261123);
  MoveList previous = { .count = 0 };
  int      positions = 0;

  for (guint s = 0; s < G_N_ELEMENTS (starts); s++)
    for (int game = 0; game < 20; game++)
      {
        Position pos;
        g_assert_true (position_from_fen (&pos, starts[s], NULL));
        for (int ply = 0; ply < 80; ply++)
          {
            MoveList legal;
            Undo     undo;
            check_picker (&pos, rand, &previous);
            positions++;
            if (generate_moves (&pos, GEN_LEGAL, &legal) == 0)
              break;
            position_make_move (&pos, legal.moves[g_rand_int_range (rand, 0, legal.count)], &undo);
            previous = legal;
          }
      }
  g_assert_cmpint (positions, >, 3000);
}

/* Whether m, played, puts its own piece in check of the king (a discovered check does not
 * count: the picker does not look for those). Found by playing the move, not by the picker's
 * squares. */
static bool
checks_directly (const Position *pos, Move m)
{
  Position after = *pos;
  Undo     undo;

  position_make_move (&after, m, &undo);
  return (after.checkers & square_bb (move_to (m))) != 0;
}

static void
test_quiet_checks_come_first (void)
{
  static const char *const fens[] = {
    "rnbqkbnr/ppp2ppp/8/3pp3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3",
    "6k1/5ppp/8/8/8/8/1Q3PPP/3R2K1 w - - 0 1",
    "4k3/8/8/8/2N5/8/1B6/4K2R w K - 0 1",
  };

  for (guint f = 0; f < G_N_ELEMENTS (fens); f++)
    {
      Position     pos;
      MovePicker   mp;
      int16_t      history[SQ_NB][SQ_NB] = { { 0 } };
      MoveOrdering ordering = { .butterfly = (const int16_t (*)[SQ_NB]) history };
      Move         m;
      int          checks = 0, others = 0;

      g_assert_true (position_from_fen (&pos, fens[f], NULL));
      move_picker_init_staged (&mp, &pos, MOVE_NONE, &ordering);
      while ((m = move_picker_next (&mp, NULL)) != MOVE_NONE)
        {
          if (move_is_noisy (&pos, m))
            continue;
          if (checks_directly (&pos, m))
            {
              g_assert_cmpint (others, ==, 0);   /* no quiet non-check before a quiet check */
              checks++;
            }
          else
            others++;
        }
      g_assert_cmpint (checks, >, 0);
      g_assert_cmpint (others, >, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/movepick/staged-every-move-once", test_staged_picker_hands_out_every_move_once);
  g_test_add_func ("/movepick/quiet-checks-first", test_quiet_checks_come_first);
  return g_test_run ();
}
