/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-go.h: the arguments of the `go` command, read into the limits a search (or perft) runs
 * under. Kept apart from the session so that the search can take the struct as it is. */
#pragma once

#include <stddef.h>

#include "position.h"
#include "uci-tokens.h"

/* Which keywords the command named; a limit's value means something only when its bit is set. */
typedef enum {
  UCI_GO_WTIME       = 1 << 0,
  UCI_GO_BTIME       = 1 << 1,
  UCI_GO_WINC        = 1 << 2,
  UCI_GO_BINC        = 1 << 3,
  UCI_GO_MOVESTOGO   = 1 << 4,
  UCI_GO_MOVETIME    = 1 << 5,
  UCI_GO_DEPTH       = 1 << 6,
  UCI_GO_NODES       = 1 << 7,
  UCI_GO_MATE        = 1 << 8,
  UCI_GO_INFINITE    = 1 << 9,
  UCI_GO_PONDER      = 1 << 10,
  UCI_GO_SEARCHMOVES = 1 << 11,
  UCI_GO_PERFT       = 1 << 12,
} UciGoField;

typedef struct {
  unsigned set;                  /* UciGoField bits */
  int64_t  time[COLOR_NB];       /* ms left on each clock; a negative clock reads as 0 */
  int64_t  increment[COLOR_NB];  /* ms added per move */
  int      movestogo;
  int64_t  movetime;             /* ms */
  int      depth;                /* plies */
  uint64_t nodes;
  int      mate;                 /* mate in this many moves */
  int      perft;                /* perft depth; not clamped here, the caller knows its limit */
  MoveList searchmoves;          /* legal moves in pos to restrict the root to */
} UciGoLimits;

/* Reads the words after `go` from tokens into limits (zeroed first). Unknown words are skipped,
 * as the UCI spec asks. A keyword whose value is missing or not a valid number stops the
 * parse: false is returned with the reason in error, and limits keeps what came before. */
bool uci_go_parse (UciTokens *tokens, const Position *pos, UciGoLimits *limits,
                   char *error, size_t error_size);
