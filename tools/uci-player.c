/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-player.c: a UCI engine in a child process. Reading is a poll loop on the engine's
 * stdout against a deadline, not a blocking read, so that an engine that never answers
 * turns into a time loss instead of hanging the runner. */
#define G_LOG_DOMAIN "match"

#include "config.h"

#include "uci-player.h"

#include <errno.h>
#include <string.h>

#include <gio/gio.h>
#include <gio/gunixinputstream.h>

#define HANDSHAKE_TIMEOUT_US (10 * G_USEC_PER_SEC)
#define READY_TIMEOUT_US     (10 * G_USEC_PER_SEC)
#define QUIT_TIMEOUT_US      (1 * G_USEC_PER_SEC)
#define MATE_SCORE           30000

struct UciPlayer {
  char         **argv;
  char         **options;       /* "Name=Value" */
  char          *id_name;
  GSubprocess   *process;       /* NULL while not running */
  GOutputStream *to_engine;     /* owned by process */
  GInputStream  *from_engine;   /* owned by process */
  GString       *pending;       /* bytes read but not yet returned as lines */
};

UciPlayer *
uci_player_new (const char *command, const char *const *options, GError **error)
{
  g_auto (GStrv) argv = NULL;

  if (!g_shell_parse_argv (command, NULL, &argv, error))
    return NULL;

  UciPlayer *player = g_new0 (UciPlayer, 1);
  player->argv = g_steal_pointer (&argv);
  player->options = g_strdupv ((char **) options);
  player->pending = g_string_new (NULL);
  return player;
}

void
uci_player_free (UciPlayer *player)
{
  if (player == NULL)
    return;
  uci_player_stop (player);
  g_strfreev (player->argv);
  g_strfreev (player->options);
  g_free (player->id_name);
  g_string_free (player->pending, TRUE);
  g_free (player);
}

bool
uci_player_is_running (const UciPlayer *player)
{
  return player->process != NULL;
}

const char *
uci_player_name (const UciPlayer *player)
{
  return player->id_name ? player->id_name : player->argv[0];
}

bool
uci_player_send (UciPlayer *player, const char *line)
{
  if (player->process == NULL)
    return false;

  g_autofree char *text = g_strconcat (line, "\n", NULL);
  return g_output_stream_write_all (player->to_engine, text, strlen (text), NULL, NULL, NULL);
}

/* Waits until the engine's output is readable or the deadline passes, then reads once. */
static UciReadStatus
fill_pending (UciPlayer *player, gint64 deadline)
{
  GPollFD fd = {
    .fd = g_unix_input_stream_get_fd (G_UNIX_INPUT_STREAM (player->from_engine)),
    .events = G_IO_IN | G_IO_HUP | G_IO_ERR,
  };

  for (;;)
    {
      gint64 left = deadline - g_get_monotonic_time ();
      if (left <= 0)
        return UCI_READ_TIMEOUT;
      int ready = g_poll (&fd, 1, (int) MIN ((left + 999) / 1000, G_MAXINT));
      if (ready > 0)
        break;
      if (ready < 0 && errno != EINTR)
        return UCI_READ_EOF;
    }

  char chunk[4096];
  gssize n = g_input_stream_read (player->from_engine, chunk, sizeof chunk, NULL, NULL);
  if (n <= 0)
    return UCI_READ_EOF;
  g_string_append_len (player->pending, chunk, n);
  return UCI_READ_OK;
}

UciReadStatus
uci_player_read_line (UciPlayer *player, gint64 deadline, char **line)
{
  if (player->process == NULL)
    return UCI_READ_EOF;

  for (;;)
    {
      const char *newline = memchr (player->pending->str, '\n', player->pending->len);
      if (newline != NULL)
        {
          gsize length = (gsize) (newline - player->pending->str);
          *line = g_strchomp (g_strndup (player->pending->str, length));
          g_string_erase (player->pending, 0, (gssize) length + 1);
          return UCI_READ_OK;
        }
      UciReadStatus status = fill_pending (player, deadline);
      if (status != UCI_READ_OK)
        return status;
    }
}

static bool
first_word_is (const char *line, const char *word)
{
  size_t length = strlen (word);

  line += strspn (line, " \t");
  return strncmp (line, word, length) == 0
         && (line[length] == '\0' || g_ascii_isspace (line[length]));
}

/* Reads lines until one starts with `word`. An "id name" on the way is kept: it only comes
 * during the handshake. */
static bool
wait_for (UciPlayer *player, const char *word, gint64 timeout_us)
{
  gint64 deadline = g_get_monotonic_time () + timeout_us;

  for (;;)
    {
      g_autofree char *line = NULL;
      if (uci_player_read_line (player, deadline, &line) != UCI_READ_OK)
        return false;
      if (g_str_has_prefix (line, "id name "))
        {
          g_free (player->id_name);
          player->id_name = g_strdup (line + strlen ("id name "));
        }
      if (first_word_is (line, word))
        return true;
    }
}

void
uci_player_stop (UciPlayer *player)
{
  char *line;

  if (player->process == NULL)
    return;
  uci_player_send (player, "quit");
  gint64 deadline = g_get_monotonic_time () + QUIT_TIMEOUT_US;
  while (uci_player_read_line (player, deadline, &line) == UCI_READ_OK)
    g_free (line);
  /* Harmless if it has exited already; needed if it ignores quit. */
  g_subprocess_force_exit (player->process);
  g_subprocess_wait (player->process, NULL, NULL);
  g_clear_object (&player->process);
  player->to_engine = NULL;
  player->from_engine = NULL;
  g_string_truncate (player->pending, 0);
}

static bool
send_option (UciPlayer *player, const char *option)
{
  const char      *equals = strchr (option, '=');
  g_autofree char *line = NULL;

  if (equals == NULL)
    line = g_strdup_printf ("setoption name %s", option);
  else
    line = g_strdup_printf ("setoption name %.*s value %s", (int) (equals - option), option,
                            equals + 1);
  return uci_player_send (player, line);
}

static bool
start_failed (UciPlayer *player, GError **error, const char *what)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", player->argv[0], what);
  uci_player_stop (player);
  return false;
}

bool
uci_player_start (UciPlayer *player, GError **error)
{
  uci_player_stop (player);
  player->process = g_subprocess_newv ((const char *const *) player->argv,
                                       G_SUBPROCESS_FLAGS_STDIN_PIPE
                                       | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                                       error);
  if (player->process == NULL)
    return false;
  player->to_engine = g_subprocess_get_stdin_pipe (player->process);
  player->from_engine = g_subprocess_get_stdout_pipe (player->process);

  if (!uci_player_send (player, "uci") || !wait_for (player, "uciok", HANDSHAKE_TIMEOUT_US))
    return start_failed (player, error, "no uciok after uci");
  for (char **option = player->options; option && *option; option++)
    if (!send_option (player, *option))
      return start_failed (player, error, "exited while being set up");
  if (!uci_player_send (player, "isready") || !wait_for (player, "readyok", READY_TIMEOUT_US))
    return start_failed (player, error, "no readyok after the options");
  return true;
}

bool
uci_player_new_game (UciPlayer *player)
{
  return uci_player_send (player, "ucinewgame") && uci_player_send (player, "isready")
         && wait_for (player, "readyok", READY_TIMEOUT_US);
}

/* "info ... score cp N" or "score mate N", anywhere before an "info string". */
static void
read_score (const char *line, UciReply *reply)
{
  g_auto (GStrv) words = g_strsplit_set (line, " \t", -1);

  for (int i = 1; words[i] && words[i + 1] && strcmp (words[i], "string") != 0; i++)
    {
      if (strcmp (words[i], "score") != 0 || words[i + 2] == NULL)
        continue;
      gint64 value = g_ascii_strtoll (words[i + 2], NULL, 10);
      if (strcmp (words[i + 1], "cp") == 0)
        reply->score = (int) CLAMP (value, -MATE_SCORE, MATE_SCORE);
      else if (strcmp (words[i + 1], "mate") == 0)
        reply->score = value > 0 ? MATE_SCORE - (int) MIN (value, 1000)
                                 : -MATE_SCORE + (int) MIN (-value, 1000);
      else
        continue;
      reply->has_score = true;
      return;
    }
}

static void
read_bestmove (char *line, UciReply *reply)
{
  g_auto (GStrv) words = g_strsplit_set (g_strstrip (line), " \t", 3);

  g_strlcpy (reply->move, words[1] ? words[1] : "", sizeof reply->move);
}

UciReadStatus
uci_player_go (UciPlayer *player, const char *position, const char *go, gint64 limit_us,
               UciReply *reply)
{
  *reply = (UciReply) { .status = UCI_READ_EOF };
  if (!uci_player_send (player, position) || !uci_player_send (player, go))
    return UCI_READ_EOF;

  gint64 start = g_get_monotonic_time ();
  for (;;)
    {
      g_autofree char *line = NULL;
      reply->status = uci_player_read_line (player, start + limit_us, &line);
      reply->elapsed_us = g_get_monotonic_time () - start;
      if (reply->status != UCI_READ_OK)
        return reply->status;
      if (first_word_is (line, "info"))
        read_score (line, reply);
      else if (first_word_is (line, "bestmove"))
        {
          read_bestmove (line, reply);
          return UCI_READ_OK;
        }
    }
}
