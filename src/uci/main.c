/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: fianchetto-engine, a UCI engine on stdin and stdout. */
/* getline() is POSIX, not C11. */
#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>

#include "uci.h"

int
main (void)
{
  UciSession *session = uci_session_new (stdout);
  char       *line = NULL;
  size_t      capacity = 0;
  ssize_t     length;
  bool        running = true;

  if (!session)
    {
      fputs ("fianchetto-engine: out of memory\n", stderr);
      return EXIT_FAILURE;
    }
  /* getline grows the buffer as needed, so a line of any length arrives whole. */
  while (running && (length = getline (&line, &capacity, stdin)) >= 0)
    {
      running = uci_session_handle_line (session, line, (size_t) length);
      /* The GUI reads through a pipe, which stdio would otherwise buffer until exit. */
      fflush (stdout);
    }
  free (line);
  uci_session_free (session);
  return EXIT_SUCCESS;
}
