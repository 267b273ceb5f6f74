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
/* Reads a PGN file and opens its game at the end, or lets the player choose one of its games;
 * what is wrong with it is shown, and the game on the board stays. */
void              fianchetto_window_open_file (FianchettoWindow *self,
                                               GFile            *file);

G_END_DECLS
