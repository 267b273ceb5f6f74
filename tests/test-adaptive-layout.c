/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-adaptive-layout.c: where the side panel goes, and how big the board gets, in the
 * window shapes issue 48 names (the content area under a 47-pixel header bar). */
#include "config.h"

#include "fianchetto-adaptive-box.h"

typedef struct {
  int      width, height;
  gboolean below;
  int      min_board;   /* the board is at least this big */
} ShapeCase;

static const ShapeCase shape_cases[] = {
  { 500, 353, FALSE, 220 },   /* small: side by side, the board well over GNOME Chess's 192 */
  { 560, 353, FALSE, 280 },
  { 560, 953, TRUE, 500 },    /* tall: the panel under the board, the board the full width */
  { 1280, 753, FALSE, 700 },
  { 1280, 977, FALSE, 850 },
  { 800, 1200, TRUE, 740 },
};

static void
test_shapes (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (shape_cases); i++)
    {
      const ShapeCase *c = &shape_cases[i];
      int board = 0;

      g_assert_cmpint (fianchetto_adaptive_box_panel_below (c->width, c->height, 224, 200,
                                                            &board), ==, c->below);
      g_assert_cmpint (board, >=, c->min_board);
      g_assert_cmpint (board, <=, MIN (c->width, c->height));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/adaptive-layout/shapes", test_shapes);
  return g_test_run ();
}
