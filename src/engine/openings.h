/* SPDX-License-Identifier: GPL-3.0-or-later */
/* openings.h: the named opening lines of the lichess chess-openings data set
 * (data/openings/, CC0), built into the library as a table that openings-gen.c generates at
 * build time: no text is read at run time.
 *
 * The table holds every position that a named line reaches or passes through, by Zobrist key
 * (Position.key), so a position is found however its moves were ordered (1.d4 Nf6 2.c4 e6
 * 3.Nc3 Bb4 and 1.c4 e6 2.Nc3 Nf6 3.d4 Bb4 are both the Nimzo-Indian). A position where a
 * line ends carries that line's ECO code and name; where several lines end in the same
 * position, the first of them in the files' order (a.tsv to e.tsv, top to bottom) names it.
 * A position that lines only pass through is in the table unnamed, so that the table can also
 * say which moves stay on a named line (openings_on_line of the position after each move). */
#pragma once

#include <stdbool.h>

#include "position.h"

typedef struct {
  char        eco[4];   /* "B90" */
  const char *name;     /* "Sicilian Defense: Najdorf Variation", UTF-8 */
} OpeningName;

/* The name of the line that ends at the position with this key, or NULL. */
const OpeningName *openings_find (Key key);

/* Is the position with this key on a named line, named or passed through? */
bool openings_on_line (Key key);

/* How many named lines reach or pass through the position with this key (the book's weight);
 * 0 when it is on none. */
unsigned openings_weight (Key key);

/* Could the side to move in pos play a move onto a named line? */
bool openings_move_onto_line (const Position *pos);

/* The opening of a game by the data set's rule: the deepest named position among keys, the
 * keys of the game's positions from the start (keys[0]) to the one shown (keys[n - 1]).
 * *index (if not NULL) gets where it was found. NULL when none of them is named. */
const OpeningName *openings_find_deepest (const Key *keys, int n, int *index);

/* How many positions the table holds, and how many of them are named (for tests and bench). */
int openings_n_positions (void);
int openings_n_named (void);
