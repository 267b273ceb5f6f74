/* SPDX-License-Identifier: GPL-3.0-or-later */
/* notation.c: in SAN an upper-case K, Q, R, B or N is always a piece (files are lower case,
 * castling is "O-O"), so showing a move another way is a matter of swapping those letters. */
#define G_LOG_DOMAIN "fianchetto-notation"

#include "config.h"

#include "notation.h"

#include <glib/gi18n.h>
#include <string.h>

const char *
notation_piece_letter (PieceType type)
{
  switch (type)
    {
    /* Translators: the letter for a piece in the moves your language's chess books print
     * (German: K D T L S; French: R D T F C). It may be two letters (Russian: Кр for the
     * king). The English letters are still understood in the promotion dialog. */
    case KING: return C_("piece letter", "K");
    case QUEEN: return C_("piece letter", "Q");
    case ROOK: return C_("piece letter", "R");
    case BISHOP: return C_("piece letter", "B");
    case KNIGHT: return C_("piece letter", "N");
    case PAWN:
    case NO_PIECE_TYPE:
    default:
      return "";
    }
}

static PieceType
type_of_san_letter (char c)
{
  switch (c)
    {
    case 'K': return KING;
    case 'Q': return QUEEN;
    case 'R': return ROOK;
    case 'B': return BISHOP;
    case 'N': return KNIGHT;
    default: return NO_PIECE_TYPE;
    }
}

/* The chess symbols of Unicode, white king first. */
static const char *
figurine (PieceType type, Color side)
{
  static const char *const white[PIECE_TYPE_NB] = { "♙", "♘", "♗", "♖", "♕", "♔" };
  static const char *const black[PIECE_TYPE_NB] = { "♟", "♞", "♝", "♜", "♛", "♚" };

  return side == BLACK ? black[type] : white[type];
}

char *
notation_display_san (const char    *san,
                      Color          side,
                      NotationStyle  style)
{
  GString *out;

  g_return_val_if_fail (san != NULL, NULL);

  if (style == NOTATION_ENGLISH)
    return g_strdup (san);
  out = g_string_sized_new (strlen (san) + 4);
  for (const char *p = san; *p; p++)
    {
      PieceType type = type_of_san_letter (*p);

      if (type == NO_PIECE_TYPE)
        g_string_append_c (out, *p);
      else if (style == NOTATION_FIGURINE)
        g_string_append (out, figurine (type, side));
      else
        g_string_append (out, notation_piece_letter (type));
    }
  return g_string_free (out, FALSE);
}

static gboolean
letter_is_key (const char *letter, gunichar key)
{
  return *letter && g_unichar_tolower (g_utf8_get_char (letter)) == g_unichar_tolower (key);
}

PieceType
notation_promotion_key (gunichar key)
{
  static const PieceType choices[] = { QUEEN, ROOK, BISHOP, KNIGHT };
  static const char english[] = "QRBN";

  for (gsize i = 0; i < G_N_ELEMENTS (choices); i++)
    if (letter_is_key (notation_piece_letter (choices[i]), key))
      return choices[i];
  for (gsize i = 0; i < G_N_ELEMENTS (choices); i++)
    if (g_unichar_tolower (key) == (gunichar) g_ascii_tolower (english[i]))
      return choices[i];
  return NO_PIECE_TYPE;
}
