/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view.h: the chessboard widget. It shows a FianchettoMatch's viewed
 * position and lets the side to move play by dragging, by clicking twice or with the keyboard. */
#pragma once

#include <gtk/gtk.h>

#include "board-geometry.h"
#include "fianchetto-match.h"
#include "fianchetto-piece-set.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_BOARD_VIEW (fianchetto_board_view_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoBoardView, fianchetto_board_view, FIANCHETTO, BOARD_VIEW, GtkWidget)

GtkWidget          *fianchetto_board_view_new           (void);

FianchettoMatch    *fianchetto_board_view_get_match     (FianchettoBoardView *self);
void                fianchetto_board_view_set_match     (FianchettoBoardView *self,
                                                         FianchettoMatch     *match);
/* Black's side at the bottom. With auto-flip, the side to move is at the bottom, and this
 * turns the board round from there. */
gboolean            fianchetto_board_view_get_flipped   (FianchettoBoardView *self);
void                fianchetto_board_view_set_flipped   (FianchettoBoardView *self,
                                                         gboolean             flipped);
FianchettoPieceSet *fianchetto_board_view_get_piece_set (FianchettoBoardView *self);
/* A move suggested for the side to move, drawn as an arrow while the game stands where it was
 * set; the next move, an undo or a new game take it away. MOVE_NONE removes it. */
Move                fianchetto_board_view_get_hint      (FianchettoBoardView *self);
/* The analysis arrows over whatever position is viewed (n 0 removes them): moves[focus] solid,
 * the others faint. */
void                fianchetto_board_view_set_arrows    (FianchettoBoardView *self,
                                                         const Move          *moves,
                                                         int                  n,
                                                         int                  focus);
void                fianchetto_board_view_set_hint      (FianchettoBoardView *self,
                                                         Move                 hint);
/* Where the squares are, in the widget's coordinates; "layout-changed" says when it moves. */
const BoardGeometry *fianchetto_board_view_get_geometry (FianchettoBoardView *self);

G_END_DECLS
