/* SPDX-License-Identifier: GPL-3.0-or-later */
/* piece-names.c: whole phrases per piece, so languages that inflect adjectives by the noun's
 * gender get it right. */
#define G_LOG_DOMAIN "fianchetto-piece-names"

#include "config.h"

#include "piece-names.h"

#include <glib/gi18n.h>

const char *
piece_names_describe (Piece piece)
{
  switch (piece)
    {
    /* Translators: what a screen reader says after the square's name: "e2, white pawn".
     * Lower case unless your language capitalises nouns. */
    case W_PAWN: return _("white pawn");
    case W_KNIGHT: return _("white knight");
    case W_BISHOP: return _("white bishop");
    case W_ROOK: return _("white rook");
    case W_QUEEN: return _("white queen");
    case W_KING: return _("white king");
    case B_PAWN: return _("black pawn");
    case B_KNIGHT: return _("black knight");
    case B_BISHOP: return _("black bishop");
    case B_ROOK: return _("black rook");
    case B_QUEEN: return _("black queen");
    case B_KING: return _("black king");
    case NO_PIECE:
    case PIECE_NB:
    default:
      /* Translators: an empty square, read after its name: "e4, empty". */
      return _("empty");
    }
}

const char *
piece_names_kind (PieceType type)
{
  switch (type)
    {
    /* Translators: a kind of piece inside a spoken move: "white bishop b5 takes knight c6",
     * "white pawn e7 to e8, promotes to queen". Lower case unless your language capitalises
     * nouns. */
    case PAWN: return _("pawn");
    case KNIGHT: return _("knight");
    case BISHOP: return _("bishop");
    case ROOK: return _("rook");
    case QUEEN: return _("queen");
    case KING: return _("king");
    case NO_PIECE_TYPE:
    default:
      return "";
    }
}

const char *
piece_names_type (PieceType type)
{
  switch (type)
    {
    /* Translators: a kind of piece on its own, as a button's tooltip in the promotion dialog. */
    case PAWN: return _("Pawn");
    case KNIGHT: return _("Knight");
    case BISHOP: return _("Bishop");
    case ROOK: return _("Rook");
    case QUEEN: return _("Queen");
    case KING: return _("King");
    case NO_PIECE_TYPE:
    default:
      return "";
    }
}
