/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-frame-probe.c: times are taken with g_get_monotonic_time() when each callback
 * runs, not from the frame clock, whose frame times are smoothed to the refresh rate and would
 * hide a late frame. */
#define G_LOG_DOMAIN "fianchetto-frame-probe"

#include "config.h"

#include "fianchetto-frame-probe.h"

struct _FianchettoFrameProbe {
  GtkWidget *widget;
  guint      tick_id;
  guint      timeout_id;
  gint64     last_frame;
  gint64     last_turn;
  GArray    *frame_gaps;   /* gint64 microseconds */
  GArray    *loop_gaps;
};

static void
record (GArray *gaps, gint64 *last)
{
  gint64 now = g_get_monotonic_time ();
  gint64 gap;

  if (*last != 0)
    {
      gap = now - *last;
      g_array_append_val (gaps, gap);
    }
  *last = now;
}

static gboolean
on_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  FianchettoFrameProbe *probe = data;

  record (probe->frame_gaps, &probe->last_frame);
  return G_SOURCE_CONTINUE;
}

static gboolean
on_turn (gpointer data)
{
  FianchettoFrameProbe *probe = data;

  record (probe->loop_gaps, &probe->last_turn);
  return G_SOURCE_CONTINUE;
}

FianchettoFrameProbe *
fianchetto_frame_probe_start (GtkWidget *widget)
{
  FianchettoFrameProbe *probe;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  probe = g_new0 (FianchettoFrameProbe, 1);
  probe->widget = widget;
  probe->frame_gaps = g_array_new (FALSE, FALSE, sizeof (gint64));
  probe->loop_gaps = g_array_new (FALSE, FALSE, sizeof (gint64));
  probe->tick_id = gtk_widget_add_tick_callback (widget, on_tick, probe, NULL);
  probe->timeout_id = g_timeout_add_full (G_PRIORITY_HIGH, 1, on_turn, probe, NULL);
  return probe;
}

static void
append_gaps (GString *text, const char *name, GArray *gaps)
{
  for (guint i = 0; i < gaps->len; i++)
    g_string_append_printf (text, "%s %" G_GINT64_FORMAT "\n", name,
                            g_array_index (gaps, gint64, i));
}

gboolean
fianchetto_frame_probe_finish (FianchettoFrameProbe  *probe,
                               const char            *path,
                               GError               **error)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (probe != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  append_gaps (text, "frame", probe->frame_gaps);
  append_gaps (text, "loop", probe->loop_gaps);
  fianchetto_frame_probe_free (probe);
  return g_file_set_contents (path, text->str, (gssize) text->len, error);
}

void
fianchetto_frame_probe_free (FianchettoFrameProbe *probe)
{
  if (!probe)
    return;
  gtk_widget_remove_tick_callback (probe->widget, probe->tick_id);
  g_source_remove (probe->timeout_id);
  g_array_unref (probe->frame_gaps);
  g_array_unref (probe->loop_gaps);
  g_free (probe);
}
