/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move-list-review.h: a move the review marked (?!, ?, ??) shown in its class's colour, with
 * the reason and the better move as its tooltip: "Blunder. Best was Nf3". */
#pragma once

#include <gtk/gtk.h>

#include "pgn.h"

G_BEGIN_DECLS

/* The tooltip of a marked move: its class, and the first move of its first variation as the
 * better one when it has one; NULL for an unmarked move. Free with g_free. */
char *move_list_review_tooltip (const PgnNode *node);
/* Adds the class's CSS class (inaccuracy, mistake, blunder) and the tooltip to a move button. */
void  move_list_mark_reviewed  (GtkWidget     *button,
                                const PgnNode *node);

G_END_DECLS
