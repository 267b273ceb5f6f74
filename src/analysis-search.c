/* SPDX-License-Identifier: GPL-3.0-or-later */
/* analysis-search.c: the Analysis mode's worker (analysis-search.h).
 *
 * The main thread and the worker share a Shared under its mutex: the job to do next (a
 * position, or none), a generation that counts the jobs, and the lines found for the current
 * one. A new job stops the search of the old one through the context's stop flag, which stays
 * set until the worker takes the new job and clears it: a stop can never be lost between the
 * two. Lines of an old generation are dropped. The worker owns the search context: it makes
 * it (clearing the hash table takes tens of milliseconds, which the window must not wait
 * for) and frees it when it ends; the Shared is reference-counted, so either side may go
 * first. */
#define G_LOG_DOMAIN "fianchetto-analysis"

#include "config.h"

#include "analysis-search.h"

#include <gio/gio.h>
#include <string.h>

enum { ANALYSIS_HASH_MB = 64 };

typedef struct {
  GMutex         lock;
  GCond          wake;
  SearchContext *ctx;              /* NULL until the worker has made it */
  gboolean       quit;
  gboolean       has_job;
  Position       job;
  Key           *job_history;
  int            n_job_history;
  guint          generation;       /* of the newest job */
  guint          running;          /* the generation the worker searches */
  AnalysisSnapshot snapshot;
  gboolean       updated;
} Shared;

struct _AnalysisSearch {
  Shared *shared;
};

static void
shared_clear (gpointer data)
{
  Shared *shared = data;

  g_mutex_clear (&shared->lock);
  g_cond_clear (&shared->wake);
  g_free (shared->job_history);
}

typedef struct {
  Shared *shared;
  guint   generation;
} Report;

/* On the worker: each line of each finished iteration. */
static void
on_info (const SearchInfo *info, void *user_data)
{
  Report *report = user_data;
  Shared *shared = report->shared;

  g_mutex_lock (&shared->lock);
  if (report->generation == shared->generation && info->multipv >= 1 && info->multipv <= ANALYSIS_LINES)
    {
      shared->snapshot.lines[info->multipv - 1] = *info;
      if (info->multipv > shared->snapshot.n_lines)
        shared->snapshot.n_lines = info->multipv;
      shared->updated = TRUE;
    }
  g_mutex_unlock (&shared->lock);
}

/* Under the lock. Before the worker has a context it searches nothing, so there is nothing to
 * stop: it looks at the job only once the context is there. */
static void
stop_search (Shared *shared)
{
  if (shared->ctx)
    search_context_stop (shared->ctx);
}

static SearchContext *
new_context (void)
{
  SearchContext *ctx = search_context_new (ANALYSIS_HASH_MB);

  if (!ctx)
    ctx = search_context_new (1);
  g_assert (ctx != NULL);
  return ctx;
}

static void
worker (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  Shared        *shared = task_data;
  SearchContext *ctx = new_context ();
  SearchLimits   limits;

  g_mutex_lock (&shared->lock);
  shared->ctx = ctx;
  g_mutex_unlock (&shared->lock);
  search_limits_init (&limits);
  limits.infinite = TRUE;
  limits.multipv = ANALYSIS_LINES;
  for (;;)
    {
      g_mutex_lock (&shared->lock);
      while (!shared->has_job && !shared->quit)
        g_cond_wait (&shared->wake, &shared->lock);
      if (shared->quit)
        {
          g_mutex_unlock (&shared->lock);
          break;
        }
      Position root = shared->job;
      int      n_history = shared->n_job_history;
      Key     *history = g_memdup2 (shared->job_history, sizeof (Key) * (gsize) MAX (n_history, 1));
      Report   report = { shared, shared->generation };
      shared->has_job = FALSE;
      shared->running = shared->generation;
      search_context_resume (ctx);
      g_mutex_unlock (&shared->lock);

      search_run (ctx, &root, history, n_history, &limits, on_info, &report, NULL);
      g_free (history);
    }
  g_mutex_lock (&shared->lock);
  shared->ctx = NULL;
  g_mutex_unlock (&shared->lock);
  search_context_free (ctx);
  g_atomic_rc_box_release_full (shared, shared_clear);
  g_task_return_boolean (task, TRUE);
}

AnalysisSearch *
analysis_search_new (void)
{
  AnalysisSearch *self = g_new0 (AnalysisSearch, 1);
  Shared         *shared = g_atomic_rc_box_new0 (Shared);
  g_autoptr (GTask) task = g_task_new (NULL, NULL, NULL, NULL);

  g_mutex_init (&shared->lock);
  g_cond_init (&shared->wake);
  self->shared = shared;
  g_task_set_source_tag (task, analysis_search_new);
  g_task_set_task_data (task, g_atomic_rc_box_acquire (shared), NULL);
  g_task_run_in_thread (task, worker);
  return self;
}

void
analysis_search_free (AnalysisSearch *self)
{
  Shared *shared = self->shared;

  g_mutex_lock (&shared->lock);
  shared->quit = TRUE;
  stop_search (shared);
  g_cond_signal (&shared->wake);
  g_mutex_unlock (&shared->lock);
  g_atomic_rc_box_release_full (shared, shared_clear);
  g_free (self);
}

void
analysis_search_start (AnalysisSearch *self, const Position *pos, const Key *history, int n_history)
{
  Shared *shared = self->shared;

  g_mutex_lock (&shared->lock);
  shared->job = *pos;
  g_free (shared->job_history);
  shared->job_history = g_memdup2 (history, sizeof (Key) * (gsize) MAX (n_history, 0));
  shared->n_job_history = n_history;
  shared->has_job = TRUE;
  shared->generation++;
  memset (&shared->snapshot, 0, sizeof shared->snapshot);
  shared->snapshot.root = *pos;
  shared->updated = TRUE;
  stop_search (shared);
  g_cond_signal (&shared->wake);
  g_mutex_unlock (&shared->lock);
}

void
analysis_search_stop (AnalysisSearch *self)
{
  Shared *shared = self->shared;

  g_mutex_lock (&shared->lock);
  shared->has_job = FALSE;
  shared->generation++;
  shared->updated = FALSE;   /* nothing of the old position is shown any more */
  stop_search (shared);
  g_mutex_unlock (&shared->lock);
}

gboolean
analysis_search_poll (AnalysisSearch *self, AnalysisSnapshot *out)
{
  Shared  *shared = self->shared;
  gboolean updated;

  g_mutex_lock (&shared->lock);
  updated = shared->updated;
  if (updated)
    *out = shared->snapshot;
  shared->updated = FALSE;
  g_mutex_unlock (&shared->lock);
  return updated;
}
