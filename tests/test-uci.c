/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The UCI front end: the `go` parser and the session in-process, then the real
 * fianchetto-engine (its path in FIANCHETTO_ENGINE) driven through pipes as a GUI would. */
#include <gio/gio.h>
#include <inttypes.h>
#include <string.h>

#include "movegen.h"
#include "openings.h"
#include "uci-go.h"
#include "uci.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

/* ---- The go parser ---------------------------------------------------------------------- */

typedef struct {
  const char *args;
  bool        ok;
  UciGoLimits expected;    /* searchmoves compared by count only, see n_searchmoves */
} GoCase;

static const GoCase go_cases[] = {
  { "", true, { 0 } },
  { "infinite", true, { .set = UCI_GO_INFINITE } },
  { "wtime 300000 btime 290000 winc 2000 binc 1000 movestogo 40", true,
    { .set = UCI_GO_WTIME | UCI_GO_BTIME | UCI_GO_WINC | UCI_GO_BINC | UCI_GO_MOVESTOGO,
      .time = { 300000, 290000 }, .increment = { 2000, 1000 }, .movestogo = 40 } },
  { "ponder wtime 1000 btime 2000", true,
    { .set = UCI_GO_PONDER | UCI_GO_WTIME | UCI_GO_BTIME, .time = { 1000, 2000 } } },
  { "movetime 500", true, { .set = UCI_GO_MOVETIME, .movetime = 500 } },
  { "depth 7 nodes 1000000", true, { .set = UCI_GO_DEPTH | UCI_GO_NODES, .depth = 7, .nodes = 1000000 } },
  { "mate 3", true, { .set = UCI_GO_MATE, .mate = 3 } },
  { "perft 4", true, { .set = UCI_GO_PERFT, .perft = 4 } },
  { "perft 0", true, { .set = UCI_GO_PERFT, .perft = 0 } },
  { "  depth\t 9 \r", true, { .set = UCI_GO_DEPTH, .depth = 9 } },
  { "foo depth 3 bar", true, { .set = UCI_GO_DEPTH, .depth = 3 } },
  { "depth 3 depth 5", true, { .set = UCI_GO_DEPTH, .depth = 5 } },
  { "wtime -250 btime +100", true, { .set = UCI_GO_WTIME | UCI_GO_BTIME, .time = { 0, 100 } } },
  { "nodes 99999999999999999999999", true, { .set = UCI_GO_NODES, .nodes = INT64_MAX } },
  { "depth 99999999999", true, { .set = UCI_GO_DEPTH, .depth = INT32_MAX } },
  { "searchmoves e2e4 d2d4 depth 3", true,
    { .set = UCI_GO_SEARCHMOVES | UCI_GO_DEPTH, .depth = 3, .searchmoves.count = 2 } },
  { "searchmoves e2e5 depth 3", true,
    { .set = UCI_GO_SEARCHMOVES | UCI_GO_DEPTH, .depth = 3, .searchmoves.count = 0 } },
  { "depth", false, { .set = UCI_GO_DEPTH } },
  { "depth x", false, { .set = UCI_GO_DEPTH } },
  { "depth 4 nodes -5", false, { .set = UCI_GO_DEPTH | UCI_GO_NODES, .depth = 4 } },
  { "movestogo 1.5", false, { .set = UCI_GO_MOVESTOGO } },
  { "wtime abc", false, { .set = UCI_GO_WTIME } },
  { "wtime -", false, { .set = UCI_GO_WTIME } },
  { "perft -1", false, { .set = UCI_GO_PERFT } },
  { "perft", false, { .set = UCI_GO_PERFT } },
};

static void
test_go_parse (gconstpointer data)
{
  const GoCase *c = data;
  UciGoLimits   limits;
  UciTokens     tokens;
  Position      pos;
  char          error[128];

  position_set_start (&pos);
  uci_tokens_init (&tokens, c->args, strlen (c->args));
  g_assert_cmpint (uci_go_parse (&tokens, &pos, &limits, error, sizeof error), ==, c->ok);
  g_assert_cmpint (error[0] != '\0', ==, !c->ok);
  g_assert_cmphex (limits.set, ==, c->expected.set);
  for (int color = WHITE; color < COLOR_NB; color++)
    {
      g_assert_cmpint (limits.time[color], ==, c->expected.time[color]);
      g_assert_cmpint (limits.increment[color], ==, c->expected.increment[color]);
    }
  g_assert_cmpint (limits.movestogo, ==, c->expected.movestogo);
  g_assert_cmpint (limits.movetime, ==, c->expected.movetime);
  g_assert_cmpint (limits.depth, ==, c->expected.depth);
  g_assert_cmpuint (limits.nodes, ==, c->expected.nodes);
  g_assert_cmpint (limits.mate, ==, c->expected.mate);
  g_assert_cmpint (limits.perft, ==, c->expected.perft);
  g_assert_cmpint (limits.searchmoves.count, ==, c->expected.searchmoves.count);
}

static void
test_go_searchmoves (void)
{
  const char *args = "searchmoves e2e4 g1f3 wtime 10";
  UciGoLimits limits;
  UciTokens   tokens;
  Position    pos;
  char        error[128];

  position_set_start (&pos);
  uci_tokens_init (&tokens, args, strlen (args));
  g_assert_true (uci_go_parse (&tokens, &pos, &limits, error, sizeof error));
  g_assert_cmpint (limits.searchmoves.count, ==, 2);
  g_assert_cmpuint (limits.searchmoves.moves[0], ==, move_from_uci (&pos, "e2e4"));
  g_assert_cmpuint (limits.searchmoves.moves[1], ==, move_from_uci (&pos, "g1f3"));
  g_assert_cmpint (limits.time[WHITE], ==, 10);
}

/* ---- The session in-process --------------------------------------------------------------- */

/* Feeds script to a fresh session line by line and returns what it wrote. */
static char *
session_run (const char *script, int max_perft_depth, UciSession **keep)
{
  FILE       *out = tmpfile ();
  UciSession *session = uci_session_new (out);
  g_auto (GStrv) lines = g_strsplit (script, "\n", -1);
  g_autofree char *text = NULL;
  long        size;

  g_assert_nonnull (session);
  if (max_perft_depth >= 0)
    uci_session_set_max_perft_depth (session, max_perft_depth);
  for (int i = 0; lines[i]; i++)
    if (!uci_session_handle_line (session, lines[i], strlen (lines[i])))
      break;
  /* The script's last search or perft ends by itself; freeing then sends what is still owed
   * (the answer of a `go infinite`), so everything is written before reading. */
  uci_session_wait (session);
  if (!keep)
    g_clear_pointer (&session, uci_session_free);
  size = ftell (out);
  text = g_malloc0 ((gsize) size + 1);
  rewind (out);
  g_assert_cmpuint (fread (text, 1, (size_t) size, out), ==, (size_t) size);
  fclose (out);
  if (keep)
    *keep = session;
  return g_steal_pointer (&text);
}

static void
test_session_history (void)
{
  UciSession      *session = NULL;
  g_autofree char *output = session_run ("position startpos moves g1f3 g8f6 f3g1\n"
                                         "position startpos moves g1f3 e7e6 e1e2\n",
                                         -1, &session);
  const Key       *history;
  int              count;
  Position         start;

  position_set_start (&start);
  history = uci_session_history (session, &count);
  /* The second command had an illegal move, so the first one's result stands. */
  g_assert_cmpint (count, ==, 3);
  g_assert_cmphex (history[0], ==, start.key);
  g_assert_true (g_str_has_prefix (output, "info string illegal move e1e2 (move 3)"));
  g_assert_cmpint (uci_session_position (session)->side_to_move, ==, BLACK);
  uci_session_free (session);
}

/* OwnBook: announced off; on, even a one-ply search answers with a book move, at a weak
 * level and at full strength. */
static void
test_session_own_book (void)
{
  static const char *const levels[] = {
    "setoption name UCI_LimitStrength value true\nsetoption name UCI_Elo value 800\n",
    "",
  };
  g_autofree char *announced = session_run ("uci", -1, NULL);

  g_assert_nonnull (strstr (announced, "option name OwnBook type check default false\n"));
  /* Off, the same request is searched. */
  g_autofree char *searched = session_run ("position startpos moves e2e4 c7c5\ngo depth 1", -1, NULL);
  g_assert_nonnull (strstr (searched, "info depth 1"));
  for (size_t i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autofree char *script = g_strconcat ("setoption name OwnBook value true\n", levels[i],
                                             "position startpos moves e2e4 c7c5\ngo depth 1", NULL);
      g_autofree char *output = session_run (script, -1, NULL);
      const char *answer = strstr (output, "bestmove ");
      Position pos;
      Undo undo;
      Move move;

      g_assert_nonnull (answer);
      /* The book answered: no search ran, so no search reported. */
      g_assert_null (strstr (output, "info depth"));
      position_set_start (&pos);
      position_make_move (&pos, move_from_uci (&pos, "e2e4"), &undo);
      position_make_move (&pos, move_from_uci (&pos, "c7c5"), &undo);
      g_autofree char *text = g_strndup (answer + strlen ("bestmove "), strcspn (answer + strlen ("bestmove "), " \n"));
      move = move_from_uci (&pos, text);
      g_assert_cmpuint (move, !=, MOVE_NONE);
      position_make_move (&pos, move, &undo);
      g_assert_true (openings_on_line (pos.key));
    }
}

static void
test_session_perft_limit (void)
{
  g_autofree char *output = session_run ("go perft 5", 2, NULL);

  g_assert_nonnull (strstr (output, "info string perft depth 5 is more than this engine's limit; using 2\n"));
  g_assert_true (g_str_has_suffix (output, "\nNodes searched: 400\n"));
}

static void
test_session_quit (void)
{
  g_autofree char *output = session_run ("isready\n  quit  \nisready", -1, NULL);

  g_assert_cmpstr (output, ==, "readyok\n");
}

/* A NUL cannot be part of a command; the line is dropped whole rather than cut short. */
static void
test_session_nul_byte (void)
{
  FILE       *out = tmpfile ();
  UciSession *session = uci_session_new (out);
  char        text[128] = "";

  g_assert_true (uci_session_handle_line (session, "quit\0isready", 12));
  rewind (out);
  g_assert_nonnull (fgets (text, sizeof text, out));
  g_assert_cmpstr (text, ==, "info string ignoring a line that holds a NUL byte\n");
  uci_session_free (session);
  fclose (out);
}

typedef struct {
  const char *script;
  const char *expected;
} OutputCase;

/* White's only legal move is h3h4, whatever order the generator finds moves in. */
#define ONE_MOVE "position fen 1r5k/8/8/8/8/7P/7r/K7 w - - 0 1"

static const OutputCase output_cases[] = {
  { "setoption name Hash value 64", "" },
  { "setoption name move OVERHEAD value 30", "" },
  { "setoption name Ponder value true", "" },
  { "setoption name Hash value 0", "info string option Hash takes a number from 1 to 1024, not '0'\n" },
  { "setoption name MultiPV value 3", "" },
  { "setoption name multipv value 0", "info string option MultiPV takes a number from 1 to 32, not '0'\n" },
  { "setoption name Ponder value maybe", "info string option Ponder takes true or false, not 'maybe'\n" },
  { "setoption name UCI_AnalyseMode value true", "info string unknown option UCI_AnalyseMode ignored\n" },
  { "setoption name Hash", "info string option Hash needs a value\n" },
  { "setoption Hash", "info string setoption needs: setoption name <name> [value <value>]\n" },
  { "register later\nstop\nponderhit\nucinewgame\ndebug on", "" },
  { "debug maybe", "info string debug takes on or off\n" },
  { "position", "info string position needs startpos or fen <FEN>, then optionally moves\n" },
  { "position fen 8/8/8/8/8/8/8/8 w - - 0 1", "info string bad FEN in position command: white has 0 kings instead of one\n" },
  { "go perft 1\x01", "info string go perft needs a non-negative number, not '1?'\n" },
  { "position fen 7k/8/8/8/8/8/8/K6q w - - 0 1 moves a1b1",
    "info string illegal move a1b1 (move 1) in position command: it is not a legal move for white, who is in check\n" },
  { "position startpos moves e7e5",
    "info string illegal move e7e5 (move 1) in position command: white has no piece on e7\n" },
  { "position fen 7k/5KQ1/8/8/8/8/8/8 b - - 0 1 moves h8g8",
    "info string illegal move h8g8 (move 1) in position command: black has no legal moves\n" },
  { ONE_MOVE "\ngo depth 3", "bestmove h3h4\n" },
  { "position fen 7k/5KQ1/8/8/8/8/8/8 b - - 0 1\ngo", "bestmove 0000\n" },
  { ONE_MOVE "\ngo infinite\nisready\nstop\nstop", "readyok\nbestmove h3h4\n" },
  { ONE_MOVE "\ngo ponder\nponderhit", "bestmove h3h4\n" },
  { ONE_MOVE "\ngo infinite\nponderhit\nucinewgame", "bestmove h3h4\n" },
  { ONE_MOVE "\ngo infinite\ngo perft 0", "bestmove h3h4\n\nNodes searched: 1\n" },
  { ONE_MOVE "\ngo depth x", "info string go depth needs a non-negative number, not 'x'\n"
                  "bestmove h3h4\n" },
  { "go searchmoves g1f3 depth 1", "bestmove g1f3\n" },
  /* A rejected position leaves none: go answers 0000 at once, even an infinite one, and d
   * says why; a good position, or ucinewgame, gives one again. */
  { "position fen 8/8/8/8/8/8/8/8 w - - 0 1\ngo infinite\nd\ngo perft 1",
    "info string bad FEN in position command: white has 0 kings instead of one\n"
    "info string " UCI_NO_POSITION "\nbestmove 0000\n"
    "info string " UCI_NO_POSITION "\n"
    "info string " UCI_NO_POSITION "\n" },
  { "position startpos moves e2e5\n" ONE_MOVE "\ngo depth 2",
    "info string illegal move e2e5 (move 1) in position command: it is not a legal move for white\n"
    "bestmove h3h4\n" },
  { "position startpos moves e2e5\nucinewgame\ngo perft 1",
    "info string illegal move e2e5 (move 1) in position command: it is not a legal move for white\n"
    "a2a3: 1\nb2b3: 1\nc2c3: 1\nd2d3: 1\ne2e3: 1\nf2f3: 1\ng2g3: 1\nh2h3: 1\n"
    "a2a4: 1\nb2b4: 1\nc2c4: 1\nd2d4: 1\ne2e4: 1\nf2f4: 1\ng2g4: 1\nh2h4: 1\n"
    "b1a3: 1\nb1c3: 1\ng1f3: 1\ng1h3: 1\n\nNodes searched: 20\n" },
};

/* Limits that leave no time, and arguments that cannot be read, are answered at once with one
 * ply's search: one bestmove, legal, after at most one info line of depth 1. A limit that read
 * as "none" would search on, and uci_session_wait() would never return. */
static const char *const no_time_cases[] = {
  "go movetime 0",
  "go movetime -5",
  "go depth 0",
  "go depth -1",
  "go nodes 0",
  "go nodes -3",
  "go mate 0",
  "go mate -2",
  "go wtime 0 btime 5000",
  "go wtime -20 btime 5000 winc 0",
  "go movetime x",
  "go wtime",
};

static void
test_session_no_time (gconstpointer data)
{
  g_autofree char *script = g_strdup_printf ("position startpos moves e2e4 d7d5\n%s",
                                             (const char *) data);
  g_autofree char *output = session_run (script, -1, NULL);
  g_auto (GStrv) lines = g_strsplit (output, "\n", -1);
  Position pos;
  Undo     undo;
  int      n_bestmove = 0;

  position_set_start (&pos);
  position_make_move (&pos, move_from_uci (&pos, "e2e4"), &undo);
  position_make_move (&pos, move_from_uci (&pos, "d7d5"), &undo);
  for (int i = 0; lines[i] && lines[i][0]; i++)
    {
      if (g_str_has_prefix (lines[i], "bestmove "))
        {
          n_bestmove++;
          g_assert_cmpuint (move_from_uci (&pos, lines[i] + strlen ("bestmove ")), !=, MOVE_NONE);
        }
      else if (!g_str_has_prefix (lines[i], "info string go "))
        g_assert_true (g_str_has_prefix (lines[i], "info depth 1 "));
    }
  g_assert_cmpint (n_bestmove, ==, 1);
}

static void
test_session_output (gconstpointer data)
{
  const OutputCase *c = data;
  g_autofree char  *output = session_run (c->script, -1, NULL);

  g_assert_cmpstr (output, ==, c->expected);
}

/* ---- The executable, through pipes --------------------------------------------------------- */

static const char *
engine_path (void)
{
  const char *path = g_getenv ("FIANCHETTO_ENGINE");

  if (!path)
    g_test_skip ("FIANCHETTO_ENGINE is not set; run through meson test");
  return path;
}

/* Runs the engine on input (stdin closed after it) and returns its output lines. */
static GStrv
engine_run (const char *input, int *exit_status)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autofree char *output = NULL;
  const char *argv[] = { engine_path (), NULL };

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &output, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  *exit_status = g_subprocess_get_exit_status (process);
  return g_strsplit (output, "\n", -1);
}

static int
find_line (char **lines, const char *text, int from)
{
  for (int i = from; lines[i]; i++)
    if (strcmp (lines[i], text) == 0)
      return i;
  return -1;
}

static char *
read_reply (GDataInputStream *in)
{
  g_autoptr (GError) error = NULL;
  char *line = g_data_input_stream_read_line_utf8 (in, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (line);
  return line;
}

static void
send_command (GOutputStream *out, const char *command)
{
  g_autoptr (GError) error = NULL;

  g_output_stream_write_all (out, command, strlen (command), NULL, NULL, &error);
  g_assert_no_error (error);
}

/* Talks turn by turn, as a GUI does: each reply must arrive while stdin is still open. */
static void
test_engine_handshake (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GDataInputStream) in = NULL;
  const char *argv[] = { engine_path (), NULL };
  GOutputStream *out;

  if (!argv[0])
    return;
  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  out = g_subprocess_get_stdin_pipe (process);
  in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));

  send_command (out, "uci\n");
  g_autofree char *name = read_reply (in);
  g_autofree char *author = read_reply (in);
  g_assert_true (g_str_has_prefix (name, "id name Fianchetto "));
  g_assert_true (g_ascii_isdigit (name[strlen ("id name Fianchetto ")]));
  g_assert_cmpstr (author, ==, "id author The Fianchetto developers");
  for (;;)
    {
      g_autofree char *line = read_reply (in);
      if (strcmp (line, "uciok") == 0)
        break;
      g_assert_true (g_str_has_prefix (line, "option name "));
    }
  send_command (out, "isready\n");
  g_autofree char *ready = read_reply (in);
  g_assert_cmpstr (ready, ==, "readyok");
  send_command (out, "quit\n");
  g_subprocess_wait_check (process, NULL, &error);
  g_assert_no_error (error);
}

static void
test_engine_display (void)
{
  int status;
  g_auto (GStrv) lines = NULL;

  if (!engine_path ())
    return;
  lines = engine_run ("position startpos moves e2e4 e7e5\nd\nquit\n", &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (lines[0], ==, "8  r n b q k b n r");
  g_assert_cmpstr (lines[3], ==, "5  . . . . p . . .");
  g_assert_cmpstr (lines[4], ==, "4  . . . . P . . .");
  g_assert_cmpstr (lines[7], ==, "1  R N B Q K B N R");
  int fen = find_line (lines, "Fen: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", 0);
  g_assert_cmpint (fen, >, 0);
  g_assert_true (g_str_has_prefix (lines[fen + 1], "Key: "));
  g_assert_cmpuint (strspn (lines[fen + 1] + 5, "0123456789ABCDEF"), ==, 16);
  g_assert_cmpstr (lines[fen + 2], ==, "Checkers:");
}

static void
test_engine_checkers (void)
{
  int status;
  g_auto (GStrv) lines = NULL;

  if (!engine_path ())
    return;
  /* Both checkers of a double check, in square order. */
  lines = engine_run ("position fen 4k3/8/8/8/8/3n4/8/R3K2r w - - 0 1\nd\n", &status);
  g_assert_cmpint (find_line (lines, "Checkers: h1 d3", 0), >, 0);
}

/* A running engine that the test talks to turn by turn; told to quit at the end, it must exit
 * with status 0. */
typedef struct {
  GSubprocess      *process;
  GOutputStream    *out;
  GDataInputStream *in;
} Engine;

static void
engine_set_up (Engine *engine, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  const char *argv[] = { engine_path (), NULL };

  if (!argv[0])
    return;
  engine->process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  engine->out = g_subprocess_get_stdin_pipe (engine->process);
  engine->in = g_data_input_stream_new (g_subprocess_get_stdout_pipe (engine->process));
}

static void
engine_tear_down (Engine *engine, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  if (!engine->process)
    return;
  send_command (engine->out, "quit\n");
  g_subprocess_wait_check (engine->process, NULL, &error);
  g_assert_no_error (error);
  g_clear_object (&engine->in);
  g_clear_object (&engine->process);
}

/* The count arrives while the engine still reads: `quit` would stop it, as it stops a search. */
static void
test_engine_perft_divide (Engine *engine, gconstpointer data)
{
  uint64_t sum = 0;
  int      n_moves = 0;

  if (!engine->process)
    return;
  send_command (engine->out, "position fen " KIWIPETE "\ngo perft 3\n");
  for (;;)
    {
      g_autofree char *line = read_reply (engine->in);
      char     move[8];
      guint64  nodes;
      if (!line[0])
        break;
      g_assert_cmpint (sscanf (line, "%7[a-h1-8qrbn]: %" G_GUINT64_FORMAT, move, &nodes), ==, 2);
      sum += nodes;
      n_moves++;
    }
  g_autofree char *total = read_reply (engine->in);
  g_assert_cmpint (n_moves, ==, 48);
  g_assert_cmpuint (sum, ==, 97862);
  g_assert_cmpstr (total, ==, "Nodes searched: 97862");
}

/* A bad command leaves the engine running. A rejected position leaves none to search (what
 * the GUI meant is not what it had before); any other bad command changes nothing. */
typedef struct {
  const char *bad;
  const char *reply;
  gboolean    keeps_position;
} BadCommandCase;

static const BadCommandCase bad_command_cases[] = {
  { "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
    "info string bad FEN in position command: 'X' is not a piece letter" },
  { "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
    "info string bad FEN in position command: a FEN has 4 to 6 fields separated by spaces, this one has 3" },
  { "position startpos moves e2e4 e7e5 e2e5",
    "info string illegal move e2e5 (move 3) in position command: white has no piece on e2" },
  { "position startpos moves e2e4 e7e5 e1e3",
    "info string illegal move e1e3 (move 3) in position command: it is not a legal move for white" },
  { "position startpos moves e2e4 e7e5 castle",
    "info string illegal move castle (move 3) in position command: it is not a move in UCI notation (e2e4, e7e8q)" },
  { "position somewhere",
    "info string position needs startpos or fen <FEN>, then optionally moves" },
  { "frobnicate the board", "info string unknown command: frobnicate", TRUE },
  { "go depth -1", "info string go depth needs a non-negative number, not '-1'", TRUE },
};

static void
test_engine_bad_command (gconstpointer data)
{
  const BadCommandCase *c = data;
  int                   status, reply;
  g_autofree char      *input = NULL;
  g_auto (GStrv) lines = NULL;

  if (!engine_path ())
    return;
  input = g_strdup_printf ("position startpos moves d2d4\n%s\nisready\nd\n", c->bad);
  lines = engine_run (input, &status);
  g_assert_cmpint (status, ==, 0);
  reply = find_line (lines, c->reply, 0);
  g_assert_cmpint (reply, ==, 0);
  g_assert_cmpint (find_line (lines, "readyok", 1), >, 0);
  if (c->keeps_position)
    g_assert_cmpint (find_line (lines, "Fen: rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1", 1), >, 0);
  else
    g_assert_cmpint (find_line (lines, "info string " UCI_NO_POSITION, 1), >, 0);
}

static void
test_engine_blank_lines (void)
{
  int status;
  g_auto (GStrv) lines = NULL;

  if (!engine_path ())
    return;
  lines = engine_run ("\n\n   \t \n\r\n\tisready  \t\r\n\n", &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (lines[0], ==, "readyok");
  g_assert_cmpstr (lines[1], ==, "");
  g_assert_null (lines[2]);
}

/* 100 KB on one line: 20000 knight moves back and forth, then a 100 KB unknown word. */
static void
test_engine_long_lines (void)
{
  int      status;
  GString *input = g_string_new ("position startpos moves");
  g_auto (GStrv) lines = NULL;
  g_autofree char *text = NULL;

  if (!engine_path ())
    {
      g_string_free (input, TRUE);
      return;
    }
  for (int i = 0; i < 5000; i++)
    g_string_append (input, " g1f3 g8f6 f3g1 f6g8");
  g_string_append (input, "\nd\n");
  for (int i = 0; i < 100000; i++)
    g_string_append_c (input, 'x');
  g_string_append (input, "\nisready\n");
  text = g_string_free (input, FALSE);
  lines = engine_run (text, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (find_line (lines, "Fen: " "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 20000 10001", 0), >, 0);
  g_assert_cmpint (find_line (lines, "info string unknown command: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...", 0), >, 0);
  g_assert_cmpint (find_line (lines, "readyok", 0), >, 0);
}

/* A GUI that dies closes the pipe without `quit`; the engine must then leave quietly, also
 * when the last line has no newline. */
static void
test_engine_eof (void)
{
  int status;
  g_auto (GStrv) lines = NULL;

  if (!engine_path ())
    return;
  lines = engine_run ("isready\nisready", &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (lines[0], ==, "readyok");
  g_assert_cmpstr (lines[1], ==, "readyok");
}

static int
count_lines (char **lines, const char *prefix)
{
  int n = 0;

  for (int i = 0; lines[i]; i++)
    n += g_str_has_prefix (lines[i], prefix);
  return n;
}

/* GUIs send `stop` right after `go`: the stop must reach the search however early it comes,
 * and each go gets its one bestmove. A lost stop would leave these searches running for ever
 * (and the test to its timeout). */
static void
test_engine_stop_at_once (void)
{
  static const char *const forms[] = {
    "go infinite", "go ponder", "go depth 30", "go movetime 100000", "go wtime 100000 btime 100000",
  };
  g_autoptr (GString) input = g_string_new (NULL);
  g_auto (GStrv) lines = NULL;
  int status, rounds = 20;

  if (!engine_path ())
    return;
  for (int round = 0; round < rounds; round++)
    for (size_t i = 0; i < G_N_ELEMENTS (forms); i++)
      g_string_append_printf (input, "position startpos\n%s\nstop\nisready\n", forms[i]);
  g_string_append (input, "quit\n");
  lines = engine_run (input->str, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (count_lines (lines, "bestmove "), ==, rounds * (int) G_N_ELEMENTS (forms));
  g_assert_cmpint (count_lines (lines, "readyok"), ==, rounds * (int) G_N_ELEMENTS (forms));
}

/* perft runs beside the reader: isready is answered while it counts, stop ends it. */
static void
test_engine_perft_stops (Engine *engine, gconstpointer data)
{
  if (!engine->process)
    return;
  send_command (engine->out, "position startpos\ngo perft 12\nisready\n");
  g_autofree char *ready = read_reply (engine->in);
  g_assert_cmpstr (ready, ==, "readyok");
  send_command (engine->out, "stop\n");
  g_autofree char *stopped = read_reply (engine->in);
  g_assert_cmpstr (stopped, ==, "info string perft stopped before the end; no count");
}

/* Reads info lines until bestmove; checks the info lines' shape and returns the move's text. */
static char *
read_until_bestmove (GDataInputStream *in, int *n_info)
{
  *n_info = 0;
  for (;;)
    {
      g_autofree char *line = read_reply (in);
      if (g_str_has_prefix (line, "bestmove "))
        return g_strdup (line + strlen ("bestmove "));
      g_assert_true (g_str_has_prefix (line, "info depth ") || g_str_equal (line, "readyok"));
      if (g_str_has_prefix (line, "info depth "))
        {
          g_assert_nonnull (strstr (line, " score "));
          g_assert_nonnull (strstr (line, " nodes "));
          g_assert_nonnull (strstr (line, " pv "));
          (*n_info)++;
        }
    }
}

/* A timed search answers by itself with a legal move; an infinite one keeps thinking, still
 * answers isready, and answers bestmove on stop (how soon is bench/computer-player's to say;
 * an engine that ignored stop would run into meson's timeout). */
static void
test_engine_go (Engine *engine, gconstpointer data)
{
  GOutputStream    *out = engine->out;
  GDataInputStream *in = engine->in;
  Position pos;
  Undo     undo;
  int      n_info;

  if (!engine->process)
    return;
  position_set_start (&pos);
  position_make_move (&pos, move_from_uci (&pos, "e2e4"), &undo);

  send_command (out, "position startpos moves e2e4\ngo movetime 200\n");
  g_autofree char *timed = read_until_bestmove (in, &n_info);
  g_assert_cmpint (n_info, >, 0);
  g_assert_cmpuint (move_from_uci (&pos, timed), !=, MOVE_NONE);

  send_command (out, "go infinite\n");
  /* A finished iteration first: search_run() clears the stop flag when it starts, so a stop
   * that came before it, on a busy machine, would be lost. */
  g_autofree char *first = read_reply (in);
  g_assert_true (g_str_has_prefix (first, "info depth "));
  send_command (out, "isready\n");
  g_usleep (100 * 1000);
  send_command (out, "stop\n");
  g_autofree char *stopped = read_until_bestmove (in, &n_info);
  g_assert_cmpuint (move_from_uci (&pos, stopped), !=, MOVE_NONE);

  send_command (out, "setoption name UCI_LimitStrength value true\nsetoption name UCI_Elo value 800\n");
  send_command (out, "go wtime 1000 btime 1000\n");
  g_autofree char *weak = read_until_bestmove (in, &n_info);
  g_assert_cmpuint (move_from_uci (&pos, weak), !=, MOVE_NONE);
}

/* setoption name MultiPV value 3: each iteration reports three lines, `multipv 1` to 3, with
 * three different first moves, and the best move is line 1's. */
static void
test_engine_multipv (Engine *engine, gconstpointer data)
{
  g_autofree char *first[4] = { NULL };
  int              last_depth = 0, expected = 1;

  if (!engine->process)
    return;
  send_command (engine->out, "setoption name MultiPV value 3\nposition startpos\ngo depth 6\n");
  for (;;)
    {
      g_autofree char *line = read_reply (engine->in);
      int              depth, k;
      if (g_str_has_prefix (line, "bestmove "))
        {
          g_assert_cmpint (last_depth, ==, 6);
          g_assert_cmpint (expected, ==, 4);
          g_assert_true (g_str_has_prefix (line + strlen ("bestmove "), first[1]));
          break;
        }
      g_assert_cmpint (sscanf (line, "info depth %d seldepth %*d multipv %d", &depth, &k), ==, 2);
      g_assert_cmpint (k, ==, depth == last_depth ? expected : 1);
      expected = k + 1;
      last_depth = depth;
      const char *pv = strstr (line, " pv ");
      g_assert_nonnull (pv);
      g_free (first[k]);
      first[k] = g_strndup (pv + 4, 4);
    }
  g_assert_cmpstr (first[1], !=, first[2]);
  g_assert_cmpstr (first[1], !=, first[3]);
  g_assert_cmpstr (first[2], !=, first[3]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();

  for (size_t i = 0; i < G_N_ELEMENTS (go_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/uci/go-parse/%02zu", i);
      g_test_add_data_func (path, &go_cases[i], test_go_parse);
    }
  g_test_add_func ("/uci/go-parse/searchmoves", test_go_searchmoves);
  g_test_add_func ("/uci/session/history", test_session_history);
  g_test_add_func ("/uci/session/own-book", test_session_own_book);
  g_test_add_func ("/uci/session/perft-limit", test_session_perft_limit);
  g_test_add_func ("/uci/session/quit", test_session_quit);
  g_test_add_func ("/uci/session/nul-byte", test_session_nul_byte);
  for (size_t i = 0; i < G_N_ELEMENTS (output_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/uci/session/output/%02zu", i);
      g_test_add_data_func (path, &output_cases[i], test_session_output);
    }
  for (size_t i = 0; i < G_N_ELEMENTS (no_time_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/uci/session/no-time/%02zu", i);
      g_test_add_data_func (path, no_time_cases[i], test_session_no_time);
    }
  g_test_add_func ("/uci/engine/handshake", test_engine_handshake);
  g_test_add_func ("/uci/engine/display", test_engine_display);
  g_test_add ("/uci/engine/multipv", Engine, NULL, engine_set_up, test_engine_multipv, engine_tear_down);
  g_test_add_func ("/uci/engine/checkers", test_engine_checkers);
  g_test_add ("/uci/engine/perft-divide", Engine, NULL, engine_set_up, test_engine_perft_divide, engine_tear_down);
  for (size_t i = 0; i < G_N_ELEMENTS (bad_command_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/uci/engine/bad-command/%02zu", i);
      g_test_add_data_func (path, &bad_command_cases[i], test_engine_bad_command);
    }
  g_test_add_func ("/uci/engine/blank-lines", test_engine_blank_lines);
  g_test_add_func ("/uci/engine/stop-at-once", test_engine_stop_at_once);
  g_test_add ("/uci/engine/perft-stops", Engine, NULL, engine_set_up, test_engine_perft_stops, engine_tear_down);
  g_test_add_func ("/uci/engine/long-lines", test_engine_long_lines);
  g_test_add_func ("/uci/engine/eof", test_engine_eof);
  g_test_add ("/uci/engine/go", Engine, NULL, engine_set_up, test_engine_go, engine_tear_down);
  return g_test_run ();
}
