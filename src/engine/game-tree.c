/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-tree.c: the game record's variations and annotations, and the game as PGN. A node off
 * the main line has no stored position: its line is played from the last main line position
 * it shares, which costs a few microseconds for the deepest variation anyone reads. */
#include "game-private.h"

#include <stdlib.h>
#include <string.h>

const PgnGame *game_get_record (const Game *game) { return game->record; }

const PgnNode *
game_mainline_node (const Game *game, int ply)
{
  return ply >= 0 && ply < game->n_moves ? game->line[ply] : NULL;
}

static int
node_depth (const PgnNode *node)
{
  int depth = 0;

  for (; node; node = node->parent)
    depth++;
  return depth;
}

int
game_node_mainline_ply (const Game *game, const PgnNode *node)
{
  int ply = node_depth (node) - 1;

  return node && ply < game->n_moves && game->line[ply] == node ? ply : -1;
}

/* The moves from the start to node, oldest first; *depth gets their number. */
static const PgnNode **
path_to (const PgnNode *node, int *depth)
{
  *depth = node_depth (node);
  const PgnNode **path = pgn_alloc (sizeof *path * (size_t) (*depth + 1));
  int             i = *depth;

  for (; node; node = node->parent)
    path[--i] = node;
  return path;
}

/* The position after node and, if keys is not NULL, the keys of the positions before it
 * (malloc'd, *n_keys of them, with room for one more), for the rules. */
static void
play_path (const Game *game, const PgnNode *node, Position *out, Key **keys, int *n_keys)
{
  int             depth, shared = 0;
  const PgnNode **path = path_to (node, &depth);
  Undo            undo;

  while (shared < depth && shared < game->n_moves && path[shared] == game->line[shared])
    shared++;
  *out = game->positions[shared];
  if (keys)
    {
      *keys = pgn_alloc (sizeof **keys * (size_t) (depth + 1));
      memcpy (*keys, game->keys, sizeof **keys * (size_t) shared);
      *n_keys = depth;
    }
  for (int i = shared; i < depth; i++)
    {
      if (keys)
        (*keys)[i] = out->key;
      position_make_move (out, path[i]->move, &undo);
    }
  free (path);
}

void
game_node_position (const Game *game, const PgnNode *node, Position *out)
{
  play_path (game, node, out, NULL, NULL);
}

static bool
is_current (const Game *game, const PgnNode *node)
{
  return node == (game->ply > 0 ? game->line[game->ply - 1] : NULL);
}

GameResult
game_node_result (const Game *game, const PgnNode *node, GameEndReason *reason)
{
  Position   pos;
  Key       *keys;
  int        n_keys;

  if (is_current (game, node))
    return game_result (game, reason);
  play_path (game, node, &pos, &keys, &n_keys);
  GameResult result = rules_automatic_result (&pos, keys, n_keys, reason);
  free (keys);
  return result;
}

const OpeningName *
game_node_opening (const Game *game, const PgnNode *node)
{
  Position           pos;
  Key               *keys;
  int                n_keys;
  const OpeningName *name;

  play_path (game, node, &pos, &keys, &n_keys);
  keys[n_keys] = pos.key;   /* play_path leaves room for it */
  name = openings_find_deepest (keys, n_keys + 1, NULL);
  free (keys);
  return name;
}

const PgnNode *
game_add_move (Game *game, const PgnNode *node, Move move)
{
  Position pos;

  if (node == (game->n_moves > 0 ? game->line[game->n_moves - 1] : NULL)
      || game_node_result (game, node, NULL) != GAME_ONGOING)
    return NULL;
  game_node_position (game, node, &pos);
  if (!move_is_legal (&pos, move))
    return NULL;
  return pgn_game_insert_move (game->record, (PgnNode *) node, &pos, move);
}

/* The first ply where the main line no longer holds the moves the arrays were read from. */
static int
first_changed_ply (const Game *game)
{
  const PgnNode *node = game->record->first;
  int            ply = 0;

  while (ply < game->n_moves && node == game->line[ply])
    {
      node = node->next;
      ply++;
    }
  return ply;
}

/* After the main line changed from `from` on: the arrays follow, and a change before the
 * current position moves the game to the new line's end, the old line's ending gone. */
static void
follow_main_line (Game *game, int from)
{
  game_sync_line (game, from);
  if (from < game->ply)
    {
      game->ply = game->n_moves;
      game->declared_result = GAME_ONGOING;
      game->declared_reason = END_NONE;
    }
}

bool
game_promote_variation (Game *game, const PgnNode *node)
{
  if (!node || game_node_mainline_ply (game, node) >= 0)
    return false;
  pgn_game_promote_to_mainline (game->record, (PgnNode *) node);
  follow_main_line (game, first_changed_ply (game));
  return true;
}

void
game_delete_from (Game *game, const PgnNode *node)
{
  int ply = game_node_mainline_ply (game, node);

  if (!node)
    return;
  pgn_game_delete_from (game->record, (PgnNode *) node);
  if (ply >= 0)
    follow_main_line (game, ply);
}

void
game_set_comment (Game *game, const PgnNode *node, const char *comment)
{
  if (node)
    pgn_node_set_comment_after ((PgnNode *) node, comment);
  else
    pgn_game_set_comment (game->record, comment);
}

void
game_set_assessment (Game *game, const PgnNode *node, int nag)
{
  pgn_node_set_assessment ((PgnNode *) node, nag);
}

Game *
game_new_from_pgn (PgnGame *pgn, int *dropped)
{
  /* The tags and result are the caller's to read before: the record keeps no stale copy. */
  pgn_game_clear_tags (pgn);
  pgn->result = PGN_RESULT_NONE;
  return game_new_around (pgn, dropped);
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
game_to_pgn (const Game *game, const char *const *tags)
{
  PgnGame *pgn = pgn_game_new ();

  for (int i = 0; tags && tags[i] && tags[i + 1]; i += 2)
    pgn_game_set_tag (pgn, tags[i], tags[i + 1]);
  pgn_game_set_start_position (pgn, &game->record->start);
  pgn->result = result_of (game);
  pgn_game_set_tag (pgn, "Result", pgn_result_to_string (pgn->result));
  pgn->comment = pgn_strdup (game->record->comment);
  pgn->first = pgn_line_copy (game->record->first, NULL);
  if (game->ply < game->n_moves)
    {
      /* The copy's main line is cut where the game stands. */
      PgnNode *node = pgn->first;
      for (int ply = 0; ply < game->ply; ply++)
        node = node->next;
      if (node == pgn->first && !pgn->comment)
        {
          pgn->comment = node->comment_before;
          node->comment_before = NULL;
        }
      *pgn_node_slot (pgn, node) = NULL;
      pgn_line_free (node);
    }
  return pgn;
}
