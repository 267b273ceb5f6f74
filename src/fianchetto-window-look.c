/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-look.c: the settings of how the window looks (issue 48): the board's
 * colours and pieces, the move notation of the move list. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include "fianchetto-board-view-look.h"

static void
on_notation_changed (FianchettoWindow *self)
{
  fianchetto_move_list_set_notation (self->move_list,
                                     (NotationStyle) g_settings_get_enum (self->settings,
                                                                          "move-notation"));
}

static void
on_board_look_changed (FianchettoWindow *self)
{
  g_autofree char *pieces = g_settings_get_string (self->settings, "piece-set");

  fianchetto_board_view_set_theme (self->board,
                                   (BoardTheme) g_settings_get_enum (self->settings,
                                                                     "board-theme"));
  fianchetto_board_view_set_piece_set (self->board, pieces);
}

void
fianchetto_window_init_look (FianchettoWindow *self)
{
  g_signal_connect_object (self->settings, "changed::board-theme",
                           G_CALLBACK (on_board_look_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::piece-set",
                           G_CALLBACK (on_board_look_changed), self, G_CONNECT_SWAPPED);
  on_board_look_changed (self);
  g_signal_connect_object (self->settings, "changed::move-notation",
                           G_CALLBACK (on_notation_changed), self, G_CONNECT_SWAPPED);
  on_notation_changed (self);
}
