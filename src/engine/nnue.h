/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nnue.h: the evaluation network. Each side sees the board from its own side, turned left to
 * right when its king stands on the queen's half (files a to d), so that its king is always on
 * the king's half: a pawn next to the king then means the same thing wherever the king went.
 * 768 inputs, one for each piece (ours or theirs, by type) on each square, feed NNUE_HIDDEN
 * hidden units; the side to move's units and then the other side's, clipped to [0, 1], are
 * weighed into one score, with one set of output weights for each stage of the game (by how
 * many pieces are left), since what a unit means for the score changes as the board empties.
 * Beside the hidden units, each input also adds a value of its own straight to the score (a
 * learnt material and piece-square table), which carries over to unusual material far better
 * than the hidden units do when the training data is small. Moves change only a few inputs, so
 * the search keeps the hidden units up to date move by move (an accumulator) instead of summing
 * every piece again.
 *
 * The weights are fitted by tools/nnue-train to our own engine's games (tools/selfplay) and
 * built into the library from src/engine/nets/. */
#pragma once

#include <stddef.h>

#include "position.h"

enum {
  NNUE_INPUTS = 2 * PIECE_TYPE_NB * SQ_NB,
  NNUE_HIDDEN = 256,
  NNUE_BUCKETS = 8,             /* output weight sets, by the number of pieces on the board */
  /* Quantisation: a hidden unit's 1.0 is NNUE_QA, an output weight's 1.0 is NNUE_QB. Output
   * weights are small (a few hundredths), so a coarse grid would round them by a tenth. */
  NNUE_QA = 255,
  NNUE_QB = 1024,
  /* The largest output weight a file may hold (8.0 with 256 units): with it even a layer of
   * saturated units sums to under 2^29, so both sides' sums stay inside 32 bits whatever the
   * size of the layer. The trainer keeps its weights inside it. */
  NNUE_MAX_OUTPUT_WEIGHT = 2048 * NNUE_QB / NNUE_HIDDEN,
  /* The network's output 1.0 is this many centipawns. */
  NNUE_SCALE = 400,
};

typedef struct {
  int16_t input_weights[NNUE_INPUTS][NNUE_HIDDEN];
  int16_t input_bias[NNUE_HIDDEN];
  int16_t output_weights[NNUE_BUCKETS][2][NNUE_HIDDEN];   /* the side to move's units, then the other's */
  int32_t output_bias[NNUE_BUCKETS];
  int32_t input_values[NNUE_INPUTS];        /* in the output's units, NNUE_QA * NNUE_QB */
} NnueNetwork;

/* The hidden units before clipping and the sum of the inputs' own values, from each side's view. */
typedef struct {
  int16_t values[COLOR_NB][NNUE_HIDDEN];
  int32_t material[COLOR_NB];
} NnueAccumulator;

/* The file: the magic, the hidden size as a little-endian uint32, then the arrays of
 * NnueNetwork in order, little-endian. */
#define NNUE_MAGIC "FNNUE3\n"
enum {
  NNUE_MAGIC_SIZE = 8,
  NNUE_FILE_SIZE = NNUE_MAGIC_SIZE + 4 + (NNUE_INPUTS + 1 + 2 * NNUE_BUCKETS) * NNUE_HIDDEN * 2 + 4 * NNUE_BUCKETS
                   + 4 * NNUE_INPUTS,
};

/* The network built into the engine, read on the first call (thread-safe). Never NULL. */
const NnueNetwork *nnue_default_network (void);
/* Reads a network file's bytes into net; false if they are not one of this shape, or hold an
 * output weight beyond NNUE_MAX_OUTPUT_WEIGHT. */
bool nnue_load (NnueNetwork *net, const void *data, size_t size);

/* Whether a side whose king stands on king_square sees the board turned left to right. */
static inline bool
nnue_view_mirrored (Square king_square)
{
  return square_file (king_square) < 4;
}

/* The input of a piece on a square, seen from side `view` (turned left to right if mirrored). */
static inline int
nnue_input (Color view, bool mirrored, Piece piece, Square s)
{
  int own = piece_color (piece) == view ? 0 : 1;
  int square = (view == WHITE ? s : s ^ 56) ^ (mirrored ? 7 : 0);
  return (own * PIECE_TYPE_NB + piece_type (piece)) * SQ_NB + square;
}

/* The output weight set for a board with this many pieces (2 to 32). */
static inline int
nnue_bucket (int n_pieces)
{
  int bucket = (n_pieces - 1) / 4;
  return bucket < 0 ? 0 : bucket >= NNUE_BUCKETS ? NNUE_BUCKETS - 1 : bucket;
}

/* Sums every piece of pos from scratch. */
void nnue_refresh (const NnueNetwork *net, const Position *pos, NnueAccumulator *acc);
/* after = before changed by move, which is about to be made in pos (pos is still before it). */
void nnue_update (const NnueNetwork *net, const Position *pos, Move move, const NnueAccumulator *before,
                  NnueAccumulator *after);

/* nnue_update in two steps, so that the search can make the move in between (and start
 * fetching the new position's table entry while the units are summed). */
typedef struct {
  Piece  piece[4];
  Square square[4];
  int    n_removed, n_added;      /* the removed in piece[0..1], the added in piece[2..3] */
  bool   mirrored[COLOR_NB];      /* how each side saw the board before the move */
  bool   refresh[COLOR_NB];       /* its king crossed to the other half: its view turns over */
} NnueChanges;

/* The pieces that leave and arrive when move is made in pos (pos is still before it). */
void nnue_changes_of_move (const Position *pos, Move move, NnueChanges *changes);
/* after = before changed by changes; after_pos is the position once the move is made, from
 * which a side whose view turned over is summed afresh. */
void nnue_apply_changes (const NnueNetwork *net, const NnueChanges *changes, const NnueAccumulator *before,
                         const Position *after_pos, NnueAccumulator *after);
/* The score in centipawns for pos's side to move; acc is pos's accumulator. */
int nnue_evaluate (const NnueNetwork *net, const NnueAccumulator *acc, const Position *pos);
