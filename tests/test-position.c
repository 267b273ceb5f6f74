/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Position tests: make/unmake and the incremental key over random games, FEN round trips,
 * the split of moves into noisy and quiet, and FEN rejections with their reasons. */
#include <glib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"

enum { PLAYOUTS = 200, PLAYOUT_PLIES = 300 };

/* Every legal move, made and unmade, must restore the position exactly and keep the key
 * equal to the one computed from scratch. */
static void
check_every_move_restores (Position *pos)
{
  MoveList list;
  Position before = *pos;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    {
      Undo undo;
      position_make_move (pos, list.moves[i], &undo);
      g_assert_cmphex (pos->key, ==, position_compute_key (pos));
      g_assert_true (pos->checkers
                     == (position_attackers_to (pos, position_king_square (pos, pos->side_to_move),
                                                position_occupied (pos))
                         & pos->by_color[color_flip (pos->side_to_move)]));
      position_unmake_move (pos, list.moves[i], &undo);
      g_assert_true (position_equal (pos, &before));
    }
}

static void
check_fen_round_trip (const Position *pos)
{
  char     fen[FEN_MAX], again[FEN_MAX];
  Position parsed;
  FenError error;

  position_to_fen (pos, fen, sizeof fen);
  g_assert_true (position_from_fen (&parsed, fen, &error));
  g_assert_true (position_equal (pos, &parsed));
  g_assert_cmpstr (position_to_fen (&parsed, again, sizeof again), ==, fen);
}

/* Noisy and quiet moves are disjoint and together are exactly the legal moves. */
static void
check_generation_split (const Position *pos)
{
  MoveList legal, noisy, quiet;
  int      seen[1 << 16] = { 0 };

  generate_moves (pos, GEN_LEGAL, &legal);
  generate_moves (pos, GEN_NOISY, &noisy);
  generate_moves (pos, GEN_QUIET, &quiet);
  g_assert_cmpint (noisy.count + quiet.count, ==, legal.count);
  for (int i = 0; i < legal.count; i++)
    seen[legal.moves[i]]++;
  for (int i = 0; i < noisy.count; i++)
    {
      Move m = noisy.moves[i];
      g_assert_true (position_piece_on (pos, move_to (m)) != NO_PIECE
                     || move_kind (m) == MOVE_EN_PASSANT || move_kind (m) == MOVE_PROMOTION);
      g_assert_cmpint (seen[m]--, ==, 1);
    }
  for (int i = 0; i < quiet.count; i++)
    g_assert_cmpint (seen[quiet.moves[i]]--, ==, 1);
}

static void
test_random_playouts (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261123);

  for (int game = 0; game < PLAYOUTS; game++)
    {
      Position pos;
      position_set_start (&pos);
      for (int ply = 0; ply < PLAYOUT_PLIES; ply++)
        {
          MoveList list;
          Undo     undo;
          check_every_move_restores (&pos);
          check_fen_round_trip (&pos);
          if (ply % 8 == 0)
            check_generation_split (&pos);
          if (generate_moves (&pos, GEN_LEGAL, &list) == 0)
            break;
          position_make_move (&pos, list.moves[g_rand_int_range (rand, 0, list.count)], &undo);
        }
    }
}

static void
test_start_position (void)
{
  Position from_fen, built;
  char     fen[FEN_MAX];

  g_assert_true (position_from_fen (&from_fen, FEN_START, NULL));
  position_set_start (&built);
  g_assert_true (position_equal (&from_fen, &built));
  g_assert_cmpstr (position_to_fen (&built, fen, sizeof fen), ==, FEN_START);
}

/* Equal positions reached by different move orders have equal keys; en passant counts only
 * when a capture is really possible. */
static void
test_keys_follow_equality (void)
{
  static const char *const orders[][5] = {
    { "g1f3", "g8f6", "b1c3", "b8c6", NULL },
    { "b1c3", "b8c6", "g1f3", "g8f6", NULL },
  };
  Key keys[2];

  for (int o = 0; o < 2; o++)
    {
      Position pos;
      position_set_start (&pos);
      for (int i = 0; orders[o][i]; i++)
        {
          Undo undo;
          Move m = move_from_uci (&pos, orders[o][i]);
          g_assert_true (m != MOVE_NONE);
          position_make_move (&pos, m, &undo);
        }
      keys[o] = pos.key;
    }
  g_assert_cmphex (keys[0], ==, keys[1]);

  /* After 1. e4 no black pawn can take en passant, so the key has no en-passant part. */
  Position after_e4, same_without_ep;
  g_assert_true (position_from_fen (&after_e4, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", NULL));
  g_assert_true (position_from_fen (&same_without_ep, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL));
  g_assert_cmphex (after_e4.key, ==, same_without_ep.key);
  g_assert_cmpint (after_e4.ep_square, ==, SQ_NONE);

  /* Here d4xe3 is possible, so the en-passant square stays and changes the key. */
  Position capturable, not_capturable;
  g_assert_true (position_from_fen (&capturable, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", NULL));
  g_assert_true (position_from_fen (&not_capturable, "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", NULL));
  g_assert_cmpint (capturable.ep_square, ==, E3);
  g_assert_cmphex (capturable.key, !=, not_capturable.key);

  /* The capture would expose the black king along the rank: the square is dropped. */
  Position pinned_ep;
  g_assert_true (position_from_fen (&pinned_ep, "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", NULL));
  g_assert_cmpint (pinned_ep.ep_square, ==, SQ_NONE);
}

typedef struct {
  const char  *fen;
  FenErrorCode code;
  const char  *message;
} BadFen;

static const BadFen bad_fens[] = {
  { "", FEN_ERROR_FIELD_COUNT, "a FEN has 4 to 6 fields separated by spaces, this one has 0" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", FEN_ERROR_FIELD_COUNT, NULL },
  { FEN_START " extra", FEN_ERROR_FIELD_COUNT, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FEN_ERROR_RANK_COUNT, "the board has 7 ranks instead of 8" },
  { "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FEN_ERROR_RANK_COUNT, NULL },
  { "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FEN_ERROR_FILE_COUNT, "rank 7 has 7 squares instead of 8" },
  { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FEN_ERROR_PIECE_LETTER, "'9' is not a piece letter" },
  { "rnbqkbnr/pppppppp/8/8/8/4x3/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FEN_ERROR_PIECE_LETTER, "'x' is not a piece letter" },
  { "rnbqkbnr/pppppppp/44p/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FEN_ERROR_FILE_COUNT, NULL },
  { "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", FEN_ERROR_KING_COUNT, "black has 0 kings instead of one" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", FEN_ERROR_KING_COUNT, "white has 2 kings instead of one" },
  { "rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FEN_ERROR_TOO_MANY_PIECES, NULL },
  { "rnbqkbnP/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQq - 0 1", FEN_ERROR_PAWN_ON_BACK_RANK, "a pawn stands on h8, on the first or last rank" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", FEN_ERROR_SIDE_TO_MOVE, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1", FEN_ERROR_SIDE_TO_MOVE, NULL },
  { "4k3/8/8/8/8/8/8/4K2R b - - 0 1", FEN_OK, NULL },
  { "4k2R/8/8/8/8/8/8/4K3 w - - 0 1", FEN_ERROR_OPPONENT_IN_CHECK, "black is in check but it is not black's move" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1", FEN_ERROR_CASTLING_SYNTAX, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", FEN_ERROR_CASTLING_SYNTAX, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", FEN_ERROR_CASTLING_PIECES, "castling right 'K' needs the king and that rook on their first squares" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w KQkq - 0 1", FEN_ERROR_CASTLING_PIECES, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", FEN_ERROR_EN_PASSANT_SYNTAX, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", FEN_ERROR_EN_PASSANT_IMPOSSIBLE, "en passant on e6 is impossible: no pawn can just have stepped past it" },
  { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", FEN_ERROR_EN_PASSANT_IMPOSSIBLE, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", FEN_ERROR_HALFMOVE_CLOCK, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", FEN_ERROR_HALFMOVE_CLOCK, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999", FEN_ERROR_FULLMOVE_NUMBER, NULL },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", FEN_OK, NULL },
  { "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1\n", FEN_OK, NULL },
};

static void
test_bad_fens (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (bad_fens); i++)
    {
      Position pos, untouched;
      FenError error = { 0 };
      char     message[256];

      position_set_start (&pos);
      untouched = pos;
      g_test_message ("%s", bad_fens[i].fen);
      bool ok = position_from_fen (&pos, bad_fens[i].fen, &error);
      g_assert_cmpint (ok, ==, bad_fens[i].code == FEN_OK);
      if (ok)
        continue;
      g_assert_cmpint (error.code, ==, bad_fens[i].code);
      g_assert_true (position_equal (&pos, &untouched));
      fen_error_describe (&error, message, sizeof message);
      if (bad_fens[i].message)
        g_assert_cmpstr (message, ==, bad_fens[i].message);
    }
}

/* Arbitrary bytes must be rejected or accepted, never read past the end. */
static void
test_fen_random_bytes (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  const char alphabet[] = "pnbrqkPNBRQK12345678/ wb-KQkqe36 0123456789\t\xff";

  for (int i = 0; i < 20000; i++)
    {
      char     text[80];
      int      length = g_rand_int_range (rand, 0, sizeof text);
      Position pos;
      for (int j = 0; j < length; j++)
        text[j] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      text[length] = '\0';
      if (position_from_fen (&pos, text, NULL))
        check_fen_round_trip (&pos);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/position/start", test_start_position);
  g_test_add_func ("/position/random-playouts", test_random_playouts);
  g_test_add_func ("/position/keys", test_keys_follow_equality);
  g_test_add_func ("/fen/bad", test_bad_fens);
  g_test_add_func ("/fen/random-bytes", test_fen_random_bytes);
  return g_test_run ();
}
