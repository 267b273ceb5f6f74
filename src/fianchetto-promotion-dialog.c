/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-promotion-dialog.c: four buttons, queen first (the usual choice, and the default),
 * each showing its piece; the piece letters of the language (and the English Q, R, B and N)
 * choose directly and Escape cancels. */
#define G_LOG_DOMAIN "fianchetto-promotion-dialog"

#include "config.h"

#include "fianchetto-promotion-dialog.h"

#include <glib/gi18n.h>

#include "notation.h"
#include "piece-names.h"

enum { N_CHOICES = 4, PICTURE_SIZE = 72 };

/* In the order the buttons appear. */
static const PieceType choice_types[N_CHOICES] = { QUEEN, ROOK, BISHOP, KNIGHT };

struct _FianchettoPromotionDialog {
  GtkWindow   parent_instance;

  GtkButton  *buttons[N_CHOICES];
  GtkPicture *pictures[N_CHOICES];
  GtkLabel   *keys_label;

  GTask      *task;
};

G_DEFINE_FINAL_TYPE (FianchettoPromotionDialog, fianchetto_promotion_dialog, GTK_TYPE_WINDOW)

/* Completes the request once; what happens to the window is up to the caller. */
static void
complete (FianchettoPromotionDialog *self, PieceType type)
{
  g_autoptr(GTask) task = g_steal_pointer (&self->task);

  if (task)
    g_task_return_int (task, type);
}

static void
choose (GtkWidget  *widget,
        const char *action_name,
        GVariant   *parameter)
{
  FianchettoPromotionDialog *self = FIANCHETTO_PROMOTION_DIALOG (widget);
  PieceType type = (PieceType) g_variant_get_int32 (parameter);

  for (int i = 0; i < N_CHOICES; i++)
    if (choice_types[i] == type && gtk_widget_get_sensitive (GTK_WIDGET (self->buttons[i])))
      {
        complete (self, type);
        gtk_window_destroy (GTK_WINDOW (self));
        return;
      }
}

static gboolean
fianchetto_promotion_dialog_close_request (GtkWindow *window)
{
  complete (FIANCHETTO_PROMOTION_DIALOG (window), NO_PIECE_TYPE);

  return GTK_WINDOW_CLASS (fianchetto_promotion_dialog_parent_class)->close_request (window);
}

static void
fianchetto_promotion_dialog_dispose (GObject *object)
{
  FianchettoPromotionDialog *self = FIANCHETTO_PROMOTION_DIALOG (object);

  complete (self, NO_PIECE_TYPE);
  gtk_widget_dispose_template (GTK_WIDGET (self), FIANCHETTO_TYPE_PROMOTION_DIALOG);

  G_OBJECT_CLASS (fianchetto_promotion_dialog_parent_class)->dispose (object);
}

/* A letter key chooses its piece: "D" (Dame) in German as well as "Q". */
static gboolean
on_key_pressed (GtkEventControllerKey     *controller,
                guint                      keyval,
                guint                      keycode,
                GdkModifierType            state,
                FianchettoPromotionDialog *self)
{
  PieceType type;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  type = notation_promotion_key (gdk_keyval_to_unicode (keyval));
  if (type == NO_PIECE_TYPE)
    return FALSE;
  gtk_widget_activate_action (GTK_WIDGET (self), "promotion.choose", "i", type);
  return TRUE;
}

static void
fianchetto_promotion_dialog_class_init (FianchettoPromotionDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = fianchetto_promotion_dialog_dispose;
  window_class->close_request = fianchetto_promotion_dialog_close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/fianchetto/Fianchetto/ui/fianchetto-promotion-dialog.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "queen_button", FALSE,
    G_STRUCT_OFFSET (FianchettoPromotionDialog, buttons[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "rook_button", FALSE,
    G_STRUCT_OFFSET (FianchettoPromotionDialog, buttons[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "bishop_button", FALSE,
    G_STRUCT_OFFSET (FianchettoPromotionDialog, buttons[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "knight_button", FALSE,
    G_STRUCT_OFFSET (FianchettoPromotionDialog, buttons[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "queen_picture", FALSE,
    G_STRUCT_OFFSET (FianchettoPromotionDialog, pictures[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "rook_picture", FALSE,
    G_STRUCT_OFFSET (FianchettoPromotionDialog, pictures[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "bishop_picture", FALSE,
    G_STRUCT_OFFSET (FianchettoPromotionDialog, pictures[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "knight_picture", FALSE,
    G_STRUCT_OFFSET (FianchettoPromotionDialog, pictures[3]));

  gtk_widget_class_bind_template_child (widget_class, FianchettoPromotionDialog, keys_label);

  gtk_widget_class_install_action (widget_class, "promotion.choose", "i", choose);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
fianchetto_promotion_dialog_init (FianchettoPromotionDialog *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_autofree char *text = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* Translators: the four letters are the piece letters of your language (set with the
   * "piece letter" messages): queen, rook, bishop, knight. */
  text = g_strdup_printf (_("Choose a piece, or press %s, %s, %s or %s. Escape takes the move "
                            "back."),
                          notation_piece_letter (QUEEN), notation_piece_letter (ROOK),
                          notation_piece_letter (BISHOP), notation_piece_letter (KNIGHT));
  gtk_label_set_label (self->keys_label, text);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_key_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/* Pictures of the mover's pieces, sharp at the parent's scale; offered ones only enabled. */
static void
show_choices (FianchettoPromotionDialog *self,
              FianchettoPieceSet        *pieces,
              Color                      color,
              unsigned                   choices,
              int                        scale)
{
  for (int i = 0; i < N_CHOICES; i++)
    {
      PieceType type = choice_types[i];
      g_autoptr(GdkTexture) texture = NULL;

      if (pieces)
        texture = fianchetto_piece_set_render_texture (pieces, make_piece (color, type),
                                                       PICTURE_SIZE * scale);
      gtk_picture_set_paintable (self->pictures[i], GDK_PAINTABLE (texture));
      gtk_widget_set_size_request (GTK_WIDGET (self->pictures[i]), PICTURE_SIZE, PICTURE_SIZE);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->buttons[i]), piece_names_type (type));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->buttons[i]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, piece_names_type (type),
                                      -1);
      gtk_widget_set_sensitive (GTK_WIDGET (self->buttons[i]), (choices & (1u << type)) != 0);
    }
}

static void
on_cancelled (FianchettoPromotionDialog *self,
              GCancellable              *cancellable)
{
  complete (self, NO_PIECE_TYPE);
  gtk_window_destroy (GTK_WINDOW (self));
}

void
fianchetto_promotion_dialog_choose_async (GtkWindow           *parent,
                                          FianchettoPieceSet  *pieces,
                                          Color                color,
                                          unsigned             choices,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data)
{
  FianchettoPromotionDialog *self;
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (!parent || GTK_IS_WINDOW (parent));
  g_return_if_fail (!cancellable || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, fianchetto_promotion_dialog_choose_async);
  if (g_task_return_error_if_cancelled (task))
    return;

  self = g_object_new (FIANCHETTO_TYPE_PROMOTION_DIALOG,
                       "transient-for", parent,
                       NULL);
  self->task = g_steal_pointer (&task);
  show_choices (self, pieces, color, choices,
                parent ? gtk_widget_get_scale_factor (GTK_WIDGET (parent)) : 1);
  if (cancellable)
    g_signal_connect_object (cancellable, "cancelled", G_CALLBACK (on_cancelled), self,
                             G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (self));
}

PieceType
fianchetto_promotion_dialog_choose_finish (GAsyncResult  *result,
                                           GError       **error)
{
  gssize type;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NO_PIECE_TYPE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result))
                        == fianchetto_promotion_dialog_choose_async, NO_PIECE_TYPE);

  type = g_task_propagate_int (G_TASK (result), error);
  return type < 0 ? NO_PIECE_TYPE : (PieceType) type;
}
