/* SPDX-License-Identifier: GPL-3.0-or-later */
/* describe-tree.h: a PGN game's move tree in one line, independent of the writer, for tests to
 * compare with what they expect: "{before} SAN $n {after} (variation) next ...". */
#pragma once

#include <glib.h>

#include "pgn.h"

/* The game's comment (when it has no moves) and its tree. */
char *describe_tree (const PgnGame *game);
