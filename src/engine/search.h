/* SPDX-License-Identifier: GPL-3.0-or-later */
/* search.h: the computer player's search. A SearchContext owns everything a search needs
 * (its transposition table, histories, limits and an atomic stop flag), so several can run
 * on different threads and one can be stopped from another thread. */
#pragma once

#include <stddef.h>

#include "evaluate.h"
#include "move.h"
#include "position.h"

enum {
  SCORE_INFINITE = 32000,
  SCORE_MATE = 31000,
  SCORE_MATE_IN_MAX = SCORE_MATE - MAX_PLY,
};

/* The most principal variations one search reports (UCI MultiPV). */
enum { SEARCH_MAX_MULTIPV = 32 };

typedef struct {
  int      depth;             /* plies; 0 = no limit */
  uint64_t nodes;             /* 0 = no limit */
  int64_t  movetime_ms;       /* 0 = not set */
  int64_t  time_ms[COLOR_NB]; /* clock time left; < 0 = not set */
  int64_t  increment_ms[COLOR_NB];
  int      moves_to_go;       /* 0 = not set (sudden death) */
  bool     infinite;          /* search until stopped */
  int64_t  move_overhead_ms;  /* kept in reserve for the GUI and the pipe */
  int      elo;               /* play at about this strength; 0 = full strength */
  const MoveList *root_moves; /* search only these root moves (UCI searchmoves); NULL = all */
  bool     own_book;          /* open from the named lines: the caller asks book_choose() first */
  Move     own_last_move;     /* the side to move's previous move, or MOVE_NONE: weakened play
                               * and the book do not shuffle a piece back where it came from */
  int      multipv;           /* lines to find, best first (UCI MultiPV); 0 or 1 = one; ignored when weakened */
} SearchLimits;

typedef struct {
  int      multipv;           /* which line this is: 1 = the best */
  int      depth, seldepth;
  int      score;             /* centipawns, or mate when |score| >= SCORE_MATE_IN_MAX */
  uint64_t nodes;
  int64_t  time_ms;
  int      hashfull;          /* per mille */
  int      pv_length;
  Move     pv[MAX_PLY];
} SearchInfo;

typedef void (*SearchInfoFunc) (const SearchInfo *info, void *user_data);

typedef struct SearchContext SearchContext;

void search_limits_init (SearchLimits *limits);

/* NULL if the table could not be allocated. */
SearchContext *search_context_new (size_t hash_megabytes);
void search_context_free (SearchContext *ctx);
bool search_context_set_hash_size (SearchContext *ctx, size_t hash_megabytes);
/* Forgets everything learnt: for a new game. */
void search_context_clear (SearchContext *ctx);
void search_context_set_params (SearchContext *ctx, const EvalParams *params);
/* Fixes the random choices of weakened play, for reproducible tests. */
void search_context_set_seed (SearchContext *ctx, uint64_t seed);

/* Asks a running search to finish as soon as it can. Safe from any thread. The request stays
 * until search_context_resume(): a stop sent before the search starts is not lost, and the
 * search it was meant for answers at once (still with a legal move). */
void search_context_stop (SearchContext *ctx);
/* Clears the stop flag, for the next search. Call it before handing the context to the thread
 * that searches, on the thread that may stop it, so that no stop can fall between the two. */
void search_context_resume (SearchContext *ctx);

/* Searches root within limits and returns the move to play: always a legal move when there is
 * one (one of limits->root_moves when given), MOVE_NONE only when there is none. `history` holds the keys of the game's earlier
 * positions, oldest first, for repetitions. `info` (may be NULL) hears about every finished
 * iteration, on the searching thread: with limits->multipv > 1, once per line at the end of
 * each iteration, best line first (info->multipv 1, 2, …); final_info is the best line. A stop flag already set ends it at once: the caller
 * clears the flag with search_context_resume() before the search, never the search itself. */
Move search_run (SearchContext *ctx, const Position *root, const Key *history, int n_history,
                 const SearchLimits *limits, SearchInfoFunc info, void *user_data, SearchInfo *final_info);

/* The node count of searching a fixed set of positions to a fixed depth, for catching
 * unintended changes to the search (UCI "bench"). A stop cuts it short. */
uint64_t search_bench (SearchContext *ctx, int depth, int64_t *elapsed_ms);
