/* SPDX-License-Identifier: GPL-3.0-or-later */
/* position-editor.h: the position being set up in the board editor, without widgets. The
 * placement may be anything (two kings, no king, a pawn on the last rank); the side to move,
 * the castling rights and the en-passant square are what the player asked for, and only the
 * part of them the placement allows goes into the FEN. Whether the position can be played is
 * decided by the engine's FEN reader, which names the first problem it meets. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "fen.h"

typedef struct {
  uint8_t board[SQ_NB];     /* Piece on each square, NO_PIECE where empty */
  Color   side_to_move;
  uint8_t castling;         /* the rights asked for; only the allowed ones count */
  Square  en_passant;       /* the square asked for, or SQ_NONE; only an offered one counts */
  int     halfmove_clock;
  int     fullmove_number;
} PositionEditor;

/* The standard start position, and an empty board with White to move. */
void     position_editor_set_start       (PositionEditor *editor);
void     position_editor_clear           (PositionEditor *editor);

/* Puts piece on s, or empties it with NO_PIECE. */
void     position_editor_put             (PositionEditor *editor,
                                          Square          s,
                                          Piece           piece);
/* Moves what stands on from to to (emptying from); nothing when from is empty or to == from. */
void     position_editor_move            (PositionEditor *editor,
                                          Square          from,
                                          Square          to);
static inline Piece position_editor_piece_on (const PositionEditor *editor, Square s)
{
  return (Piece) editor->board[s];
}

void     position_editor_set_side_to_move (PositionEditor *editor,
                                           Color           side);

/* The rights the placement allows: the king and that rook on their first squares. */
unsigned position_editor_castling_allowed (const PositionEditor *editor);
/* The rights that count: asked for and allowed. */
unsigned position_editor_castling         (const PositionEditor *editor);
/* Asks for a right or gives it up. A right the placement does not allow cannot be asked for
 * (returns false); a right asked for that the placement stops allowing comes back when the
 * king and rook return. */
bool     position_editor_set_castling     (PositionEditor *editor,
                                           CastlingRights  right,
                                           bool            wanted);

/* The squares behind a pawn of the side not to move that could just have stepped two squares
 * and that a pawn of the side to move can legally take en passant now; none while the rest
 * of the position is not legal. */
Bitboard position_editor_en_passant_offers (const PositionEditor *editor);
/* The en-passant square that counts: the one asked for if it is offered, else SQ_NONE. */
Square   position_editor_en_passant       (const PositionEditor *editor);
/* Asks for s (SQ_NONE: none); false, and nothing changes, if s is not offered. */
bool     position_editor_set_en_passant   (PositionEditor *editor,
                                           Square          s);

/* The position as FEN, with what counts of the rights and the en-passant square. */
char    *position_editor_to_fen           (const PositionEditor *editor,
                                           char                 *buf,
                                           size_t                size);
/* Takes what can be taken from a FEN typed or pasted by the player, field by field, even when
 * the reader refuses it (so the board shows the two kings the text has): the placement when
 * it has eight ranks of eight squares in piece letters, the side, the castling letters and
 * the en-passant square when they are well formed, the counters when they are numbers. The
 * rights and square are taken as asked for, whether or not the placement allows them. Returns
 * false, changing nothing, when even the placement cannot be read. */
bool     position_editor_take_fen         (PositionEditor *editor,
                                           const char     *fen);

/* A FEN typed or pasted: takes what it can (position_editor_take_fen) and judges the text
 * itself with the engine's reader, so that every problem it names (a rank of nine squares, a
 * castling right without its rook) is reported as the player wrote it. */
bool     position_editor_read_typed       (PositionEditor *editor,
                                           const char     *text,
                                           Position       *pos,
                                           FenError       *error);

/* Reads the editor's FEN with the engine's reader: true and pos (if not NULL) when the
 * position can be played, else false with the reader's error. */
bool     position_editor_validate         (const PositionEditor *editor,
                                           Position             *pos,
                                           FenError             *error);
