/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The opening book: every line of the data set can be followed move by move through the book's
 * moves (but for the king walks and shuffles it never plays), main lines weigh more than side
 * lines, and a level plays book moves from the start position, at every strength. */
#include <glib.h>
#include <string.h>

#include "book.h"
#include "openings.h"
#include "movegen.h"
#include "san.h"

static bool
book_has (const BookMove *moves, int n, Move move, unsigned *weight)
{
  for (int i = 0; i < n; i++)
    if (moves[i].move == move)
      {
        if (weight)
          *weight = moves[i].weight;
        return true;
      }
  return false;
}

/* Plays one data line; each move is a book move unless it is one the book leaves out. Returns
 * how many moves were left out. */
static int
check_line (const char *movetext)
{
  g_auto(GStrv) tokens = g_strsplit (movetext, " ", -1);
  Position pos;
  Move     last[2] = { MOVE_NONE, MOVE_NONE };
  int      left_out = 0;

  position_set_start (&pos);
  for (int i = 0; tokens[i]; i++)
    {
      BookMove moves[BOOK_MAX_MOVES];
      int      n;
      Move     move;
      Undo     undo;

      if (!*tokens[i] || g_str_has_suffix (tokens[i], "."))
        continue;
      move = move_from_san (&pos, tokens[i], -1, NULL);
      g_assert_true (move != MOVE_NONE);
      n = book_moves (&pos, last[1], moves);
      if (!book_has (moves, n, move, NULL))
        {
          bool king = piece_type (position_piece_on (&pos, move_from (move))) == KING
                      && move_kind (move) != MOVE_CASTLING;
          bool back = last[1] != MOVE_NONE && move_from (move) == move_to (last[1])
                      && move_to (move) == move_from (last[1]);
          if (!king && !back)
            g_error ("%s: %s is not a book move", movetext, tokens[i]);
          left_out++;
        }
      position_make_move (&pos, move, &undo);
      last[1] = last[0];
      last[0] = move;
    }
  return left_out;
}

static void
test_every_line (void)
{
  static const char *const files[] = { "a", "b", "c", "d", "e" };
  int n_lines = 0, left_out = 0;

  for (size_t f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *file = g_strconcat (files[f], ".tsv", NULL);
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "openings", file, NULL);
      g_autofree char *text = NULL;
      g_auto(GStrv) lines = NULL;

      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      lines = g_strsplit (text, "\n", -1);
      for (int i = 1; lines[i] && *lines[i]; i++, n_lines++)
        {
          g_auto(GStrv) fields = g_strsplit (lines[i], "\t", 3);
          g_strchomp (fields[2]);
          left_out += check_line (fields[2]);
        }
    }
  g_assert_cmpint (n_lines, ==, 3807);
  /* The Bongcloud and its kin are named, but few. */
  g_assert_cmpint (left_out, >, 0);
  g_assert_cmpint (left_out, <, n_lines / 20);
}

static void
test_weights (void)
{
  BookMove moves[BOOK_MAX_MOVES];
  Position pos;
  unsigned e4 = 0, d4 = 0, na3 = 0;
  int      n;

  position_set_start (&pos);
  n = book_moves (&pos, MOVE_NONE, moves);
  g_assert_cmpint (n, >=, 15);
  g_assert_true (book_has (moves, n, move_from_san (&pos, "e4", -1, NULL), &e4));
  g_assert_true (book_has (moves, n, move_from_san (&pos, "d4", -1, NULL), &d4));
  g_assert_true (book_has (moves, n, move_from_san (&pos, "Na3", -1, NULL), &na3));
  g_assert_cmpuint (e4, >, 20 * na3);
  g_assert_cmpuint (d4, >, 20 * na3);

  /* 1.e4 e5: 2.Ke2 is a named line, but not one the book plays. */
  Undo undo;
  position_make_move (&pos, move_from_san (&pos, "e4", -1, NULL), &undo);
  position_make_move (&pos, move_from_san (&pos, "e5", -1, NULL), &undo);
  n = book_moves (&pos, MOVE_NONE, moves);
  g_assert_true (book_has (moves, n, move_from_san (&pos, "Nf3", -1, NULL), NULL));
  g_assert_false (book_has (moves, n, move_from_san (&pos, "Ke2", -1, NULL), NULL));
}

/* Plays book moves for both sides at elo from the start: each one leads to a position on a
 * named line, at least the first min_plies are found (lines end, so later ones may not be), up
 * to plies. Returns White's first move. */
static Move
play_book (SearchContext *ctx, int elo, int min_plies, int plies)
{
  Position     pos;
  Key          history[64];
  SearchLimits limits;
  Move         first = MOVE_NONE, last[2] = { MOVE_NONE, MOVE_NONE };

  position_set_start (&pos);
  search_limits_init (&limits);
  limits.elo = elo;
  limits.own_book = true;
  for (int ply = 0; ply < plies; ply++)
    {
      Undo undo;
      limits.own_last_move = last[1];
      Move move = book_choose (ctx, &pos, history, ply, &limits);

      if (move == MOVE_NONE)
        {
          g_test_message ("level %d: out of book after %d plies", elo, ply);
          g_assert_cmpint (ply, >=, min_plies);
          break;
        }
      g_assert_true (move_is_legal (&pos, move));
      history[ply] = pos.key;
      position_make_move (&pos, move, &undo);
      g_assert_true (openings_on_line (pos.key));
      if (ply == 0)
        first = move;
      last[1] = last[0];
      last[0] = move;
    }
  return first;
}

static void
test_levels_play_book (void)
{
  static const int levels[] = { 800, 1200, 1600, 2000, 2400, 0 };
  SearchContext *ctx = search_context_new (16);

  for (size_t i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      search_context_set_seed (ctx, 1 + i);
      /* The checked levels search each move: a few plies are enough for them. */
      play_book (ctx, levels[i], 2, levels[i] >= BOOK_CHECKED_ELO || levels[i] == 0 ? 6 : 12);
    }
  search_context_free (ctx);
}

/* The book is only used when asked for, and the weak levels do not always open alike. */
static void
test_off_and_variety (void)
{
  SearchContext *ctx = search_context_new (16);
  SearchLimits   limits;
  Position       pos;
  GHashTable    *firsts = g_hash_table_new (NULL, NULL);

  position_set_start (&pos);
  search_limits_init (&limits);
  limits.elo = 800;
  g_assert_true (book_choose (ctx, &pos, NULL, 0, &limits) == MOVE_NONE);
  for (int seed = 1; seed <= 40; seed++)
    {
      search_context_set_seed (ctx, (uint64_t) seed * 7919);
      g_hash_table_add (firsts, GUINT_TO_POINTER ((guint) play_book (ctx, 800, 2, 2)));
    }
  g_assert_cmpuint (g_hash_table_size (firsts), >=, 3);
  g_hash_table_unref (firsts);
  search_context_free (ctx);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/book/every-line", test_every_line);
  g_test_add_func ("/book/weights", test_weights);
  g_test_add_func ("/book/levels-play-book", test_levels_play_book);
  g_test_add_func ("/book/off-and-variety", test_off_and_variety);
  return g_test_run ();
}
