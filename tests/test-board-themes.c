/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-board-themes.c: the themes differ, the high-contrast one keeps WCAG's 4.5:1 between its
 * squares (and more than the others), and every piece set loads and draws all twelve pieces. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "board-themes.h"

static double
channel_luminance (double c)
{
  return c <= 0.03928 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (const BoardColor *c)
{
  return 0.2126 * channel_luminance (c->red) + 0.7152 * channel_luminance (c->green)
         + 0.0722 * channel_luminance (c->blue);
}

static double
contrast (const BoardPalette *palette)
{
  return (luminance (&palette->light) + 0.05) / (luminance (&palette->dark) + 0.05);
}

static void
test_palettes (void)
{
  double high = contrast (board_theme_palette (BOARD_THEME_HIGH_CONTRAST));

  g_assert_true (board_theme_palette (BOARD_THEME_WOOD) == board_palette_default ());
  g_assert_cmpfloat (high, >=, 4.5);
  for (int i = 0; i < BOARD_THEME_NB; i++)
    {
      const BoardPalette *palette = board_theme_palette (i);

      g_assert_cmpfloat (contrast (palette), >, 1.3);
      if (i != BOARD_THEME_HIGH_CONTRAST)
        g_assert_cmpfloat (contrast (palette), <, high);
      for (int j = 0; j < i; j++)
        g_assert_false (memcmp (palette, board_theme_palette (j), sizeof *palette) == 0);
      g_assert_cmpstr (board_theme_label (i), !=, "");
    }
}

/* Every piece covers part of its square and leaves its corners clear. */
static void
test_piece_sets (void)
{
  const char *const *names = board_piece_set_names ();

  g_assert_nonnull (names[1]);
  for (int i = 0; names[i]; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FianchettoPieceSet) pieces = fianchetto_piece_set_new (names[i], &error);

      g_assert_no_error (error);
      for (int c = WHITE; c <= BLACK; c++)
        for (int t = PAWN; t <= KING; t++)
          {
            cairo_surface_t *image = fianchetto_piece_set_get_surface (
              pieces, make_piece ((Color) c, (PieceType) t), 40);
            const guint32 *pixels = (const void *) cairo_image_surface_get_data (image);
            int stride = cairo_image_surface_get_stride (image) / 4, opaque = 0;

            for (int y = 0; y < 40; y++)
              for (int x = 0; x < 40; x++)
                opaque += (pixels[y * stride + x] >> 24) > 0x80;
            g_assert_cmpint (opaque, >, 40 * 40 / 8);
            g_assert_cmphex (pixels[0] >> 24, ==, 0);
          }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/board-themes/palettes", test_palettes);
  g_test_add_func ("/board-themes/piece-sets", test_piece_sets);
  return g_test_run ();
}
