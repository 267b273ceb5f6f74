/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-review-positions: what bench/review needs from PGN files, read with the engine's
 * reader.
 *   bench-review-positions FILE      each game's main line for the judge: a line
 *                                    "game START-FEN" and one "move UCI CLASS" a ply, CLASS
 *                                    the move's mark (0, ?! 6, ? 2, ?? 4)
 *   bench-review-positions --cut N FILE   the first game of at least N plies, cut to N, as PGN
 *                                    (movetext only: its comments and variations dropped) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pgn.h"

static char *
read_file (const char *path, size_t *length)
{
  FILE *f = fopen (path, "rb");
  char *text = NULL;
  long  size;

  if (!f)
    return NULL;
  if (fseek (f, 0, SEEK_END) == 0 && (size = ftell (f)) >= 0 && fseek (f, 0, SEEK_SET) == 0
      && (text = malloc ((size_t) size + 1)) && fread (text, 1, (size_t) size, f) == (size_t) size)
    {
      text[size] = '\0';
      *length = (size_t) size;
    }
  else
    {
      free (text);
      text = NULL;
    }
  fclose (f);
  return text;
}

static void
list_game (const PgnGame *game)
{
  char fen[FEN_MAX], uci[8];

  printf ("game %s\n", position_to_fen (pgn_game_get_start_position (game), fen, sizeof fen));
  for (const PgnNode *node = pgn_game_get_first_move (game); node; node = pgn_node_get_next (node))
    printf ("move %s %d\n", move_to_uci (pgn_node_get_move (node), uci), pgn_node_get_assessment (node));
}

/* The first n plies of game's main line, in a new game with its tags. */
static PgnGame *
cut_game (const PgnGame *game, int n)
{
  PgnGame *cut = pgn_game_new ();
  PgnNode *parent = NULL;
  int      ply = 0;

  for (int i = 0; i < pgn_game_get_n_tags (game); i++)
    pgn_game_set_tag (cut, pgn_game_get_tag_name (game, i), pgn_game_get_tag_value (game, i));
  pgn_game_set_start_position (cut, pgn_game_get_start_position (game));
  for (const PgnNode *node = pgn_game_get_first_move (game); node && ply < n; node = pgn_node_get_next (node), ply++)
    parent = pgn_game_add_move (cut, parent, pgn_node_get_move (node));
  pgn_game_set_result (cut, PGN_RESULT_NONE);
  return cut;
}

int
main (int argc, char **argv)
{
  int    cut = 0;
  size_t length;

  if (argc == 4 && strcmp (argv[1], "--cut") == 0)
    cut = atoi (argv[2]);
  else if (argc != 2)
    {
      fprintf (stderr, "usage: bench-review-positions [--cut N] FILE\n");
      return 2;
    }
  engine_init ();
  char *text = read_file (argv[argc - 1], &length);
  if (!text)
    {
      fprintf (stderr, "%s: cannot read\n", argv[argc - 1]);
      return 2;
    }
  PgnReader    *reader = pgn_reader_new (text, length);
  PgnGame      *game;
  PgnError      error;
  PgnReadStatus status;
  int           found = 0;
  while (!found && (status = pgn_reader_next_game (reader, &game, &error)) != PGN_READ_END)
    {
      if (status == PGN_READ_ERROR)
        continue;
      if (!cut)
        list_game (game);
      else if (pgn_game_get_mainline_length (game) >= cut)
        {
          PgnGame *short_game = cut_game (game, cut);
          char    *pgn = pgn_game_write (short_game, NULL);
          fputs (pgn, stdout);
          free (pgn);
          pgn_game_free (short_game);
          found = 1;
        }
      pgn_game_free (game);
    }
  pgn_reader_free (reader);
  free (text);
  return cut && !found ? 1 : 0;
}
