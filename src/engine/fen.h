/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fen.h: Forsyth-Edwards Notation in and out, with a reason for every rejection. */
#pragma once

#include "position.h"

#define FEN_START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define FEN_MAX 96

typedef enum {
  FEN_OK,
  FEN_ERROR_FIELD_COUNT,       /* count: how many fields there were */
  FEN_ERROR_RANK_COUNT,        /* count: how many ranks */
  FEN_ERROR_FILE_COUNT,        /* rank: which rank (1-8), count: how many squares it had */
  FEN_ERROR_PIECE_LETTER,      /* letter */
  FEN_ERROR_KING_COUNT,        /* color, count */
  FEN_ERROR_TOO_MANY_PIECES,   /* color, count */
  FEN_ERROR_PAWN_ON_BACK_RANK, /* square */
  FEN_ERROR_SIDE_TO_MOVE,      /* letter: the first byte of the field */
  FEN_ERROR_OPPONENT_IN_CHECK, /* color: the side not to move */
  FEN_ERROR_CASTLING_SYNTAX,   /* letter */
  FEN_ERROR_CASTLING_PIECES,   /* letter: the right ('K', 'Q', 'k', 'q') */
  FEN_ERROR_EN_PASSANT_SYNTAX,
  FEN_ERROR_EN_PASSANT_IMPOSSIBLE, /* square */
  FEN_ERROR_HALFMOVE_CLOCK,
  FEN_ERROR_FULLMOVE_NUMBER,
} FenErrorCode;

typedef struct {
  FenErrorCode code;
  int          column;   /* 0-based byte offset of the field or character at fault */
  int          count;
  int          rank;
  char         letter;
  Color        color;
  Square       square;
} FenError;

/* Reads fen into pos. On failure returns false, leaves pos untouched and, if error is not NULL,
 * fills it. Reads no further than the terminating NUL. An en-passant square that names a
 * possible double step but no legal capture is accepted and dropped (see Position.ep_square). */
bool position_from_fen (Position *pos, const char *fen, FenError *error);

/* Writes pos as FEN into buf (FEN_MAX bytes is always enough); returns buf. */
char *position_to_fen (const Position *pos, char *buf, size_t size);

/* The error in plain English, for the UCI front end and logs; the app words its own. */
char *fen_error_describe (const FenError *error, char *buf, size_t size);
