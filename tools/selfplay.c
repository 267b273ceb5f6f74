/* SPDX-License-Identifier: GPL-3.0-or-later */
/* selfplay: plays the engine against itself at a small node budget and writes the quiet
 * positions of each game with its result and the search's score, the training data of
 * tools/tune and tools/nnue-train.
 *   selfplay [-r] GAMES NODES SEED > positions.txt   (one "FEN;result;score" line a position:
 *                                                     result 1, 0.5 or 0 and the score in
 *                                                     centipawns, both from White's side)
 * Each game opens with moves of a weakened level (UCI_Elo OPENING_ELO), which picks at random
 * among the nearly best moves: the games start from the kind of openings people and engines
 * play, each one different. -r opens with random moves instead, as the data of the first
 * networks did; those openings are mostly ones nobody plays, and a network trained on them
 * alone learns little about the middlegames that real openings lead to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "game.h"
#include "random-opening.h"
#include "search.h"

enum {
  RANDOM_PLIES = 8, MAX_GAME_PLIES = 400, SKIP_OPENING_PLIES = 12,
  /* The weakened opening: depth 4 and a margin of about half a pawn (src/engine/strength.c). */
  OPENING_ELO = 1350, OPENING_PLIES = 12,
  /* A game whose search scores one side ahead by this much for this many plies in a row is
   * over: the rest would only add long mating tails to the data. */
  DECIDED_SCORE = 2000, DECIDED_PLIES = 8,
};

static const char *
result_text (GameResult result)
{
  return result == GAME_WHITE_WINS ? "1" : result == GAME_BLACK_WINS ? "0" : "0.5";
}

/* The game's first plies by the weakened level. */
static void
play_sensible_opening (SearchContext *ctx, Game *game)
{
  SearchLimits limits;

  search_limits_init (&limits);
  limits.elo = OPENING_ELO;
  for (int ply = 0; ply < OPENING_PLIES && game_result (game, NULL) == GAME_ONGOING; ply++)
    {
      int        n_keys;
      const Key *keys = game_history_keys (game, &n_keys);
      game_play (game, search_run (ctx, game_position (game), keys, n_keys, &limits, NULL, NULL, NULL));
    }
}

static void
play_game (SearchContext *ctx, uint64_t nodes, bool random_openings, uint64_t *rng)
{
  Game        *game = game_new (NULL);
  char       (*fens)[FEN_MAX] = malloc (sizeof *fens * MAX_GAME_PLIES);
  int         *scores = malloc (sizeof *scores * MAX_GAME_PLIES);
  int          n_fens = 0;
  SearchLimits limits;
  GameResult   result = GAME_DRAWN;
  int          decided_plies = 0, decided_leader = 0;   /* 1: White ahead, -1: Black */

  search_limits_init (&limits);
  limits.nodes = nodes;
  search_context_clear (ctx);
  if (random_openings)
    random_opening (game, rng, RANDOM_PLIES);
  else
    play_sensible_opening (ctx, game);
  while (game_ply_count (game) < MAX_GAME_PLIES)
    {
      result = game_result (game, NULL);
      if (result != GAME_ONGOING || game_claimable_draw (game) != END_NONE)
        break;
      int        n_keys;
      const Key *keys = game_history_keys (game, &n_keys);
      SearchInfo info;
      Move       m = search_run (ctx, game_position (game), keys, n_keys, &limits, NULL, NULL, &info);
      const Position *pos = game_position (game);
      int             white_score = pos->side_to_move == WHITE ? info.score : -info.score;
      /* Quiet positions only: the evaluation is never asked about the middle of an exchange. */
      if (game_ply_count (game) >= SKIP_OPENING_PLIES && !pos->checkers && abs (info.score) < SCORE_MATE_IN_MAX
          && position_piece_on (pos, move_to (m)) == NO_PIECE && move_kind (m) == MOVE_NORMAL)
        {
          scores[n_fens] = white_score;
          position_to_fen (pos, fens[n_fens++], FEN_MAX);
        }
      int leader = white_score >= DECIDED_SCORE ? 1 : white_score <= -DECIDED_SCORE ? -1 : 0;
      decided_plies = leader && leader == decided_leader ? decided_plies + 1 : leader ? 1 : 0;
      decided_leader = leader;
      if (decided_plies >= DECIDED_PLIES)
        {
          result = white_score > 0 ? GAME_WHITE_WINS : GAME_BLACK_WINS;
          break;
        }
      game_play (game, m);
    }
  if (result == GAME_ONGOING)
    result = GAME_DRAWN;
  for (int i = 0; i < n_fens; i++)
    printf ("%s;%s;%d\n", fens[i], result_text (result), scores[i]);
  fflush (stdout);
  free (fens);
  free (scores);
  game_free (game);
}

int
main (int argc, char **argv)
{
  bool random_openings = argc > 1 && strcmp (argv[1], "-r") == 0;

  argv += random_openings;
  argc -= random_openings;
  if (argc != 4)
    {
      fprintf (stderr, "usage: selfplay [-r] GAMES NODES SEED\n");
      return 2;
    }
  int            games = atoi (argv[1]);
  uint64_t       nodes = strtoull (argv[2], NULL, 10);
  /* Odd and nonzero, as the generator needs, and a different start for every seed: setting the
   * lowest bit instead made seeds 2k and 2k + 1 play the same games. */
  uint64_t       rng = 2 * strtoull (argv[3], NULL, 10) + 1;
  SearchContext *ctx = search_context_new (16);

  if (!ctx)
    {
      fprintf (stderr, "selfplay: out of memory\n");
      return 1;
    }
  search_context_set_seed (ctx, rng);
  for (int g = 0; g < games; g++)
    {
      play_game (ctx, nodes, random_openings, &rng);
      if ((g + 1) % 50 == 0)
        fprintf (stderr, "%d games\n", g + 1);
    }
  search_context_free (ctx);
  return 0;
}
