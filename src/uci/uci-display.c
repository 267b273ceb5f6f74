/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-display.c: `d`, the position as text for a person at a terminal. Not part of the UCI
 * spec, but common among engines and handy for debugging the GUI side. */
#include "uci-private.h"

#include <inttypes.h>

#include "fen.h"

static char
piece_char (Piece piece)
{
  if (piece == NO_PIECE)
    return '.';
  char letter = piece_type_letter (piece_type (piece));
  return piece_color (piece) == WHITE ? (char) (letter - 'a' + 'A') : letter;
}

void
uci_command_display (UciSession *session, UciTokens *tokens)
{
  const Position *pos = &session->pos;
  FILE           *out = session->out;
  char            fen[FEN_MAX], name[3];

  if (!session->has_position)
    {
      uci_session_info (session, "%s", UCI_NO_POSITION);
      return;
    }
  for (int rank = RANK_NB - 1; rank >= 0; rank--)
    {
      fprintf (out, "%d ", rank + 1);
      for (int file = 0; file < FILE_NB; file++)
        fprintf (out, " %c", piece_char (position_piece_on (pos, make_square (file, rank))));
      fputc ('\n', out);
    }
  fprintf (out, "   a b c d e f g h\n\n");
  fprintf (out, "Fen: %s\n", position_to_fen (pos, fen, sizeof fen));
  fprintf (out, "Key: %016" PRIX64 "\n", pos->key);
  fprintf (out, "Checkers:");
  for (Bitboard b = pos->checkers; b; b &= b - 1)
    fprintf (out, " %s", square_to_string (lsb (b), name));
  fputc ('\n', out);
}
