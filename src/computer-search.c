/* SPDX-License-Identifier: GPL-3.0-or-later */
/* computer-search.c: requests queue on the engine's search lock, so a new request waits the
 * millisecond it takes a cancelled one to stop. A cancel reaches the search through the
 * engine's atomic stop flag, but only while that request's own search runs: `searching`
 * names it, under `lock`. The flag is cleared under `lock` as the request becomes the one
 * searching, and the request checks its cancellable after that: a cancel either came before
 * (and the search does not run) or sets the flag, which search_run() keeps. The natural pause
 * after a quick search waits on a condition that every cancel broadcasts. */
#define G_LOG_DOMAIN "fianchetto-computer-player"

#include "config.h"

#include "computer-search.h"

#include <glib/gi18n.h>

#include "book.h"

struct _ComputerEngine {
  GMutex          search_lock;     /* held by the thread searching with ctx */
  GMutex          lock;            /* guards searching and running; wake is signalled under it */
  GCond           wake;            /* a request was cancelled, or one finished running */
  SearchContext  *ctx;             /* made by the first search, used under search_lock */
  GCancellable   *searching;       /* the request whose search runs now (not a reference) */
  int             running;         /* requests inside computer_request_run() */
  gsize           hash_megabytes;
  guint64         seed;
  gint            clear_pending;   /* atomic */
};

struct _ComputerRequest {
  ComputerEngine *engine;
  Position        root;
  Key            *history;
  int             n_history;
  SearchLimits    limits;
  gint64          answer_at;       /* monotonic time before which the move is not given */
};

ComputerEngine *
computer_engine_new (gsize hash_megabytes, guint64 seed)
{
  ComputerEngine *engine = g_atomic_rc_box_new0 (ComputerEngine);

  g_mutex_init (&engine->search_lock);
  g_mutex_init (&engine->lock);
  g_cond_init (&engine->wake);
  engine->hash_megabytes = hash_megabytes;
  engine->seed = seed;
  return engine;
}

static void
computer_engine_clear (gpointer data)
{
  ComputerEngine *engine = data;

  g_clear_pointer (&engine->ctx, search_context_free);
  g_cond_clear (&engine->wake);
  g_mutex_clear (&engine->lock);
  g_mutex_clear (&engine->search_lock);
}

ComputerEngine *
computer_engine_ref (ComputerEngine *engine)
{
  return g_atomic_rc_box_acquire (engine);
}

void
computer_engine_unref (ComputerEngine *engine)
{
  g_atomic_rc_box_release_full (engine, computer_engine_clear);
}

void
computer_engine_request_clear (ComputerEngine *engine)
{
  g_atomic_int_set (&engine->clear_pending, TRUE);
}

void
computer_engine_wait_idle (ComputerEngine *engine)
{
  g_mutex_lock (&engine->lock);
  while (engine->running > 0)
    g_cond_wait (&engine->wake, &engine->lock);
  g_mutex_unlock (&engine->lock);
}

static void
add_running (ComputerEngine *engine, int delta)
{
  g_mutex_lock (&engine->lock);
  engine->running += delta;
  g_cond_broadcast (&engine->wake);
  g_mutex_unlock (&engine->lock);
}

/* Called under search_lock: the context exists and is cleared if a new game asked for it. */
static gboolean
computer_engine_prepare (ComputerEngine *engine, GError **error)
{
  if (!engine->ctx)
    {
      engine->ctx = search_context_new (engine->hash_megabytes);
      if (!engine->ctx)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _("Not enough memory for the computer player"));
          return FALSE;
        }
      search_context_set_seed (engine->ctx, engine->seed);
      g_atomic_int_set (&engine->clear_pending, FALSE);
    }
  if (g_atomic_int_compare_and_exchange (&engine->clear_pending, TRUE, FALSE))
    search_context_clear (engine->ctx);
  return TRUE;
}

/* Makes cancellable the one a cancel stops (NULL: none), with the stop flag cleared for it. */
static void
set_searching (ComputerEngine *engine, GCancellable *cancellable)
{
  g_mutex_lock (&engine->lock);
  if (cancellable)
    search_context_resume (engine->ctx);
  engine->searching = cancellable;
  g_mutex_unlock (&engine->lock);
}

/* Runs on whichever thread cancels, usually the main one. */
static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  ComputerEngine *engine = data;

  g_mutex_lock (&engine->lock);
  if (engine->searching == cancellable)
    search_context_stop (engine->ctx);
  g_cond_broadcast (&engine->wake);
  g_mutex_unlock (&engine->lock);
}

ComputerRequest *
computer_request_new (ComputerEngine     *engine,
                      const Game         *game,
                      const SearchLimits *limits,
                      gint64              min_usec)
{
  ComputerRequest *request = g_new0 (ComputerRequest, 1);
  const Key *keys = game_history_keys (game, &request->n_history);

  g_assert (limits->root_moves == NULL);
  request->engine = computer_engine_ref (engine);
  request->root = *game_position (game);
  request->history = g_memdup2 (keys, sizeof (Key) * (gsize) request->n_history);
  request->limits = *limits;
  if (game_ply_count (game) >= 2)
    request->limits.own_last_move = game_move_at (game, game_ply_count (game) - 2);
  request->answer_at = g_get_monotonic_time () + min_usec;
  return request;
}

void
computer_request_free (ComputerRequest *request)
{
  computer_engine_unref (request->engine);
  g_free (request->history);
  g_free (request);
}

void
computer_request_watch (ComputerRequest *request,
                        GCancellable    *cancellable)
{
  g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled),
                         computer_engine_ref (request->engine),
                         (GDestroyNotify) computer_engine_unref);
}

static Move
search (ComputerRequest *request, GCancellable *cancellable, GError **error)
{
  ComputerEngine *engine = request->engine;
  Move move = MOVE_NONE;

  g_mutex_lock (&engine->search_lock);
  if (!g_cancellable_is_cancelled (cancellable) && computer_engine_prepare (engine, error))
    {
      set_searching (engine, cancellable);
      /* A cancel before set_searching() did not reach the flag; it is seen here instead. */
      if (!g_cancellable_is_cancelled (cancellable))
        move = book_choose (engine->ctx, &request->root, request->history, request->n_history,
                            &request->limits);
      if (move == MOVE_NONE && !g_cancellable_is_cancelled (cancellable))
        move = search_run (engine->ctx, &request->root, request->history, request->n_history,
                           &request->limits, NULL, NULL, NULL);
      set_searching (engine, NULL);
    }
  g_mutex_unlock (&engine->search_lock);
  return move;
}

/* Sleeps until the request's answer time, or until it is cancelled. */
static void
pause_until_answer (ComputerRequest *request, GCancellable *cancellable)
{
  ComputerEngine *engine = request->engine;

  g_mutex_lock (&engine->lock);
  while (!g_cancellable_is_cancelled (cancellable)
         && g_cond_wait_until (&engine->wake, &engine->lock, request->answer_at))
    ;
  g_mutex_unlock (&engine->lock);
}

void
computer_request_run (GTask        *task,
                      gpointer      source_object,
                      gpointer      task_data,
                      GCancellable *cancellable)
{
  ComputerRequest *request = task_data;
  g_autoptr(GError) error = NULL;
  Move move;

  add_running (request->engine, 1);
  move = search (request, cancellable, &error);
  if (!error)
    pause_until_answer (request, cancellable);
  add_running (request->engine, -1);
  if (g_task_return_error_if_cancelled (task))
    return;
  if (error)
    g_task_return_error (task, g_steal_pointer (&error));
  else if (move == MOVE_NONE)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                             _("There is no move to play"));
  else
    g_task_return_int (task, move);
}
