/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-themes.c: every palette keeps the marks translucent over its own squares; the
 * high-contrast one keeps more than 4.5:1 between its squares and draws its marks in colours
 * that stand out on both (a yellow last move, a strong blue for hints). */
#define G_LOG_DOMAIN "fianchetto-board-themes"

#include "config.h"

#include "board-themes.h"

#include <glib/gi18n.h>

#define RGB(r, g, b, a) { (r) / 255.0, (g) / 255.0, (b) / 255.0, (a) }

static const BoardPalette palettes[BOARD_THEME_NB] = {
  [BOARD_THEME_GREEN] = {
    .light     = RGB (0xee, 0xee, 0xd2, 1.0),
    .dark      = RGB (0x76, 0x96, 0x56, 1.0),
    .last_move = RGB (0xf6, 0xf6, 0x69, 0.55),
    .selected  = RGB (0x1e, 0x4e, 0x10, 0.45),
    .hint      = RGB (0x1e, 0x3a, 0x10, 0.45),
    .hover     = RGB (0x1e, 0x3a, 0x10, 0.3),
    .check     = RGB (0xff, 0x00, 0x00, 1.0),
    .cursor    = RGB (0x1c, 0x71, 0xd8, 0.9),
    .arrow     = RGB (0xe0, 0x6c, 0x00, 0.75),
  },
  [BOARD_THEME_BLUE] = {
    .light     = RGB (0xde, 0xe3, 0xe6, 1.0),
    .dark      = RGB (0x8c, 0xa2, 0xad, 1.0),
    .last_move = RGB (0x9b, 0xc7, 0x00, 0.45),
    .selected  = RGB (0x14, 0x3c, 0x55, 0.45),
    .hint      = RGB (0x14, 0x3c, 0x55, 0.45),
    .hover     = RGB (0x14, 0x3c, 0x55, 0.3),
    .check     = RGB (0xff, 0x00, 0x00, 1.0),
    .cursor    = RGB (0xc0, 0x1c, 0x28, 0.9),
    .arrow     = RGB (0x15, 0x78, 0x1b, 0.75),
  },
  [BOARD_THEME_NIGHT] = {
    .light     = RGB (0x7d, 0x86, 0x96, 1.0),
    .dark      = RGB (0x48, 0x50, 0x5e, 1.0),
    .last_move = RGB (0x62, 0xa0, 0xea, 0.45),
    .selected  = RGB (0x99, 0xc1, 0xf1, 0.4),
    .hint      = RGB (0xde, 0xdd, 0xda, 0.45),
    .hover     = RGB (0xde, 0xdd, 0xda, 0.25),
    .check     = RGB (0xff, 0x3b, 0x30, 1.0),
    .cursor    = RGB (0xf6, 0xd3, 0x2d, 0.9),
    .arrow     = RGB (0x8f, 0xf0, 0xa4, 0.7),
  },
  [BOARD_THEME_HIGH_CONTRAST] = {
    .light     = RGB (0xff, 0xff, 0xff, 1.0),
    .dark      = RGB (0x4a, 0x4a, 0x4a, 1.0),
    .last_move = RGB (0xff, 0xd6, 0x00, 0.7),
    .selected  = RGB (0x00, 0x5f, 0xff, 0.55),
    .hint      = RGB (0x00, 0x5f, 0xff, 0.8),
    .hover     = RGB (0x00, 0x5f, 0xff, 0.45),
    .check     = RGB (0xff, 0x00, 0x00, 1.0),
    .cursor    = RGB (0xff, 0x00, 0xc8, 1.0),
    .arrow     = RGB (0xff, 0x6a, 0x00, 0.9),
  },
};

const BoardPalette *
board_theme_palette (BoardTheme theme)
{
  if (theme <= BOARD_THEME_WOOD || theme >= BOARD_THEME_NB)
    return board_palette_default ();
  return &palettes[theme];
}

const char *
board_theme_label (BoardTheme theme)
{
  switch (theme)
    {
    /* Translators: names of the board's colour themes in Preferences. */
    case BOARD_THEME_GREEN: return _("Green");
    case BOARD_THEME_BLUE: return _("Blue");
    case BOARD_THEME_NIGHT: return _("Night");
    case BOARD_THEME_HIGH_CONTRAST: return _("High Contrast");
    case BOARD_THEME_WOOD:
    case BOARD_THEME_NB:
    default:
      return _("Wood");
    }
}

const char *const *
board_piece_set_names (void)
{
  static const char *const names[] = { "fianchetto", "geometric", NULL };

  return names;
}

const char *
board_piece_set_label (const char *name)
{
  /* Translators: names of the piece sets in Preferences: the turned, classic shapes, and the
   * flat shapes of simple figures. */
  if (g_strcmp0 (name, "geometric") == 0)
    return _("Geometric");
  return _("Classic");
}
