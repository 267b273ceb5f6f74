/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-new-game-dialog.c: the widgets are bound to a GSettings in delay-apply mode, so
 * they show and change the settings as usual, yet only Start writes them. The radio buttons
 * are the settings' own actions (g_settings_create_action), one target per choice. */
#define G_LOG_DOMAIN "fianchetto-new-game-dialog"

#include "config.h"

#include "fianchetto-new-game-dialog.h"

#include "fianchetto-levels.h"
#include "fianchetto-time-control-chooser.h"

struct _FianchettoNewGameDialog {
  GtkWindow    parent_instance;

  GtkWidget   *computer_box;
  GtkDropDown *level_dropdown;
  FianchettoTimeControlChooser *time_control_chooser;

  GSettings   *settings;
};

G_DEFINE_FINAL_TYPE (FianchettoNewGameDialog, fianchetto_new_game_dialog, GTK_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
start (GtkWidget  *widget,
       const char *action_name,
       GVariant   *parameter)
{
  FianchettoNewGameDialog *self = FIANCHETTO_NEW_GAME_DIALOG (widget);

  /* The game is set up from the choices themselves, before they are saved: where the settings
   * cannot be written (no session bus for dconf, a read-only store), saving reverts them, and
   * the game must still be the one the player chose. */
  g_signal_emit (self, signals[START], 0, self->settings);
  g_settings_apply (self->settings);
  gtk_window_destroy (GTK_WINDOW (self));
}

static gboolean
opponent_is_computer (GValue   *value,
                      GVariant *variant,
                      gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "computer") == 0);
  return TRUE;
}

/* computer-level is an int, the drop-down's selection a guint. */
static gboolean
level_to_selected (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  g_value_set_uint (value, (guint) CLAMP (g_variant_get_int32 (variant), 0, FIANCHETTO_N_LEVELS - 1));
  return TRUE;
}

static GVariant *
selected_to_level (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint selected = g_value_get_uint (value);

  if (selected >= FIANCHETTO_N_LEVELS)
    return NULL;
  return g_variant_new_int32 ((gint32) selected);
}

static void
fill_levels (FianchettoNewGameDialog *self)
{
  g_autoptr(GtkStringList) levels = gtk_string_list_new (NULL);

  for (int i = 0; i < FIANCHETTO_N_LEVELS; i++)
    {
      g_autofree char *label = fianchetto_level_dup_label (i);
      gtk_string_list_append (levels, label);
    }
  gtk_drop_down_set_model (self->level_dropdown, G_LIST_MODEL (levels));
}

static void
bind_settings (FianchettoNewGameDialog *self)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  static const char *const radio_keys[] = { "opponent", "player-color", "time-control" };

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_delay (self->settings);
  for (gsize i = 0; i < G_N_ELEMENTS (radio_keys); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, radio_keys[i]);
      g_action_map_add_action (G_ACTION_MAP (group), action);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "new-game", G_ACTION_GROUP (group));

  g_settings_bind_with_mapping (self->settings, "opponent", self->computer_box, "sensitive",
                                G_SETTINGS_BIND_GET, opponent_is_computer, NULL, NULL, NULL);
  g_settings_bind_with_mapping (self->settings, "computer-level", self->level_dropdown,
                                "selected", G_SETTINGS_BIND_DEFAULT,
                                level_to_selected, selected_to_level, NULL, NULL);
  fianchetto_time_control_chooser_bind (self->time_control_chooser, self->settings);
}

static void
fianchetto_new_game_dialog_dispose (GObject *object)
{
  FianchettoNewGameDialog *self = FIANCHETTO_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FIANCHETTO_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (fianchetto_new_game_dialog_parent_class)->dispose (object);
}

static void
fianchetto_new_game_dialog_class_init (FianchettoNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_new_game_dialog_dispose;

  g_type_ensure (FIANCHETTO_TYPE_TIME_CONTROL_CHOOSER);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/fianchetto/Fianchetto/ui/fianchetto-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, FianchettoNewGameDialog, computer_box);
  gtk_widget_class_bind_template_child (widget_class, FianchettoNewGameDialog, level_dropdown);
  gtk_widget_class_bind_template_child (widget_class, FianchettoNewGameDialog, time_control_chooser);

  signals[START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_SETTINGS);

  gtk_widget_class_install_action (widget_class, "dialog.start", NULL, start);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
fianchetto_new_game_dialog_init (FianchettoNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  fill_levels (self);
  bind_settings (self);
}

GtkWindow *
fianchetto_new_game_dialog_new (GtkWindow *parent)
{
  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (FIANCHETTO_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
}
