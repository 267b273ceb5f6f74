/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-computer-player.c: the computer player on its worker thread: moves and hints arrive
 * legal, weak levels after their natural pause, every way of cancelling answers
 * G_IO_ERROR_CANCELLED, and games played one after another leave no thread behind. No display
 * needed. How fast a cancel is answered and how long each level takes is measured by
 * bench/computer-player, not asserted here: a busy machine would fail any deadline. */
#include "config.h"

#include <glib.h>

#include "fen.h"
#include "fianchetto-computer-player.h"
#include "fianchetto-levels.h"

enum {
  /* The weak levels' shortest natural pause (fianchetto-computer-player.c). */
  NATURAL_MIN_MS = 500,
  /* The longest think time: a search cancelled mid-way has ten seconds left, far more than
   * any stall of a busy machine between starting it and cancelling it. */
  PATIENT_THINK_TIME = 10,
  /* How long any wait lasts before the test fails: only a hang gets there. */
  WAIT_MS = 60000,
};

/* One request's outcome, filled in by its callback on the main thread. */
typedef struct {
  gboolean done;
  Move     move;
  GError  *error;
  gint64   finished;   /* monotonic microseconds */
} Outcome;

static void
outcome_clear (Outcome *outcome)
{
  g_clear_error (&outcome->error);
  *outcome = (Outcome) { 0 };
}

static void
on_move (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Outcome *outcome = user_data;

  outcome->move = fianchetto_computer_player_find_move_finish (FIANCHETTO_COMPUTER_PLAYER (source),
                                                               result, &outcome->error);
  outcome->finished = g_get_monotonic_time ();
  outcome->done = TRUE;
}

static void
on_hint (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Outcome *outcome = user_data;

  outcome->move = fianchetto_computer_player_find_hint_finish (FIANCHETTO_COMPUTER_PLAYER (source),
                                                               result, &outcome->error);
  outcome->finished = g_get_monotonic_time ();
  outcome->done = TRUE;
}

static gboolean
on_timeout (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until every outcome is done (or fails the test after WAIT_MS, a hang). */
static void
wait_for (Outcome *outcomes, int n)
{
  gboolean timed_out = FALSE;
  guint timeout = g_timeout_add (WAIT_MS, on_timeout, &timed_out);
  gboolean all_done = FALSE;

  while (!all_done && !timed_out)
    {
      g_main_context_iteration (NULL, TRUE);
      all_done = TRUE;
      for (int i = 0; i < n; i++)
        all_done = all_done && outcomes[i].done;
    }
  g_assert_false (timed_out);
  g_source_remove (timeout);
}

/* Runs the main loop for ms milliseconds, so the worker gets well into its search. */
static void
spin (int ms)
{
  gboolean elapsed = FALSE;

  g_timeout_add (ms, on_timeout, &elapsed);
  while (!elapsed)
    g_main_context_iteration (NULL, TRUE);
}

static Game *
game_from (const char *fen)
{
  Position pos;

  g_assert_true (position_from_fen (&pos, fen, NULL));
  return game_new (&pos);
}

static void
assert_legal (const Game *game, Move move)
{
  MoveList list;

  game_legal_moves (game, &list);
  for (int i = 0; i < list.count; i++)
    if (list.moves[i] == move)
      return;
  g_assert_not_reached ();
}

static FianchettoComputerPlayer *
quick_player (void)
{
  FianchettoComputerPlayer *player = fianchetto_computer_player_new ();

  fianchetto_computer_player_set_think_time (player, 1);
  return player;
}

/* For searches that are to be cancelled: full strength would think for ten seconds. */
static FianchettoComputerPlayer *
patient_player (void)
{
  FianchettoComputerPlayer *player = fianchetto_computer_player_new ();

  fianchetto_computer_player_set_think_time (player, PATIENT_THINK_TIME);
  return player;
}

typedef struct {
  const char *name;
  const char *fen;
  int         level;
  const char *expected;   /* the only good move in UCI notation, or NULL */
} MoveCase;

static const MoveCase move_cases[] = {
  { "start-beginner", FEN_START, 0, NULL },
  { "middlegame-club", "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4", 2, NULL },
  { "back-rank-mate-master", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 5, "d1d8" },
  { "only-move-expert", "R6k/8/5K2/8/8/8/8/8 b - - 0 1", 4, "h8h7" },
  { "black-to-move-casual", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 1, NULL },
};

/* A move arrives, legal, and never before the shortest natural pause (a lower bound, which a
 * busy machine cannot break; how long it takes is bench/computer-player's to say). */
static void
test_find_move (gconstpointer data)
{
  const MoveCase *c = data;
  g_autoptr(FianchettoComputerPlayer) player = quick_player ();
  Game *game = game_from (c->fen);
  Outcome outcome = { 0 };
  gint64 started = g_get_monotonic_time ();
  gint64 elapsed_ms;

  fianchetto_computer_player_find_move_async (player, game, fianchetto_level_get_elo (c->level),
                                              NULL, on_move, &outcome);
  wait_for (&outcome, 1);
  g_assert_no_error (outcome.error);
  assert_legal (game, outcome.move);
  if (c->expected)
    {
      char uci[6];
      g_assert_cmpstr (move_to_uci (outcome.move, uci), ==, c->expected);
    }
  elapsed_ms = (outcome.finished - started) / 1000;
  g_test_message ("%s: %" G_GINT64_FORMAT " ms", c->name, elapsed_ms);
  g_assert_cmpint (elapsed_ms, >=, NATURAL_MIN_MS);
  game_free (game);
}

/* On the clock: the move is legal and as good as untimed, with a minute or half a second left
 * (how long it takes is bench-clock-games's to say: no game lost on time). */
static void
test_timed_move (void)
{
  static const struct {
    const char *fen;
    int         level;
    gint64      left_usec;
    const char *expected;
  } cases[] = {
    { "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 5, 60 * G_TIME_SPAN_SECOND, "d1d8" },
    { "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 5, G_TIME_SPAN_SECOND / 2, "d1d8" },
    { FEN_START, 0, G_TIME_SPAN_SECOND / 2, NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(FianchettoComputerPlayer) player = patient_player ();
      FianchettoComputerClock clock = {
        { cases[i].left_usec, cases[i].left_usec }, { 0, 0 },
      };
      Game *game = game_from (cases[i].fen);
      Outcome outcome = { 0 };
      char uci[6];

      fianchetto_computer_player_find_timed_move_async (player, game,
                                                        fianchetto_level_get_elo (cases[i].level),
                                                        &clock, NULL, on_move, &outcome);
      wait_for (&outcome, 1);
      g_assert_no_error (outcome.error);
      assert_legal (game, outcome.move);
      if (cases[i].expected)
        g_assert_cmpstr (move_to_uci (outcome.move, uci), ==, cases[i].expected);
      outcome_clear (&outcome);
      game_free (game);
    }
}

/* A hint is the best move for the side to move, in about a second. */
static void
test_hint (void)
{
  g_autoptr(FianchettoComputerPlayer) player = quick_player ();
  Game *game = game_from ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
  Outcome outcome = { 0 };
  char uci[6];

  fianchetto_computer_player_find_hint_async (player, game, NULL, on_hint, &outcome);
  wait_for (&outcome, 1);
  g_assert_no_error (outcome.error);
  g_assert_cmpstr (move_to_uci (outcome.move, uci), ==, "d1d8");
  game_free (game);
}

/* Mate on the board: there is nothing to play, and the answer says so. */
static void
test_no_move (void)
{
  g_autoptr(FianchettoComputerPlayer) player = quick_player ();
  Game *game = game_from ("3R2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1");
  Outcome outcome = { 0 };

  fianchetto_computer_player_find_move_async (player, game, 1200, NULL, on_move, &outcome);
  wait_for (&outcome, 1);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_cmpuint (outcome.move, ==, MOVE_NONE);
  outcome_clear (&outcome);
  game_free (game);
}

typedef enum {
  CANCEL_CALLER,      /* the caller's cancellable */
  CANCEL_PLAYER,      /* fianchetto_computer_player_cancel() */
  CANCEL_NEW_GAME,    /* fianchetto_computer_player_new_game() */
  CANCEL_STOP,        /* fianchetto_computer_player_stop(), which also waits */
} CancelHow;

typedef struct {
  const char *name;
  CancelHow   how;
  int         elo;    /* full strength searches all the time; a beginner waits out a pause */
} CancelCase;

static const CancelCase cancel_cases[] = {
  { "caller-searching", CANCEL_CALLER, FIANCHETTO_FULL_STRENGTH_ELO },
  { "caller-pausing", CANCEL_CALLER, 800 },
  { "player-searching", CANCEL_PLAYER, FIANCHETTO_FULL_STRENGTH_ELO },
  { "player-pausing", CANCEL_PLAYER, 800 },
  { "new-game-searching", CANCEL_NEW_GAME, FIANCHETTO_FULL_STRENGTH_ELO },
  { "stop-searching", CANCEL_STOP, FIANCHETTO_FULL_STRENGTH_ELO },
};

static void
cancel_by (FianchettoComputerPlayer *player, GCancellable *cancellable, CancelHow how)
{
  switch (how)
    {
    case CANCEL_CALLER:
      g_cancellable_cancel (cancellable);
      break;
    case CANCEL_PLAYER:
      fianchetto_computer_player_cancel (player);
      break;
    case CANCEL_NEW_GAME:
      fianchetto_computer_player_new_game (player);
      break;
    case CANCEL_STOP:
      fianchetto_computer_player_stop (player);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Mid-search (ten seconds to think) or mid-pause, a cancel ends the request, cancelled. */
static void
test_cancel (gconstpointer data)
{
  const CancelCase *c = data;
  g_autoptr(FianchettoComputerPlayer) player = patient_player ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Game *game = game_from (FEN_START);
  Outcome outcome = { 0 };

  fianchetto_computer_player_find_move_async (player, game, c->elo, cancellable, on_move, &outcome);
  spin (300);
  g_assert_false (outcome.done);
  cancel_by (player, cancellable, c->how);
  wait_for (&outcome, 1);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  outcome_clear (&outcome);
  game_free (game);
}

/* A newer request cancels the one before; the newer one still answers. */
static void
test_newest_wins (void)
{
  g_autoptr(FianchettoComputerPlayer) player = patient_player ();
  Game *game = game_from (FEN_START);
  Outcome outcomes[2] = { 0 };

  fianchetto_computer_player_find_move_async (player, game, FIANCHETTO_FULL_STRENGTH_ELO, NULL,
                                              on_move, &outcomes[0]);
  spin (100);
  fianchetto_computer_player_find_hint_async (player, game, NULL, on_hint, &outcomes[1]);
  wait_for (outcomes, 2);
  g_assert_error (outcomes[0].error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_no_error (outcomes[1].error);
  assert_legal (game, outcomes[1].move);
  outcome_clear (&outcomes[0]);
  game_free (game);
}

static guint
count_threads (void)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  guint count = 0;

  g_assert_nonnull (dir);
  while (g_dir_read_name (dir))
    count++;
  return count;
}

/* GTask keeps idle workers for a while (half a second in its pool, then among GLib's unused
 * threads, which we stop). Counts the threads once at most `target` are left (or after
 * WAIT_MS, a thread that never ends), or once the count has held still for a second when
 * there is no target (0). */
static guint
count_threads_left (guint target)
{
  gint64 give_up = g_get_monotonic_time () + (gint64) WAIT_MS * 1000;
  guint count = count_threads ();
  int still = 0;

  while (count > target && (target > 0 || still < 100) && g_get_monotonic_time () < give_up)
    {
      guint now;

      g_thread_pool_stop_unused_threads ();
      spin (10);
      now = count_threads ();
      still = now == count ? still + 1 : 0;
      count = now;
    }
  return count;
}

/* A few moves of a beginner against itself, the last search cancelled by a new game. */
static void
play_game (FianchettoComputerPlayer *player)
{
  Game *game = game_new (NULL);

  fianchetto_computer_player_new_game (player);
  for (int ply = 0; ply < 3; ply++)
    {
      Outcome outcome = { 0 };

      fianchetto_computer_player_find_move_async (player, game, 800, NULL, on_move, &outcome);
      wait_for (&outcome, 1);
      g_assert_no_error (outcome.error);
      g_assert_true (game_play (game, outcome.move));
    }
  {
    Outcome outcome = { 0 };

    fianchetto_computer_player_find_move_async (player, game, FIANCHETTO_FULL_STRENGTH_ELO,
                                                NULL, on_move, &outcome);
    spin (100);
    fianchetto_computer_player_new_game (player);
    wait_for (&outcome, 1);
    g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    outcome_clear (&outcome);
  }
  game_free (game);
}

static void
test_no_thread_left (void)
{
  g_autoptr(FianchettoComputerPlayer) player = patient_player ();
  guint after_first, after_second, after_player;

  play_game (player);
  after_first = count_threads_left (0);
  play_game (player);
  after_second = count_threads_left (after_first);
  g_clear_object (&player);
  after_player = count_threads_left (after_first);
  g_test_message ("threads: %u after one game, %u after two, %u without the player",
                  after_first, after_second, after_player);
  g_assert_cmpuint (after_second, <=, after_first);
  g_assert_cmpuint (after_player, <=, after_first);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();

  for (gsize i = 0; i < G_N_ELEMENTS (move_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/computer-player/find-move/%s", move_cases[i].name);
      g_test_add_data_func (path, &move_cases[i], test_find_move);
    }
  g_test_add_func ("/computer-player/hint", test_hint);
  g_test_add_func ("/computer-player/timed-move", test_timed_move);
  g_test_add_func ("/computer-player/no-move", test_no_move);
  for (gsize i = 0; i < G_N_ELEMENTS (cancel_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/computer-player/cancel/%s", cancel_cases[i].name);
      g_test_add_data_func (path, &cancel_cases[i], test_cancel);
    }
  g_test_add_func ("/computer-player/newest-wins", test_newest_wins);
  g_test_add_func ("/computer-player/no-thread-left", test_no_thread_left);

  return g_test_run ();
}
