/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-preferences-window.h: the preferences, each switch bound to its GSettings key. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_PREFERENCES_WINDOW (fianchetto_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoPreferencesWindow, fianchetto_preferences_window,
                      FIANCHETTO, PREFERENCES_WINDOW, GtkWindow)

GtkWindow *fianchetto_preferences_window_new (GtkWindow *parent);

G_END_DECLS
