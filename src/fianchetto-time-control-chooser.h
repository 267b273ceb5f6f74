/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-time-control-chooser.h: the New Game dialog's clock: Untimed and the usual time
 * controls as a grid of quick choices (as lichess lays them out), and a custom one: minutes
 * per side (¼ to 180), increment (0 to 60 s) and its kind, and time odds: a clock of Black's
 * own. It shows and changes the settings `time-control`, `time-control-black` and
 * `clock-kind` of the GSettings it is bound to. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_TIME_CONTROL_CHOOSER (fianchetto_time_control_chooser_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoTimeControlChooser, fianchetto_time_control_chooser,
                      FIANCHETTO, TIME_CONTROL_CHOOSER, GtkWidget)

/* settings: the dialog's own, in delay-apply mode, whose action "new-game.time-control"
 * (g_settings_create_action) the quick choices use. */
void fianchetto_time_control_chooser_bind (FianchettoTimeControlChooser *self,
                                           GSettings                    *settings);

G_END_DECLS
