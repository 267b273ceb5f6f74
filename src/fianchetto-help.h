/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-help.h: the manual (the pages of help/C/), opened in the help viewer. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Opens help:fianchetto for parent; says so in a dialog when no help viewer can. */
void fianchetto_help_show (GtkWindow *parent);

G_END_DECLS
