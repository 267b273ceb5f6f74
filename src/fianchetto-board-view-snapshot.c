/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-snapshot.c: the squares and marks are painted with cairo by the board
 * painter; the pieces are textures rendered once per size, appended on top. Layers from the
 * bottom: board, marks, resting pieces, fading captures, sliding pieces, the hint arrow, the
 * analysis arrows, the pawn awaiting promotion, the dragged piece, the keyboard cursor. */
#define G_LOG_DOMAIN "fianchetto-board-view"

#include "config.h"

#include "bitboard.h"
#include "board-painter.h"
#include "fianchetto-board-view-look.h"
#include "fianchetto-board-view-private.h"

#include <string.h>

#define GHOST_OPACITY 0.3

static void
fill_marks (FianchettoBoardView *self, BoardMarks *marks)
{
  Move last = self->match ? fianchetto_match_get_last_move (self->match) : MOVE_NONE;

  board_marks_clear (marks);
  if (self->promotion_from != SQ_NONE)
    {
      /* The move waiting for its piece shows as if played. */
      marks->last_from = self->promotion_from;
      marks->last_to = self->promotion_to;
    }
  else if (last != MOVE_NONE)
    {
      marks->last_from = move_from (last);
      marks->last_to = move_to (last);
    }
  if (position_in_check (&self->shown))
    marks->check = position_king_square (&self->shown, self->shown.side_to_move);
  marks->selected = self->selected;
  if (self->show_legal_moves)
    marks->destinations = self->destinations;
  marks->hover = self->hover;
  marks->en_passant = self->shown.ep_square;
  if (self->hint != MOVE_NONE && self->match && fianchetto_match_is_live (self->match))
    {
      marks->arrow_from = move_from (self->hint);
      marks->arrow_to = move_to (self->hint);
    }
  if (self->cursor_visible && gtk_widget_is_focus (GTK_WIDGET (self)))
    marks->cursor = self->cursor;
}

static void
snapshot_board (FianchettoBoardView *self, GtkSnapshot *snapshot, const BoardMarks *marks)
{
  const BoardGeometry *g = &self->geometry;
  const BoardPalette *palette = fianchetto_board_view_get_palette (self);
  double size = board_geometry_board_size (g);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (g->x, g->y, size, size));

  board_painter_draw_squares (cr, g, palette);
  if (self->show_coordinates)
    board_painter_draw_coordinates (cr, g, palette);
  board_painter_draw_marks (cr, g, palette, marks, position_occupied (&self->shown));
  cairo_destroy (cr);
}

/* GTK 4.8's cairo renderer converts a texture's pixels (through floats) every time it draws
 * it: three quarters of a frame with a full board (bench/draw-board). There each piece's
 * cached cairo surface is painted in a cairo node instead; the GL renderers keep textures on
 * the GPU and get texture nodes. */
static gboolean
renders_with_cairo (FianchettoBoardView *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  GskRenderer *renderer = native ? gtk_native_get_renderer (native) : NULL;

  return renderer && GSK_IS_CAIRO_RENDERER (renderer);
}

static void
snapshot_piece_at (FianchettoBoardView *self, GtkSnapshot *snapshot, Piece piece,
                   double x, double y)
{
  double size = self->geometry.square_size;
  int pixels = (int) size * gtk_widget_get_scale_factor (GTK_WIDGET (self));
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (x, y, size, size);
  cairo_t *cr;

  if (!self->pieces || piece == NO_PIECE)
    return;
  if (!renders_with_cairo (self))
    {
      gtk_snapshot_append_texture (snapshot,
                                   fianchetto_piece_set_get_texture (self->pieces, piece, pixels),
                                   &bounds);
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  board_painter_draw_piece (cr, fianchetto_piece_set_get_surface (self->pieces, piece, pixels),
                            x, y, size);
  cairo_destroy (cr);
}

static void
snapshot_piece_on (FianchettoBoardView *self, GtkSnapshot *snapshot, Piece piece, Square s)
{
  double x, y;

  board_geometry_square_origin (&self->geometry, s, &x, &y);
  snapshot_piece_at (self, snapshot, piece, x, y);
}

/* Pieces that stand still. The dragged piece leaves a ghost; the pawn awaiting promotion and
 * the pieces in motion are drawn by the layers above. */
static void
snapshot_resting_pieces (FianchettoBoardView *self, GtkSnapshot *snapshot)
{
  for (int i = A1; i < SQ_NB; i++)
    {
      Square s = (Square) i;
      Piece piece = position_piece_on (&self->shown, s);

      if (piece == NO_PIECE || s == self->promotion_from || s == self->promotion_to
          || board_animation_slide_to (&self->animation, s))
        continue;
      if (s == self->drag_from)
        gtk_snapshot_push_opacity (snapshot, GHOST_OPACITY);
      snapshot_piece_on (self, snapshot, piece, s);
      if (s == self->drag_from)
        gtk_snapshot_pop (snapshot);
    }
}

static void
snapshot_moving_pieces (FianchettoBoardView *self, GtkSnapshot *snapshot)
{
  double t = fianchetto_board_view_animation_progress (self);
  const BoardAnimation *animation = &self->animation;

  if (animation->n_fades > 0)
    {
      gtk_snapshot_push_opacity (snapshot, 1.0 - t);
      for (int i = 0; i < animation->n_fades; i++)
        snapshot_piece_on (self, snapshot, animation->fades[i].piece, animation->fades[i].square);
      gtk_snapshot_pop (snapshot);
    }
  for (int i = 0; i < animation->n_slides; i++)
    {
      double file, rank, x, y;

      /* Board units name the a1-side corner; the screen wants the top-left one. */
      board_slide_position (&animation->slides[i], t, &file, &rank);
      board_geometry_from_board (&self->geometry, file + (self->geometry.flipped ? 1 : 0),
                                 rank + (self->geometry.flipped ? 0 : 1), &x, &y);
      snapshot_piece_at (self, snapshot, animation->slides[i].piece, x, y);
    }
}

static void
snapshot_held_pieces (FianchettoBoardView *self, GtkSnapshot *snapshot)
{
  double half = self->geometry.square_size / 2;

  if (self->promotion_from != SQ_NONE)
    snapshot_piece_on (self, snapshot, position_piece_on (&self->shown, self->promotion_from),
                       self->promotion_to);
  if (self->drag_from != SQ_NONE)
    snapshot_piece_at (self, snapshot, position_piece_on (&self->shown, self->drag_from),
                       self->pointer_x - half, self->pointer_y - half);
}

static void
snapshot_cursor (FianchettoBoardView *self, GtkSnapshot *snapshot, Square cursor)
{
  const BoardGeometry *g = &self->geometry;
  double size = board_geometry_board_size (g);
  cairo_t *cr;

  if (cursor == SQ_NONE)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (g->x, g->y, size, size));
  board_painter_draw_cursor (cr, g, fianchetto_board_view_get_palette (self), cursor);
  cairo_destroy (cr);
}

/* Only over the position it is about: not while an earlier one is reviewed. */
static void
snapshot_hint (FianchettoBoardView *self, GtkSnapshot *snapshot)
{
  const BoardGeometry *g = &self->geometry;
  double size = board_geometry_board_size (g);
  cairo_t *cr;

  if (self->hint == MOVE_NONE || !self->match || !fianchetto_match_is_live (self->match))
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (g->x, g->y, size, size));
  board_painter_draw_arrow (cr, g, fianchetto_board_view_get_palette (self), move_from (self->hint),
                            move_to (self->hint));
  cairo_destroy (cr);
}

/* A soft shadow lifts the board off the window. */
static void
snapshot_shadow (FianchettoBoardView *self, GtkSnapshot *snapshot)
{
  const BoardGeometry *g = &self->geometry;
  double size = board_geometry_board_size (g);
  GskRoundedRect outline;

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (g->x, g->y, size, size), 0);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &(GdkRGBA) { 0, 0, 0, 0.3 },
                                     0, 2, 0, 8);
}

/* The layers under the analysis arrows and the held pieces: the board, its marks, the pieces at
 * rest or in motion, and the hint. */
static void
snapshot_still_layers (FianchettoBoardView *self, GtkSnapshot *snapshot, const BoardMarks *marks)
{
  snapshot_shadow (self, snapshot);
  snapshot_board (self, snapshot, marks);
  snapshot_resting_pieces (self, snapshot);
  snapshot_moving_pieces (self, snapshot);
  snapshot_hint (self, snapshot);
}

static void
still_layers_key (FianchettoBoardView *self, const BoardMarks *marks, StillLayersKey *key)
{
  memset (key, 0, sizeof *key);
  key->marks = *marks;
  for (int s = A1; s < SQ_NB; s++)
    key->board[s] = position_piece_on (&self->shown, (Square) s);
  key->x = self->geometry.x;
  key->y = self->geometry.y;
  key->square_size = self->geometry.square_size;
  key->flipped = self->geometry.flipped;
  key->scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  key->palette = fianchetto_board_view_get_palette (self);
  key->coordinates = self->show_coordinates;
  key->promotion_from = self->promotion_from;
  key->promotion_to = self->promotion_to;
  key->drag_from = self->drag_from;
  key->hint = self->match && fianchetto_match_is_live (self->match) ? self->hint : MOVE_NONE;
}

/* While a move slides, every frame differs anyway: drawn afresh, nothing kept. Otherwise the
 * same node is appended as long as its key holds, and GTK's diff of the frames then finds
 * nothing to repaint under the pointer. */
static void
snapshot_still_layers_cached (FianchettoBoardView *self, GtkSnapshot *snapshot, const BoardMarks *marks)
{
  StillLayersKey key;

  if (self->animation.n_slides > 0 || self->animation.n_fades > 0)
    {
      g_clear_pointer (&self->still_node, gsk_render_node_unref);
      snapshot_still_layers (self, snapshot, marks);
      return;
    }
  still_layers_key (self, marks, &key);
  if (self->still_node && memcmp (&key, &self->still_key, sizeof key) != 0)
    g_clear_pointer (&self->still_node, gsk_render_node_unref);
  if (!self->still_node)
    {
      GtkSnapshot *still = gtk_snapshot_new ();

      snapshot_still_layers (self, still, marks);
      self->still_node = gtk_snapshot_free_to_node (still);
      self->still_key = key;
    }
  if (self->still_node)
    gtk_snapshot_append_node (snapshot, self->still_node);
}

void
fianchetto_board_view_snapshot (GtkWidget   *widget,
                                GtkSnapshot *snapshot)
{
  FianchettoBoardView *self = FIANCHETTO_BOARD_VIEW (widget);
  BoardMarks marks;

  if (self->geometry.square_size <= 0)
    return;
  fill_marks (self, &marks);
  snapshot_still_layers_cached (self, snapshot, &marks);
  fianchetto_board_view_snapshot_arrows (self, snapshot);
  snapshot_held_pieces (self, snapshot);
  snapshot_cursor (self, snapshot, marks.cursor);
}
