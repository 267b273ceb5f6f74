/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-worker.c: the thread that searches, counts perft and runs the bench, so that the thread
 * reading commands never waits on them. The reader is the only one to start and join it; it
 * clears the stop flags before the thread exists and sets them before it joins, so a `stop`
 * that comes right after `go` ends that very search (a flag cleared by the worker as it
 * started would lose it, and the reader would wait in pthread_join for ever). */
#include "uci-private.h"

#include <inttypes.h>
#include <stdlib.h>

#include "book.h"
#include "perft.h"

void
uci_session_send_bestmove_locked (UciSession *session)
{
  char text[8];

  if (!session->bestmove_pending)
    return;
  session->bestmove_pending = false;
  fprintf (session->out, "bestmove %s\n", move_to_uci (session->pending_move, text));
  fflush (session->out);
}

/* One `info` line per line (MultiPV) of each finished iteration, written whole so that it never mixes with a line
 * the reading thread writes at the same time. */
static void
print_info (const SearchInfo *info, void *user_data)
{
  UciSession *session = user_data;
  char        line[64 + MAX_PLY * 6], move[8];
  int         n;
  int64_t     nps = info->time_ms > 0 ? (int64_t) (info->nodes * 1000 / (uint64_t) info->time_ms) : 0;

  n = snprintf (line, sizeof line, "info depth %d seldepth %d multipv %d", info->depth, info->seldepth,
                info->multipv);
  if (abs (info->score) >= SCORE_MATE_IN_MAX)
    n += snprintf (line + n, sizeof line - (size_t) n, " score mate %d",
                   info->score > 0 ? (SCORE_MATE - info->score + 1) / 2 : -(SCORE_MATE + info->score) / 2);
  else
    n += snprintf (line + n, sizeof line - (size_t) n, " score cp %d", info->score);
  n += snprintf (line + n, sizeof line - (size_t) n, " nodes %" PRIu64 " nps %" PRId64 " hashfull %d time %" PRId64,
                 info->nodes, nps, info->hashfull, info->time_ms);
  if (info->pv_length > 0)
    n += snprintf (line + n, sizeof line - (size_t) n, " pv");
  for (int i = 0; i < info->pv_length && (size_t) n + 8 < sizeof line; i++)
    n += snprintf (line + n, sizeof line - (size_t) n, " %s", move_to_uci (info->pv[i], move));
  fprintf (session->out, "%s\n", line);
  fflush (session->out);
}

static void
run_search (UciSession *session)
{
  Move best = book_choose (session->search, &session->search_root, session->search_history,
                           session->n_search_history, &session->search_limits);

  if (best == MOVE_NONE)
    best = search_run (session->search, &session->search_root, session->search_history,
                       session->n_search_history, &session->search_limits, print_info, session, NULL);

  pthread_mutex_lock (&session->lock);
  session->pending_move = best;
  /* A search told to go on until `stop` keeps its answer until then, even if it ends sooner. */
  if (!session->pending_infinite)
    uci_session_send_bestmove_locked (session);
  pthread_mutex_unlock (&session->lock);
}

static void
report_root_move (Move move, uint64_t nodes, void *user_data)
{
  FILE *out = user_data;
  char  text[8];

  fprintf (out, "%s: %" PRIu64 "\n", move_to_uci (move, text), nodes);
}

/* A stopped count is not a count: it says so instead of giving a wrong total. */
static void
run_perft (UciSession *session)
{
  uint64_t nodes = perft_divide (&session->search_root, session->job_depth, &session->job_stop,
                                 report_root_move, session->out);

  if (atomic_load (&session->job_stop))
    uci_session_info (session, "perft stopped before the end; no count");
  else
    fprintf (session->out, "\nNodes searched: %" PRIu64 "\n", nodes);
  fflush (session->out);
}

static void
run_bench (UciSession *session)
{
  int64_t  elapsed;
  uint64_t nodes = search_bench (session->search, session->job_depth, &elapsed);

  search_context_clear (session->search);
  if (atomic_load (&session->job_stop))
    uci_session_info (session, "bench stopped before the end; no count");
  else
    {
      fprintf (session->out, "Nodes searched: %" PRIu64 "\n", nodes);
      fprintf (session->out, "Nodes/second: %" PRIu64 "\n",
               elapsed > 0 ? nodes * 1000 / (uint64_t) elapsed : nodes);
      fprintf (session->out, "Time: %" PRId64 " ms\n", elapsed);
    }
  fflush (session->out);
}

static void *
worker (void *data)
{
  UciSession *session = data;

  switch (session->job)
    {
    case UCI_JOB_SEARCH:
      run_search (session);
      break;
    case UCI_JOB_PERFT:
      run_perft (session);
      break;
    case UCI_JOB_BENCH:
      run_bench (session);
      break;
    }
  return NULL;
}

bool
uci_session_start_job (UciSession *session)
{
  atomic_store (&session->job_stop, false);
  if (session->search)
    search_context_resume (session->search);
  session->thread_running = pthread_create (&session->thread, NULL, worker, session) == 0;
  if (!session->thread_running)
    uci_session_info (session, "could not start the worker thread");
  return session->thread_running;
}

void
uci_session_wait (UciSession *session)
{
  if (!session->thread_running)
    return;
  pthread_join (session->thread, NULL);
  session->thread_running = false;
}

void
uci_session_finish_search (UciSession *session)
{
  if (session->thread_running)
    {
      atomic_store (&session->job_stop, true);
      if (session->search)
        search_context_stop (session->search);
      pthread_join (session->thread, NULL);
      session->thread_running = false;
    }
  pthread_mutex_lock (&session->lock);
  uci_session_send_bestmove_locked (session);
  pthread_mutex_unlock (&session->lock);
}
