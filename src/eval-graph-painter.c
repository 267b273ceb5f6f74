/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eval-graph-painter.c: the evaluation graph (eval-graph-painter.h). */
#define G_LOG_DOMAIN "fianchetto-eval-graph"

#include "config.h"

#include "eval-graph-painter.h"

#define DOT_RADIUS 3.5

void
eval_graph_class_color (ReviewClass klass, double *red, double *green, double *blue)
{
  switch (klass)
    {
    case REVIEW_CLASS_INACCURACY: *red = 0x56 / 255.0; *green = 0xb4 / 255.0; *blue = 0xe9 / 255.0; break;
    case REVIEW_CLASS_MISTAKE:    *red = 0xe6 / 255.0; *green = 0x9f / 255.0; *blue = 0x00 / 255.0; break;
    case REVIEW_CLASS_BLUNDER:    *red = 0xdf / 255.0; *green = 0x53 / 255.0; *blue = 0x53 / 255.0; break;
    default:                      *red = *green = *blue = 0.5; break;
    }
}

void
eval_graph_point_xy (double width, double height, int n_points, int i, double white_win, double *x, double *y)
{
  *x = n_points > 1 ? width * i / (n_points - 1) : width / 2;
  *y = height * (1 - CLAMP (white_win, 0, 100) / 100);
}

int
eval_graph_point_at (double width, int n_points, double x)
{
  if (n_points <= 1 || width <= 0)
    return 0;
  int i = (int) (x / width * (n_points - 1) + 0.5);
  return CLAMP (i, 0, n_points - 1);
}

/* The known points' Win%; an unknown point takes the last known one's, so the area has no
 * holes while the review fills in. */
static double
win_at (const EvalGraphPoint *points, int i)
{
  for (; i >= 0; i--)
    if (points[i].white_win >= 0)
      return points[i].white_win;
  return 50;
}

void
eval_graph_paint (cairo_t *cr, double width, double height, const EvalGraphPoint *points, int n_points,
                  int selected)
{
  double x, y;

  cairo_save (cr);
  /* Black's side: the whole background. */
  cairo_set_source_rgb (cr, 0.27, 0.27, 0.27);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  if (n_points > 0)
    {
      /* White's share from the bottom up. */
      cairo_move_to (cr, 0, height);
      for (int i = 0; i < n_points; i++)
        {
          eval_graph_point_xy (width, height, n_points, i, win_at (points, i), &x, &y);
          cairo_line_to (cr, x, y);
        }
      cairo_line_to (cr, width, height);
      cairo_close_path (cr);
      cairo_set_source_rgb (cr, 0.93, 0.93, 0.91);
      cairo_fill (cr);
    }
  /* Even. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.8);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, height / 2);
  cairo_line_to (cr, width, height / 2);
  cairo_stroke (cr);
  if (selected >= 0 && selected < n_points)
    {
      eval_graph_point_xy (width, height, n_points, selected, 50, &x, &y);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, height);
      cairo_stroke (cr);
    }
  for (int i = 1; i < n_points; i++)
    {
      if (points[i].klass < REVIEW_CLASS_INACCURACY || points[i].white_win < 0)
        continue;
      double red, green, blue;
      eval_graph_class_color (points[i].klass, &red, &green, &blue);
      eval_graph_point_xy (width, height, n_points, i, points[i].white_win, &x, &y);
      /* Whole dots at the ends too. */
      x = CLAMP (x, DOT_RADIUS + 1, width - DOT_RADIUS - 1);
      y = CLAMP (y, DOT_RADIUS + 1, height - DOT_RADIUS - 1);
      cairo_arc (cr, x, y, DOT_RADIUS, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, red, green, blue);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}
