/* SPDX-License-Identifier: GPL-3.0-or-later */
/* types.h: the vocabulary of the rules engine: colours, pieces, squares and bitboards. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

/* Marks a switch case that runs on into the next one on purpose. gcc reads a fall-through
 * comment, clang only this attribute, so -Wimplicit-fallthrough is quiet under both. */
#if defined(__GNUC__) || defined(__clang__)
#define FALLTHROUGH __attribute__ ((fallthrough))
#else
#define FALLTHROUGH ((void) 0)
#endif

typedef uint64_t Bitboard;
typedef uint64_t Key;

typedef enum { WHITE, BLACK, COLOR_NB } Color;

typedef enum {
  PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING,
  PIECE_TYPE_NB,
  NO_PIECE_TYPE = PIECE_TYPE_NB
} PieceType;

/* A piece is its colour in bit 3 and its type in bits 0-2, so both are one mask away. */
typedef enum {
  W_PAWN = 0, W_KNIGHT, W_BISHOP, W_ROOK, W_QUEEN, W_KING,
  NO_PIECE = 6,
  B_PAWN = 8, B_KNIGHT, B_BISHOP, B_ROOK, B_QUEEN, B_KING,
  PIECE_NB = 16
} Piece;

typedef enum {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8,
  SQ_NB,
  SQ_NONE = SQ_NB
} Square;

enum { FILE_NB = 8, RANK_NB = 8 };

typedef enum {
  CASTLE_WHITE_KING  = 1,
  CASTLE_WHITE_QUEEN = 2,
  CASTLE_BLACK_KING  = 4,
  CASTLE_BLACK_QUEEN = 8,
  CASTLE_ALL         = 15,
  CASTLING_RIGHTS_NB = 16
} CastlingRights;

enum { MAX_MOVES = 256, MAX_PLY = 128 };

static inline Color color_flip (Color c) { return (Color) (c ^ 1); }

static inline Piece make_piece (Color c, PieceType pt) { return (Piece) ((c << 3) | pt); }
static inline PieceType piece_type (Piece p) { return (PieceType) (p & 7); }
static inline Color piece_color (Piece p) { return (Color) (p >> 3); }

static inline Square make_square (int file, int rank) { return (Square) (rank * 8 + file); }
static inline int square_file (Square s) { return s & 7; }
static inline int square_rank (Square s) { return s >> 3; }
static inline bool square_is_valid (int s) { return s >= A1 && s <= H8; }

/* The rank as seen from c's side of the board: rank 0 is c's back rank. */
static inline int relative_rank (Color c, int rank) { return c == WHITE ? rank : 7 - rank; }
/* One step forward for c's pawns. */
static inline int pawn_push (Color c) { return c == WHITE ? 8 : -8; }
