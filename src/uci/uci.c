/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci.c: the session's life, the dispatch of a line to its command, and the short commands.
 * Per the UCI spec a line may start with words the engine does not know: they are skipped
 * and the first known command on the line runs. */
#include "config.h"

#include "uci-private.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { INFO_MAX = 512, OPTION_TEXT_MAX = 64 };

UciSession *
uci_session_new (FILE *out)
{
  UciSession *session = calloc (1, sizeof *session);

  if (!session)
    return NULL;
  engine_init ();
  session->out = out;
  if (pthread_mutex_init (&session->lock, NULL) != 0)
    {
      free (session);
      return NULL;
    }
  position_set_start (&session->pos);
  session->has_position = true;
  atomic_init (&session->job_stop, false);
  uci_options_reset (&session->options);
  session->max_perft_depth = UCI_MAX_PERFT_DEPTH;
  return session;
}

void
uci_session_free (UciSession *session)
{
  if (!session)
    return;
  uci_session_finish_search (session);
  search_context_free (session->search);
  pthread_mutex_destroy (&session->lock);
  free (session->search_history);
  free (session->history);
  free (session);
}

void
uci_session_set_max_perft_depth (UciSession *session, int depth)
{
  session->max_perft_depth = depth < 0 ? 0 : depth;
}

void
uci_session_set_max_search_nodes (UciSession *session, uint64_t nodes)
{
  session->max_search_nodes = nodes;
}

const Position *
uci_session_position (const UciSession *session)
{
  return &session->pos;
}

bool
uci_session_has_position (const UciSession *session)
{
  return session->has_position;
}

const Key *
uci_session_history (const UciSession *session, int *count)
{
  *count = session->n_history;
  return session->history;
}

void
uci_session_info (UciSession *session, const char *format, ...)
{
  char    message[INFO_MAX];
  va_list args;

  va_start (args, format);
  vsnprintf (message, sizeof message, format, args);
  va_end (args);
  /* Words echoed from the input may hold bytes that would break the line-based protocol. */
  for (char *p = message; *p; p++)
    if ((unsigned char) *p < 0x20 || *p == 0x7f)
      *p = '?';
  fprintf (session->out, "info string %s\n", message);
}

const char *
uci_echo (const UciToken *token, char buf[UCI_ECHO_SIZE])
{
  size_t n = token->length > UCI_ECHO_MAX ? UCI_ECHO_MAX : token->length;

  memcpy (buf, token->text, n);
  strcpy (buf + n, token->length > n ? "..." : "");
  return buf;
}

static void
command_uci (UciSession *session, UciTokens *tokens)
{
  fprintf (session->out, "id name Fianchetto %s\n", PACKAGE_VERSION);
  fprintf (session->out, "id author The Fianchetto developers\n");
  uci_options_print (session->out);
  fprintf (session->out, "uciok\n");
}

/* The hash table is made here, when the GUI waits for it, rather than on the clock of the
 * first move: touching its pages costs tens of milliseconds. */
static void
command_isready (UciSession *session, UciTokens *tokens)
{
  (void) uci_session_prepare_search (session);
  fprintf (session->out, "readyok\n");
}

static void
command_ucinewgame (UciSession *session, UciTokens *tokens)
{
  uci_session_finish_search (session);
  position_set_start (&session->pos);
  session->has_position = true;
  session->n_history = 0;
  if (session->search)
    search_context_clear (session->search);
}

static void
command_debug (UciSession *session, UciTokens *tokens)
{
  UciToken token;

  if (uci_tokens_next (tokens, &token) && (uci_token_is (&token, "on") || uci_token_is (&token, "off")))
    session->debug = uci_token_is (&token, "on");
  else
    uci_session_info (session, "debug takes on or off");
}

/* Joins the words up to `stop` (or the end) with single spaces, as option names and values
 * may hold spaces. Returns how many words there were, or -1 if they do not fit in buf. */
static int
join_words (UciTokens *tokens, const char *stop, char *buf, size_t size)
{
  UciToken token;
  size_t   n = 0;
  int      words = 0;

  buf[0] = '\0';
  while (uci_tokens_peek (tokens, &token) && !(stop && uci_token_is (&token, stop)))
    {
      uci_tokens_next (tokens, &token);
      if (words < 0 || n + (n > 0) + token.length >= size)
        {
          words = -1;   /* keep reading, so that `value` is still found */
          continue;
        }
      if (n > 0)
        buf[n++] = ' ';
      memcpy (buf + n, token.text, token.length);
      n += token.length;
      buf[n] = '\0';
      words++;
    }
  return words;
}

/* setoption name <id> [value <x>] */
static void
command_setoption (UciSession *session, UciTokens *tokens)
{
  char        name[OPTION_TEXT_MAX], value[OPTION_TEXT_MAX], error[INFO_MAX / 2];
  UciToken    token;
  UciOptionId id;
  int         words;

  if (!uci_tokens_next (tokens, &token) || !uci_token_is (&token, "name")
      || (words = join_words (tokens, "value", name, sizeof name)) == 0)
    {
      uci_session_info (session, "setoption needs: setoption name <name> [value <value>]");
      return;
    }
  id = words < 0 ? UCI_OPTION_NB : uci_options_find (name);
  if (id == UCI_OPTION_NB)
    {
      uci_session_info (session, "unknown option %s%s ignored", name, words < 0 ? "..." : "");
      return;
    }
  if (uci_options_is_button (id))
    {
      uci_session_apply_option (session, id);
      return;
    }
  uci_tokens_next (tokens, &token);   /* "value" */
  words = join_words (tokens, NULL, value, sizeof value);
  if (words <= 0)
    uci_session_info (session, "option %s needs a value%s", uci_options_name (id),
                      words < 0 ? " shorter than that" : "");
  else if (!uci_options_set (&session->options, id, value, error, sizeof error))
    uci_session_info (session, "%s", error);
  else
    uci_session_apply_option (session, id);
}

/* register is for copy-protected engines; this one takes no registration. */
static void
command_ignore (UciSession *session, UciTokens *tokens)
{
}

typedef struct {
  const char *name;
  void      (*run) (UciSession *session, UciTokens *tokens);
} Command;

static const Command commands[] = {
  { "uci",        command_uci },
  { "isready",    command_isready },
  { "ucinewgame", command_ucinewgame },
  { "position",   uci_command_position },
  { "go",         uci_command_go },
  { "stop",       uci_command_stop },
  { "ponderhit",  uci_command_ponderhit },
  { "setoption",  command_setoption },
  { "debug",      command_debug },
  { "register",   command_ignore },
  { "d",          uci_command_display },
  { "bench",      uci_command_bench },
  { "quit",       NULL },   /* no handler: the caller stops reading */
};

static const Command *
find_command (const UciToken *token)
{
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (uci_token_is (token, commands[i].name))
      return &commands[i];
  return NULL;
}

bool
uci_session_handle_line (UciSession *session, const char *line, size_t length)
{
  UciTokens tokens;
  UciToken  first, token;

  if (memchr (line, '\0', length))
    {
      uci_session_info (session, "ignoring a line that holds a NUL byte");
      return true;
    }
  uci_tokens_init (&tokens, line, length);
  if (!uci_tokens_next (&tokens, &first))
    return true;
  token = first;
  do
    {
      const Command *command = find_command (&token);
      if (command && !command->run)
        return false;
      if (command)
        {
          command->run (session, &tokens);
          return true;
        }
    }
  while (uci_tokens_next (&tokens, &token));
  char echo[UCI_ECHO_SIZE];
  uci_session_info (session, "unknown command: %s", uci_echo (&first, echo));
  return true;
}
