/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-status.h: the words for how a match stands, for the status line and its detail. */
#pragma once

#include "fianchetto-match.h"

G_BEGIN_DECLS

/* "White to move", "Thinking…" (the computer's turn), "Black wins", "Draw"; against the
 * computer, "You won" or "You lost". */
char *fianchetto_status_dup_title  (FianchettoMatch *match);
/* Why, or what else matters now: "Checkmate", "White is in check", "Stalemate", "" when
 * nothing does. */
char *fianchetto_status_dup_detail (FianchettoMatch *match);
/* "You lost on time": the detail for a game against the computer that the player's clock
 * ended (for the clocks). */

G_END_DECLS
