/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-editor-board.c: the widget, its layout and its drawing. The palette and the
 * board are one widget, so that a piece is dragged from one to the other with a single
 * GtkGestureDrag (no drag-and-drop between widgets), and off the board anywhere to be
 * removed. The board is drawn by the board painter like the game's; the palette's pieces
 * come from the same piece set. */
#define G_LOG_DOMAIN "fianchetto-editor-board"

#include "config.h"

#include "fianchetto-editor-board-private.h"

#include <math.h>
#include <string.h>

#include "board-painter.h"

#define MIN_SQUARE 24
#define NATURAL_SQUARE 64
/* The palette's two columns, the gap to the board, the board: in squares. */
#define PALETTE_COLUMNS 2
#define GAP 0.3
#define WIDTH_IN_SQUARES (PALETTE_COLUMNS + GAP + 8)
#define GHOST_OPACITY 0.3

G_DEFINE_FINAL_TYPE (FianchettoEditorBoard, fianchetto_editor_board, GTK_TYPE_WIDGET)

guint fianchetto_editor_board_signals[EDITOR_BOARD_N_SIGNALS];

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

int
fianchetto_editor_board_palette_cell_at (FianchettoEditorBoard *self, double x, double y)
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
    g_signal_emit (self, fianchetto_editor_board_signals[EDITOR_BOARD_LAYOUT_CHANGED], 0);
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
        {
          Piece piece = fianchetto_editor_palette_piece (i);
          board_painter_draw_piece (cr, fianchetto_piece_set_get_surface (self->pieces, piece, pixels),
                                    cell.origin.x, cell.origin.y, cell.size.width);
        }
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
  marks.check = self->check;
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

/* The object */

static void
fianchetto_editor_board_dispose (GObject *object)
{
  FianchettoEditorBoard *self = FIANCHETTO_EDITOR_BOARD (object);

  g_clear_object (&self->pieces);

  G_OBJECT_CLASS (fianchetto_editor_board_parent_class)->dispose (object);
}

static void
fianchetto_editor_board_finalize (GObject *object)
{
  FianchettoEditorBoard *self = FIANCHETTO_EDITOR_BOARD (object);

  g_free (self->problem);

  G_OBJECT_CLASS (fianchetto_editor_board_parent_class)->finalize (object);
}

static void
fianchetto_editor_board_class_init (FianchettoEditorBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_editor_board_dispose;
  object_class->finalize = fianchetto_editor_board_finalize;
  widget_class->measure = fianchetto_editor_board_measure;
  widget_class->size_allocate = fianchetto_editor_board_size_allocate;
  widget_class->snapshot = fianchetto_editor_board_snapshot;

  fianchetto_editor_board_signals[EDITOR_BOARD_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  fianchetto_editor_board_signals[EDITOR_BOARD_LAYOUT_CHANGED] =
    g_signal_new ("layout-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "chessboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
fianchetto_editor_board_init (FianchettoEditorBoard *self)
{
  position_editor_set_start (&self->editor);
  self->tool = FIANCHETTO_EDITOR_NO_TOOL;
  self->drag_from = SQ_NONE;
  self->cursor = E4;
  self->check = SQ_NONE;
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  fianchetto_editor_board_init_input (self);
  fianchetto_editor_board_update_accessible (self);
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
  Position pos;

  g_return_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self));

  /* The king in check glows as on the game's board, once the position is one. */
  self->check = SQ_NONE;
  if (position_editor_validate (&self->editor, &pos, NULL) && position_in_check (&pos))
    self->check = position_king_square (&pos, pos.side_to_move);
  fianchetto_editor_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
fianchetto_editor_board_set_problem (FianchettoEditorBoard *self,
                                     const char            *problem)
{
  g_return_if_fail (FIANCHETTO_IS_EDITOR_BOARD (self));

  if (g_strcmp0 (self->problem, problem) == 0)
    return;
  g_free (self->problem);
  self->problem = g_strdup (problem);
  fianchetto_editor_board_update_accessible (self);
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
