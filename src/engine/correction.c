/* SPDX-License-Identifier: GPL-3.0-or-later */
/* correction.c: the correction of the static evaluation by what searches found for the same
 * pawns and pieces. Each table is a running average of the evaluation's error in the positions
 * that share its entry, weighted by the depth of the searches that measured it. */
#include "correction.h"

#include <string.h>

#include "search.h"

enum {
  GRAIN = 256,                    /* an entry's units per centipawn */
  WEIGHT_SCALE = 256,
  MAX_WEIGHT = 16,                /* a search's share of the average, out of WEIGHT_SCALE, at most */
  MAX_CORRECTION = 32 * GRAIN,    /* an entry moves the evaluation by 32 cp at most */
};

static size_t
index_of (uint64_t hash)
{
  return (size_t) (hash >> (64 - CORRECTION_BITS));
}

/* The pieces of one side other than its pawns, king included, each type on its own squares. */
static uint64_t
pieces_hash (const Position *pos, Color c)
{
  static const uint64_t multipliers[PIECE_TYPE_NB] = {
    [KNIGHT] = 0xD6E8FEB86659FD93ULL, [BISHOP] = 0xA0761D6478BD642FULL, [ROOK] = 0xE7037ED1A0B428DBULL,
    [QUEEN] = 0x8EBC6AF09C88C6E3ULL,  [KING] = 0x589965CC75374CC3ULL,
  };
  uint64_t hash = 0;

  for (PieceType t = KNIGHT; t <= KING; t++)
    hash ^= position_pieces (pos, c, t) * multipliers[t];
  return hash;
}

/* Where the position's entry lies in each table. */
static void
indices_of (const Position *pos, size_t indices[N_CORRECTIONS])
{
  indices[CORRECT_BY_PAWNS] = index_of (position_pawns_hash (pos));
  indices[CORRECT_BY_WHITE_PIECES] = index_of (pieces_hash (pos, WHITE));
  indices[CORRECT_BY_BLACK_PIECES] = index_of (pieces_hash (pos, BLACK));
}

void
correction_clear (CorrectionHistory *history)
{
  memset (history, 0, sizeof *history);
}

int
correction_apply (const CorrectionHistory *history, const Position *pos, int raw_eval)
{
  size_t indices[N_CORRECTIONS];
  int    entries[N_CORRECTIONS];

  indices_of (pos, indices);
  for (int i = 0; i < N_CORRECTIONS; i++)
    entries[i] = history->tables[i][pos->side_to_move][indices[i]];
  /* The pawns count as much as the pieces of both sides together. */
  int correction = (2 * entries[CORRECT_BY_PAWNS] + entries[CORRECT_BY_WHITE_PIECES]
                    + entries[CORRECT_BY_BLACK_PIECES]) / 4;
  int eval = raw_eval + correction / GRAIN;

  if (eval >= SCORE_MATE_IN_MAX)
    return SCORE_MATE_IN_MAX - 1;
  return eval <= -SCORE_MATE_IN_MAX ? -SCORE_MATE_IN_MAX + 1 : eval;
}

void
correction_learn (CorrectionHistory *history, const Position *pos, int depth, int raw_eval, int score)
{
  size_t indices[N_CORRECTIONS];
  int    weight = depth + 1 < MAX_WEIGHT ? depth + 1 : MAX_WEIGHT;
  int    error = (score - raw_eval) * GRAIN;

  indices_of (pos, indices);
  for (int i = 0; i < N_CORRECTIONS; i++)
    {
      int16_t *entry = &history->tables[i][pos->side_to_move][indices[i]];
      int      average = (*entry * (WEIGHT_SCALE - weight) + error * weight) / WEIGHT_SCALE;
      if (average > MAX_CORRECTION)
        average = MAX_CORRECTION;
      else if (average < -MAX_CORRECTION)
        average = -MAX_CORRECTION;
      *entry = (int16_t) average;
    }
}
