/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-animation.h: which pieces slide where, and which fade out, when the board goes from one
 * placement to another: a move, a castling with its rook, an en-passant capture, an undo or a
 * jump through the history. Plain C, planned in board units (see board-geometry.h). */
#pragma once

#include <stdbool.h>

#include "types.h"

typedef struct {
  Piece  piece;                 /* the piece as it stands at the end */
  double from_file, from_rank;  /* where its square's a1-side corner starts, in board units */
  Square to;
} BoardSlide;

typedef struct {
  Piece  piece;
  Square square;
} BoardFade;

typedef struct {
  BoardSlide slides[SQ_NB];
  int        n_slides;
  BoardFade  fades[SQ_NB];      /* pieces that leave the board (captures) */
  int        n_fades;
} BoardAnimation;

/* Plans the change from one placement (Piece per square, NO_PIECE where empty) to another.
 * Each piece that appears slides from the nearest square that lost the same piece; a pawn
 * that became another piece (or back) slides too; what is left over fades. Returns whether
 * there is anything to animate. */
bool   board_animation_plan        (BoardAnimation *animation,
                                    const uint8_t   before[SQ_NB],
                                    const uint8_t   after[SQ_NB]);

/* A single piece returning from wherever it was dropped (board units) to its square. */
void   board_animation_plan_return (BoardAnimation *animation,
                                    Piece           piece,
                                    double          from_file,
                                    double          from_rank,
                                    Square          to);

/* The slide that ends on s, or NULL. */
const BoardSlide *board_animation_slide_to (const BoardAnimation *animation, Square s);

/* Where a slide's corner stands at eased progress t in [0, 1]. */
void   board_slide_position        (const BoardSlide *slide,
                                    double            t,
                                    double           *file,
                                    double           *rank);

/* Ease-out cubic: quick to leave, gentle to arrive. t is clamped to [0, 1]. */
double board_animation_ease        (double t);
