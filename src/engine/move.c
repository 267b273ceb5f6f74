/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move.c: text forms of moves and squares. */
#include "move.h"

char
piece_type_letter (PieceType pt)
{
  return pt < PIECE_TYPE_NB ? "pnbrqk"[pt] : '?';
}

char *
square_to_string (Square s, char *buf)
{
  buf[0] = (char) ('a' + square_file (s));
  buf[1] = (char) ('1' + square_rank (s));
  buf[2] = '\0';
  return buf;
}

Square
square_from_string (const char *text)
{
  if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return SQ_NONE;
  return make_square (text[0] - 'a', text[1] - '1');
}

char *
move_to_uci (Move m, char *buf)
{
  if (m == MOVE_NONE || m == MOVE_NULL)
    {
      buf[0] = buf[1] = buf[2] = buf[3] = '0';
      buf[4] = '\0';
      return buf;
    }
  square_to_string (move_from (m), buf);
  square_to_string (move_to (m), buf + 2);
  if (move_kind (m) == MOVE_PROMOTION)
    {
      buf[4] = piece_type_letter (move_promotion (m));
      buf[5] = '\0';
    }
  return buf;
}
