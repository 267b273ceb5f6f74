/* SPDX-License-Identifier: GPL-3.0-or-later */
/* correction.h: what the searches have taught about the static evaluation's errors, by pawn
 * structure. The network misjudges some pawn structures the same way again and again; the
 * search's results in them show by how much, and the static evaluation is corrected by that. */
#pragma once

#include "position.h"

enum {
  CORRECTION_BITS = 14,
  CORRECTION_SIZE = 1 << CORRECTION_BITS,
};

typedef struct {
  /* By the side to move and a hash of both sides' pawns: the average error in 1/256 pawn units. */
  int16_t entries[COLOR_NB][CORRECTION_SIZE];
} CorrectionHistory;

void correction_clear (CorrectionHistory *history);
/* The static evaluation raw_eval of pos, corrected by what the searches have learnt. */
int correction_apply (const CorrectionHistory *history, const Position *pos, int raw_eval);
/* A search of pos to depth found its score to be search_score where raw_eval was expected. */
void correction_learn (CorrectionHistory *history, const Position *pos, int depth, int raw_eval, int search_score);
