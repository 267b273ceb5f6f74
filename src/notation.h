/* SPDX-License-Identifier: GPL-3.0-or-later */
/* notation.h: moves as the player reads them. Files and the clipboard keep the English SAN of
 * the PGN standard; the move list shows it with the language's piece letters (German "Dxf3"
 * for "Qxf3") or with figurines ("♕xf3"). The promotion keys follow the same letters. */
#pragma once

#include <glib.h>

#include "types.h"

G_BEGIN_DECLS

/* The values of the move-notation setting, in its enum's order. */
typedef enum {
  NOTATION_LETTERS,   /* the language's piece letters: "Dxf3" in German */
  NOTATION_FIGURINE,  /* a figure for each piece: "♕xf3" */
  NOTATION_ENGLISH,   /* the letters of the PGN standard, K Q R B N, whatever the language */
} NotationStyle;

/* The language's letter (or letters) for a piece kind, "D" for the queen in German; "" for a
 * pawn. */
const char *notation_piece_letter (PieceType type);

/* san (English letters, as PGN writes it) for side's move, shown in style. */
char       *notation_display_san  (const char    *san,
                                   Color          side,
                                   NotationStyle  style);

/* The piece a promotion key stands for: the language's letter first, then the English one
 * (Q, R, B, N), case-blind; NO_PIECE_TYPE for any other key or the king. */
PieceType   notation_promotion_key (gunichar key);

G_END_DECLS
