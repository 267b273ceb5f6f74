/* SPDX-License-Identifier: GPL-3.0-or-later */
/* alphabeta.c: principal-variation search with the usual selectivity (null move, ProbCut,
 * late-move reductions, futility, history and late-move pruning, SEE pruning, check and
 * singular extensions with multi-cut), quiet moves ordered by killers, counter moves, history
 * and what followed the last two moves and our own move two moves ago (checks a little earlier
 * than that alone would put them), captures by MVV/LVA and their own history, and a quiescence
 * search of captures and promotions with delta pruning.
 * All state lives in the SearchContext. */
#include <math.h>
#include <stdlib.h>

#include "endgame.h"
#include "movepick.h"
#include "rules.h"
#include "search-private.h"
#include "see.h"

void
alphabeta_init_reductions (SearchContext *ctx)
{
  for (int depth = 1; depth < 64; depth++)
    for (int moves = 1; moves < 64; moves++)
      ctx->reductions[depth][moves] = (uint8_t) (0.75 + log (depth) * log (moves) / 2.25);
}

/* Mate scores are stored relative to the node, not the root, so they stay true when found
 * again through another path. */
static int
score_to_tt (int score, int ply)
{
  return score >= SCORE_MATE_IN_MAX ? score + ply : score <= -SCORE_MATE_IN_MAX ? score - ply : score;
}

static int
score_from_tt (int score, int ply)
{
  return score >= SCORE_MATE_IN_MAX ? score - ply : score <= -SCORE_MATE_IN_MAX ? score + ply : score;
}

static bool
has_non_pawn_material (const Position *pos, Color c)
{
  return (pos->by_color[c] & ~(pos->by_type[PAWN] | pos->by_type[KING])) != 0;
}

/* A draw by the fifty-move rule, by insufficient material or by repetition. A position that
 * repeats one of the search path after the root is a draw: whichever side could avoid the
 * cycle would do so the first time round. A position of the game before the search, though,
 * must have been seen twice already: the opponent is free to step off a cycle it has made only
 * once, and counting that single repetition as a draw made a side that was behind spend its
 * moves walking back to earlier positions, which the opponent then left. */
static bool
is_draw (const SearchContext *ctx)
{
  const Position *pos = &ctx->pos;
  int             reach = pos->halfmove_clock < ctx->n_keys ? pos->halfmove_clock : ctx->n_keys;
  int             repetitions = 0;

  if (pos->halfmove_clock >= 100 || rules_insufficient_material (pos))
    return true;
  for (int back = 2; back <= reach; back += 2)
    {
      int earlier = ctx->n_keys - back;
      if (ctx->keys[earlier] == pos->key && (earlier > ctx->root_key_index || ++repetitions == 2))
        return true;
    }
  return false;
}

/* The static evaluation of the position at ply, for the side to move. Either evaluation gets
 * the mop-up bonus of won pawnless endings, which neither knows how to win. */
static int
evaluate_at (SearchContext *ctx, int ply)
{
  if (ctx->network)
    {
      /* The network knows nothing of the fifty-move rule: fading its score as the count
       * grows makes the side ahead look for progress before the draw comes. */
      int score = nnue_evaluate (ctx->network, &ctx->accumulators[ply], &ctx->pos)
                  + endgame_mop_up (&ctx->pos);
      return score * (200 - ctx->pos.halfmove_clock) / 200;
    }
  return evaluate_cached (&ctx->pos, ctx->params, &ctx->pawn_cache) + endgame_mop_up (&ctx->pos);
}

/* The static evaluation that the pruning trusts: the network's, corrected by what searches
 * found in positions with the same pawns and pieces. The table keeps the raw one, so that each
 * probe gets the correction as it stands now. The weakened levels' hand-made evaluation stays
 * as it was calibrated. */
static int
corrected_eval (const SearchContext *ctx, int raw_eval)
{
  return ctx->network ? correction_apply (&ctx->correction, &ctx->pos, raw_eval) : raw_eval;
}

void
search_make_move (SearchContext *ctx, int ply, Move m, Undo *undo)
{
  NnueChanges changes;
  bool        update_network = ctx->network && m != MOVE_NULL;

  ctx->keys[ctx->n_keys++] = ctx->pos.key;
  if (update_network)
    nnue_changes_of_move (&ctx->pos, m, &changes);
  if (m == MOVE_NULL)
    {
      ctx->played[ply] = (PlayedMove) { NO_PIECE, A1 };
      position_make_null_move (&ctx->pos, undo);
    }
  else
    {
      ctx->played[ply] = (PlayedMove) { position_piece_on (&ctx->pos, move_from (m)), move_to (m) };
      position_make_move (&ctx->pos, m, undo);
    }
  /* The table entry comes from memory while the network's units are summed. */
  tt_prefetch (&ctx->tt, ctx->pos.key);
  if (update_network)
    nnue_apply_changes (ctx->network, &changes, &ctx->accumulators[ply], &ctx->pos, &ctx->accumulators[ply + 1]);
  else if (ctx->network)
    ctx->accumulators[ply + 1] = ctx->accumulators[ply];
  ctx->nodes++;
}

void
search_unmake_move (SearchContext *ctx, Move m, const Undo *undo)
{
  ctx->n_keys--;
  if (m == MOVE_NULL)
    position_unmake_null_move (&ctx->pos, undo);
  else
    position_unmake_move (&ctx->pos, m, undo);
}

static void
update_pv (SearchContext *ctx, int ply, Move m)
{
  ctx->pv[ply][ply] = m;
  for (int i = ply + 1; i < ctx->pv_length[ply + 1]; i++)
    ctx->pv[ply][i] = ctx->pv[ply + 1][i];
  ctx->pv_length[ply] = ctx->pv_length[ply + 1] > ply + 1 ? ctx->pv_length[ply + 1] : ply + 1;
}

static void
update_history (int16_t *entry, int bonus)
{
  /* Gravity keeps entries within +-16384 and lets old lessons fade. */
  *entry = (int16_t) (*entry + bonus - *entry * abs (bonus) / 16384);
}

/* How many plies back the moves are whose continuation tables judge a quiet move: the
 * opponent's last move, our own before it, and our own two moves ago, which still says what
 * plan we are on. */
static const int continuation_plies[N_CONTINUATIONS] = { 1, 2, 4 };

static void
update_quiet_history (SearchContext *ctx, int ply, Move m, int bonus)
{
  Piece piece = position_piece_on (&ctx->pos, move_from (m));

  update_history (&ctx->history[ctx->pos.side_to_move][move_from (m)][move_to (m)], bonus);
  for (int i = 0; i < N_CONTINUATIONS; i++)
    {
      int back = continuation_plies[i];
      if (ply - back >= 0 && ctx->played[ply - back].piece != NO_PIECE)
        update_history (&ctx->continuation[ctx->played[ply - back].piece][ctx->played[ply - back].to][piece][move_to (m)],
                        bonus);
    }
}

static void
update_capture_history (SearchContext *ctx, Move m, int bonus)
{
  Piece piece = position_piece_on (&ctx->pos, move_from (m));
  update_history (&ctx->capture_history[piece][move_to (m)][move_captured_type (&ctx->pos, m)], bonus);
}

/* The moves tried at a node before one of them cut off, split by kind. */
typedef struct {
  Move quiets[MAX_MOVES], noisy[MAX_MOVES];
  int  n_quiets, n_noisy;
} TriedMoves;

/* A cut-off teaches the tables: the move that made it is rewarded, every move of its kind tried
 * before it is penalised, and a quiet cut-off also penalises the captures that failed. */
static void
reward_cutoff (SearchContext *ctx, int ply, int depth, Move best, bool noisy, const TriedMoves *tried)
{
  /* Large enough that the tables learn within one search of a few hundred thousand nodes: most
   * cut-offs come at depths 1 to 4, where 8 * depth^2 moved an entry by under 1% of its range. */
  int learnt = 16 * depth * depth + 64 * depth;
  int bonus = learnt < 1600 ? learnt : 1600;

  if (noisy)
    update_capture_history (ctx, best, bonus);
  else
    {
      if (ctx->killers[ply][0] != best)
        {
          ctx->killers[ply][1] = ctx->killers[ply][0];
          ctx->killers[ply][0] = best;
        }
      if (ply > 0 && ctx->played[ply - 1].piece != NO_PIECE)
        ctx->counter_moves[ctx->played[ply - 1].piece][ctx->played[ply - 1].to] = best;
      update_quiet_history (ctx, ply, best, bonus);
      for (int i = 0; i < tried->n_quiets; i++)
        if (tried->quiets[i] != best)
          update_quiet_history (ctx, ply, tried->quiets[i], -bonus);
    }
  for (int i = 0; i < tried->n_noisy; i++)
    if (tried->noisy[i] != best)
      update_capture_history (ctx, tried->noisy[i], -bonus);
}

/* The tables that order the moves at ply: a null move or the root leaves no continuation and
 * no counter move. */
static void
move_ordering_at (const SearchContext *ctx, int ply, MoveOrdering *ordering)
{
  const PlayedMove *previous = ply > 0 ? &ctx->played[ply - 1] : NULL;

  ordering->killers[0] = ctx->killers[ply][0];
  ordering->killers[1] = ctx->killers[ply][1];
  ordering->counter = previous && previous->piece != NO_PIECE ? ctx->counter_moves[previous->piece][previous->to]
                                                             : MOVE_NONE;
  ordering->butterfly = (const int16_t (*)[SQ_NB]) ctx->history[ctx->pos.side_to_move];
  for (int i = 0; i < N_CONTINUATIONS; i++)
    {
      int               back = continuation_plies[i];
      const PlayedMove *before = ply - back >= 0 ? &ctx->played[ply - back] : NULL;
      ordering->continuation[i] = before && before->piece != NO_PIECE
                                    ? (const int16_t (*)[SQ_NB]) ctx->continuation[before->piece][before->to]
                                    : NULL;
    }
  ordering->captures = (const CaptureHistory *) &ctx->capture_history;
}

static int
quiescence (SearchContext *ctx, int alpha, int beta, int ply)
{
  Position *pos = &ctx->pos;
  bool      in_check = pos->checkers != 0;
  int       best, score;

  ctx->pv_length[ply] = ply;
  if (ply > ctx->seldepth)
    ctx->seldepth = ply;
  if (search_should_stop (ctx))
    return 0;
  if (ply >= MAX_PLY)
    return evaluate_at (ctx, ply);

  const TTEntry *entry = tt_probe (&ctx->tt, pos->key);
  bool           was_pv = entry && tt_entry_pv (entry);   /* the entry may be replaced below */
  if (entry && beta - alpha == 1)
    {
      int   tt_score = score_from_tt (entry->score, ply);
      Bound bound = tt_entry_bound (entry);
      if (bound == BOUND_EXACT || (bound == BOUND_LOWER ? tt_score >= beta : tt_score <= alpha))
        return tt_score;
    }

  int raw_eval = in_check ? -SCORE_INFINITE : entry ? entry->eval : evaluate_at (ctx, ply);
  int stand_pat = in_check ? -SCORE_INFINITE : corrected_eval (ctx, raw_eval);
  best = in_check ? -SCORE_MATE + ply : stand_pat;
  if (best >= beta)
    return best;
  if (best > alpha)
    alpha = best;

  MovePicker mp;
  Move       m, best_move = MOVE_NONE;
  int        pick, original_alpha = alpha;
  MoveOrdering ordering = { .captures = (const CaptureHistory *) &ctx->capture_history };
  move_picker_init (&mp, pos, in_check ? GEN_LEGAL : GEN_NOISY, entry ? entry->move : MOVE_NONE, &ordering);
  while ((m = move_picker_next (&mp, &pick)) != MOVE_NONE)
    {
      if (!in_check && (pick < PICK_GOOD_CAPTURE && pick != PICK_TT_MOVE))
        continue;   /* losing captures and underpromotions can't raise a quiet position */
      if (!in_check && pick == PICK_TT_MOVE && !see_ge (pos, m, 0))
        continue;
      /* Delta pruning: even winning the victim for nothing would leave us below alpha. */
      if (!in_check && move_kind (m) != MOVE_PROMOTION
          && stand_pat + see_piece_values[move_captured_type (pos, m)] + 200 <= alpha)
        continue;
      Undo undo;
      search_make_move (ctx, ply, m, &undo);
      score = -quiescence (ctx, -beta, -alpha, ply + 1);
      search_unmake_move (ctx, m, &undo);
      if (ctx->aborted)
        return 0;
      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              alpha = score;
              best_move = m;
              update_pv (ctx, ply, m);
              if (alpha >= beta)
                break;
            }
        }
    }
  Bound bound = best >= beta ? BOUND_LOWER : alpha > original_alpha ? BOUND_EXACT : BOUND_UPPER;
  tt_store (&ctx->tt, pos->key, best_move, score_to_tt (best, ply), in_check ? 0 : raw_eval, 0, bound, was_pv);
  return best;
}

/* The late-move reduction by depth and by how many moves came before, from the table. */
static int
base_reduction (const SearchContext *ctx, int depth, int moves_searched)
{
  return ctx->reductions[depth < 64 ? depth : 63][moves_searched < 64 ? moves_searched : 63];
}

typedef struct {
  int          depth, ply, eval;
  bool         pv_node, cut_node, in_check, improving;
  bool         tt_pv;          /* on a principal variation now or in an earlier search */
  bool         tt_move_noisy;  /* the table's move is a capture or a promotion */
  int          quiets_seen;
  MoveOrdering ordering;
} Node;

/* Pruning before any move: the position is so good that a shallow look is enough. */
static bool
prune_node (SearchContext *ctx, const Node *n, int beta, bool null_allowed, int *score)
{
  Position *pos = &ctx->pos;
  int       depth = n->depth, eval = n->eval;

  if (depth <= 8 && eval - 80 * (depth - n->improving) >= beta && eval < SCORE_MATE_IN_MAX)
    {
      *score = eval;
      return true;
    }
  if (null_allowed && depth >= 3 && eval >= beta && has_non_pawn_material (pos, pos->side_to_move))
    {
      int  r = 3 + depth / 4 + ((eval - beta) / 200 < 3 ? (eval - beta) / 200 : 3);
      Undo undo;
      search_make_move (ctx, n->ply, MOVE_NULL, &undo);
      int null_score = -alphabeta (ctx, -beta, -beta + 1, depth - 1 - r, n->ply + 1, false, !n->cut_node);
      search_unmake_move (ctx, MOVE_NULL, &undo);
      if (ctx->aborted)
        return false;
      if (null_score >= beta)
        {
          *score = null_score >= SCORE_MATE_IN_MAX ? beta : null_score;
          return true;
        }
    }
  return false;
}

/* Late-move pruning: after this many quiet moves at a shallow node, the rest are not tried. */
static bool
late_move_prune (const Node *n)
{
  return n->depth <= 8 && n->quiets_seen >= (3 + n->depth * n->depth) / (2 - n->improving);
}

/* Pruning of one move before it is searched: quiet moves late in the list or hopeless by
 * futility, and exchanges that lose too much. */
static bool
skip_move (SearchContext *ctx, const Node *n, Move m, bool noisy, int history, int moves_searched, int alpha)
{
  if (noisy)
    return n->depth <= 6 && !see_ge (&ctx->pos, m, -100 * n->depth);
  if (n->depth <= 4 && history < -2000 * n->depth)
    return true;   /* a quiet move that keeps failing here */
  if (late_move_prune (n))
    return true;
  /* Futility and SEE margins at the depth the move would be searched to after its reduction. */
  int reduced = n->depth - 1 - base_reduction (ctx, n->depth, moves_searched);
  if (reduced < 0)
    reduced = 0;
  if (reduced <= 7 && !n->in_check && n->eval + 100 + 100 * reduced <= alpha)
    return true;
  return reduced <= 7 && !see_ge (&ctx->pos, m, -25 * reduced * reduced);
}

static int
reduction (const SearchContext *ctx, const Node *n, Move m, int history, int moves_searched, bool gives_check)
{
  int r = base_reduction (ctx, n->depth, moves_searched);

  r -= n->pv_node + n->tt_pv;   /* a line that was best before may be best again */
  r += n->tt_move_noisy;        /* the table's capture is the likely best: quiet moves less so */
  r += 2 * n->cut_node;   /* expected to fail high on some move: this one is unlikely to be it */
  r += !n->improving;
  r -= gives_check;
  r -= m == ctx->killers[n->ply][0] || m == ctx->killers[n->ply][1];
  r -= history / 8000;
  return r < 0 ? 0 : r;
}

static int
search_move (SearchContext *ctx, const Node *n, Move m, bool noisy, int history, int extension, int moves_searched,
             int best, int alpha, int beta)
{
  Undo undo;
  int  score;

  search_make_move (ctx, n->ply, m, &undo);
  bool gives_check = ctx->pos.checkers != 0;
  /* Checks are extended only far from the horizon: extending every check spent a tenth of the
   * tree on forcing lines that the shallow plies and the quiescence search settle anyway. */
  if (!extension && gives_check && n->depth >= 8)
    extension = 1;
  int new_depth = n->depth - 1 + extension;

  if (moves_searched == 0)
    score = -alphabeta (ctx, -beta, -alpha, new_depth, n->ply + 1, true, !n->pv_node && !n->cut_node);
  else
    {
      int r = n->depth >= 3 && !noisy ? reduction (ctx, n, m, history, moves_searched, gives_check) : 0;
      if (r > new_depth - 1)
        r = new_depth > 1 ? new_depth - 1 : 0;
      score = -alphabeta (ctx, -alpha - 1, -alpha, new_depth - r, n->ply + 1, true, true);
      if (score > alpha && r > 0)
        {
          /* The reduced search says how far to look again: a move that beats the best by a
           * wide margin earns a ply more, one that barely beats it a ply less. */
          new_depth += (score > best + 40 + 2 * new_depth) - (score < best + new_depth);
          score = -alphabeta (ctx, -alpha - 1, -alpha, new_depth, n->ply + 1, true, !n->cut_node);
        }
      if (score > alpha && score < beta)
        score = -alphabeta (ctx, -beta, -alpha, new_depth, n->ply + 1, true, false);
    }
  search_unmake_move (ctx, m, &undo);
  return score;
}

typedef struct {
  Move  move;
  int   eval, score, depth;
  Bound bound;
  bool  pv;
} TableHit;

/* Probes the table; returns true with *score when its entry settles this node. */
static bool
probe_table (SearchContext *ctx, const Node *n, int alpha, int beta, TableHit *hit, int *score)
{
  const TTEntry *entry = tt_probe (&ctx->tt, ctx->pos.key);

  *hit = (TableHit) { MOVE_NONE, SCORE_INFINITE, 0, -1, BOUND_NONE, false };
  if (!entry)
    return false;
  *hit = (TableHit) { entry->move, entry->eval, score_from_tt (entry->score, n->ply), entry->depth,
                      tt_entry_bound (entry), tt_entry_pv (entry) };
  if (n->pv_node || hit->depth < n->depth || ctx->excluded[n->ply] != MOVE_NONE)
    return false;
  if (hit->bound == BOUND_EXACT || (hit->bound == BOUND_LOWER ? hit->score >= beta : hit->score <= alpha))
    {
      *score = hit->score;
      return true;
    }
  return false;
}

/* ProbCut: a capture that beats beta by a wide margin in a shallow search almost surely beats
 * beta in the full one. Returns true with *score when one does. */
static bool
probcut (SearchContext *ctx, const Node *n, const TableHit *hit, int beta, int *score)
{
  Position *pos = &ctx->pos;
  int       probcut_beta = beta + 200 - 50 * n->improving;

  if (n->depth < 5 || abs (beta) >= SCORE_MATE_IN_MAX
      || (hit->move != MOVE_NONE && hit->depth >= n->depth - 3 && hit->score < probcut_beta))
    return false;

  MovePicker   mp;
  Move         m;
  int          pick;
  MoveOrdering ordering = { .captures = (const CaptureHistory *) &ctx->capture_history };
  move_picker_init (&mp, pos, GEN_NOISY, hit->move, &ordering);
  while ((m = move_picker_next (&mp, &pick)) != MOVE_NONE)
    {
      if (pick < PICK_GOOD_CAPTURE || !see_ge (pos, m, probcut_beta - n->eval))
        continue;
      Undo undo;
      search_make_move (ctx, n->ply, m, &undo);
      int s = -quiescence (ctx, -probcut_beta, -probcut_beta + 1, n->ply + 1);
      if (s >= probcut_beta)
        s = -alphabeta (ctx, -probcut_beta, -probcut_beta + 1, n->depth - 4, n->ply + 1, true, !n->cut_node);
      search_unmake_move (ctx, m, &undo);
      if (ctx->aborted)
        return false;
      if (s >= probcut_beta)
        {
          tt_store (&ctx->tt, pos->key, m, score_to_tt (s, n->ply), n->eval, n->depth - 3, BOUND_LOWER, n->tt_pv);
          *score = s;
          return true;
        }
    }
  return false;
}

/* Singular extension: when the table's move beats every other move by a margin at a reduced
 * depth, it is the only move here and is searched one ply deeper. When another move also
 * beats beta, the node fails high without a full search (*cut_score, multi-cut); when only the
 * table's move was expected to beat beta, it is searched a ply shallower. */
static int
singular_extension (SearchContext *ctx, const Node *n, const TableHit *hit, int beta, int *cut_score)
{
  *cut_score = -SCORE_INFINITE;
  if (n->ply == 0 || n->depth < 6 || hit->move == MOVE_NONE || hit->bound == BOUND_UPPER
      || hit->depth < n->depth - 3 || abs (hit->score) >= SCORE_MATE_IN_MAX
      || ctx->excluded[n->ply] != MOVE_NONE)
    return 0;

  int singular_beta = hit->score - 2 * n->depth;
  ctx->excluded[n->ply] = hit->move;
  int score = alphabeta (ctx, singular_beta - 1, singular_beta, (n->depth - 1) / 2, n->ply, false, n->cut_node);
  ctx->excluded[n->ply] = MOVE_NONE;
  if (ctx->aborted)
    return 0;
  if (score < singular_beta)
    return 1;
  if (singular_beta >= beta)
    *cut_score = singular_beta;
  return hit->score >= beta ? -1 : 0;
}

int
alphabeta (SearchContext *ctx, int alpha, int beta, int depth, int ply, bool null_allowed, bool cut_node)
{
  Position *pos = &ctx->pos;
  Node      n = { .depth = depth, .ply = ply, .pv_node = beta - alpha > 1, .cut_node = cut_node,
                  .in_check = pos->checkers != 0 };
  int       original_alpha = alpha, score;
  TableHit  hit;
  Move      excluded = ctx->excluded[ply];

  if (depth <= 0)
    return quiescence (ctx, alpha, beta, ply);
  ctx->pv_length[ply] = ply;
  if (search_should_stop (ctx))
    return 0;
  if (ply > 0)
    {
      if (is_draw (ctx))
        return SCORE_DRAW;
      if (ply >= MAX_PLY)
        return evaluate_at (ctx, ply);
      alpha = alpha > -SCORE_MATE + ply ? alpha : -SCORE_MATE + ply;
      beta = beta < SCORE_MATE - ply - 1 ? beta : SCORE_MATE - ply - 1;
      if (alpha >= beta)
        return alpha;
    }
  if (probe_table (ctx, &n, alpha, beta, &hit, &score) && ply > 0)
    return score;
  Move tt_move = hit.move;
  n.tt_pv = n.pv_node || hit.pv;
  n.tt_move_noisy = tt_move != MOVE_NONE && move_is_noisy (pos, tt_move);

  int raw_eval = n.in_check                   ? -SCORE_INFINITE
                 : hit.eval != SCORE_INFINITE ? hit.eval
                                              : evaluate_at (ctx, ply);
  n.eval = n.in_check ? -SCORE_INFINITE : corrected_eval (ctx, raw_eval);
  ctx->static_eval[ply] = n.eval;
  n.improving = ply >= 2 && !n.in_check && n.eval > ctx->static_eval[ply - 2];
  if (!n.pv_node && !n.in_check && ply > 0 && excluded == MOVE_NONE
      && prune_node (ctx, &n, beta, null_allowed, &score))
    return score;
  if (ctx->aborted)
    return 0;
  if (!n.pv_node && !n.in_check && ply > 0 && excluded == MOVE_NONE && probcut (ctx, &n, &hit, beta, &score))
    return score;
  if (ctx->aborted)
    return 0;
  if (depth >= 4 && tt_move == MOVE_NONE)
    n.depth = --depth;   /* no table move: this node was never searched, do it cheaply first */

  MovePicker mp;
  Move       m, best_move = MOVE_NONE;
  TriedMoves tried;
  int        best = -SCORE_INFINITE, moves_searched = 0;
  int cut_score, tt_move_extension = singular_extension (ctx, &n, &hit, beta, &cut_score);
  if (ctx->aborted)
    return 0;
  if (cut_score != -SCORE_INFINITE)
    return cut_score;
  ctx->killers[ply + 1][0] = ctx->killers[ply + 1][1] = MOVE_NONE;
  tried.n_quiets = tried.n_noisy = 0;
  move_ordering_at (ctx, ply, &n.ordering);
  move_picker_init_staged (&mp, pos, tt_move, &n.ordering);
  int pick;
  while ((m = move_picker_next (&mp, &pick)) != MOVE_NONE)
    {
      bool noisy = move_is_noisy (pos, m);
      if (m == excluded || (ply == 0 && (!search_root_move_allowed (ctx, m) || search_root_move_taken (ctx, m))))
        continue;
      /* What the histories say of a quiet move decides its pruning and reduction; its pick
       * score also counts whether it checks. */
      int history = noisy ? 0 : quiet_history_score (&n.ordering, pos, m);
      if (ply > 0 && best > -SCORE_MATE_IN_MAX && has_non_pawn_material (pos, pos->side_to_move)
          && skip_move (ctx, &n, m, noisy, history, moves_searched, alpha))
        {
          if (!noisy && late_move_prune (&n))
            move_picker_skip_quiets (&mp);
          continue;
        }
      score = search_move (ctx, &n, m, noisy, history, m == tt_move ? tt_move_extension : 0, moves_searched, best,
                           alpha, beta);
      if (ctx->aborted)
        return 0;
      moves_searched++;
      if (!noisy)
        {
          n.quiets_seen++;
          tried.quiets[tried.n_quiets++] = m;
        }
      else
        tried.noisy[tried.n_noisy++] = m;
      if (score <= best)
        continue;
      best = score;
      if (score <= alpha)
        continue;
      best_move = m;
      alpha = score;
      update_pv (ctx, ply, m);
      if (alpha >= beta)
        {
          reward_cutoff (ctx, ply, depth, m, noisy, &tried);
          break;
        }
    }

  if (move_picker_count (&mp) == 0)
    return n.in_check ? -SCORE_MATE + ply : SCORE_DRAW;
  if (excluded != MOVE_NONE || (ply == 0 && ctx->n_root_excluded > 0))
    return moves_searched ? best : alpha;   /* a partial search: nothing for the table */
  Bound bound = best >= beta ? BOUND_LOWER : alpha > original_alpha ? BOUND_EXACT : BOUND_UPPER;
  /* A bound says which way the evaluation erred only when the result lies beyond it that way;
   * a capture's gain is the exchange's, not the evaluation's error. */
  if (ctx->network && !n.in_check && (best_move == MOVE_NONE || !move_is_noisy (pos, best_move))
      && abs (best) < SCORE_MATE_IN_MAX
      && !(bound == BOUND_LOWER && best <= n.eval) && !(bound == BOUND_UPPER && best >= n.eval))
    correction_learn (&ctx->correction, pos, depth, raw_eval, best);
  tt_store (&ctx->tt, pos->key, best_move, score_to_tt (best, ply), n.in_check ? 0 : raw_eval, depth, bound, n.tt_pv);
  return best;
}
