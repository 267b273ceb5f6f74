/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the UCI session: the input is a GUI's side of a conversation, cut into
 * lines at each newline. The session must survive anything, and its position must stay
 * consistent (its key matches one computed from scratch) after every line. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "uci.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Deep enough to walk the tree through every kind of move, shallow enough to stay quick. */
enum { FUZZ_MAX_PERFT_DEPTH = 3, FUZZ_MAX_SEARCH_NODES = 2000 };

/* Opened once: the output is thrown away, and reopening it per input would cost more than
 * most inputs do. */
static FILE *sink;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  sink = fopen ("/dev/null", "w");
  if (!sink)
    abort ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  UciSession *session = uci_session_new (sink);
  const char *text = (const char *) data, *end = text + size;

  if (!session)
    abort ();
  uci_session_set_max_perft_depth (session, FUZZ_MAX_PERFT_DEPTH);
  uci_session_set_max_search_nodes (session, FUZZ_MAX_SEARCH_NODES);
  /* The smallest table: a fresh 16 MB one for every input would be most of the run time. */
  static const char small_hash[] = "setoption name Hash value 1";
  uci_session_handle_line (session, small_hash, sizeof small_hash - 1);
  for (const char *line = text; line < end;)
    {
      const char *newline = memchr (line, '\n', (size_t) (end - line));
      size_t      length = newline ? (size_t) (newline - line) : (size_t) (end - line);
      bool        running = uci_session_handle_line (session, line, length);

      if (uci_session_position (session)->key != position_compute_key (uci_session_position (session)))
        abort ();
      if (!running)
        break;
      line += length + 1;
    }
  uci_session_free (session);
  return 0;
}
