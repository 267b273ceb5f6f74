/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-game-chooser.h: a list of the games in a PGN file (players, event, date, result)
 * to pick the one to open. */
#pragma once

#include <gtk/gtk.h>

#include "game-pgn.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_GAME_CHOOSER (fianchetto_game_chooser_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoGameChooser, fianchetto_game_chooser,
                      FIANCHETTO, GAME_CHOOSER, GtkWindow)

/* Modal over parent, listing headers (an array of GamePgnHeader, which it keeps a reference
 * on). "game-chosen" (guint index) is emitted when a game is opened, by a double click, Enter
 * or the Open button; the dialog then closes. */
GtkWindow           *fianchetto_game_chooser_new        (GtkWindow             *parent,
                                                         GArray                *headers);
const GamePgnHeader *fianchetto_game_chooser_get_header (FianchettoGameChooser *self,
                                                         guint                  index);

G_END_DECLS
