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

/* Writes the legal move `move` of pos as SAN (minimal disambiguation, x, =Q, +, #, O-O) into
 * buf, cut short to fit size bytes (SAN_MAX always suffices); returns buf. A move that is not
 * legal in pos (MOVE_NONE, MOVE_NULL, anything else) is written "--". */
char *move_to_san (const Position *pos, Move move, char *buf, size_t size);

/* Reads one SAN move, leniently: also 0-0 / 0-0-0 / o-o / OO, e8Q, e8=Q, e8(Q), e8/Q and the
 * piece in lower case (e8=q, e8q), "exd6 e.p." / "exd6ep", a pawn capture without the 'x'
 * ("ed5"), "Pe4", more disambiguation than needed, the from-square in full ("Ng1f3",
 * "Ng1-f3", and without a letter "g1f3", "e7e8q", "e1g1"), a missing or wrong check sign, and
 * trailing !, ?, !!, ??, !?, ?!. Blanks may surround the move. Lower-case 'b' is always the
 * b-file before the square, 'B' the bishop. The 'x' is not checked against the board, but a
 * pawn named by its square alone ("d5") only ever pushes, and "Kg1" is never castling.
 *
 * On failure returns MOVE_NONE and fills error if not NULL: SAN_ERROR_SYNTAX with the column
 * where the text stops making sense, SAN_ERROR_ILLEGAL or SAN_ERROR_AMBIGUOUS (also a
 * promotion without its piece) with the column where the move starts. Exactly `length`
 * bytes of text are read, a NUL among them being an error (pass -1 for a NUL-terminated
 * string); text may be NULL when length is 0. */
Move move_from_san (const Position *pos, const char *text, int length, SanError *error);

/* move_from_san that also writes the move as move_to_san would, with one move generation
 * for both (reading a PGN file does this for every move). */
Move move_from_san_written (const Position *pos, const char *text, int length, SanError *error,
                            char san[SAN_MAX]);

/* The error in plain English, for the UCI front end and logs. */
const char *san_error_describe (SanErrorCode code);
