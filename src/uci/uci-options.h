/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-options.h: the options the engine announces after `uci` and takes through `setoption`. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum {
  UCI_OPTION_HASH,            /* transposition table size in MB */
  UCI_OPTION_CLEAR_HASH,      /* a button: forget what earlier searches learnt */
  UCI_OPTION_PONDER,          /* the GUI may send `go ponder` */
  UCI_OPTION_MOVE_OVERHEAD,   /* ms kept back per move for the GUI's and the pipe's delays */
  UCI_OPTION_LIMIT_STRENGTH,  /* play at UCI_Elo rather than full strength */
  UCI_OPTION_ELO,
  UCI_OPTION_OWN_BOOK,        /* open from the named lines (book.h) */
  UCI_OPTION_MULTIPV,         /* how many best lines a search reports (`info … multipv k …`) */
  UCI_OPTION_NB
} UciOptionId;

typedef struct {
  int values[UCI_OPTION_NB];  /* a check option stores 0 or 1 */
} UciOptions;

void uci_options_reset (UciOptions *options);

/* Writes one `option name … type …` line per option. */
void uci_options_print (FILE *out);

/* The option called name (any case, as the spec asks), or UCI_OPTION_NB. */
UciOptionId uci_options_find (const char *name);

const char *uci_options_name (UciOptionId id);

/* A button takes no value: setting it is pressing it. */
bool uci_options_is_button (UciOptionId id);

/* Sets an option from the text after `value`. On a bad value returns false with the reason in
 * error and leaves the option as it was. */
bool uci_options_set (UciOptions *options, UciOptionId id, const char *value,
                      char *error, size_t error_size);
