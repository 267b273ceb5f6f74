/* SPDX-License-Identifier: GPL-3.0-or-later */
/* search-private.h: the search context, shared by search.c (iterative deepening, time,
 * strength) and alphabeta.c (the tree search itself). */
#pragma once

#include <stdatomic.h>

#include "correction.h"
#include "movepick.h"
#include "nnue.h"
#include "search.h"
#include "tt.h"

typedef int16_t ContinuationTable[PIECE_NB][SQ_NB];

typedef struct {
  Piece  piece;    /* NO_PIECE for a null move */
  Square to;
} PlayedMove;

/* The evaluation behind the transposition table's scores and static evaluations. */
typedef enum {
  TABLE_EMPTY,
  TABLE_HANDMADE,
  TABLE_NETWORK,
} TableEvaluation;

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
  int                root_key_index;   /* where the root's key goes: keys before it are the game's */
  int                keys_capacity;

  Move               killers[MAX_PLY + 1][2];
  Move               excluded[MAX_PLY + 1];  /* the move a singular-extension search leaves out */
  int16_t            history[COLOR_NB][SQ_NB][SQ_NB];
  /* How well a quiet move did right after a given move: [earlier piece][its square][piece][square]. */
  ContinuationTable  continuation[PIECE_NB][SQ_NB];
  CaptureHistory     capture_history;
  Move               counter_moves[PIECE_NB][SQ_NB];   /* by the previous move's piece and square */
  CorrectionHistory  correction;        /* of the static evaluation, by pawns and pieces */
  PlayedMove         played[MAX_PLY + 1];   /* the move made at each ply of the current path */
  int                static_eval[MAX_PLY + 1];
  Move               pv[MAX_PLY + 1][MAX_PLY + 1];
  int                pv_length[MAX_PLY + 1];
  uint8_t            reductions[64][64];
  PawnCache          pawn_cache;
  /* The evaluation network, or NULL for the hand-made evaluation (the weakened levels, which
   * are calibrated with it); its hidden units for the position at each ply of the path. */
  const NnueNetwork *network;
  NnueAccumulator    accumulators[MAX_PLY + 2];
  /* Which evaluation filled the table, so that a change of level does not mix the two. */
  TableEvaluation    table_evaluation;
  /* MultiPV: the root moves that head the lines already found in this iteration, which the
   * search of the next line leaves out, and the lines themselves. */
  Move               root_excluded[SEARCH_MAX_MULTIPV];
  int                n_root_excluded;
  SearchInfo         lines[SEARCH_MAX_MULTIPV];
};

int64_t search_now_ms (void);
/* Is m a root move the search may play (limits.root_moves)? */
bool search_root_move_allowed (const SearchContext *ctx, Move m);
/* Does m head a line already found in this iteration (MultiPV)? */
bool search_root_move_taken (const SearchContext *ctx, Move m);
/* Polls the clock and the stop flag now and then; true once the search must end. */
bool search_should_stop (SearchContext *ctx);

/* The tree search from the root position in ctx->pos; ply 0 is the root. */
/* cut_node: a zero-window node expected to fail high (its parent expects all its moves to fail low). */
int alphabeta (SearchContext *ctx, int alpha, int beta, int depth, int ply, bool null_allowed, bool cut_node);
void alphabeta_init_reductions (SearchContext *ctx);
/* Makes and unmakes a move of the search path at ply, keeping the key history and the
 * continuation stack in step. */
void search_make_move (SearchContext *ctx, int ply, Move m, Undo *undo);
void search_unmake_move (SearchContext *ctx, Move m, const Undo *undo);
