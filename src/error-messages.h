/* SPDX-License-Identifier: GPL-3.0-or-later */
/* error-messages.h: what went wrong in a PGN text or a FEN position, in the user's language.
 * The engine library words its errors in English for the UCI front end and logs; the app
 * builds its own messages from the error codes and their details. */
#pragma once

#include <glib.h>

#include "fen.h"
#include "pgn.h"

G_BEGIN_DECLS

/* The error with its line and column: "Line 3, column 7: “Ke3” is not a legal move here".
 * Valid UTF-8 whatever bytes the offending text held. Free with g_free. */
char *error_message_for_pgn (const PgnError *error);

/* Why a FEN position was refused, as a clause to follow "Not a valid FEN position:" or the
 * like: "the board has 7 ranks instead of 8". Free with g_free. */
char *error_message_for_fen (const FenError *error);

G_END_DECLS
