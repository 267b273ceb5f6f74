/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-position.c: `position startpos|fen <FEN> [moves …]`. The command is all or nothing: it is
 * played out on a copy, and the session takes it only if every part of it was good. A rejected
 * one leaves no position at all: searching the one before would answer with a move of a game
 * the GUI no longer means. */
#include "uci-private.h"

#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"

enum { FEN_TEXT_MAX = 2 * FEN_MAX, MOVE_TEXT_MAX = 8 };

/* The position being built, with the keys of the positions that led to it. */
typedef struct {
  Position pos;
  Key     *history;
  int      n_history;
  int      capacity;
  Move     last_moves[2];   /* the last move played, then the one before it */
} Line;

static bool
line_push_key (Line *line, Key key)
{
  if (line->n_history == line->capacity)
    {
      int  capacity = line->capacity ? 2 * line->capacity : 64;
      Key *grown = realloc (line->history, (size_t) capacity * sizeof *grown);
      if (!grown)
        return false;
      line->history = grown;
      line->capacity = capacity;
    }
  line->history[line->n_history++] = key;
  return true;
}

/* The words after `fen` up to `moves`, joined again by single spaces. */
static bool
read_fen (UciSession *session, UciTokens *tokens, Position *pos)
{
  char     fen[FEN_TEXT_MAX], reason[128];
  size_t   n = 0;
  UciToken token;
  FenError error;

  while (uci_tokens_peek (tokens, &token) && !uci_token_is (&token, "moves"))
    {
      uci_tokens_next (tokens, &token);
      if (n + 1 + token.length >= sizeof fen)
        {
          uci_session_info (session, "bad FEN in position command: it is too long");
          return false;
        }
      if (n)
        fen[n++] = ' ';
      memcpy (fen + n, token.text, token.length);
      n += token.length;
    }
  fen[n] = '\0';
  if (!position_from_fen (pos, fen, &error))
    {
      uci_session_info (session, "bad FEN in position command: %s",
                        fen_error_describe (&error, reason, sizeof reason));
      return false;
    }
  return true;
}

static bool
is_promotion_square_pair (const MoveList *list, Square from, Square to)
{
  for (int i = 0; i < list->count; i++)
    if (move_from (list->moves[i]) == from && move_to (list->moves[i]) == to
        && move_kind (list->moves[i]) == MOVE_PROMOTION)
      return true;
  return false;
}

/* Why text is not a legal move in pos, for a GUI's log. */
static const char *
explain_illegal (const Position *pos, const char *text, char *buf, size_t size)
{
  size_t      length = strlen (text);
  Square      from = length >= 4 ? square_from_string (text) : SQ_NONE;
  Square      to = length >= 4 ? square_from_string (text + 2) : SQ_NONE;
  Piece       piece = from != SQ_NONE ? position_piece_on (pos, from) : NO_PIECE;
  const char *side = pos->side_to_move == WHITE ? "white" : "black";
  MoveList    list;
  char        name[3];

  if ((length != 4 && length != 5) || from == SQ_NONE || to == SQ_NONE)
    return "it is not a move in UCI notation (e2e4, e7e8q)";
  if (generate_moves (pos, GEN_LEGAL, &list) == 0)
    snprintf (buf, size, "%s has no legal moves", side);
  else if (piece == NO_PIECE || piece_color (piece) != pos->side_to_move)
    snprintf (buf, size, "%s has no piece on %s", side, square_to_string (from, name));
  else if (is_promotion_square_pair (&list, from, to))
    snprintf (buf, size, "a promotion ends in the letter of a piece: q, r, b or n");
  else
    snprintf (buf, size, "it is not a legal move for %s%s", side,
              position_in_check (pos) ? ", who is in check" : "");
  return buf;
}

/* Plays the words after `moves` on line. On an illegal one says which and why. */
static bool
play_moves (UciSession *session, UciTokens *tokens, Line *line)
{
  UciToken token;
  char     text[MOVE_TEXT_MAX], reason[128];

  for (int ply = 1; uci_tokens_next (tokens, &token); ply++)
    {
      Move move = uci_token_copy (&token, text, sizeof text) ? move_from_uci (&line->pos, text) : MOVE_NONE;
      if (move == MOVE_NONE)
        {
          char echo[UCI_ECHO_SIZE];
          uci_session_info (session, "illegal move %s (move %d) in position command: %s",
                            uci_echo (&token, echo), ply,
                            explain_illegal (&line->pos, text, reason, sizeof reason));
          return false;
        }
      if (!line_push_key (line, line->pos.key))
        {
          uci_session_info (session, "out of memory in position command");
          return false;
        }
      Undo undo;
      position_make_move (&line->pos, move, &undo);
      line->last_moves[1] = line->last_moves[0];
      line->last_moves[0] = move;
    }
  return true;
}

/* Reads `startpos` or `fen …` and skips to the moves, if any. */
static bool
read_start (UciSession *session, UciTokens *tokens, Position *pos)
{
  UciToken token;

  if (!uci_tokens_next (tokens, &token) || !(uci_token_is (&token, "startpos") || uci_token_is (&token, "fen")))
    {
      uci_session_info (session, "position needs startpos or fen <FEN>, then optionally moves");
      return false;
    }
  if (uci_token_is (&token, "fen"))
    {
      if (!read_fen (session, tokens, pos))
        return false;
    }
  else
    position_set_start (pos);
  /* The spec asks to skip words not understood; only `moves` may follow. */
  while (uci_tokens_next (tokens, &token) && !uci_token_is (&token, "moves"))
    continue;
  return true;
}

void
uci_command_position (UciSession *session, UciTokens *tokens)
{
  Line line = { .history = NULL };

  uci_session_finish_search (session);
  if (!read_start (session, tokens, &line.pos) || !play_moves (session, tokens, &line))
    {
      free (line.history);
      session->has_position = false;
      return;
    }
  free (session->history);
  session->pos = line.pos;
  session->has_position = true;
  session->history = line.history;
  session->n_history = line.n_history;
  session->own_last_move = line.last_moves[1];
}
