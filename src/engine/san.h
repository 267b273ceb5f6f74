/* SPDX-License-Identifier: GPL-3.0-or-later */
/* san.h: Standard Algebraic Notation, written strictly and read leniently. */
#pragma once

#include <stddef.h>

#include "position.h"

#define SAN_MAX 16   /* longest SAN ("Qa1xb2+" plus room), with the NUL */

typedef enum {
  SAN_OK,
  SAN_ERROR_SYNTAX,      /* not a move in any notation we know */
  SAN_ERROR_ILLEGAL,     /* a move, but no legal move fits it */
  SAN_ERROR_AMBIGUOUS,   /* more than one legal move fits it */
} SanErrorCode;

typedef struct {
  SanErrorCode code;
  int          column;   /* 0-based offset in the text where the problem was found */
} SanError;

/* Writes the legal move `move` of pos as SAN (minimal disambiguation, x, =Q, +, #, O-O). */
char *move_to_san (const Position *pos, Move move, char *buf, size_t size);

/* Reads one SAN move, leniently: also 0-0 / 0-0-0, e8Q, e8=Q, e8(Q), "exd6 e.p.", a pawn
 * capture without the 'x', a missing or wrong check sign, and trailing !, ?, !!, ?? , !?, ?!.
 * On failure returns MOVE_NONE and fills error if not NULL. `length` bytes of text are read
 * (pass -1 for a NUL-terminated string). */
Move move_from_san (const Position *pos, const char *text, int length, SanError *error);

/* The error in plain English, for the UCI front end and logs. */
const char *san_error_describe (SanErrorCode code);
