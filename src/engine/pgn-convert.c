/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-convert.c: between the PGN tree and the game record of game.h. */
#include "pgn-private.h"

Game *
pgn_game_mainline_to_game (const PgnGame *game)
{
  Game *record = game_new (&game->start);

  for (const PgnNode *node = game->first; node; node = node->next)
    if (!game_play (record, node->move))
      break;
  return record;
}

static PgnResult
result_of (const Game *game)
{
  switch (game_result (game, NULL))
    {
    case GAME_WHITE_WINS: return PGN_RESULT_WHITE_WINS;
    case GAME_BLACK_WINS: return PGN_RESULT_BLACK_WINS;
    case GAME_DRAWN:      return PGN_RESULT_DRAW;
    case GAME_ONGOING:    break;
    }
  return PGN_RESULT_NONE;
}

PgnGame *
pgn_game_from_game (const Game *game, const char *const *tags)
{
  PgnGame *pgn = pgn_game_new ();
  PgnNode *last = NULL;
  Position pos = *game_start_position (game);
  Undo     undo;

  for (int i = 0; tags && tags[i] && tags[i + 1]; i += 2)
    pgn_game_set_tag (pgn, tags[i], tags[i + 1]);
  pgn_game_set_start_position (pgn, &pos);
  pgn->result = result_of (game);
  pgn_game_set_tag (pgn, "Result", pgn_result_to_string (pgn->result));
  for (int ply = 0; ply < game_ply_count (game); ply++)
    {
      Move     move = game_move_at (game, ply);
      PgnNode *node = pgn_node_new (&pos, move, last);
      if (last)
        last->next = node;
      else
        pgn->first = node;
      last = node;
      position_make_move (&pos, move, &undo);
    }
  return pgn;
}
