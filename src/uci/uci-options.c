/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-options.c: the option table. Adding an option is one row here and one enum value. */
#include "uci-options.h"

#include <stdint.h>
#include <string.h>

#include "search.h"
#include "uci-tokens.h"

typedef enum { TYPE_CHECK, TYPE_SPIN, TYPE_BUTTON } OptionType;

typedef struct {
  const char *name;
  OptionType  type;
  int         default_value;
  int         min, max;       /* spin only */
} OptionSpec;

static const OptionSpec specs[UCI_OPTION_NB] = {
  [UCI_OPTION_HASH]           = { "Hash",              TYPE_SPIN,   16,   1,   1024 },
  [UCI_OPTION_CLEAR_HASH]     = { "Clear Hash",        TYPE_BUTTON, 0,    0,   0 },
  [UCI_OPTION_PONDER]         = { "Ponder",            TYPE_CHECK,  0,    0,   1 },
  [UCI_OPTION_MOVE_OVERHEAD]  = { "Move Overhead",     TYPE_SPIN,   10,   0,   5000 },
  [UCI_OPTION_LIMIT_STRENGTH] = { "UCI_LimitStrength", TYPE_CHECK,  0,    0,   1 },
  [UCI_OPTION_ELO]            = { "UCI_Elo",           TYPE_SPIN,   2850, 600, 2850 },
  [UCI_OPTION_OWN_BOOK]       = { "OwnBook",           TYPE_CHECK,  0,    0,   1 },
  [UCI_OPTION_MULTIPV]        = { "MultiPV",           TYPE_SPIN,   1,    1,   SEARCH_MAX_MULTIPV },
};

void
uci_options_reset (UciOptions *options)
{
  for (int i = 0; i < UCI_OPTION_NB; i++)
    options->values[i] = specs[i].default_value;
}

void
uci_options_print (FILE *out)
{
  for (int i = 0; i < UCI_OPTION_NB; i++)
    {
      const OptionSpec *spec = &specs[i];
      if (spec->type == TYPE_BUTTON)
        fprintf (out, "option name %s type button\n", spec->name);
      else if (spec->type == TYPE_CHECK)
        fprintf (out, "option name %s type check default %s\n", spec->name,
                 spec->default_value ? "true" : "false");
      else
        fprintf (out, "option name %s type spin default %d min %d max %d\n", spec->name,
                 spec->default_value, spec->min, spec->max);
    }
}

UciOptionId
uci_options_find (const char *name)
{
  UciToken token = { name, strlen (name) };

  for (int i = 0; i < UCI_OPTION_NB; i++)
    if (uci_token_is_nocase (&token, specs[i].name))
      return (UciOptionId) i;
  return UCI_OPTION_NB;
}

const char *
uci_options_name (UciOptionId id)
{
  return id < UCI_OPTION_NB ? specs[id].name : "";
}

bool
uci_options_is_button (UciOptionId id)
{
  return id < UCI_OPTION_NB && specs[id].type == TYPE_BUTTON;
}

static bool
parse_check (const UciToken *value, int *result)
{
  if (uci_token_is_nocase (value, "true"))
    *result = 1;
  else if (uci_token_is_nocase (value, "false"))
    *result = 0;
  else
    return false;
  return true;
}

bool
uci_options_set (UciOptions *options, UciOptionId id, const char *value,
                 char *error, size_t error_size)
{
  const OptionSpec *spec = &specs[id];
  UciToken          token = { value, strlen (value) };
  int64_t           n;
  int               result;

  if (spec->type == TYPE_CHECK)
    {
      if (!parse_check (&token, &result))
        {
          snprintf (error, error_size, "option %s takes true or false, not '%.32s'", spec->name, value);
          return false;
        }
      options->values[id] = result;
      return true;
    }
  if (!uci_token_to_int64 (&token, &n) || n < spec->min || n > spec->max)
    {
      snprintf (error, error_size, "option %s takes a number from %d to %d, not '%.32s'",
                spec->name, spec->min, spec->max, value);
      return false;
    }
  options->values[id] = (int) n;
  return true;
}
