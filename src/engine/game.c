/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.c: the game record. It keeps the position before every move, so that undo, redo and
 * looking at an earlier position cost nothing, and the keys for repetition. */
#include "game.h"

#include <stdlib.h>
#include <string.h>

struct Game {
  Position     *positions;   /* positions[i] stands before moves[i]; [ply] is the current one */
  Key          *keys;        /* keys[i] == positions[i].key, contiguous for the rules */
  Move         *moves;
  int           n_moves;     /* played plus redoable */
  int           ply;         /* moves played up to the current position */
  int           capacity;
  GameResult    declared_result;  /* resignation, agreement or a claimed draw */
  GameEndReason declared_reason;
};

static void
reserve (Game *game, int n_positions)
{
  if (n_positions <= game->capacity)
    return;
  int capacity = game->capacity ? game->capacity * 2 : 64;
  while (capacity < n_positions)
    capacity *= 2;
  game->positions = realloc (game->positions, sizeof *game->positions * (size_t) capacity);
  game->keys = realloc (game->keys, sizeof *game->keys * (size_t) capacity);
  game->moves = realloc (game->moves, sizeof *game->moves * (size_t) capacity);
  if (!game->positions || !game->keys || !game->moves)
    abort ();
  game->capacity = capacity;
}

Game *
game_new (const Position *start)
{
  Game *game = calloc (1, sizeof *game);

  if (!game)
    abort ();
  engine_init ();
  reserve (game, 1);
  if (start)
    game->positions[0] = *start;
  else
    position_set_start (&game->positions[0]);
  game->keys[0] = game->positions[0].key;
  return game;
}

Game *
game_copy (const Game *game)
{
  Game *copy = calloc (1, sizeof *copy);

  if (!copy)
    abort ();
  *copy = *game;
  copy->positions = NULL;
  copy->keys = NULL;
  copy->moves = NULL;
  copy->capacity = 0;
  reserve (copy, game->n_moves + 1);
  memcpy (copy->positions, game->positions, sizeof *game->positions * (size_t) (game->n_moves + 1));
  memcpy (copy->keys, game->keys, sizeof *game->keys * (size_t) (game->n_moves + 1));
  memcpy (copy->moves, game->moves, sizeof *game->moves * (size_t) game->n_moves);
  return copy;
}

void
game_free (Game *game)
{
  if (!game)
    return;
  free (game->positions);
  free (game->keys);
  free (game->moves);
  free (game);
}

const Position *game_position (const Game *game) { return &game->positions[game->ply]; }
const Position *game_start_position (const Game *game) { return &game->positions[0]; }
int game_ply_count (const Game *game) { return game->ply; }
int game_redo_count (const Game *game) { return game->n_moves - game->ply; }

Move
game_move_at (const Game *game, int ply)
{
  return ply >= 0 && ply < game->n_moves ? game->moves[ply] : MOVE_NONE;
}

void
game_position_at (const Game *game, int ply, Position *out)
{
  if (ply < 0)
    ply = 0;
  if (ply > game->n_moves)
    ply = game->n_moves;
  *out = game->positions[ply];
}

const Key *
game_history_keys (const Game *game, int *count)
{
  *count = game->ply;
  return game->keys;
}

int
game_legal_moves (const Game *game, MoveList *list)
{
  return generate_moves (game_position (game), GEN_LEGAL, list);
}

bool
game_play (Game *game, Move move)
{
  Undo undo;

  if (game_result (game, NULL) != GAME_ONGOING || !move_is_legal (game_position (game), move))
    return false;
  if (game->ply < game->n_moves && game->moves[game->ply] == move)
    return game_redo (game);

  reserve (game, game->ply + 2);
  game->positions[game->ply + 1] = game->positions[game->ply];
  position_make_move (&game->positions[game->ply + 1], move, &undo);
  game->moves[game->ply] = move;
  game->ply++;
  game->keys[game->ply] = game->positions[game->ply].key;
  game->n_moves = game->ply;
  return true;
}

unsigned
game_promotion_choices (const Game *game, Square from, Square to)
{
  MoveList list;
  unsigned choices = 0;

  game_legal_moves (game, &list);
  for (int i = 0; i < list.count; i++)
    if (move_from (list.moves[i]) == from && move_to (list.moves[i]) == to
        && move_kind (list.moves[i]) == MOVE_PROMOTION)
      choices |= 1u << move_promotion (list.moves[i]);
  return choices;
}

Move
game_find_move (const Game *game, Square from, Square to, PieceType promotion)
{
  MoveList list;

  game_legal_moves (game, &list);
  for (int i = 0; i < list.count; i++)
    {
      Move m = list.moves[i];
      if (move_from (m) == from && move_to (m) == to
          && (move_kind (m) != MOVE_PROMOTION || move_promotion (m) == promotion))
        return m;
    }
  return MOVE_NONE;
}

bool game_can_undo (const Game *game) { return game->ply > 0 || game->declared_reason != END_NONE; }
bool game_can_redo (const Game *game) { return game->ply < game->n_moves; }

/* Undo first takes back a resignation, agreement or claim, then moves. */
bool
game_undo (Game *game)
{
  if (game->declared_reason != END_NONE)
    {
      game->declared_reason = END_NONE;
      game->declared_result = GAME_ONGOING;
      return true;
    }
  if (game->ply == 0)
    return false;
  game->ply--;
  return true;
}

bool
game_redo (Game *game)
{
  if (game->ply >= game->n_moves || game->declared_reason != END_NONE)
    return false;
  game->ply++;
  return true;
}

GameResult
game_result (const Game *game, GameEndReason *reason)
{
  if (game->declared_reason != END_NONE)
    {
      if (reason)
        *reason = game->declared_reason;
      return game->declared_result;
    }
  return rules_automatic_result (game_position (game), game->keys, game->ply, reason);
}

GameEndReason
game_claimable_draw (const Game *game)
{
  if (game_result (game, NULL) != GAME_ONGOING)
    return END_NONE;
  return rules_claimable_draw (game_position (game), game->keys, game->ply);
}

static void
declare (Game *game, GameResult result, GameEndReason reason)
{
  game->declared_result = result;
  game->declared_reason = reason;
  /* The game ends here: later moves can no longer be redone into it. */
  game->n_moves = game->ply;
}

bool
game_claim_draw (Game *game)
{
  GameEndReason claim = game_claimable_draw (game);

  if (claim == END_NONE)
    return false;
  declare (game, GAME_DRAWN, claim);
  return true;
}

void
game_resign (Game *game, Color loser)
{
  if (game_result (game, NULL) == GAME_ONGOING)
    declare (game, loser == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, END_RESIGNATION);
}

void
game_agree_draw (Game *game)
{
  if (game_result (game, NULL) == GAME_ONGOING)
    declare (game, GAME_DRAWN, END_AGREEMENT);
}
