/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.c: the game record's main line. It keeps the position before every move of the main
 * line, so that undo, redo and looking at an earlier position cost nothing, and the keys for
 * repetition; the tree behind it holds the moves themselves (game-tree.c). */
#include "game-private.h"

#include <stdlib.h>
#include <string.h>

static void
reserve (Game *game, int n_positions)
{
  if (n_positions <= game->capacity)
    return;
  int capacity = game->capacity ? game->capacity * 2 : 64;
  while (capacity < n_positions)
    capacity *= 2;
  game->positions = pgn_realloc (game->positions, sizeof *game->positions * (size_t) capacity);
  game->keys = pgn_realloc (game->keys, sizeof *game->keys * (size_t) capacity);
  game->line = pgn_realloc (game->line, sizeof *game->line * (size_t) capacity);
  game->capacity = capacity;
}

/* Cuts the line off at node: node, what follows and the variations of them all. */
static int
cut_line (Game *game, PgnNode *node)
{
  int cut = 0;

  for (const PgnNode *n = node; n; n = n->next)
    cut++;
  /* The game's opening comment outlives its first move. */
  if (node == game->record->first && !game->record->comment)
    {
      game->record->comment = node->comment_before;
      node->comment_before = NULL;
    }
  *pgn_node_slot (game->record, node) = NULL;
  pgn_line_free (node);
  return cut;
}

int
game_sync_line (Game *game, int from)
{
  PgnNode *node = from == 0 ? game->record->first : game->line[from - 1]->next;
  int      ply = from;
  Undo     undo;

  for (; node; node = node->next, ply++)
    {
      /* A move of the tree is legal, so no mate or stalemate stands before it: only the
       * draws the rules call by themselves can end the game there. */
      if (rules_automatic_draw (&game->positions[ply], game->keys, ply) != END_NONE)
        break;
      reserve (game, ply + 2);
      game->line[ply] = node;
      game->positions[ply + 1] = game->positions[ply];
      position_make_move (&game->positions[ply + 1], node->move, &undo);
      game->keys[ply + 1] = game->positions[ply + 1].key;
    }
  game->n_moves = ply;
  return node ? cut_line (game, node) : 0;
}

Game *
game_new_around (PgnGame *record, int *dropped)
{
  Game *game = pgn_alloc (sizeof *game);

  game->record = record;
  reserve (game, 1);
  game->positions[0] = record->start;
  game->keys[0] = record->start.key;
  int cut = game_sync_line (game, 0);
  if (dropped)
    *dropped = cut;
  game->ply = game->n_moves;
  return game;
}

Game *
game_new (const Position *start)
{
  PgnGame *record = pgn_game_new ();

  if (start)
    record->start = *start;
  return game_new_around (record, NULL);
}

Game *
game_copy (const Game *game)
{
  Game *copy = game_new_around (pgn_game_copy (game->record), NULL);

  copy->ply = game->ply;
  copy->declared_result = game->declared_result;
  copy->declared_reason = game->declared_reason;
  return copy;
}

void
game_free (Game *game)
{
  if (!game)
    return;
  pgn_game_free (game->record);
  free (game->line);
  free (game->positions);
  free (game->keys);
  free (game);
}

const Position *game_position (const Game *game) { return &game->positions[game->ply]; }
const Position *game_start_position (const Game *game) { return &game->positions[0]; }
int game_ply_count (const Game *game) { return game->ply; }
int game_redo_count (const Game *game) { return game->n_moves - game->ply; }

Move
game_move_at (const Game *game, int ply)
{
  return ply >= 0 && ply < game->n_moves ? game->line[ply]->move : MOVE_NONE;
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
  if (game_result (game, NULL) != GAME_ONGOING || !move_is_legal (game_position (game), move))
    return false;
  if (game->ply < game->n_moves && game->line[game->ply]->move == move)
    return game_redo (game);

  PgnNode *parent = game->ply > 0 ? game->line[game->ply - 1] : NULL;
  PgnNode *node = pgn_game_insert_move (game->record, parent, game_position (game), move);
  pgn_game_promote_variation (game->record, node);
  game_sync_line (game, game->ply);
  game->ply++;
  return true;
}

unsigned
game_promotion_choices (const Game *game, Square from, Square to)
{
  return move_promotion_choices (game_position (game), from, to);
}

Move
game_find_move (const Game *game, Square from, Square to, PieceType promotion)
{
  return move_find (game_position (game), from, to, promotion);
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
  if (game->ply < game->n_moves)
    cut_line (game, game->line[game->ply]);
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
game_flag_fall (Game *game, Color loser)
{
  if (game_result (game, NULL) != GAME_ONGOING)
    return;
  if (rules_can_checkmate (game_position (game), !loser))
    declare (game, loser == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS, END_TIME_FORFEIT);
  else
    declare (game, GAME_DRAWN, END_TIMEOUT_DRAW);
}

void
game_agree_draw (Game *game)
{
  if (game_result (game, NULL) == GAME_ONGOING)
    declare (game, GAME_DRAWN, END_AGREEMENT);
}
