/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-editor-board-input.c: one GtkGestureDrag takes every press: a drag from the
 * palette puts a piece, a drag on the board moves one (off the board, removes it), a press
 * without a drag chooses a palette item or puts it on a square. A right click empties a
 * square. The keyboard moves a square cursor and puts the pieces FEN letters name. Screen
 * readers hear the square under the cursor, and have the whole position as the description. */
#define G_LOG_DOMAIN "fianchetto-editor-board"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "fianchetto-editor-board-private.h"
#include "piece-names.h"

/* How far the pointer goes before a press becomes a drag. */
#define DRAG_THRESHOLD 4.0

/* Screen readers */

/* Everything on the board, white's pieces first: "white king on e1, black king on e8". */
char *
fianchetto_editor_board_dup_description (FianchettoEditorBoard *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int i = 0; i < FIANCHETTO_EDITOR_ERASER; i++)
    for (int s = A1; s < SQ_NB; s++)
      if (self->editor.board[s] == fianchetto_editor_palette_piece (i))
        {
          const char *piece = piece_names_describe (fianchetto_editor_palette_piece (i));
          char name[3];

          if (text->len)
            g_string_append (text, ", ");
          /* Translators: a piece and where it stands, in the list of what is on the board
           * of the position editor: "white king on e1". */
          g_string_append_printf (text, _("%1$s on %2$s"), piece,
                                  square_to_string ((Square) s, name));
        }
  if (!text->len)
    g_string_append (text, _("The board is empty"));
  /* What keeps the position from being played comes first: the line under the board. */
  if (self->problem)
    {
      g_string_prepend (text, ". ");
      g_string_prepend (text, self->problem);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
fianchetto_editor_board_update_accessible (FianchettoEditorBoard *self)
{
  g_autofree char *description = fianchetto_editor_board_dup_description (self);
  g_autofree char *label = NULL;

  if (self->cursor_visible)
    {
      char name[3];

      square_to_string (self->cursor, name);
      /* Translators: a square and what is on it: "e2, white pawn", or "e4, empty". */
      label = g_strdup_printf (_("%s, %s"), name,
                               piece_names_describe (position_editor_piece_on (&self->editor,
                                                                               self->cursor)));
    }
  else
    label = g_strdup (_("Board to set up"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

/* Edits */

static void
edited (FianchettoEditorBoard *self)
{
  fianchetto_editor_board_refresh (self);
  g_signal_emit (self, fianchetto_editor_board_signals[EDITOR_BOARD_CHANGED], 0);
}

/* What the chosen palette item does to a square. */
static void
apply_tool (FianchettoEditorBoard *self, Square s)
{
  if (s == SQ_NONE || self->tool == FIANCHETTO_EDITOR_NO_TOOL)
    return;
  position_editor_put (&self->editor, s,
                       self->tool == FIANCHETTO_EDITOR_ERASER
                       ? NO_PIECE : fianchetto_editor_palette_piece (self->tool));
  edited (self);
}

/* Pointer */

static void
on_drag_begin (GtkGestureDrag        *gesture,
               double                 x,
               double                 y,
               FianchettoEditorBoard *self)
{
  Square s = board_geometry_square_at (&self->geometry, x, y);

  self->pressed = TRUE;
  self->dragging = FALSE;
  self->press_x = self->pointer_x = x;
  self->press_y = self->pointer_y = y;
  self->press_cell = fianchetto_editor_board_palette_cell_at (self, x, y);
  self->drag_from = SQ_NONE;
  self->drag_piece = NO_PIECE;
  if (self->press_cell >= 0 && self->press_cell != FIANCHETTO_EDITOR_ERASER)
    self->drag_piece = fianchetto_editor_palette_piece (self->press_cell);
  else if (s != SQ_NONE && position_editor_piece_on (&self->editor, s) != NO_PIECE)
    {
      self->drag_from = s;
      self->drag_piece = position_editor_piece_on (&self->editor, s);
    }
  self->cursor_visible = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag        *gesture,
                double                 dx,
                double                 dy,
                FianchettoEditorBoard *self)
{
  if (!self->pressed)
    return;
  self->pointer_x = self->press_x + dx;
  self->pointer_y = self->press_y + dy;
  if (!self->dragging && self->drag_piece != NO_PIECE && hypot (dx, dy) >= DRAG_THRESHOLD)
    self->dragging = TRUE;
  if (self->dragging)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A click without a drag: a palette item is chosen (or given up), a square gets the tool. */
static void
click (FianchettoEditorBoard *self)
{
  if (self->press_cell >= 0)
    fianchetto_editor_board_set_tool (self, self->press_cell == self->tool
                                            ? FIANCHETTO_EDITOR_NO_TOOL : self->press_cell);
  else
    apply_tool (self, board_geometry_square_at (&self->geometry, self->press_x, self->press_y));
}

static void
on_drag_end (GtkGestureDrag        *gesture,
             double                 dx,
             double                 dy,
             FianchettoEditorBoard *self)
{
  Square target;

  if (!self->pressed)
    return;
  self->pressed = FALSE;
  if (!self->dragging)
    {
      click (self);
      return;
    }
  self->dragging = FALSE;
  target = board_geometry_square_at (&self->geometry, self->press_x + dx, self->press_y + dy);
  if (self->drag_from == SQ_NONE && target != SQ_NONE)
    position_editor_put (&self->editor, target, self->drag_piece);
  else if (self->drag_from != SQ_NONE && target == SQ_NONE)
    /* Dropped off the board: gone. */
    position_editor_put (&self->editor, self->drag_from, NO_PIECE);
  else if (self->drag_from != SQ_NONE)
    position_editor_move (&self->editor, self->drag_from, target);
  self->drag_from = SQ_NONE;
  edited (self);
}

static void
on_drag_cancel (GtkGesture            *gesture,
                GdkEventSequence      *sequence,
                FianchettoEditorBoard *self)
{
  self->pressed = self->dragging = FALSE;
  self->drag_from = SQ_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A right click empties the square. */
static void
on_secondary_pressed (GtkGestureClick       *gesture,
                      int                    n_press,
                      double                 x,
                      double                 y,
                      FianchettoEditorBoard *self)
{
  Square s = board_geometry_square_at (&self->geometry, x, y);

  if (s == SQ_NONE || position_editor_piece_on (&self->editor, s) == NO_PIECE)
    return;
  position_editor_put (&self->editor, s, NO_PIECE);
  edited (self);
}

/* Keyboard */

static void
move_cursor (FianchettoEditorBoard *self, int dx, int dy)
{
  if (self->cursor_visible)
    {
      int column = CLAMP (board_geometry_column (&self->geometry, self->cursor) + dx, 0, 7);
      int row = CLAMP (board_geometry_row (&self->geometry, self->cursor) + dy, 0, 7);
      self->cursor = board_geometry_square_at_cell (&self->geometry, column, row);
    }
  self->cursor_visible = TRUE;
  fianchetto_editor_board_refresh (self);
}

/* FEN's letters: K for a white king, k for a black one. */
static Piece
piece_for_letter (gunichar c)
{
  const char *letters = "PNBRQK..pnbrqk";
  const char *found = c < 0x80 && c != '.' && c ? strchr (letters, (int) c) : NULL;

  return found ? (Piece) (found - letters) : NO_PIECE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                FianchettoEditorBoard *self)
{
  Piece piece = piece_for_letter (gdk_keyval_to_unicode (keyval));

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: move_cursor (self, -1, 0); return TRUE;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: move_cursor (self, 1, 0); return TRUE;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: move_cursor (self, 0, -1); return TRUE;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: move_cursor (self, 0, 1); return TRUE;
    default: break;
    }
  if (!self->cursor_visible)
    {
      if (piece == NO_PIECE && keyval != GDK_KEY_Delete && keyval != GDK_KEY_BackSpace)
        return FALSE;
      move_cursor (self, 0, 0);
    }
  if (piece != NO_PIECE)
    position_editor_put (&self->editor, self->cursor, piece);
  else if (keyval == GDK_KEY_Delete || keyval == GDK_KEY_KP_Delete || keyval == GDK_KEY_BackSpace)
    position_editor_put (&self->editor, self->cursor, NO_PIECE);
  else if (keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_space)
    {
      apply_tool (self, self->cursor);
      return TRUE;
    }
  else
    return FALSE;
  edited (self);
  return TRUE;
}

static void
on_focus_changed (FianchettoEditorBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The palette's cells say what they hold: the eraser's cross does not speak for itself. */
static gboolean
on_query_tooltip (FianchettoEditorBoard *self,
                  int                    x,
                  int                    y,
                  gboolean               keyboard,
                  GtkTooltip            *tooltip)
{
  int cell = fianchetto_editor_board_palette_cell_at (self, x, y);
  g_autofree char *first = NULL;
  g_autofree char *text = NULL;
  const char *name, *rest;

  if (keyboard || cell < 0)
    return FALSE;
  if (cell == FIANCHETTO_EDITOR_ERASER)
    {
      gtk_tooltip_set_text (tooltip, _("Eraser: click it, then the squares to empty"));
      return TRUE;
    }
  name = piece_names_describe (fianchetto_editor_palette_piece (cell));
  rest = g_utf8_next_char (name);
  first = g_utf8_strup (name, rest - name);
  text = g_strconcat (first, rest, NULL);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
fianchetto_editor_board_init_input (FianchettoEditorBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_object (drag, "drag-begin", G_CALLBACK (on_drag_begin), self, 0);
  g_signal_connect_object (drag, "drag-update", G_CALLBACK (on_drag_update), self, 0);
  g_signal_connect_object (drag, "drag-end", G_CALLBACK (on_drag_end), self, 0);
  g_signal_connect_object (drag, "cancel", G_CALLBACK (on_drag_cancel), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect_object (secondary, "pressed", G_CALLBACK (on_secondary_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));

  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_key_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_object (focus, "enter", G_CALLBACK (on_focus_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (focus, "leave", G_CALLBACK (on_focus_changed), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect_object (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self,
                           G_CONNECT_SWAPPED);
}
