/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-movetext.c: the moves of a game with their comments, NAGs and variations, read into the
 * move tree, every move checked against its position. */
#include "pgn-reader-private.h"

#include <stdlib.h>
#include <string.h>

enum { SAN_TEXT_MAX = 64 };   /* longer than any move in any notation move_from_san reads */

typedef struct {
  Lexer    *lx;
  PgnGame  *game;
  PgnError *error;
  bool      result_seen;
} MoveReader;

/* One line of moves being read: the mainline or a variation. */
typedef struct {
  Position pos;        /* after the last move */
  Position before;     /* before the last move: where a variation of it starts */
  PgnNode *owner;      /* the move this line is a variation of; NULL for the mainline */
  PgnNode *parent;     /* the move before the line's first move */
  PgnNode *last;
  char    *comment;    /* a comment before the first move */
} Line;

static bool
fail (MoveReader *r, PgnErrorCode code, const Token *t, const Position *pos)
{
  pgn_error_set (r->error, code, r->lx, t, pos, NULL);
  return false;
}

static void
link_node (MoveReader *r, Line *line, PgnNode *node)
{
  if (line->last)
    line->last->next = node;
  else
    {
      node->comment_before = line->comment;
      line->comment = NULL;
      if (line->owner)
        pgn_node_append_variation (line->owner, node);
      else
        r->game->first = node;
    }
  line->last = node;
}

static bool
read_move (MoveReader *r, Line *line, const Token *t)
{
  SanError san_error;
  Undo     undo;

  if (t->length > SAN_TEXT_MAX)
    return fail (r, PGN_ERROR_NOT_A_MOVE, t, NULL);
  Move move = move_from_san (&line->pos, r->lx->text + t->start, (int) t->length, &san_error);
  if (move == MOVE_NONE)
    {
      if (san_error.code == SAN_ERROR_SYNTAX)
        return fail (r, PGN_ERROR_NOT_A_MOVE, t, NULL);
      return fail (r, san_error.code == SAN_ERROR_AMBIGUOUS ? PGN_ERROR_AMBIGUOUS_MOVE
                                                            : PGN_ERROR_ILLEGAL_MOVE,
                   t, &line->pos);
    }
  if (move_kind (move) == MOVE_EN_PASSANT)
    lexer_skip_en_passant_mark (r->lx);
  link_node (r, line, pgn_node_new (&line->pos, move, line->last ? line->last : line->parent));
  line->before = line->pos;
  position_make_move (&line->pos, move, &undo);
  return true;
}

static void
read_comment (Line *line, const MoveReader *r, const Token *t)
{
  char **slot = line->last ? &line->last->comment_after : &line->comment;

  pgn_comment_append (slot, r->lx->text + t->inner_start, t->inner_length);
}

static bool read_line (MoveReader *r, Line *line, int depth, const Token *open);

/* A variation of the line's last move, from the position before it. A variation without
 * moves leaves only its comment, which joins the one after that move. */
static bool
read_variation (MoveReader *r, Line *line, int depth, const Token *open)
{
  if (!line->last)
    return fail (r, PGN_ERROR_MISPLACED, open, NULL);
  if (depth >= PGN_MAX_DEPTH)
    return fail (r, PGN_ERROR_TOO_DEEP, open, NULL);
  Line variation = {
    .pos = line->before, .owner = line->last, .parent = line->last->parent,
  };
  bool ok = read_line (r, &variation, depth + 1, open);
  if (ok && variation.comment)
    pgn_comment_append (&line->last->comment_after, variation.comment, strlen (variation.comment));
  free (variation.comment);
  return ok;
}

/* The end of the line: a result, the next game's tags or the end of the text. */
static bool
end_line (MoveReader *r, Line *line, int depth, const Token *open, const Token *t)
{
  if (depth > 0)
    return fail (r, PGN_ERROR_UNTERMINATED_VARIATION, open, NULL);
  if (t->type == TOKEN_RESULT)
    {
      r->game->result = (PgnResult) t->value;
      r->result_seen = true;
    }
  if (!line->last)
    {
      r->game->comment = line->comment;
      line->comment = NULL;
    }
  return true;
}

static bool
read_token (MoveReader *r, Line *line, int depth, const Token *t)
{
  switch (t->type)
    {
    case TOKEN_SYMBOL:
      return read_move (r, line, t);
    case TOKEN_NAG:
      if (!line->last)
        return fail (r, PGN_ERROR_MISPLACED, t, NULL);
      pgn_node_add_nag (line->last, t->value);
      return true;
    case TOKEN_COMMENT:
      read_comment (line, r, t);
      return true;
    case TOKEN_OPEN:
      return read_variation (r, line, depth, t);
    case TOKEN_ERROR:
      return fail (r, (PgnErrorCode) t->value, t, NULL);
    case TOKEN_MOVE_NUMBER:
    default:
      return true;
    }
}

static bool
read_line (MoveReader *r, Line *line, int depth, const Token *open)
{
  Token t;

  for (;;)
    {
      lexer_next (r->lx, &t);
      switch (t.type)
        {
        case TOKEN_CLOSE:
          if (depth == 0)
            return fail (r, PGN_ERROR_UNBALANCED_PARENTHESIS, &t, NULL);
          return true;
        case TOKEN_RESULT:
        case TOKEN_TAG_START:
        case TOKEN_END:
          return end_line (r, line, depth, open, &t);
        default:
          if (!read_token (r, line, depth, &t))
            return false;
        }
    }
}

bool
pgn_read_movetext (Lexer *lx, PgnGame *game, bool *result_seen, PgnError *error)
{
  MoveReader r = { .lx = lx, .game = game, .error = error };
  Line       mainline = { .pos = game->start };

  bool ok = read_line (&r, &mainline, 0, NULL);
  free (mainline.comment);
  *result_seen = r.result_seen;
  return ok;
}
