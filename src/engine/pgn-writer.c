/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-writer.c: the export format. Tokens are gathered into words ("(12..." or "e4)" stay
 * together) and words into lines of at most 80 bytes. */
#include "pgn-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LINE_WIDTH = 80 };

typedef struct {
  PgnBuffer out;
  PgnBuffer word;        /* the word being built, not yet placed on a line */
  bool      word_open;   /* it ends with '(' or '{': the next token joins it */
  size_t    column;      /* bytes on the current output line */
} Writer;

static const char *const roster[] = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };
enum { ROSTER_NB = 7 };

static void
flush_word (Writer *w)
{
  if (w->word.length == 0)
    return;
  if (w->column > 0 && w->column + 1 + w->word.length > LINE_WIDTH)
    {
      pgn_buffer_append_char (&w->out, '\n');
      w->column = 0;
    }
  /* A '%' in the first column would make the line an escape, and a '[' there could start
   * what the reader takes for a tag pair ending a runaway comment. */
  if (w->column > 0 || w->word.data[0] == '%' || w->word.data[0] == '[')
    {
      pgn_buffer_append_char (&w->out, ' ');
      w->column++;
    }
  pgn_buffer_append (&w->out, w->word.data, w->word.length);
  w->column += w->word.length;
  w->word.length = 0;
  w->word_open = false;
}

static void
put_word (Writer *w, const char *text, size_t length)
{
  if (!w->word_open)
    flush_word (w);
  pgn_buffer_append (&w->word, text, length);
  w->word_open = false;
}

static void
put_open (Writer *w, char c)
{
  if (!w->word_open)
    flush_word (w);
  pgn_buffer_append_char (&w->word, c);
  w->word_open = true;
}

static void
put_close (Writer *w, char c)
{
  pgn_buffer_append_char (&w->word, c);
  w->word_open = false;
}

/* A comment holding '}' can only be a ';' comment, which runs to the end of its line. */
static void
put_line_comment (Writer *w, const char *text)
{
  size_t length = strlen (text);

  flush_word (w);
  if (w->column > 0)
    pgn_buffer_append (&w->out, w->column + 1 + 2 + length > LINE_WIDTH ? "\n" : " ", 1);
  pgn_buffer_append (&w->out, "; ", 2);
  pgn_buffer_append (&w->out, text, length);
  pgn_buffer_append_char (&w->out, '\n');
  w->column = 0;
}

/* Comments are stored normalised: words separated by single spaces. */
static void
put_comment (Writer *w, const char *text)
{
  if (strchr (text, '}'))
    {
      put_line_comment (w, text);
      return;
    }
  put_open (w, '{');
  while (*text)
    {
      size_t length = strcspn (text, " ");
      if (length)
        put_word (w, text, length);
      text += length + (text[length] == ' ');
    }
  put_close (w, '}');
}

static void
put_move (Writer *w, const PgnNode *node, int ply, bool number_black)
{
  char text[32];

  if (ply % 2 == 0 || number_black)
    put_word (w, text, (size_t) snprintf (text, sizeof text, "%d.%s", ply / 2 + 1,
                                          ply % 2 ? ".." : ""));
  put_word (w, node->san, strlen (node->san));
  for (int i = 0; i < node->n_nags; i++)
    put_word (w, text, (size_t) snprintf (text, sizeof text, "$%d", node->nags[i]));
}

/* The moves from `ply` (0 is White's first move) with their variations, in the order the
 * walk gives them. Black's move carries its number at the start of a line and after
 * anything inserted. */
static void
put_moves (Writer *w, const PgnNode *first, int ply)
{
  PgnWalk walk;
  bool    number_black = true;

  pgn_walk_init (&walk, first, ply);
  for (PgnWalkEvent event; (event = pgn_walk_next (&walk)) != PGN_WALK_END;)
    switch (event)
      {
      case PGN_WALK_MOVE:
        {
          const PgnNode *node = walk.node;
          if (node->comment_before)
            put_comment (w, node->comment_before);
          put_move (w, node, walk.ply, number_black || node->comment_before);
          number_black = false;
          if (node->comment_after)
            {
              put_comment (w, node->comment_after);
              number_black = true;
            }
        }
        break;
      case PGN_WALK_OPEN:
        put_open (w, '(');
        number_black = true;
        break;
      case PGN_WALK_CLOSE:
        put_close (w, ')');
        number_black = true;
        break;
      case PGN_WALK_END:
        break;
      }
  pgn_walk_clear (&walk);
}

static void
put_tag (PgnBuffer *out, const char *name, const char *value)
{
  pgn_buffer_append_char (out, '[');
  pgn_buffer_append (out, name, strlen (name));
  pgn_buffer_append (out, " \"", 2);
  for (const char *p = value; *p; p++)
    {
      unsigned char c = (unsigned char) *p;
      if (c == '"' || c == '\\')
        pgn_buffer_append_char (out, '\\');
      /* A line break would end the value: control bytes go out as spaces, as they are read. */
      pgn_buffer_append_char (out, c < ' ' || c == 0x7f ? ' ' : *p);
    }
  pgn_buffer_append (out, "\"]\n", 3);
}

static bool
is_roster (const char *name)
{
  for (int i = 0; i < ROSTER_NB; i++)
    if (strcmp (name, roster[i]) == 0)
      return true;
  return false;
}

/* The Result tag always tells the result that ends the movetext, as the export format wants. */
static void
put_tags (PgnBuffer *out, const PgnGame *game)
{
  for (int i = 0; i < ROSTER_NB; i++)
    {
      const char *value = pgn_game_get_tag (game, roster[i]);
      if (i == ROSTER_NB - 1)
        value = pgn_result_to_string (game->result);
      else if (!value)
        value = i == 2 ? "????.??.??" : "?";
      put_tag (out, roster[i], value);
    }
  for (int i = 0; i < game->n_tags; i++)
    if (!is_roster (game->tags[i].name))
      put_tag (out, game->tags[i].name, game->tags[i].value);
}

char *
pgn_game_write (const PgnGame *game, size_t *length)
{
  Writer      w = { 0 };
  const char *result = pgn_result_to_string (game->result);
  int         fullmove = game->start.fullmove_number > 0 ? game->start.fullmove_number : 1;

  put_tags (&w.out, game);
  pgn_buffer_append_char (&w.out, '\n');
  if (game->comment && !game->first)
    put_comment (&w, game->comment);
  put_moves (&w, game->first, (fullmove - 1) * 2 + (game->start.side_to_move == BLACK));
  put_word (&w, result, strlen (result));
  flush_word (&w);
  pgn_buffer_append_char (&w.out, '\n');
  free (w.word.data);
  return pgn_buffer_steal (&w.out, length);
}
