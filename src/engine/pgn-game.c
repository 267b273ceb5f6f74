/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-game.c: the PGN game: its tags, start position, result and comment. */
#include "pgn-private.h"

#include <stdlib.h>
#include <string.h>

PgnGame *
pgn_game_new (void)
{
  PgnGame *game = pgn_alloc (sizeof *game);

  engine_init ();
  position_set_start (&game->start);
  game->result = PGN_RESULT_NONE;
  return game;
}

void
pgn_game_clear_tags (PgnGame *game)
{
  for (int i = 0; i < game->n_tags; i++)
    {
      free (game->tags[i].name);
      free (game->tags[i].value);
    }
  free (game->tags);
  game->tags = NULL;
  game->n_tags = game->tags_capacity = 0;
}

void
pgn_game_free (PgnGame *game)
{
  if (!game)
    return;
  pgn_game_clear_tags (game);
  free (game->comment);
  pgn_line_free (game->first);
  free (game);
}

int pgn_game_get_n_tags (const PgnGame *game) { return game->n_tags; }

const char *
pgn_game_get_tag_name (const PgnGame *game, int index)
{
  return index >= 0 && index < game->n_tags ? game->tags[index].name : NULL;
}

const char *
pgn_game_get_tag_value (const PgnGame *game, int index)
{
  return index >= 0 && index < game->n_tags ? game->tags[index].value : NULL;
}

static int
find_tag (const PgnGame *game, const char *name, size_t length)
{
  for (int i = 0; i < game->n_tags; i++)
    if (strncmp (game->tags[i].name, name, length) == 0 && game->tags[i].name[length] == '\0')
      return i;
  return -1;
}

const char *
pgn_game_get_tag (const PgnGame *game, const char *name)
{
  int i = find_tag (game, name, strlen (name));

  return i >= 0 ? game->tags[i].value : NULL;
}

static void
remove_tag (PgnGame *game, int index)
{
  free (game->tags[index].name);
  free (game->tags[index].value);
  memmove (game->tags + index, game->tags + index + 1,
           sizeof *game->tags * (size_t) (game->n_tags - index - 1));
  game->n_tags--;
}

void
pgn_game_put_tag (PgnGame *game, const char *name, size_t name_length,
                  const char *value, size_t value_length)
{
  int i = find_tag (game, name, name_length);

  if (i >= 0)
    {
      free (game->tags[i].value);
      game->tags[i].value = pgn_strndup (value, value_length);
      return;
    }
  if (game->n_tags == game->tags_capacity)
    {
      game->tags_capacity = game->tags_capacity ? game->tags_capacity * 2 : 12;
      game->tags = pgn_realloc (game->tags, sizeof *game->tags * (size_t) game->tags_capacity);
    }
  game->tags[game->n_tags++] = (PgnTag) {
    pgn_strndup (name, name_length), pgn_strndup (value, value_length)
  };
}

bool
pgn_tag_name_is_valid (const char *name, size_t length)
{
  if (length == 0)
    return false;
  for (size_t i = 0; i < length; i++)
    {
      char c = name[i];
      if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'))
        return false;
    }
  return true;
}

bool
pgn_game_set_tag (PgnGame *game, const char *name, const char *value)
{
  size_t length = strlen (name);

  if (!pgn_tag_name_is_valid (name, length))
    return false;
  if (value)
    pgn_game_put_tag (game, name, length, value, strlen (value));
  else if (find_tag (game, name, length) >= 0)
    remove_tag (game, find_tag (game, name, length));
  return true;
}

const Position *pgn_game_get_start_position (const PgnGame *game) { return &game->start; }

bool
pgn_game_set_start_position (PgnGame *game, const Position *start)
{
  Position standard;
  char     fen[FEN_MAX];

  if (game->first)
    return false;
  game->start = *start;
  position_set_start (&standard);
  if (position_equal (start, &standard))
    {
      pgn_game_set_tag (game, "SetUp", NULL);
      pgn_game_set_tag (game, "FEN", NULL);
      return true;
    }
  pgn_game_set_tag (game, "SetUp", "1");
  pgn_game_set_tag (game, "FEN", position_to_fen (start, fen, sizeof fen));
  return true;
}

PgnResult pgn_game_get_result (const PgnGame *game) { return game->result; }
void pgn_game_set_result (PgnGame *game, PgnResult result) { game->result = result; }

const char *
pgn_result_to_string (PgnResult result)
{
  switch (result)
    {
    case PGN_RESULT_WHITE_WINS: return "1-0";
    case PGN_RESULT_BLACK_WINS: return "0-1";
    case PGN_RESULT_DRAW:       return "1/2-1/2";
    case PGN_RESULT_NONE:       break;
    }
  return "*";
}

/* Once there are moves, the game's comment is the first move's comment before. */
const char *
pgn_game_get_comment (const PgnGame *game)
{
  return game->first ? game->first->comment_before : game->comment;
}

void
pgn_game_set_comment (PgnGame *game, const char *comment)
{
  if (game->first)
    {
      pgn_node_set_comment_before (game->first, comment);
      return;
    }
  free (game->comment);
  game->comment = NULL;
  if (comment)
    pgn_comment_append (&game->comment, comment, strlen (comment));
}

const PgnNode *pgn_game_get_first_move (const PgnGame *game) { return game->first; }
int pgn_game_get_moves_after_end (const PgnGame *game) { return game->moves_after_end; }

int
pgn_game_get_mainline_length (const PgnGame *game)
{
  int n = 0;

  for (const PgnNode *node = game->first; node; node = node->next)
    n++;
  return n;
}
