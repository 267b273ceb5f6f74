/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-move-list.h: the moves of a match in SAN, numbered in pairs, with the comments,
 * glyphs and variations of the game's tree; clicking one shows the position after it. */
#pragma once

#include <gtk/gtk.h>

#include "fianchetto-match.h"
#include "notation.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_MOVE_LIST (fianchetto_move_list_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoMoveList, fianchetto_move_list, FIANCHETTO, MOVE_LIST, GtkWidget)

GtkWidget       *fianchetto_move_list_new       (void);
FianchettoMatch *fianchetto_move_list_get_match (FianchettoMoveList *self);
void             fianchetto_move_list_set_match (FianchettoMoveList *self,
                                                 FianchettoMatch    *match);

/* How the moves are written: the language's piece letters (the default), figurines, or the
 * English letters. */
void             fianchetto_move_list_set_notation (FianchettoMoveList *self,
                                                    NotationStyle       notation);

/* Opens the viewed move's menu beside it; FALSE when no move is viewed. */
gboolean         fianchetto_move_list_popup_menu (FianchettoMoveList *self);

G_END_DECLS
