/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-analysis-lines.h: the Analysis mode's text: a caption ("Depth 18") and the
 * engine's lines, one a row, drawn by the widget itself. Changing the text only redraws it:
 * a label would lay the window out again ten times a second, which on X11 stalls the main
 * loop (see fianchetto-spinner.c). Hovering or clicking a row emits "line-activated". */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_ANALYSIS_LINES (fianchetto_analysis_lines_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoAnalysisLines, fianchetto_analysis_lines, FIANCHETTO, ANALYSIS_LINES, GtkWidget)

GtkWidget *fianchetto_analysis_lines_new      (int                      n_rows);
/* caption: plain text; lines: Pango markup, n of them (the rows after them stay empty). */
void       fianchetto_analysis_lines_set      (FianchettoAnalysisLines *self,
                                               const char              *caption,
                                               const char *const       *lines,
                                               int                      n);

G_END_DECLS
