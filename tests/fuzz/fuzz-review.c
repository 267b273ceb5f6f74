/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for reading a review back from a PGN file (review/review-game.h): each
 * game the bytes hold is restored from its [%eval] commands, NAGs and variations, without a
 * search; every judged move must have sane figures; the review written into the game again
 * must read back, and restore to the same marks. */
#include <stdlib.h>
#include <string.h>

#include "review-game.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_review (const ReviewGame *review)
{
  for (int ply = 0; ply < review_game_n_moves (review); ply++)
    {
      const ReviewMove *m = review_game_get_move (review, ply);
      if (m->klass == REVIEW_CLASS_NONE)
        continue;
      if (m->klass >= REVIEW_CLASS_NB || m->loss < 0 || m->loss > 100 || m->accuracy < 0 || m->accuracy > 100
          || m->win_before < 0 || m->win_before > 100 || m->win_after < 0 || m->win_after > 100)
        abort ();
    }
  for (int i = 0; i <= review_game_n_moves (review); i++)
    {
      double win = review_game_white_win (review, i);
      if (win > 100 || (win < 0 && review_game_get_position (review, i)->known))
        abort ();
    }
}

static void
check_game (PgnGame *pgn)
{
  ReviewGame *review = review_game_new (pgn);

  if (!review)
    abort ();
  review_game_restore (review, pgn);
  check_review (review);

  PgnGame *annotated = pgn_game_copy (pgn);
  review_game_annotate (review, annotated);
  char      *text = pgn_game_write (annotated, NULL);
  PgnReader *reader = pgn_reader_new (text, strlen (text));
  PgnGame   *again = NULL;
  PgnError   error;
  if (pgn_reader_next_game (reader, &again, &error) != PGN_READ_GAME)
    abort ();
  ReviewGame *restored = review_game_new (again);
  review_game_restore (restored, again);
  check_review (restored);
  for (int ply = 0; ply < review_game_n_moves (review); ply++)
    {
      ReviewClass a = review_game_get_move (review, ply)->klass, b = review_game_get_move (restored, ply)->klass;
      /* A mark written is a mark read; an unmarked move stays unmarked. */
      if ((review_class_to_nag (a) != 0) != (review_class_to_nag (b) != 0))
        abort ();
    }
  review_game_free (restored);
  pgn_game_free (again);
  pgn_reader_free (reader);
  free (text);
  pgn_game_free (annotated);
  review_game_free (review);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char      *text = malloc (size ? size : 1);
  PgnReader *reader;
  PgnGame   *pgn = NULL;
  PgnError   error;
  PgnReadStatus status;
  int        games = 0;

  engine_init ();
  memcpy (text, data, size);
  reader = pgn_reader_new (text, size);
  while (games < 8 && (status = pgn_reader_next_game (reader, &pgn, &error)) != PGN_READ_END)
    {
      if (status == PGN_READ_GAME)
        {
          check_game (pgn);
          pgn_game_free (pgn);
        }
      games++;
    }
  pgn_reader_free (reader);
  free (text);
  return 0;
}
