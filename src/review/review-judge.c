/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review-judge.c: Win%, move classes and accuracy (review-judge.h). */
#include "review-judge.h"

#include <math.h>

#include "pgn.h"
#include "search.h"

bool
review_score_is_mate_for (int score)
{
  return score >= SCORE_MATE_IN_MAX;
}

double
review_win_percent (int score)
{
  if (score >= SCORE_MATE_IN_MAX)
    return 100.0;
  if (score <= -SCORE_MATE_IN_MAX)
    return 0.0;
  return 100.0 / (1.0 + exp (-REVIEW_WIN_SCALE * score));
}

double
review_win_loss (int score_before, int score_after)
{
  double loss = review_win_percent (score_before) - review_win_percent (score_after);
  return loss > 0 ? loss : 0;
}

static ReviewClass
class_of_loss (double loss)
{
  if (loss >= REVIEW_BLUNDER_LOSS)
    return REVIEW_CLASS_BLUNDER;
  if (loss >= REVIEW_MISTAKE_LOSS)
    return REVIEW_CLASS_MISTAKE;
  if (loss >= REVIEW_INACCURACY_LOSS)
    return REVIEW_CLASS_INACCURACY;
  return REVIEW_CLASS_GOOD;
}

ReviewClass
review_classify (int score_before, int score_after, bool is_best)
{
  if (is_best)
    return REVIEW_CLASS_BEST;

  ReviewClass klass = class_of_loss (review_win_loss (score_before, score_after));
  /* A mate given up for a position that still wins is a slower win, not a lost game: the
   * logistic alone would call the step from 100 % to a two-pawn lead a blunder. Still, a
   * forced mate let go is always worth a mark, as lichess gives it. */
  if (review_score_is_mate_for (score_before) && !review_score_is_mate_for (score_after))
    {
      double after = review_win_percent (score_after);
      if (klass < REVIEW_CLASS_INACCURACY)
        klass = REVIEW_CLASS_INACCURACY;
      if (after >= REVIEW_MATE_LOST_INACCURACY_WIN && klass > REVIEW_CLASS_INACCURACY)
        klass = REVIEW_CLASS_INACCURACY;
      else if (after >= REVIEW_MATE_LOST_MISTAKE_WIN && klass > REVIEW_CLASS_MISTAKE)
        klass = REVIEW_CLASS_MISTAKE;
    }
  return klass;
}

double
review_move_accuracy (double win_loss)
{
  double accuracy = 103.1668 * exp (-0.04354 * win_loss) - 3.1669;
  return accuracy < 0 ? 0 : accuracy > 100 ? 100 : accuracy;
}

int
review_class_to_nag (ReviewClass klass)
{
  switch (klass)
    {
    case REVIEW_CLASS_INACCURACY: return PGN_NAG_DUBIOUS;
    case REVIEW_CLASS_MISTAKE:    return PGN_NAG_MISTAKE;
    case REVIEW_CLASS_BLUNDER:    return PGN_NAG_BLUNDER;
    default:                      return 0;
    }
}

ReviewClass
review_class_from_nag (int nag)
{
  switch (nag)
    {
    case PGN_NAG_DUBIOUS: return REVIEW_CLASS_INACCURACY;
    case PGN_NAG_MISTAKE: return REVIEW_CLASS_MISTAKE;
    case PGN_NAG_BLUNDER: return REVIEW_CLASS_BLUNDER;
    default:              return REVIEW_CLASS_NONE;
    }
}
