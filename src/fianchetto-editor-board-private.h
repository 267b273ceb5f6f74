/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-editor-board-private.h: the editor board's state, shared by the widget with its
 * layout and drawing (fianchetto-editor-board.c) and its input from the pointer and the
 * keyboard, with what screen readers are told (fianchetto-editor-board-input.c). */
#pragma once

#include "fianchetto-editor-board.h"

G_BEGIN_DECLS

/* The piece of a palette cell other than the eraser's. */
static inline Piece
fianchetto_editor_palette_piece (int index)
{
  static const Piece pieces[FIANCHETTO_EDITOR_ERASER] = {
    W_KING, W_QUEEN, W_ROOK, W_BISHOP, W_KNIGHT, W_PAWN,
    B_KING, B_QUEEN, B_ROOK, B_BISHOP, B_KNIGHT, B_PAWN,
  };
  return pieces[index];
}

struct _FianchettoEditorBoard {
  GtkWidget           parent_instance;

  PositionEditor      editor;
  FianchettoPieceSet *pieces;
  BoardGeometry       geometry;
  double              palette_x, palette_y;
  int                 tool;

  /* A press, and once the pointer has moved far enough, a drag: of a palette piece (from is
   * SQ_NONE) or of the piece on from. */
  gboolean            pressed;
  gboolean            dragging;
  Piece               drag_piece;
  Square              drag_from;
  int                 press_cell;     /* the palette cell pressed, or -1 */
  double              press_x, press_y;
  double              pointer_x, pointer_y;

  Square              cursor;
  gboolean            cursor_visible;
  Square              check;          /* the king in check in a legal position, or SQ_NONE */
  char               *problem;        /* why the position cannot be played, or NULL */
};

enum {
  EDITOR_BOARD_CHANGED,
  EDITOR_BOARD_LAYOUT_CHANGED,
  EDITOR_BOARD_N_SIGNALS
};

extern guint fianchetto_editor_board_signals[EDITOR_BOARD_N_SIGNALS];

/* fianchetto-editor-board.c */
/* The palette cell under a point, or -1. */
int  fianchetto_editor_board_palette_cell_at  (FianchettoEditorBoard *self,
                                               double                 x,
                                               double                 y);

/* fianchetto-editor-board-input.c */
void fianchetto_editor_board_init_input        (FianchettoEditorBoard *self);
void fianchetto_editor_board_update_accessible (FianchettoEditorBoard *self);

G_END_DECLS
