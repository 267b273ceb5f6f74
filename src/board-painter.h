/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-painter.h: draws the board, its marks and a position into any cairo context, so the
 * same pixels appear in the widget, in tests without a display, and in exported images. */
#pragma once

#include <cairo.h>

#include "board-geometry.h"
#include "fianchetto-piece-set.h"

G_BEGIN_DECLS

typedef struct {
  double red, green, blue, alpha;
} BoardColor;

typedef struct {
  BoardColor light;
  BoardColor dark;
  BoardColor last_move;     /* tint over the two squares of the last move */
  BoardColor selected;      /* tint under the picked-up piece */
  BoardColor hint;          /* dots on empty destinations, corners on captures */
  BoardColor hover;         /* the square under a dragged piece */
  BoardColor check;         /* the heart of the glow around a king in check */
  BoardColor cursor;        /* the keyboard cursor's frame */
  BoardColor arrow;         /* a suggested move */
} BoardPalette;

/* What the board highlights besides the pieces. SQ_NONE or 0 for nothing. */
typedef struct {
  Square   last_from;
  Square   last_to;
  Square   check;
  Square   selected;
  Bitboard destinations;
  Square   hover;
  Square   cursor;
  /* The en-passant target: an empty square that a destination there captures on. */
  Square   en_passant;
  /* The suggested move's arrow (drawn over the pieces with board_painter_draw_arrow): a
   * one-square move also tints its two squares, since its short arrow lies mostly on the
   * piece. */
  Square   arrow_from;
  Square   arrow_to;
} BoardMarks;

const BoardPalette *board_palette_default (void);
void board_marks_clear              (BoardMarks *marks);

void board_painter_draw_squares     (cairo_t             *cr,
                                     const BoardGeometry *geometry,
                                     const BoardPalette  *palette);
/* Coordinates inside the edge squares: ranks on the left column, files on the bottom row. */
void board_painter_draw_coordinates (cairo_t             *cr,
                                     const BoardGeometry *geometry,
                                     const BoardPalette  *palette);
/* Highlights under the pieces. `occupied` (and the en-passant target) tells captures (a ring
 * of corners) from moves (dots). */
void board_painter_draw_marks       (cairo_t             *cr,
                                     const BoardGeometry *geometry,
                                     const BoardPalette  *palette,
                                     const BoardMarks    *marks,
                                     Bitboard             occupied);
/* The keyboard cursor, over the pieces. */
void board_painter_draw_cursor      (cairo_t             *cr,
                                     const BoardGeometry *geometry,
                                     const BoardPalette  *palette,
                                     Square               cursor);
/* An arrow from the centre of one square to the other, over the pieces. */
void board_painter_draw_arrow       (cairo_t             *cr,
                                     const BoardGeometry *geometry,
                                     const BoardPalette  *palette,
                                     Square               from,
                                     Square               to);
/* One piece image with its top-left corner at (x, y), scaled to size. */
void board_painter_draw_piece       (cairo_t             *cr,
                                     cairo_surface_t     *image,
                                     double               x,
                                     double               y,
                                     double               size);
/* Everything at once: squares, coordinates if asked, marks, and the pieces of `board`. */
void board_painter_draw_position    (cairo_t             *cr,
                                     const BoardGeometry *geometry,
                                     const BoardPalette  *palette,
                                     const BoardMarks    *marks,
                                     const uint8_t        board[SQ_NB],
                                     FianchettoPieceSet  *pieces,
                                     gboolean             coordinates);

G_END_DECLS
