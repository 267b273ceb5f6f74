/* SPDX-License-Identifier: GPL-3.0-or-later */
/* search.c: the search context, iterative deepening with aspiration windows, time management
 * and the bench. The tree search itself is in alphabeta.c. */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fen.h"
#include "movegen.h"
#include "search-private.h"
#include "strength.h"

enum { CHECK_INTERVAL = 1024 };

int64_t
search_now_ms (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (int64_t) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void
search_limits_init (SearchLimits *limits)
{
  *limits = (SearchLimits) { .time_ms = { -1, -1 }, .move_overhead_ms = 10 };
}

SearchContext *
search_context_new (size_t hash_megabytes)
{
  SearchContext *ctx = calloc (1, sizeof *ctx);

  engine_init ();
  if (!ctx || !tt_resize (&ctx->tt, hash_megabytes))
    {
      free (ctx);
      return NULL;
    }
  ctx->params = eval_default_params ();
  pawn_cache_clear (&ctx->pawn_cache);
  ctx->rng = 0x2545F4914F6CDD1DULL;
  alphabeta_init_reductions (ctx);
  atomic_init (&ctx->stop, false);
  return ctx;
}

void
search_context_free (SearchContext *ctx)
{
  if (!ctx)
    return;
  tt_free (&ctx->tt);
  free (ctx->keys);
  free (ctx);
}

bool
search_context_set_hash_size (SearchContext *ctx, size_t hash_megabytes)
{
  return tt_resize (&ctx->tt, hash_megabytes);
}

void
search_context_clear (SearchContext *ctx)
{
  tt_clear (&ctx->tt);
  ctx->table_evaluation = TABLE_EMPTY;
  memset (ctx->history, 0, sizeof ctx->history);
  memset (ctx->continuation, 0, sizeof ctx->continuation);
  memset (ctx->capture_history, 0, sizeof ctx->capture_history);
  memset (ctx->counter_moves, 0, sizeof ctx->counter_moves);
  correction_clear (&ctx->correction);
  memset (ctx->killers, 0, sizeof ctx->killers);
}

void search_context_set_params (SearchContext *ctx, const EvalParams *params) { ctx->params = params; }
void search_context_set_seed (SearchContext *ctx, uint64_t seed) { ctx->rng = seed ? seed : 1; }
void search_context_stop (SearchContext *ctx) { atomic_store (&ctx->stop, true); }
void search_context_resume (SearchContext *ctx) { atomic_store (&ctx->stop, false); }

bool
search_should_stop (SearchContext *ctx)
{
  if (ctx->aborted)
    return true;
  if ((ctx->nodes & (CHECK_INTERVAL - 1)) != 0)
    return false;
  if (atomic_load_explicit (&ctx->stop, memory_order_relaxed)
      || (ctx->limits.nodes && ctx->nodes >= ctx->limits.nodes)
      || (ctx->hard_limit_ms && search_now_ms () - ctx->start_ms >= ctx->hard_limit_ms))
    ctx->aborted = true;
  return ctx->aborted;
}

static int64_t
clamp_ms (int64_t ms)
{
  /* Nobody's clock holds more than a few days; bounding it keeps the arithmetic in range. */
  const int64_t week = 7LL * 24 * 3600 * 1000;
  return ms < 0 ? 0 : ms > week ? week : ms;
}

/* How long to think: a soft limit checked between iterations and a hard one inside them. */
static void
plan_time (const SearchLimits *limits, Color us, int64_t *soft, int64_t *hard)
{
  int64_t overhead = clamp_ms (limits->move_overhead_ms);

  *soft = *hard = 0;
  if (limits->infinite)
    return;
  if (limits->movetime_ms > 0)
    {
      /* A fixed time a move is the GUI's own budget, so taking the whole overhead off it
       * would leave nothing at 10 ms a move. What is kept back covers the reply's way through
       * the pipe on a busy machine: a twenty-fifth of the move (2 ms of 50), at most half the
       * overhead. Keeping half the overhead at every movetime (5 ms of 50) gave a tenth of the
       * time away to an opponent that thinks the whole movetime. */
      int64_t movetime = clamp_ms (limits->movetime_ms);
      int64_t reserve = overhead / 2 < movetime / 25 ? overhead / 2 : movetime / 25;
      *soft = *hard = movetime - reserve > 1 ? movetime - reserve : 1;
      return;
    }
  if (limits->time_ms[us] < 0)
    return;

  /* Five overheads are kept back, not one: each move spends a share of what is left above
   * the reserve, so the clock only falls towards it, and the reserve pays for the quick moves
   * of a game that goes on and on. Keeping one, a 188-move game at 1 s + 0 lost on time;
   * keeping one for every move to come (96d6bdb) played too fast to hold its own. */
  int64_t left = clamp_ms (limits->time_ms[us]) - 5 * overhead;
  int64_t moves = limits->moves_to_go > 0 && limits->moves_to_go < 50 ? limits->moves_to_go + 1 : 30;

  if (left < 1)
    left = 1;
  int64_t share = left / moves + clamp_ms (limits->increment_ms[us]) * 3 / 4;
  int64_t cap = left * 3 / 4;
  *soft = share * 6 / 10 > 1 ? share * 6 / 10 : 1;
  *hard = share * 3 < cap ? share * 3 : cap;
  if (*hard < 1)
    *hard = 1;
  if (*soft > *hard)
    *soft = *hard;
}

static void
copy_keys (SearchContext *ctx, const Key *history, int n_history)
{
  int needed = n_history + MAX_PLY + 2;

  if (needed > ctx->keys_capacity)
    {
      Key *keys = realloc (ctx->keys, sizeof *keys * (size_t) needed);
      if (!keys)
        abort ();
      ctx->keys = keys;
      ctx->keys_capacity = needed;
    }
  if (n_history)
    memcpy (ctx->keys, history, sizeof *history * (size_t) n_history);
  ctx->n_keys = n_history;
  ctx->root_key_index = n_history;
}

static void
fill_info (SearchContext *ctx, int depth, int score, SearchInfo *info)
{
  info->multipv = 1;
  info->depth = depth;
  info->seldepth = ctx->seldepth;
  info->score = score;
  info->nodes = ctx->nodes;
  info->time_ms = search_now_ms () - ctx->start_ms;
  info->hashfull = tt_hashfull (&ctx->tt);
  info->pv_length = ctx->pv_length[0];
  memcpy (info->pv, ctx->pv[0], sizeof (Move) * (size_t) info->pv_length);
}

/* One iteration, starting from a narrow window around the last score and widening on failure. */
static int
aspiration_search (SearchContext *ctx, int depth, int previous)
{
  int delta = 20;
  int alpha = depth >= 5 ? previous - delta : -SCORE_INFINITE;
  int beta = depth >= 5 ? previous + delta : SCORE_INFINITE;

  for (;;)
    {
      int score = alphabeta (ctx, alpha, beta, depth, 0, false, false);
      if (ctx->aborted)
        return score;
      if (score <= alpha)
        alpha = alpha - delta > -SCORE_INFINITE ? alpha - delta : -SCORE_INFINITE;
      else if (score >= beta)
        beta = beta + delta < SCORE_INFINITE ? beta + delta : SCORE_INFINITE;
      else
        return score;
      delta += delta;
    }
}

bool
search_root_move_allowed (const SearchContext *ctx, Move m)
{
  const MoveList *allowed = ctx->limits.root_moves;

  if (!allowed || allowed->count == 0)
    return true;
  for (int i = 0; i < allowed->count; i++)
    if (allowed->moves[i] == m)
      return true;
  return false;
}

/* The first allowed legal move, for when a search is stopped before its first iteration ends. */
static Move
any_legal_move (const SearchContext *ctx, const Position *pos)
{
  MoveList list;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    if (search_root_move_allowed (ctx, list.moves[i]))
      return list.moves[i];
  return MOVE_NONE;
}

bool
search_root_move_taken (const SearchContext *ctx, Move m)
{
  for (int i = 0; i < ctx->n_root_excluded; i++)
    if (ctx->root_excluded[i] == m)
      return true;
  return false;
}

/* How many lines to look for: no more than there are root moves to head them. */
static int
count_lines (const SearchContext *ctx, const Position *root)
{
  MoveList list;
  int      allowed = 0, wanted = ctx->limits.multipv;

  if (wanted <= 1)
    return 1;
  generate_moves (root, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    allowed += search_root_move_allowed (ctx, list.moves[i]);
  if (wanted > SEARCH_MAX_MULTIPV)
    wanted = SEARCH_MAX_MULTIPV;
  return allowed < 1 ? 1 : allowed < wanted ? allowed : wanted;
}

/* One iteration of every line: each searches the root without the moves heading the lines
 * before it, from a window around its own score of the last iteration. False when stopped. */
static bool
search_lines (SearchContext *ctx, int depth, int n_lines, int *scores)
{
  ctx->n_root_excluded = 0;
  for (int k = 0; k < n_lines; k++)
    {
      ctx->seldepth = 0;
      int s = aspiration_search (ctx, depth, scores[k]);
      if (ctx->aborted)
        {
          /* The best line's move stands even when its iteration was cut short. */
          if (k == 0 && ctx->pv_length[0] > 0)
            ctx->lines[0].pv[0] = ctx->pv[0][0];
          ctx->n_root_excluded = 0;
          return false;
        }
      scores[k] = s;
      fill_info (ctx, depth, s, &ctx->lines[k]);
      if (ctx->pv_length[0] > 0)
        ctx->root_excluded[ctx->n_root_excluded++] = ctx->pv[0][0];
    }
  ctx->n_root_excluded = 0;
  return true;
}

/* Best line first: a later line can score above an earlier one when the search of the earlier
 * one was less deep in places. A stable insertion sort keeps equal lines in search order. */
static void
sort_lines (SearchContext *ctx, int n_lines, int *scores)
{
  for (int i = 1; i < n_lines; i++)
    for (int j = i; j > 0 && ctx->lines[j].score > ctx->lines[j - 1].score; j--)
      {
        SearchInfo line = ctx->lines[j];
        int        score = scores[j];
        ctx->lines[j] = ctx->lines[j - 1];
        ctx->lines[j - 1] = line;
        scores[j] = scores[j - 1];
        scores[j - 1] = score;
      }
  for (int i = 0; i < n_lines; i++)
    ctx->lines[i].multipv = i + 1;
}

static Move
iterate (SearchContext *ctx, const Position *root, int max_depth, int64_t soft_ms, SearchInfoFunc report,
         void *user_data, SearchInfo *last)
{
  Move best = MOVE_NONE;
  int  n_lines = count_lines (ctx, root);
  int  scores[SEARCH_MAX_MULTIPV] = { 0 };

  for (int depth = 1; depth <= max_depth; depth++)
    {
      ctx->lines[0].pv[0] = MOVE_NONE;
      if (!search_lines (ctx, depth, n_lines, scores))
        {
          /* A stopped iteration's move is still the best found so far: the last one's move is
           * searched first, and only a better one replaces it. */
          if (ctx->lines[0].pv[0] != MOVE_NONE)
            best = ctx->lines[0].pv[0];
          break;
        }
      sort_lines (ctx, n_lines, scores);
      if (ctx->lines[0].pv_length > 0)
        best = ctx->lines[0].pv[0];
      *last = ctx->lines[0];
      for (int k = 0; report && k < n_lines; k++)
        report (&ctx->lines[k], user_data);
      if (soft_ms && search_now_ms () - ctx->start_ms >= soft_ms)
        break;
      int score = scores[0];
      if (n_lines == 1 && !ctx->limits.infinite && abs (score) >= SCORE_MATE_IN_MAX
          && depth >= SCORE_MATE - abs (score) + 2)
        break;   /* a mate found and confirmed deeper: more search can't change it */
    }
  return best;
}

/* A weakened level. Levels that may choose a worse move score every root move; the strongest
 * ones choose none, and so run the ordinary search within the level's depth and node bounds. */
static Move
play_at_strength (SearchContext *ctx, int max_depth, int64_t soft_ms, SearchInfoFunc report, void *user_data,
                  SearchInfo *info)
{
  StrengthPlan plan;

  strength_plan (ctx->limits.elo, &plan);
  if (!ctx->limits.nodes || ctx->limits.nodes > plan.nodes)
    ctx->limits.nodes = plan.nodes;
  if (plan.margin > 0)
    return strength_pick_move (ctx, max_depth, soft_ms, report, user_data, info);
  ctx->limits.multipv = 1;
  return iterate (ctx, &ctx->pos, plan.depth < max_depth ? plan.depth : max_depth, soft_ms, report, user_data, info);
}

Move
search_run (SearchContext *ctx, const Position *root, const Key *history, int n_history,
            const SearchLimits *limits, SearchInfoFunc report, void *user_data, SearchInfo *final_info)
{
  SearchInfo info = { 0 };
  int64_t    soft_ms;
  Move       best, fallback;

  ctx->start_ms = search_now_ms ();
  ctx->limits = *limits;
  fallback = any_legal_move (ctx, root);
  ctx->pos = *root;
  ctx->nodes = 0;
  ctx->aborted = false;
  copy_keys (ctx, history, n_history);
  plan_time (limits, root->side_to_move, &soft_ms, &ctx->hard_limit_ms);
  tt_new_search (&ctx->tt);

  int  max_depth = limits->depth > 0 && limits->depth < MAX_PLY ? limits->depth : MAX_PLY - 1;
  bool weakened = limits->elo > 0 && limits->elo < STRENGTH_MAX_ELO;
  ctx->network = weakened && limits->elo < STRENGTH_NETWORK_ELO ? NULL : nnue_default_network ();
  /* The two evaluations score on different grounds, and the table keeps static evaluations
   * that the pruning trusts, and corrections learnt for the one: after a change of level, the
   * other one's entries must go. */
  TableEvaluation evaluation = ctx->network ? TABLE_NETWORK : TABLE_HANDMADE;
  if (ctx->table_evaluation != TABLE_EMPTY && ctx->table_evaluation != evaluation)
    {
      tt_clear (&ctx->tt);
      correction_clear (&ctx->correction);
    }
  ctx->table_evaluation = evaluation;
  if (ctx->network)
    nnue_refresh (ctx->network, &ctx->pos, &ctx->accumulators[0]);
  if (weakened)
    best = play_at_strength (ctx, max_depth, soft_ms, report, user_data, &info);
  else
    best = iterate (ctx, root, max_depth, soft_ms, report, user_data, &info);
  if (best == MOVE_NONE || !move_is_legal (root, best) || !search_root_move_allowed (ctx, best))
    best = fallback;
  if (final_info)
    *final_info = info;
  return best;
}

/* Positions from quiet openings, sharp middlegames and endgames. */
static const char *const bench_positions[] = {
  FEN_START,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
  "r1bqkb1r/pp3ppp/2n1pn2/2pp4/3P4/2PBPN2/PP3PPP/RNBQK2R w KQkq - 0 6",
  "2r3k1/pp3ppp/4p3/3pP3/3P4/P4N2/1P3PPP/2R3K1 w - - 0 25",
  "8/8/4k3/3p4/3P4/4K3/8/8 w - - 0 1",
  "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
  "r1b2rk1/2q1bppp/p2ppn2/1p6/3BPP2/2N2B2/PPP1Q1PP/R4R1K w - - 0 15",
  "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
};

uint64_t
search_bench (SearchContext *ctx, int depth, int64_t *elapsed_ms)
{
  uint64_t     total = 0;
  int64_t      start = search_now_ms ();
  SearchLimits limits;

  search_limits_init (&limits);
  limits.depth = depth;
  for (size_t i = 0; i < sizeof bench_positions / sizeof bench_positions[0]; i++)
    {
      Position pos;
      position_from_fen (&pos, bench_positions[i], NULL);
      search_context_clear (ctx);
      search_run (ctx, &pos, NULL, 0, &limits, NULL, NULL, NULL);
      total += ctx->nodes;
    }
  if (elapsed_ms)
    *elapsed_ms = search_now_ms () - start;
  return total;
}
