/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-promotion-dialog.h: asks which piece a pawn becomes, showing the pieces of the
 * mover's colour from the board's own set. */
#pragma once

#include <gtk/gtk.h>

#include "fianchetto-piece-set.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_PROMOTION_DIALOG (fianchetto_promotion_dialog_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoPromotionDialog, fianchetto_promotion_dialog,
                      FIANCHETTO, PROMOTION_DIALOG, GtkWindow)

/* Shows the dialog, modal to parent. `choices` has bit (1 << type) for each piece offered.
 * Completes when a piece is chosen, when the dialog is closed, or when cancelled. */
void      fianchetto_promotion_dialog_choose_async  (GtkWindow           *parent,
                                                     FianchettoPieceSet  *pieces,
                                                     Color                color,
                                                     unsigned             choices,
                                                     GCancellable        *cancellable,
                                                     GAsyncReadyCallback  callback,
                                                     gpointer             user_data);
/* The chosen piece type, or NO_PIECE_TYPE if the dialog was closed (error unset) or
 * cancelled (G_IO_ERROR_CANCELLED). */
PieceType fianchetto_promotion_dialog_choose_finish (GAsyncResult        *result,
                                                     GError             **error);

G_END_DECLS
