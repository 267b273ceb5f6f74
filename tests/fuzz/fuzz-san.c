/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the SAN reader. The input is a FEN line (the start position if there is
 * no newline or the line is not a FEN) and then SAN text, read with its explicit length from a
 * buffer of exactly that size so that a read past its end is caught. A move read must be
 * legal and must come back from its own SAN; on a fuzzed FEN, so must every legal move. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"
#include "san.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Returns whether the bytes were a FEN; the start position stands in when not. */
static bool
read_position (Position *pos, const uint8_t *data, size_t length)
{
  char *fen = malloc (length + 1);
  bool  ok;

  memcpy (fen, data, length);
  fen[length] = '\0';
  ok = position_from_fen (pos, fen, NULL);
  if (!ok)
    position_set_start (pos);
  free (fen);
  return ok;
}

static void
check_round_trip (const Position *pos, Move move)
{
  char     san[SAN_MAX];
  SanError error;

  move_to_san (pos, move, san, sizeof san);
  if (move_from_san (pos, san, -1, &error) != move || error.code != SAN_OK)
    abort ();
}

static void
check_reading (const Position *pos, const uint8_t *data, size_t size)
{
  int      length = size > INT_MAX ? INT_MAX : (int) size;
  char    *text = malloc ((size_t) length);
  SanError error;

  if (length > 0)
    memcpy (text, data, (size_t) length);
  Move move = move_from_san (pos, text, length, &error);
  if (move != MOVE_NONE)
    {
      if (error.code != SAN_OK || !move_is_legal (pos, move))
        abort ();
      check_round_trip (pos, move);
    }
  else if (error.code == SAN_OK || error.column < 0 || error.column > length
           || !san_error_describe (error.code))
    abort ();
  free (text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const uint8_t *newline = memchr (data, '\n', size);
  size_t         fen_length = newline ? (size_t) (newline - data) : 0;
  size_t         text_offset = newline ? fen_length + 1 : 0;
  Position       pos;
  MoveList       list;

  engine_init ();
  bool fuzzed_fen = read_position (&pos, data, fen_length);
  check_reading (&pos, data + text_offset, size - text_offset);
  if (fuzzed_fen)
    {
      generate_moves (&pos, GEN_LEGAL, &list);
      for (int i = 0; i < list.count; i++)
        check_round_trip (&pos, list.moves[i]);
    }
  return 0;
}
