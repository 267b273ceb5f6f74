/* SPDX-License-Identifier: GPL-3.0-or-later */
/* selfplay: plays the engine against itself at a small node budget and writes the quiet
 * positions of each game with its result and the search's score, the training data of
 * tools/tune and tools/nnue-train.
 *   selfplay GAMES NODES SEED > positions.txt     (one "FEN;result;score" line a position:
 *                                                  result 1, 0.5 or 0 and the score in
 *                                                  centipawns, both from White's side) */
#include <stdio.h>
#include <stdlib.h>

#include "fen.h"
#include "game.h"
#include "random-opening.h"
#include "search.h"

enum {
  RANDOM_PLIES = 8, MAX_GAME_PLIES = 400, SKIP_OPENING_PLIES = 12,
  /* A game whose search scores one side ahead by this much for this many plies in a row is
   * over: the rest would only add long mating tails to the data. */
  DECIDED_SCORE = 2000, DECIDED_PLIES = 8,
};

static const char *
result_text (GameResult result)
{
  return result == GAME_WHITE_WINS ? "1" : result == GAME_BLACK_WINS ? "0" : "0.5";
}

static void
play_game (SearchContext *ctx, uint64_t nodes, uint64_t *rng)
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
  random_opening (game, rng, RANDOM_PLIES);
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
  if (argc != 4)
    {
      fprintf (stderr, "usage: selfplay GAMES NODES SEED\n");
      return 2;
    }
  int            games = atoi (argv[1]);
  uint64_t       nodes = strtoull (argv[2], NULL, 10);
  uint64_t       rng = strtoull (argv[3], NULL, 10) | 1;
  SearchContext *ctx = search_context_new (16);

  for (int g = 0; g < games; g++)
    {
      play_game (ctx, nodes, &rng);
      if ((g + 1) % 50 == 0)
        fprintf (stderr, "%d games\n", g + 1);
    }
  search_context_free (ctx);
  return 0;
}
