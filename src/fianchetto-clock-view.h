/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-clock-view.h: one side's clock beside the board: the side's name and its time
 * in large tabular digits; the running clock stands out, low time changes colour. A screen
 * reader reads "White, 4 minutes 58 seconds", updated when the clock stops or starts and
 * once a minute while it runs, never every second. */
#pragma once

#include <gtk/gtk.h>

#include "types.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_CLOCK_VIEW (fianchetto_clock_view_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoClockView, fianchetto_clock_view, FIANCHETTO, CLOCK_VIEW, GtkWidget)

GtkWidget *fianchetto_clock_view_new (void);

/* Shows side's clock at usec left (G_MININT64: no time known, shown as a dash). */
void       fianchetto_clock_view_set (FianchettoClockView *self,
                                      Color                side,
                                      gint64               usec,
                                      gboolean             running,
                                      gboolean             low);
/* The time as shown, for the UI tests. */
const char *fianchetto_clock_view_get_text (FianchettoClockView *self);

/* "White, 4 minutes 58 seconds": what a screen reader reads. */
char      *fianchetto_clock_view_describe (Color  side,
                                           gint64 usec);

G_END_DECLS
