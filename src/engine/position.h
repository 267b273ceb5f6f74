/* SPDX-License-Identifier: GPL-3.0-or-later */
/* position.h: the board, the side to move and the state that the rules need, with make/unmake. */
#pragma once

#include <stddef.h>

#include "bitboard.h"
#include "move.h"

typedef struct {
  Bitboard by_type[PIECE_TYPE_NB];
  Bitboard by_color[COLOR_NB];
  uint8_t  board[SQ_NB];        /* Piece on each square, NO_PIECE where empty */
  Key      key;                 /* Zobrist key of everything that makes positions equal */
  Bitboard checkers;            /* pieces giving check to the side to move */
  Color    side_to_move;
  uint8_t  castling;            /* CastlingRights */
  uint8_t  ep_square;           /* set only when an en-passant capture is legal, else SQ_NONE */
  uint16_t halfmove_clock;      /* plies since the last capture or pawn move */
  uint16_t fullmove_number;
} Position;

/* What make_move overwrites, so that unmake_move can put it back. */
typedef struct {
  Key      key;
  Bitboard checkers;
  uint8_t  captured;            /* Piece */
  uint8_t  castling;
  uint8_t  ep_square;
  uint16_t halfmove_clock;
} Undo;

/* Builds every table the engine reads. Idempotent and thread-safe; call before anything else. */
void engine_init (void);

void position_set_start (Position *pos);
void position_clear (Position *pos);
void position_put_piece (Position *pos, Piece piece, Square s);
/* Recomputes what follows from the placement: key, checkers, whether en passant is legal. */
void position_refresh (Position *pos);

void position_make_move (Position *pos, Move move, Undo *undo);
void position_unmake_move (Position *pos, Move move, const Undo *undo);
void position_make_null_move (Position *pos, Undo *undo);
void position_unmake_null_move (Position *pos, const Undo *undo);

/* The key computed from scratch, for checking the incremental one. */
Key position_compute_key (const Position *pos);

/* Is the en-passant capture of from onto ep_to legal for the side to move? */
bool position_en_passant_is_legal (const Position *pos, Square from, Square ep_to);
bool position_equal (const Position *a, const Position *b);

static inline Bitboard position_occupied (const Position *pos)
{
  return pos->by_color[WHITE] | pos->by_color[BLACK];
}
static inline Bitboard position_pieces (const Position *pos, Color c, PieceType pt)
{
  return pos->by_color[c] & pos->by_type[pt];
}
/* A hash of both sides' pawns alone, for the tables kept by pawn structure. */
static inline uint64_t position_pawns_hash (const Position *pos)
{
  return position_pieces (pos, WHITE, PAWN) * 0x9E3779B97F4A7C15ULL
         ^ position_pieces (pos, BLACK, PAWN) * 0xC2B2AE3D27D4EB4FULL;
}
static inline Piece position_piece_on (const Position *pos, Square s)
{
  return (Piece) pos->board[s];
}
static inline Square position_king_square (const Position *pos, Color c)
{
  return lsb (position_pieces (pos, c, KING));
}
static inline bool position_in_check (const Position *pos) { return pos->checkers != 0; }

/* Where the rook of a castling move (written as the king's step to king_to) starts and lands. */
static inline void
position_castling_rook_squares (Square king_to, Square *rook_from, Square *rook_to)
{
  bool king_side = square_file (king_to) == 6;
  *rook_from = (Square) (king_to + (king_side ? 1 : -2));
  *rook_to = (Square) (king_to + (king_side ? -1 : 1));
}

/* Every piece of either colour that attacks s, given the occupancy. */
static inline Bitboard
position_attackers_to (const Position *pos, Square s, Bitboard occupied)
{
  return (pawn_attacks (BLACK, s) & position_pieces (pos, WHITE, PAWN))
         | (pawn_attacks (WHITE, s) & position_pieces (pos, BLACK, PAWN))
         | (knight_attacks (s) & pos->by_type[KNIGHT])
         | (bishop_attacks (s, occupied) & (pos->by_type[BISHOP] | pos->by_type[QUEEN]))
         | (rook_attacks (s, occupied) & (pos->by_type[ROOK] | pos->by_type[QUEEN]))
         | (king_attacks (s) & pos->by_type[KING]);
}

/* Zobrist keys, exposed for incremental updates elsewhere (null move, tests). */
typedef struct {
  Key piece_square[PIECE_NB][SQ_NB];
  Key castling[CASTLING_RIGHTS_NB];
  Key ep_file[FILE_NB];
  Key side;
} ZobristKeys;

extern ZobristKeys zobrist;
