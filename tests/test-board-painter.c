/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-painter.c: paints positions into image surfaces, as the widget would, and checks
 * colours at known places. The start position is kept as board-start.png in the build dir. */
#include "config.h"

#include <glib.h>

#include "board-painter.h"
#include "fen.h"

enum { SQUARE = 60, BOARD = 8 * SQUARE };

typedef struct {
  cairo_surface_t    *surface;
  FianchettoPieceSet *pieces;
  BoardGeometry       geometry;
  BoardMarks          marks;
  Position            position;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, BOARD, BOARD);
  f->pieces = fianchetto_piece_set_new ("fianchetto", &error);
  g_assert_no_error (error);
  board_geometry_fit (&f->geometry, BOARD, BOARD, false);
  board_marks_clear (&f->marks);
  position_set_start (&f->position);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->pieces);
  cairo_surface_destroy (f->surface);
}

static void
paint (Fixture *f, gboolean coordinates)
{
  cairo_t *cr = cairo_create (f->surface);

  board_painter_draw_position (cr, &f->geometry, board_palette_default (), &f->marks,
                               f->position.board, f->pieces, coordinates);
  cairo_destroy (cr);
  cairo_surface_flush (f->surface);
}

/* The pixel at (x, y) as 0xRRGGBB; the board is opaque everywhere. */
static guint32
pixel_at (cairo_surface_t *surface, int x, int y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 argb = *(const guint32 *) (const void *) (data + y * stride + x * 4);

  g_assert_cmphex (argb >> 24, ==, 0xff);
  return argb & 0xffffff;
}

static guint32
to_rgb (const BoardColor *c)
{
  return ((guint32) (c->red * 255 + 0.5) << 16) | ((guint32) (c->green * 255 + 0.5) << 8)
         | (guint32) (c->blue * 255 + 0.5);
}

static void
square_point (Fixture *f, Square s, double dx, double dy, int *x, int *y)
{
  double ox, oy;

  board_geometry_square_origin (&f->geometry, s, &ox, &oy);
  *x = (int) (ox + dx * SQUARE);
  *y = (int) (oy + dy * SQUARE);
}

static guint32
square_pixel (Fixture *f, Square s, double dx, double dy)
{
  int x, y;

  square_point (f, s, dx, dy, &x, &y);
  return pixel_at (f->surface, x, y);
}

/* How many pixels of a square differ from the plain square colour. */
static int
pixels_unlike (Fixture *f, Square s, guint32 plain)
{
  int ox, oy, count = 0;

  square_point (f, s, 0, 0, &ox, &oy);
  for (int y = oy; y < oy + SQUARE; y++)
    for (int x = ox; x < ox + SQUARE; x++)
      count += pixel_at (f->surface, x, y) != plain;
  return count;
}

/* The mean of the red, green and blue of a screen cell. */
static double
cell_brightness (Fixture *f, int column, int row)
{
  double sum = 0;

  for (int y = row * SQUARE; y < (row + 1) * SQUARE; y++)
    for (int x = column * SQUARE; x < (column + 1) * SQUARE; x++)
      {
        guint32 rgb = pixel_at (f->surface, x, y);
        sum += ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
      }
  return sum / (3.0 * SQUARE * SQUARE);
}

static void
test_start_position (Fixture *f, gconstpointer data)
{
  const BoardPalette *palette = board_palette_default ();
  guint32 light = to_rgb (&palette->light), dark = to_rgb (&palette->dark);
  g_autofree char *png = g_test_build_filename (G_TEST_BUILT, "board-start.png", NULL);

  paint (f, TRUE);
  g_assert_cmpint (cairo_surface_write_to_png (f->surface, png), ==, CAIRO_STATUS_SUCCESS);

  /* Empty squares are plain; squares with pieces are largely not. */
  g_assert_cmphex (square_pixel (f, E4, 0.5, 0.5), ==, light);
  g_assert_cmphex (square_pixel (f, D4, 0.5, 0.5), ==, dark);
  g_assert_cmphex (square_pixel (f, H4, 0.5, 0.5), ==, dark);
  g_assert_cmpint (pixels_unlike (f, E4, light), ==, 0);
  g_assert_cmpint (pixels_unlike (f, E2, dark), >, SQUARE * SQUARE / 8);
  g_assert_cmpint (pixels_unlike (f, D8, light), >, SQUARE * SQUARE / 8);
  /* Coordinates: a1 has both labels, b3 none. */
  g_assert_cmpint (pixels_unlike (f, B3, light), ==, 0);
  g_assert_cmphex (square_pixel (f, A3, 0.5, 0.5), ==, dark);
  g_assert_cmpint (pixels_unlike (f, A3, dark), >, 10);
  g_assert_cmpint (pixels_unlike (f, C1, dark), >, 0);
  /* White pieces are brighter than black ones on squares of the same colour. */
  g_assert_cmpfloat (cell_brightness (f, 4, 7), >, cell_brightness (f, 3, 0) + 20);
}

static void
test_flipped (Fixture *f, gconstpointer data)
{
  const BoardPalette *palette = board_palette_default ();

  board_geometry_fit (&f->geometry, BOARD, BOARD, true);
  paint (f, FALSE);
  /* Black's view: white's pieces at the top, h1 in the top-left corner, light as always. */
  g_assert_cmphex (pixel_at (f->surface, 1, 1), ==, to_rgb (&palette->light));
  g_assert_cmpfloat (cell_brightness (f, 3, 0), >, cell_brightness (f, 4, 7) + 20);
  g_assert_cmphex (square_pixel (f, E4, 0.5, 0.5), ==, to_rgb (&palette->light));
  g_assert_cmpint (board_geometry_column (&f->geometry, E4), ==, 3);
}

static int
channel (guint32 rgb, int shift)
{
  return (int) ((rgb >> shift) & 0xff);
}

static void
test_marks (Fixture *f, gconstpointer data)
{
  const BoardPalette *palette = board_palette_default ();
  guint32 light = to_rgb (&palette->light), dark = to_rgb (&palette->dark);
  guint32 glow, dot, corner, last;

  /* Marks only, on empty squares but for the one capture. */
  position_clear (&f->position);
  position_put_piece (&f->position, B_PAWN, D5);
  f->marks.last_from = H8;
  f->marks.last_to = H1;
  f->marks.check = E1;
  f->marks.selected = E4;
  f->marks.destinations = square_bb (E5) | square_bb (D5);
  f->marks.cursor = A8;
  paint (f, FALSE);

  glow = square_pixel (f, E1, 0.5, 0.3);
  g_assert_cmpint (channel (glow, 16), >, channel (glow, 8) + 40);
  dot = square_pixel (f, E5, 0.5, 0.5);
  g_assert_cmphex (dot, !=, dark);
  g_assert_cmpint (channel (dot, 8), >, channel (dot, 16) - 10);
  g_assert_cmphex (square_pixel (f, E5, 0.05, 0.05), ==, dark);
  corner = square_pixel (f, D5, 0.02, 0.02);
  g_assert_cmphex (corner, !=, light);
  g_assert_cmphex (square_pixel (f, D5, 0.5, 0.02), ==, light);
  last = square_pixel (f, H8, 0.5, 0.5);
  g_assert_cmphex (last, !=, dark);
  g_assert_cmphex (square_pixel (f, E4, 0.02, 0.5), !=, light);
  g_assert_cmphex (square_pixel (f, A8, 0.01, 0.5), !=, light);
  g_assert_cmphex (square_pixel (f, A8, 0.5, 0.5), ==, light);
}

/* a1 is dark. */
static guint32
plain_color (Square s)
{
  const BoardPalette *palette = board_palette_default ();

  return to_rgb ((square_file (s) + square_rank (s)) % 2 ? &palette->light : &palette->dark);
}

/* The en-passant target is empty, but a capture: the ring of corners, not the dot. */
static void
test_en_passant (Fixture *f, gconstpointer data)
{
  g_assert_true (position_from_fen (&f->position,
                                    "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
                                    NULL));
  g_assert_cmpint (f->position.ep_square, ==, D6);
  f->marks.selected = E5;
  f->marks.destinations = square_bb (E6) | square_bb (D6);
  f->marks.en_passant = f->position.ep_square;
  paint (f, FALSE);

  /* d6: its corners tinted, its centre plain. */
  g_assert_cmphex (square_pixel (f, D6, 0.03, 0.03), !=, plain_color (D6));
  g_assert_cmphex (square_pixel (f, D6, 0.97, 0.97), !=, plain_color (D6));
  g_assert_cmphex (square_pixel (f, D6, 0.5, 0.5), ==, plain_color (D6));
  /* e6 gets the dot of a quiet move: its centre tinted, its corners plain. */
  g_assert_cmphex (square_pixel (f, E6, 0.5, 0.5), !=, plain_color (E6));
  g_assert_cmphex (square_pixel (f, E6, 0.03, 0.03), ==, plain_color (E6));
}

/* A one-square hint tints both its squares, where its short arrow would hide on the piece;
 * a longer one leaves them to the arrow. */
static void
test_short_arrow (Fixture *f, gconstpointer data)
{
  f->marks.arrow_from = E1;
  f->marks.arrow_to = F2;
  paint (f, FALSE);
  g_assert_cmphex (square_pixel (f, E1, 0.03, 0.03), !=, plain_color (E1));
  g_assert_cmphex (square_pixel (f, F2, 0.03, 0.03), !=, plain_color (F2));

  board_marks_clear (&f->marks);
  f->marks.arrow_from = G1;
  f->marks.arrow_to = F3;
  paint (f, FALSE);
  g_assert_cmphex (square_pixel (f, G1, 0.03, 0.03), ==, plain_color (G1));
  g_assert_cmphex (square_pixel (f, F3, 0.03, 0.03), ==, plain_color (F3));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();

  g_test_add ("/board-painter/start-position", Fixture, NULL,
              fixture_set_up, test_start_position, fixture_tear_down);
  g_test_add ("/board-painter/flipped", Fixture, NULL,
              fixture_set_up, test_flipped, fixture_tear_down);
  g_test_add ("/board-painter/marks", Fixture, NULL,
              fixture_set_up, test_marks, fixture_tear_down);
  g_test_add ("/board-painter/en-passant", Fixture, NULL,
              fixture_set_up, test_en_passant, fixture_tear_down);
  g_test_add ("/board-painter/short-arrow", Fixture, NULL,
              fixture_set_up, test_short_arrow, fixture_tear_down);

  return g_test_run ();
}
