/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move-announcement.c: whole translatable phrases with the piece names filled in, so each
 * language can order the words its own way; the sentence is capitalised only at the end. */
#define G_LOG_DOMAIN "fianchetto-move-announcement"

#include "config.h"

#include "move-announcement.h"

#include <glib/gi18n.h>

#include "movegen.h"
#include "piece-names.h"

static char *
describe_castling (Color side, Move move)
{
  gboolean kingside = square_file (move_to (move)) > square_file (move_from (move));

  if (side == WHITE)
    /* Translators: spoken by a screen reader when White castles. */
    return g_strdup (kingside ? _("White castles kingside") : _("White castles queenside"));
  /* Translators: spoken by a screen reader when Black castles. */
  return g_strdup (kingside ? _("Black castles kingside") : _("Black castles queenside"));
}

/* The piece's way from one square to the other, with what it took. */
static char *
describe_path (const Position *before, Move move)
{
  Square from = move_from (move), to = move_to (move);
  const char *piece = piece_names_describe (position_piece_on (before, from));
  Piece taken = position_piece_on (before, to);
  char from_name[3], to_name[3];

  square_to_string (from, from_name);
  square_to_string (to, to_name);
  if (move_kind (move) == MOVE_EN_PASSANT)
    /* Translators: a pawn taking en passant: "white pawn e5 takes d6 en passant". */
    return g_strdup_printf (_("%s %s takes %s en passant"), piece, from_name, to_name);
  if (taken != NO_PIECE)
    /* Translators: a capture: "white bishop b5 takes knight c6"; the third %s is the kind
     * of piece taken. */
    return g_strdup_printf (_("%s %s takes %s %s"), piece, from_name,
                            piece_names_kind (piece_type (taken)), to_name);
  /* Translators: a move: "white pawn e2 to e4". */
  return g_strdup_printf (_("%s %s to %s"), piece, from_name, to_name);
}

typedef enum {
  OUTCOME_NONE,
  OUTCOME_CHECK,
  OUTCOME_CHECKMATE,
  OUTCOME_STALEMATE,
} Outcome;

static Outcome
outcome_of (const Position *before, Move move)
{
  Position after = *before;
  MoveList replies;
  Undo undo;

  position_make_move (&after, move, &undo);
  if (generate_moves (&after, GEN_LEGAL, &replies) > 0)
    return position_in_check (&after) ? OUTCOME_CHECK : OUTCOME_NONE;
  return position_in_check (&after) ? OUTCOME_CHECKMATE : OUTCOME_STALEMATE;
}

/* The move's words with what the move leaves after them; takes `words`. */
static char *
add_outcome (char *words, Outcome outcome)
{
  g_autofree char *plain = words;

  switch (outcome)
    {
    /* Translators: a move that gives check: "white queen d1 to h5, check". */
    case OUTCOME_CHECK: return g_strdup_printf (_("%s, check"), plain);
    /* Translators: a move that mates: "white queen h5 takes pawn f7, checkmate". */
    case OUTCOME_CHECKMATE: return g_strdup_printf (_("%s, checkmate"), plain);
    /* Translators: a move that leaves the other side no move, without check. */
    case OUTCOME_STALEMATE: return g_strdup_printf (_("%s, stalemate"), plain);
    case OUTCOME_NONE:
    default:
      return g_steal_pointer (&plain);
    }
}

static char *
capitalize (char *text)
{
  gunichar first = g_utf8_get_char (text);
  char head[8];
  int length = g_unichar_to_utf8 (g_unichar_totitle (first), head);
  char *result = g_strdup_printf ("%.*s%s", length, head, g_utf8_next_char (text));

  g_free (text);
  return result;
}

char *
move_announcement_describe (const Position *before,
                            Move            move)
{
  g_autofree char *sentence = NULL;

  g_return_val_if_fail (before != NULL, NULL);
  g_return_val_if_fail (move_is_ok (move), NULL);

  if (move_kind (move) == MOVE_CASTLING)
    sentence = describe_castling (before->side_to_move, move);
  else
    sentence = describe_path (before, move);
  if (move_kind (move) == MOVE_PROMOTION)
    {
      g_autofree char *path = g_steal_pointer (&sentence);

      /* Translators: a pawn's move and what it becomes: "white pawn e7 to e8, promotes to
       * queen". */
      sentence = g_strdup_printf (_("%s, promotes to %s"), path,
                                  piece_names_kind (move_promotion (move)));
    }
  sentence = add_outcome (g_steal_pointer (&sentence), outcome_of (before, move));
  return capitalize (g_steal_pointer (&sentence));
}
