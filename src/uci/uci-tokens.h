/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-tokens.h: splitting one line of the UCI protocol into words, without copying it. The line
 * need not end in a NUL: every word is a pointer and a length into it. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
  const char *text;
  size_t      length;
} UciToken;

typedef struct {
  const char *next;
  const char *end;
} UciTokens;

void uci_tokens_init (UciTokens *tokens, const char *line, size_t length);

/* Stores the next word in token and returns true, or returns false at the end of the line. */
bool uci_tokens_next (UciTokens *tokens, UciToken *token);

/* The next word without consuming it. */
bool uci_tokens_peek (const UciTokens *tokens, UciToken *token);

/* Does the token spell word exactly (case matters, as UCI commands are lower case)? */
bool uci_token_is (const UciToken *token, const char *word);

/* Same, ignoring ASCII case, for option names. */
bool uci_token_is_nocase (const UciToken *token, const char *word);

/* Reads a decimal integer with an optional sign. Values beyond int64_t saturate, since a GUI's
 * absurdly large number means "a lot" rather than something to reject. */
bool uci_token_to_int64 (const UciToken *token, int64_t *value);

/* Copies the token into buf as a NUL-terminated string; false (buf empty) if it does not fit. */
bool uci_token_copy (const UciToken *token, char *buf, size_t size);
