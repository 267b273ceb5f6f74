/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-keyboard.c: a cursor moved with the arrow keys in screen directions;
 * Enter or Space picks up the piece under it or puts the picked-up piece there; Escape puts it
 * back. Screen readers hear the square and its piece as the cursor moves. History navigation
 * is left to Alt+arrows on the window, so plain arrows can belong to the board. */
#define G_LOG_DOMAIN "fianchetto-board-view"

#include "config.h"

#include <glib/gi18n.h>

#include "bitboard.h"
#include "fianchetto-board-view-private.h"
#include "move-announcement.h"
#include "piece-names.h"

/* Where the cursor starts: the selected piece, else the king's pawn of the side to move. */
static Square
cursor_start (FianchettoBoardView *self)
{
  if (self->selected != SQ_NONE)
    return self->selected;
  return self->shown.side_to_move == WHITE ? E2 : E7;
}

static void
move_cursor (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FianchettoBoardView *self = FIANCHETTO_BOARD_VIEW (widget);
  int dx, dy, column, row;

  g_variant_get (parameter, "(ii)", &dx, &dy);
  if (self->cursor == SQ_NONE)
    self->cursor = cursor_start (self);
  else if (self->cursor_visible)
    {
      column = CLAMP (board_geometry_column (&self->geometry, self->cursor) + dx, 0, 7);
      row = CLAMP (board_geometry_row (&self->geometry, self->cursor) + dy, 0, 7);
      self->cursor = board_geometry_square_at_cell (&self->geometry, column, row);
    }
  self->cursor_visible = TRUE;
  fianchetto_board_view_update_accessible (self);
  gtk_widget_queue_draw (widget);
}

static void
activate_cursor (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  FianchettoBoardView *self = FIANCHETTO_BOARD_VIEW (widget);
  Square s = self->cursor;

  if (s == SQ_NONE || !self->cursor_visible)
    {
      move_cursor (widget, "board.move-cursor", g_variant_new ("(ii)", 0, 0));
      return;
    }
  if (self->selected != SQ_NONE && (self->destinations & square_bb (s)))
    fianchetto_board_view_try_move (self, self->selected, s, TRUE);
  else if (self->selected == s)
    fianchetto_board_view_clear_selection (self);
  else if (fianchetto_board_view_can_pick (self, s))
    fianchetto_board_view_select (self, s);
  else
    gtk_widget_error_bell (widget);
  fianchetto_board_view_update_accessible (self);
}

static void
cancel_selection (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  FianchettoBoardView *self = FIANCHETTO_BOARD_VIEW (widget);

  fianchetto_board_view_cancel_drag (self);
  fianchetto_board_view_clear_selection (self);
  fianchetto_board_view_update_accessible (self);
}

/* What a screen reader says about the square under the cursor. */
static char *
describe_cursor (FianchettoBoardView *self)
{
  const char *piece = piece_names_describe (position_piece_on (&self->shown, self->cursor));
  char name[3];

  square_to_string (self->cursor, name);
  if (self->selected == self->cursor)
    {
      /* Translators: a square and the piece picked up there: "e2, white pawn, picked up". */
      return g_strdup_printf (_("%s, %s, picked up"), name, piece);
    }
  /* Translators: a square and what is on it: "e2, white pawn", or "e4, empty". */
  return g_strdup_printf (_("%s, %s"), name, piece);
}

/* The move that led to the position on the board, in words, or NULL before the first. */
static char *
describe_last_move (FianchettoBoardView *self)
{
  const PgnNode *node = self->match ? fianchetto_match_get_view_node (self->match) : NULL;
  g_autofree char *move = NULL;
  Position before;

  if (!node)
    return NULL;
  game_node_position (fianchetto_match_get_game (self->match), pgn_node_get_parent (node), &before);
  move = move_announcement_describe (&before, pgn_node_get_move (node));
  if (!fianchetto_match_view_is_in_variation (self->match))
    return g_steal_pointer (&move);
  /* Translators: a move seen in a variation, not in the game: "Variation: knight to f3". */
  return g_strdup_printf (_("Variation: %s"), move);
}

/* GTK 4.8 cannot make a screen reader speak at will (gtk_accessible_announce is 4.14), so the
 * last move is the board's description: a change of it is sent to the screen reader, which
 * reads it out while the board has the focus. It is set only when it changes, so that moving
 * the cursor does not repeat it. */
static void
update_description (FianchettoBoardView *self)
{
  static const char key[] = "fianchetto-board-view-last-move";
  g_autofree char *description = describe_last_move (self);

  if (g_strcmp0 (description, g_object_get_data (G_OBJECT (self), key)) == 0)
    return;
  if (description)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_object_set_data_full (G_OBJECT (self), key, g_steal_pointer (&description), g_free);
}

void
fianchetto_board_view_update_accessible (FianchettoBoardView *self)
{
  g_autofree char *label = NULL;

  if (self->cursor == SQ_NONE)
    label = g_strdup (_("Chessboard"));
  else
    label = describe_cursor (self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  update_description (self);
}

/* The cursor shows only while the board has the focus; it is the board's focus ring, so
 * it shows at once when the focus comes back from the keyboard (Tab), not only after an
 * arrow. The board's focus at the start is no one's choice: there the first arrow shows it. */
static void
on_focus_changed (GtkEventControllerFocus *controller,
                  FianchettoBoardView     *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->focus_has_left && gtk_event_controller_focus_is_focus (controller)
      && GTK_IS_WINDOW (root)
      && gtk_window_get_focus_visible (GTK_WINDOW (root)) && !self->cursor_visible)
    {
      if (self->cursor == SQ_NONE)
        self->cursor = cursor_start (self);
      self->cursor_visible = TRUE;
      fianchetto_board_view_update_accessible (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_left (GtkEventControllerFocus *controller,
               FianchettoBoardView     *self)
{
  self->focus_has_left = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
fianchetto_board_view_init_keyboard (FianchettoBoardView *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect_object (focus, "enter", G_CALLBACK (on_focus_changed), self, 0);
  g_signal_connect_object (focus, "leave", G_CALLBACK (on_focus_left), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

static void
bind_arrow (GtkWidgetClass *widget_class, guint key, guint keypad_key, int dx, int dy)
{
  gtk_widget_class_add_binding_action (widget_class, key, 0, "board.move-cursor",
                                       "(ii)", dx, dy);
  gtk_widget_class_add_binding_action (widget_class, keypad_key, 0, "board.move-cursor",
                                       "(ii)", dx, dy);
}

void
fianchetto_board_view_class_init_keyboard (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor);
  gtk_widget_class_install_action (widget_class, "board.activate-cursor", NULL, activate_cursor);
  gtk_widget_class_install_action (widget_class, "board.cancel", NULL, cancel_selection);

  bind_arrow (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  bind_arrow (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  bind_arrow (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  bind_arrow (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, 0, "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, 0, "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "board.activate-cursor", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "board.cancel", NULL);
}
