/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-geometry.c: pixels to squares and back in both orientations, and the animation
 * plans made from two placements. */
#include <glib.h>

#include "board-animation.h"
#include "board-geometry.h"
#include "fen.h"
#include "movegen.h"

typedef struct {
  const char *name;
  double      width, height;
  double      x, y, square_size;
} FitCase;

static const FitCase fit_cases[] = {
  { "square", 800, 800, 0, 0, 100 },
  { "wide", 1000, 400, 300, 0, 50 },
  { "tall-uneven", 405, 803, 2, 201, 50 },
  { "tiny", 7, 7, 3, 3, 0 },
  { "empty", 0, 0, 0, 0, 0 },
};

static void
test_fit (gconstpointer data)
{
  const FitCase *c = data;
  BoardGeometry g;

  board_geometry_fit (&g, c->width, c->height, false);
  g_assert_cmpfloat (g.x, ==, c->x);
  g_assert_cmpfloat (g.y, ==, c->y);
  g_assert_cmpfloat (g.square_size, ==, c->square_size);
}

typedef struct {
  const char *name;
  bool        flipped;
  double      x, y;
  Square      square;
} HitCase;

/* A 400x400 board at (50, 20): squares of 50 pixels. */
static const HitCase hit_cases[] = {
  { "white/a8-corner", false, 50, 20, A8 },
  { "white/a1", false, 51, 419, A1 },
  { "white/h1", false, 449, 419, H1 },
  { "white/e4", false, 50 + 4 * 50 + 25, 20 + 4 * 50 + 25, E4 },
  { "white/left-of-board", false, 49.9, 100, SQ_NONE },
  { "white/below-board", false, 100, 420, SQ_NONE },
  { "white/h8", false, 449, 20, H8 },
  { "black/a8-top-left", true, 50, 20, H1 },
  { "black/bottom-left", true, 51, 419, H8 },
  { "black/bottom-right", true, 449, 419, A8 },
  { "black/e4", true, 50 + 3 * 50 + 25, 20 + 3 * 50 + 25, E4 },
  { "black/right-of-board", true, 450, 100, SQ_NONE },
};

static void
test_hit (gconstpointer data)
{
  const HitCase *c = data;
  BoardGeometry g = { .x = 50, .y = 20, .square_size = 50, .flipped = c->flipped };

  g_assert_cmpint (board_geometry_square_at (&g, c->x, c->y), ==, c->square);
}

/* Every square's centre maps back to it, and board units go there and back unchanged. */
static void
test_round_trip (void)
{
  for (int flipped = 0; flipped < 2; flipped++)
    {
      BoardGeometry g = { .x = 13, .y = 7, .square_size = 37, .flipped = flipped };

      for (int s = A1; s < SQ_NB; s++)
        {
          double x, y, file, rank, bx, by;

          board_geometry_square_center (&g, (Square) s, &x, &y);
          g_assert_cmpint (board_geometry_square_at (&g, x, y), ==, s);
          board_geometry_to_board (&g, x, y, &file, &rank);
          g_assert_cmpfloat_with_epsilon (file, square_file ((Square) s) + 0.5, 1e-9);
          g_assert_cmpfloat_with_epsilon (rank, square_rank ((Square) s) + 0.5, 1e-9);
          board_geometry_from_board (&g, file, rank, &bx, &by);
          g_assert_cmpfloat_with_epsilon (bx, x, 1e-9);
          g_assert_cmpfloat_with_epsilon (by, y, 1e-9);
          g_assert_cmpint (board_geometry_square_at_cell (&g, board_geometry_column (&g, (Square) s),
                                                          board_geometry_row (&g, (Square) s)),
                           ==, s);
        }
    }
}

static void
test_square_colours (void)
{
  g_assert_false (board_square_is_light (A1));
  g_assert_true (board_square_is_light (H1));
  g_assert_true (board_square_is_light (A8));
  g_assert_false (board_square_is_light (H8));
  g_assert_true (board_square_is_light (E4));
  g_assert_false (board_square_is_light (D4));
}

typedef struct {
  const char *name;
  const char *before;
  const char *move;        /* UCI */
  int         n_slides;
  int         n_fades;
  Square      slide_from;  /* of the slide that ends on slide_to */
  Square      slide_to;
  Square      fade;        /* SQ_NONE if no fade */
} PlanCase;

static const PlanCase plan_cases[] = {
  { "pawn-push", FEN_START, "e2e4", 1, 0, E2, E4, SQ_NONE },
  { "capture", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", 1, 1, E4, D5, D5 },
  { "castling-rook", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", 2, 0, H1, F1, SQ_NONE },
  { "en-passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 1, 1, E5, D6, D5 },
  { "promotion", "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7e8q", 1, 0, E7, E8, SQ_NONE },
  { "capture-promotion", "3r4/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7d8n", 1, 1, E7, D8, D8 },
};

static void
test_plan (gconstpointer data)
{
  const PlanCase *c = data;
  Position before, after;
  Undo undo;
  BoardAnimation animation, back;
  const BoardSlide *slide;

  g_assert_true (position_from_fen (&before, c->before, NULL));
  after = before;
  position_make_move (&after, move_from_uci (&before, c->move), &undo);

  g_assert_true (board_animation_plan (&animation, before.board, after.board));
  g_assert_cmpint (animation.n_slides, ==, c->n_slides);
  g_assert_cmpint (animation.n_fades, ==, c->n_fades);
  slide = board_animation_slide_to (&animation, c->slide_to);
  g_assert_nonnull (slide);
  g_assert_cmpfloat (slide->from_file, ==, square_file (c->slide_from));
  g_assert_cmpfloat (slide->from_rank, ==, square_rank (c->slide_from));
  g_assert_cmpint (slide->piece, ==, position_piece_on (&after, c->slide_to));
  if (c->fade != SQ_NONE)
    g_assert_cmpint (animation.fades[0].square, ==, c->fade);

  /* Going back (an undo) slides the same pieces home. */
  g_assert_true (board_animation_plan (&back, after.board, before.board));
  g_assert_cmpint (back.n_slides, ==, c->n_slides);
  g_assert_nonnull (board_animation_slide_to (&back, c->slide_from));
}

static void
test_plan_nothing (void)
{
  Position pos;
  BoardAnimation animation;

  position_set_start (&pos);
  g_assert_false (board_animation_plan (&animation, pos.board, pos.board));
  g_assert_cmpint (animation.n_slides, ==, 0);
  g_assert_null (board_animation_slide_to (&animation, E2));
}

static void
test_plan_return_and_ease (void)
{
  BoardAnimation animation;
  double file, rank, last = 0;

  board_animation_plan_return (&animation, W_KNIGHT, 5.25, 3.5, G1);
  g_assert_cmpint (animation.n_slides, ==, 1);
  board_slide_position (&animation.slides[0], 0, &file, &rank);
  g_assert_cmpfloat (file, ==, 5.25);
  g_assert_cmpfloat (rank, ==, 3.5);
  board_slide_position (&animation.slides[0], 1, &file, &rank);
  g_assert_cmpfloat (file, ==, 6);
  g_assert_cmpfloat (rank, ==, 0);

  g_assert_cmpfloat (board_animation_ease (-1), ==, 0);
  g_assert_cmpfloat (board_animation_ease (2), ==, 1);
  for (int i = 1; i <= 100; i++)
    {
      double e = board_animation_ease (i / 100.0);
      g_assert_cmpfloat (e, >, last);
      last = e;
    }
  /* Ease-out: more than half way at half time. */
  g_assert_cmpfloat (board_animation_ease (0.5), >, 0.8);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();

  for (gsize i = 0; i < G_N_ELEMENTS (fit_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-geometry/fit/%s", fit_cases[i].name);
      g_test_add_data_func (path, &fit_cases[i], test_fit);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (hit_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-geometry/hit/%s", hit_cases[i].name);
      g_test_add_data_func (path, &hit_cases[i], test_hit);
    }
  g_test_add_func ("/board-geometry/round-trip", test_round_trip);
  g_test_add_func ("/board-geometry/square-colours", test_square_colours);
  for (gsize i = 0; i < G_N_ELEMENTS (plan_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-animation/plan/%s", plan_cases[i].name);
      g_test_add_data_func (path, &plan_cases[i], test_plan);
    }
  g_test_add_func ("/board-animation/nothing", test_plan_nothing);
  g_test_add_func ("/board-animation/return-and-ease", test_plan_return_and_ease);

  return g_test_run ();
}
