/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move.h: the packed move and its long algebraic (UCI) text. */
#pragma once

#include <stddef.h>

#include "types.h"

/* A move packs into 16 bits:
 *
 *   15 14 13 12 11 10  9  8  7  6  5  4  3  2  1  0
 *  | kind| promo|       to        |      from       |
 *
 *  kind:  0 normal, 1 promotion, 2 en passant, 3 castling
 *  promo: the promoted piece minus KNIGHT (0 knight .. 3 queen), promotions only
 *
 * A castling move is written as the king's step, e1g1 or e1c1. */
typedef uint16_t Move;

typedef enum {
  MOVE_NORMAL     = 0 << 14,
  MOVE_PROMOTION  = 1 << 14,
  MOVE_EN_PASSANT = 2 << 14,
  MOVE_CASTLING   = 3 << 14
} MoveKind;

#define MOVE_NONE ((Move) 0)
/* from == to never happens in a real move, so this can't clash with one. */
#define MOVE_NULL ((Move) (B1 | (B1 << 6)))

static inline Move move_make (Square from, Square to, MoveKind kind)
{
  return (Move) (from | (to << 6) | kind);
}
static inline Move move_make_promotion (Square from, Square to, PieceType promoted)
{
  return (Move) (from | (to << 6) | ((promoted - KNIGHT) << 12) | MOVE_PROMOTION);
}
static inline Square move_from (Move m) { return (Square) (m & 63); }
static inline Square move_to (Move m) { return (Square) ((m >> 6) & 63); }
static inline MoveKind move_kind (Move m) { return (MoveKind) (m & (3 << 14)); }
static inline PieceType move_promotion (Move m) { return (PieceType) (((m >> 12) & 3) + KNIGHT); }
static inline bool move_is_ok (Move m) { return move_from (m) != move_to (m); }

typedef struct {
  Move moves[MAX_MOVES];
  int  count;
} MoveList;

/* Writes the move as UCI text ("e2e4", "e7e8q", "0000" for none) into buf (at least 6 bytes). */
char *move_to_uci (Move m, char *buf);

/* Writes a square's name ("e4") into buf (at least 3 bytes). */
char *square_to_string (Square s, char *buf);

/* Reads a square name such as "e4"; returns SQ_NONE if the two characters are not one. */
Square square_from_string (const char *text);

/* The lower-case letter of a piece type ('p', 'n', ... 'k'). */
char piece_type_letter (PieceType pt);
