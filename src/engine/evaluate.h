/* SPDX-License-Identifier: GPL-3.0-or-later */
/* evaluate.h: the static evaluation, a tapered blend of middlegame and endgame terms. */
#pragma once

#include "position.h"

typedef struct {
  int mg, eg;
} Weight;

enum { KING_DANGER_NB = 24 };

/* Every weight the evaluation uses, so that tools/tune can fit them to game results. */
typedef struct {
  Weight material[PIECE_TYPE_NB];
  Weight psqt[PIECE_TYPE_NB][SQ_NB];     /* from White's side; Black's is mirrored */
  Weight knight_mobility[9];             /* by the number of safe squares a piece attacks */
  Weight bishop_mobility[14];
  Weight rook_mobility[15];
  Weight queen_mobility[28];
  Weight passed_pawn[RANK_NB];           /* by relative rank */
  Weight passed_free_path;               /* nothing stands in front of the passer */
  Weight isolated_pawn;
  Weight doubled_pawn;
  Weight connected_pawn[RANK_NB];        /* defended or side by side, by relative rank */
  Weight bishop_pair;
  Weight rook_open_file;
  Weight rook_half_open_file;
  Weight king_shield[3];                 /* own pawns one, two ranks ahead; open file by king */
  Weight king_attack[PIECE_TYPE_NB];     /* per square of the king zone a piece attacks */
  Weight tempo;
  Weight threat_by_pawn[PIECE_TYPE_NB];  /* an enemy piece of this type attacked by our pawn */
  Weight threat_by_minor[PIECE_TYPE_NB]; /* ... by our knight or bishop */
  Weight threat_by_rook[PIECE_TYPE_NB];  /* ... by our rook */
  Weight hanging;                        /* an enemy piece we attack that nothing defends */
  Weight safe_check[PIECE_TYPE_NB];      /* squares a piece could check from in safety */
  Weight king_attackers[5];              /* how many of our pieces reach the king zone */
  Weight passer_own_king_distance;       /* per square, scaled by the passer's rank */
  Weight passer_enemy_king_distance;
  Weight king_danger[KING_DANGER_NB];    /* by attack units on the enemy king: grows faster than linear */
  Weight outpost[PIECE_TYPE_NB];         /* a knight or bishop on a square no enemy pawn can attack */
  Weight backward_pawn;                  /* its stop square taken by an enemy pawn, no pawn to help */
  Weight bishop_pawns;                   /* per own pawn on the squares of the bishop's colour */
  Weight minor_behind_pawn;              /* a knight or bishop shielded by a pawn right in front */
  Weight pawn_storm[RANK_NB];            /* our pawn near the enemy king, by relative rank */
  Weight space;                          /* safe central squares in our half */
  Weight space_behind;                   /* ... of them behind our own pawns */
  Weight passer_safe_push;               /* nothing of the enemy's covers the passer's next square; by rank */
  Weight passer_blocked;                 /* an enemy piece sits on that square; by rank */
  Weight threat_by_push;                 /* a safe pawn push would attack an enemy piece */
} EvalParams;

enum { SCORE_DRAW = 0, MAX_PHASE = 24, EG_SCALE_NORMAL = 64 };

/* The weights Fianchetto plays with, fitted by tools/tune. */
const EvalParams *eval_default_params (void);
/* The hand-made starting point of the fit. */
void eval_params_init_shape (EvalParams *params);

/* The position's value in centipawns for the side to move. */
int evaluate (const Position *pos, const EvalParams *params);

/* The pawn-only terms change only when a pawn moves or is taken, so a search keeps them in a
 * cache indexed by the pawns of both sides. */
enum { PAWN_CACHE_BITS = 14, PAWN_CACHE_SIZE = 1 << PAWN_CACHE_BITS };

typedef struct {
  Bitboard pawns[COLOR_NB];     /* the key: exactly these pawns */
  Bitboard passers[COLOR_NB];
  int      mg, eg;              /* White's pawn-only terms minus Black's */
} PawnEntry;

typedef struct {
  const EvalParams *params;     /* the weights of the entries; another set empties the cache */
  PawnEntry         entries[PAWN_CACHE_SIZE];
} PawnCache;

void pawn_cache_clear (PawnCache *cache);
/* evaluate() with a cache of the pawn terms (cache may be NULL). */
int evaluate_cached (const Position *pos, const EvalParams *params, PawnCache *cache);

/* 24 at the start of the game, down to 0 with only kings and pawns. */
int eval_game_phase (const Position *pos);

/* For tuning: how many times each weight counted (White's count minus Black's), indexed by
 * the weight's position in EvalParams viewed as an array of Weight. */
enum { EVAL_WEIGHT_COUNT = sizeof (EvalParams) / sizeof (Weight) };

typedef struct {
  int16_t coefficients[EVAL_WEIGHT_COUNT];
  int     phase;
  int     eg_scale;   /* the endgame part counts eg_scale / EG_SCALE_NORMAL */
} EvalTrace;

/* evaluate() from White's side, filling trace; the score is the same blend of the trace's
 * coefficients with params: linear in each of the middlegame and the endgame weights. */
int evaluate_traced (const Position *pos, const EvalParams *params, EvalTrace *trace);
