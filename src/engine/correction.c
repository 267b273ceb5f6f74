/* SPDX-License-Identifier: GPL-3.0-or-later */
/* correction.c: the static evaluation's correction by pawn structure. */
#include <string.h>

#include "correction.h"
#include "search.h"

/* Entries are kept in 1/GRAIN centipawns so that small, repeated lessons still add up. */
enum {
  GRAIN = 256,
  LIMIT = 64 * GRAIN,   /* corrections stay within 64 centipawns */
};

static int
index_of (const Position *pos)
{
  Bitboard pawns = pos->by_type[PAWN];
  uint64_t hash = (pawns & pos->by_color[WHITE]) * 0x9E3779B97F4A7C15ULL
                  ^ (pawns & pos->by_color[BLACK]) * 0xC2B2AE3D27D4EB4FULL;
  return (int) (hash >> (64 - CORRECTION_BITS));
}

void
correction_clear (CorrectionHistory *history)
{
  memset (history, 0, sizeof *history);
}

int
correction_apply (const CorrectionHistory *history, const Position *pos, int raw_eval)
{
  int corrected = raw_eval + history->entries[pos->side_to_move][index_of (pos)] / GRAIN;

  /* A corrected evaluation is still an evaluation, never a mate score. */
  if (corrected >= SCORE_MATE_IN_MAX)
    return SCORE_MATE_IN_MAX - 1;
  if (corrected <= -SCORE_MATE_IN_MAX)
    return -SCORE_MATE_IN_MAX + 1;
  return corrected;
}

void
correction_learn (CorrectionHistory *history, const Position *pos, int depth, int raw_eval, int search_score)
{
  int16_t *entry = &history->entries[pos->side_to_move][index_of (pos)];
  /* Deeper searches are surer, and weigh more in the running average. */
  int weight = depth + 1 < 16 ? depth + 1 : 16;
  int error = (search_score - raw_eval) * GRAIN;
  int value = (*entry * (256 - weight) + error * weight) / 256;

  *entry = (int16_t) (value > LIMIT ? LIMIT : value < -LIMIT ? -LIMIT : value);
}
