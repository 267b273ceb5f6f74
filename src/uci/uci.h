/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci.h: one conversation with a GUI over the Universal Chess Interface. The session reads one
 * line at a time and writes its answers to a stream; it knows nothing of stdin, so the tests and
 * the fuzzer drive it in-process just as main.c does. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "position.h"

/* The deepest `go perft` a session runs unless told otherwise; deeper requests are clamped. */
enum { UCI_MAX_PERFT_DEPTH = 12 };

/* The info string of `go` and `d` when a rejected `position` left nothing to search. */
#define UCI_NO_POSITION "no position: the last position command was rejected; send a good one"

typedef struct UciSession UciSession;

/* A session at the start position writing to out, which it does not own. NULL if out of memory. */
UciSession *uci_session_new (FILE *out);
void        uci_session_free (UciSession *session);

/* Handles one line (length bytes, which need not end in a newline or a NUL). Returns false when
 * the line was `quit` and the caller should stop reading. The output is not flushed. */
bool uci_session_handle_line (UciSession *session, const char *line, size_t length);

/* Waits until the running search, perft or bench (if any) ends by itself, as `quit` and freeing
 * the session stop it: for a caller that wants every answer of a script. It never returns
 * while a `go infinite` or `go ponder` search runs, which ends only on `stop`. */
void uci_session_wait (UciSession *session);

/* Lowers (or raises) the perft depth limit, e.g. so that a fuzzer's `go perft` stays quick. */
void uci_session_set_max_perft_depth (UciSession *session, int depth);

/* Caps the nodes of every `go` search (0 = no cap), e.g. so that a fuzzer's searches stay quick. */
void uci_session_set_max_search_nodes (UciSession *session, uint64_t nodes);

/* The position `go` would search, and the keys of the positions before it, oldest first. After
 * a rejected `position` there is none to search (has_position is false) until a good one, or
 * `ucinewgame`; the last good one is still returned. */
const Position *uci_session_position (const UciSession *session);
bool            uci_session_has_position (const UciSession *session);
const Key      *uci_session_history (const UciSession *session, int *count);
