/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game record's tree: variations added, followed, promoted and deleted, comments and
 * assessment glyphs, the main line's undo and redo around them, the game as PGN and back
 * without losing a word, nesting ten thousand deep and a comment of a megabyte, and the
 * [%clk] and [%eval] commands read from comments. */
#include <glib.h>
#include <string.h>

#include "describe-tree.h"
#include "game.h"
#include "pgn.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Game, game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PgnGame, pgn_game_free)

/* ---- Helpers --------------------------------------------------------------------------- */

static char *
describe (const Game *game)
{
  return describe_tree (game_get_record (game));
}

static Move
san_move (const Game *game, const PgnNode *after, const char *san)
{
  Position pos;

  game_node_position (game, after, &pos);
  Move move = move_from_san (&pos, san, (int) strlen (san), NULL);
  g_assert_true (move != MOVE_NONE);
  return move;
}

/* Plays the moves (SAN, space-separated) on the main line. */
static void
play (Game *game, const char *moves)
{
  g_auto (GStrv) sans = g_strsplit (moves, " ", -1);

  for (int i = 0; sans[i]; i++)
    {
      Position pos = *game_position (game);
      Move     move = move_from_san (&pos, sans[i], (int) strlen (sans[i]), NULL);
      g_assert_true (game_play (game, move));
    }
}

/* Adds the moves after node as a variation (or following what is there); returns the last. */
static const PgnNode *
add (Game *game, const PgnNode *after, const char *moves)
{
  g_auto (GStrv) sans = g_strsplit (moves, " ", -1);

  for (int i = 0; sans[i]; i++)
    {
      after = game_add_move (game, after, san_move (game, after, sans[i]));
      g_assert_nonnull (after);
    }
  return after;
}

static void
assert_tree (const Game *game, const char *want)
{
  g_autofree char *tree = describe (game);

  g_assert_cmpstr (tree, ==, want);
}

static PgnGame *
read_one (const char *text)
{
  PgnReader *reader = pgn_reader_new (text, strlen (text));
  PgnGame   *game = NULL;
  PgnError   error;

  PgnReadStatus status = pgn_reader_next_game (reader, &game, &error);
  if (status != PGN_READ_GAME)
    g_test_message ("line %d, column %d: %s", error.line, error.column, error.message);
  g_assert_cmpint (status, ==, PGN_READ_GAME);
  pgn_reader_free (reader);
  return game;
}

/* The game as PGN, with the tags and result of original, equals original. */
static void
assert_same_as (const Game *game, const PgnGame *original)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (int i = 0; i < pgn_game_get_n_tags (original); i++)
    g_strv_builder_add_many (builder, pgn_game_get_tag_name (original, i),
                             pgn_game_get_tag_value (original, i), NULL);
  g_auto (GStrv) tags = g_strv_builder_end (builder);
  g_autoptr (PgnGame) written = game_to_pgn (game, (const char *const *) tags);
  pgn_game_set_result (written, pgn_game_get_result (original));
  g_assert_true (pgn_game_equal (written, original));
}

/* ---- Variations ------------------------------------------------------------------------ */

static void
test_add_and_follow (void)
{
  g_autoptr (Game) game = game_new (NULL);

  play (game, "e4 e5 Nf3 Nc6");
  const PgnNode *e4 = game_mainline_node (game, 0);
  const PgnNode *c5 = add (game, e4, "c5");
  assert_tree (game, "e4 e5 (c5) Nf3 Nc6");
  g_assert_cmpint (game_node_mainline_ply (game, c5), ==, -1);
  g_assert_cmpint (game_node_mainline_ply (game, e4), ==, 0);

  /* The same move again is followed, not added twice; a variation goes on at its end. */
  g_assert_true (add (game, e4, "c5") == c5);
  add (game, c5, "Nf3 d6");
  g_assert_true (add (game, e4, "e5") == game_mainline_node (game, 1));
  assert_tree (game, "e4 e5 (c5 Nf3 d6) Nf3 Nc6");

  /* Variations of variations, and from the start. */
  add (game, c5, "Nc3");
  add (game, NULL, "d4 d5");
  assert_tree (game, "e4 (d4 d5) e5 (c5 Nf3 (Nc3) d6) Nf3 Nc6");

  /* The main line is untouched, and the game's position is its end. */
  g_assert_cmpint (game_ply_count (game), ==, 4);
  g_assert_cmpint (game_redo_count (game), ==, 0);
  Position pos;
  game_node_position (game, c5, &pos);
  g_assert_cmpint (pos.side_to_move, ==, WHITE);
}

/* The opening of a node's line: by position, in a variation too, and none at the start. */
static void
test_node_opening (void)
{
  g_autoptr (Game) game = game_new (NULL);
  const OpeningName *name;

  g_assert_null (game_node_opening (game, NULL));
  play (game, "d4 Nf6 c4 e6 Nc3 Bb4 a3");
  name = game_node_opening (game, game_mainline_node (game, 6));
  g_assert_cmpstr (name->eco, ==, "E24");
  g_assert_cmpstr (name->name, ==, "Nimzo-Indian Defense: Sämisch Variation");
  name = game_node_opening (game, game_mainline_node (game, 5));
  g_assert_cmpstr (name->name, ==, "Nimzo-Indian Defense");
  /* 3. Nf3 Bb4+ is the Bogo-Indian; 3. Nc3 d5 4. Nf3 Bb4 is the Ragozin, reached by another order. */
  const PgnNode *e6 = game_mainline_node (game, 3);
  g_assert_cmpstr (game_node_opening (game, add (game, e6, "Nf3 Bb4+"))->name, ==,
                   "Bogo-Indian Defense");
  const PgnNode *bb4 = add (game, e6, "Nc3 d5 Nf3 Bb4");
  g_assert_cmpstr (game_node_opening (game, bb4)->eco, ==, "D38");
}

static void
test_add_refused (void)
{
  g_autoptr (Game) game = game_new (NULL);

  play (game, "f3 e5 g4");
  const PgnNode *f3 = game_mainline_node (game, 0);
  /* Illegal there, or the main line's end (game_play's business). */
  g_assert_null (game_add_move (game, f3, move_from_uci (game_position (game), "e2e4")));
  g_assert_null (game_add_move (game, game_mainline_node (game, 2), san_move (game, game_mainline_node (game, 2), "Qh4#")));
  /* Nothing after a mate, in a variation too. */
  const PgnNode *mate = add (game, game_mainline_node (game, 1), "g3 Qh4");
  g_assert_nonnull (mate);
  g_assert_cmpint (game_node_result (game, mate, NULL), ==, GAME_ONGOING);
  const PgnNode *g4 = add (game, game_mainline_node (game, 1), "g4");
  g_assert_true (g4 == game_mainline_node (game, 2));
  game_play (game, san_move (game, g4, "Qh4#"));
  GameEndReason reason;
  g_assert_cmpint (game_node_result (game, game_mainline_node (game, 3), &reason), ==, GAME_BLACK_WINS);
  g_assert_cmpint (reason, ==, END_CHECKMATE);
  assert_tree (game, "f3 e5 g4 (g3 Qh4) Qh4#");
}

static void
test_promote (void)
{
  g_autoptr (Game) game = game_new (NULL);

  play (game, "e4 e5 Nf3 Nc6 Bb5");
  const PgnNode *c5 = add (game, game_mainline_node (game, 0), "c5");
  const PgnNode *d6 = add (game, c5, "Nf3 d6");
  const PgnNode *nc6 = add (game, game_mainline_node (game, 2), "Nc6");
  g_assert_true (nc6 == game_mainline_node (game, 3));
  add (game, game_mainline_node (game, 2), "d6");
  assert_tree (game, "e4 e5 (c5 Nf3 d6) Nf3 Nc6 (d6) Bb5");

  /* The whole way to d6 becomes the main line, each line it leaves a variation. */
  g_assert_true (game_promote_variation (game, d6));
  assert_tree (game, "e4 c5 (e5 Nf3 Nc6 (d6) Bb5) Nf3 d6");
  g_assert_cmpint (game_ply_count (game), ==, 4);
  g_assert_cmpint (game_node_mainline_ply (game, d6), ==, 3);
  g_assert_false (game_promote_variation (game, d6));
  /* The nodes are the same nodes: pointers held stay good. */
  g_assert_true (game_mainline_node (game, 1) == c5);

  /* Back again. */
  const PgnNode *bb5 = pgn_node_get_next (pgn_node_get_next (pgn_node_get_next (pgn_node_get_variation (c5, 0))));
  g_assert_cmpstr (pgn_node_get_san (bb5), ==, "Bb5");
  g_assert_true (game_promote_variation (game, bb5));
  assert_tree (game, "e4 e5 (c5 Nf3 d6) Nf3 Nc6 (d6) Bb5");
  g_assert_cmpint (game_ply_count (game), ==, 5);
}

static void
test_promote_nested (void)
{
  g_autoptr (PgnGame) pgn = read_one ("1. e4 (1. d4 (1. c4 e5) d5) e5 *");
  g_autoptr (Game) game = game_new_from_pgn (pgn_game_copy (pgn), NULL);
  const PgnNode *d4 = pgn_node_get_variation (game_mainline_node (game, 0), 0);
  const PgnNode *c4 = pgn_node_get_variation (d4, 0);

  /* A move played where a nested variation has it follows that variation. */
  g_assert_true (game_add_move (game, NULL, san_move (game, NULL, "c4")) == c4);
  assert_tree (game, "e4 (d4 (c4 e5) d5) e5");

  g_assert_true (game_promote_variation (game, c4));
  assert_tree (game, "c4 (e4 e5) (d4 d5) e5");
  g_assert_true (game_promote_variation (game, pgn_node_get_variation (c4, 1)));
  assert_tree (game, "d4 (c4 e5) (e4 e5) d5");
}

static void
test_delete (void)
{
  g_autoptr (Game) game = game_new (NULL);

  play (game, "e4 e5 Nf3 Nc6 Bb5 a6");
  const PgnNode *c5 = add (game, game_mainline_node (game, 0), "c5");
  add (game, c5, "Nf3");
  add (game, game_mainline_node (game, 0), "e6");
  add (game, game_mainline_node (game, 2), "d6");
  assert_tree (game, "e4 e5 (c5 Nf3) (e6) Nf3 Nc6 (d6) Bb5 a6");

  /* A variation goes with what follows it. */
  game_delete_from (game, c5);
  assert_tree (game, "e4 e5 (e6) Nf3 Nc6 (d6) Bb5 a6");
  g_assert_cmpint (game_ply_count (game), ==, 6);

  /* A main line move with a variation: the variation takes its place, and the game goes on
   * from the new line's end. */
  game_delete_from (game, game_mainline_node (game, 3));
  assert_tree (game, "e4 e5 (e6) Nf3 d6");
  g_assert_cmpint (game_ply_count (game), ==, 4);

  /* Without one: the main line ends before it. */
  game_delete_from (game, game_mainline_node (game, 2));
  assert_tree (game, "e4 e5 (e6)");
  g_assert_cmpint (game_ply_count (game), ==, 2);
  g_assert_cmpint (game_redo_count (game), ==, 0);

  /* Moves that can be redone are cut without moving the game. */
  play (game, "Nf3 Nc6");
  g_assert_true (game_undo (game));
  g_assert_true (game_undo (game));
  game_delete_from (game, game_mainline_node (game, 3));
  g_assert_cmpint (game_ply_count (game), ==, 2);
  g_assert_cmpint (game_redo_count (game), ==, 1);
}

/* ---- The main line: undo, redo, a new move, an ending ----------------------------------- */

static void
test_play_after_undo (void)
{
  g_autoptr (Game) game = game_new (NULL);

  play (game, "e4 e5 Nf3 Nc6");
  g_assert_true (game_undo (game));
  g_assert_true (game_undo (game));
  /* The move that can be redone is redone... */
  play (game, "Nf3");
  g_assert_cmpint (game_redo_count (game), ==, 1);
  assert_tree (game, "e4 e5 Nf3 Nc6");
  /* ...another takes its place, and the old line is kept as a variation. */
  g_assert_true (game_undo (game));
  play (game, "Bc4");
  assert_tree (game, "e4 e5 Bc4 (Nf3 Nc6)");
  g_assert_cmpint (game_ply_count (game), ==, 3);
  g_assert_cmpint (game_redo_count (game), ==, 0);

  /* Taken back and played again, the variation is followed onto the main line. */
  g_assert_true (game_undo (game));
  play (game, "Nf3");
  assert_tree (game, "e4 e5 Nf3 (Bc4) Nc6");
  g_assert_cmpint (game_redo_count (game), ==, 1);
}

static void
test_resign_cuts_redo (void)
{
  g_autoptr (Game) game = game_new (NULL);

  play (game, "e4 e5 Nf3");
  game_set_comment (game, NULL, "opening words");
  g_assert_true (game_undo (game));
  g_assert_true (game_undo (game));
  g_assert_true (game_undo (game));
  game_resign (game, WHITE);
  g_assert_cmpint (game_redo_count (game), ==, 0);
  g_assert_null (pgn_game_get_first_move (game_get_record (game)));
  /* The game's own comment stays. */
  g_assert_cmpstr (pgn_game_get_comment (game_get_record (game)), ==, "opening words");
  g_autoptr (PgnGame) pgn = game_to_pgn (game, NULL);
  g_assert_cmpint (pgn_game_get_result (pgn), ==, PGN_RESULT_BLACK_WINS);
  g_assert_cmpstr (pgn_game_get_comment (pgn), ==, "opening words");
}

static void
test_copy (void)
{
  g_autoptr (Game) game = game_new (NULL);

  play (game, "d4 d5 c4");
  const PgnNode *nf3 = add (game, game_mainline_node (game, 1), "Nf3");
  game_set_comment (game, nf3, "quieter");
  game_set_assessment (game, nf3, PGN_NAG_INTERESTING);
  g_assert_true (game_undo (game));
  g_autoptr (Game) copy = game_copy (game);
  g_autofree char *tree = describe (game);
  assert_tree (copy, tree);
  g_assert_cmpint (game_ply_count (copy), ==, 2);
  g_assert_cmpint (game_redo_count (copy), ==, 1);
  /* The copy is on its own. */
  game_delete_from (game, nf3);
  assert_tree (copy, "d4 d5 c4 (Nf3 $5 {quieter})");
}

/* A game read that ended by the rules in its middle keeps what was played up to the end. */
static void
test_dropped_after_end (void)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < 6; i++)
    g_string_append (text, "Nf3 Nf6 Ng1 Ng8 ");
  g_string_append (text, "e4 *");
  PgnGame *pgn = read_one (text->str);
  g_string_free (text, TRUE);
  int dropped = -1;
  g_autoptr (Game) game = game_new_from_pgn (pgn, &dropped);
  GameEndReason reason;

  /* The start position stood a fifth time after 16 plies. */
  g_assert_cmpint (game_ply_count (game), ==, 16);
  g_assert_cmpint (dropped, ==, 25 - 16);
  g_assert_cmpint (game_result (game, &reason), ==, GAME_DRAWN);
  g_assert_cmpint (reason, ==, END_FIVEFOLD_REPETITION);
}

/* A text that goes on after a mate: the moves after it are counted, not read, and their
 * variations skipped; the result still counts. Before the mate a variation is read. */
static void
test_moves_after_mate (void)
{
  g_autoptr (PgnGame) pgn = read_one ("1. f3 e5 (1... e6) 2. g4 Qh4# 3. Kf2 {no} Qxh2+ (3... a6 4. a3)"
                                      " 4. Ke3 $2 0-1");
  g_autoptr (PgnGame) stalemate = read_one ("[SetUp \"1\"]\n[FEN \"7k/8/6Q1/8/8/8/8/K7 w - - 0 1\"]\n\n"
                                            "1. Qf7 Kh7 2. Qg7 *");

  g_assert_cmpint (pgn_game_get_mainline_length (pgn), ==, 4);
  g_assert_cmpint (pgn_game_get_moves_after_end (pgn), ==, 3);
  g_assert_cmpint (pgn_game_get_result (pgn), ==, PGN_RESULT_BLACK_WINS);
  g_autoptr (Game) game = game_new_from_pgn (pgn_game_copy (pgn), NULL);
  assert_tree (game, "f3 e5 (e6) g4 Qh4#");
  g_assert_cmpint (pgn_game_get_mainline_length (stalemate), ==, 1);
  g_assert_cmpint (pgn_game_get_moves_after_end (stalemate), ==, 2);

  /* Elsewhere an illegal move is an error as ever: in a game that goes on, or in a variation
   * after its own mate. */
  static const char *const broken[] = {
    "1. f3 e5 2. g4 Ke7 3. Qd7 *",
    "1. e4 (1. f3 e5 2. g4 Qh4# 3. a3) 1... e5 *",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      PgnReader *reader = pgn_reader_new (broken[i], strlen (broken[i]));
      PgnGame   *bad = NULL;
      PgnError   error;
      g_assert_cmpint (pgn_reader_next_game (reader, &bad, &error), ==, PGN_READ_ERROR);
      g_assert_cmpint (error.code, ==, PGN_ERROR_ILLEGAL_MOVE);
      pgn_reader_free (reader);
    }
}

/* ---- Comments and glyphs ---------------------------------------------------------------- */

static void
test_annotations (void)
{
  g_autoptr (Game) game = game_new (NULL);

  play (game, "e4 e5");
  const PgnNode *e4 = game_mainline_node (game, 0);
  game_set_assessment (game, e4, PGN_NAG_GOOD);
  game_set_comment (game, e4, "best by test");
  assert_tree (game, "e4 $1 {best by test} e5");
  /* One assessment at a time, other NAGs kept. */
  PgnGame *record = (PgnGame *) game_get_record (game);
  pgn_node_add_nag ((PgnNode *) e4, 14);
  game_set_assessment (game, e4, PGN_NAG_BRILLIANT);
  assert_tree (game, "e4 $3 $14 {best by test} e5");
  g_assert_cmpint (pgn_node_get_assessment (e4), ==, PGN_NAG_BRILLIANT);
  game_set_assessment (game, e4, 0);
  g_assert_cmpint (pgn_node_get_assessment (e4), ==, 0);
  game_set_comment (game, e4, NULL);
  assert_tree (game, "e4 $14 e5");
  game_set_comment (game, NULL, "before it all");
  g_assert_cmpstr (pgn_game_get_comment (record), ==, "before it all");
}

/* ---- Round trips -------------------------------------------------------------------------- */

static const char *const round_trip_games[] = {
  ("[Event \"Casual\"]\n[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n[Result \"1-0\"]\n\n"
  "{The Immortal Game} 1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ {Black loses the right to castle}"
  " 4. Kf1 b5 $6 (4... Nf6 $1 {is the book move}) 5. Bxb5 Nf6 6. Nf3 Qh6 7. d3 Nh5 8. Nh4 Qg5"
  " 9. Nf5 c6 10. g4 Nf6 11. Rg1 $3 cxb5 12. h4 Qg6 13. h5 Qg5 14. Qf3 Ng8 15. Bxf4 Qf6"
  " 16. Nc3 Bc5 17. Nd5 Qxb2 18. Bd6 $3 Bxg1 (18... Qxa1+ 19. Ke2 Qb2 20. Kd2 $18) 19. e5 $3"
  " Qxa1+ 20. Ke2 Na6 21. Nxg7+ Kd8 22. Qf6+ $1 Nxf6 23. Be7# 1-0\n"),
  ("[Event \"?\"]\n[Result \"*\"]\n\n1. d4 $1 $14 {[%clk 0:05:00] [%eval 0.2]} 1... Nf6 $2"
  " {[%clk 0:04:58]} (1... d5 2. c4 (2. Nf3 Nf6 (2... c5 $5 3. dxc5) 3. c4) 2... e6 $10)"
  " (1... f5 $4 {Dutch} 2. g4 $146) 2. c4 !? e6 ?! 3. Nc3 !! Bb4 ?? *\n"),
  ("[Event \"?\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n"
  "1. Kd2 (1. e4 Kd7 (1... Ke7 2. Kf2) 2. e5 {far} ) 1... Kd7 2. Kd3 Kd6 1/2-1/2\n"),
};

static void
test_round_trip (gconstpointer data)
{
  g_autoptr (PgnGame) original = read_one (data);
  int dropped = -1;
  g_autoptr (Game) game = game_new_from_pgn (pgn_game_copy (original), &dropped);

  g_assert_cmpint (dropped, ==, 0);
  assert_same_as (game, original);
  /* And a copy of the game says the same. */
  g_autoptr (Game) copy = game_copy (game);
  assert_same_as (copy, original);
}

/* The same game whatever the formatting: tag order, roster defaults, SetUp; any word of the
 * game itself differs. */
static void
test_same_content (void)
{
  static const char *const same[] = {
    "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 {hi} e5 (1... c5) 1-0",
    "[Black \"B\"]\n[Site \"?\"]\n[White \"A\"]\n\n1.e4 {  hi } e5 (1...c5) 1-0",
  };
  static const char *const different[] = {
    "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {ho} e5 (1... c5) 1-0",
    "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {hi} e5 (1... c6) 1-0",
    "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {hi} e5 $1 (1... c5) 1-0",
    "[White \"A\"]\n[Black \"B\"]\n\n1. e4 {hi} e5 (1... c5) *",
    "[White \"A\"]\n[Black \"C\"]\n\n1. e4 {hi} e5 (1... c5) 1-0",
    "[White \"A\"]\n[Black \"B\"]\n[Annotator \"X\"]\n\n1. e4 {hi} e5 (1... c5) 1-0",
  };
  g_autoptr (PgnGame) a = read_one (same[0]);
  g_autoptr (PgnGame) b = read_one (same[1]);

  g_assert_true (pgn_game_same_content (a, b));
  g_assert_true (pgn_game_same_content (b, a));
  for (gsize i = 0; i < G_N_ELEMENTS (different); i++)
    {
      g_autoptr (PgnGame) c = read_one (different[i]);
      g_assert_false (pgn_game_same_content (a, c));
      g_assert_false (pgn_game_same_content (c, a));
    }
}

/* ---- Size ------------------------------------------------------------------------------- */

/* Ten thousand variations nested in each other: read, copied, written, compared and freed,
 * none of it on the stack. */
static void
test_deep_nesting (void)
{
  enum { DEPTH = 10000 };
  GString *text = g_string_new ("1. e4");

  for (int i = 0; i < DEPTH; i++)
    g_string_append (text, i % 2 ? " (1. e4" : " (1. d4");
  for (int i = 0; i < DEPTH; i++)
    g_string_append_c (text, ')');
  g_string_append (text, " *");
  g_autoptr (PgnGame) pgn = read_one (text->str);
  g_string_free (text, TRUE);

  g_autoptr (Game) game = game_new_from_pgn (pgn_game_copy (pgn), NULL);
  assert_same_as (game, pgn);
  g_autofree char *written = pgn_game_write (pgn, NULL);
  g_autoptr (PgnGame) again = read_one (written);
  g_assert_true (pgn_game_equal (pgn, again));

  /* The innermost variation is a move like any other. */
  const PgnNode *node = game_mainline_node (game, 0);
  int depth = 0;
  while (pgn_node_get_n_variations (node) > 0)
    {
      node = pgn_node_get_variation (node, 0);
      depth++;
    }
  g_assert_cmpint (depth, ==, DEPTH);
  g_assert_true (game_promote_variation (game, node));
  g_assert_true (game_mainline_node (game, 0) == node);
  game_delete_from (game, node);
  g_assert_cmpint (game_ply_count (game), ==, 1);
}

static void
test_long_comment (void)
{
  enum { SIZE = 1 << 20 };
  GString *text = g_string_new ("1. e4 {");

  while (text->len < SIZE)
    g_string_append (text, "a long comment, ");
  g_string_append (text, "} e5 *");
  g_autoptr (PgnGame) pgn = read_one (text->str);
  g_string_free (text, TRUE);
  g_autoptr (Game) game = game_new_from_pgn (pgn_game_copy (pgn), NULL);

  g_assert_cmpuint (strlen (pgn_node_get_comment_after (game_mainline_node (game, 0))), >, SIZE - 100);
  assert_same_as (game, pgn);
}

/* ---- Commands in comments ----------------------------------------------------------------- */

typedef struct {
  const char *comment;
  gboolean    has_clock;
  double      seconds;
  gboolean    has_eval;
  gboolean    mate;
  int         value;
} CommandCase;

static const CommandCase command_cases[] = {
  { "[%clk 0:04:58]", TRUE, 298, FALSE },
  { "good [%clk 1:02:03.4] move", TRUE, 3723.4, FALSE },
  { "[%clk 12:07]", TRUE, 727, FALSE },
  { "[%eval 0.35] [%clk 0:00:09.25]", TRUE, 9.25, TRUE, FALSE, 35 },
  { "[%eval -1.2]", FALSE, 0, TRUE, FALSE, -120 },
  { "[%eval 0.178,23]", FALSE, 0, TRUE, FALSE, 17 },
  { "[%eval #-3]", FALSE, 0, TRUE, TRUE, -3 },
  { "[%eval #4]", FALSE, 0, TRUE, TRUE, 4 },
  { "[%clk x:00:00] [%eval] [%evalx 1]", FALSE, 0, FALSE },
  { "[%clk 0:00:00:00:01]", FALSE, 0, FALSE },
  { "[%clk 99999999999:00]", FALSE, 0, FALSE },
  { "no commands", FALSE, 0, FALSE },
  { "[%clk 0:01:00", FALSE, 0, FALSE },
};

static void
test_commands (gconstpointer data)
{
  const CommandCase *c = data;
  double  seconds = -1;
  PgnEval eval = { 0 };

  g_assert_cmpint (pgn_comment_get_clock (c->comment, &seconds), ==, c->has_clock);
  if (c->has_clock)
    g_assert_cmpfloat_with_epsilon (seconds, c->seconds, 1e-9);
  g_assert_cmpint (pgn_comment_get_eval (c->comment, &eval), ==, c->has_eval);
  if (c->has_eval)
    {
      g_assert_cmpint (eval.mate, ==, c->mate);
      g_assert_cmpint (eval.value, ==, c->value);
    }
}

static void
test_set_command (void)
{
  g_autofree char *a = pgn_comment_set_command (NULL, "clk", "0:05:00");
  g_assert_cmpstr (a, ==, "[%clk 0:05:00]");
  g_autofree char *b = pgn_comment_set_command ("nice move", "clk", "0:04:59.5");
  g_assert_cmpstr (b, ==, "[%clk 0:04:59.5] nice move");
  g_autofree char *c = pgn_comment_set_command ("see [%clk 0:01:00] here", "clk", "0:00:59");
  g_assert_cmpstr (c, ==, "see [%clk 0:00:59] here");
  g_autofree char *d = pgn_comment_set_command ("[%clk 0:01:00]", "clk", NULL);
  g_assert_null (d);
  g_autofree char *e = pgn_comment_set_command ("[%eval 0.3] [%clk 0:01:00]", "eval", "#2");
  g_assert_cmpstr (e, ==, "[%eval #2] [%clk 0:01:00]");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game-tree/add-and-follow", test_add_and_follow);
  g_test_add_func ("/game-tree/add-refused", test_add_refused);
  g_test_add_func ("/game-tree/promote", test_promote);
  g_test_add_func ("/game-tree/promote-nested", test_promote_nested);
  g_test_add_func ("/game-tree/delete", test_delete);
  g_test_add_func ("/game-tree/play-after-undo", test_play_after_undo);
  g_test_add_func ("/game-tree/resign-cuts-redo", test_resign_cuts_redo);
  g_test_add_func ("/game-tree/copy", test_copy);
  g_test_add_func ("/game-tree/dropped-after-end", test_dropped_after_end);
  g_test_add_func ("/game-tree/moves-after-mate", test_moves_after_mate);
  g_test_add_func ("/game-tree/annotations", test_annotations);
  for (gsize i = 0; i < G_N_ELEMENTS (round_trip_games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game-tree/round-trip/%zu", i);
      g_test_add_data_func (path, round_trip_games[i], test_round_trip);
    }
  g_test_add_func ("/game-tree/same-content", test_same_content);
  g_test_add_func ("/game-tree/node-opening", test_node_opening);
  g_test_add_func ("/game-tree/deep-nesting", test_deep_nesting);
  g_test_add_func ("/game-tree/long-comment", test_long_comment);
  for (gsize i = 0; i < G_N_ELEMENTS (command_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game-tree/commands/%zu", i);
      g_test_add_data_func (path, &command_cases[i], test_commands);
    }
  g_test_add_func ("/game-tree/set-command", test_set_command);
  return g_test_run ();
}
