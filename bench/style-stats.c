/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-style-stats: the style figures (src/engine/play-style.h) of one player over PGN files.
 *
 *   bench-style-stats PLAYER FILE.pgn...
 *
 * PLAYER is the name in the White or Black tag of the player measured; games it did not play
 * are skipped. Prints one line: games, moves, aimless moves per 100 moves, early king walks per
 * game, book games in % (the side never left the named lines itself; strictly: stayed on
 * them), and the score in % with its 95 % interval (normal approximation over
 * wins, draws and losses). */
#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "play-style.h"

static void
read_file (const char *path, const char *player, PlayStyle *style, double *sum_squares)
{
  g_autofree char *text = NULL;
  gsize            length;
  g_autoptr(GError) error = NULL;

  if (!g_file_get_contents (path, &text, &length, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return;
    }
  PgnReader *reader = pgn_reader_new (text, length);
  PgnGame   *game;
  PgnError   pgn_error;
  PgnReadStatus status;

  while ((status = pgn_reader_next_game (reader, &game, &pgn_error)) != PGN_READ_END)
    {
      if (status != PGN_READ_GAME)
        continue;
      const char *white = pgn_game_get_tag (game, "White"), *black = pgn_game_get_tag (game, "Black");
      Color side = white && !strcmp (white, player) ? WHITE : BLACK;

      if ((side == WHITE) || (black && !strcmp (black, player)))
        {
          double before = style->points;
          int    decided = style->decided;

          play_style_add_game (style, game, side);
          if (style->decided > decided)
            *sum_squares += (style->points - before) * (style->points - before);
        }
      pgn_game_free (game);
    }
  pgn_reader_free (reader);
}

int
main (int argc, char **argv)
{
  PlayStyle style = { 0 };
  double    sum_squares = 0;

  if (argc < 3)
    {
      fprintf (stderr, "usage: %s PLAYER FILE.pgn...\n", argv[0]);
      return 2;
    }
  engine_init ();
  for (int i = 2; i < argc; i++)
    read_file (argv[i], argv[1], &style, &sum_squares);

  double mean = style.decided ? style.points / style.decided : 0;
  double variance = style.decided ? sum_squares / style.decided - mean * mean : 0;
  double margin = style.decided > 1 ? 1.96 * sqrt (variance / style.decided) : 0;
  printf ("games %d  moves %d  aimless/100 %.2f  king-walks/game %.2f  book %.0f%% (strict %.0f%%)"
          "  score %.1f%% +- %.1f\n",
          style.games, style.moves, play_style_aimless_per_100 (&style),
          play_style_king_walks_per_game (&style), play_style_book_percent (&style),
          play_style_book_strict_percent (&style),
          100 * mean, 100 * margin);
  return 0;
}
