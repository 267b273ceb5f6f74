/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the position editor's lenient FEN reading (what the player types in
 * the FEN field). Whatever board it takes must come out as FEN that it takes back the same,
 * and the offers and the judgement of the reader must agree with what it wrote. */
#include <stdlib.h>
#include <string.h>

#include "position-editor.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_editor (const PositionEditor *editor)
{
  char fen[FEN_MAX + 16], again_fen[FEN_MAX + 16];
  PositionEditor again;
  Position pos;

  position_editor_to_fen (editor, fen, sizeof fen);
  position_editor_clear (&again);
  if (!position_editor_take_fen (&again, fen))
    abort ();
  position_editor_to_fen (&again, again_fen, sizeof again_fen);
  if (strcmp (fen, again_fen) != 0)
    abort ();
  if ((position_editor_castling (editor) & ~position_editor_castling_allowed (editor)) != 0)
    abort ();
  if (position_editor_validate (editor, &pos, NULL))
    {
      Square ep = position_editor_en_passant (editor);
      if (ep != SQ_NONE && pos.ep_square != ep)
        abort ();
      for (Bitboard b = position_editor_en_passant_offers (editor); b; b &= b - 1)
        {
          PositionEditor offered = *editor;
          if (!position_editor_set_en_passant (&offered, lsb (b))
              || !position_editor_validate (&offered, &pos, NULL) || pos.ep_square != lsb (b))
            abort ();
        }
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char          *text = malloc (size + 1);
  PositionEditor editor;
  FenError       error;
  Position       pos;

  memcpy (text, data, size);
  text[size] = '\0';
  position_editor_set_start (&editor);
  if (position_editor_read_typed (&editor, text, &pos, &error) != position_from_fen (&pos, text, NULL))
    abort ();
  check_editor (&editor);
  free (text);
  return 0;
}
