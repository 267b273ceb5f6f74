/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-geometry.c: the one place that knows how flipping the board maps squares to cells. */
#include "board-geometry.h"

#include <math.h>

void
board_geometry_fit (BoardGeometry *geometry,
                    double         width,
                    double         height,
                    bool           flipped)
{
  double side = fmin (width, height);
  double square = side > 0 ? floor (side / 8) : 0;

  geometry->square_size = square;
  geometry->x = floor ((width - 8 * square) / 2);
  geometry->y = floor ((height - 8 * square) / 2);
  geometry->flipped = flipped;
}

double
board_geometry_board_size (const BoardGeometry *geometry)
{
  return 8 * geometry->square_size;
}

int
board_geometry_column (const BoardGeometry *geometry, Square s)
{
  return geometry->flipped ? 7 - square_file (s) : square_file (s);
}

int
board_geometry_row (const BoardGeometry *geometry, Square s)
{
  return geometry->flipped ? square_rank (s) : 7 - square_rank (s);
}

Square
board_geometry_square_at_cell (const BoardGeometry *geometry, int column, int row)
{
  if (column < 0 || column > 7 || row < 0 || row > 7)
    return SQ_NONE;
  if (geometry->flipped)
    return make_square (7 - column, row);
  return make_square (column, 7 - row);
}

Square
board_geometry_square_at (const BoardGeometry *geometry, double x, double y)
{
  double column, row;

  if (geometry->square_size <= 0)
    return SQ_NONE;
  column = floor ((x - geometry->x) / geometry->square_size);
  row = floor ((y - geometry->y) / geometry->square_size);
  if (column < 0 || column > 7 || row < 0 || row > 7)
    return SQ_NONE;
  return board_geometry_square_at_cell (geometry, (int) column, (int) row);
}

void
board_geometry_square_origin (const BoardGeometry *geometry, Square s, double *x, double *y)
{
  *x = geometry->x + board_geometry_column (geometry, s) * geometry->square_size;
  *y = geometry->y + board_geometry_row (geometry, s) * geometry->square_size;
}

void
board_geometry_square_center (const BoardGeometry *geometry, Square s, double *x, double *y)
{
  board_geometry_square_origin (geometry, s, x, y);
  *x += geometry->square_size / 2;
  *y += geometry->square_size / 2;
}

void
board_geometry_to_board (const BoardGeometry *geometry, double x, double y,
                         double *file, double *rank)
{
  double column = geometry->square_size > 0 ? (x - geometry->x) / geometry->square_size : 0;
  double row = geometry->square_size > 0 ? (y - geometry->y) / geometry->square_size : 0;

  *file = geometry->flipped ? 8 - column : column;
  *rank = geometry->flipped ? row : 8 - row;
}

void
board_geometry_from_board (const BoardGeometry *geometry, double file, double rank,
                           double *x, double *y)
{
  double column = geometry->flipped ? 8 - file : file;
  double row = geometry->flipped ? rank : 8 - rank;

  *x = geometry->x + column * geometry->square_size;
  *y = geometry->y + row * geometry->square_size;
}
