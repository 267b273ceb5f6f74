/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-lexer.h: the PGN text cut into tokens, with the line and column of each. */
#pragma once

#include "pgn-private.h"

typedef enum {
  TOKEN_END,
  TOKEN_TAG_START,     /* a '[': left unread, for the tag reader */
  TOKEN_COMMENT,       /* {...} or ;... : value 1 for ';', the inside in inner_* */
  TOKEN_OPEN,          /* ( */
  TOKEN_CLOSE,         /* ) */
  TOKEN_NAG,           /* $n or a suffix annotation: value is the NAG */
  TOKEN_MOVE_NUMBER,   /* "12", "12.", "12..." */
  TOKEN_SYMBOL,        /* what should be a move */
  TOKEN_RESULT,        /* value is the PgnResult */
  TOKEN_ERROR,         /* value is the PgnErrorCode */
} TokenType;

typedef struct {
  TokenType type;
  int       value;
  size_t    start, length;              /* the whole token */
  size_t    inner_start, inner_length;  /* a comment's text */
  int       line;                       /* where the token starts */
  size_t    line_start;
} Token;

typedef struct {
  const char *text;
  size_t      length;
  size_t      at;
  int         line;         /* 1-based line of `at` */
  size_t      line_start;   /* offset of that line's first byte */
} Lexer;

void lexer_init (Lexer *lx, const char *text, size_t length);
/* Skips blanks, line breaks and '%' escape lines. */
void lexer_skip_space (Lexer *lx);
void lexer_next (Lexer *lx, Token *token);
void lexer_skip_en_passant_mark (Lexer *lx);
/* Does a tag pair ('[' Name '"') start at offset at? */
bool lexer_tag_pair_starts (const Lexer *lx, size_t at);
/* Moves to the start of the next game after an error (see pgn_reader_next_game). */
void lexer_recover (Lexer *lx);

static inline int
lexer_peek (const Lexer *lx, size_t ahead)
{
  return lx->at + ahead < lx->length ? (unsigned char) lx->text[lx->at + ahead] : -1;
}

/* The 1-based column in characters of offset `at` on the line starting at line_start. */
int lexer_column (const Lexer *lx, size_t line_start, size_t at);
