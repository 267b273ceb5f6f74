/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nag-text.h: how the numeric annotation glyphs of a game are shown: "!" or "±" after a
 * move, and their names in menus and for screen readers. */
#pragma once

#include <glib.h>

#include "pgn.h"

G_BEGIN_DECLS

#define NAG_TEXT_N_ASSESSMENTS 6   /* NAGs 1 to 6: !, ?, !!, ??, !?, ?! */

/* The symbol shown for nag ("!", "±", "∞"), or NULL for one without a symbol of its own. */
const char *nag_text_symbol (int nag);
/* The name of an assessment glyph (1 to 6), translated: "Good move", "Blunder"… */
const char *nag_text_name   (int nag);
/* What follows a move in a list: its NAGs as symbols ("!", "$22" for one without), each
 * after a space but the assessment, which joins the move. Never NULL. */
char       *nag_text_after_move (const PgnNode *node);

G_END_DECLS
