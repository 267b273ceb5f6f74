/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-go.c: the `go` parser, one table row per keyword. */
#include "uci-go.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "movegen.h"

/* How a keyword's value is read and where it goes. */
typedef enum {
  VALUE_NONE,        /* a flag: infinite, ponder */
  VALUE_CLOCK,       /* ms on a clock: negative values (a GUI's overstepped clock) read as 0 */
  VALUE_COUNT,       /* a non-negative int */
  VALUE_COUNT64,     /* a non-negative 64-bit count */
  VALUE_MOVES,       /* searchmoves: the legal moves that follow */
} ValueKind;

typedef struct {
  const char *word;
  UciGoField  field;
  ValueKind   kind;
  size_t      offset;   /* of the value inside UciGoLimits */
} Keyword;

static const Keyword keywords[] = {
  { "wtime",       UCI_GO_WTIME,       VALUE_CLOCK,   offsetof (UciGoLimits, time[WHITE]) },
  { "btime",       UCI_GO_BTIME,       VALUE_CLOCK,   offsetof (UciGoLimits, time[BLACK]) },
  { "winc",        UCI_GO_WINC,        VALUE_CLOCK,   offsetof (UciGoLimits, increment[WHITE]) },
  { "binc",        UCI_GO_BINC,        VALUE_CLOCK,   offsetof (UciGoLimits, increment[BLACK]) },
  { "movestogo",   UCI_GO_MOVESTOGO,   VALUE_COUNT,   offsetof (UciGoLimits, movestogo) },
  { "movetime",    UCI_GO_MOVETIME,    VALUE_CLOCK,   offsetof (UciGoLimits, movetime) },
  { "depth",       UCI_GO_DEPTH,       VALUE_COUNT,   offsetof (UciGoLimits, depth) },
  { "nodes",       UCI_GO_NODES,       VALUE_COUNT64, offsetof (UciGoLimits, nodes) },
  { "mate",        UCI_GO_MATE,        VALUE_COUNT,   offsetof (UciGoLimits, mate) },
  { "perft",       UCI_GO_PERFT,       VALUE_COUNT,   offsetof (UciGoLimits, perft) },
  { "infinite",    UCI_GO_INFINITE,    VALUE_NONE,    0 },
  { "ponder",      UCI_GO_PONDER,      VALUE_NONE,    0 },
  { "searchmoves", UCI_GO_SEARCHMOVES, VALUE_MOVES,   offsetof (UciGoLimits, searchmoves) },
};

static const Keyword *
find_keyword (const UciToken *token)
{
  for (size_t i = 0; i < sizeof keywords / sizeof keywords[0]; i++)
    if (uci_token_is (token, keywords[i].word))
      return &keywords[i];
  return NULL;
}

/* Takes legal moves from tokens until the next word is not one. */
static void
read_moves (UciTokens *tokens, const Position *pos, MoveList *list)
{
  UciToken token;
  char     text[8];

  list->count = 0;
  while (uci_tokens_peek (tokens, &token) && uci_token_copy (&token, text, sizeof text))
    {
      Move move = move_from_uci (pos, text);
      if (move == MOVE_NONE)
        break;
      uci_tokens_next (tokens, &token);
      if (list->count < MAX_MOVES)
        list->moves[list->count++] = move;
    }
}

static bool
read_number (const Keyword *keyword, const UciToken *token, void *slot)
{
  int64_t n;

  if (!uci_token_to_int64 (token, &n))
    return false;
  switch (keyword->kind)
    {
    case VALUE_CLOCK:
      *(int64_t *) slot = n < 0 ? 0 : n;
      return true;
    case VALUE_COUNT:
      if (n < 0)
        return false;
      *(int *) slot = n > INT_MAX ? INT_MAX : (int) n;
      return true;
    case VALUE_COUNT64:
      if (n < 0)
        return false;
      *(uint64_t *) slot = (uint64_t) n;
      return true;
    case VALUE_NONE:
    case VALUE_MOVES:
      break;
    }
  return false;
}

static bool
read_value (const Keyword *keyword, UciTokens *tokens, const Position *pos, UciGoLimits *limits,
            char *error, size_t error_size)
{
  void    *slot = (char *) limits + keyword->offset;
  UciToken token;

  if (keyword->kind == VALUE_NONE)
    return true;
  if (keyword->kind == VALUE_MOVES)
    {
      read_moves (tokens, pos, slot);
      return true;
    }
  if (!uci_tokens_next (tokens, &token))
    {
      snprintf (error, error_size, "go %s needs a value", keyword->word);
      return false;
    }
  if (!read_number (keyword, &token, slot))
    {
      snprintf (error, error_size, "go %s needs a %snumber, not '%.*s'", keyword->word,
                keyword->kind == VALUE_CLOCK ? "" : "non-negative ",
                token.length > 32 ? 32 : (int) token.length, token.text);
      return false;
    }
  return true;
}

bool
uci_go_parse (UciTokens *tokens, const Position *pos, UciGoLimits *limits,
              char *error, size_t error_size)
{
  UciToken token;

  memset (limits, 0, sizeof *limits);
  if (error_size)
    error[0] = '\0';
  while (uci_tokens_next (tokens, &token))
    {
      const Keyword *keyword = find_keyword (&token);
      if (!keyword)
        continue;
      /* The bit goes first, so a caller can tell a broken `go perft x` from a search. */
      limits->set |= keyword->field;
      if (!read_value (keyword, tokens, pos, limits, error, error_size))
        return false;
    }
  return true;
}
