/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-movetext.c: the moves of a game with their comments, NAGs and variations, read into the
 * move tree, every move checked against its position. */
#include "pgn-reader-private.h"

#include <stdlib.h>
#include <string.h>

#include "movegen.h"

enum { SAN_TEXT_MAX = 64 };   /* longer than any move in any notation move_from_san reads */

typedef struct {
  Lexer    *lx;
  PgnGame  *game;
  PgnError *error;
  bool      result_seen;
  /* The main line reached a mate or stalemate and the text goes on: what follows is counted,
   * not read (variations after it are skipped whole). */
  bool      after_end;
  int       skipped_depth;
} MoveReader;

/* One line of moves being read: the mainline or a variation. */
typedef struct {
  Position pos;        /* after the last move */
  Position before;     /* before the last move: where a variation of it starts */
  PgnNode *owner;      /* the move this line is a variation of; NULL for the mainline */
  PgnNode *parent;     /* the move before the line's first move */
  PgnNode *last;
  char    *comment;    /* a comment before the first move */
  Token    open;       /* the '(' that opened a variation */
} Line;

/* The lines open at this point of the text, the mainline at the bottom: nesting costs heap,
 * not stack, however deep it goes. */
typedef struct {
  Line *lines;
  int   depth, capacity;
} LineStack;

static Line *
push_line (LineStack *stack, Line line)
{
  if (stack->depth == stack->capacity)
    {
      stack->capacity = stack->capacity ? stack->capacity * 2 : 8;
      stack->lines = pgn_realloc (stack->lines, sizeof *stack->lines * (size_t) stack->capacity);
    }
  stack->lines[stack->depth] = line;
  return &stack->lines[stack->depth++];
}

static void
clear_lines (LineStack *stack)
{
  for (int i = 0; i < stack->depth; i++)
    free (stack->lines[i].comment);
  free (stack->lines);
}

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

/* A move after the main line's mate or stalemate: the game is over by the rules, and the file
 * goes on. */
static bool
is_after_end (const MoveReader *r, const Line *line, const SanError *san_error)
{
  MoveList list;

  return !line->owner && san_error->code != SAN_ERROR_SYNTAX && !r->after_end
         && generate_moves (&line->pos, GEN_LEGAL, &list) == 0;
}

static bool
read_move (MoveReader *r, Line *line, const Token *t)
{
  SanError san_error;
  Undo     undo;

  if (t->length > SAN_TEXT_MAX)
    return fail (r, PGN_ERROR_NOT_A_MOVE, t, NULL);
  char san[SAN_MAX];
  Move move = move_from_san_written (&line->pos, r->lx->text + t->start, (int) t->length,
                                     &san_error, san);
  if (move == MOVE_NONE && is_after_end (r, line, &san_error))
    {
      r->after_end = true;
      r->game->moves_after_end = 1;
      return true;
    }
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
  link_node (r, line, pgn_node_new_written (move, san, line->last ? line->last : line->parent));
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

/* A variation of the line's last move, from the position before it. */
static bool
open_variation (MoveReader *r, LineStack *stack, const Token *open)
{
  Line *line = &stack->lines[stack->depth - 1];

  if (!line->last)
    return fail (r, PGN_ERROR_MISPLACED, open, NULL);
  if (stack->depth > PGN_MAX_DEPTH)
    return fail (r, PGN_ERROR_TOO_DEEP, open, NULL);
  push_line (stack, (Line) {
    .pos = line->before, .owner = line->last, .parent = line->last->parent, .open = *open,
  });
  return true;
}

/* A variation without moves leaves only its comment, which joins the one after the move it
 * was a variation of. */
static void
close_variation (LineStack *stack)
{
  Line *variation = &stack->lines[--stack->depth];

  if (variation->comment)
    pgn_comment_append (&variation->owner->comment_after, variation->comment,
                        strlen (variation->comment));
  free (variation->comment);
}

/* The end of the mainline: a result, the next game's tags or the end of the text. */
static bool
end_movetext (MoveReader *r, LineStack *stack, const Token *t)
{
  Line *line = &stack->lines[stack->depth - 1];

  if (stack->depth > 1)
    return fail (r, PGN_ERROR_UNTERMINATED_VARIATION, &line->open, NULL);
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
read_token (MoveReader *r, Line *line, const Token *t)
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
    case TOKEN_ERROR:
      return fail (r, (PgnErrorCode) t->value, t, NULL);
    case TOKEN_MOVE_NUMBER:
    default:
      return true;
    }
}

/* After the end: moves of the main line counted, variations skipped, up to the result. */
static bool
skip_after_end (MoveReader *r, const Token *t)
{
  switch (t->type)
    {
    case TOKEN_OPEN:
      r->skipped_depth++;
      return true;
    case TOKEN_CLOSE:
      if (r->skipped_depth == 0)
        return fail (r, PGN_ERROR_UNBALANCED_PARENTHESIS, t, NULL);
      r->skipped_depth--;
      return true;
    case TOKEN_SYMBOL:
      if (r->skipped_depth == 0)
        r->game->moves_after_end++;
      return true;
    case TOKEN_ERROR:
      return fail (r, (PgnErrorCode) t->value, t, NULL);
    default:
      return true;
    }
}

static bool
read_lines (MoveReader *r, LineStack *stack)
{
  Token t;

  for (;;)
    {
      lexer_next (r->lx, &t);
      if (r->after_end && t.type != TOKEN_RESULT && t.type != TOKEN_TAG_START
          && t.type != TOKEN_END)
        {
          if (!skip_after_end (r, &t))
            return false;
          continue;
        }
      switch (t.type)
        {
        case TOKEN_OPEN:
          if (!open_variation (r, stack, &t))
            return false;
          break;
        case TOKEN_CLOSE:
          if (stack->depth == 1)
            return fail (r, PGN_ERROR_UNBALANCED_PARENTHESIS, &t, NULL);
          close_variation (stack);
          break;
        case TOKEN_RESULT:
        case TOKEN_TAG_START:
        case TOKEN_END:
          return end_movetext (r, stack, &t);
        default:
          if (!read_token (r, &stack->lines[stack->depth - 1], &t))
            return false;
        }
    }
}

bool
pgn_read_movetext (Lexer *lx, PgnGame *game, bool *result_seen, PgnError *error)
{
  MoveReader r = { .lx = lx, .game = game, .error = error };
  LineStack  stack = { 0 };

  push_line (&stack, (Line) { .pos = game->start });
  bool ok = read_lines (&r, &stack);
  clear_lines (&stack);
  *result_seen = r.result_seen;
  return ok;
}
