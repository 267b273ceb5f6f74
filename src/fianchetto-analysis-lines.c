/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-analysis-lines.c: the analysis text (fianchetto-analysis-lines.h). Its size
 * depends on the font only, never on the text, so new text never asks for a new layout. */
#define G_LOG_DOMAIN "fianchetto-analysis"

#include "config.h"

#include "fianchetto-analysis-lines.h"

#define ROW_PADDING 3

struct _FianchettoAnalysisLines {
  GtkWidget parent_instance;

  int       n_rows;
  char     *caption;
  GPtrArray *lines;   /* markup, one a row */
  int       hovered;
};

G_DEFINE_FINAL_TYPE (FianchettoAnalysisLines, fianchetto_analysis_lines, GTK_TYPE_WIDGET)

enum { LINE_ACTIVATED, N_SIGNALS };
static guint signals[N_SIGNALS];

static int
row_height (GtkWidget *widget)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (widget, "Ag");
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  return height + 2 * ROW_PADDING;
}

static int
row_at (FianchettoAnalysisLines *self, double y)
{
  int row = (int) (y / row_height (GTK_WIDGET (self))) - 1;   /* row 0 is the caption */

  return row >= 0 && row < (int) self->lines->len ? row : -1;
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, FianchettoAnalysisLines *self)
{
  int row = row_at (self, y);

  if (row >= 0)
    g_signal_emit (self, signals[LINE_ACTIVATED], 0, row);
}

static void
on_motion (GtkEventControllerMotion *motion, double x, double y, FianchettoAnalysisLines *self)
{
  int row = row_at (self, y);

  if (row == self->hovered)
    return;
  self->hovered = row;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (row >= 0)
    g_signal_emit (self, signals[LINE_ACTIVATED], 0, row);
}

static void
on_leave (GtkEventControllerMotion *motion, FianchettoAnalysisLines *self)
{
  self->hovered = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
draw_row (GtkWidget *widget, GtkSnapshot *snapshot, const char *text, gboolean markup, int y, int width,
          const GdkRGBA *color)
{
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (widget, NULL);

  if (markup)
    pango_layout_set_markup (layout, text, -1);
  else
    pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, MAX (width - 8, 1) * PANGO_SCALE);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (4, y + ROW_PADDING));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
fianchetto_analysis_lines_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FianchettoAnalysisLines *self = FIANCHETTO_ANALYSIS_LINES (widget);
  int     width = gtk_widget_get_width (widget), height = row_height (widget);
  GdkRGBA color, dim;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  dim = color;
  dim.alpha *= 0.55;
  if (self->caption)
    draw_row (widget, snapshot, self->caption, FALSE, 0, width, &dim);
  for (guint i = 0; i < self->lines->len; i++)
    {
      int y = (int) (i + 1) * height;
      if ((int) i == self->hovered)
        {
          GdkRGBA hover = color;
          hover.alpha *= 0.08;
          gtk_snapshot_append_color (snapshot, &hover, &GRAPHENE_RECT_INIT (0, y, width, height));
        }
      draw_row (widget, snapshot, g_ptr_array_index (self->lines, i), TRUE, y, width, &color);
    }
}

static void
fianchetto_analysis_lines_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                                   int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  FianchettoAnalysisLines *self = FIANCHETTO_ANALYSIS_LINES (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 100;
      *natural = 240;
    }
  else
    *minimum = *natural = (self->n_rows + 1) * row_height (widget);
}

static void
fianchetto_analysis_lines_finalize (GObject *object)
{
  FianchettoAnalysisLines *self = FIANCHETTO_ANALYSIS_LINES (object);

  g_free (self->caption);
  g_ptr_array_unref (self->lines);
  G_OBJECT_CLASS (fianchetto_analysis_lines_parent_class)->finalize (object);
}

static void
fianchetto_analysis_lines_class_init (FianchettoAnalysisLinesClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = fianchetto_analysis_lines_finalize;
  widget_class->snapshot = fianchetto_analysis_lines_snapshot;
  widget_class->measure = fianchetto_analysis_lines_measure;
  signals[LINE_ACTIVATED] = g_signal_new ("line-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  gtk_widget_class_set_css_name (widget_class, "analysislines");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void
fianchetto_analysis_lines_init (FianchettoAnalysisLines *self)
{
  GtkGesture         *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->lines = g_ptr_array_new_with_free_func (g_free);
  self->hovered = -1;
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
}

GtkWidget *
fianchetto_analysis_lines_new (int n_rows)
{
  FianchettoAnalysisLines *self = g_object_new (FIANCHETTO_TYPE_ANALYSIS_LINES, NULL);

  self->n_rows = n_rows;
  return GTK_WIDGET (self);
}

void
fianchetto_analysis_lines_set (FianchettoAnalysisLines *self, const char *caption, const char *const *lines, int n)
{
  g_return_if_fail (FIANCHETTO_IS_ANALYSIS_LINES (self));

  g_free (self->caption);
  self->caption = g_strdup (caption);
  g_ptr_array_set_size (self->lines, 0);
  for (int i = 0; i < n && i < self->n_rows; i++)
    g_ptr_array_add (self->lines, g_strdup (lines[i]));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
