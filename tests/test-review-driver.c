/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The review driver and fianchetto --annotate: a game with a planted blunder reviewed on the
 * worker threads with results announced as they come, a cancel answered, and the real
 * executable annotating a file with no display, refusing a broken one, and writing a reviewed
 * file again as it was (restored, not analysed). */
#include <glib.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "review-driver.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (ReviewGame, review_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PgnGame, pgn_game_free)

static PgnGame *
read_planted (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "review", "planted-blunder.pgn", NULL);
  g_autofree char *text = NULL;
  gsize            length;
  PgnGame         *game = NULL;
  PgnError         error;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  PgnReader *reader = pgn_reader_new (text, length);
  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_GAME);
  pgn_reader_free (reader);
  return game;
}

typedef struct {
  GMainLoop *loop;
  gboolean   finished, ok;
  GError    *error;
  int        n_progress;
  gboolean   progress_after_end;
} Run;

static void
on_progress (ReviewGame *review, int index, gpointer user_data)
{
  Run *run = user_data;

  if (run->finished)
    run->progress_after_end = TRUE;
  g_assert_true (review_game_get_position (review, index)->known);
  run->n_progress++;
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Run *run = user_data;

  run->ok = review_driver_run_finish (result, &run->error);
  run->finished = TRUE;
  g_main_loop_quit (run->loop);
}

static void
test_driver_reviews (void)
{
  g_autoptr (PgnGame) pgn = read_planted ();
  g_autoptr (ReviewGame) review = review_game_new (pgn);
  Run run = { g_main_loop_new (NULL, FALSE) };

  review_driver_run_async (review, 50, 2, NULL, on_progress, &run, on_done, &run);
  g_main_loop_run (run.loop);
  g_assert_true (run.ok);
  g_assert_no_error (run.error);
  g_assert_false (run.progress_after_end);
  g_assert_cmpint (run.n_progress, ==, 8);
  g_assert_cmpint (review_game_n_known (review), ==, 8);
  g_assert_cmpint (review_game_get_move (review, 5)->klass, ==, REVIEW_CLASS_BLUNDER);   /* 3...Nf6?? */
  g_main_loop_unref (run.loop);
}

/* A cancel before the workers get far ends the run with G_IO_ERROR_CANCELLED, after every
 * result they posted. */
static void
test_driver_cancel (void)
{
  g_autoptr (PgnGame) pgn = read_planted ();
  g_autoptr (ReviewGame) review = review_game_new (pgn);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Run run = { g_main_loop_new (NULL, FALSE) };

  /* A minute a position: only the cancel can end this in time for meson. */
  review_driver_run_async (review, 60000, 2, cancellable, on_progress, &run, on_done, &run);
  g_cancellable_cancel (cancellable);
  g_main_loop_run (run.loop);
  g_assert_false (run.ok);
  g_assert_error (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (run.progress_after_end);
  g_assert_cmpint (run.n_progress, <, 8);
  g_clear_error (&run.error);
  g_main_loop_unref (run.loop);
}

/* Runs fianchetto with args and no display; returns the exit status. */
static int
run_app (const char *const *args, char **out, char **err)
{
  const char *app = g_getenv ("FIANCHETTO_APP");
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                                                         | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (app);
  g_subprocess_launcher_unsetenv (launcher, "DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "WAYLAND_DISPLAY");
  g_ptr_array_add (argv, (gpointer) app);
  for (int i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_autoptr (GSubprocess) process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, out, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

static void
test_annotate (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "review", "planted-blunder.pgn", NULL);
  g_autofree char *out = NULL, *err = NULL, *again_out = NULL, *again_err = NULL;
  const char *args[] = { "--annotate", path, "--movetime", "100", NULL };

  g_assert_cmpint (run_app (args, &out, &err), ==, 0);
  g_test_message ("%s", out);
  g_assert_cmpstr (err, ==, "");
  g_assert_true (g_str_has_prefix (out, "[Event \"Review test\"]\n"));
  /* The blunder marked, the mate in one it allows as White's #1, the better move beside it,
   * the comment kept; the mate itself unmarked. */
  PgnReader *reader = pgn_reader_new (out, strlen (out));
  PgnGame   *read = NULL;
  PgnError   error;
  g_assert_cmpint (pgn_reader_next_game (reader, &read, &error), ==, PGN_READ_GAME);
  pgn_reader_free (reader);
  g_autoptr (PgnGame) annotated_game = read;
  const PgnNode *node = pgn_game_get_first_move (annotated_game);
  for (int ply = 0; ply < 5; ply++, node = pgn_node_get_next (node))
    g_assert_nonnull (strstr (pgn_node_get_comment_after (node), "[%eval "));
  g_assert_cmpstr (pgn_node_get_san (node), ==, "Nf6");
  g_assert_cmpint (pgn_node_get_assessment (node), ==, PGN_NAG_BLUNDER);
  g_assert_nonnull (strstr (pgn_node_get_comment_after (node), "[%eval #1]"));
  g_assert_nonnull (strstr (pgn_node_get_comment_after (node), "Planted: allows mate in one"));
  g_assert_cmpint (pgn_node_get_n_variations (node), ==, 1);
  node = pgn_node_get_next (node);
  g_assert_cmpstr (pgn_node_get_san (node), ==, "Qxf7#");
  g_assert_cmpint (pgn_node_get_assessment (node), ==, 0);
  g_assert_cmpint (pgn_game_get_result (annotated_game), ==, PGN_RESULT_WHITE_WINS);

  /* The file it wrote, annotated again: the review read back, the same text. */
  g_autofree char *annotated = g_build_filename (g_get_tmp_dir (), "fianchetto-annotated-XXXXXX.pgn", NULL);
  int fd = g_mkstemp (annotated);
  g_assert_cmpint (fd, >=, 0);
  close (fd);
  g_assert_true (g_file_set_contents (annotated, out, -1, NULL));
  const char *again[] = { "--annotate", annotated, NULL };
  g_assert_cmpint (run_app (again, &again_out, &again_err), ==, 0);
  g_assert_cmpstr (again_out, ==, out);
  g_unlink (annotated);
}

static void
test_annotate_broken (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "review", "broken.pgn", NULL);
  g_autofree char *out = NULL, *err = NULL, *missing_out = NULL, *missing_err = NULL;
  const char *args[] = { "--annotate", path, NULL };
  const char *missing[] = { "--annotate", "/nonexistent/game.pgn", NULL };

  g_assert_cmpint (run_app (args, &out, &err), ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "Qxh9"));
  g_assert_cmpint (run_app (missing, &missing_out, &missing_err), ==, 1);
  g_assert_cmpstr (missing_out, ==, "");
  g_assert_cmpstr (missing_err, !=, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/review-driver/reviews", test_driver_reviews);
  g_test_add_func ("/review-driver/cancel", test_driver_cancel);
  g_test_add_func ("/review-driver/annotate", test_annotate);
  g_test_add_func ("/review-driver/annotate-broken", test_annotate_broken);
  return g_test_run ();
}
