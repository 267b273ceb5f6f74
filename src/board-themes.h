/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-themes.h: the board's colour themes and the piece sets, as the board-theme and
 * piece-set settings name them. */
#pragma once

#include "board-painter.h"

G_BEGIN_DECLS

/* The values of the board-theme setting, in its enum's order. */
typedef enum {
  BOARD_THEME_WOOD,           /* warm wood, the default */
  BOARD_THEME_GREEN,          /* tournament green and cream */
  BOARD_THEME_BLUE,           /* cool blue and grey */
  BOARD_THEME_NIGHT,          /* muted slate, at home in the dark style */
  BOARD_THEME_HIGH_CONTRAST,  /* white and near black with bold marks, for low vision */
  BOARD_THEME_NB
} BoardTheme;

const BoardPalette *board_theme_palette (BoardTheme theme);
/* The theme's name for Preferences, translated. */
const char         *board_theme_label   (BoardTheme theme);

/* The piece sets in the GResource (resources/pieces/<name>/), NULL-terminated, and the name
 * of each for Preferences, translated. */
const char *const  *board_piece_set_names (void);
const char         *board_piece_set_label (const char *name);

G_END_DECLS
