/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review-cli.h: fianchetto --annotate GAME.pgn [--movetime MS]: the annotated PGN of each
 * game of the file on standard output, without a display and without a window. */
#pragma once

#include <glib.h>
#include <stdio.h>

G_BEGIN_DECLS

/* Reviews every game of the file at path (a game already reviewed, with every position's
 * [%eval], is written again without a search) and writes them to out. Returns the exit
 * status: 0, or 1 after a message on err when the file cannot be read, holds no game or a
 * broken one. movetime_ms <= 0 is the default. */
int review_cli_annotate (const char *path, gint64 movetime_ms, FILE *out, FILE *err);

G_END_DECLS
