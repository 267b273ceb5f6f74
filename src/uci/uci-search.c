/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-search.c: `go` and what ends it (`stop`, `ponderhit`), and `bench`. Each runs as a job
 * on the worker thread (uci-worker.c). A search answers with exactly one `bestmove`: when it
 * ends, or, for `go infinite` and `go ponder`, when the GUI says stop. What each limit means:
 *  - a limit that leaves no time (movetime or the side to move's clock at 0 or below, depth 0,
 *    nodes 0, mate 0) is answered at once with the move of a one-ply search;
 *  - a `go` with an argument that cannot be read (`go depth -1`, `go movetime x`) is not
 *    searched on what could be read: an info string says why and the move of a one-ply search
 *    answers at once, as the GUI still waits for a move;
 *  - with no legal move, or no position after a rejected `position`, the answer is 0000 (the
 *    latter at once, with an info string, even for `go infinite`). */
#include "uci-private.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "uci-go.h"

bool
uci_session_prepare_search (UciSession *session)
{
  if (!session->search)
    session->search = search_context_new ((size_t) session->options.values[UCI_OPTION_HASH]);
  if (!session->search)
    uci_session_info (session, "not enough memory for a %d MB hash table", session->options.values[UCI_OPTION_HASH]);
  return session->search != NULL;
}

/* True when the limits leave no time to think (see the top of the file). */
static bool
leaves_no_time (const UciGoLimits *go, Color us)
{
  unsigned clock = us == WHITE ? UCI_GO_WTIME : UCI_GO_BTIME;

  return ((go->set & UCI_GO_MOVETIME) && go->movetime <= 0)
         || ((go->set & clock) && go->time[us] <= 0)
         || ((go->set & UCI_GO_DEPTH) && go->depth <= 0)
         || ((go->set & UCI_GO_NODES) && go->nodes == 0)
         || ((go->set & UCI_GO_MATE) && go->mate <= 0);
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
  /* A mate in n is found within 2n - 1 plies; one more confirms it. Past the deepest search
   * the depth is no limit at all. */
  if (go->set & UCI_GO_DEPTH)
    limits->depth = go->depth;
  else if (go->set & UCI_GO_MATE)
    limits->depth = go->mate < MAX_PLY / 2 ? 2 * go->mate : 0;
  limits->nodes = (go->set & UCI_GO_NODES) ? go->nodes : 0;
  if (session->max_search_nodes && (!limits->nodes || limits->nodes > session->max_search_nodes))
    limits->nodes = session->max_search_nodes;
  limits->move_overhead_ms = session->options.values[UCI_OPTION_MOVE_OVERHEAD];
  limits->elo = session->options.values[UCI_OPTION_LIMIT_STRENGTH] ? session->options.values[UCI_OPTION_ELO] : 0;
  limits->own_book = session->options.values[UCI_OPTION_OWN_BOOK] != 0;
  limits->own_last_move = session->own_last_move;
  limits->multipv = session->options.values[UCI_OPTION_MULTIPV];
  /* With nothing to stop it but `stop`, `go` alone and `go ponder` search without end. */
  limits->infinite = (go->set & (UCI_GO_INFINITE | UCI_GO_PONDER))
                     || (!(go->set & (UCI_GO_WTIME | UCI_GO_BTIME | UCI_GO_MOVETIME | UCI_GO_DEPTH
                                      | UCI_GO_NODES | UCI_GO_MATE))
                         && !session->max_search_nodes);
}

/* The quickest search that still gives a legal move: one ply, no clock. */
static void
minimal_limits (const UciSession *session, SearchLimits *limits)
{
  search_limits_init (limits);
  limits->depth = 1;
  limits->nodes = session->max_search_nodes;
  limits->elo = session->options.values[UCI_OPTION_LIMIT_STRENGTH] ? session->options.values[UCI_OPTION_ELO] : 0;
  limits->own_book = session->options.values[UCI_OPTION_OWN_BOOK] != 0;
  limits->own_last_move = session->own_last_move;
}

/* Copies what the worker reads, so the reading thread may go on reading commands. */
static void
prepare_root (UciSession *session)
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
}

/* Answers at once when there is nothing to think about, otherwise starts the search. A `go`
 * that was not read in full (parsed false) gets a one-ply search, and no `until stop`. */
static void
start_search (UciSession *session, const UciGoLimits *limits, bool parsed)
{
  MoveList list;
  bool     until_stop = parsed && (limits->set & (UCI_GO_INFINITE | UCI_GO_PONDER)) != 0;

  generate_moves (&session->pos, GEN_LEGAL, &list);
  if ((limits->set & UCI_GO_SEARCHMOVES) && limits->searchmoves.count > 0)
    list = limits->searchmoves;
  session->pending_move = list.count > 0 ? list.moves[0] : MOVE_NONE;
  session->pending_infinite = until_stop;
  session->pending_ponder = parsed && (limits->set & UCI_GO_PONDER) != 0;
  session->bestmove_pending = true;
  if (list.count <= 1 || !uci_session_prepare_search (session))
    {
      if (!until_stop)
        uci_session_finish_search (session);
      return;
    }
  prepare_root (session);
  session->search_moves = limits->searchmoves;
  if (parsed && !leaves_no_time (limits, session->pos.side_to_move))
    convert_limits (session, limits, &session->search_limits);
  else
    minimal_limits (session, &session->search_limits);
  if ((limits->set & UCI_GO_SEARCHMOVES) && limits->searchmoves.count > 0)
    session->search_limits.root_moves = &session->search_moves;
  session->job = UCI_JOB_SEARCH;
  if (!uci_session_start_job (session))
    uci_session_finish_search (session);
}

static void
start_perft (UciSession *session, int depth)
{
  if (depth > session->max_perft_depth)
    {
      uci_session_info (session, "perft depth %d is more than this engine's limit; using %d",
                        depth, session->max_perft_depth);
      depth = session->max_perft_depth;
    }
  session->search_root = session->pos;
  session->job = UCI_JOB_PERFT;
  session->job_depth = depth;
  (void) uci_session_start_job (session);
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
  int64_t  depth = 12;

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
  session->job = UCI_JOB_BENCH;
  session->job_depth = (int) depth;
  (void) uci_session_start_job (session);
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
      if (!session->has_position)
        uci_session_info (session, "%s", UCI_NO_POSITION);
      else if (parsed)
        start_perft (session, limits.perft);
      return;
    }
  if (!session->has_position)
    {
      uci_session_info (session, "%s", UCI_NO_POSITION);
      session->pending_move = MOVE_NONE;
      session->bestmove_pending = true;
      uci_session_finish_search (session);
      return;
    }
  start_search (session, &limits, parsed);
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
  bool pondering;

  pthread_mutex_lock (&session->lock);
  pondering = session->bestmove_pending && session->pending_ponder;
  pthread_mutex_unlock (&session->lock);
  if (pondering)
    uci_session_finish_search (session);
}
