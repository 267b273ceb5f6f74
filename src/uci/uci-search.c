/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-search.c: `go` and what ends it (`stop`, `ponderhit`), and `bench`. `go perft` counts
 * the move tree on the spot; any other `go` starts the search on its own thread and answers
 * with `bestmove` when it ends, or, for `go infinite` and `go ponder`, when the GUI says stop. */
#include "uci-private.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "perft.h"
#include "uci-go.h"

static void
report_root_move (Move move, uint64_t nodes, void *user_data)
{
  FILE *out = user_data;
  char  text[8];

  fprintf (out, "%s: %" PRIu64 "\n", move_to_uci (move, text), nodes);
}

static void
run_perft (UciSession *session, int depth)
{
  Position pos = session->pos;
  uint64_t nodes;

  if (depth > session->max_perft_depth)
    {
      uci_session_info (session, "perft depth %d is more than this engine's limit; using %d",
                        depth, session->max_perft_depth);
      depth = session->max_perft_depth;
    }
  nodes = perft_divide (&pos, depth, report_root_move, session->out);
  fprintf (session->out, "\nNodes searched: %" PRIu64 "\n", nodes);
}

/* One `info` line per finished iteration, written whole so that it never mixes with a line
 * the main thread writes at the same time. */
static void
print_info (const SearchInfo *info, void *user_data)
{
  UciSession *session = user_data;
  char        line[64 + MAX_PLY * 6], move[8];
  int         n;
  int64_t     nps = info->time_ms > 0 ? (int64_t) (info->nodes * 1000 / (uint64_t) info->time_ms) : 0;

  if (abs (info->score) >= SCORE_MATE_IN_MAX)
    n = snprintf (line, sizeof line, "info depth %d seldepth %d score mate %d", info->depth, info->seldepth,
                  info->score > 0 ? (SCORE_MATE - info->score + 1) / 2 : -(SCORE_MATE + info->score) / 2);
  else
    n = snprintf (line, sizeof line, "info depth %d seldepth %d score cp %d", info->depth, info->seldepth,
                  info->score);
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
send_bestmove_locked (UciSession *session)
{
  char text[8];

  if (!session->bestmove_pending)
    return;
  session->bestmove_pending = false;
  fprintf (session->out, "bestmove %s\n", move_to_uci (session->pending_move, text));
  fflush (session->out);
}

static int
search_thread (void *data)
{
  UciSession *session = data;
  Move        best = search_run (session->search, &session->search_root, session->search_history,
                                 session->n_search_history, &session->search_limits, print_info, session, NULL);

  mtx_lock (&session->lock);
  session->pending_move = best;
  /* A search told to go on until `stop` keeps its answer until then, even if it ends sooner. */
  if (!session->pending_infinite)
    send_bestmove_locked (session);
  mtx_unlock (&session->lock);
  return 0;
}

bool
uci_session_prepare_search (UciSession *session)
{
  if (!session->search)
    session->search = search_context_new ((size_t) session->options.values[UCI_OPTION_HASH]);
  if (!session->search)
    uci_session_info (session, "not enough memory for a %d MB hash table", session->options.values[UCI_OPTION_HASH]);
  return session->search != NULL;
}

static void
convert_limits (const UciSession *session, const UciGoLimits *go, SearchLimits *limits)
{
  search_limits_init (limits);
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      if (go->set & (c == WHITE ? UCI_GO_WTIME : UCI_GO_BTIME))
        limits->time_ms[c] = go->time[c];
      if (go->set & (c == WHITE ? UCI_GO_WINC : UCI_GO_BINC))
        limits->increment_ms[c] = go->increment[c];
    }
  limits->moves_to_go = (go->set & UCI_GO_MOVESTOGO) ? go->movestogo : 0;
  limits->movetime_ms = (go->set & UCI_GO_MOVETIME) ? go->movetime : 0;
  limits->depth = (go->set & UCI_GO_DEPTH) ? go->depth : (go->set & UCI_GO_MATE) ? 2 * go->mate : 0;
  limits->nodes = (go->set & UCI_GO_NODES) ? go->nodes : 0;
  if (session->max_search_nodes && (!limits->nodes || limits->nodes > session->max_search_nodes))
    limits->nodes = session->max_search_nodes;
  limits->move_overhead_ms = session->options.values[UCI_OPTION_MOVE_OVERHEAD];
  limits->elo = session->options.values[UCI_OPTION_LIMIT_STRENGTH] ? session->options.values[UCI_OPTION_ELO] : 0;
  /* With nothing to stop it but `stop`, `go` alone and `go ponder` search without end. */
  limits->infinite = (go->set & (UCI_GO_INFINITE | UCI_GO_PONDER))
                     || (!(go->set & (UCI_GO_WTIME | UCI_GO_BTIME | UCI_GO_MOVETIME | UCI_GO_DEPTH
                                      | UCI_GO_NODES | UCI_GO_MATE))
                         && !session->max_search_nodes);
}

/* Copies what the search thread reads, so the main thread may go on reading commands. */
static void
prepare_root (UciSession *session, const UciGoLimits *go)
{
  Key *history = realloc (session->search_history, sizeof *history * (size_t) (session->n_history + 1));

  if (history)
    {
      session->search_history = history;
      if (session->n_history)
        memcpy (history, session->history, sizeof *history * (size_t) session->n_history);
      session->n_search_history = session->n_history;
    }
  else
    session->n_search_history = 0;   /* no repetition knowledge beats no answer */
  session->search_root = session->pos;
  session->search_moves = go->searchmoves;
  convert_limits (session, go, &session->search_limits);
  if ((go->set & UCI_GO_SEARCHMOVES) && go->searchmoves.count > 0)
    session->search_limits.root_moves = &session->search_moves;
}

/* Answers at once when there is nothing to think about, otherwise starts the search thread. */
static void
start_search (UciSession *session, const UciGoLimits *limits)
{
  MoveList list;
  bool     until_stop = (limits->set & (UCI_GO_INFINITE | UCI_GO_PONDER)) != 0;

  generate_moves (&session->pos, GEN_LEGAL, &list);
  if ((limits->set & UCI_GO_SEARCHMOVES) && limits->searchmoves.count > 0)
    list = limits->searchmoves;
  session->pending_move = list.count > 0 ? list.moves[0] : MOVE_NONE;
  session->pending_infinite = until_stop;
  session->pending_ponder = (limits->set & UCI_GO_PONDER) != 0;
  session->bestmove_pending = true;
  if (list.count <= 1 || !uci_session_prepare_search (session))
    {
      if (!until_stop)
        uci_session_finish_search (session);
      return;
    }
  prepare_root (session, limits);
  session->thread_running = thrd_create (&session->thread, search_thread, session) == thrd_success;
  if (!session->thread_running)
    {
      uci_session_info (session, "could not start the search thread");
      uci_session_finish_search (session);
    }
}

void
uci_session_finish_search (UciSession *session)
{
  if (session->thread_running)
    {
      search_context_stop (session->search);
      thrd_join (session->thread, NULL);
      session->thread_running = false;
    }
  mtx_lock (&session->lock);
  send_bestmove_locked (session);
  mtx_unlock (&session->lock);
}

void
uci_session_apply_option (UciSession *session, UciOptionId id)
{
  if (id != UCI_OPTION_HASH && id != UCI_OPTION_CLEAR_HASH)
    return;
  uci_session_finish_search (session);
  if (!session->search)
    return;
  if (id == UCI_OPTION_CLEAR_HASH)
    search_context_clear (session->search);
  else if (!search_context_set_hash_size (session->search, (size_t) session->options.values[UCI_OPTION_HASH]))
    uci_session_info (session, "not enough memory for a %d MB hash table; keeping the old one",
                      session->options.values[UCI_OPTION_HASH]);
}

/* bench [depth]: the node count of a fixed search, the signature that tests pin, and the speed. */
void
uci_command_bench (UciSession *session, UciTokens *tokens)
{
  UciToken token;
  int64_t  depth = 12, elapsed;

  if (uci_tokens_next (tokens, &token) && (!uci_token_to_int64 (&token, &depth) || depth < 1 || depth > 30))
    {
      uci_session_info (session, "bench takes a depth from 1 to 30");
      return;
    }
  /* A session held to short searches (a fuzzer's) keeps its bench short too. */
  if (session->max_search_nodes && depth > 3)
    depth = 3;
  uci_session_finish_search (session);
  if (!uci_session_prepare_search (session))
    return;
  uint64_t nodes = search_bench (session->search, (int) depth, &elapsed);
  fprintf (session->out, "Nodes searched: %" PRIu64 "\n", nodes);
  fprintf (session->out, "Nodes/second: %" PRIu64 "\n", elapsed > 0 ? nodes * 1000 / (uint64_t) elapsed : nodes);
  fprintf (session->out, "Time: %" PRId64 " ms\n", elapsed);
  search_context_clear (session->search);
}

void
uci_command_go (UciSession *session, UciTokens *tokens)
{
  UciGoLimits limits;
  char        error[160];
  bool        parsed;

  /* The GUI should have sent stop; if not, the old search ends here, answered. */
  uci_session_finish_search (session);
  parsed = uci_go_parse (tokens, &session->pos, &limits, error, sizeof error);
  if (!parsed)
    uci_session_info (session, "%s", error);
  if (limits.set & UCI_GO_PERFT)
    {
      if (parsed)
        run_perft (session, limits.perft);
      return;
    }
  /* A search still runs on a flawed command, with what could be read: a GUI waits for its
   * bestmove whatever happens. */
  start_search (session, &limits);
}

void
uci_command_stop (UciSession *session, UciTokens *tokens)
{
  uci_session_finish_search (session);
}

/* The opponent played the move pondered on. The ponder search has been thinking on the
 * opponent's time already, so it answers now with what it has. */
void
uci_command_ponderhit (UciSession *session, UciTokens *tokens)
{
  if (session->bestmove_pending && session->pending_ponder)
    uci_session_finish_search (session);
}
