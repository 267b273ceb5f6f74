/* SPDX-License-Identifier: GPL-3.0-or-later */
/* evaluate.c: material, piece-square tables, mobility, pawn structure, king safety, and a few
 * piece terms, each with a middlegame and an endgame weight blended by the game phase.
 * The evaluation is linear in its weights, which is what lets tools/tune fit them. */
#include "evaluate.h"

#include <stdlib.h>
#include <string.h>
#include <threads.h>

typedef struct {
  const EvalParams *params;
  EvalTrace        *trace;
  int               mg, eg;
  Bitboard          pawn_attacks[COLOR_NB];
  Bitboard          king_zone[COLOR_NB];
} Eval;

static inline void
add (Eval *e, const Weight *w, Color c, int count)
{
  int n = c == WHITE ? count : -count;
  e->mg += n * w->mg;
  e->eg += n * w->eg;
  if (e->trace)
    e->trace->coefficients[w - (const Weight *) e->params] += (int16_t) n;
}

/* A square as seen from c's side, so that one table serves both colours. */
static inline Square
relative_square (Color c, Square s)
{
  return c == WHITE ? s : (Square) (s ^ 56);
}

static Bitboard
forward_files (Color c, Square s)
{
  Bitboard files = file_bb (square_file (s));
  if (square_file (s) > 0)
    files |= file_bb (square_file (s) - 1);
  if (square_file (s) < 7)
    files |= file_bb (square_file (s) + 1);
  Bitboard ahead = c == WHITE ? ~0ULL << 8 * (square_rank (s) + 1) : ~0ULL >> 8 * (8 - square_rank (s));
  return files & (square_rank (s) == (c == WHITE ? 7 : 0) ? 0 : ahead);
}

static Bitboard
adjacent_files (int file)
{
  return (file > 0 ? file_bb (file - 1) : 0) | (file < 7 ? file_bb (file + 1) : 0);
}

static void
evaluate_pawns (Eval *e, const Position *pos, Color c)
{
  const EvalParams *p = e->params;
  Bitboard          ours = position_pieces (pos, c, PAWN);
  Bitboard          theirs = position_pieces (pos, color_flip (c), PAWN);
  Bitboard          pawns = ours;

  while (pawns)
    {
      Square s = pop_lsb (&pawns);
      int    rank = relative_rank (c, square_rank (s));
      Bitboard front = forward_files (c, s);
      Bitboard own_file_ahead = front & file_bb (square_file (s));

      if (!(adjacent_files (square_file (s)) & ours))
        add (e, &p->isolated_pawn, c, 1);
      if (own_file_ahead & ours)
        add (e, &p->doubled_pawn, c, 1);
      if ((pawn_attacks (color_flip (c), s) & ours)
          || (adjacent_files (square_file (s)) & rank_bb (square_rank (s)) & ours))
        add (e, &p->connected_pawn[rank], c, 1);
      if (!(front & theirs) && !(own_file_ahead & ours))
        {
          add (e, &p->passed_pawn[rank], c, 1);
          if (!(own_file_ahead & position_occupied (pos)))
            add (e, &p->passed_free_path, c, 1);
        }
    }
}

/* Mobility counts squares not taken by our own pieces and not covered by enemy pawns. */
static void
evaluate_pieces (Eval *e, const Position *pos, Color c)
{
  const EvalParams *p = e->params;
  Color             them = color_flip (c);
  Bitboard          safe = ~pos->by_color[c] & ~e->pawn_attacks[them];
  Bitboard          occupied = position_occupied (pos);

  for (PieceType pt = KNIGHT; pt <= QUEEN; pt++)
    {
      Bitboard pieces = position_pieces (pos, c, pt);
      while (pieces)
        {
          Square   s = pop_lsb (&pieces);
          Bitboard attacks = piece_attacks (pt, c, s, occupied);
          add (e, &p->mobility[pt], c, popcount (attacks & safe));
          add (e, &p->king_attack[pt], c, popcount (attacks & e->king_zone[them]));
          if (pt == ROOK)
            {
              Bitboard file = file_bb (square_file (s));
              if (!(file & pos->by_type[PAWN]))
                add (e, &p->rook_open_file, c, 1);
              else if (!(file & position_pieces (pos, c, PAWN)))
                add (e, &p->rook_half_open_file, c, 1);
            }
        }
    }
  if (more_than_one (position_pieces (pos, c, BISHOP)))
    add (e, &p->bishop_pair, c, 1);
}

static void
evaluate_king (Eval *e, const Position *pos, Color c)
{
  const EvalParams *p = e->params;
  Square            king = position_king_square (pos, c);
  Bitboard          ours = position_pieces (pos, c, PAWN);
  Bitboard          shield_files = file_bb (square_file (king)) | adjacent_files (square_file (king));
  Bitboard          one_ahead = shift_up (c, square_bb (king));

  if (!one_ahead)
    return;
  Bitboard rank1 = rank_bb (square_rank (lsb (one_ahead)));
  Bitboard rank2 = shift_up (c, rank1);
  add (e, &p->king_shield[0], c, popcount (ours & shield_files & rank1));
  add (e, &p->king_shield[1], c, popcount (ours & shield_files & rank2));
  if (!(ours & file_bb (square_file (king))))
    add (e, &p->king_shield[2], c, 1);
}

static void
evaluate_material (Eval *e, const Position *pos)
{
  for (Color c = WHITE; c < COLOR_NB; c++)
    for (PieceType pt = PAWN; pt <= KING; pt++)
      {
        Bitboard pieces = position_pieces (pos, c, pt);
        if (pieces)
          add (e, &e->params->material[pt], c, popcount (pieces));
        while (pieces)
          add (e, &e->params->psqt[pt][relative_square (c, pop_lsb (&pieces))], c, 1);
      }
}

int
eval_game_phase (const Position *pos)
{
  int phase = popcount (pos->by_type[KNIGHT] | pos->by_type[BISHOP]) + 2 * popcount (pos->by_type[ROOK])
              + 4 * popcount (pos->by_type[QUEEN]);
  return phase > MAX_PHASE ? MAX_PHASE : phase;
}

int
evaluate_traced (const Position *pos, const EvalParams *params, EvalTrace *trace)
{
  Eval e = { .params = params, .trace = trace };

  if (trace)
    memset (trace, 0, sizeof *trace);
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      Bitboard pawns = position_pieces (pos, c, PAWN);
      Square   king = position_king_square (pos, c);
      e.pawn_attacks[c] = shift_up_west (c, pawns) | shift_up_east (c, pawns);
      e.king_zone[c] = king_attacks (king) | square_bb (king);
    }
  evaluate_material (&e, pos);
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      evaluate_pawns (&e, pos, c);
      evaluate_pieces (&e, pos, c);
      evaluate_king (&e, pos, c);
    }
  add (&e, &params->tempo, pos->side_to_move, 1);

  int phase = eval_game_phase (pos);
  if (trace)
    trace->phase = phase;
  return (e.mg * phase + e.eg * (MAX_PHASE - phase)) / MAX_PHASE;
}

int
evaluate (const Position *pos, const EvalParams *params)
{
  int score = evaluate_traced (pos, params, NULL);
  return pos->side_to_move == WHITE ? score : -score;
}
