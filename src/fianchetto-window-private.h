/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-private.h: the window's state, shared by fianchetto-window.c (template,
 * settings, status) and fianchetto-window-actions.c (the win.* actions). */
#pragma once

#include "fianchetto-board-view.h"
#include "fianchetto-move-list.h"
#include "fianchetto-window.h"

G_BEGIN_DECLS

struct _FianchettoWindow {
  GtkApplicationWindow  parent_instance;

  /* Template children */
  FianchettoBoardView  *board;
  FianchettoMoveList   *move_list;
  GtkLabel             *status_title;
  GtkLabel             *status_detail;
  GtkButton            *claim_draw_button;

  FianchettoMatch      *match;
  GSettings            *settings;
  char                 *test_state_file;  /* FIANCHETTO_TEST_STATE_FILE, for the UI tests */
};

void fianchetto_window_class_init_actions (GtkWidgetClass   *widget_class);
void fianchetto_window_actions_update     (FianchettoWindow *self);

G_END_DECLS
