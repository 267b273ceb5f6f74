/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bitboard.c: builds the attack tables, including the magic numbers for sliding pieces. */
#include "bitboard.h"

#include <stdlib.h>
#include <string.h>

#include "magics.h"
#include <threads.h>

AttackTables attack_tables;

static once_flag init_once = ONCE_FLAG_INIT;

static const int rook_directions[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_directions[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

/* Attacks of a slider found the slow way, ray by ray: the reference for the magic tables. */
static Bitboard
slide (const int directions[4][2], Square from, Bitboard occupied)
{
  Bitboard attacks = 0;

  for (int d = 0; d < 4; d++)
    {
      int file = square_file (from) + directions[d][0];
      int rank = square_rank (from) + directions[d][1];

      while (file >= 0 && file < 8 && rank >= 0 && rank < 8)
        {
          Square s = make_square (file, rank);
          attacks |= square_bb (s);
          if (occupied & square_bb (s))
            break;
          file += directions[d][0];
          rank += directions[d][1];
        }
    }
  return attacks;
}

/* Attacks of a leaper that jumps by each of the given steps. */
static Bitboard
leap (const int steps[][2], int n_steps, Square from)
{
  Bitboard attacks = 0;

  for (int i = 0; i < n_steps; i++)
    {
      int file = square_file (from) + steps[i][0];
      int rank = square_rank (from) + steps[i][1];
      if (file >= 0 && file < 8 && rank >= 0 && rank < 8)
        attacks |= square_bb (make_square (file, rank));
    }
  return attacks;
}

static void
init_leapers (void)
{
  static const int knight_steps[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                          { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int king_steps[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 },
                                        { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
  static const int white_pawn_steps[2][2] = { { -1, 1 }, { 1, 1 } };
  static const int black_pawn_steps[2][2] = { { -1, -1 }, { 1, -1 } };

  for (Square s = A1; s < SQ_NB; s++)
    {
      attack_tables.knight_attacks[s] = leap (knight_steps, 8, s);
      attack_tables.king_attacks[s] = leap (king_steps, 8, s);
      attack_tables.pawn_attacks[WHITE][s] = leap (white_pawn_steps, 2, s);
      attack_tables.pawn_attacks[BLACK][s] = leap (black_pawn_steps, 2, s);
    }
}

/* Fills the square's slice of the table through `magic`, or returns false if two occupancies
 * with different attacks collide. Returns the number of table entries the square uses in
 * *size. */
static bool
try_magic (const int directions[4][2], Square s, Magic *m, Bitboard *table, Bitboard magic, int *size)
{
  Bitboard edges = ((RANK_1_BB | RANK_8_BB) & ~rank_bb (square_rank (s)))
                   | ((FILE_A_BB | FILE_H_BB) & ~file_bb (square_file (s)));
  Bitboard subset = 0;

  m->mask = slide (directions, s, 0) & ~edges;
  m->shift = 64 - (unsigned) popcount (m->mask);
  m->attacks = table;
  m->magic = magic;
  *size = 1 << popcount (m->mask);
  memset (table, 0, sizeof *table * (size_t) *size);

  /* Every subset of the mask (Carry-Rippler), each with its true attacks. An entry of 0 is
   * free: a slider always attacks at least one square. */
  do
    {
      Bitboard attacks = slide (directions, s, subset);
      Bitboard *entry = &table[((subset & m->mask) * magic) >> m->shift];
      if (*entry && *entry != attacks)
        return false;
      *entry = attacks;
      subset = (subset - m->mask) & m->mask;
    }
  while (subset);
  return true;
}

/* A small xorshift generator, owning its state, for the magic search. */
static uint64_t
next_random (uint64_t *state)
{
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * 2685821657736338717ULL;
}

Bitboard
bitboard_search_magic (bool bishop, Square s, uint64_t seed)
{
  static Bitboard table[4096];
  Magic           m;
  int             size;

  for (;;)
    {
      /* Sparse candidates (few bits set) make good magics far more often than uniform ones. */
      Bitboard magic = next_random (&seed) & next_random (&seed) & next_random (&seed);
      if (try_magic (bishop ? bishop_directions : rook_directions, s, &m, table, magic, &size))
        return magic;
    }
}

static void
init_sliders (void)
{
  int bishop_used = 0, rook_used = 0, size;

  for (Square s = A1; s < SQ_NB; s++)
    {
      attack_tables.bishop_rays[s] = slide (bishop_directions, s, 0);
      attack_tables.rook_rays[s] = slide (rook_directions, s, 0);
      if (!try_magic (bishop_directions, s, &attack_tables.bishop_magics[s],
                      attack_tables.bishop_table + bishop_used, bishop_magics[s], &size))
        abort ();
      bishop_used += size;
      if (!try_magic (rook_directions, s, &attack_tables.rook_magics[s],
                      attack_tables.rook_table + rook_used, rook_magics[s], &size))
        abort ();
      rook_used += size;
    }
}

static void
init_lines (void)
{
  for (Square a = A1; a < SQ_NB; a++)
    for (Square b = A1; b < SQ_NB; b++)
      {
        Bitboard ab = square_bb (a) | square_bb (b);
        attack_tables.between[a][b] = 0;
        attack_tables.line[a][b] = 0;
        if (a == b)
          continue;
        if (attack_tables.bishop_rays[a] & square_bb (b))
          {
            attack_tables.line[a][b] = (attack_tables.bishop_rays[a] & attack_tables.bishop_rays[b]) | ab;
            attack_tables.between[a][b] = bishop_attacks (a, ab) & bishop_attacks (b, ab);
          }
        else if (attack_tables.rook_rays[a] & square_bb (b))
          {
            attack_tables.line[a][b] = (attack_tables.rook_rays[a] & attack_tables.rook_rays[b]) | ab;
            attack_tables.between[a][b] = rook_attacks (a, ab) & rook_attacks (b, ab);
          }
      }
}

static void
init_tables (void)
{
  init_leapers ();
  init_sliders ();
  init_lines ();
}

void
bitboard_init (void)
{
  call_once (&init_once, init_tables);
}

Bitboard
piece_attacks (PieceType pt, Color c, Square s, Bitboard occupied)
{
  switch (pt)
    {
    case PAWN:   return pawn_attacks (c, s);
    case KNIGHT: return knight_attacks (s);
    case BISHOP: return bishop_attacks (s, occupied);
    case ROOK:   return rook_attacks (s, occupied);
    case QUEEN:  return queen_attacks (s, occupied);
    case KING:   return king_attacks (s);
    default:     return 0;
    }
}
