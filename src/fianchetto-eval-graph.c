/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-eval-graph.c: the evaluation graph widget (fianchetto-eval-graph.h). */
#define G_LOG_DOMAIN "fianchetto-eval-graph"

#include "config.h"

#include "fianchetto-eval-graph.h"

#include <glib/gi18n.h>

struct _FianchettoEvalGraph {
  GtkWidget       parent_instance;

  EvalGraphPoint *points;
  int             n_points;
  int             selected;
};

G_DEFINE_FINAL_TYPE (FianchettoEvalGraph, fianchetto_eval_graph, GTK_TYPE_WIDGET)

enum { POINT_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
activate_point (FianchettoEvalGraph *self, int index)
{
  if (self->n_points == 0)
    return;
  index = CLAMP (index, 0, self->n_points - 1);
  fianchetto_eval_graph_set_selected (self, index);
  g_signal_emit (self, signals[POINT_ACTIVATED], 0, index);
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, FianchettoEvalGraph *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  activate_point (self, eval_graph_point_at (gtk_widget_get_width (GTK_WIDGET (self)), self->n_points, x));
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
                FianchettoEvalGraph *self)
{
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:   activate_point (self, self->selected - 1); return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: activate_point (self, self->selected + 1); return TRUE;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:   activate_point (self, 0); return TRUE;
    case GDK_KEY_End: case GDK_KEY_KP_End:     activate_point (self, self->n_points - 1); return TRUE;
    default: return FALSE;
    }
}

static void
fianchetto_eval_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FianchettoEvalGraph *self = FIANCHETTO_EVAL_GRAPH (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  eval_graph_paint (cr, width, height, self->points, self->n_points, self->selected);
  if (gtk_widget_has_visible_focus (widget))
    {
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
      cairo_set_line_width (cr, 2);
      cairo_rectangle (cr, 1, 1, width - 2, height - 2);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
fianchetto_eval_graph_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                               int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 100 : 60;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 260 : 80;
}

static void
fianchetto_eval_graph_finalize (GObject *object)
{
  FianchettoEvalGraph *self = FIANCHETTO_EVAL_GRAPH (object);

  g_free (self->points);
  G_OBJECT_CLASS (fianchetto_eval_graph_parent_class)->finalize (object);
}

static void
fianchetto_eval_graph_class_init (FianchettoEvalGraphClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = fianchetto_eval_graph_finalize;
  widget_class->snapshot = fianchetto_eval_graph_snapshot;
  widget_class->measure = fianchetto_eval_graph_measure;
  signals[POINT_ACTIVATED] = g_signal_new ("point-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
fianchetto_eval_graph_init (FianchettoEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->selected = -1;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("White’s winning chances over the game: click a point, or use the arrow keys, to go to that move"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation graph"), -1);
}

GtkWidget *
fianchetto_eval_graph_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_EVAL_GRAPH, NULL);
}

void
fianchetto_eval_graph_set_points (FianchettoEvalGraph *self, const EvalGraphPoint *points, int n_points)
{
  g_return_if_fail (FIANCHETTO_IS_EVAL_GRAPH (self));

  g_free (self->points);
  self->points = g_memdup2 (points, sizeof *points * (gsize) MAX (n_points, 0));
  self->n_points = n_points;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
fianchetto_eval_graph_set_selected (FianchettoEvalGraph *self, int index)
{
  g_return_if_fail (FIANCHETTO_IS_EVAL_GRAPH (self));

  if (self->selected == index)
    return;
  self->selected = index;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
fianchetto_eval_graph_get_selected (FianchettoEvalGraph *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_EVAL_GRAPH (self), -1);

  return self->selected;
}
