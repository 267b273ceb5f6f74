/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review-judge.h: what a score means to a player, and how good a move was. Plain arithmetic
 * on the search's scores (search.h: centipawns, or mate when |score| >= SCORE_MATE_IN_MAX),
 * no GLib, no GTK.
 *
 * Win% is the mover's expected score in per cent (a draw counts half), by the logistic the
 * engine's evaluation was fitted to: tools/nnue-train fits the network's output through
 * 1 / (1 + exp(-k * cp)) with k = REVIEW_WIN_SCALE = 0.0068 per centipawn (`-k 0.0068`,
 * README.md "Training the network"), the scale tools/tune fitted to game results for the
 * hand-made evaluation, which the search's margins were tuned to. Lichess's 0.00368 fits
 * Stockfish's centipawns, not ours: a pawn up is 66 % here, 59 % there. */
#pragma once

#include <stdbool.h>

#define REVIEW_WIN_SCALE 0.0068

typedef enum {
  REVIEW_CLASS_NONE,         /* not judged (yet) */
  REVIEW_CLASS_BEST,         /* the engine's own move */
  REVIEW_CLASS_GOOD,         /* loses less than REVIEW_INACCURACY_LOSS */
  REVIEW_CLASS_INACCURACY,   /* ?! */
  REVIEW_CLASS_MISTAKE,      /* ? */
  REVIEW_CLASS_BLUNDER,      /* ?? */
  REVIEW_CLASS_NB
} ReviewClass;

/* Win% points lost, the thresholds lichess uses. */
#define REVIEW_INACCURACY_LOSS 5.0
#define REVIEW_MISTAKE_LOSS    10.0
#define REVIEW_BLUNDER_LOSS    15.0

/* After losing a forced mate (always at least an inaccuracy), the mover's Win% from which the
 * move is at most a mistake, and from which it is at most an inaccuracy: still winning is not
 * a blunder. */
#define REVIEW_MATE_LOST_MISTAKE_WIN    85.0
#define REVIEW_MATE_LOST_INACCURACY_WIN 97.0

/* The Win% (0 to 100) of a score from the view of the side it is for. A mate for that side is
 * 100, against it 0. */
double review_win_percent (int score);

/* Is the score a forced mate for the side it is for (not against it)? */
bool review_score_is_mate_for (int score);

/* The class of a move from the mover's scores before it (the best line's) and after it (the
 * position after the move, negated to the mover's view). is_best: the move is the engine's
 * own choice, which is never marked. */
ReviewClass review_classify (int score_before, int score_after, bool is_best);

/* How many Win% points the move lost, never negative (a deeper look after the move can find it
 * better than the look before did). */
double review_win_loss (int score_before, int score_after);

/* Lichess's per-move accuracy, 103.1668 * exp(-0.04354 * loss) - 3.1669, within 0 and 100. */
double review_move_accuracy (double win_loss);

/* The NAG of a class: $6 ?!, $2 ?, $4 ??, 0 for the others; and back (0 for none). */
int         review_class_to_nag (ReviewClass klass);
ReviewClass review_class_from_nag (int nag);
