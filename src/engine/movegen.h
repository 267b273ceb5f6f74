/* SPDX-License-Identifier: GPL-3.0-or-later */
/* movegen.h: legal move generation. */
#pragma once

#include "position.h"

typedef enum {
  GEN_NOISY,   /* captures (en passant too) and every promotion */
  GEN_QUIET,   /* everything else, castling included */
  GEN_LEGAL    /* both */
} GenType;

/* Appends the legal moves of the given kind to list (which it first empties); returns the count.
 * Every move produced is legal: there is no separate legality check to make. */
int generate_moves (const Position *pos, GenType type, MoveList *list);
/* The same, but appends to list; returns the new count. */
int generate_more_moves (const Position *pos, GenType type, MoveList *list);

/* Is move one of the legal moves in pos? */
bool move_is_legal (const Position *pos, Move move);

/* The legal move from -> to (promotion is read only for promotions), or MOVE_NONE. */
Move move_find (const Position *pos, Square from, Square to, PieceType promotion);

/* Bit (1 << pt) is set for each piece a pawn may promote to by moving from -> to. 0 if that is
 * no legal promotion. */
unsigned move_promotion_choices (const Position *pos, Square from, Square to);

/* The legal move written in UCI text ("e2e4", "e7e8q", castling as "e1g1"), or MOVE_NONE.
 * Reads at most 5 characters; anything after them must be the end or a blank. */
Move move_from_uci (const Position *pos, const char *text);
