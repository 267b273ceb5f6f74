/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-editor-board.c: the palette and the board are one widget, so that a piece is
 * dragged from one to the other with a single GtkGestureDrag (no drag-and-drop between
 * widgets), and off the board anywhere to be removed. The board is drawn by the board painter
 * like the game's; the palette's pieces come from the same piece set. */
#define G_LOG_DOMAIN "fianchetto-editor-board"

#include "config.h"

#include "fianchetto-editor-board.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "board-painter.h"
#include "piece-names.h"

#define MIN_SQUARE 24
#define NATURAL_SQUARE 64
/* The palette's two columns, the gap to the board, the board: in squares. */
#define PALETTE_COLUMNS 2
#define GAP 0.3
#define WIDTH_IN_SQUARES (PALETTE_COLUMNS + GAP + 8)
/* How far the pointer goes before a press becomes a drag. */
#define DRAG_THRESHOLD 4.0
#define GHOST_OPACITY 0.3

static const Piece palette_pieces[FIANCHETTO_EDITOR_ERASER] = {
  W_KING, W_QUEEN, W_ROOK, W_BISHOP, W_KNIGHT, W_PAWN,
  B_KING, B_QUEEN, B_ROOK, B_BISHOP, B_KNIGHT, B_PAWN,
};

struct _FianchettoEditorBoard {
  GtkWidget           parent_instance;

  PositionEditor      editor;
  FianchettoPieceSet *pieces;
  BoardGeometry       geometry;
  double              palette_x, palette_y;
  int                 tool;

  /* A press, and once the pointer has moved far enough, a drag: of a palette piece (from is
   * SQ_NONE) or of the piece on from. */
  gboolean            pressed;
  gboolean            dragging;
  Piece               drag_piece;
  Square              drag_from;
  int                 press_cell;     /* the palette cell pressed, or -1 */
  double              press_x, press_y;
  double              pointer_x, pointer_y;

  Square              cursor;
  gboolean            cursor_visible;
};

G_DEFINE_FINAL_TYPE (FianchettoEditorBoard, fianchetto_editor_board, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  LAYOUT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Layout */

static void
fit (FianchettoEditorBoard *self)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double size = floor (MIN (width / WIDTH_IN_SQUARES, height / 8));
  double x0 = floor ((width - size * WIDTH_IN_SQUARES) / 2);
  double y0 = floor ((height - size * 8) / 2);

  self->geometry.square_size = MAX (size, 0);
  self->geometry.x = x0 + round (size * (PALETTE_COLUMNS + GAP));
  self->geometry.y = y0;
  /* Seven rows of the palette, centred against the board's eight. */
  self->palette_x = x0;
  self->palette_y = y0 + floor (size / 2);
}

void
fianchetto_editor_board_get_palette_cell (FianchettoEditorBoard *self,
                                          int                    index,
                                          graphene_rect_t       *cell)
{
  double size = self->geometry.square_size;

  g_return_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self));
  g_return_if_fail (index >= 0 && index < FIANCHETTO_EDITOR_PALETTE_SIZE);

  /* The eraser spans both columns under the pieces. */
  if (index == FIANCHETTO_EDITOR_ERASER)
    graphene_rect_init (cell, self->palette_x, self->palette_y + 6 * size, 2 * size, size);
  else
    graphene_rect_init (cell, self->palette_x + (index / 6) * size,
                        self->palette_y + (index % 6) * size, size, size);
}

static int
palette_cell_at (FianchettoEditorBoard *self, double x, double y)
{
  for (int i = 0; i < FIANCHETTO_EDITOR_PALETTE_SIZE; i++)
    {
      graphene_rect_t cell;

      fianchetto_editor_board_get_palette_cell (self, i, &cell);
      if (graphene_rect_contains_point (&cell, &GRAPHENE_POINT_INIT (x, y)))
        return i;
    }
  return -1;
}

static void
fianchetto_editor_board_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  double squares = orientation == GTK_ORIENTATION_HORIZONTAL ? WIDTH_IN_SQUARES : 8;

  *minimum = (int) ceil (squares * MIN_SQUARE);
  *natural = (int) ceil (squares * NATURAL_SQUARE);
}

static void
fianchetto_editor_board_size_allocate (GtkWidget *widget,
                                       int        width,
                                       int        height,
                                       int        baseline)
{
  FianchettoEditorBoard *self = FIANCHETTO_EDITOR_BOARD (widget);
  BoardGeometry before = self->geometry;

  fit (self);
  if (memcmp (&before, &self->geometry, sizeof before) != 0)
    g_signal_emit (self, signals[LAYOUT_CHANGED], 0);
}

/* Drawing */

static void
draw_eraser (cairo_t *cr, const graphene_rect_t *cell)
{
  double size = MIN (cell->size.width, cell->size.height);
  double cx = cell->origin.x + cell->size.width / 2, cy = cell->origin.y + cell->size.height / 2;
  double arm = size * 0.22;

  /* A cross in a ring: "nothing here". */
  cairo_set_source_rgba (cr, 0.75, 0.11, 0.16, 0.9);
  cairo_set_line_width (cr, MAX (2.0, size * 0.07));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_arc (cr, cx, cy, size * 0.34, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_move_to (cr, cx - arm, cy - arm);
  cairo_line_to (cr, cx + arm, cy + arm);
  cairo_move_to (cr, cx + arm, cy - arm);
  cairo_line_to (cr, cx - arm, cy + arm);
  cairo_stroke (cr);
}

static void
draw_palette (FianchettoEditorBoard *self, cairo_t *cr)
{
  const BoardPalette *palette = board_palette_default ();
  int pixels = (int) self->geometry.square_size * gtk_widget_get_scale_factor (GTK_WIDGET (self));

  for (int i = 0; i < FIANCHETTO_EDITOR_PALETTE_SIZE; i++)
    {
      graphene_rect_t cell;
      const BoardColor *back = i == self->tool ? &palette->selected
                             : i < 6 || i == FIANCHETTO_EDITOR_ERASER ? &palette->light
                             : &palette->dark;

      fianchetto_editor_board_get_palette_cell (self, i, &cell);
      cairo_rectangle (cr, cell.origin.x + 1, cell.origin.y + 1, cell.size.width - 2,
                       cell.size.height - 2);
      cairo_set_source_rgba (cr, back->red, back->green, back->blue,
                             i == self->tool ? back->alpha : 0.55);
      cairo_fill (cr);
      if (i == FIANCHETTO_EDITOR_ERASER)
        draw_eraser (cr, &cell);
      else if (self->pieces)
        board_painter_draw_piece (cr, fianchetto_piece_set_get_surface (self->pieces,
                                                                        palette_pieces[i], pixels),
                                  cell.origin.x, cell.origin.y, cell.size.width);
    }
}

static void
draw_board (FianchettoEditorBoard *self, cairo_t *cr)
{
  const BoardGeometry *g = &self->geometry;
  const BoardPalette *palette = board_palette_default ();
  int pixels = (int) g->square_size * gtk_widget_get_scale_factor (GTK_WIDGET (self));
  uint8_t board[SQ_NB];
  BoardMarks marks;

  memcpy (board, self->editor.board, sizeof board);
  board_marks_clear (&marks);
  if (self->dragging)
    {
      marks.hover = board_geometry_square_at (g, self->pointer_x, self->pointer_y);
      if (self->drag_from != SQ_NONE)
        board[self->drag_from] = NO_PIECE;
    }
  if (self->cursor_visible && gtk_widget_has_focus (GTK_WIDGET (self)))
    marks.cursor = self->cursor;
  board_painter_draw_position (cr, g, palette, &marks, board, self->pieces, TRUE);
  if (self->dragging && self->drag_from != SQ_NONE && self->pieces)
    {
      double x, y;

      board_geometry_square_origin (g, self->drag_from, &x, &y);
      cairo_push_group (cr);
      board_painter_draw_piece (cr, fianchetto_piece_set_get_surface (self->pieces, self->drag_piece,
                                                                      pixels),
                                x, y, g->square_size);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, GHOST_OPACITY);
    }
  board_painter_draw_cursor (cr, g, palette, marks.cursor);
}

static void
fianchetto_editor_board_snapshot (GtkWidget   *widget,
                                  GtkSnapshot *snapshot)
{
  FianchettoEditorBoard *self = FIANCHETTO_EDITOR_BOARD (widget);
  double size = self->geometry.square_size;
  int pixels = (int) size * gtk_widget_get_scale_factor (widget);
  cairo_t *cr;

  if (size <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                                                 gtk_widget_get_height (widget)));
  draw_palette (self, cr);
  draw_board (self, cr);
  /* The piece in the hand, over everything. */
  if (self->dragging && self->pieces)
    board_painter_draw_piece (cr, fianchetto_piece_set_get_surface (self->pieces, self->drag_piece,
                                                                    pixels),
                              self->pointer_x - size / 2, self->pointer_y - size / 2, size);
  cairo_destroy (cr);
}

/* Screen readers */

/* Everything on the board, white's pieces first: "white king on e1, black king on e8". */
static char *
describe_position (FianchettoEditorBoard *self)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (int i = 0; i < FIANCHETTO_EDITOR_ERASER; i++)
    for (int s = A1; s < SQ_NB; s++)
      if (self->editor.board[s] == palette_pieces[i])
        {
          char name[3];

          if (text->len)
            g_string_append (text, ", ");
          /* Translators: a piece and where it stands, in the list of what is on the board
           * of the position editor: "white king on e1". */
          g_string_append_printf (text, _("%1$s on %2$s"), piece_names_describe (palette_pieces[i]),
                                  square_to_string ((Square) s, name));
        }
  if (!text->len)
    return g_strdup (_("The board is empty"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
update_accessible (FianchettoEditorBoard *self)
{
  g_autofree char *description = describe_position (self);
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
  g_signal_emit (self, signals[CHANGED], 0);
}

/* What the chosen palette item does to a square. */
static void
apply_tool (FianchettoEditorBoard *self, Square s)
{
  if (s == SQ_NONE || self->tool == FIANCHETTO_EDITOR_NO_TOOL)
    return;
  position_editor_put (&self->editor, s, self->tool == FIANCHETTO_EDITOR_ERASER
                                         ? NO_PIECE : palette_pieces[self->tool]);
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
  self->press_cell = palette_cell_at (self, x, y);
  self->drag_from = SQ_NONE;
  self->drag_piece = NO_PIECE;
  if (self->press_cell >= 0 && self->press_cell != FIANCHETTO_EDITOR_ERASER)
    self->drag_piece = palette_pieces[self->press_cell];
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

/* The object */

static void
fianchetto_editor_board_dispose (GObject *object)
{
  FianchettoEditorBoard *self = FIANCHETTO_EDITOR_BOARD (object);

  g_clear_object (&self->pieces);

  G_OBJECT_CLASS (fianchetto_editor_board_parent_class)->dispose (object);
}

static void
fianchetto_editor_board_class_init (FianchettoEditorBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_editor_board_dispose;
  widget_class->measure = fianchetto_editor_board_measure;
  widget_class->size_allocate = fianchetto_editor_board_size_allocate;
  widget_class->snapshot = fianchetto_editor_board_snapshot;

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[LAYOUT_CHANGED] =
    g_signal_new ("layout-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "chessboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
init_input (FianchettoEditorBoard *self)
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
}

static void
fianchetto_editor_board_init (FianchettoEditorBoard *self)
{
  position_editor_set_start (&self->editor);
  self->tool = FIANCHETTO_EDITOR_NO_TOOL;
  self->drag_from = SQ_NONE;
  self->cursor = E4;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  init_input (self);
  update_accessible (self);
}

GtkWidget *
fianchetto_editor_board_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_EDITOR_BOARD, NULL);
}

PositionEditor *
fianchetto_editor_board_get_editor (FianchettoEditorBoard *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self), NULL);

  return &self->editor;
}

void
fianchetto_editor_board_refresh (FianchettoEditorBoard *self)
{
  g_return_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self));

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
fianchetto_editor_board_set_piece_set (FianchettoEditorBoard *self,
                                       FianchettoPieceSet    *pieces)
{
  g_return_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self));

  if (g_set_object (&self->pieces, pieces))
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
fianchetto_editor_board_get_flipped (FianchettoEditorBoard *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self), FALSE);

  return self->geometry.flipped;
}

void
fianchetto_editor_board_set_flipped (FianchettoEditorBoard *self,
                                     gboolean               flipped)
{
  g_return_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self));

  self->geometry.flipped = flipped != FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
fianchetto_editor_board_get_tool (FianchettoEditorBoard *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self), FIANCHETTO_EDITOR_NO_TOOL);

  return self->tool;
}

void
fianchetto_editor_board_set_tool (FianchettoEditorBoard *self,
                                  int                    tool)
{
  g_return_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self));
  g_return_if_fail (tool >= FIANCHETTO_EDITOR_NO_TOOL && tool < FIANCHETTO_EDITOR_PALETTE_SIZE);

  self->tool = tool;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const BoardGeometry *
fianchetto_editor_board_get_geometry (FianchettoEditorBoard *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self), NULL);

  return &self->geometry;
}
