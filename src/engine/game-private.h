/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-private.h: the game record's structure, shared by game.c (the main line and the rules)
 * and game-tree.c (variations, comments, PGN). */
#pragma once

#include "game.h"
#include "pgn-private.h"

struct Game {
  PgnGame      *record;     /* start position, the tree and the opening comment */
  PgnNode     **line;       /* line[i] is the main line's move i */
  Position     *positions;  /* positions[i] stands before line[i]; [ply] is the current one */
  Key          *keys;       /* keys[i] == positions[i].key, contiguous for the rules */
  int           n_moves;    /* the main line's length: played plus redoable */
  int           ply;        /* moves played up to the current position */
  int           capacity;
  GameResult    declared_result;  /* resignation, agreement or a claimed draw */
  GameEndReason declared_reason;
};

/* Reads the main line into the arrays from move `from` on, after the record changed there.
 * Moves after a position where the rules end the game are cut off the tree; returns how
 * many. ply is left for the caller to set. */
int game_sync_line (Game *game, int from);

/* A new game around record (taken), its main line read in full and played. */
Game *game_new_around (PgnGame *record, int *dropped);
