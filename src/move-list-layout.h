/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move-list-layout.h: where each part of a game goes in the move list, without widgets. The
 * main line is a grid of numbered pairs (number, White's move, Black's move); after a move
 * with a comment or variations the pairs stop for a row of the comment and a row for each
 * variation, the variations written out in full as text with a link for each move, their own
 * variations in brackets, as lichess and En Croissant show them. */
#pragma once

#include <glib.h>

#include "game.h"
#include "notation.h"

G_BEGIN_DECLS

typedef enum {
  MOVE_LIST_NUMBER,     /* "12." */
  MOVE_LIST_MOVE,       /* a main line move: "Nf3!" */
  MOVE_LIST_ELLIPSIS,   /* "…" where a move of the pair stands elsewhere */
  MOVE_LIST_COMMENT,    /* a comment, as plain text */
  MOVE_LIST_VARIATION,  /* a variation, as Pango markup with a <a href> for each move */
  MOVE_LIST_RESULT,     /* "1-0", "0-1" or "½-½" after the last move of a finished game */
} MoveListItemKind;

#define MOVE_LIST_COLUMNS 5   /* the number takes one, each move two */

/* A move's link in a variation's text: where it stands in the text as shown (bytes of the
 * text without markup), to find the move under the pointer. */
typedef struct {
  const PgnNode *node;
  int            start, end;
} MoveListLink;

typedef struct {
  MoveListItemKind kind;
  int              row, column, width;
  /* MOVE: the move. COMMENT: the move it follows (NULL: the game's opening comment).
   * VARIATION: the line's first move. */
  const PgnNode   *node;
  char            *text;
  /* VARIATION: every move in it, in the order written. */
  GArray          *links;
  int              ply;   /* MOVE and VARIATION: the game ply of node (0: White's first) */
} MoveListItem;

/* The items for game's main line as played (ply_count moves) and its annotations, in order
 * of rows, and the result on a row of its own once the game has ended; moves in style. */
GPtrArray *move_list_layout            (const Game    *game,
                                        NotationStyle  style);

/* Whether two items show the same thing in the same place. */
gboolean   move_list_item_equal        (const MoveListItem *a,
                                        const MoveListItem *b);

/* A variation's markup, with current (if it is in the line) shown as the current move;
 * links (if not NULL) gets a MoveListLink for each move. */
char      *move_list_variation_markup  (const PgnNode *first,
                                        int            ply,
                                        const PgnNode *current,
                                        NotationStyle  style,
                                        GArray        *links);

/* The move a link of the markup stands for: its href is "move:" and its index in links. */
const PgnNode *move_list_link_node     (const MoveListItem *item,
                                        const char         *uri);
/* The move whose link covers byte index of the text as shown, or NULL. */
const PgnNode *move_list_link_at       (const MoveListItem *item,
                                        int                 index);
/* Whether the item shows node: a main line move's button, or a link in a variation. */
gboolean   move_list_item_shows        (const MoveListItem *item,
                                        const PgnNode      *node);

/* A comment as the list shows it: without the [%clk …] and [%eval …] commands programs put
 * in. NULL when nothing is left. */
char      *move_list_comment_text      (const char *comment);

G_END_DECLS
