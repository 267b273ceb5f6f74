/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nnue.c: loading the evaluation network, keeping its accumulator and reading its score. */
#include <stdlib.h>
#include <string.h>
#include <threads.h>

#include "nnue.h"

/* The accumulator's sums are nearly all of the network's cost, and every x86-64 machine of the
 * last decade can do them 16 units at a time with AVX2, twice the baseline's SSE2. The
 * functions that sum are compiled twice and the loader picks the clone the processor runs;
 * elsewhere they are compiled once for the target. Not under ThreadSanitizer: the loader runs
 * the clones' resolver before the sanitizer's runtime is up, and its instrumented code crashes
 * the program before main(). */
#if defined(__SANITIZE_THREAD__)
#define NNUE_NO_CLONES 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define NNUE_NO_CLONES 1
#endif
#endif
#if defined(__x86_64__) && defined(__has_attribute) && !defined(NNUE_NO_CLONES)
#if __has_attribute(target_clones)
#define NNUE_KERNEL __attribute__ ((target_clones ("avx2", "default")))
#endif
#endif
#ifndef NNUE_KERNEL
#define NNUE_KERNEL
#endif

/* The bytes of src/engine/nets/default.nnue, generated into nnue-data.c at build time. */
extern const unsigned char nnue_default_data[];
extern const size_t        nnue_default_size;

static NnueNetwork default_network;
static once_flag   default_once = ONCE_FLAG_INIT;

static void
load_default (void)
{
  /* The file is ours and built in, and every test run loads it: a failure here is a broken
   * build, not bad input. */
  if (!nnue_load (&default_network, nnue_default_data, nnue_default_size))
    abort ();
}

const NnueNetwork *
nnue_default_network (void)
{
  call_once (&default_once, load_default);
  return &default_network;
}

static uint32_t
read_u32 (const unsigned char *p)
{
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static const unsigned char *
read_i16s (int16_t *out, size_t count, const unsigned char *p)
{
  for (size_t i = 0; i < count; i++, p += 2)
    out[i] = (int16_t) (uint16_t) (p[0] | p[1] << 8);
  return p;
}

bool
nnue_load (NnueNetwork *net, const void *data, size_t size)
{
  const unsigned char *p = data;

  if (size != NNUE_FILE_SIZE || memcmp (p, NNUE_MAGIC, NNUE_MAGIC_SIZE) != 0
      || read_u32 (p + NNUE_MAGIC_SIZE) != NNUE_HIDDEN)
    return false;
  p += NNUE_MAGIC_SIZE + 4;
  p = read_i16s (&net->input_weights[0][0], (size_t) NNUE_INPUTS * NNUE_HIDDEN, p);
  p = read_i16s (net->input_bias, NNUE_HIDDEN, p);
  p = read_i16s (&net->output_weights[0][0][0], 2 * NNUE_BUCKETS * NNUE_HIDDEN, p);
  for (int bucket = 0; bucket < NNUE_BUCKETS; bucket++)
    for (int side = 0; side < 2; side++)
      for (int i = 0; i < NNUE_HIDDEN; i++)
        if (abs (net->output_weights[bucket][side][i]) > NNUE_MAX_OUTPUT_WEIGHT)
          return false;
  for (int bucket = 0; bucket < NNUE_BUCKETS; bucket++, p += 4)
    net->output_bias[bucket] = (int32_t) read_u32 (p);
  for (int input = 0; input < NNUE_INPUTS; input++, p += 4)
    net->input_values[input] = (int32_t) read_u32 (p);
  return true;
}

/* The hidden units change by rows of the input weights. restrict tells the compiler that the
 * rows never overlap the units, so that even at -O2 each loop becomes plain vector arithmetic
 * with no run-time overlap check. */
static inline void
units_add (int16_t *restrict units, const int16_t *restrict row)
{
  for (int i = 0; i < NNUE_HIDDEN; i++)
    units[i] = (int16_t) (units[i] + row[i]);
}

static inline void
units_sub (int16_t *restrict units, const int16_t *restrict row)
{
  for (int i = 0; i < NNUE_HIDDEN; i++)
    units[i] = (int16_t) (units[i] - row[i]);
}

static inline void
units_sub_add (int16_t *restrict units, const int16_t *restrict removed, const int16_t *restrict added)
{
  for (int i = 0; i < NNUE_HIDDEN; i++)
    units[i] = (int16_t) (units[i] - removed[i] + added[i]);
}

static inline void
units_copy_sub_add (int16_t *restrict out, const int16_t *restrict in, const int16_t *restrict removed,
                    const int16_t *restrict added)
{
  for (int i = 0; i < NNUE_HIDDEN; i++)
    out[i] = (int16_t) (in[i] - removed[i] + added[i]);
}

static inline void
add_input (NnueAccumulator *acc, Color view, const NnueNetwork *net, int input)
{
  units_add (acc->values[view], net->input_weights[input]);
  acc->material[view] += net->input_values[input];
}

/* Sums every piece of pos from scratch, as side `view` sees them. */
NNUE_KERNEL static void
refresh_view (const NnueNetwork *net, const Position *pos, Color view, NnueAccumulator *acc)
{
  bool mirrored = nnue_view_mirrored (position_king_square (pos, view));

  memcpy (acc->values[view], net->input_bias, sizeof net->input_bias);
  acc->material[view] = 0;
  for (Bitboard b = position_occupied (pos); b;)
    {
      Square s = pop_lsb (&b);
      add_input (acc, view, net, nnue_input (view, mirrored, position_piece_on (pos, s), s));
    }
}

void
nnue_refresh (const NnueNetwork *net, const Position *pos, NnueAccumulator *acc)
{
  for (Color view = WHITE; view < COLOR_NB; view++)
    refresh_view (net, pos, view, acc);
}

void
nnue_changes_of_move (const Position *pos, Move move, NnueChanges *c)
{
  Square from = move_from (move), to = move_to (move);
  Piece  mover = position_piece_on (pos, from);
  Piece  arriving = move_kind (move) == MOVE_PROMOTION ? make_piece (piece_color (mover), move_promotion (move)) : mover;

  *c = (NnueChanges) { .n_removed = 1, .n_added = 1 };
  for (Color view = WHITE; view < COLOR_NB; view++)
    c->mirrored[view] = nnue_view_mirrored (position_king_square (pos, view));
  if (piece_type (mover) == KING)
    c->refresh[piece_color (mover)] = nnue_view_mirrored (to) != c->mirrored[piece_color (mover)];
  c->piece[0] = mover, c->square[0] = from;
  if (move_kind (move) == MOVE_EN_PASSANT)
    {
      Square victim = (Square) (to ^ 8);
      c->piece[1] = position_piece_on (pos, victim), c->square[1] = victim;
      c->n_removed = 2;
    }
  else if (move_kind (move) == MOVE_CASTLING)
    {
      Square rook_from, rook_to;
      position_castling_rook_squares (to, &rook_from, &rook_to);
      c->piece[1] = position_piece_on (pos, rook_from), c->square[1] = rook_from;
      c->piece[3] = c->piece[1], c->square[3] = rook_to;
      c->n_removed = c->n_added = 2;
    }
  else if (position_piece_on (pos, to) != NO_PIECE)
    {
      c->piece[1] = position_piece_on (pos, to), c->square[1] = to;
      c->n_removed = 2;
    }
  c->piece[2] = arriving, c->square[2] = to;
}

NNUE_KERNEL static void
apply_changes (const NnueNetwork *net, const NnueChanges *c, const NnueAccumulator *before,
               const Position *after_pos, NnueAccumulator *after)
{
  for (Color view = WHITE; view < COLOR_NB; view++)
    {
      if (c->refresh[view])
        {
          refresh_view (net, after_pos, view, after);
          continue;
        }
      const int16_t *removed[2], *added[2];
      int32_t        material = before->material[view];
      for (int k = 0; k < c->n_removed; k++)
        {
          int input = nnue_input (view, c->mirrored[view], c->piece[k], c->square[k]);
          removed[k] = net->input_weights[input];
          material -= net->input_values[input];
        }
      for (int k = 0; k < c->n_added; k++)
        {
          int input = nnue_input (view, c->mirrored[view], c->piece[2 + k], c->square[2 + k]);
          added[k] = net->input_weights[input];
          material += net->input_values[input];
        }
      after->material[view] = material;

      /* Every move takes one piece off a square and puts one on; a capture also takes one
       * off, castling moves the rook besides. */
      int16_t *out = after->values[view];
      units_copy_sub_add (out, before->values[view], removed[0], added[0]);
      if (c->n_added == 2)
        units_sub_add (out, removed[1], added[1]);
      else if (c->n_removed == 2)
        units_sub (out, removed[1]);
    }
}

/* The kernels are static so that clang, which wants the attribute on every declaration of a
 * multiversioned function, never sees one in the header. */
void
nnue_apply_changes (const NnueNetwork *net, const NnueChanges *changes, const NnueAccumulator *before,
                    const Position *after_pos, NnueAccumulator *after)
{
  apply_changes (net, changes, before, after_pos, after);
}

void
nnue_update (const NnueNetwork *net, const Position *pos, Move move, const NnueAccumulator *before,
             NnueAccumulator *after)
{
  NnueChanges changes;
  Position    after_pos = *pos;
  Undo        undo;

  nnue_changes_of_move (pos, move, &changes);
  position_make_move (&after_pos, move, &undo);
  nnue_apply_changes (net, &changes, before, &after_pos, after);
}

/* At most NNUE_HIDDEN * NNUE_QA * NNUE_MAX_OUTPUT_WEIGHT, under 2^29: both sides' sums and the
 * biases stay well inside 32 bits. */
static int32_t
weigh_units (const int16_t *values, const int16_t *weights)
{
  int32_t sum = 0;
  for (int i = 0; i < NNUE_HIDDEN; i++)
    {
      int16_t v = values[i] < 0 ? 0 : values[i] > NNUE_QA ? NNUE_QA : values[i];
      sum += v * weights[i];
    }
  return sum;
}

/* Both sides' units weighed by one stage's output weights: the side to move's, then the other's. */
NNUE_KERNEL static int32_t
weigh_accumulator (const NnueAccumulator *acc, Color us, const int16_t (*weights)[NNUE_HIDDEN])
{
  return weigh_units (acc->values[us], weights[0]) + weigh_units (acc->values[color_flip (us)], weights[1]);
}

int
nnue_evaluate (const NnueNetwork *net, const NnueAccumulator *acc, const Position *pos)
{
  int     bucket = nnue_bucket (popcount (position_occupied (pos)));
  Color   us = pos->side_to_move;
  int32_t sum = weigh_accumulator (acc, us, net->output_weights[bucket]) + net->output_bias[bucket]
                + (acc->material[us] - acc->material[color_flip (us)]) / 2;
  return (int) ((int64_t) sum * NNUE_SCALE / (NNUE_QA * NNUE_QB));
}
