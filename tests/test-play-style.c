/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The style figures (play-style.h) from games that have, and do not have, aimless moves, early
 * king walks and book openings. */
#include <glib.h>
#include <string.h>

#include "play-style.h"

typedef struct {
  const char *pgn;
  Color       side;
  int         moves, aimless, king_walks, book_games, book_strict;
  double      points;
  int         decided;
} Case;

static const Case cases[] = {
  /* A knight out and back, twice: each return is aimless. White left the named lines while it
   * could have stayed on them; Black, after that, could not. */
  { "1. Na3 e5 2. Nb1 d5 3. Na3 *", WHITE, 3, 2, 0, 0, 0, 0, 0 },
  { "1. Na3 e5 2. Nb1 d5 3. Na3 *", BLACK, 2, 0, 0, 1, 0, 0, 0 },
  /* A king up and back in the opening: two walks, and the way back is aimless too. */
  { "1. e4 e5 2. Ke2 Nc6 3. Ke1 Nf6 0-1", WHITE, 3, 1, 2, 1, 0, 0, 1 },
  /* Out of check is neither a walk nor aimless, even back to where the king came from. */
  { "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ Ke7 5. Qxe5+ Kf7 1/2-1/2", BLACK, 5, 0, 0, 1, 0, 0.5, 1 },
  /* The queen's retreat from the knight counts too, by the definition (no capture, no check),
   * and so does its way back; the first six plies are the Scandinavian's Valencian Variation. */
  { "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qd8 4. Nf3 Qd5 5. Nxd5 1-0", BLACK, 4, 2, 0, 1, 1, 0, 1 },
  /* The queen back to d1 is aimless, back to h5 with check is not; the king's walk out of
   * check is no walk, its walk back is both a walk and aimless. */
  { "1. d3 f6 2. e4 Kf7 3. Qh5+ Ke6 4. Qd1 Kf7 5. Qh5+ *", WHITE, 5, 1, 0, 1, 0, 0, 0 },
  { "1. d3 f6 2. e4 Kf7 3. Qh5+ Ke6 4. Qd1 Kf7 5. Qh5+ *", BLACK, 4, 1, 2, 0, 0, 0, 0 },
  /* Castling is no walk; the Ruy Lopez is on named lines. */
  { "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 1-0", WHITE, 7, 0, 0, 1, 1, 1, 1 },
  { "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 1-0", BLACK, 7, 0, 0, 1, 1, 0, 1 },
  /* The Wayward Queen's third move leaves the named lines: White left them, Black could not stay. */
  { "1. e4 e5 2. Qh5 Nc6 3. Qf3 Nf6 4. Bc4 Nd4 0-1", WHITE, 4, 0, 0, 0, 0, 0, 1 },
  { "1. e4 e5 2. Qh5 Nc6 3. Qf3 Nf6 4. Bc4 Nd4 0-1", BLACK, 4, 0, 0, 1, 0, 1, 1 },
  /* Only the first six plies count for the book. */
  { "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 h5 5. c3 h4 1-0", BLACK, 5, 0, 0, 1, 1, 0, 1 },
};

static PgnGame *
read_game (const char *movetext)
{
  PgnReader *reader = pgn_reader_new (movetext, strlen (movetext));
  PgnGame   *game = NULL;
  PgnError   error;
  char       message[256];

  if (pgn_reader_next_game (reader, &game, &error) != PGN_READ_GAME)
    g_error ("%s: %s", movetext, pgn_error_describe (&error, message, sizeof message));
  pgn_reader_free (reader);
  return game;
}

static void
test_cases (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlayStyle style = { 0 };
      PgnGame  *game = read_game (cases[i].pgn);

      g_test_message ("%s (%s)", cases[i].pgn, cases[i].side == WHITE ? "White" : "Black");
      play_style_add_game (&style, game, cases[i].side);
      g_assert_cmpint (style.games, ==, 1);
      g_assert_cmpint (style.moves, ==, cases[i].moves);
      g_assert_cmpint (style.aimless, ==, cases[i].aimless);
      g_assert_cmpint (style.king_walks, ==, cases[i].king_walks);
      g_assert_cmpint (style.book_games, ==, cases[i].book_games);
      g_assert_cmpint (style.book_games_strict, ==, cases[i].book_strict);
      g_assert_cmpfloat (style.points, ==, cases[i].points);
      g_assert_cmpint (style.decided, ==, cases[i].decided);
      pgn_game_free (game);
    }
}

/* The figures over several games. */
static void
test_figures (void)
{
  PlayStyle style = { 0 };

  g_assert_cmpfloat (play_style_aimless_per_100 (&style), ==, 0);
  g_assert_cmpfloat (play_style_score_percent (&style), ==, 0);
  for (size_t i = 0; i < 4; i++)
    {
      PgnGame *game = read_game (cases[i].pgn);
      play_style_add_game (&style, game, WHITE);
      pgn_game_free (game);
    }
  /* White's moves in the first four cases' games (the second and fourth read as White's). */
  g_assert_cmpint (style.games, ==, 4);
  g_assert_cmpint (style.moves, ==, 3 + 3 + 3 + 5);
  g_assert_cmpint (style.aimless, ==, 2 + 2 + 1 + 0);
  g_assert_cmpfloat_with_epsilon (play_style_aimless_per_100 (&style), 100.0 * 5 / 14, 1e-9);
  g_assert_cmpfloat_with_epsilon (play_style_king_walks_per_game (&style), 2.0 / 4, 1e-9);
  /* White left the named lines itself in the first, second and fourth games (3.Bxf7+), not in
   * the third (2.Ke2 is the Bongcloud; Black left them after it); never strictly on them. */
  g_assert_cmpfloat_with_epsilon (play_style_book_percent (&style), 25, 1e-9);
  g_assert_cmpfloat_with_epsilon (play_style_book_strict_percent (&style), 0, 1e-9);
  /* 0-1 and 1/2-1/2 for White over two decided games. */
  g_assert_cmpfloat_with_epsilon (play_style_score_percent (&style), 25, 1e-9);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/play-style/cases", test_cases);
  g_test_add_func ("/play-style/figures", test_figures);
  return g_test_run ();
}
