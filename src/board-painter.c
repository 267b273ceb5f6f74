/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-painter.c: the look of the board. Colours follow the warm wood palette players know
 * from online boards; every mark is translucent so the square colour still shows through. */
#define G_LOG_DOMAIN "fianchetto-board-painter"

#include "config.h"

#include "board-painter.h"

#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "bitboard.h"

static const BoardPalette default_palette = {
  .light     = { 0xf0 / 255.0, 0xd9 / 255.0, 0xb5 / 255.0, 1.0 },
  .dark      = { 0xb5 / 255.0, 0x88 / 255.0, 0x63 / 255.0, 1.0 },
  .last_move = { 155 / 255.0, 199 / 255.0, 0.0, 0.41 },
  .selected  = { 20 / 255.0, 85 / 255.0, 30 / 255.0, 0.5 },
  .hint      = { 20 / 255.0, 85 / 255.0, 30 / 255.0, 0.5 },
  .hover     = { 20 / 255.0, 85 / 255.0, 30 / 255.0, 0.3 },
  .check     = { 1.0, 0.0, 0.0, 1.0 },
  .cursor    = { 0x1c / 255.0, 0x71 / 255.0, 0xd8 / 255.0, 0.9 },
  .arrow     = { 0x15 / 255.0, 0x78 / 255.0, 0x1b / 255.0, 0.7 },
};

const BoardPalette *
board_palette_default (void)
{
  return &default_palette;
}

void
board_marks_clear (BoardMarks *marks)
{
  /* Padding too: marks are compared with memcmp (fianchetto-board-view-snapshot.c). */
  memset (marks, 0, sizeof *marks);
  marks->last_from = SQ_NONE;
  marks->last_to = SQ_NONE;
  marks->check = SQ_NONE;
  marks->selected = SQ_NONE;
  marks->destinations = 0;
  marks->hover = SQ_NONE;
  marks->cursor = SQ_NONE;
  marks->en_passant = SQ_NONE;
  marks->arrow_from = SQ_NONE;
  marks->arrow_to = SQ_NONE;
}

static void
set_color (cairo_t *cr, const BoardColor *color)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha);
}

static void
square_rectangle (cairo_t *cr, const BoardGeometry *geometry, Square s)
{
  double x, y;

  board_geometry_square_origin (geometry, s, &x, &y);
  cairo_rectangle (cr, x, y, geometry->square_size, geometry->square_size);
}

static void
fill_square (cairo_t *cr, const BoardGeometry *geometry, Square s, const BoardColor *color)
{
  if (s == SQ_NONE)
    return;
  square_rectangle (cr, geometry, s);
  set_color (cr, color);
  cairo_fill (cr);
}

void
board_painter_draw_squares (cairo_t             *cr,
                            const BoardGeometry *geometry,
                            const BoardPalette  *palette)
{
  double size = board_geometry_board_size (geometry);

  /* The dark colour underneath, then the light squares on top. */
  set_color (cr, &palette->dark);
  cairo_rectangle (cr, geometry->x, geometry->y, size, size);
  cairo_fill (cr);
  for (int s = A1; s < SQ_NB; s++)
    if (board_square_is_light ((Square) s))
      square_rectangle (cr, geometry, (Square) s);
  set_color (cr, &palette->light);
  cairo_fill (cr);
}

/* One label in the corner of a square, in the colour of the other kind of square. */
static void
draw_label (cairo_t             *cr,
            PangoLayout         *layout,
            const BoardGeometry *geometry,
            const BoardPalette  *palette,
            Square               s,
            const char          *text,
            gboolean             bottom_right)
{
  double x, y, pad = geometry->square_size * 0.06;
  PangoRectangle ink, logical;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  board_geometry_square_origin (geometry, s, &x, &y);
  if (bottom_right)
    {
      x += geometry->square_size - pad - ink.x - ink.width;
      y += geometry->square_size - pad - ink.y - ink.height;
    }
  else
    {
      x += pad - ink.x;
      y += pad - ink.y;
    }
  set_color (cr, board_square_is_light (s) ? &palette->dark : &palette->light);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

static PangoLayout *
create_label_layout (cairo_t *cr, double square_size)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");

  pango_font_description_set_absolute_size (font, MAX (square_size * 0.17, 7.0) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  return layout;
}

void
board_painter_draw_coordinates (cairo_t             *cr,
                                const BoardGeometry *geometry,
                                const BoardPalette  *palette)
{
  PangoLayout *layout;
  char text[2] = { 0, 0 };

  if (geometry->square_size < 16)
    return;
  layout = create_label_layout (cr, geometry->square_size);
  for (int row = 0; row < 8; row++)
    {
      Square s = board_geometry_square_at_cell (geometry, 0, row);
      text[0] = (char) ('1' + square_rank (s));
      draw_label (cr, layout, geometry, palette, s, text, FALSE);
    }
  for (int column = 0; column < 8; column++)
    {
      Square s = board_geometry_square_at_cell (geometry, column, 7);
      text[0] = (char) ('a' + square_file (s));
      draw_label (cr, layout, geometry, palette, s, text, TRUE);
    }
  g_object_unref (layout);
}

/* A red glow fading from the king's centre to the square's corners. */
static void
draw_check (cairo_t *cr, const BoardGeometry *geometry, const BoardPalette *palette, Square s)
{
  const BoardColor *c = &palette->check;
  double cx, cy, radius = geometry->square_size / G_SQRT2;
  cairo_pattern_t *glow;

  board_geometry_square_center (geometry, s, &cx, &cy);
  glow = cairo_pattern_create_radial (cx, cy, 0, cx, cy, radius);
  cairo_pattern_add_color_stop_rgba (glow, 0.0, c->red, c->green, c->blue, c->alpha);
  cairo_pattern_add_color_stop_rgba (glow, 0.25, c->red * 0.906, c->green, c->blue, c->alpha);
  cairo_pattern_add_color_stop_rgba (glow, 0.89, c->red * 0.663, c->green, c->blue, 0.0);
  cairo_pattern_add_color_stop_rgba (glow, 1.0, c->red * 0.62, c->green, c->blue, 0.0);
  square_rectangle (cr, geometry, s);
  cairo_set_source (cr, glow);
  cairo_fill (cr);
  cairo_pattern_destroy (glow);
}

/* A dot on an empty destination; on a capture, the four corners around the piece. */
static void
draw_hint (cairo_t             *cr,
           const BoardGeometry *geometry,
           const BoardPalette  *palette,
           Square               s,
           gboolean             capture)
{
  double cx, cy, sq = geometry->square_size;

  board_geometry_square_center (geometry, s, &cx, &cy);
  set_color (cr, &palette->hint);
  if (capture)
    {
      /* The square minus a circle wider than it: only the corners stay. */
      cairo_save (cr);
      square_rectangle (cr, geometry, s);
      cairo_clip (cr);
      square_rectangle (cr, geometry, s);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, sq * 0.565, 0, 2 * G_PI);
      cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
      cairo_fill (cr);
      cairo_restore (cr);
      return;
    }
  cairo_arc (cr, cx, cy, sq * 0.15, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* A king's step: the arrow between the two squares is shorter than a piece is wide. */
static void
draw_short_arrow_squares (cairo_t             *cr,
                          const BoardGeometry *geometry,
                          const BoardPalette  *palette,
                          Square               from,
                          Square               to)
{
  BoardColor tint = palette->arrow;

  if (from == SQ_NONE || to == SQ_NONE || from == to
      || ABS (square_file (from) - square_file (to)) > 1
      || ABS (square_rank (from) - square_rank (to)) > 1)
    return;
  tint.alpha *= 0.5;
  fill_square (cr, geometry, from, &tint);
  fill_square (cr, geometry, to, &tint);
}

void
board_painter_draw_marks (cairo_t             *cr,
                          const BoardGeometry *geometry,
                          const BoardPalette  *palette,
                          const BoardMarks    *marks,
                          Bitboard             occupied)
{
  fill_square (cr, geometry, marks->last_from, &palette->last_move);
  fill_square (cr, geometry, marks->last_to, &palette->last_move);
  fill_square (cr, geometry, marks->selected, &palette->selected);
  if (marks->hover != marks->selected)
    fill_square (cr, geometry, marks->hover, &palette->hover);
  if (marks->check != SQ_NONE)
    draw_check (cr, geometry, palette, marks->check);
  draw_short_arrow_squares (cr, geometry, palette, marks->arrow_from, marks->arrow_to);
  if (marks->en_passant != SQ_NONE)
    occupied |= square_bb (marks->en_passant);
  for (Bitboard b = marks->destinations; b; b &= b - 1)
    {
      Square s = lsb (b);
      if (s != marks->hover)
        draw_hint (cr, geometry, palette, s, (occupied & square_bb (s)) != 0);
    }
}

void
board_painter_draw_cursor (cairo_t             *cr,
                           const BoardGeometry *geometry,
                           const BoardPalette  *palette,
                           Square               cursor)
{
  double x, y, width = MAX (2.0, round (geometry->square_size * 0.05));

  if (cursor == SQ_NONE)
    return;
  board_geometry_square_origin (geometry, cursor, &x, &y);
  cairo_rectangle (cr, x + width / 2, y + width / 2,
                   geometry->square_size - width, geometry->square_size - width);
  cairo_set_line_width (cr, width);
  set_color (cr, &palette->cursor);
  cairo_stroke (cr);
}

/* One filled outline, so the translucent shaft and head do not darken where they meet. The
 * tip stops short of the centre, the tail starts a little out of it. */
void
board_painter_draw_arrow (cairo_t             *cr,
                          const BoardGeometry *geometry,
                          const BoardPalette  *palette,
                          Square               from,
                          Square               to)
{
  double size = geometry->square_size, x0, y0, x1, y1, length, dx, dy;
  double shaft = size * 0.09, head = size * 0.25, head_length = size * 0.45;

  if (from == SQ_NONE || to == SQ_NONE || from == to)
    return;
  board_geometry_square_center (geometry, from, &x0, &y0);
  board_geometry_square_center (geometry, to, &x1, &y1);
  length = hypot (x1 - x0, y1 - y0);
  dx = (x1 - x0) / length;
  dy = (y1 - y0) / length;
  x0 += dx * size * 0.2;
  y0 += dy * size * 0.2;
  length -= size * 0.3;

  /* Drawn along the x axis, then turned onto the move. */
  cairo_save (cr);
  cairo_translate (cr, x0, y0);
  cairo_rotate (cr, atan2 (dy, dx));
  cairo_move_to (cr, 0, -shaft);
  cairo_line_to (cr, length - head_length, -shaft);
  cairo_line_to (cr, length - head_length, -head);
  cairo_line_to (cr, length, 0);
  cairo_line_to (cr, length - head_length, head);
  cairo_line_to (cr, length - head_length, shaft);
  cairo_line_to (cr, 0, shaft);
  cairo_close_path (cr);
  cairo_restore (cr);
  set_color (cr, &palette->arrow);
  cairo_fill (cr);
}

void
board_painter_draw_piece (cairo_t         *cr,
                          cairo_surface_t *image,
                          double           x,
                          double           y,
                          double           size)
{
  int width = cairo_image_surface_get_width (image);

  if (width <= 0)
    return;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size / width, size / width);
  cairo_set_source_surface (cr, image, 0, 0);
  cairo_paint (cr);
  cairo_restore (cr);
}

/* The size in device pixels of a square, so images are rendered sharp at any scale. */
static int
device_pixels (cairo_t *cr, double size)
{
  double dx = size, dy = 0;

  cairo_user_to_device_distance (cr, &dx, &dy);
  return MAX (1, (int) ceil (hypot (dx, dy)));
}

void
board_painter_draw_position (cairo_t             *cr,
                             const BoardGeometry *geometry,
                             const BoardPalette  *palette,
                             const BoardMarks    *marks,
                             const uint8_t        board[SQ_NB],
                             FianchettoPieceSet  *pieces,
                             gboolean             coordinates)
{
  Bitboard occupied = 0;
  int pixels = device_pixels (cr, geometry->square_size);

  for (int s = A1; s < SQ_NB; s++)
    if (board[s] != NO_PIECE)
      occupied |= square_bb ((Square) s);
  board_painter_draw_squares (cr, geometry, palette);
  if (coordinates)
    board_painter_draw_coordinates (cr, geometry, palette);
  board_painter_draw_marks (cr, geometry, palette, marks, occupied);
  for (int s = A1; s < SQ_NB && pieces; s++)
    {
      double x, y;

      if (board[s] == NO_PIECE)
        continue;
      board_geometry_square_origin (geometry, (Square) s, &x, &y);
      board_painter_draw_piece (cr, fianchetto_piece_set_get_surface (pieces, board[s], pixels),
                                x, y, geometry->square_size);
    }
  board_painter_draw_cursor (cr, geometry, palette, marks->cursor);
}
