/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move-list-layout.c: the main line is laid out pair by pair; a variation is written out by
 * a loop with a stack of its own, so that variations nested thousands deep cost no stack. */
#define G_LOG_DOMAIN "fianchetto-move-list"

#include "config.h"

#include "move-list-layout.h"

#include <string.h>

#include "nag-text.h"
#include "notation.h"

static void
item_free (gpointer data)
{
  MoveListItem *item = data;

  g_free (item->text);
  g_clear_pointer (&item->links, g_array_unref);
  g_free (item);
}

static MoveListItem *
add_item (GPtrArray *items, MoveListItemKind kind, int row, int column, int width,
          const PgnNode *node, char *text)
{
  MoveListItem *item = g_new0 (MoveListItem, 1);

  *item = (MoveListItem) {
    .kind = kind, .row = row, .column = column, .width = width, .node = node, .text = text,
  };
  g_ptr_array_add (items, item);
  return item;
}

/* The same moves behind the same text: a widget kept for an item keeps pointing at the moves
 * it shows, even when a new game's moves took the old ones' addresses. */
static gboolean
same_links (const GArray *a, const GArray *b)
{
  if (!a || !b)
    return a == b;
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (g_array_index (a, MoveListLink, i).node != g_array_index (b, MoveListLink, i).node)
      return FALSE;
  return TRUE;
}

gboolean
move_list_item_equal (const MoveListItem *a,
                      const MoveListItem *b)
{
  return a->kind == b->kind && a->row == b->row && a->column == b->column
         && a->width == b->width && a->node == b->node && a->ply == b->ply
         && g_strcmp0 (a->text, b->text) == 0 && same_links (a->links, b->links);
}

char *
move_list_comment_text (const char *comment)
{
  GString *text;

  if (!comment)
    return NULL;
  text = g_string_new (NULL);
  for (const char *p = comment; *p;)
    {
      const char *command = strstr (p, "[%");
      const char *end = command ? strchr (command, ']') : NULL;

      if (!end)
        {
          g_string_append (text, p);
          break;
        }
      g_string_append_len (text, p, command - p);
      p = end + 1;
    }
  g_strstrip (text->str);
  text->len = strlen (text->str);
  if (text->len == 0)
    {
      g_string_free (text, TRUE);
      return NULL;
    }
  return g_string_free (text, FALSE);
}

/* The move in the notation chosen, with its glyphs; ply's parity tells whose move it is. */
static char *
move_text (const PgnNode *node, int ply, NotationStyle style)
{
  g_autofree char *nags = nag_text_after_move (node);
  g_autofree char *san = notation_display_san (pgn_node_get_san (node),
                                               ply % 2 ? BLACK : WHITE, style);

  return g_strconcat (san, nags, NULL);
}

/* ---- Variations as text ----------------------------------------------------------------- */

typedef struct {
  GString *out;
  int      shown;          /* bytes of the text as shown: the markup less its tags */
  gboolean number_black;   /* Black's next move carries its number */
  NotationStyle style;
} Writer;

static void
put_text (Writer *w, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append (w->out, escaped);
  w->shown += (int) strlen (text);
}

static void
put_space (Writer *w)
{
  if (w->out->len > 0 && w->out->str[w->out->len - 1] != '(')
    put_text (w, " ");
}

static void
put_comment (Writer *w, const char *comment)
{
  g_autofree char *text = move_list_comment_text (comment);

  if (!text)
    return;
  put_space (w);
  g_string_append (w->out, "<i>");
  put_text (w, text);
  g_string_append (w->out, "</i>");
  w->number_black = TRUE;
}

static void
put_move (Writer *w, const PgnNode *node, int ply, const PgnNode *current, GArray *links)
{
  g_autofree char *text = move_text (node, ply, w->style);
  g_autofree char *number = NULL;
  MoveListLink link = { node, 0, 0 };

  put_space (w);
  if (ply % 2 == 0)
    number = g_strdup_printf ("%d.\u00a0", ply / 2 + 1);
  else if (w->number_black)
    number = g_strdup_printf ("%d\u2026\u00a0", ply / 2 + 1);
  if (number)
    put_text (w, number);
  g_string_append_printf (w->out, "<a href=\"move:%u\">%s", links->len,
                          node == current ? "<b><u>" : "");
  link.start = w->shown;
  put_text (w, text);
  link.end = w->shown;
  g_string_append (w->out, node == current ? "</u></b></a>" : "</a>");
  g_array_append_val (links, link);
  w->number_black = FALSE;
}

typedef struct {
  const PgnNode *node;
  int            ply;
  int            variation;   /* the next one to write; -1 before the move itself */
} Frame;

char *
move_list_variation_markup (const PgnNode *first,
                            int            ply,
                            const PgnNode *current,
                            NotationStyle  style,
                            GArray        *links)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  g_autoptr(GArray) scratch = links ? NULL : g_array_new (FALSE, FALSE, sizeof (MoveListLink));
  Writer w = { g_string_new (NULL), 0, TRUE, style };
  Frame frame = { first, ply, -1 };

  links = links ? links : scratch;
  g_array_append_val (stack, frame);
  while (stack->len > 0)
    {
      Frame *top = &g_array_index (stack, Frame, stack->len - 1);

      if (!top->node)
        {
          g_array_set_size (stack, stack->len - 1);
          if (stack->len > 0)
            {
              put_text (&w, ")");
              w.number_black = TRUE;
            }
        }
      else if (top->variation < 0)
        {
          top->variation = 0;
          put_comment (&w, pgn_node_get_comment_before (top->node));
          put_move (&w, top->node, top->ply, current, links);
          put_comment (&w, pgn_node_get_comment_after (top->node));
        }
      else if (top->variation < pgn_node_get_n_variations (top->node))
        {
          Frame inner = { pgn_node_get_variation (top->node, top->variation++), top->ply, -1 };
          put_space (&w);
          put_text (&w, "(");
          w.number_black = TRUE;
          g_array_append_val (stack, inner);
        }
      else
        {
          top->node = pgn_node_get_next (top->node);
          top->ply++;
          top->variation = -1;
        }
    }
  return g_string_free (w.out, FALSE);
}

const PgnNode *
move_list_link_node (const MoveListItem *item,
                     const char         *uri)
{
  guint64 index;

  if (item->kind != MOVE_LIST_VARIATION || !g_str_has_prefix (uri, "move:")
      || !g_ascii_string_to_unsigned (uri + 5, 10, 0, G_MAXUINT, &index, NULL)
      || index >= item->links->len)
    return NULL;
  return g_array_index (item->links, MoveListLink, index).node;
}

const PgnNode *
move_list_link_at (const MoveListItem *item,
                   int                 index)
{
  for (guint i = 0; item->links && i < item->links->len; i++)
    {
      const MoveListLink *link = &g_array_index (item->links, MoveListLink, i);
      if (index >= link->start && index < link->end)
        return link->node;
    }
  return NULL;
}

gboolean
move_list_item_shows (const MoveListItem *item,
                      const PgnNode      *node)
{
  if (item->kind == MOVE_LIST_MOVE)
    return item->node == node;
  for (guint i = 0; item->links && i < item->links->len; i++)
    if (g_array_index (item->links, MoveListLink, i).node == node)
      return TRUE;
  return FALSE;
}

/* ---- The main line ------------------------------------------------------------------------ */

typedef struct {
  GPtrArray *items;
  int        row;
  gboolean   row_open;   /* the current row has its number and White's move or "…" */
  NotationStyle style;
} Layout;

/* "12." and, when the row starts with Black's move, "…" where White's would be. */
static void
add_number (Layout *l, int ply)
{
  add_item (l->items, MOVE_LIST_NUMBER, l->row, 0, 1, NULL, g_strdup_printf ("%d.", ply / 2 + 1));
  if (ply % 2)
    add_item (l->items, MOVE_LIST_ELLIPSIS, l->row, 1, 2, NULL, g_strdup ("\u2026"));
  l->row_open = TRUE;
}

/* A comment's row and a row for each variation of node, after it. */
static void
add_annotations (Layout *l, const PgnNode *node, int ply)
{
  char *comment = move_list_comment_text (pgn_node_get_comment_after (node));

  if (comment)
    add_item (l->items, MOVE_LIST_COMMENT, l->row++, 0, MOVE_LIST_COLUMNS, node, comment);
  for (int i = 0; i < pgn_node_get_n_variations (node); i++)
    {
      const PgnNode *first = pgn_node_get_variation (node, i);
      GArray *links = g_array_new (FALSE, FALSE, sizeof (MoveListLink));
      char *markup = move_list_variation_markup (first, ply, NULL, l->style, links);
      MoveListItem *item = add_item (l->items, MOVE_LIST_VARIATION, l->row++, 0,
                                     MOVE_LIST_COLUMNS, first, markup);
      item->links = links;
      item->ply = ply;
    }
}

static gboolean
is_interrupted (const PgnNode *node)
{
  g_autofree char *comment = move_list_comment_text (pgn_node_get_comment_after (node));

  return comment || pgn_node_get_n_variations (node) > 0;
}

/* The score as PGN writes it, the half as one character as printed scores show it. */
static void
add_result (Layout *l, const Game *game)
{
  const char *score;

  switch (game_result (game, NULL))
    {
    case GAME_WHITE_WINS:
      score = "1-0";
      break;
    case GAME_BLACK_WINS:
      score = "0-1";
      break;
    case GAME_DRAWN:
      score = "\u00bd-\u00bd";
      break;
    case GAME_ONGOING:
    default:
      return;
    }
  if (l->row_open)
    l->row++;
  add_item (l->items, MOVE_LIST_RESULT, l->row, 0, MOVE_LIST_COLUMNS, NULL, g_strdup (score));
}

GPtrArray *
move_list_layout (const Game    *game,
                  NotationStyle  style)
{
  const PgnGame *record = game_get_record (game);
  const Position *start = game_start_position (game);
  int first_ply = (MAX (start->fullmove_number, 1) - 1) * 2 + (start->side_to_move == BLACK);
  Layout l = { g_ptr_array_new_with_free_func (item_free), 0, FALSE, style };
  char *opening = move_list_comment_text (pgn_game_get_comment (record));

  if (opening)
    add_item (l.items, MOVE_LIST_COMMENT, l.row++, 0, MOVE_LIST_COLUMNS, NULL, opening);
  for (int i = 0; i < game_ply_count (game); i++)
    {
      const PgnNode *node = game_mainline_node (game, i);
      int ply = first_ply + i;
      MoveListItem *item;

      if (!l.row_open)
        add_number (&l, ply);
      item = add_item (l.items, MOVE_LIST_MOVE, l.row, ply % 2 ? 3 : 1, 2, node,
                       move_text (node, ply, style));
      item->ply = ply;
      if (is_interrupted (node))
        {
          l.row++;
          l.row_open = FALSE;
          add_annotations (&l, node, ply);
        }
      else if (ply % 2)
        {
          l.row++;
          l.row_open = FALSE;
        }
    }
  add_result (&l, game);
  return l.items;
}
