/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the PGN reader and writer. The bytes are read as a PGN file from a
 * buffer of exactly their size, so that a read past the end is caught. Every game read must
 * write out in lines of at most 80 bytes (but for a single long word, a tag or a ';' comment)
 * and read back as exactly one game equal to it, which writes out to the same text; all the
 * games written one after another must read back as the same games in order; every error must
 * have a place and a message. The headers-only scan runs over the same bytes too. Each game
 * also becomes a game record, which must give back the same tree when nothing was cut off it,
 * and whose tree is then edited (variations promoted and deleted, glyphs and comments set at
 * nodes the bytes choose) with every state written and read back intact. */
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "pgn.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_error (const PgnError *error)
{
  char text[512];

  if (error->code == PGN_OK || error->line < 1 || error->column < 1 || !error->message[0]
      || !pgn_error_describe (error, text, sizeof text))
    abort ();
}

/* A line longer than the limit must be one that cannot be broken. */
static void
check_lines (const char *text)
{
  while (*text)
    {
      size_t length = strcspn (text, "\n");
      const char *word = text + (text[0] == ' ');
      size_t      word_length = length - (size_t) (word - text);
      if (length > 80 && text[0] != '[' && text[0] != ';' && memchr (word, ' ', word_length))
        abort ();
      text += length + (text[length] == '\n');
    }
}

/* The game as PGN reads back as itself. */
static void
check_written (const Game *record)
{
  PgnGame   *pgn = game_to_pgn (record, NULL);
  char      *text = pgn_game_write (pgn, NULL);
  PgnReader *reader = pgn_reader_new (text, strlen (text));
  PgnGame   *again = NULL;
  PgnError   error;

  if (pgn_reader_next_game (reader, &again, &error) != PGN_READ_GAME
      || !pgn_game_equal (pgn, again))
    abort ();
  pgn_game_free (again);
  pgn_reader_free (reader);
  free (text);
  pgn_game_free (pgn);
}

/* Every node of the record's tree, in no particular order. */
static const PgnNode **
collect_nodes (const Game *record, int *n)
{
  int             capacity = 16, pending = 0;
  const PgnNode **nodes = malloc (sizeof *nodes * (size_t) capacity);
  const PgnNode **lines = malloc (sizeof *lines * (size_t) capacity);

  *n = 0;
  lines[pending++] = pgn_game_get_first_move (game_get_record (record));
  while (pending > 0)
    for (const PgnNode *node = lines[--pending]; node; node = pgn_node_get_next (node))
      {
        if (*n + pending + pgn_node_get_n_variations (node) + 1 >= capacity)
          {
            capacity = 2 * (capacity + pgn_node_get_n_variations (node));
            nodes = realloc (nodes, sizeof *nodes * (size_t) capacity);
            lines = realloc (lines, sizeof *lines * (size_t) capacity);
          }
        nodes[(*n)++] = node;
        for (int i = 0; i < pgn_node_get_n_variations (node); i++)
          lines[pending++] = pgn_node_get_variation (node, i);
      }
  free (lines);
  return nodes;
}

/* One edit at a node the text chooses, then the invariants. */
static void
edit (Game *record, unsigned choice)
{
  int             n;
  const PgnNode **nodes = collect_nodes (record, &n);

  if (n > 0)
    {
      const PgnNode *node = nodes[(choice / 4) % (unsigned) n];
      switch (choice % 4)
        {
        case 0:
          game_promote_variation (record, node);
          if (game_node_mainline_ply (record, node) < 0)
            abort ();
          break;
        case 1:
          game_delete_from (record, node);
          break;
        case 2:
          game_set_assessment (record, node, (int) (choice % 7));
          break;
        default:
          game_set_comment (record, node, choice % 3 ? "edited } {" : NULL);
        }
    }
  free (nodes);
  if (game_ply_count (record) + game_redo_count (record)
      != pgn_game_get_mainline_length (game_get_record (record)))
    abort ();
  check_written (record);
}

/* The record of the game gives its tree back; edits keep it whole. */
static void
check_record (const PgnGame *game, const char *text, size_t length)
{
  int   dropped;
  Game *record = game_new_from_pgn (pgn_game_copy (game), &dropped);

  if (game_ply_count (record) + dropped != pgn_game_get_mainline_length (game))
    abort ();
  if (dropped == 0)
    {
      /* Tags aside (the start position's are written afresh), the same game. */
      PgnGame *expected = pgn_game_copy (game);
      PgnGame *back = game_to_pgn (record, NULL);
      while (pgn_game_get_n_tags (expected) > 0
             && pgn_game_set_tag (expected, pgn_game_get_tag_name (expected, 0), NULL))
        ;
      while (pgn_game_get_n_tags (back) > 0
             && pgn_game_set_tag (back, pgn_game_get_tag_name (back, 0), NULL))
        ;
      pgn_game_set_result (back, pgn_game_get_result (game));
      if (!pgn_game_equal (back, expected))
        abort ();
      pgn_game_free (back);
      pgn_game_free (expected);
    }
  unsigned hash = 2166136261u;
  for (size_t i = 0; i < length; i++)
    hash = (hash ^ (unsigned char) text[i]) * 16777619u;
  for (int i = 0; i < 3; i++, hash = hash * 16777619u + 1)
    edit (record, hash >> 8);
  game_free (record);
}

/* Returns the text written, for the file of all games. */
static char *
check_round_trip (const PgnGame *game)
{
  size_t     length;
  char      *text = pgn_game_write (game, &length);
  PgnReader *reader = pgn_reader_new (text, length);
  PgnGame   *again = NULL, *extra = NULL;
  PgnError   error;

  check_lines (text);
  if (pgn_reader_next_game (reader, &again, &error) != PGN_READ_GAME
      || !pgn_game_equal (game, again)
      || pgn_reader_next_game (reader, &extra, &error) != PGN_READ_END)
    abort ();
  char *text_again = pgn_game_write (again, NULL);
  if (strcmp (text, text_again) != 0)
    abort ();
  free (text_again);
  pgn_game_free (again);
  pgn_reader_free (reader);

  check_record (game, text, length);
  return text;
}

/* The games written into one text, a blank line apart, read back in order. */
static void
check_file (PgnGame **games, char **texts, int n)
{
  size_t length = 0;

  for (int i = 0; i < n; i++)
    length += strlen (texts[i]) + 1;
  char *file = malloc (length + 1), *at = file;
  for (int i = 0; i < n; i++)
    {
      size_t one = strlen (texts[i]);
      memcpy (at, texts[i], one);
      at[one] = '\n';
      at += one + 1;
    }
  PgnReader *reader = pgn_reader_new (file, length);
  PgnGame   *game;
  PgnError   error;
  for (int i = 0; i < n; i++)
    {
      if (pgn_reader_next_game (reader, &game, &error) != PGN_READ_GAME
          || !pgn_game_equal (game, games[i]))
        abort ();
      pgn_game_free (game);
    }
  if (pgn_reader_next_game (reader, &game, &error) != PGN_READ_END)
    abort ();
  pgn_reader_free (reader);
  free (file);
}

static void
read_all (const char *text, size_t size, bool headers_only)
{
  PgnReader    *reader = pgn_reader_new (text, size);
  PgnGame      *game, **games = NULL;
  char        **texts = NULL;
  int           n = 0;
  PgnError      error;
  PgnReadStatus status;

  while ((status = headers_only ? pgn_reader_next_header (reader, &game, &error)
                                : pgn_reader_next_game (reader, &game, &error)) != PGN_READ_END)
    {
      if (status == PGN_READ_ERROR)
        {
          check_error (&error);
          continue;
        }
      if (headers_only)
        {
          pgn_game_free (game);
          continue;
        }
      games = realloc (games, sizeof *games * (size_t) (n + 1));
      texts = realloc (texts, sizeof *texts * (size_t) (n + 1));
      texts[n] = check_round_trip (game);
      games[n++] = game;
    }
  check_file (games, texts, n);
  for (int i = 0; i < n; i++)
    {
      pgn_game_free (games[i]);
      free (texts[i]);
    }
  free (games);
  free (texts);
  pgn_reader_free (reader);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size ? size : 1);

  if (size)
    memcpy (text, data, size);
  read_all (text, size, false);
  read_all (text, size, true);
  /* As the app reads a file: converted to UTF-8 first, which must then be valid. */
  size_t utf8_length;
  char  *utf8 = pgn_text_to_utf8 (text, size, &utf8_length);
  if (!pgn_text_is_utf8 (utf8, utf8_length) || utf8_length > 2 * size)
    abort ();
  if (utf8_length != size || memcmp (utf8, text, size) != 0)
    read_all (utf8, utf8_length, true);
  free (utf8);
  free (text);
  return 0;
}
