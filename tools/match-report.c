/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match-report.c: how a game ended in words, and the match totals with the Elo difference. */
#define G_LOG_DOMAIN "match"

#include "config.h"

#include "match.h"

#include <math.h>

const char *
result_text (GameResult result)
{
  switch (result)
    {
    case GAME_WHITE_WINS: return "1-0";
    case GAME_BLACK_WINS: return "0-1";
    case GAME_DRAWN:      return "1/2-1/2";
    case GAME_ONGOING:
    default:              return "*";
    }
}

static const char *
reason_text (GameEndReason reason)
{
  switch (reason)
    {
    case END_CHECKMATE:             return "checkmate";
    case END_STALEMATE:             return "stalemate";
    case END_FIVEFOLD_REPETITION:   return "fivefold repetition";
    case END_SEVENTY_FIVE_MOVES:    return "75-move rule";
    case END_INSUFFICIENT_MATERIAL: return "insufficient material";
    case END_THREEFOLD_REPETITION:  return "threefold repetition";
    case END_FIFTY_MOVES:           return "50-move rule";
    case END_RESIGNATION:           return "resignation";
    case END_AGREEMENT:             return "agreement";
    case END_TIME_FORFEIT:          return "time forfeit";
    case END_TIMEOUT_DRAW:          return "time out against no mating material";
    case END_NONE:
    default:                        return "unfinished";
    }
}

/* "checkmate", "White plays the illegal move a1a1", ... */
char *
game_record_describe (const GameRecord *record)
{
  const char *culprit = record->culprit == WHITE ? "White" : "Black";
  const char *loser = record->result == GAME_WHITE_WINS ? "Black" : "White";

  switch (record->finish)
    {
    case FINISH_RESIGN:
      return g_strdup_printf ("adjudicated: %s resigns", loser);
    case FINISH_ILLEGAL:
      return g_strdup_printf ("%s plays the illegal move %s", culprit, record->illegal);
    case FINISH_TIME:
      return g_strdup_printf ("%s loses on time", culprit);
    case FINISH_CRASH:
      return g_strdup_printf ("%s's engine crashed", culprit);
    case FINISH_RULES:
    case FINISH_CLAIM:
    default:
      return g_strdup (reason_text (record->reason));
    }
}

void
match_stats_add (MatchStats *stats, const GameRecord *record)
{
  Color engine1 = record->engine1_white ? WHITE : BLACK;
  int   culprit = record->culprit == engine1 ? 0 : 1;

  stats->games++;
  stats->slowest_us[0] = MAX (stats->slowest_us[0], record->slowest_us[engine1]);
  stats->slowest_us[1] = MAX (stats->slowest_us[1], record->slowest_us[!engine1]);
  if (record->result == GAME_DRAWN)
    stats->draws++;
  else if ((record->result == GAME_WHITE_WINS) == (engine1 == WHITE))
    stats->wins++;
  else
    stats->losses++;

  if (record->finish == FINISH_ILLEGAL)
    stats->illegal[culprit]++;
  else if (record->finish == FINISH_CRASH)
    stats->crashes[culprit]++;
  else if (record->finish == FINISH_TIME)
    stats->time_losses[culprit]++;
}

/* engine1's points per game, 0..1 */
double
match_stats_score (const MatchStats *stats)
{
  return stats->games ? (stats->wins + 0.5 * stats->draws) / stats->games : 0.5;
}

/* The logistic Elo model: a score s means a difference of -400 log10 (1/s - 1). */
static double
elo_from_score (double score)
{
  if (score <= 0.0)
    return -INFINITY;
  if (score >= 1.0)
    return INFINITY;
  return -400.0 * log10 (1.0 / score - 1.0);
}

/* Half the width of the 95% interval, from the variance of the per-game scores. */
static double
elo_error (const MatchStats *stats)
{
  double n = stats->games, s = match_stats_score (stats);
  double variance = (stats->wins * (1.0 - s) * (1.0 - s) + stats->draws * (0.5 - s) * (0.5 - s)
                     + stats->losses * s * s) / n;
  double margin = 1.959964 * sqrt (variance / n);
  double error = (elo_from_score (s + margin) - elo_from_score (s - margin)) / 2.0;

  return isnan (error) ? INFINITY : error;   /* a 0% or 100% score: inf - inf */
}

void
match_stats_print (const MatchStats *stats, const char *const names[2], FILE *out)
{
  fprintf (out, "Games: %d\n", stats->games);
  fprintf (out, "Engine1 %s vs engine2 %s: %d wins, %d draws, %d losses\n", names[0], names[1],
           stats->wins, stats->draws, stats->losses);
  fprintf (out, "Score: %.1f%%\n", 100.0 * match_stats_score (stats));
  if (stats->games > 0)
    fprintf (out, "Elo difference: %+.1f +/- %.1f (95%%)\n",
             elo_from_score (match_stats_score (stats)) + 0.0 /* not -0.0 */, elo_error (stats));
  fprintf (out, "Illegal moves: engine1 %d, engine2 %d\n", stats->illegal[0], stats->illegal[1]);
  fprintf (out, "Crashes: engine1 %d, engine2 %d\n", stats->crashes[0], stats->crashes[1]);
  fprintf (out, "Time losses: engine1 %d, engine2 %d\n", stats->time_losses[0],
           stats->time_losses[1]);
  fprintf (out, "Slowest reply: engine1 %.1f ms, engine2 %.1f ms\n",
           stats->slowest_us[0] / 1000.0, stats->slowest_us[1] / 1000.0);
}
