/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Game-end rules and the game record: every rule with a position that hits it and one that
 * just misses it, repetition through real move sequences, undo/redo and claims. */
#include <glib.h>

#include "fen.h"
#include "game.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Game, game_free)

typedef struct {
  const char   *fen;
  GameResult    result;
  GameEndReason reason;
  GameEndReason claimable;
} EndCase;

static const EndCase end_cases[] = {
  /* Fool's mate, and one move earlier. */
  { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", GAME_BLACK_WINS, END_CHECKMATE, END_NONE },
  { "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", GAME_ONGOING, END_NONE, END_NONE },
  /* In check with a way out is not mate. */
  { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPPN1P/RNBQKB1R w KQkq - 1 3", GAME_ONGOING, END_NONE, END_NONE },
  /* Back-rank mate. */
  { "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", GAME_WHITE_WINS, END_CHECKMATE, END_NONE },
  { "R5k1/5p1p/8/8/8/8/8/6K1 b - - 0 1", GAME_ONGOING, END_NONE, END_NONE },
  /* Stalemate, and the same king with a flight square. */
  { "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", GAME_DRAWN, END_STALEMATE, END_NONE },
  { "7k/8/5Q2/6K1/8/8/8/8 b - - 0 1", GAME_ONGOING, END_NONE, END_NONE },
  /* The rook's pawn stalemate. */
  { "k7/P7/K7/8/8/8/8/8 b - - 0 1", GAME_DRAWN, END_STALEMATE, END_NONE },
  /* The 75-move rule is automatic; at 149 plies only the 50-move claim stands. */
  { "4k3/8/8/8/8/8/4R3/4K3 b - - 150 120", GAME_DRAWN, END_SEVENTY_FIVE_MOVES, END_NONE },
  { "4k3/8/8/8/8/8/3R4/4K3 b - - 149 120", GAME_ONGOING, END_NONE, END_FIFTY_MOVES },
  { "4k3/8/8/8/8/8/3R4/4K3 b - - 100 120", GAME_ONGOING, END_NONE, END_FIFTY_MOVES },
  { "4k3/8/8/8/8/8/3R4/4K3 b - - 99 120", GAME_ONGOING, END_NONE, END_NONE },
  /* Mate on the move that reaches the 75-move limit is still mate. */
  { "R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 90", GAME_WHITE_WINS, END_CHECKMATE, END_NONE },
  /* Dead positions. */
  { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", GAME_DRAWN, END_INSUFFICIENT_MATERIAL, END_NONE },
  { "8/8/8/4k3/8/8/2B5/4K3 w - - 0 1", GAME_DRAWN, END_INSUFFICIENT_MATERIAL, END_NONE },
  { "8/8/8/4k3/8/8/2n5/4K3 w - - 0 1", GAME_DRAWN, END_INSUFFICIENT_MATERIAL, END_NONE },
  { "5b2/8/8/4k3/8/8/8/2B1K3 w - - 0 1", GAME_DRAWN, END_INSUFFICIENT_MATERIAL, END_NONE },
  { "5b2/8/1b6/4k3/8/8/8/2B1K3 w - - 0 1", GAME_DRAWN, END_INSUFFICIENT_MATERIAL, END_NONE },
  /* ...and the near misses: opposite bishops, two knights, bishop and knight, a pawn. */
  { "2b5/8/8/4k3/8/8/8/2B1K3 w - - 0 1", GAME_ONGOING, END_NONE, END_NONE },
  { "8/8/8/4k3/8/8/2N5/1N2K3 w - - 0 1", GAME_ONGOING, END_NONE, END_NONE },
  { "8/8/8/4k3/8/8/2n5/2B1K3 w - - 0 1", GAME_ONGOING, END_NONE, END_NONE },
  { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", GAME_ONGOING, END_NONE, END_NONE },
};

static void
test_end_positions (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (end_cases); i++)
    {
      const EndCase *c = &end_cases[i];
      Position       pos;
      GameEndReason  reason;

      g_test_message ("%s", c->fen);
      g_assert_true (position_from_fen (&pos, c->fen, NULL));
      g_autoptr (Game) game = game_new (&pos);
      g_assert_cmpint (game_result (game, &reason), ==, c->result);
      g_assert_cmpint (reason, ==, c->reason);
      g_assert_cmpint (game_claimable_draw (game), ==, c->claimable);
    }
}

static void
play_uci (Game *game, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);

  for (int i = 0; list[i]; i++)
    {
      Move m = move_from_uci (game_position (game), list[i]);
      g_assert_true (m != MOVE_NONE);
      g_assert_true (game_play (game, m));
    }
}

/* Knights out and back: the start position comes round every four plies. */
static void
test_repetition (void)
{
  g_autoptr (Game) game = game_new (NULL);
  const char *shuffle = "g1f3 g8f6 f3g1 f6g8";
  GameEndReason reason;

  play_uci (game, shuffle);
  play_uci (game, "g1f3 g8f6 f3g1");
  g_assert_cmpint (game_claimable_draw (game), ==, END_NONE);   /* twice so far, and a move short */
  play_uci (game, "f6g8");
  g_assert_cmpint (game_claimable_draw (game), ==, END_THREEFOLD_REPETITION);
  play_uci (game, shuffle);
  play_uci (game, "g1f3 g8f6 f3g1");
  g_assert_cmpint (game_result (game, &reason), ==, GAME_ONGOING);
  play_uci (game, "f6g8");
  g_assert_cmpint (game_result (game, &reason), ==, GAME_DRAWN);
  g_assert_cmpint (reason, ==, END_FIVEFOLD_REPETITION);
  /* The game is over: no further move is accepted. */
  g_assert_false (game_play (game, move_from_uci (game_position (game), "e2e4")));
}

/* Same placement, but castling rights lost on the way: not the same position. */
static void
test_repetition_needs_same_rights (void)
{
  Position pos;
  g_assert_true (position_from_fen (&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", NULL));
  g_autoptr (Game) game = game_new (&pos);

  play_uci (game, "a1b1 a8b8 b1a1 b8a8");
  play_uci (game, "a1b1 a8b8 b1a1 b8a8");
  /* The start had KQkq, later ones Kk: only two of the later ones are equal. */
  g_assert_cmpint (game_claimable_draw (game), ==, END_NONE);
  play_uci (game, "a1b1 a8b8 b1a1 b8a8");
  g_assert_cmpint (game_claimable_draw (game), ==, END_THREEFOLD_REPETITION);
}

static void
test_undo_redo (void)
{
  g_autoptr (Game) game = game_new (NULL);
  Position start = *game_position (game);

  g_assert_false (game_can_undo (game));
  play_uci (game, "e2e4 e7e5 g1f3");
  g_assert_cmpint (game_ply_count (game), ==, 3);
  g_assert_true (game_undo (game));
  g_assert_true (game_undo (game));
  g_assert_cmpint (game_redo_count (game), ==, 2);
  g_assert_true (game_redo (game));
  g_assert_cmpint (game_position (game)->side_to_move, ==, WHITE);
  /* Playing the move that would be redone keeps the rest of the redo list. */
  play_uci (game, "g1f3");
  g_assert_cmpint (game_redo_count (game), ==, 0);
  g_assert_true (game_undo (game));
  play_uci (game, "b1c3");
  g_assert_cmpint (game_redo_count (game), ==, 0);
  g_assert_cmpint (game_move_at (game, 2), ==, move_make (B1, C3, MOVE_NORMAL));
  while (game_undo (game))
    ;
  g_assert_true (position_equal (game_position (game), &start));
  g_assert_false (game_play (game, move_make (E2, E5, MOVE_NORMAL)));
}

static void
test_promotions (void)
{
  Position pos;
  g_assert_true (position_from_fen (&pos, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", NULL));
  g_autoptr (Game) game = game_new (&pos);
  unsigned all = (1u << KNIGHT) | (1u << BISHOP) | (1u << ROOK) | (1u << QUEEN);

  g_assert_cmpuint (game_promotion_choices (game, A7, A8), ==, all);
  g_assert_cmpuint (game_promotion_choices (game, A7, B8), ==, all);
  g_assert_cmpuint (game_promotion_choices (game, E1, E2), ==, 0);
  Move m = game_find_move (game, A7, B8, KNIGHT);
  g_assert_cmpint (move_promotion (m), ==, KNIGHT);
  g_assert_true (game_play (game, m));
  g_assert_cmpint (position_piece_on (game_position (game), B8), ==, W_KNIGHT);
  g_assert_cmpint (game_find_move (game, E8, E6, NO_PIECE_TYPE), ==, MOVE_NONE);
}

static void
test_resign_claim_and_copy (void)
{
  g_autoptr (Game) game = game_new (NULL);
  GameEndReason reason;

  play_uci (game, "e2e4");
  g_assert_false (game_claim_draw (game));
  game_resign (game, BLACK);
  g_assert_cmpint (game_result (game, &reason), ==, GAME_WHITE_WINS);
  g_assert_cmpint (reason, ==, END_RESIGNATION);
  g_assert_false (game_play (game, move_from_uci (game_position (game), "e7e5")));

  g_autoptr (Game) copy = game_copy (game);
  g_assert_true (game_undo (game));      /* takes back the resignation, not the move */
  g_assert_cmpint (game_result (game, NULL), ==, GAME_ONGOING);
  g_assert_cmpint (game_ply_count (game), ==, 1);
  g_assert_cmpint (game_result (copy, NULL), ==, GAME_WHITE_WINS);
  game_agree_draw (game);
  g_assert_cmpint (game_result (game, &reason), ==, GAME_DRAWN);
  g_assert_cmpint (reason, ==, END_AGREEMENT);
}

/* FIDE 6.9: a flag falls in each position; who flagged, and whether the other side could
 * still mate by some series of legal moves (then the flag loses, else it is a draw). */
typedef struct {
  const char *fen;
  Color       flagged;
  GameResult  result;
} FlagCase;

static const FlagCase flag_cases[] = {
  /* White flags: Black has a lone king: draw. */
  { "8/8/8/4k3/8/8/3Q4/4K3 w - - 0 1", WHITE, GAME_DRAWN },
  /* Black flags with a queen against a lone king: lost. */
  { "8/8/8/4k3/8/8/3Q4/4K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  /* (A lone bishop or knight against a lone king is a dead position: drawn before any flag.) */
  /* ...but two knights can, with help. */
  { "8/8/8/4k3/8/8/2N5/1N2K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  /* A knight against king and pawn, or king and rook: the other side's piece hems its king. */
  { "8/8/8/4k3/4p3/8/2N5/4K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  { "8/8/8/4k3/r7/8/2N5/4K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  /* A knight against king and queen: the queen always gets away. */
  { "8/8/8/4k3/q7/8/2N5/4K3 b - - 0 1", BLACK, GAME_DRAWN },
  /* A bishop against a pawn or a knight can mate; against a rook it cannot. */
  { "8/8/8/4k3/4p3/8/2B5/4K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  { "8/8/8/4k3/4n3/8/2B5/4K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  { "8/8/8/4k3/r7/8/2B5/4K3 b - - 0 1", BLACK, GAME_DRAWN },
  /* Bishops: of opposite colours the flag loses; of the same colour it is a draw. */
  { "2b5/8/8/4k3/8/8/8/2B1K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  { "5b2/8/8/4k3/r7/8/8/2B1K3 b - - 0 1", BLACK, GAME_DRAWN },
  /* Bishop and knight, a pawn, a rook: always mating material. */
  { "8/8/8/4k3/8/8/2N5/2B1K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  { "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1", BLACK, GAME_WHITE_WINS },
  { "8/8/8/4k3/8/8/R7/4K3 w - - 0 1", WHITE, GAME_DRAWN },
  { "8/8/8/4k3/8/8/r7/4K3 w - - 0 1", WHITE, GAME_BLACK_WINS },
};

static void
test_flag_fall (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (flag_cases); i++)
    {
      const FlagCase *c = &flag_cases[i];
      Position       pos;
      GameEndReason  reason;
      g_autoptr(Game) game = NULL;

      g_test_message ("%s", c->fen);
      g_assert_true (position_from_fen (&pos, c->fen, NULL));
      game = game_new (&pos);
      game_flag_fall (game, c->flagged);
      g_assert_cmpint (game_result (game, &reason), ==, c->result);
      g_assert_cmpint (reason, ==, c->result == GAME_DRAWN ? END_TIMEOUT_DRAW : END_TIME_FORFEIT);
      /* Undo takes the flag back, like a resignation. */
      g_assert_true (game_undo (game));
      g_assert_cmpint (game_result (game, NULL), ==, GAME_ONGOING);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/rules/end-positions", test_end_positions);
  g_test_add_func ("/rules/repetition", test_repetition);
  g_test_add_func ("/rules/repetition-castling-rights", test_repetition_needs_same_rights);
  g_test_add_func ("/game/undo-redo", test_undo_redo);
  g_test_add_func ("/game/promotions", test_promotions);
  g_test_add_func ("/game/resign-claim-copy", test_resign_claim_and_copy);
  g_test_add_func ("/game/flag-fall", test_flag_fall);
  return g_test_run ();
}
