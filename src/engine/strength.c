/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strength.c: the weakened player. It searches to a depth and node budget that grow with the
 * level, scores every root move exactly at that depth, then picks at random among the moves
 * within a level-dependent margin of the best, favouring the better ones. */
#include "strength.h"

#include <math.h>

#include "endgame.h"
#include "movegen.h"

typedef struct {
  int      elo;
  int      depth;
  uint64_t nodes;
  int      margin;
} StrengthStep;

/* Interpolated linearly between steps. Calibrated by bench/strength against Stockfish 15.1's
 * UCI_Elo ladder at 50 ms a move: each step's Elo is the Stockfish level it scores about even
 * against. Below 1350, Stockfish's lowest level, the 1230 step is placed by its score against
 * Stockfish's 1350 (33 %, -120 Elo; 27.5 %, -168 +- 130 after the search work), and 600
 * extrapolates downward. From 1900 up the margin is zero and the plan only bounds an ordinary
 * search; from 2200 up (STRENGTH_NETWORK_ELO) it evaluates with the network. The 2200 step
 * stops at 100k nodes, about half of what 50 ms a move searches: unbounded, it scored 69 %
 * against Stockfish's 2200 with the twelfth network. From about 2300 up the bound lies beyond
 * 50 ms, so those levels play at our full strength there, just under 50 % against Stockfish's 2400.
 * The search gets stronger per node with every improvement, so the steps need placing again
 * after one (bench/README.md): with quiet checks ordered earlier the 1350 step at depth 5
 * scored 68 % against Stockfish's 1350, at depth 4 43 %.
 * Every level below full strength is held by its node budget, never by the clock, so that it
 * plays alike at 50 ms and at the app's 3 s a move. With the budgets above (300k nodes at
 * 1900, 100k at 2200, 200k at 2400) and 3 s a move, Strong scored 90 % against Stockfish's
 * 2000 and Expert 77.5 % against its 2400 (20 games each): 50 ms had cut them short. The
 * 1900-2400 budgets are now what 50 ms searched on the calibration machine (9k-32k nodes,
 * depth 8-9): with them and 3 s a move, Strong and Expert each scored 55 % (20 games) against
 * Stockfish's same level (bench/strength --ladder -T 3000, bench/README.md). */
static const StrengthStep steps[] = {
  { 600, 1, 300, 300 },
  { 1230, 3, 5000, 80 },
  { 1350, 4, 15000, 50 },
  { 1600, 5, 50000, 26 },
  { 1900, 8, 20000, 0 },
  { 2200, 16, 25000, 0 },
  { 2400, 24, 30000, 0 },
  { 2850, 64, 50000000, 0 },
};

void
strength_plan (int elo, StrengthPlan *plan)
{
  size_t n = sizeof steps / sizeof steps[0];
  size_t i = 0;

  if (elo <= steps[0].elo)
    elo = steps[0].elo;
  if (elo >= steps[n - 1].elo)
    elo = steps[n - 1].elo;
  while (i + 2 < n && elo > steps[i + 1].elo)
    i++;

  const StrengthStep *a = &steps[i], *b = &steps[i + 1];
  double              t = (double) (elo - a->elo) / (b->elo - a->elo);
  plan->depth = (int) lround (a->depth + t * (b->depth - a->depth));
  plan->nodes = (uint64_t) exp (log ((double) a->nodes) + t * (log ((double) b->nodes) - log ((double) a->nodes)));
  plan->margin = (int) lround (a->margin + t * (b->margin - a->margin));
}

static uint64_t
next_random (SearchContext *ctx)
{
  ctx->rng ^= ctx->rng << 13;
  ctx->rng ^= ctx->rng >> 7;
  ctx->rng ^= ctx->rng << 17;
  return ctx->rng;
}

/* Every root move's exact score one iteration short of the plan's depth, so that near-best
 * moves can be told apart from blunders. */
static int
score_root_moves (SearchContext *ctx, int depth, MoveList *moves, int *scores)
{
  int best = -SCORE_INFINITE;

  generate_moves (&ctx->pos, GEN_LEGAL, moves);
  for (int i = 0; i < moves->count; i++)
    {
      Undo undo;
      if (!search_root_move_allowed (ctx, moves->moves[i]))
        {
          scores[i] = -SCORE_INFINITE;
          continue;
        }
      search_make_move (ctx, 0, moves->moves[i], &undo);
      scores[i] = -alphabeta (ctx, -SCORE_INFINITE, SCORE_INFINITE, depth - 1, 1, true, false);
      search_unmake_move (ctx, moves->moves[i], &undo);
      if (ctx->aborted)
        return -SCORE_INFINITE;
      if (scores[i] > best)
        best = scores[i];
    }
  return best;
}

/* The prior of a piece going straight back to where it came from: below every other move's,
 * the king's steps included, so that a king with nowhere useful to go walks rather than
 * shuffles. */
#define SHUFFLE_PRIOR 0.002

/* How readily a person plays move when it is not the best one: a weak player overlooks what
 * its search does not see, but does not shuffle a piece out and back, walk its king in the
 * opening or middlegame, or bring a developed piece home. 1 for an ordinary move. */
static double
human_prior (const Position *pos, Move move, Move own_last_move)
{
  Piece     piece = position_piece_on (pos, move_from (move));
  PieceType type = piece_type (piece);
  Color     us = pos->side_to_move;
  bool      capture = position_piece_on (pos, move_to (move)) != NO_PIECE;
  bool      queens = position_pieces (pos, !us, QUEEN) != 0;
  Square    to = move_to (move);
  int       home_rank = us == WHITE ? 0 : 7;

  if (capture || position_in_check (pos))
    return 1;
  if (own_last_move != MOVE_NONE && move_from (move) == move_to (own_last_move)
      && to == move_from (own_last_move))
    return SHUFFLE_PRIOR;
  if (type == KING && move_kind (move) != MOVE_CASTLING && (queens || pos->fullmove_number <= 15))
    return 0.02;
  if ((type == KNIGHT || type == BISHOP) && (int) to / 8 == home_rank && (int) move_from (move) / 8 != home_rank)
    return 0.2;
  if (type == KNIGHT && (to % 8 == 0 || to % 8 == 7) && pos->fullmove_number <= 12)
    return 0.3;
  return 1;
}

/* A random move among those within margin of the best, weighted toward the best and toward
 * the moves a person would consider. When the best move is one a person would hardly play (the
 * king's walk, a shuffle back), the best natural move stands in for it if it is within twice
 * the margin (80 centipawns at least): a weak player would rather lose a pawn than shuffle.
 * Failing a natural one, the best move that is no shuffle stands in the same way (in an ending
 * the king steps elsewhere rather than back). */
static Move
choose (SearchContext *ctx, const MoveList *moves, const int *scores, int best, int margin)
{
  double weights[MAX_MOVES], priors[MAX_MOVES], total = 0;
  int    reference = best, best_natural = -SCORE_INFINITE, best_unshuffled = -SCORE_INFINITE;
  int    window = 2 * margin > 80 ? 2 * margin : 80;

  for (int i = 0; i < moves->count; i++)
    {
      priors[i] = human_prior (&ctx->pos, moves->moves[i], ctx->limits.own_last_move);
      if (priors[i] >= 1 && scores[i] > best_natural)
        best_natural = scores[i];
      if (priors[i] > SHUFFLE_PRIOR && scores[i] > best_unshuffled)
        best_unshuffled = scores[i];
    }
  if (best_natural > -SCORE_INFINITE && best - best_natural <= window)
    reference = best_natural;
  else if (best_unshuffled > -SCORE_INFINITE && best - best_unshuffled <= window)
    reference = best_unshuffled;
  for (int i = 0; i < moves->count; i++)
    {
      int loss = reference - scores[i] > 0 ? reference - scores[i] : 0;
      weights[i] = scores[i] > -SCORE_INFINITE && loss <= margin ? exp (-3.0 * loss / (margin + 1)) * priors[i] : 0;
      total += weights[i];
    }
  double pick = (double) (next_random (ctx) >> 11) / (double) (1ULL << 53) * total;
  for (int i = 0; i < moves->count; i++)
    {
      if (pick < weights[i])
        return moves->moves[i];
      pick -= weights[i];
    }
  return MOVE_NONE;
}

static void
report_depth (SearchContext *ctx, int depth, int score, Move chosen, SearchInfoFunc report, void *user_data,
              SearchInfo *info)
{
  info->multipv = 1;
  info->depth = depth;
  info->seldepth = ctx->seldepth;
  info->score = score;
  info->nodes = ctx->nodes;
  info->time_ms = search_now_ms () - ctx->start_ms;
  info->pv[0] = chosen;
  info->pv_length = chosen != MOVE_NONE;
  if (report)
    report (info, user_data);
}

Move
strength_pick_move (SearchContext *ctx, int max_depth, int64_t soft_ms, SearchInfoFunc report,
                    void *user_data, SearchInfo *info)
{
  StrengthPlan plan;
  MoveList     moves;
  int          scores[MAX_MOVES];
  Move         best_move = MOVE_NONE;

  strength_plan (ctx->limits.elo, &plan);
  int depth = plan.depth < max_depth ? plan.depth : max_depth;
  /* A won pawnless ending is played for the mate at every level: choosing at random among the
   * nearly best moves there never gets the king to the edge, and the 1350 level drew every
   * queen or rook against a bare king that way. */
  int margin = endgame_mop_up (&ctx->pos) > 0 ? 0 : plan.margin;

  (void) soft_ms;
  for (int d = 1; d <= depth && !ctx->aborted; d++)
    {
      /* Every move is looked at once, captures resolved, whatever the node budget: cut short,
       * the first iteration left no choice but the first legal move (a king's step, as often
       * as not, in a sharp position where the captures take more than the budget). The nodes
       * it takes count against the deeper iterations. */
      uint64_t budget = ctx->limits.nodes;
      if (d == 1)
        ctx->limits.nodes = 0;
      int best = score_root_moves (ctx, d, &moves, scores);
      ctx->limits.nodes = budget;
      if (ctx->aborted)
        break;
      best_move = choose (ctx, &moves, scores, best, margin);
      report_depth (ctx, d, best, best_move, report, user_data, info);
    }
  return best_move;
}
