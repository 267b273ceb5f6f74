/* SPDX-License-Identifier: GPL-3.0-or-later */
/* book.c: the opening book over the opening table. */
#include "book.h"

#include <math.h>

#include "movegen.h"
#include "openings.h"
#include "search-private.h"
#include "strength.h"

enum {
  /* Depth of the searches that check a strong level's book moves: enough to see a pawn or a
   * piece given away, quick enough for a blitz game. */
  CHECK_DEPTH = 8,
  CHECK_NODES = 100000,
  /* Book moves checked before the search takes over: the time stays a fraction of a move's. */
  MAX_CHECKS = 3,
  /* How far below the best move a book move may score: full strength tolerates little, the
   * other checked levels play a dubious but named line more readily. */
  MASTER_MARGIN = 30,
  CHECKED_MARGIN = 70,
};

/* A king step that is not castling, or the piece that last moved going straight back. */
static bool
unnatural (const Position *pos, Move move, Move own_last_move)
{
  Piece piece = position_piece_on (pos, move_from (move));

  if (piece_type (piece) == KING && move_kind (move) != MOVE_CASTLING)
    return true;
  return own_last_move != MOVE_NONE && move_from (move) == move_to (own_last_move)
         && move_to (move) == move_from (own_last_move);
}

int
book_moves (const Position *pos, Move own_last_move, BookMove *moves)
{
  MoveList list;
  int      n = 0;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count && n < BOOK_MAX_MOVES; i++)
    {
      Position after = *pos;
      Undo     undo;
      unsigned weight;

      if (unnatural (pos, list.moves[i], own_last_move))
        continue;
      position_make_move (&after, list.moves[i], &undo);
      if ((weight = openings_weight (after.key)) > 0)
        moves[n++] = (BookMove) { list.moves[i], weight };
    }
  return n;
}

/* The context's xorshift state, stepped, then mixed (splitmix64's finaliser): the first
 * outputs of a small seed are small, and would always draw the first book move. */
static uint64_t
next_random (SearchContext *ctx)
{
  uint64_t z;

  ctx->rng ^= ctx->rng << 13;
  ctx->rng ^= ctx->rng >> 7;
  ctx->rng ^= ctx->rng << 17;
  z = ctx->rng;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/* The weight's exponent: 0.5 for the weakest level, which plays side lines nearly as often as
 * the main ones, up to 1 at full strength, which plays each line as often as the data names it. */
static double
weight_exponent (int elo)
{
  if (elo <= 0 || elo >= STRENGTH_MAX_ELO)
    return 1.0;
  return 0.5 + 0.5 * (double) (elo - 600) / (STRENGTH_MAX_ELO - 600);
}

/* Draws one of the n moves by their level-shaped weights and takes it out of the list. */
static Move
draw_move (SearchContext *ctx, BookMove *moves, int *n, int elo)
{
  double exponent = weight_exponent (elo), weights[BOOK_MAX_MOVES], total = 0;

  for (int i = 0; i < *n; i++)
    total += weights[i] = pow ((double) moves[i].weight, exponent);
  double pick = (double) (next_random (ctx) >> 11) / (double) (1ULL << 53) * total;
  int    chosen = *n - 1;
  for (int i = 0; i < *n; i++)
    {
      if (pick < weights[i])
        {
          chosen = i;
          break;
        }
      pick -= weights[i];
    }
  Move move = moves[chosen].move;
  moves[chosen] = moves[--*n];
  return move;
}

/* The score of a short search of root, restricted to only (or all moves when only is NULL). */
static bool
check_score (SearchContext *ctx, const Position *root, const Key *history, int n_history,
             const SearchLimits *limits, const MoveList *only, int *score)
{
  SearchLimits check;
  SearchInfo   info = { 0 };

  search_limits_init (&check);
  check.depth = CHECK_DEPTH;
  check.nodes = CHECK_NODES;
  check.elo = limits->elo;
  check.root_moves = only;
  search_run (ctx, root, history, n_history, &check, NULL, NULL, &info);
  *score = info.score;
  return !atomic_load (&ctx->stop) && info.depth > 0;
}

Move
book_choose (SearchContext *ctx, const Position *root, const Key *history, int n_history,
             const SearchLimits *limits)
{
  BookMove moves[BOOK_MAX_MOVES];
  int      n, best;
  bool     checked = limits->elo <= 0 || limits->elo >= BOOK_CHECKED_ELO;
  int      margin = limits->elo <= 0 || limits->elo >= STRENGTH_MAX_ELO ? MASTER_MARGIN
                                                                               : CHECKED_MARGIN;

  if (!limits->own_book || limits->root_moves)
    return MOVE_NONE;
  n = book_moves (root, limits->own_last_move, moves);
  if (n == 0)
    return MOVE_NONE;
  /* A line that ends at once leaves the game out of book after one move: such moves are played
   * only when every book move is one. */
  int going_on = 0;
  for (int i = 0; i < n; i++)
    {
      Position after = *root;
      Undo     undo;

      position_make_move (&after, moves[i].move, &undo);
      if (openings_move_onto_line (&after))
        moves[going_on++] = moves[i];
    }
  if (going_on > 0)
    n = going_on;
  if (!checked || !check_score (ctx, root, history, n_history, limits, NULL, &best))
    return draw_move (ctx, moves, &n, limits->elo);
  for (int checks = 0; n > 0 && checks < MAX_CHECKS; checks++)
    {
      Move     move = draw_move (ctx, moves, &n, limits->elo);
      MoveList only = { .count = 1 };
      int      score;

      only.moves[0] = move;
      if (!check_score (ctx, root, history, n_history, limits, &only, &score) || score >= best - margin)
        return move;
    }
  return MOVE_NONE;
}
