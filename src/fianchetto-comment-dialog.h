/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-comment-dialog.h: writes or changes the comment after a move (or before the
 * game's first move). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_COMMENT_DIALOG (fianchetto_comment_dialog_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoCommentDialog, fianchetto_comment_dialog,
                      FIANCHETTO, COMMENT_DIALOG, GtkWindow)

/* Modal over parent, showing what the comment is about ("After 12. Nf3") and the comment as
 * it is (NULL: none). "save" (const char *text) is emitted with the new text when the player
 * saves (Ctrl+Enter or the Save button); cancelling closes it without a word. */
GtkWindow *fianchetto_comment_dialog_new (GtkWindow  *parent,
                                          const char *subject,
                                          const char *comment);

G_END_DECLS
