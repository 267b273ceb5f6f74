/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-adaptive-box.h: the window's content: the board and the side panel, side by
 * side or the panel under the board, whichever gives the board more room. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_ADAPTIVE_BOX (fianchetto_adaptive_box_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoAdaptiveBox, fianchetto_adaptive_box, FIANCHETTO, ADAPTIVE_BOX,
                      GtkWidget)

/* Where the panel goes for a content area of width x height, with the panel's smallest
 * width and the height it needs under the board; *board gets the board's side. TRUE: under
 * the board. Margins (of 24 around the board) are counted in. */
gboolean fianchetto_adaptive_box_panel_below (int  width,
                                              int  height,
                                              int  panel_width,
                                              int  panel_height,
                                              int *board);

/* TRUE while the panel is under the board. */
gboolean fianchetto_adaptive_box_get_stacked (FianchettoAdaptiveBox *self);

G_END_DECLS
