/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-editor-board.h: the board of the position editor with its palette beside it: the
 * twelve pieces and an eraser. Drag a piece from the palette onto a square, or click a palette
 * piece and then squares; drag a piece on the board to move it, or off the board to remove
 * it; right-click removes too. From the keyboard: the arrows move a square cursor, a piece
 * letter puts that piece there (K for a white king, k for a black one), Delete empties it. */
#pragma once

#include <gtk/gtk.h>

#include "board-geometry.h"
#include "fianchetto-piece-set.h"
#include "position-editor.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_EDITOR_BOARD (fianchetto_editor_board_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoEditorBoard, fianchetto_editor_board, FIANCHETTO, EDITOR_BOARD, GtkWidget)

/* The palette: white king to pawn, black king to pawn, then the eraser. */
enum { FIANCHETTO_EDITOR_PALETTE_SIZE = 13, FIANCHETTO_EDITOR_ERASER = 12 };
/* No palette item chosen: clicks on the board do nothing, drags move pieces. */
#define FIANCHETTO_EDITOR_NO_TOOL (-1)

GtkWidget      *fianchetto_editor_board_new           (void);

/* The position shown and edited. After changing it, call fianchetto_editor_board_refresh();
 * the board emits "changed" only for the player's own edits on it. */
PositionEditor *fianchetto_editor_board_get_editor    (FianchettoEditorBoard *self);
void            fianchetto_editor_board_refresh       (FianchettoEditorBoard *self);

/* Why the position cannot be played (NULL: it can), told to screen readers with the pieces. */
void            fianchetto_editor_board_set_problem   (FianchettoEditorBoard *self,
                                                       const char            *problem);
/* What screen readers are told of the board: the problem, then where each piece stands. */
char           *fianchetto_editor_board_dup_description (FianchettoEditorBoard *self);
void            fianchetto_editor_board_set_piece_set (FianchettoEditorBoard *self,
                                                       FianchettoPieceSet    *pieces);
gboolean        fianchetto_editor_board_get_flipped   (FianchettoEditorBoard *self);
void            fianchetto_editor_board_set_flipped   (FianchettoEditorBoard *self,
                                                       gboolean               flipped);
/* The palette item clicks put on squares: an index into the palette, or
 * FIANCHETTO_EDITOR_NO_TOOL. */
int             fianchetto_editor_board_get_tool      (FianchettoEditorBoard *self);
void            fianchetto_editor_board_set_tool      (FianchettoEditorBoard *self,
                                                       int                    tool);

/* Where the squares and the palette's cells are, in the widget's coordinates;
 * "layout-changed" says when they move. */
const BoardGeometry *fianchetto_editor_board_get_geometry (FianchettoEditorBoard *self);
void            fianchetto_editor_board_get_palette_cell (FianchettoEditorBoard *self,
                                                          int                    index,
                                                          graphene_rect_t       *cell);

G_END_DECLS
