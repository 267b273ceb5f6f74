/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eval-graph-painter.h: the review's evaluation graph drawn with cairo, apart from any widget
 * so that it can be tested on an image surface. Point i is position i of the game (0: the
 * start): White's Win% there, as a light area rising from the bottom over a dark one, 50 %
 * on the middle line; the move that led to a point marked by a dot in its class's colour when
 * it was an inaccuracy, a mistake or a blunder; the selected point by a vertical line. */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "review-judge.h"

G_BEGIN_DECLS

typedef struct {
  double      white_win;   /* 0..100, or negative when not known yet */
  ReviewClass klass;       /* of the move that led here (NONE at the start) */
} EvalGraphPoint;

void eval_graph_paint       (cairo_t              *cr,
                             double                width,
                             double                height,
                             const EvalGraphPoint *points,
                             int                   n_points,
                             int                   selected);
/* Where point i is drawn. */
void eval_graph_point_xy    (double                width,
                             double                height,
                             int                   n_points,
                             int                   i,
                             double                white_win,
                             double               *x,
                             double               *y);
/* The point nearest to x. */
int  eval_graph_point_at    (double                width,
                             int                   n_points,
                             double                x);
/* The colour of a class's dot and glyph: lichess's blue, orange and red. */
void eval_graph_class_color (ReviewClass           klass,
                             double               *red,
                             double               *green,
                             double               *blue);

G_END_DECLS
