/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eval-params.c: the weights of the evaluation. The starting point is a few shape rules
 * (centralise knights, advance pawns, tuck the king away until the endgame) rather than
 * hand-typed tables; tools/tune fits the weights the engine plays with (eval-weights.h) from
 * there. */
#include "evaluate.h"

#include <string.h>

#include "eval-weights.h"

#include <stdlib.h>
#include <threads.h>

static EvalParams default_params;
static once_flag  default_once = ONCE_FLAG_INIT;

static inline Weight w (int mg, int eg) { return (Weight) { mg, eg }; }

/* Distance from the centre, 1 on d4/e4/d5/e5 up to 7 in the corners. */
static int
centre_distance (int file, int rank)
{
  return (abs (2 * file - 7) + abs (2 * rank - 7)) / 2;
}

static Weight
shape (PieceType pt, int file, int rank)
{
  int d = centre_distance (file, rank);
  int central_file = file == 3 || file == 4;

  switch (pt)
    {
    case PAWN:
      return w (4 * rank + (central_file && (rank == 3 || rank == 4) ? 15 : 0) - (central_file && rank == 1 ? 8 : 0),
                rank > 0 ? 10 * (rank - 1) : 0);
    case KNIGHT: return w (24 - 8 * d, 18 - 6 * d);
    case BISHOP: return w (10 - 3 * d, 8 - 3 * d);
    case ROOK:   return w ((rank == 6 ? 15 : 0) + (central_file ? 5 : 0), 0);
    case QUEEN:  return w (4 - 2 * d, 12 - 4 * d);
    case KING:
      return w (rank == 0 ? (file == 6 || file == 1 || file == 2 ? 25 : file == 3 || file == 4 ? 5 : 12) : -15 * rank,
                30 - 10 * d);
    case PIECE_TYPE_NB:
    default:
      return w (0, 0);
    }
}

void
eval_params_init_shape (EvalParams *p)
{
  static const Weight material[PIECE_TYPE_NB] = { { 90, 120 }, { 330, 320 }, { 350, 340 },
                                                  { 480, 560 }, { 1000, 1000 }, { 0, 0 } };
  static const Weight king_attack[PIECE_TYPE_NB] = { { 0, 0 }, { 8, 0 }, { 6, 0 }, { 8, 0 }, { 12, 0 }, { 0, 0 } };

  *p = (EvalParams) { 0 };
  for (PieceType pt = PAWN; pt < PIECE_TYPE_NB; pt++)
    {
      p->material[pt] = material[pt];
      p->king_attack[pt] = king_attack[pt];
      for (Square s = A1; s < SQ_NB; s++)
        p->psqt[pt][s] = shape (pt, square_file (s), square_rank (s));
    }
  for (int rank = 1; rank < 7; rank++)
    {
      p->passed_pawn[rank] = w (rank * rank * 3, 8 + rank * rank * 6);
      p->connected_pawn[rank] = w (3 + rank * 2, 2 + rank * 2);
    }
  p->passed_free_path = w (5, 15);
  p->isolated_pawn = w (-10, -12);
  p->doubled_pawn = w (-8, -18);
  p->bishop_pair = w (30, 50);
  p->rook_open_file = w (25, 10);
  p->rook_half_open_file = w (12, 6);
  p->king_shield[0] = w (12, 0);
  p->king_shield[1] = w (6, 0);
  p->king_shield[2] = w (-20, 0);
  p->tempo = w (15, 8);
  /* Mobility: each safe square is worth a little, less so as they add up. */
  for (int n = 0; n < 9; n++)
    p->knight_mobility[n] = w (5 * (n - 4), 4 * (n - 4));
  for (int n = 0; n < 14; n++)
    p->bishop_mobility[n] = w (5 * (n - 6), 5 * (n - 6));
  for (int n = 0; n < 15; n++)
    p->rook_mobility[n] = w (3 * (n - 7), 5 * (n - 7));
  for (int n = 0; n < 28; n++)
    p->queen_mobility[n] = w (2 * (n - 13), 4 * (n - 13));
  for (PieceType pt = KNIGHT; pt <= QUEEN; pt++)
    {
      p->threat_by_pawn[pt] = w (50, 40);
      p->threat_by_minor[pt] = pt >= ROOK ? w (40, 30) : w (15, 15);
      p->threat_by_rook[pt] = pt == QUEEN ? w (40, 30) : w (5, 10);
      p->safe_check[pt] = w (pt == QUEEN ? 30 : 40, 0);
    }
  p->hanging = w (30, 20);
  for (int n = 0; n < 5; n++)
    p->king_attackers[n] = w (n * n * 8, 0);
  p->passer_own_king_distance = w (0, -3);
  p->passer_enemy_king_distance = w (0, 5);
  for (int units = 0; units < KING_DANGER_NB; units++)
    p->king_danger[units] = w (units * units / 3, 0);
  p->outpost[KNIGHT] = w (20, 10);
  p->outpost[BISHOP] = w (10, 5);
  p->backward_pawn = w (-8, -8);
  p->bishop_pawns = w (-2, -4);
  p->minor_behind_pawn = w (10, 0);
  for (int rank = 3; rank < 7; rank++)
    p->pawn_storm[rank] = w (4 * (rank - 2), 0);
  p->space = w (2, 0);
  p->space_behind = w (2, 0);
  p->passer_safe_push = w (2, 6);
  p->passer_blocked = w (-2, -6);
  p->threat_by_push = w (15, 10);
}

static void
init_default (void)
{
  _Static_assert (sizeof tuned_weights == sizeof default_params, "eval-weights.h is out of date");
  memcpy (&default_params, tuned_weights, sizeof default_params);
}

const EvalParams *
eval_default_params (void)
{
  call_once (&default_once, init_default);
  return &default_params;
}
