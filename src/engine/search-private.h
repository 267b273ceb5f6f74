/* SPDX-License-Identifier: GPL-3.0-or-later */
/* search-private.h: the search context, shared by search.c (iterative deepening, time,
 * strength) and alphabeta.c (the tree search itself). */
#pragma once

#include <stdatomic.h>

#include "search.h"
#include "tt.h"

struct SearchContext {
  TranspositionTable tt;
  const EvalParams  *params;
  atomic_bool        stop;
  bool               aborted;          /* this iteration was cut short: its result is partial */
  uint64_t           nodes;
  SearchLimits       limits;
  int64_t            start_ms;
  int64_t            hard_limit_ms;    /* elapsed time at which the search must end; 0 = none */
  int                seldepth;
  uint64_t           rng;

  Position           pos;
  Key               *keys;             /* game history, then the current search path */
  int                n_keys;
  int                keys_capacity;

  Move               killers[MAX_PLY + 1][2];
  int16_t            history[COLOR_NB][SQ_NB][SQ_NB];
  int                static_eval[MAX_PLY + 1];
  Move               pv[MAX_PLY + 1][MAX_PLY + 1];
  int                pv_length[MAX_PLY + 1];
  uint8_t            reductions[64][64];
};

int64_t search_now_ms (void);
/* Is m a root move the search may play (limits.root_moves)? */
bool search_root_move_allowed (const SearchContext *ctx, Move m);
/* Polls the clock and the stop flag now and then; true once the search must end. */
bool search_should_stop (SearchContext *ctx);

/* The tree search from the root position in ctx->pos; ply 0 is the root. */
int alphabeta (SearchContext *ctx, int alpha, int beta, int depth, int ply, bool null_allowed);
void alphabeta_init_reductions (SearchContext *ctx);
