/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-comment-dialog.c: a text view in a small modal window; the text is handed over
 * as it is typed, and the game's comment rules (whitespace made single spaces) apply when it
 * is stored. */
#define G_LOG_DOMAIN "fianchetto-comment-dialog"

#include "config.h"

#include "fianchetto-comment-dialog.h"

struct _FianchettoCommentDialog {
  GtkWindow    parent_instance;

  GtkLabel    *move_label;
  GtkTextView *text_view;
};

G_DEFINE_FINAL_TYPE (FianchettoCommentDialog, fianchetto_comment_dialog, GTK_TYPE_WINDOW)

enum {
  SAVE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
save (GtkWidget  *widget,
      const char *action_name,
      GVariant   *parameter)
{
  FianchettoCommentDialog *self = FIANCHETTO_COMMENT_DIALOG (widget);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  g_signal_emit (self, signals[SAVE], 0, text);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
fianchetto_comment_dialog_class_init (FianchettoCommentDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/fianchetto/Fianchetto/ui/fianchetto-comment-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, FianchettoCommentDialog, move_label);
  gtk_widget_class_bind_template_child (widget_class, FianchettoCommentDialog, text_view);

  gtk_widget_class_install_action (widget_class, "dialog.save", NULL, save);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "dialog.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  signals[SAVE] =
    g_signal_new ("save", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
fianchetto_comment_dialog_init (FianchettoCommentDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWindow *
fianchetto_comment_dialog_new (GtkWindow  *parent,
                               const char *subject,
                               const char *comment)
{
  FianchettoCommentDialog *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (subject != NULL, NULL);

  self = g_object_new (FIANCHETTO_TYPE_COMMENT_DIALOG, "transient-for", parent, NULL);
  gtk_label_set_label (self->move_label, subject);
  if (comment)
    gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view), comment, -1);
  return GTK_WINDOW (self);
}
