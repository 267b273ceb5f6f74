/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-geometry.h: where the board and its squares are on screen, for either orientation.
 * Plain C over the engine's types, so it is tested without a display. */
#pragma once

#include <stdbool.h>

#include "types.h"

typedef struct {
  double x, y;          /* the board's top-left corner, in widget coordinates */
  double square_size;   /* the side of one square; 0 when there is no room at all */
  bool   flipped;       /* black's side at the bottom */
} BoardGeometry;

/* The largest board with whole-pixel squares that fits in width x height, centred on
 * whole pixels. */
void   board_geometry_fit            (BoardGeometry *geometry,
                                      double         width,
                                      double         height,
                                      bool           flipped);
double board_geometry_board_size     (const BoardGeometry *geometry);

/* Screen cells: column 0 is the left edge, row 0 the top edge. */
int    board_geometry_column         (const BoardGeometry *geometry, Square s);
int    board_geometry_row            (const BoardGeometry *geometry, Square s);
/* The square in a cell, or SQ_NONE if the cell is off the board. */
Square board_geometry_square_at_cell (const BoardGeometry *geometry, int column, int row);

/* The square under a point, or SQ_NONE off the board. */
Square board_geometry_square_at      (const BoardGeometry *geometry, double x, double y);
/* The top-left corner and the centre of a square. */
void   board_geometry_square_origin  (const BoardGeometry *geometry, Square s,
                                      double *x, double *y);
void   board_geometry_square_center  (const BoardGeometry *geometry, Square s,
                                      double *x, double *y);

/* Board units do not depend on the orientation: (0, 0) is a1's outer corner and (8, 8) h8's,
 * so square s spans [file, file + 1] x [rank, rank + 1]. Animations are planned in them. */
void   board_geometry_to_board       (const BoardGeometry *geometry, double x, double y,
                                      double *file, double *rank);
void   board_geometry_from_board     (const BoardGeometry *geometry, double file, double rank,
                                      double *x, double *y);

/* a1 is dark, h1 light. */
static inline bool board_square_is_light (Square s)
{
  return (square_file (s) + square_rank (s)) % 2 == 1;
}
