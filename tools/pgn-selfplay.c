/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-selfplay: games of the engine against itself at a small fixed depth, written as PGN by
 * the engine's writer: the large file of real games that bench/pgn reads.
 *   pgn-selfplay GAMES DEPTH SEED > games.pgn
 * (A depth rather than a node budget: the search looks at its node count only every so many
 * nodes, so a budget of a few nodes still costs thousands.)
 * Each game opens with a few random moves, so that games spread over many openings, and ends
 * by the rules, by a draw claimed as soon as it can be, or unfinished ("*") after MAX_PLIES. */
#include <stdio.h>
#include <stdlib.h>

#include "game.h"
#include "pgn.h"
#include "random-opening.h"
#include "search.h"

enum { RANDOM_PLIES = 6, MAX_PLIES = 400 };

static Game *
play_game (SearchContext *ctx, int depth, uint64_t *rng)
{
  Game        *game = game_new (NULL);
  SearchLimits limits;

  search_limits_init (&limits);
  limits.depth = depth;
  search_context_clear (ctx);
  random_opening (game, rng, RANDOM_PLIES);
  while (game_ply_count (game) < MAX_PLIES && game_result (game, NULL) == GAME_ONGOING)
    {
      if (game_claimable_draw (game) != END_NONE)
        {
          game_claim_draw (game);
          break;
        }
      int        n_keys;
      const Key *keys = game_history_keys (game, &n_keys);
      SearchInfo info;
      Move m = search_run (ctx, game_position (game), keys, n_keys, &limits, NULL, NULL, &info);
      if (m == MOVE_NONE || !game_play (game, m))
        break;
    }
  return game;
}

static void
write_game (const Game *game, int round)
{
  char               round_text[16];
  const char *const tags[] = {
    "Event", "Fianchetto self-play", "Site", "?", "Date", "????.??.??", "Round", round_text,
    "White", "Fianchetto", "Black", "Fianchetto", NULL,
  };

  snprintf (round_text, sizeof round_text, "%d", round);
  PgnGame *pgn = game_to_pgn (game, tags);
  size_t   length;
  char    *text = pgn_game_write (pgn, &length);
  fwrite (text, 1, length, stdout);
  fputc ('\n', stdout);
  free (text);
  pgn_game_free (pgn);
}

int
main (int argc, char **argv)
{
  if (argc != 4)
    {
      fprintf (stderr, "usage: pgn-selfplay GAMES DEPTH SEED > games.pgn\n");
      return 2;
    }
  int            games = atoi (argv[1]);
  int            depth = atoi (argv[2]);
  uint64_t       rng = strtoull (argv[3], NULL, 10) | 1;
  SearchContext *ctx = search_context_new (4);

  for (int g = 0; g < games; g++)
    {
      Game *game = play_game (ctx, depth, &rng);
      write_game (game, g + 1);
      game_free (game);
      if ((g + 1) % 500 == 0)
        fprintf (stderr, "%d games\n", g + 1);
    }
  search_context_free (ctx);
  return 0;
}
