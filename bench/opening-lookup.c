/* SPDX-License-Identifier: GPL-3.0-or-later */
/* opening-lookup.c: times openings_find, the lookup of one position in the opening table.
 * The keys looked up are those of games of random legal moves from the start (a fixed seed),
 * a ply at a time up to 16 plies: the first plies are mostly in the table, the later ones
 * mostly not, as in the games the app names. Each run looks up every key; the median of the
 * runs' times per lookup is printed.
 *
 * usage: bench-opening-lookup [-r RUNS] */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "movegen.h"
#include "openings.h"

#define N_GAMES 4096
#define GAME_PLIES 16
#define N_KEYS (N_GAMES * GAME_PLIES)

static uint64_t
next_random (uint64_t *state)
{
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

/* The keys after each ply of N_GAMES random games; returns how many are named. */
static int
fill_keys (Key *keys)
{
  uint64_t seed = 0x9E3779B97F4A7C15ULL;
  int      n = 0, named = 0;

  for (int game = 0; game < N_GAMES; game++)
    {
      Position pos;
      MoveList list;
      Undo     undo;

      position_set_start (&pos);
      for (int ply = 0; ply < GAME_PLIES; ply++)
        {
          int n_moves = generate_moves (&pos, GEN_LEGAL, &list);

          if (n_moves > 0)
            position_make_move (&pos, list.moves[next_random (&seed) % (uint64_t) n_moves], &undo);
          keys[n] = pos.key;
          named += openings_find (keys[n++]) != NULL;
        }
    }
  return named;
}

static double
now_ns (void)
{
  struct timespec t;

  clock_gettime (CLOCK_MONOTONIC, &t);
  return (double) t.tv_sec * 1e9 + (double) t.tv_nsec;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  static Key keys[N_KEYS];
  int        runs = 101, named;
  double    *times;
  size_t     found = 0;

  if (argc == 3 && strcmp (argv[1], "-r") == 0)
    runs = atoi (argv[2]);
  if (runs < 1)
    {
      fprintf (stderr, "usage: %s [-r RUNS]\n", argv[0]);
      return EXIT_FAILURE;
    }
  engine_init ();
  named = fill_keys (keys);
  times = calloc ((size_t) runs, sizeof *times);
  for (int run = 0; run < runs; run++)
    {
      double start = now_ns ();

      for (int i = 0; i < N_KEYS; i++)
        found += openings_find (keys[i]) != NULL;
      times[run] = (now_ns () - start) / N_KEYS;
    }
  qsort (times, (size_t) runs, sizeof *times, compare_doubles);
  printf ("table: %d positions, %d named\n", openings_n_positions (), openings_n_named ());
  printf ("keys: %d (%d named), %d runs (%zu found)\n", N_KEYS, named, runs, found);
  printf ("ns per lookup: median %.1f, fastest %.1f, slowest %.1f\n",
          times[runs / 2], times[0], times[runs - 1]);
  free (times);
  return EXIT_SUCCESS;
}
