/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The opening table: games from a table of cases with the opening each one names (by position,
 * so transpositions too), then every line of the data set (the five files in data/openings/), read with the
 * PGN reader rather than the generator's code, named by its own ECO code and name where it
 * ends and on a named line all along. */
#include <glib.h>
#include <string.h>

#include "openings.h"
#include "pgn.h"

#define MAX_PLIES 128

/* The keys of the positions of movetext's main line, the start position first; the count. */
static int
line_keys (const char *movetext, Key *keys)
{
  g_autofree char *text = g_strconcat (movetext, " *", NULL);
  PgnReader      *reader = pgn_reader_new (text, strlen (text));
  PgnGame        *game = NULL;
  PgnError        error;
  Position        pos;
  Undo            undo;
  int             n = 0;

  g_assert_cmpint (pgn_reader_next_game (reader, &game, &error), ==, PGN_READ_GAME);
  pos = *pgn_game_get_start_position (game);
  keys[n++] = pos.key;
  for (const PgnNode *node = pgn_game_get_first_move (game); node; node = pgn_node_get_next (node))
    {
      g_assert_cmpint (n, <, MAX_PLIES);
      position_make_move (&pos, pgn_node_get_move (node), &undo);
      keys[n++] = pos.key;
    }
  pgn_game_free (game);
  pgn_reader_free (reader);
  return n;
}

typedef struct {
  const char *moves;
  const char *eco;    /* NULL: no opening named */
  const char *name;
  int         ply;    /* where the deepest named position is */
} Case;

static const Case cases[] = {
  { "", NULL, NULL, 0 },
  { "1. e4", "B00", "King's Pawn Game", 1 },
  { "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6", "B90",
    "Sicilian Defense: Najdorf Variation", 10 },
  /* Past the end of the named lines the deepest named position still names the game. */
  { "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. a3 h6 7. h3", "B90",
    "Sicilian Defense: Najdorf Variation", 10 },
  /* The Nimzo-Indian, straight and by transposition. */
  { "1. d4 Nf6 2. c4 e6 3. Nc3 Bb4", "E20", "Nimzo-Indian Defense", 6 },
  { "1. c4 e6 2. Nc3 Nf6 3. d4 Bb4", "E20", "Nimzo-Indian Defense", 6 },
  { "1. Nf3 d5 2. d4 Nf6 3. c4 e6 4. Nc3 c5", "D40",
    "Queen's Gambit Declined: Semi-Tarrasch Defense", 8 },
  { "1. e4 e5 2. Nf3 Nc6 3. Bb5", "C60", "Ruy Lopez", 5 },
  /* The Ruy Lopez reached with the bishop first. */
  { "1. e4 e5 2. Bb5 Nc6 3. Nf3", "C60", "Ruy Lopez", 5 },
};

static void
test_cases (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Key                keys[MAX_PLIES];
      int                n = line_keys (cases[i].moves, keys), ply = -1;
      const OpeningName *name = openings_find_deepest (keys, n, &ply);

      g_test_message ("%s", cases[i].moves);
      if (!cases[i].eco)
        {
          g_assert_null (name);
          continue;
        }
      g_assert_nonnull (name);
      g_assert_cmpstr (name->eco, ==, cases[i].eco);
      g_assert_cmpstr (name->name, ==, cases[i].name);
      g_assert_cmpint (ply, ==, cases[i].ply);
    }
}

static void
test_start_position (void)
{
  Position pos;

  position_set_start (&pos);
  g_assert_null (openings_find (pos.key));
  g_assert_false (openings_on_line (pos.key));
  g_assert_null (openings_find_deepest (NULL, 0, NULL));
}

/* One data line: its end names it (or an earlier line ending in the same position does,
 * kept in first_names by key), and every position on it is on a named line. */
static void
check_data_line (char **fields, GHashTable *first_names)
{
  Key                keys[MAX_PLIES];
  int                n = line_keys (fields[2], keys), ply = -1;
  const OpeningName *name = openings_find_deepest (keys, n, &ply);
  const char        *expected;

  g_assert_nonnull (name);
  g_assert_cmpint (ply, ==, n - 1);
  for (int i = 1; i < n; i++)
    g_assert_true (openings_on_line (keys[i]));
  expected = g_hash_table_lookup (first_names, &keys[n - 1]);
  if (!expected)
    {
      g_assert_cmpstr (name->eco, ==, fields[0]);
      g_assert_cmpstr (name->name, ==, fields[1]);
      g_hash_table_insert (first_names, g_memdup2 (&keys[n - 1], sizeof (Key)),
                           g_strdup (fields[1]));
    }
  else
    g_assert_cmpstr (name->name, ==, expected);
}

static int
check_data_file (const char *letter, GHashTable *first_names)
{
  g_autofree char *file = g_strconcat (letter, ".tsv", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "openings", file, NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  int n = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpstr (lines[0], ==, "eco\tname\tpgn");
  for (int i = 1; lines[i] && *lines[i]; i++, n++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", 3);

      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      check_data_line (fields, first_names);
    }
  return n;
}

static void
test_every_line (void)
{
  static const char *const files[] = { "a", "b", "c", "d", "e" };
  g_autoptr(GHashTable) first_names = g_hash_table_new_full (g_int64_hash, g_int64_equal,
                                                             g_free, g_free);
  int n_lines = 0;

  for (size_t i = 0; i < G_N_ELEMENTS (files); i++)
    n_lines += check_data_file (files[i], first_names);
  g_assert_cmpint (n_lines, ==, 3807);
  g_assert_cmpint (openings_n_named (), ==, (int) g_hash_table_size (first_names));
  g_assert_cmpint (openings_n_positions (), >=, openings_n_named ());
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_func ("/openings/cases", test_cases);
  g_test_add_func ("/openings/start-position", test_start_position);
  g_test_add_func ("/openings/every-line", test_every_line);
  return g_test_run ();
}
