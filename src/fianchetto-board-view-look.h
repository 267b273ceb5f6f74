/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-look.h: the board's colour theme and piece set. */
#pragma once

#include "board-themes.h"
#include "fianchetto-board-view.h"

G_BEGIN_DECLS

void                fianchetto_board_view_set_theme     (FianchettoBoardView *self,
                                                         BoardTheme           theme);
const BoardPalette *fianchetto_board_view_get_palette   (FianchettoBoardView *self);
/* One of board_piece_set_names (); an unknown name keeps the set shown, with a warning. */
void                fianchetto_board_view_set_piece_set (FianchettoBoardView *self,
                                                         const char          *name);

G_END_DECLS
