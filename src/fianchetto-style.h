/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-style.h: light or dark windows, as the style setting says: "light", "dark", or
 * "system": the settings portal's color-scheme where there is a portal, else GTK's own
 * gtk-application-prefer-dark-theme as the desktop set it. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From the application's startup until it quits: follows the setting and the desktop. */
void fianchetto_style_follow (GApplication *application);

/* The dark style for a style setting ("system", "light", "dark") and what the desktop says
 * (portal color-scheme: 0 no preference, 1 dark, 2 light; -1 without a portal), with GTK's
 * own preference from before as the last word. */
gboolean fianchetto_style_wants_dark (const char *style,
                                      int         color_scheme,
                                      gboolean    gtk_prefers_dark);

G_END_DECLS
