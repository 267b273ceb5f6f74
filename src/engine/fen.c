/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fen.c: reading and writing FEN. The reader checks the placement, the fields and the
 * legality of the position in that order, and reports the first problem it meets. */
#include "fen.h"

#include <stdio.h>
#include <string.h>

enum { FIELD_MAX = 6 };

typedef struct {
  const char *start;
  int         length;
  int         column;
} Field;

static bool
fail (FenError *error, FenErrorCode code, int column)
{
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->code = code;
      error->column = column;
      error->square = SQ_NONE;
    }
  return false;
}

static bool
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Splits fen at blanks. Returns how many fields there were, which may exceed FIELD_MAX. */
static int
split_fields (const char *fen, Field fields[FIELD_MAX])
{
  int n = 0;

  for (const char *p = fen; *p;)
    {
      if (is_blank (*p))
        {
          p++;
          continue;
        }
      const char *start = p;
      while (*p && !is_blank (*p))
        p++;
      if (n < FIELD_MAX)
        fields[n] = (Field) { start, (int) (p - start), (int) (start - fen) };
      n++;
    }
  return n;
}

static PieceType
piece_type_from_letter (char lower)
{
  const char *found = lower ? strchr ("pnbrqk", lower) : NULL;
  return found ? (PieceType) (found - "pnbrqk") : NO_PIECE_TYPE;
}

static bool
parse_placement (Position *pos, const Field *field, FenError *error)
{
  int rank = 7, file = 0;

  for (int i = 0; i < field->length; i++)
    {
      char c = field->start[i];
      if (c == '/')
        {
          if (file != 8 || rank == 0)
            break;
          rank--;
          file = 0;
        }
      else if (c >= '1' && c <= '8')
        file += c - '0';
      else
        {
          char      lower = (char) (c | 0x20);
          PieceType pt = (c >= 'A' && c <= 'z') ? piece_type_from_letter (lower) : NO_PIECE_TYPE;
          if (pt == NO_PIECE_TYPE)
            {
              fail (error, FEN_ERROR_PIECE_LETTER, field->column + i);
              if (error)
                error->letter = c;
              return false;
            }
          if (file < 8)
            position_put_piece (pos, make_piece (c == lower ? BLACK : WHITE, pt), make_square (file, rank));
          file++;
        }
      if (file > 8)
        break;
    }

  int ranks = 0, slashes = 0;
  for (int i = 0; i < field->length; i++)
    slashes += field->start[i] == '/';
  ranks = slashes + 1;
  if (ranks != 8)
    {
      fail (error, FEN_ERROR_RANK_COUNT, field->column);
      if (error)
        error->count = ranks;
      return false;
    }
  if (file != 8)
    {
      fail (error, FEN_ERROR_FILE_COUNT, field->column);
      if (error)
        {
          error->rank = rank + 1;
          error->count = file;
        }
      return false;
    }
  return true;
}

static bool
check_material (const Position *pos, FenError *error)
{
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      int kings = popcount (position_pieces (pos, c, KING));
      int pieces = popcount (pos->by_color[c]);
      int pawns = popcount (position_pieces (pos, c, PAWN));
      if (kings != 1 || pieces > 16 || pawns > 8)
        {
          fail (error, kings != 1 ? FEN_ERROR_KING_COUNT : FEN_ERROR_TOO_MANY_PIECES, 0);
          if (error)
            {
              error->color = c;
              error->count = kings != 1 ? kings : pieces;
            }
          return false;
        }
    }
  Bitboard stray = pos->by_type[PAWN] & (RANK_1_BB | RANK_8_BB);
  if (stray)
    {
      fail (error, FEN_ERROR_PAWN_ON_BACK_RANK, 0);
      if (error)
        error->square = lsb (stray);
      return false;
    }
  return true;
}

static bool
parse_side (Position *pos, const Field *field, FenError *error)
{
  if (field->length == 1 && (field->start[0] == 'w' || field->start[0] == 'b'))
    {
      pos->side_to_move = field->start[0] == 'w' ? WHITE : BLACK;
      return true;
    }
  fail (error, FEN_ERROR_SIDE_TO_MOVE, field->column);
  if (error)
    error->letter = field->start[0];
  return false;
}

/* The king and rook squares each castling right needs. */
static bool
castling_fits (const Position *pos, CastlingRights right)
{
  Color  c = (right & (CASTLE_WHITE_KING | CASTLE_WHITE_QUEEN)) ? WHITE : BLACK;
  Square king = c == WHITE ? E1 : E8;
  Square rook = (right & (CASTLE_WHITE_KING | CASTLE_BLACK_KING)) ? (Square) (king + 3) : (Square) (king - 4);

  return position_piece_on (pos, king) == make_piece (c, KING)
         && position_piece_on (pos, rook) == make_piece (c, ROOK);
}

static bool
parse_castling (Position *pos, const Field *field, FenError *error)
{
  if (field->length == 1 && field->start[0] == '-')
    return true;
  for (int i = 0; i < field->length; i++)
    {
      const char *letters = "KQkq";
      const char *found = strchr (letters, field->start[i]);
      CastlingRights right = found && field->start[i] ? (CastlingRights) (1 << (found - letters)) : 0;
      FenErrorCode code = FEN_OK;

      if (!right || (pos->castling & right) || field->length > 4)
        code = FEN_ERROR_CASTLING_SYNTAX;
      else if (!castling_fits (pos, right))
        code = FEN_ERROR_CASTLING_PIECES;
      if (code != FEN_OK)
        {
          fail (error, code, field->column + i);
          if (error)
            error->letter = field->start[i];
          return false;
        }
      pos->castling |= right;
    }
  return true;
}

/* An en-passant square must sit behind a pawn that could just have stepped two squares. */
static bool
parse_en_passant (Position *pos, const Field *field, FenError *error)
{
  if (field->length == 1 && field->start[0] == '-')
    return true;
  Square ep = field->length == 2 ? square_from_string (field->start) : SQ_NONE;
  if (ep == SQ_NONE)
    return fail (error, FEN_ERROR_EN_PASSANT_SYNTAX, field->column);

  Color  us = pos->side_to_move, them = color_flip (us);
  Square pawn = (Square) (ep - pawn_push (us));
  Square origin = (Square) (ep + pawn_push (us));
  bool   possible = square_rank (ep) == relative_rank (us, 5)
                  && position_piece_on (pos, pawn) == make_piece (them, PAWN)
                  && position_piece_on (pos, ep) == NO_PIECE
                  && position_piece_on (pos, origin) == NO_PIECE;
  if (!possible)
    {
      fail (error, FEN_ERROR_EN_PASSANT_IMPOSSIBLE, field->column);
      if (error)
        error->square = ep;
      return false;
    }
  pos->ep_square = (uint8_t) ep;
  return true;
}

static bool
parse_number (const Field *field, int min, int max, int *value)
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
  if (n < min || n > max)
    return false;
  *value = n;
  return true;
}

static bool
parse_counters (Position *pos, const Field fields[FIELD_MAX], int n_fields, FenError *error)
{
  int halfmove = 0, fullmove = 1;

  if (n_fields > 4 && !parse_number (&fields[4], 0, 9999, &halfmove))
    return fail (error, FEN_ERROR_HALFMOVE_CLOCK, fields[4].column);
  /* Some programs write 0 for the first move; read it as 1. */
  if (n_fields > 5 && !parse_number (&fields[5], 0, 9999, &fullmove))
    return fail (error, FEN_ERROR_FULLMOVE_NUMBER, fields[5].column);
  pos->halfmove_clock = (uint16_t) halfmove;
  pos->fullmove_number = (uint16_t) (fullmove ? fullmove : 1);
  return true;
}

bool
position_from_fen (Position *pos, const char *fen, FenError *error)
{
  Field    fields[FIELD_MAX];
  Position parsed;
  int      n_fields = split_fields (fen, fields);

  engine_init ();
  if (n_fields < 4 || n_fields > FIELD_MAX)
    {
      fail (error, FEN_ERROR_FIELD_COUNT, 0);
      if (error)
        error->count = n_fields;
      return false;
    }

  position_clear (&parsed);
  if (!parse_placement (&parsed, &fields[0], error) || !check_material (&parsed, error)
      || !parse_side (&parsed, &fields[1], error) || !parse_castling (&parsed, &fields[2], error)
      || !parse_en_passant (&parsed, &fields[3], error)
      || !parse_counters (&parsed, fields, n_fields, error))
    return false;

  Color them = color_flip (parsed.side_to_move);
  if (position_attackers_to (&parsed, position_king_square (&parsed, them), position_occupied (&parsed))
      & parsed.by_color[parsed.side_to_move])
    {
      fail (error, FEN_ERROR_OPPONENT_IN_CHECK, 0);
      if (error)
        error->color = them;
      return false;
    }
  position_refresh (&parsed);
  *pos = parsed;
  return true;
}

char *
position_to_fen (const Position *pos, char *buf, size_t size)
{
  char   text[FEN_MAX];
  size_t n = 0;

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 8; file++)
        {
          Piece p = position_piece_on (pos, make_square (file, rank));
          if (p == NO_PIECE)
            {
              empty++;
              continue;
            }
          if (empty)
            text[n++] = (char) ('0' + empty);
          empty = 0;
          char letter = piece_type_letter (piece_type (p));
          text[n++] = piece_color (p) == WHITE ? (char) (letter - 'a' + 'A') : letter;
        }
      if (empty)
        text[n++] = (char) ('0' + empty);
      if (rank)
        text[n++] = '/';
    }
  text[n++] = ' ';
  text[n++] = pos->side_to_move == WHITE ? 'w' : 'b';
  text[n++] = ' ';
  if (!pos->castling)
    text[n++] = '-';
  for (int i = 0; i < 4; i++)
    if (pos->castling & (1 << i))
      text[n++] = "KQkq"[i];
  text[n++] = ' ';
  if (pos->ep_square == SQ_NONE)
    text[n++] = '-';
  else
    n += strlen (square_to_string ((Square) pos->ep_square, text + n));
  snprintf (text + n, sizeof text - n, " %u %u", pos->halfmove_clock, pos->fullmove_number);
  snprintf (buf, size, "%s", text);
  return buf;
}

char *
fen_error_describe (const FenError *e, char *buf, size_t size)
{
  static const char *const colors[COLOR_NB] = { "white", "black" };
  char square[3] = "?";

  if (e->square != SQ_NONE && square_is_valid (e->square))
    square_to_string (e->square, square);
  switch (e->code)
    {
    case FEN_OK: snprintf (buf, size, "no error"); break;
    case FEN_ERROR_FIELD_COUNT:
      snprintf (buf, size, "a FEN has 4 to 6 fields separated by spaces, this one has %d", e->count); break;
    case FEN_ERROR_RANK_COUNT:
      snprintf (buf, size, "the board has %d ranks instead of 8", e->count); break;
    case FEN_ERROR_FILE_COUNT:
      snprintf (buf, size, "rank %d has %d squares instead of 8", e->rank, e->count); break;
    case FEN_ERROR_PIECE_LETTER:
      if (e->letter > ' ' && e->letter < 127)
        snprintf (buf, size, "'%c' is not a piece letter", e->letter);
      else
        snprintf (buf, size, "byte 0x%02x is not a piece letter", (unsigned char) e->letter);
      break;
    case FEN_ERROR_KING_COUNT:
      snprintf (buf, size, "%s has %d kings instead of one", colors[e->color], e->count); break;
    case FEN_ERROR_TOO_MANY_PIECES:
      snprintf (buf, size, "%s has too many pieces or pawns", colors[e->color]); break;
    case FEN_ERROR_PAWN_ON_BACK_RANK:
      snprintf (buf, size, "a pawn stands on %s, on the first or last rank", square); break;
    case FEN_ERROR_SIDE_TO_MOVE:
      snprintf (buf, size, "the side to move must be 'w' or 'b'"); break;
    case FEN_ERROR_OPPONENT_IN_CHECK:
      snprintf (buf, size, "%s is in check but it is not %s's move", colors[e->color], colors[e->color]); break;
    case FEN_ERROR_CASTLING_SYNTAX:
      snprintf (buf, size, "the castling field must be '-' or some of 'KQkq', each once"); break;
    case FEN_ERROR_CASTLING_PIECES:
      snprintf (buf, size, "castling right '%c' needs the king and that rook on their first squares", e->letter); break;
    case FEN_ERROR_EN_PASSANT_SYNTAX:
      snprintf (buf, size, "the en-passant field must be '-' or a square such as e3"); break;
    case FEN_ERROR_EN_PASSANT_IMPOSSIBLE:
      snprintf (buf, size, "en passant on %s is impossible: no pawn can just have stepped past it", square); break;
    case FEN_ERROR_HALFMOVE_CLOCK:
      snprintf (buf, size, "the halfmove clock must be a number from 0 to 9999"); break;
    case FEN_ERROR_FULLMOVE_NUMBER:
      snprintf (buf, size, "the move number must be a number from 1 to 9999"); break;
    }
  return buf;
}
