/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-look.c: the settings of how the window looks (issue 48): the move
 * notation of the move list. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

static void
on_notation_changed (FianchettoWindow *self)
{
  fianchetto_move_list_set_notation (self->move_list,
                                     (NotationStyle) g_settings_get_enum (self->settings,
                                                                          "move-notation"));
}

void
fianchetto_window_init_look (FianchettoWindow *self)
{
  g_signal_connect_object (self->settings, "changed::move-notation",
                           G_CALLBACK (on_notation_changed), self, G_CONNECT_SWAPPED);
  on_notation_changed (self);
}
