/* SPDX-License-Identifier: GPL-3.0-or-later */
/* san.c: Standard Algebraic Notation.
 *
 * Writing follows the PGN standard exactly. Reading turns the text into a pattern (piece,
 * destination, whatever part of the from-square is given, promotion) and accepts it when
 * exactly one legal move fits, which is also how ambiguity is found: no separate rules. */
#include "san.h"

#include <limits.h>
#include <string.h>

#include "movegen.h"

static const char piece_letters[] = "PNBRQK";

static PieceType
moving_type (const Position *pos, Move move)
{
  return piece_type (position_piece_on (pos, move_from (move)));
}

static bool
list_contains (const MoveList *list, Move move)
{
  for (int i = 0; i < list->count; i++)
    if (list->moves[i] == move)
      return true;
  return false;
}

/* ---- Writing ------------------------------------------------------------------------ */

/* The from-square's file if that tells move apart from the other legal moves of the same
 * piece type to the same square, else its rank if that does, else both. */
static char *
write_disambiguation (const Position *pos, const MoveList *list, Move move, char *out)
{
  Square    from = move_from (move), to = move_to (move);
  PieceType pt = moving_type (pos, move);
  bool      rivals = false, same_file = false, same_rank = false;

  for (int i = 0; i < list->count; i++)
    {
      Square other = move_from (list->moves[i]);
      if (move_to (list->moves[i]) != to || other == from || moving_type (pos, list->moves[i]) != pt)
        continue;
      rivals = true;
      same_file |= square_file (other) == square_file (from);
      same_rank |= square_rank (other) == square_rank (from);
    }
  if (rivals && (!same_file || same_rank))
    *out++ = (char) ('a' + square_file (from));
  if (same_file)
    *out++ = (char) ('1' + square_rank (from));
  return out;
}

/* Everything but the check sign; returns the end of what it wrote. */
static char *
write_move (const Position *pos, const MoveList *list, Move move, char *out)
{
  PieceType pt = moving_type (pos, move);
  Square    to = move_to (move);
  bool      capture = move_kind (move) == MOVE_EN_PASSANT || position_piece_on (pos, to) != NO_PIECE;

  if (move_kind (move) == MOVE_CASTLING)
    {
      const char *castle = square_file (to) > square_file (move_from (move)) ? "O-O" : "O-O-O";
      size_t      n = strlen (castle);
      memcpy (out, castle, n);
      return out + n;
    }
  if (pt == PAWN && capture)
    *out++ = (char) ('a' + square_file (move_from (move)));
  if (pt != PAWN)
    {
      *out++ = piece_letters[pt];
      out = write_disambiguation (pos, list, move, out);
    }
  if (capture)
    *out++ = 'x';
  out = square_to_string (to, out) + 2;
  if (move_kind (move) == MOVE_PROMOTION)
    {
      *out++ = '=';
      *out++ = piece_letters[move_promotion (move)];
    }
  return out;
}

/* "+" for check, "#" for mate, "" otherwise. Replies are only generated after a check. */
static const char *
check_suffix (const Position *pos, Move move)
{
  Position after = *pos;
  Undo     undo;
  MoveList replies;

  position_make_move (&after, move, &undo);
  if (!position_in_check (&after))
    return "";
  return generate_moves (&after, GEN_LEGAL, &replies) ? "+" : "#";
}

char *
move_to_san (const Position *pos, Move move, char *buf, size_t size)
{
  char     text[SAN_MAX];
  MoveList list;

  if (size == 0)
    return buf;
  generate_moves (pos, GEN_LEGAL, &list);
  if (!list_contains (&list, move))
    strcpy (text, "--");   /* never make a move that is not legal, nor name it */
  else
    strcpy (write_move (pos, &list, move, text), check_suffix (pos, move));

  size_t n = strlen (text);
  if (n >= size)
    n = size - 1;
  memcpy (buf, text, n);
  buf[n] = '\0';
  return buf;
}

/* ---- Reading ------------------------------------------------------------------------ */

/* A cursor over text that never looks past length: peek gives -1 there. */
typedef struct {
  const char *text;
  int         length;
  int         at;
} Reader;

/* What the text says about the move; -1 and NO_PIECE_TYPE where it says nothing. */
typedef struct {
  PieceType piece;         /* NO_PIECE_TYPE: any (coordinate notation such as "g1f3") */
  int       from_file, from_rank;
  Square    to;
  PieceType promotion;
  int       castle_file;   /* the king's destination file when castling, else -1 */
  bool      en_passant;
} SanPattern;

static int
peek (const Reader *r, int ahead)
{
  int i = r->at + ahead;
  return i < r->length ? (unsigned char) r->text[i] : -1;
}

/* Consumes the next byte if it is one of set (a NUL byte never is). */
static bool
accept (Reader *r, const char *set)
{
  int c = peek (r, 0);
  if (c <= 0 || !strchr (set, c))
    return false;
  r->at++;
  return true;
}

static void
skip_blanks (Reader *r)
{
  while (accept (r, " \t"))
    ;
}

static bool is_file (int c) { return c >= 'a' && c <= 'h'; }
static bool is_rank (int c) { return c >= '1' && c <= '8'; }
static bool is_castle_letter (int c) { return c == 'O' || c == 'o' || c == '0'; }

/* O-O and O-O-O, also with zeros, lower-case o, or no dashes. */
static bool
read_castling (Reader *r, SanPattern *p)
{
  int letters = 0;

  while (letters < 3 && is_castle_letter (peek (r, 0)))
    {
      r->at++;
      letters++;
      if (letters < 3 && peek (r, 0) == '-' && is_castle_letter (peek (r, 1)))
        r->at++;
    }
  if (letters < 2)
    return false;
  p->castle_file = letters == 2 ? 6 : 2;
  return true;
}

/* [piece] [file] [rank] [x : -] square. A lone file, rank or both before the square
 * narrow down the from-square; without a square after them, file and rank are the square. */
static bool
read_squares (Reader *r, SanPattern *p)
{
  int         c = peek (r, 0);
  const char *letter = c > 0 ? strchr (piece_letters, c) : NULL;
  int         file = -1, rank = -1;

  if (letter)
    r->at++;
  if (is_file (peek (r, 0)))
    file = peek (r, 0) - 'a';
  r->at += file >= 0;
  if (is_rank (peek (r, 0)))
    rank = peek (r, 0) - '1';
  r->at += rank >= 0;
  bool separated = accept (r, "x:-");

  if (is_file (peek (r, 0)) && is_rank (peek (r, 1)))
    {
      p->from_file = file;
      p->from_rank = rank;
      p->to = make_square (peek (r, 0) - 'a', peek (r, 1) - '1');
      r->at += 2;
    }
  else if (separated || file < 0 || rank < 0)
    return false;
  else
    p->to = make_square (file, rank);

  /* "g1f3" with no letter names its from-square in full: any piece. A pawn named by its
   * destination alone moves along its file, so "d5" is never a capture. */
  p->piece = letter ? (PieceType) (letter - piece_letters)
             : p->from_file >= 0 && p->from_rank >= 0 ? NO_PIECE_TYPE : PAWN;
  if (p->piece == PAWN && p->from_file < 0)
    p->from_file = square_file (p->to);
  return true;
}

/* =Q, Q, (Q), /Q, the letter also in lower case: after the square no file can follow. */
static bool
read_promotion (Reader *r, SanPattern *p)
{
  static const char letters[] = "NBRQnbrq";
  int               open = peek (r, 0);
  bool              marked = open == '=' || open == '(' || open == '/';
  int               c = peek (r, marked);
  const char       *letter = c > 0 ? strchr (letters, c) : NULL;

  if (!letter)
    {
      r->at += marked;
      return !marked;
    }
  p->promotion = (PieceType) (KNIGHT + (letter - letters) % 4);
  r->at += 1 + marked;
  return open != '(' || accept (r, ")");
}

/* "e.p.", "ep" and the like, with or without a blank before. */
static void
read_en_passant (Reader *r, SanPattern *p)
{
  Reader look = *r;

  skip_blanks (&look);
  if (!accept (&look, "e"))
    return;
  accept (&look, ".");
  if (!accept (&look, "p"))
    return;
  accept (&look, ".");
  p->en_passant = true;
  *r = look;
}

/* Check and mate signs are read but not trusted; then !, ?, !!, ??, !?, ?!; then blanks. */
static void
read_suffixes (Reader *r)
{
  for (int i = 0; i < 2 && accept (r, "+#"); i++)
    ;
  for (int i = 0; i < 2 && accept (r, "!?"); i++)
    ;
  skip_blanks (r);
}

/* The whole text as one move; on failure r->at is where it went wrong. */
static bool
read_pattern (Reader *r, SanPattern *p)
{
  *p = (SanPattern) {
    .piece = NO_PIECE_TYPE, .from_file = -1, .from_rank = -1, .to = SQ_NONE,
    .promotion = NO_PIECE_TYPE, .castle_file = -1,
  };
  if (is_castle_letter (peek (r, 0)))
    {
      if (!read_castling (r, p))
        return false;
    }
  else
    {
      if (!read_squares (r, p) || !read_promotion (r, p))
        return false;
      read_en_passant (r, p);
    }
  read_suffixes (r);
  return peek (r, 0) == -1;
}

/* Castling is O-O or O-O-O, or the king's step with its from-square in full ("e1g1",
 * "Ke1g1"), never "Kg1". */
static bool
castling_fits (const SanPattern *p, Move m)
{
  if (p->castle_file >= 0)
    return square_file (move_to (m)) == p->castle_file;
  return (p->piece == NO_PIECE_TYPE || p->piece == KING) && move_to (m) == p->to
         && square_file (move_from (m)) == p->from_file && square_rank (move_from (m)) == p->from_rank;
}

static bool
fits (const Position *pos, const SanPattern *p, Move m)
{
  Square from = move_from (m);

  if (p->castle_file >= 0 || move_kind (m) == MOVE_CASTLING)
    return move_kind (m) == MOVE_CASTLING && castling_fits (p, m);
  if (move_to (m) != p->to || (p->piece != NO_PIECE_TYPE && moving_type (pos, m) != p->piece))
    return false;
  if ((p->from_file >= 0 && square_file (from) != p->from_file)
      || (p->from_rank >= 0 && square_rank (from) != p->from_rank)
      || (p->en_passant && move_kind (m) != MOVE_EN_PASSANT))
    return false;
  /* Without a promotion piece all four promotions fit, which makes the move ambiguous. */
  if (move_kind (m) == MOVE_PROMOTION)
    return p->promotion == NO_PIECE_TYPE || p->promotion == move_promotion (m);
  return p->promotion == NO_PIECE_TYPE;
}

static Move
fail (SanError *error, SanErrorCode code, int column)
{
  if (error)
    *error = (SanError) { .code = code, .column = column };
  return MOVE_NONE;
}

/* move_from_san, leaving pos's legal moves in list for a caller that writes the move too. */
static Move
read_move (const Position *pos, const char *text, int length, SanError *error, MoveList *list)
{
  Reader     r = { .text = text ? text : "", .length = text ? length : 0 };
  SanPattern p;
  Move       found = MOVE_NONE;
  int        matches = 0;

  if (r.length < 0)
    for (r.length = 0; r.length < INT_MAX && r.text[r.length]; r.length++)
      ;
  skip_blanks (&r);
  int start = r.at;
  if (!read_pattern (&r, &p))
    return fail (error, SAN_ERROR_SYNTAX, r.at);

  generate_moves (pos, GEN_LEGAL, list);
  for (int i = 0; i < list->count; i++)
    if (fits (pos, &p, list->moves[i]))
      {
        found = list->moves[i];
        matches++;
      }
  if (matches != 1)
    return fail (error, matches ? SAN_ERROR_AMBIGUOUS : SAN_ERROR_ILLEGAL, start);
  if (error)
    *error = (SanError) { .code = SAN_OK, .column = 0 };
  return found;
}

Move
move_from_san (const Position *pos, const char *text, int length, SanError *error)
{
  MoveList list;

  return read_move (pos, text, length, error, &list);
}

Move
move_from_san_written (const Position *pos, const char *text, int length, SanError *error,
                       char san[SAN_MAX])
{
  MoveList list;
  Move     move = read_move (pos, text, length, error, &list);

  if (move != MOVE_NONE)
    strcpy (write_move (pos, &list, move, san), check_suffix (pos, move));
  return move;
}

const char *
san_error_describe (SanErrorCode code)
{
  switch (code)
    {
    case SAN_OK:
      return "no error";
    case SAN_ERROR_SYNTAX:
      return "not a move in algebraic notation";
    case SAN_ERROR_ILLEGAL:
      return "no legal move fits";
    case SAN_ERROR_AMBIGUOUS:
      return "more than one legal move fits";
    }
  return "unknown error";
}
