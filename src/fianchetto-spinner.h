/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-spinner.h: the "computer is thinking" spinner, turned by a tick callback that only
 * redraws it (GtkSpinner's CSS animation restyles, and so relayouts, the window every frame). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_SPINNER (fianchetto_spinner_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoSpinner, fianchetto_spinner, FIANCHETTO, SPINNER, GtkWidget)

GtkWidget *fianchetto_spinner_new          (void);
gboolean   fianchetto_spinner_get_spinning (FianchettoSpinner *self);
void       fianchetto_spinner_set_spinning (FianchettoSpinner *self,
                                            gboolean           spinning);

G_END_DECLS
