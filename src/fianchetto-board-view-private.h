/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-private.h: the board view's state, shared by its files: the widget and
 * its drawing (fianchetto-board-view.c), pointer input (-input.c), the keyboard cursor
 * (-keyboard.c), move animations (-animation.c) and promotions (-promotion.c). */
#pragma once

#include "board-animation.h"
#include "board-geometry.h"
#include "board-painter.h"
#include "fianchetto-board-view.h"

G_BEGIN_DECLS

/* What the still layers are drawn from; all of it, padding zeroed, so memcmp tells a change. */
typedef struct {
  BoardMarks          marks;
  Piece               board[SQ_NB];
  double              x, y, square_size;
  gboolean            flipped;
  int                 scale;
  const BoardPalette *palette;
  gboolean            coordinates;
  Square              promotion_from, promotion_to, drag_from;
  Move                hint;
} StillLayersKey;

struct _FianchettoBoardView {
  GtkWidget           parent_instance;

  FianchettoMatch    *match;
  FianchettoPieceSet *pieces;
  const BoardPalette *palette;        /* the colour theme (fianchetto-board-view-look.c) */
  gboolean            focus_has_left; /* the focus went elsewhere once: coming back by the
                                       * keyboard shows the cursor */

  gboolean            flipped;
  gboolean            auto_flip;
  gboolean            show_coordinates;
  gboolean            show_legal_moves;
  gboolean            animate_moves;

  BoardGeometry       geometry;
  Position            shown;          /* what is on screen; the next change is diffed with it */
  Color               bottom_side;    /* with auto-flip: the side drawn at the bottom */
  MoveList            legal;          /* the moves the match allows now */

  /* Picking a piece up. */
  Square              selected;
  Bitboard            destinations;   /* of the selected piece */
  gboolean            deselect_on_release;

  /* Dragging it: drag_from is set once the pointer has moved far enough. */
  Square              drag_candidate;
  Square              drag_from;
  double              drag_start_x, drag_start_y;
  double              pointer_x, pointer_y;
  Square              hover;

  /* A pawn waiting on its last rank for the promotion dialog. */
  Square              promotion_from;
  Square              promotion_to;
  GCancellable       *promotion_cancellable;

  /* The keyboard cursor, drawn only while it is being used. */
  Square              cursor;
  gboolean            cursor_visible;

  /* The analysis arrows over the viewed position (fianchetto-board-view-arrows.c): the
   * first moves of the engine's lines, best first, the focused one drawn solid. */
  Move                arrows[4];
  int                 n_arrows;
  int                 arrow_focus;
  /* The arrows as last drawn, kept while neither they nor the board move: a drag redraws the
   * board at every frame, and the same node is neither painted again nor diffed. */
  GskRenderNode      *arrows_node;
  BoardGeometry       arrows_geometry;
  /* The hint arrow, and the game's ply and position it belongs to. */
  Move                hint;
  int                 hint_ply;
  Key                 hint_key;

  /* Everything under the dragged piece, kept as one node while nothing in it changes
   * (fianchetto-board-view-snapshot.c): a drag then repaints two squares a frame, not the
   * board. */
  GskRenderNode      *still_node;
  StillLayersKey      still_key;

  BoardAnimation      animation;
  gint64              animation_start;
  guint               tick_id;
  gboolean            skip_next_animation;
};

/* fianchetto-board-view.c */
gboolean fianchetto_board_view_can_pick         (FianchettoBoardView *self,
                                                 Square               s);
void     fianchetto_board_view_select           (FianchettoBoardView *self,
                                                 Square               s);
void     fianchetto_board_view_clear_selection  (FianchettoBoardView *self);
/* Plays from -> to if legal (asking for a promotion piece first); returns whether it is legal. */
gboolean fianchetto_board_view_try_move         (FianchettoBoardView *self,
                                                 Square               from,
                                                 Square               to,
                                                 gboolean             animate);
void     fianchetto_board_view_update_orientation (FianchettoBoardView *self);

/* fianchetto-board-view-input.c */
void     fianchetto_board_view_init_input       (FianchettoBoardView *self);
/* Drops a dragged piece back where it came from, animated. */
void     fianchetto_board_view_cancel_drag      (FianchettoBoardView *self);

/* fianchetto-board-view-keyboard.c */
void     fianchetto_board_view_class_init_keyboard (GtkWidgetClass   *widget_class);
void     fianchetto_board_view_init_keyboard       (FianchettoBoardView *self);
void     fianchetto_board_view_update_accessible   (FianchettoBoardView *self);

/* fianchetto-board-view-animation.c */
void     fianchetto_board_view_animate          (FianchettoBoardView  *self,
                                                 const BoardAnimation *plan);
void     fianchetto_board_view_stop_animation   (FianchettoBoardView *self);
/* Eased progress of the running animation in [0, 1]; 1 when none runs. */
double   fianchetto_board_view_animation_progress (FianchettoBoardView *self);

/* fianchetto-board-view-promotion.c */
void     fianchetto_board_view_ask_promotion    (FianchettoBoardView *self,
                                                 Square               from,
                                                 Square               to);
void     fianchetto_board_view_cancel_promotion (FianchettoBoardView *self);

/* fianchetto-board-view-snapshot.c */
void     fianchetto_board_view_snapshot         (GtkWidget   *widget,
                                                 GtkSnapshot *snapshot);

/* fianchetto-board-view-arrows.c */
void fianchetto_board_view_snapshot_arrows (FianchettoBoardView *self,
                                            GtkSnapshot         *snapshot);

G_END_DECLS
