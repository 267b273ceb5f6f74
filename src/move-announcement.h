/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move-announcement.h: a move in words, for screen readers: "White pawn e2 to e4". */
#pragma once

#include <glib.h>

#include "position.h"

G_BEGIN_DECLS

/* The move, legal in `before`, as one translated sentence: the piece and its squares, what it
 * took, castling, the promotion, and check, checkmate or stalemate after it. Newly allocated. */
char *move_announcement_describe (const Position *before,
                                  Move            move);

G_END_DECLS
