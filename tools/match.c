/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match.c: fianchetto-match, a match between two UCI engines for measuring strength.
 *
 *   fianchetto-match --engine1 CMD --engine2 CMD [--option1 NAME=VALUE ...] [--option2 ...]
 *                    [--games N] [--movetime MS | --tc BASE+INC | --depth N]
 *                    [--openings FILE] [--seed N] [--concurrency N] [--pgn-out FILE] [--resign]
 *
 * Each opening is played twice, engine1 White in the odd-numbered game and Black in the even.
 * Prints a line per game and the totals from engine1's side at the end. Games run on
 * `concurrency` threads, each with its own pair of engine processes. */
#define G_LOG_DOMAIN "match"

#include "config.h"

#include "match.h"

#include <errno.h>
#include <locale.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>

#include "fen.h"

typedef struct {
  MatchConfig  config;
  GPtrArray   *openings;
  GArray      *order;         /* opening indices (guint), shuffled with --seed */
  char        *names[2];
  gint         next_game;     /* atomic: the next game a worker takes */
  GMutex       lock;          /* guards stats, stdout and pgn */
  MatchStats   stats;
  FILE        *pgn;
} Match;

typedef struct {
  Match     *match;
  UciPlayer *engines[2];      /* engine1, engine2 */
} Worker;

static bool
parse_clock (const char *text, MatchConfig *config, GError **error)
{
  char *end;

  config->base_ms = (int) g_ascii_strtoll (text, &end, 10);
  config->increment_ms = *end == '+' ? (int) g_ascii_strtoll (end + 1, &end, 10) : 0;
  if (*end != '\0' || config->base_ms <= 0 || config->increment_ms < 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--tc wants BASE+INC in milliseconds, such as 10000+100, not '%s'", text);
      return false;
    }
  config->limit = LIMIT_CLOCK;
  return true;
}

/* One of --movetime, --tc and --depth (--movetime 100 if none), and sane numbers. */
static bool
check_config (MatchConfig *config, const char *tc, GError **error)
{
  int limits = (config->movetime_ms > 0) + (tc != NULL) + (config->depth > 0);
  const char *problem = NULL;

  if (limits > 1)
    problem = "give only one of --movetime, --tc and --depth";
  else if (!config->check_openings && (!config->command[0] || !config->command[1]))
    problem = "both --engine1 and --engine2 are needed";
  else if (config->games < 1 || config->concurrency < 1 || config->margin_ms < 0)
    problem = "--games and --concurrency must be at least 1, --margin at least 0";
  else if (config->resign_plies < 1 || config->resign_score < 1)
    problem = "--resign-score and --resign-plies must be at least 1";
  if (problem)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, problem);
      return false;
    }
  if (tc)
    return parse_clock (tc, config, error);
  config->limit = config->depth > 0 ? LIMIT_DEPTH : LIMIT_MOVETIME;
  if (config->movetime_ms <= 0)
    config->movetime_ms = 100;
  return true;
}

static bool
parse_options (int *argc, char ***argv, MatchConfig *config, GError **error)
{
  g_autofree char *tc = NULL;
  const GOptionEntry entries[] = {
    { "engine1", 0, 0, G_OPTION_ARG_STRING, &config->command[0],
      "The first engine's command line", "CMD" },
    { "engine2", 0, 0, G_OPTION_ARG_STRING, &config->command[1],
      "The second engine's command line", "CMD" },
    { "option1", 0, 0, G_OPTION_ARG_STRING_ARRAY, &config->options[0],
      "A UCI option for engine1 (repeatable)", "NAME=VALUE" },
    { "option2", 0, 0, G_OPTION_ARG_STRING_ARRAY, &config->options[1],
      "A UCI option for engine2 (repeatable)", "NAME=VALUE" },
    { "name1", 0, 0, G_OPTION_ARG_STRING, &config->name[0],
      "engine1's name in the output (default: its id name)", "NAME" },
    { "name2", 0, 0, G_OPTION_ARG_STRING, &config->name[1],
      "engine2's name in the output", "NAME" },
    { "games", 'n', 0, G_OPTION_ARG_INT, &config->games, "Games to play (default 100)", "N" },
    { "movetime", 0, 0, G_OPTION_ARG_INT, &config->movetime_ms,
      "Time per move (the default, 100)", "MS" },
    { "movetime1", 0, 0, G_OPTION_ARG_INT, &config->movetime1_ms,
      "engine1's time per move with --movetime, when it differs (a level held by its node budget)", "MS" },
    { "tc", 0, 0, G_OPTION_ARG_STRING, &tc,
      "A clock per game instead: base and increment", "MS+MS" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &config->depth, "A fixed depth per move instead", "N" },
    { "margin", 0, 0, G_OPTION_ARG_INT, &config->margin_ms,
      "Overstep allowed before a time loss (default 100; at least half a movetime)", "MS" },
    { "openings", 0, 0, G_OPTION_ARG_FILENAME, &config->openings_path,
      "Openings: a line of UCI moves or a FEN each (default: the start position)", "FILE" },
    { "check-openings", 0, 0, G_OPTION_ARG_NONE, &config->check_openings,
      "Check the openings file, list where each line ends, and exit", NULL },
    { "seed", 0, 0, G_OPTION_ARG_INT, &config->seed,
      "Shuffle the openings with this seed (default: file order)", "N" },
    { "concurrency", 'j', 0, G_OPTION_ARG_INT, &config->concurrency,
      "Games played at once (default 1)", "N" },
    { "pgn-out", 0, 0, G_OPTION_ARG_FILENAME, &config->pgn_path,
      "Write every game to this PGN file", "FILE" },
    { "resign", 0, 0, G_OPTION_ARG_NONE, &config->resign,
      "Adjudicate a win when both engines' scores agree it is decisive", NULL },
    { "resign-score", 0, 0, G_OPTION_ARG_INT, &config->resign_score,
      "Decisive score for --resign (default 1000)", "CP" },
    { "resign-plies", 0, 0, G_OPTION_ARG_INT, &config->resign_plies,
      "Plies in a row for --resign (default 8)", "N" },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    g_option_context_new ("- play games between two UCI engines");

  g_option_context_add_main_entries (context, entries, NULL);
  return g_option_context_parse (context, argc, argv, error)
         && check_config (config, tc, error);
}

/* Lists where each opening ends; fails on a position that comes twice. */
static bool
check_openings (const Match *match)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  bool ok = true;

  for (guint i = 0; i < match->openings->len; i++)
    {
      const Opening *opening = g_ptr_array_index (match->openings, i);
      char fen[FEN_MAX];

      position_to_fen (game_position (opening->game), fen, sizeof fen);
      printf ("%u (line %d, %d plies): %s\n", i + 1, opening->line,
              game_ply_count (opening->game), fen);
      /* Up to the clocks: the same position reached by another order is still the same. */
      *strrchr (fen, ' ') = '\0';
      *strrchr (fen, ' ') = '\0';
      if (!g_hash_table_add (seen, g_strdup (fen)))
        {
          printf ("  ... a duplicate\n");
          ok = false;
        }
    }
  printf ("%u openings%s\n", match->openings->len, ok ? ", all legal and distinct" : "");
  return ok;
}

static GArray *
opening_order (guint count, int seed)
{
  GArray *order = g_array_sized_new (FALSE, FALSE, sizeof (guint), count);

  for (guint i = 0; i < count; i++)
    g_array_append_val (order, i);
  if (seed < 0)
    return order;

  g_autoptr (GRand) rand = g_rand_new_with_seed ((guint32) seed);
  for (guint i = count; i > 1; i--)   /* Fisher-Yates */
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      guint swap = g_array_index (order, guint, i - 1);
      g_array_index (order, guint, i - 1) = g_array_index (order, guint, j);
      g_array_index (order, guint, j) = swap;
    }
  return order;
}

static void
report_game (Match *match, const GameRecord *record)
{
  const char      *white = match->names[record->engine1_white ? 0 : 1];
  const char      *black = match->names[record->engine1_white ? 1 : 0];
  g_autofree char *how = game_record_describe (record);

  g_mutex_lock (&match->lock);
  match_stats_add (&match->stats, record);
  printf ("Game %d of %d: %s vs %s, opening %d: %s {%s}; engine1 %.1f/%d\n",
          record->number, match->config.games, white, black, record->opening,
          result_text (record->result), how,
          match_stats_score (&match->stats) * match->stats.games, match->stats.games);
  fflush (stdout);
  if (match->pgn)
    match_pgn_write (match->pgn, &match->config, record, (const char *const *) match->names);
  g_mutex_unlock (&match->lock);
}

/* Game n (from 0) plays opening n / 2, engine1 White when n is even. */
static void
play_one (Worker *worker, int index)
{
  Match      *match = worker->match;
  guint       pair = (guint) index / 2;
  guint       opening = g_array_index (match->order, guint, pair % match->order->len);
  GameRecord  record = { .number = index + 1, .opening = (int) opening + 1,
                         .engine1_white = index % 2 == 0 };
  UciPlayer  *by_colour[COLOR_NB] = {
    worker->engines[record.engine1_white ? 0 : 1],
    worker->engines[record.engine1_white ? 1 : 0],
  };

  match_play_game (&match->config, by_colour, g_ptr_array_index (match->openings, opening),
                   &record);
  report_game (match, &record);
  game_record_clear (&record);
}

static gpointer
run_worker (gpointer data)
{
  Worker *worker = data;
  int     index;

  while ((index = g_atomic_int_add (&worker->match->next_game, 1)) < worker->match->config.games)
    play_one (worker, index);
  return NULL;
}

/* Starts a worker's engines, so that a wrong command fails before the first game. */
static bool
start_worker (Worker *worker, Match *match, GError **error)
{
  worker->match = match;
  for (int i = 0; i < 2; i++)
    {
      worker->engines[i] = uci_player_new (match->config.command[i],
                                           (const char *const *) match->config.options[i], error);
      if (worker->engines[i] == NULL || !uci_player_start (worker->engines[i], error))
        return false;
    }
  return true;
}

/* --name1/--name2, or the id names, told apart if they are the same. */
static void
choose_names (Match *match, const Worker *worker)
{
  for (int i = 0; i < 2; i++)
    match->names[i] = g_strdup (match->config.name[i] ? match->config.name[i]
                                                      : uci_player_name (worker->engines[i]));
  if (strcmp (match->names[0], match->names[1]) != 0)
    return;
  for (int i = 0; i < 2; i++)
    {
      char *numbered = g_strdup_printf ("%s #%d", match->names[i], i + 1);
      g_free (match->names[i]);
      match->names[i] = numbered;
    }
}

static void
run_workers (Worker *workers, int count)
{
  g_autofree GThread **threads = g_new0 (GThread *, count);

  for (int i = 1; i < count; i++)
    threads[i] = g_thread_new ("match-worker", run_worker, &workers[i]);
  run_worker (&workers[0]);
  for (int i = 1; i < count; i++)
    g_thread_join (threads[i]);
}

static int
play_match (Match *match)
{
  int                  count = MIN (match->config.concurrency, match->config.games);
  g_autofree Worker   *workers = g_new0 (Worker, count);
  g_autoptr (GError)   error = NULL;
  int                  status = EXIT_SUCCESS;

  for (int i = 0; i < count && status == EXIT_SUCCESS; i++)
    if (!start_worker (&workers[i], match, &error))
      {
        g_printerr ("fianchetto-match: %s\n", error->message);
        status = EXIT_FAILURE;
      }
  if (status == EXIT_SUCCESS)
    {
      choose_names (match, &workers[0]);
      run_workers (workers, count);
      printf ("\n");
      match_stats_print (&match->stats, (const char *const *) match->names, stdout);
    }
  for (int i = 0; i < count; i++)
    for (int e = 0; e < 2; e++)
      g_clear_pointer (&workers[i].engines[e], uci_player_free);
  return status;
}

static bool
load_openings (Match *match, GError **error)
{
  match->openings = match->config.openings_path
                    ? openings_load (match->config.openings_path, error)
                    : openings_start_position ();
  if (match->openings == NULL)
    return false;
  match->order = opening_order (match->openings->len, match->config.seed);
  if (match->config.pgn_path && !match->config.check_openings)
    {
      match->pgn = fopen (match->config.pgn_path, "w");
      if (match->pgn == NULL)
        {
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s",
                       match->config.pgn_path, g_strerror (errno));
          return false;
        }
    }
  return true;
}

static void
match_clear (Match *match)
{
  MatchConfig *config = &match->config;

  g_clear_pointer (&match->openings, g_ptr_array_unref);
  g_clear_pointer (&match->order, g_array_unref);
  g_clear_pointer (&match->pgn, fclose);
  for (int i = 0; i < 2; i++)
    {
      g_free (match->names[i]);
      g_free (config->command[i]);
      g_strfreev (config->options[i]);
      g_free (config->name[i]);
    }
  g_free (config->openings_path);
  g_free (config->pgn_path);
}

int
main (int argc, char **argv)
{
  Match match = {
    .config = { .games = 100, .margin_ms = 100, .concurrency = 1, .seed = -1,
                .resign_score = 1000, .resign_plies = 8 },
  };
  g_autoptr (GError) error = NULL;
  int status = EXIT_FAILURE;

  /* Messages in the user's language, numbers always with a decimal point. */
  setlocale (LC_ALL, "");
  setlocale (LC_NUMERIC, "C");
  /* A crashed engine's closed pipe is an error to count, not a signal to die of. */
  signal (SIGPIPE, SIG_IGN);
  engine_init ();
  g_mutex_init (&match.lock);

  if (!parse_options (&argc, &argv, &match.config, &error) || !load_openings (&match, &error))
    g_printerr ("fianchetto-match: %s\n", error->message);
  else if (match.config.check_openings)
    status = check_openings (&match) ? EXIT_SUCCESS : EXIT_FAILURE;
  else
    status = play_match (&match);

  match_clear (&match);
  g_mutex_clear (&match.lock);
  return status;
}
