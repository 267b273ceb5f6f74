/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The evaluation graph's painter on a cairo image surface: White's share drawn light from the
 * bottom, Black's dark above it, the marked moves' dots in their class's colours where the
 * points are, unknown points carrying the last known one, and the point under a click. */
#include <glib.h>

#include "eval-graph-painter.h"
#include "fianchetto-eval-bar.h"
#include "search.h"

#define WIDTH  200
#define HEIGHT 100

static void
pixel (cairo_surface_t *surface, int x, int y, int *red, int *green, int *blue)
{
  unsigned char *data = cairo_image_surface_get_data (surface);
  guint32 value = *(guint32 *) (data + y * cairo_image_surface_get_stride (surface) + x * 4);

  *red = (value >> 16) & 0xff;
  *green = (value >> 8) & 0xff;
  *blue = value & 0xff;
}

static gboolean
is_light (cairo_surface_t *surface, int x, int y)
{
  int r, g, b;
  pixel (surface, x, y, &r, &g, &b);
  return r > 200 && g > 200 && b > 200;
}

static gboolean
is_dark (cairo_surface_t *surface, int x, int y)
{
  int r, g, b;
  pixel (surface, x, y, &r, &g, &b);
  return r < 100 && g < 100 && b < 100;
}

static cairo_surface_t *
paint (const EvalGraphPoint *points, int n, int selected)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, WIDTH, HEIGHT);
  cairo_t         *cr = cairo_create (surface);

  eval_graph_paint (cr, WIDTH, HEIGHT, points, n, selected);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_areas (void)
{
  /* White winning on the left, lost on the right, even in the middle. */
  const EvalGraphPoint points[] = {
    { 95, REVIEW_CLASS_NONE }, { 95, REVIEW_CLASS_GOOD }, { 50, REVIEW_CLASS_GOOD },
    { 5, REVIEW_CLASS_GOOD }, { 5, REVIEW_CLASS_GOOD },
  };
  cairo_surface_t *surface = paint (points, G_N_ELEMENTS (points), -1);

  /* Left: light from the bottom nearly to the top. */
  g_assert_true (is_light (surface, 10, 15));
  g_assert_true (is_light (surface, 10, 90));
  g_assert_true (is_dark (surface, 10, 2));
  /* Right: dark nearly to the bottom. */
  g_assert_true (is_dark (surface, 190, 15));
  g_assert_true (is_dark (surface, 190, 90));
  g_assert_true (is_light (surface, 190, 98));
  cairo_surface_destroy (surface);
}

static void
test_dots (void)
{
  const EvalGraphPoint points[] = {
    { 50, REVIEW_CLASS_NONE }, { 50, REVIEW_CLASS_INACCURACY }, { 50, REVIEW_CLASS_GOOD },
    { 20, REVIEW_CLASS_BLUNDER }, { 20, REVIEW_CLASS_MISTAKE },
  };
  cairo_surface_t *surface = paint (points, G_N_ELEMENTS (points), -1);

  for (int i = 1; i < (int) G_N_ELEMENTS (points); i++)
    {
      double x, y, red, green, blue;
      int    r, g, b;
      eval_graph_point_xy (WIDTH, HEIGHT, G_N_ELEMENTS (points), i, points[i].white_win, &x, &y);
      if (points[i].klass < REVIEW_CLASS_INACCURACY)
        continue;
      /* The last point's dot is drawn whole, inside the edge. */
      pixel (surface, MIN ((int) x, WIDTH - 5), (int) y, &r, &g, &b);
      eval_graph_class_color (points[i].klass, &red, &green, &blue);
      g_assert_cmpint (ABS (r - (int) (red * 255)), <=, 2);
      g_assert_cmpint (ABS (g - (int) (green * 255)), <=, 2);
      g_assert_cmpint (ABS (b - (int) (blue * 255)), <=, 2);
    }
  /* The good move at point 2 has no dot: the even line's grey or the areas there. */
  int r, g, b;
  pixel (surface, 100, 50, &r, &g, &b);
  g_assert_false (r > 200 && g < 120);
  cairo_surface_destroy (surface);
}

/* While the review fills in, an unknown point takes the last known Win%: no hole down to 0. */
static void
test_unknown_points (void)
{
  const EvalGraphPoint points[] = {
    { 90, REVIEW_CLASS_NONE }, { -1, REVIEW_CLASS_NONE }, { -1, REVIEW_CLASS_NONE }, { 90, REVIEW_CLASS_NONE },
  };
  cairo_surface_t *surface = paint (points, G_N_ELEMENTS (points), -1);

  g_assert_true (is_light (surface, 100, 30));
  cairo_surface_destroy (surface);
}

static void
test_selection_and_hits (void)
{
  const EvalGraphPoint points[] = { { 50, 0 }, { 50, 0 }, { 50, 0 }, { 50, 0 }, { 50, 0 } };
  cairo_surface_t *surface = paint (points, G_N_ELEMENTS (points), 2);
  int r, g, b;

  pixel (surface, 100, 20, &r, &g, &b);   /* the selected point's line, blue, across */
  g_assert_cmpint (b, >, r + 60);
  cairo_surface_destroy (surface);

  g_assert_cmpint (eval_graph_point_at (WIDTH, 5, 0), ==, 0);
  g_assert_cmpint (eval_graph_point_at (WIDTH, 5, 49), ==, 1);
  g_assert_cmpint (eval_graph_point_at (WIDTH, 5, 101), ==, 2);
  g_assert_cmpint (eval_graph_point_at (WIDTH, 5, WIDTH), ==, 4);
  g_assert_cmpint (eval_graph_point_at (WIDTH, 5, -30), ==, 0);
  g_assert_cmpint (eval_graph_point_at (WIDTH, 5, 900), ==, 4);
  g_assert_cmpint (eval_graph_point_at (WIDTH, 1, 150), ==, 0);
}

/* The evaluation bar's text, White's view. */
static void
test_score_text (void)
{
  static const struct { int score; const char *text; } cases[] = {
    { 0, "0.00" }, { 35, "+0.35" }, { -120, "−1.20" }, { 1234, "+12.34" },
    { SCORE_MATE - 5, "M3" }, { -(SCORE_MATE - 4), "−M2" }, { -(SCORE_MATE - 5), "−M3" },
    { SCORE_MATE, "1-0" }, { -SCORE_MATE, "0-1" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = eval_score_text (cases[i].score);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval-graph/areas", test_areas);
  g_test_add_func ("/eval-graph/dots", test_dots);
  g_test_add_func ("/eval-graph/unknown-points", test_unknown_points);
  g_test_add_func ("/eval-graph/selection-and-hits", test_selection_and_hits);
  g_test_add_func ("/eval-graph/score-text", test_score_text);
  return g_test_run ();
}
