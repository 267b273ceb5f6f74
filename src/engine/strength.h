/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strength.h: playing at a chosen strength (UCI_Elo) by searching shallowly and choosing among
 * the nearly best moves, the way a weaker player overlooks deeper tactics. */
#pragma once

#include "search-private.h"

enum {
  STRENGTH_MIN_ELO = 600,
  STRENGTH_MAX_ELO = 2850,
  /* From here up a level is an ordinary search within depth and node bounds, and the
   * hand-made evaluation's full strength is already below Stockfish's same level: these
   * levels evaluate with the network. The levels below are calibrated with the hand-made one. */
  STRENGTH_NETWORK_ELO = 2200,
};

typedef struct {
  int      depth;        /* the deepest iteration */
  uint64_t nodes;        /* node budget of the search */
  int      margin;       /* centipawns below the best that a move may still be chosen */
} StrengthPlan;

void strength_plan (int elo, StrengthPlan *plan);

/* Searches ctx->pos under the plan for ctx->limits.elo (within ctx->limits.nodes, which the
 * caller bounds by the plan) and returns the move chosen. */
Move strength_pick_move (SearchContext *ctx, int max_depth, int64_t soft_ms, SearchInfoFunc report,
                         void *user_data, SearchInfo *info);
