/* SPDX-License-Identifier: GPL-3.0-or-later */
/* position-editor.c: the editor keeps what the player asked for and derives what counts from
 * the placement each time, so that a rook taken off and put back brings its castling right
 * back. Legality is never judged here: the FEN goes through the engine's reader. */
#include "position-editor.h"

#include <stdio.h>
#include <string.h>

void
position_editor_clear (PositionEditor *editor)
{
  memset (editor->board, NO_PIECE, sizeof editor->board);
  editor->side_to_move = WHITE;
  editor->castling = 0;
  editor->en_passant = SQ_NONE;
  editor->halfmove_clock = 0;
  editor->fullmove_number = 1;
}

void
position_editor_set_start (PositionEditor *editor)
{
  position_editor_take_fen (editor, FEN_START);
}

void
position_editor_put (PositionEditor *editor, Square s, Piece piece)
{
  if (square_is_valid (s))
    editor->board[s] = (uint8_t) piece;
}

void
position_editor_move (PositionEditor *editor, Square from, Square to)
{
  if (!square_is_valid (from) || !square_is_valid (to) || from == to
      || editor->board[from] == NO_PIECE)
    return;
  editor->board[to] = editor->board[from];
  editor->board[from] = NO_PIECE;
}

void
position_editor_set_side_to_move (PositionEditor *editor, Color side)
{
  editor->side_to_move = side == BLACK ? BLACK : WHITE;
}

unsigned
position_editor_castling_allowed (const PositionEditor *editor)
{
  static const struct {
    CastlingRights right;
    Square         king, rook;
  } needs[] = {
    { CASTLE_WHITE_KING, E1, H1 }, { CASTLE_WHITE_QUEEN, E1, A1 },
    { CASTLE_BLACK_KING, E8, H8 }, { CASTLE_BLACK_QUEEN, E8, A8 },
  };
  unsigned allowed = 0;

  for (size_t i = 0; i < sizeof needs / sizeof needs[0]; i++)
    {
      Color c = needs[i].king == E1 ? WHITE : BLACK;
      if (editor->board[needs[i].king] == make_piece (c, KING)
          && editor->board[needs[i].rook] == make_piece (c, ROOK))
        allowed |= needs[i].right;
    }
  return allowed;
}

unsigned
position_editor_castling (const PositionEditor *editor)
{
  return editor->castling & position_editor_castling_allowed (editor);
}

bool
position_editor_set_castling (PositionEditor *editor, CastlingRights right, bool wanted)
{
  if (!wanted)
    {
      editor->castling &= (uint8_t) ~right;
      return true;
    }
  if ((position_editor_castling_allowed (editor) & right) != (unsigned) right)
    return false;
  editor->castling |= (uint8_t) right;
  return true;
}

/* The FEN with en_passant as the en-passant field, whatever it is. */
static char *
write_fen (const PositionEditor *editor, Square en_passant, char *buf, size_t size)
{
  char text[FEN_MAX + 16], square[3] = "-";
  size_t n = 0;
  unsigned castling = position_editor_castling (editor);

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          Piece p = (Piece) editor->board[make_square (file, rank)];
          if (p == NO_PIECE)
            {
              empty++;
              continue;
            }
          if (empty)
            text[n++] = (char) ('0' + empty);
          empty = 0;
          text[n++] = "PNBRQK??pnbrqk"[p];
        }
      if (empty)
        text[n++] = (char) ('0' + empty);
      if (rank)
        text[n++] = '/';
    }
  text[n++] = ' ';
  text[n++] = editor->side_to_move == WHITE ? 'w' : 'b';
  text[n++] = ' ';
  if (!castling)
    text[n++] = '-';
  for (int i = 0; i < 4; i++)
    if (castling & (1u << i))
      text[n++] = "KQkq"[i];
  if (en_passant != SQ_NONE)
    square_to_string (en_passant, square);
  snprintf (text + n, sizeof text - n, " %s %d %d", square, editor->halfmove_clock,
            editor->fullmove_number);
  snprintf (buf, size, "%s", text);
  return buf;
}

Bitboard
position_editor_en_passant_offers (const PositionEditor *editor)
{
  Bitboard offers = 0;
  int rank = relative_rank (editor->side_to_move, 5);

  for (int file = 0; file < 8; file++)
    {
      Square s = make_square (file, rank);
      char fen[FEN_MAX + 16];
      Position pos;

      /* The reader accepts a square behind a pawn that could have stepped two and keeps it
       * only when a capture there is legal. */
      write_fen (editor, s, fen, sizeof fen);
      if (position_from_fen (&pos, fen, NULL) && pos.ep_square == s)
        offers |= square_bb (s);
    }
  return offers;
}

Square
position_editor_en_passant (const PositionEditor *editor)
{
  if (editor->en_passant == SQ_NONE
      || !(position_editor_en_passant_offers (editor) & square_bb (editor->en_passant)))
    return SQ_NONE;
  return editor->en_passant;
}

bool
position_editor_set_en_passant (PositionEditor *editor, Square s)
{
  if (s != SQ_NONE && !(position_editor_en_passant_offers (editor) & square_bb (s)))
    return false;
  editor->en_passant = s;
  return true;
}

char *
position_editor_to_fen (const PositionEditor *editor, char *buf, size_t size)
{
  return write_fen (editor, position_editor_en_passant (editor), buf, size);
}

bool
position_editor_validate (const PositionEditor *editor, Position *pos, FenError *error)
{
  char fen[FEN_MAX + 16];
  Position read;

  position_editor_to_fen (editor, fen, sizeof fen);
  if (!position_from_fen (&read, fen, error))
    return false;
  if (pos)
    *pos = read;
  return true;
}

/* Reading a FEN the lenient way. */

enum { FIELD_MAX = 6 };

typedef struct {
  const char *start;
  int         length;
} Field;

static int
split_fields (const char *fen, Field fields[FIELD_MAX])
{
  int n = 0;

  for (const char *p = fen; *p;)
    {
      if (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        {
          p++;
          continue;
        }
      const char *start = p;
      while (*p && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
        p++;
      if (n < FIELD_MAX)
        fields[n] = (Field) { start, (int) (p - start) };
      n++;
    }
  return n < FIELD_MAX ? n : FIELD_MAX;
}

/* Eight ranks of eight squares in piece letters, whatever stands where. */
static bool
read_placement (const Field *field, uint8_t board[SQ_NB])
{
  int rank = 7, file = 0;

  memset (board, NO_PIECE, SQ_NB);
  for (int i = 0; i < field->length; i++)
    {
      char c = field->start[i];
      const char *letter = strchr ("PNBRQK..pnbrqk", c);

      if (c == '/')
        {
          if (file != 8 || rank == 0)
            return false;
          rank--;
          file = 0;
        }
      else if (c >= '1' && c <= '8')
        file += c - '0';
      else if (letter && c != '.' && c)
        {
          if (file < 8)
            board[make_square (file, rank)] = (uint8_t) (letter - "PNBRQK..pnbrqk");
          file++;
        }
      else
        return false;
      if (file > 8)
        return false;
    }
  return rank == 0 && file == 8;
}

static bool
read_castling (const Field *field, uint8_t *castling)
{
  unsigned rights = 0;

  if (field->length == 1 && field->start[0] == '-')
    {
      *castling = 0;
      return true;
    }
  for (int i = 0; i < field->length; i++)
    {
      const char *found = field->start[i] ? strchr ("KQkq", field->start[i]) : NULL;
      if (!found || (rights & (1u << (found - "KQkq"))))
        return false;
      rights |= 1u << (found - "KQkq");
    }
  *castling = (uint8_t) rights;
  return true;
}

static bool
read_number (const Field *field, int max, int *value)
{
  int n = 0;

  if (field->length < 1 || field->length > 5)
    return false;
  for (int i = 0; i < field->length; i++)
    {
      if (field->start[i] < '0' || field->start[i] > '9')
        return false;
      n = n * 10 + (field->start[i] - '0');
    }
  if (n > max)
    return false;
  *value = n;
  return true;
}

bool
position_editor_take_fen (PositionEditor *editor, const char *fen)
{
  Field fields[FIELD_MAX];
  int n = split_fields (fen, fields);
  uint8_t board[SQ_NB];
  char square[3] = "";
  int number;

  if (n < 1 || !read_placement (&fields[0], board))
    return false;
  memcpy (editor->board, board, sizeof board);
  editor->side_to_move = WHITE;
  editor->castling = 0;
  editor->en_passant = SQ_NONE;
  editor->halfmove_clock = 0;
  editor->fullmove_number = 1;
  if (n > 1 && fields[1].length == 1 && (fields[1].start[0] == 'w' || fields[1].start[0] == 'b'))
    editor->side_to_move = fields[1].start[0] == 'w' ? WHITE : BLACK;
  if (n > 2)
    read_castling (&fields[2], &editor->castling);
  if (n > 3 && fields[3].length == 2)
    {
      memcpy (square, fields[3].start, 2);
      editor->en_passant = square_from_string (square);
    }
  if (n > 4 && read_number (&fields[4], 9999, &number))
    editor->halfmove_clock = number;
  if (n > 5 && read_number (&fields[5], 9999, &number) && number > 0)
    editor->fullmove_number = number;
  return true;
}

bool
position_editor_read_typed (PositionEditor *editor, const char *text, Position *pos,
                            FenError *error)
{
  Position read;

  position_editor_take_fen (editor, text);
  if (!position_from_fen (&read, text, error))
    return false;
  if (pos)
    *pos = read;
  return true;
}
