/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-eval-bar.c: the evaluation bar (fianchetto-eval-bar.h). It draws itself, text
 * included, and moves with a tick callback that only redraws it: no CSS change and no label
 * to lay out, so that it costs the window no relayout a frame (see fianchetto-spinner.c). */
#define G_LOG_DOMAIN "fianchetto-eval-bar"

#include "config.h"

#include "fianchetto-eval-bar.h"

#include "review-judge.h"
#include "search.h"

#define BAR_WIDTH   30
#define EASE_USEC   (G_USEC_PER_SEC / 3)   /* a third of a second to reach a new score */

struct _FianchettoEvalBar {
  GtkWidget parent_instance;

  double    share;         /* White's share drawn now, 0..1 */
  double    from, target;  /* the move under way */
  gint64    start_usec;
  guint     tick_id;
  gboolean  flipped;
  char     *text;
  PangoLayout *layout;     /* the text's, kept while it animates: a new one a frame costs */
};

G_DEFINE_FINAL_TYPE (FianchettoEvalBar, fianchetto_eval_bar, GTK_TYPE_WIDGET)

char *
eval_score_text (int score)
{
  /* Mated on the board: the result. */
  if (score == SCORE_MATE || score == -SCORE_MATE)
    return g_strdup (score > 0 ? "1-0" : "0-1");
  if (score >= SCORE_MATE_IN_MAX)
    return g_strdup_printf ("M%d", (SCORE_MATE - score + 1) / 2);
  if (score <= -SCORE_MATE_IN_MAX)
    return g_strdup_printf ("−M%d", (SCORE_MATE + score + 1) / 2);
  if (score == 0)
    return g_strdup ("0.00");
  return g_strdup_printf ("%s%d.%02d", score > 0 ? "+" : "−", ABS (score) / 100, ABS (score) % 100);
}

static gboolean
on_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  FianchettoEvalBar *self = FIANCHETTO_EVAL_BAR (widget);
  double t = (double) (gdk_frame_clock_get_frame_time (clock) - self->start_usec) / EASE_USEC;

  if (t >= 1)
    {
      self->share = self->target;
      self->tick_id = 0;
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }
  t = t < 0 ? 0 : t;
  self->share = self->from + (self->target - self->from) * (1 - (1 - t) * (1 - t));
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
slide_to (FianchettoEvalBar *self, double target)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  self->from = self->share;
  self->target = target;
  if (!clock || !gtk_widget_get_mapped (widget))
    {
      self->share = target;
      gtk_widget_queue_draw (widget);
      return;
    }
  self->start_usec = gdk_frame_clock_get_frame_time (clock);
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (widget, on_tick, NULL, NULL);
}

/* The score is read out and shown as a tooltip. Not through gtk_widget_set_tooltip_text: that
 * asks the X server where the pointer is, a round trip ten times a second while the
 * analysis runs; the tooltip takes the text when it is about to show (on_query_tooltip). */
static void
describe (FianchettoEvalBar *self)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->text ? self->text : "", -1);
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  FianchettoEvalBar *self = FIANCHETTO_EVAL_BAR (widget);

  if (!self->text)
    return FALSE;
  gtk_tooltip_set_text (tooltip, self->text);
  return TRUE;
}

void
fianchetto_eval_bar_set_score (FianchettoEvalBar *self, int score)
{
  g_return_if_fail (FIANCHETTO_IS_EVAL_BAR (self));

  g_autofree char *text = eval_score_text (score);
  double target = review_win_percent (score) / 100.0;

  if (g_strcmp0 (text, self->text) == 0 && target == self->target)
    return;
  g_free (self->text);
  self->text = g_steal_pointer (&text);
  g_clear_object (&self->layout);
  describe (self);
  slide_to (self, target);
}

void
fianchetto_eval_bar_clear (FianchettoEvalBar *self)
{
  g_return_if_fail (FIANCHETTO_IS_EVAL_BAR (self));

  g_clear_pointer (&self->text, g_free);
  g_clear_object (&self->layout);
  describe (self);
  slide_to (self, 0.5);
}

void
fianchetto_eval_bar_set_flipped (FianchettoEvalBar *self, gboolean flipped)
{
  g_return_if_fail (FIANCHETTO_IS_EVAL_BAR (self));

  if (self->flipped == !!flipped)
    return;
  self->flipped = !!flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
fianchetto_eval_bar_get_text (FianchettoEvalBar *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_EVAL_BAR (self), NULL);

  return self->text ? self->text : "";
}

static void
fianchetto_eval_bar_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FianchettoEvalBar *self = FIANCHETTO_EVAL_BAR (widget);
  int    width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double white = self->share * height;
  /* White's part at the bottom, unless Black's side of the board is. */
  double white_top = self->flipped ? 0 : height - white;
  GdkRGBA dark = { 0.25, 0.25, 0.25, 1 }, light = { 0.95, 0.95, 0.93, 1 };

  gtk_snapshot_append_color (snapshot, &dark, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gtk_snapshot_append_color (snapshot, &light, &GRAPHENE_RECT_INIT (0, white_top, width, white));
  if (!self->text)
    return;

  if (!self->layout)
    {
      PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 6.5");

      self->layout = gtk_widget_create_pango_layout (widget, self->text);
      pango_layout_set_font_description (self->layout, font);
      pango_font_description_free (font);
    }
  int text_width, text_height;
  pango_layout_get_pixel_size (self->layout, &text_width, &text_height);
  /* At the end of the side ahead, in the colour of the other side. */
  gboolean white_ahead = self->target >= 0.5;
  gboolean at_bottom = white_ahead != self->flipped;
  double   y = at_bottom ? height - text_height - 3 : 3;
  GdkRGBA  ink = white_ahead ? dark : light;
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((width - text_width) / 2.0, y));
  gtk_snapshot_append_layout (snapshot, self->layout, &ink);
  gtk_snapshot_restore (snapshot);
}

static void
fianchetto_eval_bar_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                             int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? BAR_WIDTH : 100;
}

/* A new font or resolution: the kept layout was made for the old one. */
static void
fianchetto_eval_bar_system_setting_changed (GtkWidget *widget, GtkSystemSetting setting)
{
  FianchettoEvalBar *self = FIANCHETTO_EVAL_BAR (widget);

  g_clear_object (&self->layout);
  GTK_WIDGET_CLASS (fianchetto_eval_bar_parent_class)->system_setting_changed (widget, setting);
}

static void
fianchetto_eval_bar_finalize (GObject *object)
{
  FianchettoEvalBar *self = FIANCHETTO_EVAL_BAR (object);

  g_free (self->text);
  g_clear_object (&self->layout);
  G_OBJECT_CLASS (fianchetto_eval_bar_parent_class)->finalize (object);
}

static void
fianchetto_eval_bar_class_init (FianchettoEvalBarClass *klass)
{
  GObjectClass   *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = fianchetto_eval_bar_finalize;
  widget_class->snapshot = fianchetto_eval_bar_snapshot;
  widget_class->measure = fianchetto_eval_bar_measure;
  widget_class->system_setting_changed = fianchetto_eval_bar_system_setting_changed;
  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
fianchetto_eval_bar_init (FianchettoEvalBar *self)
{
  self->share = self->from = self->target = 0.5;
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
}

GtkWidget *
fianchetto_eval_bar_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_EVAL_BAR, NULL);
}
