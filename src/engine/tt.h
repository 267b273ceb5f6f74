/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt.h: the transposition table, owned by one search context. */
#pragma once

#include <stddef.h>

#include "move.h"

typedef enum { BOUND_NONE, BOUND_UPPER, BOUND_LOWER, BOUND_EXACT } Bound;

typedef struct {
  uint32_t key32;      /* upper half of the Zobrist key; the lower half picked the bucket */
  Move     move;
  int16_t  score;
  int16_t  eval;
  uint8_t  depth;
  uint8_t  age_bound;  /* age in bits 3-7, TT_PV in bit 2, Bound in bits 0-1 */
} TTEntry;

enum { TT_BUCKET_SIZE = 5 };

/* Five 12-byte entries and padding fill one 64-byte cache line. */
typedef struct {
  TTEntry entries[TT_BUCKET_SIZE];
  uint8_t padding[4];
} TTBucket;

typedef struct {
  TTBucket *buckets;
  size_t    n_buckets;
  uint8_t   age;
} TranspositionTable;

/* Sizes the table to at most megabytes MiB (at least one bucket); returns false if out of memory,
 * keeping the old table. */
bool tt_resize (TranspositionTable *tt, size_t megabytes);
void tt_free (TranspositionTable *tt);
void tt_clear (TranspositionTable *tt);
/* Called once per search, so that entries of earlier searches are replaced first. */
void tt_new_search (TranspositionTable *tt);

/* Starts loading key's bucket into the cache, to be probed a little later. */
void tt_prefetch (const TranspositionTable *tt, uint64_t key);

/* The entry for key, or NULL. */
const TTEntry *tt_probe (const TranspositionTable *tt, uint64_t key);
/* pv: the node is or was on a principal variation, which the search reduces less. */
void tt_store (TranspositionTable *tt, uint64_t key, Move move, int score, int eval, int depth, Bound bound,
               bool pv);
/* Per mille of a sample of entries written in the current search (UCI hashfull). */
int tt_hashfull (const TranspositionTable *tt);

/* The fields of age_bound beside the Bound: the PV flag, and the age, which steps by 8 and wraps. */
enum { TT_PV = 4, TT_AGE_MASK = 0xF8, TT_AGE_STEP = 8 };
static inline Bound tt_entry_bound (const TTEntry *e) { return (Bound) (e->age_bound & 3); }
static inline bool tt_entry_pv (const TTEntry *e) { return (e->age_bound & TT_PV) != 0; }
