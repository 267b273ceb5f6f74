/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review-driver.c: a review's positions analysed on worker threads (review-driver.h).
 *
 * The positions to analyse are cut into one run of consecutive positions per worker, and each
 * worker goes through its run from the end back to the start: a position's search then finds
 * in its table what the search of the position after it learnt, mates above all. The workers
 * only read the review's positions; every result goes to the main context, which stores it
 * and calls progress. The run ends there too, once every worker has finished and every result
 * has been delivered, so the callback always comes after the last progress. */
#define G_LOG_DOMAIN "fianchetto"

#include "config.h"

#include "review-driver.h"

enum { WORKER_HASH_MB = 32, MAX_WORKERS = 4 };

typedef struct {
  ReviewGame        *review;
  gint64             movetime_ms;
  int               *indices;        /* the positions to analyse, in the order the runs take them */
  int                n_indices;
  ReviewProgressFunc progress;
  gpointer           progress_data;
  int                workers_left;   /* main context only */
  gint               posted;         /* results posted by the workers (atomic) */
  int                delivered;      /* results stored, main context only */
} RunState;

typedef struct {
  GTask *run;                        /* the whole run, to complete when the last worker ends */
  int    first, count;               /* its share of state->indices */
} Worker;

typedef struct {
  GTask         *run;
  int            index;
  ReviewPosition analysis;
} Delivery;

static void
run_state_free (gpointer data)
{
  RunState *state = data;

  g_free (state->indices);
  g_free (state);
}

static void
maybe_complete (GTask *run)
{
  RunState *state = g_task_get_task_data (run);

  if (state->workers_left > 0 || state->delivered < g_atomic_int_get (&state->posted))
    return;
  if (g_task_return_error_if_cancelled (run))
    return;
  g_task_return_boolean (run, TRUE);
}

static gboolean
deliver (gpointer data)
{
  Delivery *d = data;
  RunState *state = g_task_get_task_data (d->run);

  review_game_set_position (state->review, d->index, &d->analysis);
  state->delivered++;
  if (state->progress)
    state->progress (state->review, d->index, state->progress_data);
  maybe_complete (d->run);
  return G_SOURCE_REMOVE;
}

static void
delivery_free (gpointer data)
{
  Delivery *d = data;

  g_object_unref (d->run);
  g_free (d);
}

static void
stop_search (GCancellable *cancellable, gpointer ctx)
{
  search_context_stop (ctx);
}

static void
worker_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *unused)
{
  Worker       *worker = task_data;
  RunState     *state = g_task_get_task_data (worker->run);
  GCancellable *cancellable = g_task_get_cancellable (worker->run);
  SearchContext *ctx = search_context_new (WORKER_HASH_MB);
  SearchLimits  limits;
  gulong        handler = 0;

  if (!ctx)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "not enough memory for a search");
      return;
    }
  /* Connected before the first search: a cancel from now on stops it, and one that came
   * earlier stops it at once (the stop flag stays set). */
  if (cancellable)
    handler = g_cancellable_connect (cancellable, G_CALLBACK (stop_search), ctx, NULL);
  search_limits_init (&limits);
  limits.movetime_ms = state->movetime_ms;
  for (int i = 0; i < worker->count && !g_cancellable_is_cancelled (cancellable); i++)
    {
      Delivery *d = g_new0 (Delivery, 1);
      d->index = state->indices[worker->first + i];
      review_game_analyse (state->review, d->index, ctx, &limits, &d->analysis);
      if (!d->analysis.known)
        {
          g_free (d);
          continue;
        }
      d->run = g_object_ref (worker->run);
      g_atomic_int_inc (&state->posted);
      g_main_context_invoke_full (g_task_get_context (worker->run), G_PRIORITY_DEFAULT, deliver, d, delivery_free);
    }
  if (cancellable)
    g_cancellable_disconnect (cancellable, handler);
  search_context_free (ctx);
  g_task_return_boolean (task, TRUE);
}

static void
worker_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GTask    *run = user_data;
  RunState *state = g_task_get_task_data (run);
  g_autoptr (GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_warning ("review worker: %s", error->message);
  state->workers_left--;
  maybe_complete (run);
  g_object_unref (run);
}

static void
worker_free (gpointer data)
{
  Worker *worker = data;

  g_object_unref (worker->run);
  g_free (worker);
}

/* The unknown positions, cut into n runs of consecutive positions, each run from its end back. */
static int
plan_runs (RunState *state, int n_workers, int *run_first, int *run_count)
{
  int n = review_game_n_moves (state->review) + 1, unknown = 0;
  g_autofree int *todo = g_new (int, n);

  for (int i = 0; i < n; i++)
    if (!review_game_get_position (state->review, i)->known)
      todo[unknown++] = i;
  if (n_workers > unknown)
    n_workers = unknown;
  state->indices = g_new (int, unknown > 0 ? unknown : 1);
  state->n_indices = unknown;
  for (int w = 0, at = 0; w < n_workers; w++)
    {
      int count = unknown / n_workers + (w < unknown % n_workers);
      run_first[w] = at;
      run_count[w] = count;
      for (int i = 0; i < count; i++)
        state->indices[at + i] = todo[at + count - 1 - i];
      at += count;
    }
  return n_workers;
}

void
review_driver_run_async (ReviewGame          *review,
                         gint64               movetime_ms,
                         int                  n_threads,
                         GCancellable        *cancellable,
                         ReviewProgressFunc   progress,
                         gpointer             progress_data,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  g_autoptr (GTask) run = g_task_new (NULL, cancellable, callback, user_data);
  RunState *state = g_new0 (RunState, 1);
  int       run_first[MAX_WORKERS], run_count[MAX_WORKERS];

  g_return_if_fail (review != NULL);
  g_task_set_source_tag (run, review_driver_run_async);
  state->review = review;
  state->movetime_ms = movetime_ms > 0 ? movetime_ms : REVIEW_DEFAULT_MOVETIME_MS;
  state->progress = progress;
  state->progress_data = progress_data;
  g_task_set_task_data (run, state, run_state_free);

  if (n_threads <= 0)
    n_threads = (int) g_get_num_processors ();
  n_threads = CLAMP (n_threads, 1, MAX_WORKERS);
  state->workers_left = plan_runs (state, n_threads, run_first, run_count);
  if (state->workers_left == 0)
    {
      g_task_return_boolean (run, TRUE);
      return;
    }
  for (int w = 0, n = state->workers_left; w < n; w++)
    {
      Worker *worker = g_new0 (Worker, 1);
      worker->run = g_object_ref (run);
      worker->first = run_first[w];
      worker->count = run_count[w];
      /* The worker's own task has no cancellable: it always ends normally, after the
       * results it posted, and the run alone reports the cancel. */
      g_autoptr (GTask) task = g_task_new (NULL, NULL, worker_done, g_object_ref (run));
      g_task_set_source_tag (task, worker_thread);
      g_task_set_task_data (task, worker, worker_free);
      g_task_run_in_thread (task, worker_thread);
    }
}

gboolean
review_driver_run_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
