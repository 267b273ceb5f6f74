/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bitboard.h: square sets, the precomputed attack tables and the sliding-piece lookups. */
#pragma once

#include "types.h"

#define FILE_A_BB 0x0101010101010101ULL
#define FILE_H_BB (FILE_A_BB << 7)
#define RANK_1_BB 0xFFULL
#define RANK_8_BB (RANK_1_BB << 56)
#define DARK_SQUARES_BB 0xAA55AA55AA55AA55ULL

/* A magic lookup: index = ((occupied & mask) * magic) >> shift into attacks. */
typedef struct {
  Bitboard  mask;
  Bitboard  magic;
  Bitboard *attacks;
  unsigned  shift;
} Magic;

/* Built once by bitboard_init() and read-only afterwards. */
typedef struct {
  Bitboard pawn_attacks[COLOR_NB][SQ_NB];
  Bitboard knight_attacks[SQ_NB];
  Bitboard king_attacks[SQ_NB];
  Bitboard between[SQ_NB][SQ_NB];  /* squares strictly between two aligned squares */
  Bitboard line[SQ_NB][SQ_NB];     /* the whole line through two aligned squares */
  Bitboard bishop_rays[SQ_NB];     /* bishop attacks on an empty board */
  Bitboard rook_rays[SQ_NB];
  Magic    bishop_magics[SQ_NB];
  Magic    rook_magics[SQ_NB];
  Bitboard bishop_table[0x1480];
  Bitboard rook_table[0x19000];
} AttackTables;

extern AttackTables attack_tables;

/* Fills the attack tables. Safe to call any number of times from any thread. */
void bitboard_init (void);

static inline Bitboard square_bb (Square s) { return 1ULL << s; }
/* Without -mpopcnt (the portable default) GCC calls a slow library routine for
 * __builtin_popcountll, so count bits in parallel instead, unless the CPU target has it. */
static inline int
popcount (Bitboard b)
{
#ifdef __POPCNT__
  return __builtin_popcountll (b);
#else
  b = b - ((b >> 1) & 0x5555555555555555ULL);
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return (int) ((b * 0x0101010101010101ULL) >> 56);
#endif
}
static inline Square lsb (Bitboard b) { return (Square) __builtin_ctzll (b); }
static inline Square msb (Bitboard b) { return (Square) (63 ^ __builtin_clzll (b)); }
static inline Square pop_lsb (Bitboard *b) { Square s = lsb (*b); *b &= *b - 1; return s; }
static inline bool more_than_one (Bitboard b) { return (b & (b - 1)) != 0; }

static inline Bitboard shift_north (Bitboard b) { return b << 8; }
static inline Bitboard shift_south (Bitboard b) { return b >> 8; }
static inline Bitboard shift_up (Color c, Bitboard b) { return c == WHITE ? b << 8 : b >> 8; }
static inline Bitboard shift_up_west (Color c, Bitboard b)
{
  return c == WHITE ? (b & ~FILE_A_BB) << 7 : (b & ~FILE_A_BB) >> 9;
}
static inline Bitboard shift_up_east (Color c, Bitboard b)
{
  return c == WHITE ? (b & ~FILE_H_BB) << 9 : (b & ~FILE_H_BB) >> 7;
}
static inline Bitboard rank_bb (int rank) { return RANK_1_BB << (8 * rank); }
static inline Bitboard file_bb (int file) { return FILE_A_BB << file; }

static inline Bitboard pawn_attacks (Color c, Square s) { return attack_tables.pawn_attacks[c][s]; }
static inline Bitboard knight_attacks (Square s) { return attack_tables.knight_attacks[s]; }
static inline Bitboard king_attacks (Square s) { return attack_tables.king_attacks[s]; }
static inline Bitboard between_bb (Square a, Square b) { return attack_tables.between[a][b]; }
static inline Bitboard line_bb (Square a, Square b) { return attack_tables.line[a][b]; }

static inline Bitboard magic_lookup (const Magic *m, Bitboard occupied)
{
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}
static inline Bitboard bishop_attacks (Square s, Bitboard occupied)
{
  return magic_lookup (&attack_tables.bishop_magics[s], occupied);
}
static inline Bitboard rook_attacks (Square s, Bitboard occupied)
{
  return magic_lookup (&attack_tables.rook_magics[s], occupied);
}
static inline Bitboard queen_attacks (Square s, Bitboard occupied)
{
  return bishop_attacks (s, occupied) | rook_attacks (s, occupied);
}
Bitboard piece_attacks (PieceType pt, Color c, Square s, Bitboard occupied);

/* Finds a magic multiplier for a square by trial from a seed (tools/find-magics prints the
 * table that magics.h holds, so the app never searches at start-up). */
Bitboard bitboard_search_magic (bool bishop, Square s, uint64_t seed);
