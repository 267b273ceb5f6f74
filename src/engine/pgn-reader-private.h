/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-reader-private.h: the parts of the reader, each in its own file. */
#pragma once

#include "pgn-lexer.h"

/* Fills error (if not NULL) for the token; pos, if not NULL, is the position it concerns. */
void pgn_error_set (PgnError *error, PgnErrorCode code, const Lexer *lx, const Token *token,
                    const Position *pos, const char *detail);
/* A FEN tag that position_from_fen refused; value is the tag's value in the text. */
void pgn_error_set_fen (PgnError *error, const Lexer *lx, const Token *value,
                        const FenError *fen_error);

/* Reads the tag pairs in front of the lexer into game and sets its start position from a FEN
 * tag. Returns false with error filled on a broken tag or a bad FEN. */
bool pgn_read_tags (Lexer *lx, PgnGame *game, PgnError *error);

/* Reads movetext up to and including the result, or up to the next tag pair or the end.
 * `result_seen` tells whether a result ended it. */
bool pgn_read_movetext (Lexer *lx, PgnGame *game, bool *result_seen, PgnError *error);

/* Skips movetext the same way without reading the moves; only a comment left open is an
 * error. */
bool pgn_skip_movetext (Lexer *lx, PgnGame *game, bool *result_seen, PgnError *error);
