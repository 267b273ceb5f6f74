/* SPDX-License-Identifier: GPL-3.0-or-later */
/* draw-offer.c: the computer's side of a draw by agreement. */
#include "draw-offer.h"

#include "strength.h"

enum {
  /* A short search: enough to see material won or lost, an answer as quick as a person's. */
  OFFER_DEPTH = 6,
  OFFER_NODES = 20000,
};

int
draw_offer_score (SearchContext *ctx, const Position *pos, const Key *history, int n_history,
                  Color computer, int elo)
{
  SearchLimits limits;
  SearchInfo   info = { 0 };

  search_limits_init (&limits);
  limits.depth = OFFER_DEPTH;
  limits.nodes = OFFER_NODES;
  /* The level's own search, so its own horizon: the weak ones judge as shallowly as they play. */
  limits.elo = elo > 0 && elo < STRENGTH_MAX_ELO ? elo : 0;
  search_run (ctx, pos, history, n_history, &limits, NULL, NULL, &info);
  return pos->side_to_move == computer ? info.score : -info.score;
}

bool
draw_offer_accepted (SearchContext *ctx, const Position *pos, const Key *history, int n_history,
                     int plies, Color computer, int elo)
{
  if (plies < 2 * DRAW_OFFER_MIN_MOVES)
    return false;
  return draw_offer_score (ctx, pos, history, n_history, computer, elo) <= DRAW_OFFER_NOT_BETTER;
}
