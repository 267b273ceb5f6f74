/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-frame-probe.h: measures how smoothly the window keeps drawing while the computer
 * thinks, for bench/freeze (FIANCHETTO_FRAME_PROBE=path). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _FianchettoFrameProbe FianchettoFrameProbe;

/* Starts recording the gaps between the widget's frame-clock ticks (which keeps the clock
 * ticking) and between turns of the main loop (a 1 ms timeout at high priority). The widget
 * must outlive the probe. */
FianchettoFrameProbe *fianchetto_frame_probe_start  (GtkWidget             *widget);
/* Stops and writes one line per gap in microseconds, "frame N" and "loop N", to path. */
gboolean              fianchetto_frame_probe_finish (FianchettoFrameProbe  *probe,
                                                     const char            *path,
                                                     GError               **error);
void                  fianchetto_frame_probe_free   (FianchettoFrameProbe  *probe);

G_END_DECLS
