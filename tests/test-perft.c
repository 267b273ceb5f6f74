/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Perft over the EPD files in tests/data: one test case per position. By default each case
 * checks every depth up to a few million leaves; with -m slow (meson test --suite slow) it
 * checks every depth the file lists. */
#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "fen.h"
#include "perft.h"

enum { QUICK_NODE_LIMIT = 5000000 };

typedef struct {
  char    *fen;
  int      n_depths;
  uint64_t expected[16];
} PerftCase;

static void
perft_case_free (gpointer data)
{
  PerftCase *c = data;
  g_free (c->fen);
  g_free (c);
}

/* One EPD line: "FEN ;D1 n ;D2 n ..." */
static PerftCase *
parse_epd_line (const char *line)
{
  g_auto (GStrv) parts = g_strsplit (line, ";", -1);
  PerftCase *c = g_new0 (PerftCase, 1);

  c->fen = g_strstrip (g_strdup (parts[0]));
  for (int i = 1; parts[i] && c->n_depths < 16; i++)
    {
      int      depth;
      guint64  nodes;
      if (sscanf (parts[i], " D%d %" G_GUINT64_FORMAT, &depth, &nodes) == 2 && depth == c->n_depths + 1)
        c->expected[c->n_depths++] = nodes;
    }
  return c;
}

static void
test_perft_position (gconstpointer data)
{
  const PerftCase *c = data;
  Position         pos;
  FenError         error;

  g_assert_true (position_from_fen (&pos, c->fen, &error));
  g_assert_cmpint (c->n_depths, >, 0);
  for (int depth = 1; depth <= c->n_depths; depth++)
    {
      if (!g_test_slow () && depth > 1 && c->expected[depth - 1] > QUICK_NODE_LIMIT)
        break;
      g_test_message ("%s depth %d", c->fen, depth);
      g_assert_cmpuint (perft (&pos, depth), ==, c->expected[depth - 1]);
    }
}

static void
add_epd_file (const char *name, GPtrArray *keep)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);

  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      if (!*g_strstrip (lines[i]))
        continue;
      PerftCase       *c = parse_epd_line (lines[i]);
      g_autofree char *test_path = g_strdup_printf ("/perft/%.*s/%03d", (int) strcspn (name, "."), name, i + 1);
      g_ptr_array_add (keep, c);
      g_test_add_data_func (test_path, c, test_perft_position);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) cases = g_ptr_array_new_with_free_func (perft_case_free);

  g_test_init (&argc, &argv, NULL);
  engine_init ();
  add_epd_file ("standard.epd", cases);
  add_epd_file ("random.epd", cases);
  return g_test_run ();
}
