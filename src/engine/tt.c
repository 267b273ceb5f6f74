/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tt.c: a bucketed table with depth-and-age replacement. */
#define _DEFAULT_SOURCE   /* madvise */

#include "tt.h"

#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

enum { HUGE_PAGE = 2 * 1024 * 1024 };

static inline TTBucket *
bucket_for (const TranspositionTable *tt, uint64_t key)
{
  /* Multiply-high maps the key onto any table size without a division. */
  return &tt->buckets[(size_t) (((uint64_t) (uint32_t) key * tt->n_buckets) >> 32)];
}

bool
tt_resize (TranspositionTable *tt, size_t megabytes)
{
  size_t    n = megabytes * 1024 * 1024 / sizeof (TTBucket);
  TTBucket *buckets;

  size_t    bytes;

  if (n == 0)
    n = 1;
  /* Whole huge pages: a table probed at random spends most of its time in TLB misses and,
   * when first touched, in page faults; 2 MiB pages cut both. */
  bytes = (n * sizeof (TTBucket) + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
  buckets = aligned_alloc (HUGE_PAGE, bytes);
  if (!buckets)
    return false;
#ifdef MADV_HUGEPAGE
  madvise (buckets, bytes, MADV_HUGEPAGE);
#endif
  free (tt->buckets);
  tt->buckets = buckets;
  tt->n_buckets = n;
  tt_clear (tt);
  return true;
}

void
tt_free (TranspositionTable *tt)
{
  free (tt->buckets);
  tt->buckets = NULL;
  tt->n_buckets = 0;
}

void
tt_clear (TranspositionTable *tt)
{
  memset (tt->buckets, 0, tt->n_buckets * sizeof (TTBucket));
  tt->age = 0;
}

void
tt_new_search (TranspositionTable *tt)
{
  tt->age = (uint8_t) ((tt->age + TT_AGE_STEP) & TT_AGE_MASK);
}

void
tt_prefetch (const TranspositionTable *tt, uint64_t key)
{
  __builtin_prefetch (bucket_for (tt, key));
}

const TTEntry *
tt_probe (const TranspositionTable *tt, uint64_t key)
{
  TTBucket *bucket = bucket_for (tt, key);
  uint32_t  key32 = (uint32_t) (key >> 32);

  for (int i = 0; i < TT_BUCKET_SIZE; i++)
    if (bucket->entries[i].key32 == key32 && bucket->entries[i].age_bound != 0)
      return &bucket->entries[i];
  return NULL;
}

/* How much an entry is worth keeping: its depth, less for every search it has been idle. */
static int
entry_worth (const TranspositionTable *tt, const TTEntry *e)
{
  int age = ((tt->age - (e->age_bound & TT_AGE_MASK)) & 0xFF) / TT_AGE_STEP;
  return e->depth - 8 * age;
}

void
tt_store (TranspositionTable *tt, uint64_t key, Move move, int score, int eval, int depth, Bound bound, bool pv)
{
  TTBucket *bucket = bucket_for (tt, key);
  uint32_t  key32 = (uint32_t) (key >> 32);
  TTEntry  *slot = &bucket->entries[0];

  for (int i = 0; i < TT_BUCKET_SIZE; i++)
    {
      TTEntry *e = &bucket->entries[i];
      if (e->key32 == key32 || e->age_bound == 0)
        {
          slot = e;
          break;
        }
      if (entry_worth (tt, e) < entry_worth (tt, slot))
        slot = e;
    }

  /* Keep a deeper result for the same position unless the new one is exact. */
  if (slot->key32 == key32 && slot->age_bound != 0 && bound != BOUND_EXACT && depth + 3 < slot->depth
      && (slot->age_bound & TT_AGE_MASK) == tt->age)
    return;
  if (move != MOVE_NONE || slot->key32 != key32)
    slot->move = move;
  slot->key32 = key32;
  slot->score = (int16_t) score;
  slot->eval = (int16_t) eval;
  slot->depth = (uint8_t) (depth < 0 ? 0 : depth);
  slot->age_bound = (uint8_t) (tt->age | (pv ? TT_PV : 0) | bound);
}

int
tt_hashfull (const TranspositionTable *tt)
{
  int used = 0, sampled = 0;

  for (size_t b = 0; b < tt->n_buckets && sampled < 1000; b++)
    for (int i = 0; i < TT_BUCKET_SIZE && sampled < 1000; i++, sampled++)
      used += tt->buckets[b].entries[i].age_bound != 0
              && (tt->buckets[b].entries[i].age_bound & TT_AGE_MASK) == tt->age;
  return sampled ? used * 1000 / sampled : 0;
}
