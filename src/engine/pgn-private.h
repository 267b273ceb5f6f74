/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-private.h: the structures behind pgn.h, shared by the pgn-*.c files only. */
#pragma once

#include "pgn.h"

typedef struct {
  char *name;
  char *value;
} PgnTag;

struct PgnNode {
  Move           move;
  char           san[SAN_MAX];
  uint8_t       *nags;
  int            n_nags, nags_capacity;
  char          *comment_before;
  char          *comment_after;
  PgnNode       *next;
  PgnNode       *parent;
  PgnNode      **variations;
  int            n_variations, variations_capacity;
};

struct PgnGame {
  PgnTag   *tags;
  int       n_tags, tags_capacity;
  Position  start;
  PgnResult result;
  char     *comment;
  PgnNode  *first;
  int       moves_after_end;   /* main line moves written after a mate or stalemate */
};

/* A growable byte string, always NUL-terminated once anything was added. */
typedef struct {
  char  *data;
  size_t length, capacity;
} PgnBuffer;

void  pgn_buffer_append (PgnBuffer *buf, const char *text, size_t length);
void  pgn_buffer_append_char (PgnBuffer *buf, char c);
/* Hands over the string (an empty one if nothing was added) and empties the buffer. */
char *pgn_buffer_steal (PgnBuffer *buf, size_t *length);

/* Appends text to *comment (NULL for none) with whitespace and control bytes collapsed into
 * single spaces and trimmed, joined to what was there by one space. Nothing for blank text. */
void pgn_comment_append (char **comment, const char *text, size_t length);

/* Allocation that cannot fail: the engine aborts on out-of-memory, as game.c does. */
void *pgn_alloc (size_t size);
void *pgn_realloc (void *p, size_t size);
char *pgn_strndup (const char *text, size_t length);
char *pgn_strdup (const char *text);   /* NULL for NULL */

/* A new node for `move` played from `before` (which must be legal there), with its SAN. */
PgnNode *pgn_node_new (const Position *before, Move move, PgnNode *parent);
/* The same with its SAN already written (move_from_san_written). */
PgnNode *pgn_node_new_written (Move move, const char *san, PgnNode *parent);
void     pgn_node_append_variation (PgnNode *node, PgnNode *line);
/* Frees a line: the node, its followers and all their variations. */
void     pgn_line_free (PgnNode *line);

/* The tree in the order PGN writes it: each move (PGN_WALK_MOVE, with node and ply set), and
 * around each of its variations PGN_WALK_OPEN and PGN_WALK_CLOSE. The variations of a move
 * come after it and before the next move of its line. No recursion: any depth is fine. */
typedef enum {
  PGN_WALK_MOVE,
  PGN_WALK_OPEN,
  PGN_WALK_CLOSE,
  PGN_WALK_END,
} PgnWalkEvent;

typedef struct {
  const PgnNode *node;
  int            ply;
  int            variation;   /* the next variation to enter; -1 before the move is reported */
} PgnWalkFrame;

typedef struct {
  PgnWalkFrame  *frames;
  int            depth, capacity;
  const PgnNode *node;        /* the move of the last PGN_WALK_MOVE */
  int            ply;         /* and its ply, counted on from the ply given to init */
} PgnWalk;

void         pgn_walk_init (PgnWalk *walk, const PgnNode *first, int ply);
PgnWalkEvent pgn_walk_next (PgnWalk *walk);
void         pgn_walk_clear (PgnWalk *walk);

/* pgn_game_add_move for a caller who knows the position before the move, and that the move
 * is legal there. */
PgnNode *pgn_game_insert_move (PgnGame *game, PgnNode *parent, const Position *before, Move move);

/* A deep copy of a line and everything hanging from it; parent is the copy's parent. */
PgnNode *pgn_line_copy (const PgnNode *line, PgnNode *parent);

/* Where node stands: the pointer that holds the move played at its place in its line (the
 * game's first move, or its parent's next). node is the main move there when *slot == node;
 * otherwise it is a variation of that move (or of one of its variations). */
PgnNode **pgn_node_slot (PgnGame *game, const PgnNode *node);

/* Sets the tag without checking the name (the reader checked it). */
void pgn_game_put_tag (PgnGame *game, const char *name, size_t name_length,
                       const char *value, size_t value_length);

void pgn_game_clear_tags (PgnGame *game);

bool pgn_tag_name_is_valid (const char *name, size_t length);
