/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-new-game-dialog.h: who plays the next game: two people at this screen, or the
 * player against the computer with a colour and a level. The choices are the settings
 * `opponent`, `player-color` and `computer-level`, saved when the game starts. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_NEW_GAME_DIALOG (fianchetto_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoNewGameDialog, fianchetto_new_game_dialog,
                      FIANCHETTO, NEW_GAME_DIALOG, GtkWindow)

/* Modal over parent. "start" (GSettings *choices) is emitted when the player starts the game,
 * with the choices still unsaved in choices (read the game's setup from it), and then they are
 * saved; cancelling closes the dialog without a word and without saving. */
GtkWindow *fianchetto_new_game_dialog_new (GtkWindow *parent);

G_END_DECLS
