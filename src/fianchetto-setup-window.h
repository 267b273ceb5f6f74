/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-setup-window.h: Set Up Position: the board editor, the side to move, castling,
 * en passant and the FEN, with what keeps the position from being played said under the
 * board. Play asks who plays (the New Game dialog) and hands the position over. */
#pragma once

#include <gtk/gtk.h>

#include "fianchetto-piece-set.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_SETUP_WINDOW (fianchetto_setup_window_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoSetupWindow, fianchetto_setup_window, FIANCHETTO, SETUP_WINDOW, GtkWindow)

/* Modal over parent, showing fen (any FEN, even one that cannot be played), drawn with pieces.
 * "play" (GSettings *choices, const char *fen) is emitted when the player has chosen who
 * plays: choices as the New Game dialog's "start" gives them, fen a legal position; then the
 * window closes. "analyse" (const char *fen) is emitted, and the window closes, when the
 * player asks to analyse the position instead. test_state_file (may be NULL) gets the editor's state after every change,
 * for the UI tests. */
GtkWindow *fianchetto_setup_window_new (GtkWindow          *parent,
                                        const char         *fen,
                                        FianchettoPieceSet *pieces,
                                        gboolean            flipped,
                                        const char         *test_state_file);

G_END_DECLS
