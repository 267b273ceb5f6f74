/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window.h: the main window: the board, the moves and the state of the game. */
#pragma once

#include <gtk/gtk.h>

#include "fianchetto-match.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_WINDOW (fianchetto_window_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoWindow, fianchetto_window, FIANCHETTO, WINDOW, GtkApplicationWindow)

FianchettoWindow *fianchetto_window_new       (GtkApplication   *application);
FianchettoMatch  *fianchetto_window_get_match (FianchettoWindow *self);

G_END_DECLS
