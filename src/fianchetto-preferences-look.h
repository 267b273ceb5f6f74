/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-preferences-look.h: the Appearance page of Preferences: the style, the board's
 * colours and pieces with previews, the move notation and the sounds. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Puts the window's content on a "Game" page beside a new "Appearance" page, with a switcher
 * in the header bar; every choice is bound to settings. */
void fianchetto_preferences_add_look_page (GtkWindow *window,
                                           GSettings *settings);

G_END_DECLS
