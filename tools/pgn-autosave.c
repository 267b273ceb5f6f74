/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-autosave: times what an autosave of a long game costs: the game record turned into a
 * PgnGame, written as PGN, and saved atomically (a temporary file written and fsync'd, then
 * renamed over the old one). bench/pgn runs it for the "autosave under 5 ms" target.
 *   pgn-autosave [-n PLIES] [-r ROUNDS] [DIR]
 * Prints the median, minimum and maximum of the whole autosave and of the part that makes
 * the text (the rest is the file system: write, fsync, rename), and with -v each round on
 * stderr; the file is DIR/autosave.pgn (DIR defaults to /tmp). */
#define _POSIX_C_SOURCE 200809L

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "game.h"
#include "pgn.h"

enum { MAX_ROUNDS = 100000 };

static uint64_t
next_random (uint64_t *state)
{
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

/* Random moves, captures and pawn moves preferred so that the 75-move rule does not end the
 * game first; a game that ends before `plies` is thrown away for the next seed. */
static Game *
long_game (int plies)
{
  for (uint64_t seed = 1;; seed++)
    {
      Game    *game = game_new (NULL);
      uint64_t rng = seed * 0x9e3779b97f4a7c15u | 1;
      MoveList list;
      while (game_ply_count (game) < plies && game_legal_moves (game, &list) > 0)
        {
          Move m = list.moves[next_random (&rng) % (uint64_t) list.count];
          for (int tries = 0; tries < 4 && move_kind (m) == MOVE_NORMAL
                              && position_piece_on (game_position (game), move_to (m)) == NO_PIECE;
               tries++)
            m = list.moves[next_random (&rng) % (uint64_t) list.count];
          if (!game_play (game, m))
            break;
        }
      if (game_ply_count (game) == plies)
        return game;
      game_free (game);
    }
}

static bool
save_atomically (const char *path, const char *tmp_path, const char *text, size_t length)
{
  int fd = open (tmp_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

  if (fd < 0)
    return false;
  bool ok = write (fd, text, length) == (ssize_t) length && fsync (fd) == 0;
  ok = close (fd) == 0 && ok;
  return ok && rename (tmp_path, path) == 0;
}

static double
now_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec * 1e6 + (double) ts.tv_nsec / 1e3;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static void
report (const char *what, double *times, int rounds)
{
  qsort (times, (size_t) rounds, sizeof *times, compare_doubles);
  printf ("  %-28s median %7.3f ms   (min %.3f, max %.3f)\n", what, times[rounds / 2] / 1e3,
          times[0] / 1e3, times[rounds - 1] / 1e3);
}

/* One autosave: what the app does after each move. *text_us gets the time spent making the
 * text, before the file is touched. */
static bool
autosave (const Game *game, const char *path, const char *tmp_path, double *text_us)
{
  static const char *const tags[] = { "Event", "Casual game", "White", "You", "Black", "Fianchetto", NULL };
  double   start = now_us ();
  PgnGame *pgn = game_to_pgn (game, tags);
  size_t   length;
  char    *text = pgn_game_write (pgn, &length);

  *text_us = now_us () - start;
  bool ok = save_atomically (path, tmp_path, text, length);
  free (text);
  pgn_game_free (pgn);
  return ok;
}

int
main (int argc, char **argv)
{
  int         plies = 300, rounds = 101, opt;
  bool        verbose = false;
  const char *dir = "/tmp";

  while ((opt = getopt (argc, argv, "n:r:v")) != -1)
    switch (opt)
      {
      case 'n': plies = atoi (optarg); break;
      case 'r': rounds = atoi (optarg); break;
      case 'v': verbose = true; break;
      default:
        fprintf (stderr, "usage: pgn-autosave [-n PLIES] [-r ROUNDS] [-v] [DIR]\n");
        return 2;
      }
  if (optind < argc)
    dir = argv[optind];
  if (plies < 1 || rounds < 1 || rounds > MAX_ROUNDS)
    return 2;

  char path[4096], tmp_path[4096 + 8];
  snprintf (path, sizeof path, "%s/autosave.pgn", dir);
  snprintf (tmp_path, sizeof tmp_path, "%s.tmp", path);
  Game   *game = long_game (plies);
  double *total = malloc (sizeof *total * (size_t) rounds);
  double *text = malloc (sizeof *text * (size_t) rounds);
  for (int i = 0; i < rounds; i++)
    {
      double start = now_us ();
      if (!autosave (game, path, tmp_path, &text[i]))
        {
          perror (path);
          return 1;
        }
      total[i] = now_us () - start;
      if (verbose)
        fprintf (stderr, "round %d: %.0f us (text %.0f us)\n", i + 1, total[i], text[i]);
    }
  printf ("autosave of a %d-ply game to %s, %d rounds:\n", plies, path, rounds);
  report ("the whole autosave", total, rounds);
  report ("of which the PGN text", text, rounds);
  free (total);
  free (text);
  game_free (game);
  return 0;
}
