/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-check: reads PGN files with the engine's reader, checking every move, and reports each
 * error with its place. The validating read that bench/pgn times against pgn-extract.
 *   pgn-check [-v] [--headers] FILE...
 *   pgn-check --same FILE OTHER
 * Each game read becomes the game record the app plays on (game_new_from_pgn: the tree with
 * its main line played out). -v prints a line a game: its number, first line, plies, result
 * and the final position of its mainline. --headers only scans the tags and results
 * (pgn_reader_next_header).
 * Exits 1 if any game had an error, 2 if a file could not be read.
 * --same compares two files game by game (pgn_game_same_content: moves, variations,
 * comments, NAGs, tags in any order), both read as UTF-8 or Latin-1 as the app reads them,
 * and exits 1 at the first difference, which it names. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "pgn.h"

typedef struct {
  bool verbose;
  bool headers;
  long games, errors;
} Check;

/* The whole file in memory: the reader works on a buffer. */
static char *
read_file (const char *path, size_t *length)
{
  FILE *f = fopen (path, "rb");
  char *text = NULL;
  long  size;

  if (!f)
    return NULL;
  if (fseek (f, 0, SEEK_END) == 0 && (size = ftell (f)) >= 0 && fseek (f, 0, SEEK_SET) == 0)
    {
      text = malloc ((size_t) size + 1);
      if (text && fread (text, 1, (size_t) size, f) != (size_t) size)
        {
          free (text);
          text = NULL;
        }
      *length = (size_t) size;
    }
  fclose (f);
  return text;
}

static void
print_game (const PgnReader *reader, const Game *record, int plies, PgnResult result,
            long number)
{
  char  fen[FEN_MAX];
  int   line;

  pgn_reader_get_game_start (reader, NULL, &line);
  printf ("game %ld (line %d): %d plies, %s, %s\n", number, line, plies,
          pgn_result_to_string (result), position_to_fen (game_position (record), fen, sizeof fen));
}

static void
check_text (Check *check, const char *path, const char *text, size_t length)
{
  PgnReader    *reader = pgn_reader_new (text, length);
  PgnGame      *game;
  PgnError      error;
  PgnReadStatus status;
  char          message[PGN_ERROR_MESSAGE_MAX + 64];

  while ((status = check->headers ? pgn_reader_next_header (reader, &game, &error)
                                  : pgn_reader_next_game (reader, &game, &error)) != PGN_READ_END)
    {
      check->games++;
      if (status == PGN_READ_ERROR)
        {
          check->errors++;
          fprintf (stderr, "%s:%s\n", path, pgn_error_describe (&error, message, sizeof message));
          continue;
        }
      if (check->headers)
        {
          pgn_game_free (game);
          continue;
        }
      /* The game record the app plays on: the tree taken over, the main line played out. */
      int       plies = pgn_game_get_mainline_length (game);
      PgnResult result = pgn_game_get_result (game);
      Game     *record = game_new_from_pgn (game, NULL);
      if (check->verbose)
        print_game (reader, record, plies, result, check->games);
      game_free (record);
    }
  pgn_reader_free (reader);
}

static PgnGame **
read_games (const char *path, int *n)
{
  size_t   raw_length = 0, length;
  char    *raw = read_file (path, &raw_length);
  PgnGame **games = NULL;

  *n = 0;
  if (!raw)
    return NULL;
  char      *text = pgn_text_to_utf8 (raw, raw_length, &length);
  PgnReader *reader = pgn_reader_new (text, length);
  PgnGame   *game;
  PgnError   error;
  for (PgnReadStatus status; (status = pgn_reader_next_game (reader, &game, &error)) != PGN_READ_END;)
    if (status == PGN_READ_GAME)
      {
        games = realloc (games, sizeof *games * (size_t) (*n + 1));
        games[(*n)++] = game;
      }
  pgn_reader_free (reader);
  free (text);
  free (raw);
  return games;
}

static int
compare_files (const char *path, const char *other_path)
{
  int       n, n_other, status = 0;
  PgnGame **games = read_games (path, &n);
  PgnGame **others = read_games (other_path, &n_other);

  if (n != n_other)
    {
      printf ("%s has %d games, %s %d\n", path, n, other_path, n_other);
      status = 1;
    }
  for (int i = 0; i < n && i < n_other && status == 0; i++)
    if (!pgn_game_same_content (games[i], others[i]))
      {
        printf ("game %d differs\n", i + 1);
        status = 1;
      }
  for (int i = 0; i < n; i++)
    pgn_game_free (games[i]);
  for (int i = 0; i < n_other; i++)
    pgn_game_free (others[i]);
  free (games);
  free (others);
  if (status == 0)
    printf ("%d games, the same\n", n);
  return status;
}

int
main (int argc, char **argv)
{
  Check check = { 0 };
  int   first = 1;

  if (argc == 4 && strcmp (argv[1], "--same") == 0)
    return compare_files (argv[2], argv[3]);
  for (; first < argc && argv[first][0] == '-'; first++)
    {
      if (strcmp (argv[first], "-v") == 0)
        check.verbose = true;
      else if (strcmp (argv[first], "--headers") == 0)
        check.headers = true;
      else
        break;
    }
  if (first == argc)
    {
      fprintf (stderr, "usage: pgn-check [-v] [--headers] FILE...\n"
                       "       pgn-check --same FILE OTHER\n");
      return 2;
    }
  for (int i = first; i < argc; i++)
    {
      size_t length = 0;
      char  *text = read_file (argv[i], &length);
      if (!text)
        {
          perror (argv[i]);
          return 2;
        }
      check_text (&check, argv[i], text, length);
      free (text);
    }
  printf ("%ld games, %ld with errors\n", check.games, check.errors);
  return check.errors ? 1 : 0;
}
