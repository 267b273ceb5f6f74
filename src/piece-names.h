/* SPDX-License-Identifier: GPL-3.0-or-later */
/* piece-names.h: what pieces are called in the interface, translated. */
#pragma once

#include "types.h"

/* "white pawn", "black queen": for screen readers and tooltips. */
const char *piece_names_describe (Piece piece);
/* "queen", "knight": a kind of piece inside a sentence ("takes knight c6"). */
const char *piece_names_kind     (PieceType type);
/* "Queen", "Knight": for buttons and titles. */
const char *piece_names_type     (PieceType type);
