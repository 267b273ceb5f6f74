/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-application.h: the application: its windows, the app-wide actions and the
 * command line (--fen). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_APPLICATION (fianchetto_application_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoApplication, fianchetto_application, FIANCHETTO, APPLICATION, GtkApplication)

FianchettoApplication *fianchetto_application_new (void);

G_END_DECLS
