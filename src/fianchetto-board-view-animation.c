/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-animation.c: moves glide for a moment on the frame clock, easing out,
 * unless animations are off in the preferences or in the desktop settings. */
#define G_LOG_DOMAIN "fianchetto-board-view"

#include "config.h"

#include "fianchetto-board-view-private.h"

#define ANIMATION_USEC (180 * G_TIME_SPAN_MILLISECOND)

static gboolean
animations_enabled (FianchettoBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled && self->animate_moves && gtk_widget_get_mapped (GTK_WIDGET (self));
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  FianchettoBoardView *self = FIANCHETTO_BOARD_VIEW (widget);

  gtk_widget_queue_draw (widget);
  if (gdk_frame_clock_get_frame_time (clock) - self->animation_start < ANIMATION_USEC)
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  self->animation.n_slides = self->animation.n_fades = 0;
  fianchetto_board_view_update_orientation (self);
  return G_SOURCE_REMOVE;
}

void
fianchetto_board_view_animate (FianchettoBoardView  *self,
                               const BoardAnimation *plan)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (!clock || !animations_enabled (self))
    {
      fianchetto_board_view_stop_animation (self);
      return;
    }
  self->animation = *plan;
  self->animation_start = gdk_frame_clock_get_frame_time (clock);
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL, NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
fianchetto_board_view_stop_animation (FianchettoBoardView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  self->animation.n_slides = self->animation.n_fades = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

double
fianchetto_board_view_animation_progress (FianchettoBoardView *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  double t;

  if (self->tick_id == 0 || !clock)
    return 1.0;
  t = (double) (gdk_frame_clock_get_frame_time (clock) - self->animation_start) / ANIMATION_USEC;
  return board_animation_ease (t);
}
