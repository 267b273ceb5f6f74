/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-spinner.c: why not GtkSpinner? Its theme animation changes the spinner's CSS
 * transform every frame; GTK 4.8 restyles in the layout phase, and every layout of an X11
 * toplevel asks the X server for the monitor's work area and the window's position (about
 * twenty round trips a frame). On a busy machine each one waits for the X server to get a
 * core, and together they stalled the main loop for 15 to 50 ms while the computer thought.
 * This spinner turns the same symbolic icon with a tick callback and gtk_widget_queue_draw,
 * which repaints its own 16 px and lays nothing out. */
#define G_LOG_DOMAIN "fianchetto-spinner"

#include "config.h"

#include "fianchetto-spinner.h"

#define SPINNER_SIZE 16
#define TURN_USEC    G_USEC_PER_SEC   /* one turn a second, as the theme's spinner */

struct _FianchettoSpinner {
  GtkWidget parent_instance;

  gboolean  spinning;
  guint     tick_id;
  double    angle;   /* degrees */
};

G_DEFINE_FINAL_TYPE (FianchettoSpinner, fianchetto_spinner, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SPINNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  FianchettoSpinner *self = FIANCHETTO_SPINNER (widget);
  gint64 phase = gdk_frame_clock_get_frame_time (clock) % TURN_USEC;

  self->angle = 360.0 * (double) phase / TURN_USEC;
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

/* The tick runs only while spinning and mapped, so a hidden spinner costs no frames. */
static void
update_tick (FianchettoSpinner *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean wanted = self->spinning && gtk_widget_get_mapped (widget);

  if (wanted && self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (widget, on_tick, NULL, NULL);
  else if (!wanted && self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (widget, self->tick_id);
      self->tick_id = 0;
    }
}

static void
fianchetto_spinner_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (fianchetto_spinner_parent_class)->map (widget);
  update_tick (FIANCHETTO_SPINNER (widget));
}

static void
fianchetto_spinner_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (fianchetto_spinner_parent_class)->unmap (widget);
  update_tick (FIANCHETTO_SPINNER (widget));
}

static void
fianchetto_spinner_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  *minimum = *natural = SPINNER_SIZE;
}

static void
fianchetto_spinner_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  FianchettoSpinner *self = FIANCHETTO_SPINNER (widget);
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (widget));
  g_autoptr(GtkIconPaintable) icon = NULL;
  GdkRGBA color;
  double half = SPINNER_SIZE / 2.0;

  if (!self->spinning)
    return;
  icon = gtk_icon_theme_lookup_icon (theme, "process-working-symbolic", NULL, SPINNER_SIZE,
                                     gtk_widget_get_scale_factor (widget),
                                     gtk_widget_get_direction (widget), 0);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (gtk_widget_get_width (widget) / 2.0,
                                                          gtk_widget_get_height (widget) / 2.0));
  gtk_snapshot_rotate (snapshot, (float) self->angle);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-half, -half));
  gtk_symbolic_paintable_snapshot_symbolic (GTK_SYMBOLIC_PAINTABLE (icon), snapshot,
                                            SPINNER_SIZE, SPINNER_SIZE, &color, 1);
  gtk_snapshot_restore (snapshot);
}

static void
fianchetto_spinner_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  FianchettoSpinner *self = FIANCHETTO_SPINNER (object);

  switch (prop_id)
    {
    case PROP_SPINNING:
      g_value_set_boolean (value, self->spinning);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fianchetto_spinner_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  FianchettoSpinner *self = FIANCHETTO_SPINNER (object);

  switch (prop_id)
    {
    case PROP_SPINNING:
      fianchetto_spinner_set_spinning (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fianchetto_spinner_class_init (FianchettoSpinnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = fianchetto_spinner_get_property;
  object_class->set_property = fianchetto_spinner_set_property;
  widget_class->map = fianchetto_spinner_map;
  widget_class->unmap = fianchetto_spinner_unmap;
  widget_class->measure = fianchetto_spinner_measure;
  widget_class->snapshot = fianchetto_spinner_snapshot;

  properties[PROP_SPINNING] =
    g_param_spec_boolean ("spinning", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "thinking-spinner");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_PROGRESS_BAR);
}

static void
fianchetto_spinner_init (FianchettoSpinner *self)
{
}

GtkWidget *
fianchetto_spinner_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_SPINNER, NULL);
}

gboolean
fianchetto_spinner_get_spinning (FianchettoSpinner *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_SPINNER (self), FALSE);

  return self->spinning;
}

void
fianchetto_spinner_set_spinning (FianchettoSpinner *self,
                                 gboolean           spinning)
{
  g_return_if_fail (FIANCHETTO_IS_SPINNER (self));

  spinning = !!spinning;
  if (self->spinning == spinning)
    return;
  self->spinning = spinning;
  update_tick (self);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_BUSY, spinning, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPINNING]);
}
