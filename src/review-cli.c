/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review-cli.c: fianchetto --annotate (review-cli.h). The whole file is read and checked
 * before anything is written, so a broken file gives a message and no half output. The
 * review runs on the driver's workers, with a main loop of its own turning until it ends. */
#define G_LOG_DOMAIN "fianchetto"

#include "config.h"

#include "review-cli.h"

#include <glib/gi18n.h>

#include "error-messages.h"
#include "review-driver.h"

typedef struct {
  GMainLoop *loop;
  gboolean   done;
} Wait;

static void
review_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Wait *wait = user_data;
  g_autoptr (GError) error = NULL;

  if (!review_driver_run_finish (result, &error))
    g_warning ("review: %s", error->message);
  wait->done = TRUE;
  g_main_loop_quit (wait->loop);
}

/* The game reviewed in place: read back when its file has the review, analysed otherwise. */
static void
annotate_game (PgnGame *pgn, gint64 movetime_ms)
{
  ReviewGame *review = review_game_new (pgn);

  if (!review)
    g_error ("not enough memory for a review");
  if (!review_game_restore (review, pgn))
    {
      g_autoptr (GMainContext) context = g_main_context_new ();
      Wait wait = { g_main_loop_new (context, FALSE), FALSE };

      review_game_free (review);
      review = review_game_new (pgn);
      g_main_context_push_thread_default (context);
      review_driver_run_async (review, movetime_ms, 0, NULL, NULL, NULL, review_done, &wait);
      if (!wait.done)
        g_main_loop_run (wait.loop);
      g_main_context_pop_thread_default (context);
      g_main_loop_unref (wait.loop);
    }
  review_game_annotate (review, pgn);
  review_game_free (review);
}

/* Every game of the text, or NULL with a message in *message. */
static GPtrArray *
read_games (const char *text, gsize length, char **message)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) pgn_game_free);
  PgnReader    *reader = pgn_reader_new (text, length);
  PgnReadStatus status;
  PgnGame      *pgn = NULL;
  PgnError      error;

  while ((status = pgn_reader_next_game (reader, &pgn, &error)) == PGN_READ_GAME)
    g_ptr_array_add (games, pgn);
  pgn_reader_free (reader);
  if (status == PGN_READ_ERROR)
    {
      *message = error_message_for_pgn (&error);
      return NULL;
    }
  if (games->len == 0)
    {
      *message = g_strdup (_("The file holds no game"));
      return NULL;
    }
  return g_steal_pointer (&games);
}

int
review_cli_annotate (const char *path, gint64 movetime_ms, FILE *out, FILE *err)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *bytes = NULL, *message = NULL;
  gsize length;

  if (!g_file_get_contents (path, &bytes, &length, &error))
    {
      fprintf (err, "%s\n", error->message);
      return 1;
    }
  size_t utf8_length;
  char  *utf8 = pgn_text_to_utf8 (bytes, length, &utf8_length);
  g_autoptr (GPtrArray) games = read_games (utf8, utf8_length, &message);
  free (utf8);
  if (!games)
    {
      g_autofree char *display = g_filename_display_name (path);
      /* TRANSLATORS: the file's name, then why it cannot be read */
      fprintf (err, _("Cannot annotate %s: %s\n"), display, message);
      return 1;
    }
  for (guint i = 0; i < games->len; i++)
    {
      PgnGame *pgn = g_ptr_array_index (games, i);
      annotate_game (pgn, movetime_ms);
      char *text = pgn_game_write (pgn, NULL);
      fprintf (out, "%s%s", i > 0 ? "\n" : "", text);
      free (text);
      fflush (out);
    }
  return 0;
}
