/* SPDX-License-Identifier: GPL-3.0-or-later */
/* analysis-search.h: the Analysis mode's engine. One worker (a GTask thread) searches the
 * position it was last given without end, finding ANALYSIS_LINES lines (MultiPV), until it is
 * given another position or stopped. The main thread reads what it found with
 * analysis_search_poll(), as often as it wants to show it. */
#pragma once

#include <glib.h>

#include "search.h"

G_BEGIN_DECLS

enum { ANALYSIS_LINES = 3 };

typedef struct {
  Position   root;                    /* the position the lines are about */
  int        n_lines;
  SearchInfo lines[ANALYSIS_LINES];   /* best first; scores for root's side to move */
} AnalysisSnapshot;

typedef struct _AnalysisSearch AnalysisSearch;

AnalysisSearch *analysis_search_new   (void);
/* Stops the search; the worker ends on its own, soon. */
void            analysis_search_free  (AnalysisSearch *self);

/* Analyses pos from now on (history: the keys of the positions before it, oldest first),
 * after stopping the search of the last position. */
void            analysis_search_start (AnalysisSearch *self,
                                       const Position *pos,
                                       const Key      *history,
                                       int             n_history);
/* Stops searching, until the next start. */
void            analysis_search_stop  (AnalysisSearch *self);

/* True with *out filled when the lines of the position last started changed since the last
 * poll. */
gboolean        analysis_search_poll  (AnalysisSearch   *self,
                                       AnalysisSnapshot *out);

G_END_DECLS
