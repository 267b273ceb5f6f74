/* SPDX-License-Identifier: GPL-3.0-or-later */
/* position.c: placing pieces, Zobrist keys and make/unmake. */
#include "position.h"

#include <string.h>
#include <threads.h>

ZobristKeys zobrist;

static once_flag zobrist_once = ONCE_FLAG_INIT;

/* The castling rights a move loses when it leaves or lands on each square. */
static const uint8_t castling_lost_on[SQ_NB] = {
  [A1] = CASTLE_WHITE_QUEEN, [E1] = CASTLE_WHITE_KING | CASTLE_WHITE_QUEEN, [H1] = CASTLE_WHITE_KING,
  [A8] = CASTLE_BLACK_QUEEN, [E8] = CASTLE_BLACK_KING | CASTLE_BLACK_QUEEN, [H8] = CASTLE_BLACK_KING,
};

static void
init_zobrist (void)
{
  /* splitmix64: fixed seed, so keys (and the bench signature) are the same on every run. */
  uint64_t state = 0x46494E4348455454ULL;
  Key     *keys[] = { &zobrist.piece_square[0][0], zobrist.castling, zobrist.ep_file, &zobrist.side };
  size_t   counts[] = { PIECE_NB * SQ_NB, CASTLING_RIGHTS_NB, FILE_NB, 1 };

  for (size_t k = 0; k < 4; k++)
    for (size_t i = 0; i < counts[k]; i++)
      {
        uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        keys[k][i] = z ^ (z >> 31);
      }
  /* An absent piece changes nothing. */
  for (Square s = A1; s < SQ_NB; s++)
    zobrist.piece_square[NO_PIECE][s] = 0;
}

void
engine_init (void)
{
  bitboard_init ();
  call_once (&zobrist_once, init_zobrist);
}

static inline void
put_piece (Position *pos, Piece piece, Square s)
{
  Bitboard b = square_bb (s);
  pos->board[s] = (uint8_t) piece;
  pos->by_type[piece_type (piece)] |= b;
  pos->by_color[piece_color (piece)] |= b;
}

static inline void
remove_piece (Position *pos, Square s)
{
  Piece    piece = (Piece) pos->board[s];
  Bitboard b = square_bb (s);
  pos->by_type[piece_type (piece)] ^= b;
  pos->by_color[piece_color (piece)] ^= b;
  pos->board[s] = NO_PIECE;
}

static inline void
move_piece (Position *pos, Square from, Square to)
{
  Piece    piece = (Piece) pos->board[from];
  Bitboard b = square_bb (from) | square_bb (to);
  pos->by_type[piece_type (piece)] ^= b;
  pos->by_color[piece_color (piece)] ^= b;
  pos->board[from] = NO_PIECE;
  pos->board[to] = (uint8_t) piece;
}

void
position_clear (Position *pos)
{
  memset (pos, 0, sizeof *pos);
  memset (pos->board, NO_PIECE, sizeof pos->board);
  pos->ep_square = SQ_NONE;
  pos->fullmove_number = 1;
}

void
position_put_piece (Position *pos, Piece piece, Square s)
{
  if (pos->board[s] != NO_PIECE)
    remove_piece (pos, s);
  put_piece (pos, piece, s);
}

void
position_set_start (Position *pos)
{
  static const PieceType back_rank[FILE_NB] = { ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK };

  position_clear (pos);
  for (int file = 0; file < FILE_NB; file++)
    {
      put_piece (pos, make_piece (WHITE, back_rank[file]), make_square (file, 0));
      put_piece (pos, make_piece (WHITE, PAWN), make_square (file, 1));
      put_piece (pos, make_piece (BLACK, PAWN), make_square (file, 6));
      put_piece (pos, make_piece (BLACK, back_rank[file]), make_square (file, 7));
    }
  pos->castling = CASTLE_ALL;
  position_refresh (pos);
}

Key
position_compute_key (const Position *pos)
{
  Key key = zobrist.castling[pos->castling];

  for (Square s = A1; s < SQ_NB; s++)
    key ^= zobrist.piece_square[pos->board[s]][s];
  if (pos->ep_square != SQ_NONE)
    key ^= zobrist.ep_file[square_file ((Square) pos->ep_square)];
  if (pos->side_to_move == BLACK)
    key ^= zobrist.side;
  return key;
}

static Bitboard
compute_checkers (const Position *pos)
{
  Color us = pos->side_to_move;
  return position_attackers_to (pos, position_king_square (pos, us), position_occupied (pos))
         & pos->by_color[color_flip (us)];
}

bool
position_en_passant_is_legal (const Position *pos, Square from, Square ep_to)
{
  Color    us = pos->side_to_move, them = color_flip (us);
  Square   captured = (Square) (ep_to - pawn_push (us));
  Square   king = position_king_square (pos, us);
  Bitboard occupied = position_occupied (pos) ^ square_bb (from) ^ square_bb (ep_to) ^ square_bb (captured);
  Bitboard diagonal = pos->by_type[BISHOP] | pos->by_type[QUEEN];
  Bitboard straight = pos->by_type[ROOK] | pos->by_type[QUEEN];

  /* A knight or another pawn giving check is not answered by this capture. */
  if (pos->checkers & ~square_bb (captured) & (pos->by_type[KNIGHT] | pos->by_type[PAWN]))
    return false;
  return !(bishop_attacks (king, occupied) & diagonal & pos->by_color[them])
         && !(rook_attacks (king, occupied) & straight & pos->by_color[them]);
}

/* Keeps an en-passant square only if some pawn of the side to move can legally take there,
 * so that positions differing only in an unusable en-passant square compare equal. */
static Square
usable_en_passant_square (const Position *pos, Square ep)
{
  Color    us = pos->side_to_move;
  Bitboard takers = pawn_attacks (color_flip (us), ep) & position_pieces (pos, us, PAWN);

  while (takers)
    if (position_en_passant_is_legal (pos, pop_lsb (&takers), ep))
      return ep;
  return SQ_NONE;
}

void
position_refresh (Position *pos)
{
  pos->checkers = compute_checkers (pos);
  if (pos->ep_square != SQ_NONE)
    pos->ep_square = (uint8_t) usable_en_passant_square (pos, (Square) pos->ep_square);
  pos->key = position_compute_key (pos);
}

void
position_make_move (Position *pos, Move move, Undo *undo)
{
  Color    us = pos->side_to_move, them = color_flip (us);
  Square   from = move_from (move), to = move_to (move);
  MoveKind kind = move_kind (move);
  Piece    piece = (Piece) pos->board[from];
  Key      key = pos->key ^ zobrist.side;

  undo->key = pos->key;
  undo->checkers = pos->checkers;
  undo->castling = pos->castling;
  undo->ep_square = pos->ep_square;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->captured = kind == MOVE_EN_PASSANT ? make_piece (them, PAWN) : pos->board[to];

  if (pos->ep_square != SQ_NONE)
    {
      key ^= zobrist.ep_file[square_file ((Square) pos->ep_square)];
      pos->ep_square = SQ_NONE;
    }
  pos->halfmove_clock++;

  if (undo->captured != NO_PIECE)
    {
      Square captured_on = kind == MOVE_EN_PASSANT ? (Square) (to - pawn_push (us)) : to;
      key ^= zobrist.piece_square[undo->captured][captured_on];
      remove_piece (pos, captured_on);
      pos->halfmove_clock = 0;
    }

  key ^= zobrist.piece_square[piece][from] ^ zobrist.piece_square[piece][to];
  move_piece (pos, from, to);

  if (kind == MOVE_CASTLING)
    {
      Square rook_from, rook_to;
      Piece  rook = make_piece (us, ROOK);
      position_castling_rook_squares (to, &rook_from, &rook_to);
      key ^= zobrist.piece_square[rook][rook_from] ^ zobrist.piece_square[rook][rook_to];
      move_piece (pos, rook_from, rook_to);
    }

  if (pos->castling && (castling_lost_on[from] | castling_lost_on[to]))
    {
      key ^= zobrist.castling[pos->castling];
      pos->castling &= (uint8_t) ~(castling_lost_on[from] | castling_lost_on[to]);
      key ^= zobrist.castling[pos->castling];
    }

  if (piece_type (piece) == PAWN)
    {
      pos->halfmove_clock = 0;
      if (kind == MOVE_PROMOTION)
        {
          Piece promoted = make_piece (us, move_promotion (move));
          remove_piece (pos, to);
          put_piece (pos, promoted, to);
          key ^= zobrist.piece_square[piece][to] ^ zobrist.piece_square[promoted][to];
        }
    }

  pos->side_to_move = them;
  if (us == BLACK)
    pos->fullmove_number++;
  pos->checkers = compute_checkers (pos);

  if (piece_type (piece) == PAWN && (to ^ from) == 16
      && (pawn_attacks (us, (Square) (from + pawn_push (us))) & position_pieces (pos, them, PAWN)))
    {
      Square ep = usable_en_passant_square (pos, (Square) (from + pawn_push (us)));
      if (ep != SQ_NONE)
        {
          pos->ep_square = (uint8_t) ep;
          key ^= zobrist.ep_file[square_file (ep)];
        }
    }
  pos->key = key;
}

void
position_unmake_move (Position *pos, Move move, const Undo *undo)
{
  Color    them = pos->side_to_move, us = color_flip (them);
  Square   from = move_from (move), to = move_to (move);
  MoveKind kind = move_kind (move);

  if (kind == MOVE_PROMOTION)
    {
      remove_piece (pos, to);
      put_piece (pos, make_piece (us, PAWN), to);
    }
  move_piece (pos, to, from);

  if (kind == MOVE_CASTLING)
    {
      Square rook_from, rook_to;
      position_castling_rook_squares (to, &rook_from, &rook_to);
      move_piece (pos, rook_to, rook_from);
    }
  if (undo->captured != NO_PIECE)
    put_piece (pos, (Piece) undo->captured,
               kind == MOVE_EN_PASSANT ? (Square) (to - pawn_push (us)) : to);

  pos->side_to_move = us;
  if (us == BLACK)
    pos->fullmove_number--;
  pos->key = undo->key;
  pos->checkers = undo->checkers;
  pos->castling = undo->castling;
  pos->ep_square = undo->ep_square;
  pos->halfmove_clock = undo->halfmove_clock;
}

void
position_make_null_move (Position *pos, Undo *undo)
{
  undo->key = pos->key;
  undo->checkers = pos->checkers;
  undo->castling = pos->castling;
  undo->ep_square = pos->ep_square;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->captured = NO_PIECE;

  pos->key ^= zobrist.side;
  if (pos->ep_square != SQ_NONE)
    pos->key ^= zobrist.ep_file[square_file ((Square) pos->ep_square)];
  pos->ep_square = SQ_NONE;
  pos->halfmove_clock++;
  pos->side_to_move = color_flip (pos->side_to_move);
  pos->checkers = 0;
}

void
position_unmake_null_move (Position *pos, const Undo *undo)
{
  pos->side_to_move = color_flip (pos->side_to_move);
  pos->key = undo->key;
  pos->checkers = undo->checkers;
  pos->castling = undo->castling;
  pos->ep_square = undo->ep_square;
  pos->halfmove_clock = undo->halfmove_clock;
}

bool
position_equal (const Position *a, const Position *b)
{
  return memcmp (a->board, b->board, sizeof a->board) == 0
         && memcmp (a->by_type, b->by_type, sizeof a->by_type) == 0
         && memcmp (a->by_color, b->by_color, sizeof a->by_color) == 0
         && a->key == b->key && a->checkers == b->checkers
         && a->side_to_move == b->side_to_move && a->castling == b->castling
         && a->ep_square == b->ep_square && a->halfmove_clock == b->halfmove_clock
         && a->fullmove_number == b->fullmove_number;
}
