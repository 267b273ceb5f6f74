/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-private.h: the session's state, shared by the files that each handle a few commands. */
#pragma once

/* POSIX threads, not C11's: glibc's thrd_create and mtx_lock bypass the pthread entry points
 * that ThreadSanitizer intercepts, so under TSan the first worker crashed and no lock was seen. */
#include <pthread.h>
#include <stdatomic.h>

#include "search.h"
#include "uci.h"
#include "uci-options.h"
#include "uci-tokens.h"

/* What the worker thread is doing: every long command runs there, so that the thread reading
 * commands answers `stop`, `isready` and `quit` at any moment. */
typedef enum {
  UCI_JOB_SEARCH,
  UCI_JOB_PERFT,
  UCI_JOB_BENCH,
} UciJob;

struct UciSession {
  FILE      *out;
  Position   pos;
  bool       has_position;      /* false after a rejected `position`, until the next good one */
  Key       *history;           /* keys of the positions before pos, oldest first */
  int        n_history;
  Move       own_last_move;     /* the side to move's previous move (book.h), or MOVE_NONE */
  UciOptions options;
  int        max_perft_depth;
  uint64_t   max_search_nodes;  /* 0 = no limit; lets a fuzzer keep every `go` short */
  bool       debug;

  /* One job at a time runs on the worker. Only the reading thread starts and joins it, and it
   * clears the stop flags before it starts one: a `stop` read after `go` always reaches the
   * job it was meant for. The job owns a copy of the root and history; `lock` guards the
   * answer it leaves below. */
  SearchContext *search;        /* made on the first `go`, sized by the Hash option */
  pthread_t  thread;
  bool       thread_running;
  UciJob     job;
  int        job_depth;         /* of a perft or a bench */
  atomic_bool job_stop;         /* ends a perft or a bench; a search has its context's flag */
  Position   search_root;
  Key       *search_history;
  int        n_search_history;
  SearchLimits search_limits;
  MoveList   search_moves;
  pthread_mutex_t lock;
  /* A `go infinite` or `go ponder` is answered only on `stop` (or `ponderhit`), as the GUI
   * expects: a search that ends early leaves its answer waiting here. */
  bool       bestmove_pending;
  bool       pending_infinite;
  bool       pending_ponder;
  Move       pending_move;
};

#if defined(__GNUC__)
#define UCI_PRINTF(f, a) __attribute__ ((format (printf, f, a)))
#else
#define UCI_PRINTF(f, a)
#endif

/* Writes "info string <message>", with control characters from the input made harmless. */
void uci_session_info (UciSession *session, const char *format, ...) UCI_PRINTF (2, 3);

/* A word from the input, cut short if long, for quoting back in an info string. */
enum { UCI_ECHO_MAX = 40, UCI_ECHO_SIZE = UCI_ECHO_MAX + 4 };
const char *uci_echo (const UciToken *token, char buf[UCI_ECHO_SIZE]);

/* Each takes the words after its command's name. */
void uci_command_position (UciSession *session, UciTokens *tokens);
void uci_command_go (UciSession *session, UciTokens *tokens);
void uci_command_stop (UciSession *session, UciTokens *tokens);
void uci_command_ponderhit (UciSession *session, UciTokens *tokens);
void uci_command_display (UciSession *session, UciTokens *tokens);
void uci_command_bench (UciSession *session, UciTokens *tokens);

/* Acts on an option just set: resizes or clears the hash table. */
void uci_session_apply_option (UciSession *session, UciOptionId id);

/* Ends the running job, if any, and sends the bestmove still owed, if any. */
void uci_session_finish_search (UciSession *session);
/* Starts session->job on the worker thread, from search_root; false (and said why) if it could
 * not. The stop flags are cleared here, before the thread exists. */
bool uci_session_start_job (UciSession *session);
/* Sends the bestmove owed, if any; the caller holds session->lock. */
void uci_session_send_bestmove_locked (UciSession *session);
/* Makes the search context and its hash table if there is none yet; false when out of memory. */
bool uci_session_prepare_search (UciSession *session);
