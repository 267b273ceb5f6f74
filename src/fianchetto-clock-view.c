/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-clock-view.c: two labels in a box layout; the digits come from clock_format()
 * and the look from style.css (.clock, .running, .low-time, font-feature "tnum"), so that
 * the running digits do not jitter from width to width. */
#define G_LOG_DOMAIN "fianchetto-clock-view"

#include "config.h"

#include "fianchetto-clock-view.h"

#include <glib/gi18n.h>

#include "time-control.h"

struct _FianchettoClockView {
  GtkWidget  parent_instance;

  GtkWidget *name;
  GtkWidget *time;
  Color      side;
  gboolean   running;
  gint64     described_minute;   /* the whole minutes the accessible label last said */
};

G_DEFINE_FINAL_TYPE (FianchettoClockView, fianchetto_clock_view, GTK_TYPE_WIDGET)

static void
fianchetto_clock_view_dispose (GObject *object)
{
  FianchettoClockView *self = FIANCHETTO_CLOCK_VIEW (object);

  g_clear_pointer (&self->name, gtk_widget_unparent);
  g_clear_pointer (&self->time, gtk_widget_unparent);

  G_OBJECT_CLASS (fianchetto_clock_view_parent_class)->dispose (object);
}

static void
fianchetto_clock_view_class_init (FianchettoClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_clock_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "clock");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TIMER);
}

static void
fianchetto_clock_view_init (FianchettoClockView *self)
{
  self->name = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->name), 0);
  gtk_widget_set_hexpand (self->name, TRUE);
  gtk_widget_set_valign (self->name, GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (self->name, "clock-name");
  gtk_widget_set_parent (self->name, GTK_WIDGET (self));
  self->time = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->time), 1);
  gtk_widget_set_valign (self->time, GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (self->time, "clock-time");
  gtk_widget_set_parent (self->time, GTK_WIDGET (self));
  self->side = COLOR_NB;
  self->described_minute = -1;
}

GtkWidget *
fianchetto_clock_view_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_CLOCK_VIEW, NULL);
}

char *
fianchetto_clock_view_describe (Color side, gint64 usec)
{
  gint64 seconds = MAX (usec, 0) / G_USEC_PER_SEC;
  int hours = (int) (seconds / 3600), minutes = (int) (seconds / 60 % 60), secs = (int) (seconds % 60);
  const char *name = side == WHITE ? _("White") : _("Black");
  g_autofree char *h = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hour", "%d hours", hours), hours);
  g_autofree char *m = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d minute", "%d minutes", minutes), minutes);
  g_autofree char *s = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d second", "%d seconds", secs), secs);

  if (usec == G_MININT64)
    /* Translators: a clock whose time is not known: "White, no time". */
    return g_strdup_printf (_("%s, no time"), name);
  if (hours > 0)
    /* Translators: a clock read aloud: "White, 1 hour 5 minutes 9 seconds". */
    return g_strdup_printf (_("%s, %s %s %s"), name, h, m, s);
  if (minutes > 0)
    /* Translators: a clock read aloud: "White, 4 minutes 58 seconds". */
    return g_strdup_printf (_("%s, %s %s"), name, m, s);
  /* Translators: a clock read aloud: "White, 9 seconds". */
  return g_strdup_printf (_("%s, %s"), name, s);
}

/* The accessible label follows the clock when it starts or stops, and each minute while it
 * runs: often enough to be true, seldom enough not to chatter. */
static void
update_description (FianchettoClockView *self, gint64 usec, gboolean changed)
{
  gint64 minute = usec == G_MININT64 ? -2 : MAX (usec, 0) / (60 * G_USEC_PER_SEC);
  g_autofree char *label = NULL;

  if (!changed && minute == self->described_minute)
    return;
  self->described_minute = minute;
  label = fianchetto_clock_view_describe (self->side, usec);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
set_class (GtkWidget *widget, const char *name, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

void
fianchetto_clock_view_set (FianchettoClockView *self,
                           Color                side,
                           gint64               usec,
                           gboolean             running,
                           gboolean             low)
{
  g_autofree char *text = NULL;
  gboolean changed;

  g_return_if_fail (FIANCHETTO_IS_CLOCK_VIEW (self));
  g_return_if_fail (side < COLOR_NB);

  changed = side != self->side || running != self->running;
  if (side != self->side)
    gtk_label_set_label (GTK_LABEL (self->name), side == WHITE ? _("White") : _("Black"));
  self->side = side;
  self->running = running;
  text = usec == G_MININT64 ? g_strdup ("–") : clock_format (usec);
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (self->time)), text) != 0)
    gtk_label_set_label (GTK_LABEL (self->time), text);
  set_class (GTK_WIDGET (self), "running", running);
  set_class (GTK_WIDGET (self), "low-time", low);
  update_description (self, usec, changed);
}

const char *
fianchetto_clock_view_get_text (FianchettoClockView *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_CLOCK_VIEW (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->time));
}
