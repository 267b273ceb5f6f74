/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the FEN reader. Whatever it accepts must survive a write-read round
 * trip and have every legal move make and unmake cleanly. */
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_moves (Position *pos)
{
  MoveList list;
  Position before = *pos;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    {
      Undo undo;
      position_make_move (pos, list.moves[i], &undo);
      if (pos->key != position_compute_key (pos))
        abort ();
      position_unmake_move (pos, list.moves[i], &undo);
      if (!position_equal (pos, &before))
        abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char    *text = malloc (size + 1);
  Position pos, again;
  FenError error;
  char     fen[FEN_MAX], message[256];

  memcpy (text, data, size);
  text[size] = '\0';
  if (position_from_fen (&pos, text, &error))
    {
      position_to_fen (&pos, fen, sizeof fen);
      if (!position_from_fen (&again, fen, NULL) || !position_equal (&pos, &again))
        abort ();
      check_moves (&pos);
    }
  else
    fen_error_describe (&error, message, sizeof message);
  free (text);
  return 0;
}
