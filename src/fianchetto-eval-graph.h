/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-eval-graph.h: the review's evaluation graph as a widget (eval-graph-painter.h
 * draws it). Clicking a point, or stepping with Left/Right/Home/End while it has the focus,
 * emits "point-activated" with the position's index. */
#pragma once

#include <gtk/gtk.h>

#include "eval-graph-painter.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_EVAL_GRAPH (fianchetto_eval_graph_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoEvalGraph, fianchetto_eval_graph, FIANCHETTO, EVAL_GRAPH, GtkWidget)

GtkWidget *fianchetto_eval_graph_new          (void);
/* Copies the points. */
void       fianchetto_eval_graph_set_points   (FianchettoEvalGraph  *self,
                                               const EvalGraphPoint *points,
                                               int                   n_points);
void       fianchetto_eval_graph_set_selected (FianchettoEvalGraph  *self,
                                               int                   index);
int        fianchetto_eval_graph_get_selected (FianchettoEvalGraph  *self);

G_END_DECLS
