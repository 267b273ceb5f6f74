/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review-driver.h: analyses every position of a review (review/review-game.h) on worker
 * threads over GTask, one search context each, cancellable. Each result is stored in the
 * review on the calling thread's main context, and announced there, as it comes. Needs no
 * display: fianchetto --annotate runs it too. */
#pragma once

#include <gio/gio.h>

#include "review-game.h"

G_BEGIN_DECLS

/* Per position, at the default setting: a 100-ply game takes about 101 × 0.5 s over two
 * cores, well within bench/review's minute. */
#define REVIEW_DEFAULT_MOVETIME_MS 500

/* Called on the caller's main context after position index was stored in the review. */
typedef void (*ReviewProgressFunc) (ReviewGame *review, int index, gpointer user_data);

/* Analyses the positions of review that are not known yet with movetime_ms a position, on
 * n_threads workers (0: one per processor, at most 4). review must stay alive, and be changed
 * by nobody else, until callback. */
void     review_driver_run_async  (ReviewGame          *review,
                                   gint64               movetime_ms,
                                   int                  n_threads,
                                   GCancellable        *cancellable,
                                   ReviewProgressFunc   progress,
                                   gpointer             progress_data,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data);
/* False with G_IO_ERROR_CANCELLED when cancelled (what was stored stays stored). */
gboolean review_driver_run_finish (GAsyncResult        *result,
                                   GError             **error);

G_END_DECLS
