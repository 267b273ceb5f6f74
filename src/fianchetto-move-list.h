/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-move-list.h: the moves of a match in SAN, numbered in pairs; clicking one shows
 * the position after it. */
#pragma once

#include <gtk/gtk.h>

#include "fianchetto-match.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_MOVE_LIST (fianchetto_move_list_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoMoveList, fianchetto_move_list, FIANCHETTO, MOVE_LIST, GtkWidget)

GtkWidget       *fianchetto_move_list_new       (void);
FianchettoMatch *fianchetto_move_list_get_match (FianchettoMoveList *self);
void             fianchetto_move_list_set_match (FianchettoMoveList *self,
                                                 FianchettoMatch    *match);

G_END_DECLS
