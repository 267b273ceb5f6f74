/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-uci-torture.c: fianchetto-engine under random conversations. Each run starts the real
 * executable and sends it a random sequence: `position` with good and bad FENs and moves, every
 * form of `go` with random limits (zero and negative ones too), `stop` after a gap of 0 to 5 ms,
 * `isready`, `ucinewgame`, `setoption`, `ponderhit`, `go perft`, and at the end `quit` or the end
 * of input. What it writes is then checked line by line against what was sent:
 *  - every search `go` got exactly one `bestmove`, in order, legal in the position sent, or 0000
 *    when there was no position (a rejected `position`) or no legal move;
 *  - every `go perft` that could run gave its count, equal to the rules' own perft, or said it
 *    was stopped; its divide lines are legal moves summing to the count;
 *  - every `isready` got its `readyok`, every `uci` its `uciok`;
 *  - no line is garbled (two threads writing at once), and the process exits with status 0.
 * There are no timing assertions: a process that has not exited long after its input ended is
 * hung, and that ceiling is minutes, not milliseconds.
 *
 * FIANCHETTO_TORTURE_RUNS sets the number of runs (2000 by default), FIANCHETTO_TORTURE_THREADS
 * how many engines talk at once (2). The sequences follow from the GTest seed: `--seed` replays
 * a failure, whose input and output are printed. A sanitizer's report makes the engine exit
 * with another status, which fails the run; its stderr is part of the output shown. For the
 * sanitizer runs, point FIANCHETTO_ENGINE at a sanitized build's engine and run this program
 * from an ordinary build (GLib's own threads are not instrumented, and ThreadSanitizer would
 * report them):
 *   FIANCHETTO_TORTURE_RUNS=5000 FIANCHETTO_ENGINE=build-tsan/src/uci/fianchetto-engine \
 *     build/tests/test-uci-torture */
#include <gio/gio.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"
#include "perft.h"

/* Seconds after the end of its input that an engine may take to exit before it counts as hung. */
enum { HANG_CEILING_S = 120, MAX_COMMANDS = 24, PERFT_CHECK_DEPTH = 5 };

static const char *const good_fens[] = {
  FEN_START,
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "8/P6k/8/8/8/8/6p1/K7 w - - 0 1",
  "7k/5KQ1/8/8/8/8/8/8 b - - 0 1",          /* stalemate: no legal move */
  "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1",         /* mate */
  "1r5k/8/8/8/8/7P/7r/K7 w - - 0 1",        /* one legal move */
};

static const char *const bad_fens[] = {
  "8/8/8/8/8/8/8/8 w - - 0 1",
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
  "xyz",
  "",
};

/* What the engine owes for one command it was sent. */
typedef enum { OWED_BESTMOVE, OWED_PERFT } OwedKind;

typedef struct {
  OwedKind kind;
  bool     has_position;
  Position pos;
  int      depth;   /* of a perft, after the engine's clamp */
} Owed;

/* One run: the input built so far, the engine's state as the input leaves it, what it owes. */
typedef struct {
  GRand   *rand;
  GString *input;
  char    *commands[MAX_COMMANDS + 2];
  int      gap_us[MAX_COMMANDS + 2];  /* the pause before each command */
  int      n_commands;
  bool     has_position;
  Position pos;
  GArray  *owed;                      /* of Owed, in the order the answers must come */
  int      n_isready, n_uci;
  bool     quits;                     /* ends with quit, else with the end of input */
} Run;

static void
add_command (Run *run, int gap_us, char *command)
{
  g_assert_cmpint (run->n_commands, <, G_N_ELEMENTS (run->commands));
  run->gap_us[run->n_commands] = gap_us;
  run->commands[run->n_commands++] = command;
  g_string_append_printf (run->input, "%s\n", command);
}

static int
rand_range (Run *run, int from, int to)
{
  return g_rand_int_range (run->rand, from, to + 1);
}

/* ---- Positions ------------------------------------------------------------------------------ */

/* Plays up to n random legal moves on pos, writing them to text. */
static void
play_random (Run *run, Position *pos, int n, GString *text)
{
  for (int i = 0; i < n; i++)
    {
      MoveList list;
      Undo     undo;
      char     name[8];
      if (generate_moves (pos, GEN_LEGAL, &list) == 0)
        return;
      Move move = list.moves[g_rand_int_range (run->rand, 0, list.count)];
      g_string_append_printf (text, " %s", move_to_uci (move, name));
      position_make_move (pos, move, &undo);
    }
}

/* A FEN with one character changed: often bad, sometimes still good. */
static char *
mutate_fen (Run *run, const char *fen)
{
  static const char alphabet[] = "pnbrqkPNBRQK012345678/w-";
  char *text = g_strdup (fen);
  size_t length = strlen (text);

  text[g_rand_int_range (run->rand, 0, (int) length)] = alphabet[rand_range (run, 0, sizeof alphabet - 2)];
  return text;
}

/* The position the engine should hold after `position fen <fen> moves <moves>`, read with the
 * rules' own functions, words joined by single spaces as a UCI command's are. */
static bool
expected_position (const char *fen, const char *moves, Position *pos)
{
  g_auto (GStrv) words = g_strsplit_set (fen, " ", -1);
  g_autoptr (GString) joined = g_string_new (NULL);
  g_auto (GStrv) move_words = g_strsplit_set (moves, " ", -1);

  for (int i = 0; words[i]; i++)
    if (words[i][0])
      g_string_append_printf (joined, "%s%s", joined->len ? " " : "", words[i]);
  if (!position_from_fen (pos, joined->str, NULL))
    return false;
  for (int i = 0; move_words[i]; i++)
    {
      Undo undo;
      Move move = move_words[i][0] ? move_from_uci (pos, move_words[i]) : MOVE_NONE;
      if (!move_words[i][0])
        continue;
      if (move == MOVE_NONE)
        return false;
      position_make_move (pos, move, &undo);
    }
  return true;
}

static void
add_position (Run *run)
{
  const char *fen = g_rand_boolean (run->rand) ? FEN_START : good_fens[rand_range (run, 0, G_N_ELEMENTS (good_fens) - 1)];
  g_autofree char *mutated = NULL;
  g_autoptr (GString) moves = g_string_new (NULL);
  int      kind = rand_range (run, 0, 9);
  Position pos;

  if (kind == 2)
    {
      add_command (run, 0, g_strdup (g_rand_boolean (run->rand) ? "position" : "position somewhere"));
      run->has_position = false;
      return;
    }
  if (kind == 0)
    fen = bad_fens[rand_range (run, 0, G_N_ELEMENTS (bad_fens) - 1)];
  else if (kind == 1)
    fen = mutated = mutate_fen (run, fen);
  if (position_from_fen (&pos, fen, NULL))
    play_random (run, &pos, rand_range (run, 0, 30), moves);
  if (kind == 3)   /* a move that is not legal, or not a move */
    g_string_append (moves, g_rand_boolean (run->rand) ? " e2e5" : " a7a8");
  bool start = strcmp (fen, FEN_START) == 0 && g_rand_boolean (run->rand);
  add_command (run, 0, g_strdup_printf ("position %s%s%s%s", start ? "startpos" : "fen ", start ? "" : fen,
                                        moves->len ? " moves" : "", moves->str));
  run->has_position = expected_position (fen, moves->str, &run->pos);
}

/* ---- go ------------------------------------------------------------------------------------ */

static void
owe (Run *run, OwedKind kind, int depth)
{
  Owed owed = { kind, run->has_position, run->pos, depth };

  g_array_append_val (run->owed, owed);
}

/* go perft with a depth that counts at once, one that only a stop ends, or no depth at all. */
static char *
random_perft (Run *run)
{
  int depth = g_rand_int_range (run->rand, 0, 8) == 0 ? 12 : rand_range (run, -1, 4);

  if (g_rand_int_range (run->rand, 0, 10) == 0)
    return g_strdup ("go perft x");
  if (depth >= 0 && run->has_position)
    owe (run, OWED_PERFT, depth);
  return g_strdup_printf ("go perft %d", depth);
}

/* Up to three of the legal moves, for searchmoves. */
static void
append_searchmoves (Run *run, GString *text)
{
  MoveList list;
  char     name[8];

  if (!run->has_position || generate_moves (&run->pos, GEN_LEGAL, &list) == 0)
    return;
  for (int i = rand_range (run, 1, 3); i > 0; i--)
    g_string_append_printf (text, " %s", move_to_uci (list.moves[g_rand_int_range (run->rand, 0, list.count)], name));
}

/* Every form of go, with limits from below zero to "for ever". */
static char *
random_go (Run *run)
{
  GString *text = g_string_new ("go");

  switch (rand_range (run, 0, 10))
    {
    case 0: g_string_append (text, " infinite"); break;
    case 1: g_string_append_printf (text, " ponder wtime %d btime %d", rand_range (run, -10, 300), rand_range (run, -10, 300)); break;
    case 2: g_string_append_printf (text, " depth %d", g_rand_int_range (run->rand, 0, 10) ? rand_range (run, -2, 4) : 30); break;
    case 3: g_string_append_printf (text, " nodes %d", rand_range (run, -1, 3000)); break;
    case 4: g_string_append_printf (text, " movetime %d", g_rand_int_range (run->rand, 0, 10) ? rand_range (run, -5, 20) : 100000); break;
    case 5:
      g_string_append_printf (text, " wtime %d btime %d winc %d binc %d movestogo %d", rand_range (run, -10, 300),
                              rand_range (run, -10, 300), rand_range (run, -5, 10), rand_range (run, -5, 10), rand_range (run, 0, 40));
      break;
    case 6: g_string_append_printf (text, " mate %d", rand_range (run, -1, 3)); break;
    case 7: break;   /* go alone: until stop */
    case 8: g_string_append (text, " searchmoves"); append_searchmoves (run, text); g_string_append (text, " depth 2"); break;
    case 9: g_string_append (text, g_rand_boolean (run->rand) ? " depth x" : " movetime"); break;
    default:
      g_string_free (text, TRUE);
      return random_perft (run);
    }
  owe (run, OWED_BESTMOVE, 0);
  return g_string_free (text, FALSE);
}

/* ---- The other commands ---------------------------------------------------------------------- */

static char *
random_setoption (Run *run)
{
  switch (rand_range (run, 0, 5))
    {
    case 0: return g_strdup_printf ("setoption name Hash value %d", rand_range (run, 1, 8));
    case 1: return g_strdup ("setoption name Clear Hash");
    case 2: return g_strdup_printf ("setoption name UCI_LimitStrength value %s", g_rand_boolean (run->rand) ? "true" : "false");
    case 3: return g_strdup_printf ("setoption name UCI_Elo value %d", rand_range (run, 500, 3000));
    case 4: return g_strdup_printf ("setoption name Move Overhead value %d", rand_range (run, -1, 50));
    default: return g_strdup ("setoption name Frobnicate value 3");
    }
}

/* A command after a gap, and what the engine will owe for it. */
static void
add_random_command (Run *run)
{
  int gap = g_rand_int_range (run->rand, 0, 4) == 0 ? rand_range (run, 0, 2000) : 0;

  switch (rand_range (run, 0, 11))
    {
    case 0: case 1: add_position (run); break;
    case 2: case 3: case 4:
      add_command (run, gap, random_go (run));
      if (g_rand_boolean (run->rand))
        add_command (run, rand_range (run, 0, 5000), g_strdup ("stop"));
      break;
    case 5: add_command (run, gap, g_strdup ("stop")); break;
    case 6: add_command (run, gap, g_strdup ("isready")); run->n_isready++; break;
    case 7:
      add_command (run, gap, g_strdup ("ucinewgame"));
      run->has_position = true;
      position_set_start (&run->pos);
      break;
    case 8: add_command (run, gap, random_setoption (run)); break;
    case 9: add_command (run, gap, g_strdup ("ponderhit")); break;
    case 10: add_command (run, gap, g_strdup ("uci")); run->n_uci++; break;
    default: add_command (run, gap, g_strdup ("frobnicate the board")); break;
    }
}

static void
run_init (Run *run, guint32 seed)
{
  *run = (Run) { .rand = g_rand_new_with_seed (seed), .input = g_string_new (NULL),
                 .owed = g_array_new (FALSE, FALSE, sizeof (Owed)), .has_position = true };
  position_set_start (&run->pos);
  /* A small table most of the time: making the default one costs more than a run. */
  if (g_rand_int_range (run->rand, 0, 5))
    add_command (run, 0, g_strdup ("setoption name Hash value 1"));
  for (int n = rand_range (run, 1, MAX_COMMANDS - 4); n > 0 && run->n_commands < MAX_COMMANDS - 1; n--)
    add_random_command (run);
  run->quits = g_rand_boolean (run->rand);
  if (run->quits)
    add_command (run, rand_range (run, 0, 2000), g_strdup ("quit"));
}

static void
run_clear (Run *run)
{
  for (int i = 0; i < run->n_commands; i++)
    g_free (run->commands[i]);
  g_rand_free (run->rand);
  g_string_free (run->input, TRUE);
  g_array_unref (run->owed);
}

/* ---- Checking the answers ------------------------------------------------------------------- */

typedef struct {
  const Run *run;
  guint      next;          /* the first answer still owed */
  uint64_t   divide_sum;
  int        n_divide;
  int        n_readyok, n_uciok;
} Check;

typedef struct {
  gint n_runs, n_commands, n_bestmoves, n_nullmoves, n_perft_counts, n_perft_stopped, n_readyok;
} Totals;

static Totals totals;

static const Owed *
next_owed (Check *check, OwedKind kind, GString *why, const char *line)
{
  const Owed *owed;

  if (check->next >= check->run->owed->len)
    {
      g_string_append_printf (why, "'%s' answers nothing that was asked", line);
      return NULL;
    }
  owed = &g_array_index (check->run->owed, Owed, check->next);
  if (owed->kind != kind)
    {
      g_string_append_printf (why, "'%s' came where a %s was owed", line,
                              owed->kind == OWED_BESTMOVE ? "bestmove" : "perft count");
      return NULL;
    }
  return owed;
}

static bool
check_bestmove (Check *check, const char *line, GString *why)
{
  const Owed *owed = next_owed (check, OWED_BESTMOVE, why, line);
  const char *text = line + strlen ("bestmove ");
  MoveList    list;

  if (!owed)
    return false;
  check->next++;
  if (!owed->has_position || generate_moves (&owed->pos, GEN_LEGAL, &list) == 0)
    {
      if (strcmp (text, "0000") != 0)
        g_string_append_printf (why, "'%s' where there is nothing to play: 0000 was owed", line);
      g_atomic_int_inc (&totals.n_nullmoves);
      return strcmp (text, "0000") == 0;
    }
  if (move_from_uci (&owed->pos, text) == MOVE_NONE)
    {
      char fen[FEN_MAX];
      g_string_append_printf (why, "'%s' is not legal in %s", line, position_to_fen (&owed->pos, fen, sizeof fen));
      return false;
    }
  g_atomic_int_inc (&totals.n_bestmoves);
  return true;
}

/* "Nodes searched: N" ends a perft: N is the rules' count and the sum of its divide lines. */
static bool
check_perft_count (Check *check, const char *line, GString *why)
{
  const Owed *owed = next_owed (check, OWED_PERFT, why, line);
  uint64_t    nodes = g_ascii_strtoull (line + strlen ("Nodes searched: "), NULL, 10);
  Position    pos;
  uint64_t    sum = check->divide_sum;

  if (!owed)
    return false;
  check->next++;
  check->divide_sum = 0;
  check->n_divide = 0;
  g_atomic_int_inc (&totals.n_perft_counts);
  if (owed->depth > 0 && sum != nodes)
    g_string_append_printf (why, "'%s' but the divide lines sum to %" PRIu64, line, sum);
  pos = owed->pos;
  if (owed->depth <= PERFT_CHECK_DEPTH && perft (&pos, owed->depth) != nodes)
    g_string_append_printf (why, "'%s' but perft %d is %" PRIu64, line, owed->depth, perft (&pos, owed->depth));
  return why->len == 0;
}

static bool
check_perft_stopped (Check *check, const char *line, GString *why)
{
  if (!next_owed (check, OWED_PERFT, why, line))
    return false;
  check->next++;
  check->divide_sum = 0;
  check->n_divide = 0;
  g_atomic_int_inc (&totals.n_perft_stopped);
  return true;
}

/* "e2e4: 20": a legal root move of the perft under way. */
static bool
check_divide (Check *check, const char *line, GString *why)
{
  const Owed *owed = next_owed (check, OWED_PERFT, why, line);
  char        move[8];
  guint64     nodes;

  if (!owed)
    return false;
  if (sscanf (line, "%7[a-h1-8qrbn]: %" G_GUINT64_FORMAT, move, &nodes) != 2
      || move_from_uci (&owed->pos, move) == MOVE_NONE)
    {
      g_string_append_printf (why, "'%s' is not a divide line of a legal move", line);
      return false;
    }
  check->divide_sum += nodes;
  check->n_divide++;
  return true;
}

static bool
is_divide_line (const char *line)
{
  const char *colon = strchr (line, ':');

  return colon && (colon - line == 4 || colon - line == 5) && g_ascii_islower (line[0]) && g_ascii_isdigit (line[1]);
}

static bool
check_line (Check *check, const char *line, GString *why)
{
  if (g_str_has_prefix (line, "bestmove "))
    return check_bestmove (check, line, why);
  if (g_str_has_prefix (line, "Nodes searched: "))
    return check_perft_count (check, line, why);
  if (strcmp (line, "info string perft stopped before the end; no count") == 0)
    return check_perft_stopped (check, line, why);
  if (is_divide_line (line))
    return check_divide (check, line, why);
  check->n_readyok += strcmp (line, "readyok") == 0;
  check->n_uciok += strcmp (line, "uciok") == 0;
  if (!line[0] || strcmp (line, "readyok") == 0 || strcmp (line, "uciok") == 0
      || g_str_has_prefix (line, "info ") || g_str_has_prefix (line, "id ") || g_str_has_prefix (line, "option name "))
    return true;
  g_string_append_printf (why, "'%s' is no line the engine writes", line);
  return false;
}

/* Empty when the output answers the run's input in full. */
static void
check_output (const Run *run, const char *output, GString *why)
{
  g_auto (GStrv) lines = g_strsplit (output, "\n", -1);
  Check check = { .run = run };

  for (int i = 0; lines[i] && why->len == 0; i++)
    if (!check_line (&check, lines[i], why))
      return;
  if (check.next != run->owed->len)
    g_string_append_printf (why, "%u answers owed, %u given", run->owed->len, check.next);
  else if (check.n_readyok != run->n_isready)
    g_string_append_printf (why, "%d isready, %d readyok", run->n_isready, check.n_readyok);
  else if (check.n_uciok != run->n_uci)
    g_string_append_printf (why, "%d uci, %d uciok", run->n_uci, check.n_uciok);
  g_atomic_int_add (&totals.n_readyok, check.n_readyok);
}

/* ---- Talking to the engine ------------------------------------------------------------------ */

/* Reads the engine's output to its end, on its own thread, so that the engine never blocks on
 * a full pipe while it is being written to. `done` is an atomic flag rather than a condition:
 * ThreadSanitizer sees atomics, but not GLib's futex-based locks. */
typedef struct {
  GInputStream *stream;
  GString      *text;
  gint          done;
} Reader;

static gpointer
read_all (gpointer data)
{
  Reader *reader = data;
  char    buf[4096];
  gssize  n;

  while ((n = g_input_stream_read (reader->stream, buf, sizeof buf, NULL, NULL)) > 0)
    g_string_append_len (reader->text, buf, n);
  g_atomic_int_set (&reader->done, TRUE);
  return NULL;
}

/* Waits for the end of the output (the engine closes it as it exits), up to the ceiling. */
static gboolean
wait_for_end (Reader *reader)
{
  gint64 deadline = g_get_monotonic_time () + HANG_CEILING_S * G_TIME_SPAN_SECOND;

  while (!g_atomic_int_get (&reader->done) && g_get_monotonic_time () < deadline)
    g_usleep (200);
  return g_atomic_int_get (&reader->done);
}

/* Sends the run's commands with their gaps and closes the input; false if the engine stopped
 * reading before the end (it crashed, or quit early). */
static gboolean
send_input (const Run *run, GOutputStream *in)
{
  gboolean ok = TRUE;

  for (int i = 0; i < run->n_commands && ok; i++)
    {
      g_autofree char *line = g_strconcat (run->commands[i], "\n", NULL);
      if (run->gap_us[i])
        g_usleep ((gulong) run->gap_us[i]);
      ok = g_output_stream_write_all (in, line, strlen (line), NULL, NULL, NULL);
    }
  g_output_stream_close (in, NULL, NULL);
  return ok;
}

/* Runs the engine on run's input; the output in output, and why it failed in why. */
static void
talk (const Run *run, GString *output, GString *why)
{
  const char *argv[] = { g_getenv ("FIANCHETTO_ENGINE"), NULL };
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                       | G_SUBPROCESS_FLAGS_STDERR_MERGE, &error);
  Reader reader = { .text = output };
  GThread *thread;

  g_assert_no_error (error);
  reader.stream = g_subprocess_get_stdout_pipe (process);
  thread = g_thread_new ("torture-reader", read_all, &reader);
  if (!send_input (run, g_subprocess_get_stdin_pipe (process)))
    g_string_append (why, "the engine stopped reading its input; ");
  if (!wait_for_end (&reader))
    {
      g_string_append_printf (why, "hung: no exit %d s after the end of its input; ", HANG_CEILING_S);
      g_subprocess_force_exit (process);
    }
  g_thread_join (thread);
  g_subprocess_wait (process, NULL, NULL);
  if (!g_subprocess_get_if_exited (process) || g_subprocess_get_exit_status (process) != 0)
    g_string_append (why, "the engine did not exit with status 0; ");
}

/* ---- The runs -------------------------------------------------------------------------------- */

typedef struct {
  guint32 seed;
  gint    next_run;
  int     n_runs;
  char   *failure;   /* the first failure, with its input and output; set once, atomically */
} Torture;

static void
one_run (Torture *torture, int index)
{
  Run run;
  g_autoptr (GString) output = g_string_new (NULL);
  g_autoptr (GString) why = g_string_new (NULL);

  run_init (&run, torture->seed + (guint32) index * 2654435761u);
  talk (&run, output, why);
  if (why->len == 0)
    check_output (&run, output->str, why);
  g_atomic_int_inc (&totals.n_runs);
  g_atomic_int_add (&totals.n_commands, run.n_commands);
  if (why->len)
    {
      char *failure = g_strdup_printf ("run %d: %s\n--- input ---\n%s--- output ---\n%s", index, why->str,
                                       run.input->str, output->str);
      if (!g_atomic_pointer_compare_and_exchange (&torture->failure, NULL, failure))
        g_free (failure);
    }
  run_clear (&run);
}

static gpointer
run_many (gpointer data)
{
  Torture *torture = data;
  int      index;

  while ((index = g_atomic_int_add (&torture->next_run, 1)) < torture->n_runs)
    {
      if (g_atomic_pointer_get (&torture->failure))
        break;
      one_run (torture, index);
    }
  return NULL;
}

static int
env_int (const char *name, int fallback)
{
  const char *value = g_getenv (name);

  return value && atoi (value) > 0 ? atoi (value) : fallback;
}

static void
test_torture (void)
{
  Torture  torture = { .seed = g_test_rand_int (), .n_runs = env_int ("FIANCHETTO_TORTURE_RUNS", 2000) };
  int      n_threads = env_int ("FIANCHETTO_TORTURE_THREADS", 2);
  GThread *threads[16];

  if (!g_getenv ("FIANCHETTO_ENGINE"))
    {
      g_test_skip ("FIANCHETTO_ENGINE is not set; run through meson test");
      return;
    }
  n_threads = MIN (n_threads, (int) G_N_ELEMENTS (threads));
  for (int i = 0; i < n_threads; i++)
    threads[i] = g_thread_new ("torture", run_many, &torture);
  for (int i = 0; i < n_threads; i++)
    g_thread_join (threads[i]);
  g_test_message ("%d runs, %d commands: %d legal bestmoves, %d bestmove 0000, %d perft counts, "
                  "%d perfts stopped, %d readyok", totals.n_runs, totals.n_commands, totals.n_bestmoves,
                  totals.n_nullmoves, totals.n_perft_counts, totals.n_perft_stopped, totals.n_readyok);
  if (torture.failure)
    {
      g_test_message ("%s", torture.failure);
      g_test_fail ();
    }
  g_free (torture.failure);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  /* An engine that dies makes the next write fail; that is reported, not a reason to die. */
  signal (SIGPIPE, SIG_IGN);
  g_test_add_func ("/uci/torture", test_torture);
  return g_test_run ();
}
