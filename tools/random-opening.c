/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "random-opening.h"

uint64_t
random_next (uint64_t *state)
{
  *state ^= *state << 13;
  *state ^= *state >> 7;
  *state ^= *state << 17;
  return *state;
}

void
random_opening (Game *game, uint64_t *rng, int plies)
{
  for (int i = 0; i < plies; i++)
    {
      MoveList list;
      if (game_legal_moves (game, &list) == 0)
        return;
      game_play (game, list.moves[random_next (rng) % (uint64_t) list.count]);
    }
}
