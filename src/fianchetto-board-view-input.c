/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-input.c: the pointer. A press picks a piece up (or plays the selected
 * one when it lands on a destination); moving past the drag threshold drags it; releasing on a
 * legal square plays it, anywhere else sends it back. A press on the selected piece that is not
 * dragged puts it down again. The secondary button cancels. */
#define G_LOG_DOMAIN "fianchetto-board-view"

#include "config.h"

#include "fianchetto-board-view-private.h"

#include "bitboard.h"

static Square
square_at (FianchettoBoardView *self, double x, double y)
{
  return board_geometry_square_at (&self->geometry, x, y);
}

static gboolean
is_destination (FianchettoBoardView *self, Square s)
{
  return s != SQ_NONE && (self->destinations & square_bb (s)) != 0;
}

static void
on_primary_pressed (GtkGestureClick     *gesture,
                    int                  n_press,
                    double               x,
                    double               y,
                    FianchettoBoardView *self)
{
  Square s = square_at (self, x, y);

  self->cursor_visible = FALSE;
  self->deselect_on_release = FALSE;
  if (self->selected != SQ_NONE && is_destination (self, s))
    {
      fianchetto_board_view_try_move (self, self->selected, s, TRUE);
      return;
    }
  if (fianchetto_board_view_can_pick (self, s))
    {
      if (self->selected == s)
        self->deselect_on_release = TRUE;
      else
        fianchetto_board_view_select (self, s);
      return;
    }
  fianchetto_board_view_clear_selection (self);
}

static void
on_primary_released (GtkGestureClick     *gesture,
                     int                  n_press,
                     double               x,
                     double               y,
                     FianchettoBoardView *self)
{
  if (self->deselect_on_release)
    fianchetto_board_view_clear_selection (self);
}

static void
on_secondary_pressed (GtkGestureClick     *gesture,
                      int                  n_press,
                      double               x,
                      double               y,
                      FianchettoBoardView *self)
{
  if (self->drag_from != SQ_NONE)
    fianchetto_board_view_cancel_drag (self);
  fianchetto_board_view_clear_selection (self);
}

static void
on_drag_begin (GtkGestureDrag      *gesture,
               double               x,
               double               y,
               FianchettoBoardView *self)
{
  self->drag_start_x = self->pointer_x = x;
  self->drag_start_y = self->pointer_y = y;
  self->drag_candidate = square_at (self, x, y);
  self->drag_from = SQ_NONE;
}

static gboolean
past_threshold (FianchettoBoardView *self, double dx, double dy)
{
  GtkSettings *settings = gtk_widget_get_settings (GTK_WIDGET (self));
  int threshold = 8;

  g_object_get (settings, "gtk-dnd-drag-threshold", &threshold, NULL);
  return dx * dx + dy * dy >= (double) threshold * threshold;
}

/* The drag starts only from the piece the press selected, once the pointer is far enough. */
static void
maybe_start_drag (FianchettoBoardView *self, GtkGesture *gesture, double dx, double dy)
{
  if (self->drag_candidate == SQ_NONE || self->drag_candidate != self->selected
      || !past_threshold (self, dx, dy))
    return;
  self->drag_from = self->drag_candidate;
  self->deselect_on_release = FALSE;
  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
on_drag_update (GtkGestureDrag      *gesture,
                double               dx,
                double               dy,
                FianchettoBoardView *self)
{
  Square over;

  self->pointer_x = self->drag_start_x + dx;
  self->pointer_y = self->drag_start_y + dy;
  if (self->drag_from == SQ_NONE)
    maybe_start_drag (self, GTK_GESTURE (gesture), dx, dy);
  if (self->drag_from == SQ_NONE)
    return;
  over = square_at (self, self->pointer_x, self->pointer_y);
  self->hover = is_destination (self, over) ? over : SQ_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
end_drag (FianchettoBoardView *self)
{
  self->drag_from = self->drag_candidate = SQ_NONE;
  self->hover = SQ_NONE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
fianchetto_board_view_cancel_drag (FianchettoBoardView *self)
{
  BoardAnimation plan;
  double file, rank;
  Square from = self->drag_from;

  if (from == SQ_NONE)
    return;
  end_drag (self);
  /* The piece was drawn centred on the pointer; it travels back from there. */
  board_geometry_to_board (&self->geometry, self->pointer_x, self->pointer_y, &file, &rank);
  board_animation_plan_return (&plan, position_piece_on (&self->shown, from),
                               file - 0.5, rank - 0.5, from);
  fianchetto_board_view_animate (self, &plan);
}

static void
on_drag_end (GtkGestureDrag      *gesture,
             double               dx,
             double               dy,
             FianchettoBoardView *self)
{
  Square from = self->drag_from, to;

  self->drag_candidate = SQ_NONE;
  if (from == SQ_NONE)
    return;
  to = square_at (self, self->pointer_x, self->pointer_y);
  if (to == from)
    {
      end_drag (self);
      return;
    }
  if (is_destination (self, to))
    {
      end_drag (self);
      fianchetto_board_view_try_move (self, from, to, FALSE);
      return;
    }
  fianchetto_board_view_cancel_drag (self);
  fianchetto_board_view_clear_selection (self);
}

static void
on_drag_cancel (GtkGesture          *gesture,
                GdkEventSequence    *sequence,
                FianchettoBoardView *self)
{
  fianchetto_board_view_cancel_drag (self);
}

/* A hand over what can be picked up or played to, so the board shows it is interactive. */
static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           FianchettoBoardView      *self)
{
  Square s = square_at (self, x, y);

  if (self->drag_from != SQ_NONE)
    return;
  if (fianchetto_board_view_can_pick (self, s) || is_destination (self, s))
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "pointer");
  else
    gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static void
add_click (FianchettoBoardView *self, guint button, GCallback pressed, GCallback released)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), button);
  g_signal_connect_object (click, "pressed", pressed, self, 0);
  if (released)
    g_signal_connect_object (click, "released", released, self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

void
fianchetto_board_view_init_input (FianchettoBoardView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  add_click (self, GDK_BUTTON_PRIMARY, G_CALLBACK (on_primary_pressed),
             G_CALLBACK (on_primary_released));
  add_click (self, GDK_BUTTON_SECONDARY, G_CALLBACK (on_secondary_pressed), NULL);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (on_drag_begin), self, 0);
  g_signal_connect_object (drag, "drag-update", G_CALLBACK (on_drag_update), self, 0);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (on_drag_end), self, 0);
  g_signal_connect_object (drag, "cancel", G_CALLBACK (on_drag_cancel), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect_object (motion, "motion", G_CALLBACK (on_motion), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
}
