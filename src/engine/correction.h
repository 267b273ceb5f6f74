/* SPDX-License-Identifier: GPL-3.0-or-later */
/* correction.h: how far the search's results have strayed from the static evaluation, learnt by
 * the side to move and by the pawns, White's pieces and Black's pieces. The evaluation misjudges
 * some structures the same way in every position that has them, and the search corrects it
 * there. */
#pragma once

#include "position.h"

enum { CORRECTION_BITS = 14, CORRECTION_SIZE = 1 << CORRECTION_BITS };

typedef enum {
  CORRECT_BY_PAWNS,
  CORRECT_BY_WHITE_PIECES,
  CORRECT_BY_BLACK_PIECES,
  N_CORRECTIONS
} CorrectionKind;

/* Each table learns the whole error, in 1/256 centipawns; the correction is their weighted mean. */
typedef struct {
  int16_t tables[N_CORRECTIONS][COLOR_NB][CORRECTION_SIZE];
} CorrectionHistory;

void correction_clear (CorrectionHistory *history);
/* The raw static evaluation of pos, for the side to move, moved by what was learnt. */
int correction_apply (const CorrectionHistory *history, const Position *pos, int raw_eval);
/* A search of pos to depth scored it score where its raw evaluation said raw_eval. */
void correction_learn (CorrectionHistory *history, const Position *pos, int depth, int raw_eval, int score);
