/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-preferences-window.c: nothing is copied or applied: the switches are bound to the
 * settings, which the board is bound to as well, so changes show at once. */
#define G_LOG_DOMAIN "fianchetto-preferences-window"

#include "config.h"

#include "fianchetto-preferences-window.h"

#include "fianchetto-preferences-look.h"

struct _FianchettoPreferencesWindow {
  GtkWindow  parent_instance;

  GtkSwitch *coordinates_switch;
  GtkSwitch *legal_moves_switch;
  GtkSwitch *animate_switch;
  GtkSwitch *auto_flip_switch;
  GtkSpinButton *think_time_spin;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (FianchettoPreferencesWindow, fianchetto_preferences_window, GTK_TYPE_WINDOW)

static void
fianchetto_preferences_window_dispose (GObject *object)
{
  FianchettoPreferencesWindow *self = FIANCHETTO_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FIANCHETTO_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (fianchetto_preferences_window_parent_class)->dispose (object);
}

static void
fianchetto_preferences_window_class_init (FianchettoPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/fianchetto/Fianchetto/ui/fianchetto-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FianchettoPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, FianchettoPreferencesWindow, legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, FianchettoPreferencesWindow, animate_switch);
  gtk_widget_class_bind_template_child (widget_class, FianchettoPreferencesWindow, auto_flip_switch);
  gtk_widget_class_bind_template_child (widget_class, FianchettoPreferencesWindow, think_time_spin);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
fianchetto_preferences_window_init (FianchettoPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "show-coordinates", self->coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-legal-moves", self->legal_moves_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "animate-moves", self->animate_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "auto-flip", self->auto_flip_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "think-time", self->think_time_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  fianchetto_preferences_add_look_page (GTK_WINDOW (self), self->settings);
}

GtkWindow *
fianchetto_preferences_window_new (GtkWindow *parent)
{
  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);

  return g_object_new (FIANCHETTO_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
