/* SPDX-License-Identifier: GPL-3.0-or-later */
/* openings-gen.c: writes the opening table (openings-private.h) from the data set's TSV files,
 * `eco<TAB>name<TAB>pgn` under a header line. Run by the build:
 *
 *   openings-gen OUTPUT.c a.tsv b.tsv ...
 *
 * Every line is played with the engine's own SAN reader from the start position; a move that
 * is not legal, or not written as the engine writes it, fails the build with the file and line.
 * Each position a line passes through goes into the table; a position where lines end is named
 * by the first of them in the order of the files and their lines. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "openings-private.h"
#include "position.h"
#include "san.h"

#define LINE_MAX_BYTES 4096

typedef struct {
  Key key;
  int line;     /* index of the line in the data, for the order of naming */
  int named;    /* 1 where the line ends here, 0 where it passes through */
} Record;

typedef struct {
  char  eco[4];
  char *name;
} Line;

typedef struct {
  Record *records;
  size_t  n_records, records_size;
  Line   *lines;
  size_t  n_lines, lines_size;
} Table;

static void *
grow (void *array, size_t *size, size_t element)
{
  *size = *size ? *size * 2 : 1024;
  array = realloc (array, *size * element);
  if (!array)
    {
      perror ("openings-gen");
      exit (EXIT_FAILURE);
    }
  return array;
}

static void
add_record (Table *table, Key key, int named)
{
  if (table->n_records == table->records_size)
    table->records = grow (table->records, &table->records_size, sizeof *table->records);
  table->records[table->n_records++] = (Record) { key, (int) table->n_lines, named };
}

/* Plays the movetext "1. e4 c5 2. Nf3", recording each position after a move. NULL on
 * success, else the offending move. */
static const char *
play_line (Table *table, char *movetext)
{
  static char bad[SAN_MAX + 8];
  Position    pos;
  Undo        undo;
  char        written[SAN_MAX];

  position_set_start (&pos);
  for (char *token = strtok (movetext, " \n\r"); token; token = strtok (NULL, " \n\r"))
    {
      if (token[strlen (token) - 1] == '.')
        continue;
      Move move = move_from_san (&pos, token, -1, NULL);
      if (move == MOVE_NONE || strcmp (move_to_san (&pos, move, written, sizeof written), token))
        {
          snprintf (bad, sizeof bad, "%s", token);
          return bad;
        }
      position_make_move (&pos, move, &undo);
      add_record (table, pos.key, 0);
    }
  if (table->n_records == 0 || table->records[table->n_records - 1].line != (int) table->n_lines)
    return "(no move)";
  table->records[table->n_records - 1].named = 1;
  return NULL;
}

/* Reads one data line into the table; false (with a message) if it is broken. */
static int
read_line (Table *table, char *text, const char *file, int number)
{
  char       *eco = text, *name = strchr (text, '\t'), *movetext;
  const char *bad;

  if (!name || !(movetext = strchr (name + 1, '\t')) || name - eco != 3)
    {
      fprintf (stderr, "%s:%d: not eco<TAB>name<TAB>pgn\n", file, number);
      return 0;
    }
  *name++ = '\0';
  *movetext++ = '\0';
  if ((bad = play_line (table, movetext)))
    {
      fprintf (stderr, "%s:%d: %s: cannot play %s\n", file, number, name, bad);
      return 0;
    }
  if (table->n_lines == table->lines_size)
    table->lines = grow (table->lines, &table->lines_size, sizeof *table->lines);
  memcpy (table->lines[table->n_lines].eco, eco, 4);
  table->lines[table->n_lines].name = malloc (strlen (name) + 1);
  if (!table->lines[table->n_lines].name)
    return 0;
  strcpy (table->lines[table->n_lines++].name, name);
  return 1;
}

static int
read_file (Table *table, const char *path)
{
  FILE *in = fopen (path, "r");
  char  text[LINE_MAX_BYTES];
  int   number = 0, ok = 1;

  if (!in)
    {
      perror (path);
      return 0;
    }
  while (ok && fgets (text, sizeof text, in))
    if (++number > 1)   /* the header */
      ok = read_line (table, text, path, number);
  fclose (in);
  return ok;
}

/* By key; for one key the named records first, the earliest line first. */
static int
compare_records (const void *a, const void *b)
{
  const Record *x = a, *y = b;

  if (x->key != y->key)
    return x->key < y->key ? -1 : 1;
  if (x->named != y->named)
    return y->named - x->named;
  return x->line - y->line;
}

/* A C string literal of UTF-8 text: quotes, backslashes and every byte above ASCII escaped. */
static void
write_string (FILE *out, const char *text)
{
  fputc ('"', out);
  for (const unsigned char *c = (const unsigned char *) text; *c; c++)
    if (*c == '"' || *c == '\\')
      fprintf (out, "\\%c", *c);
    else if (*c < 0x20 || *c >= 0x7f)
      fprintf (out, "\\%03o", *c);
    else
      fputc (*c, out);
  fputc ('"', out);
}

/* The names of the lines that name a position, in the lines' order; *index gets each named
 * line's place among them (-1 for the others). */
static int
write_names (FILE *out, const Table *table, const Record *records, size_t n, int *index)
{
  int n_named = 0;

  for (size_t i = 0; i < table->n_lines; i++)
    index[i] = -1;
  for (size_t i = 0; i < n; i++)
    if (records[i].named)
      index[records[i].line] = 0;
  fprintf (out, "const OpeningName opening_names[] = {\n");
  for (size_t i = 0; i < table->n_lines; i++)
    if (index[i] == 0)
      {
        index[i] = n_named++;
        fprintf (out, "  { \"%s\", ", table->lines[i].eco);
        write_string (out, table->lines[i].name);
        fprintf (out, " },\n");
      }
  fprintf (out, "};\nconst int opening_n_named = %d;\n\n", n_named);
  return n_named;
}

/* Sorts the records and keeps the first of each key; weights[i] gets how many lines reach or
 * pass through the i-th kept key (capped at 16 bits), the book's measure of a main line. */
static size_t
unique_records (Table *table, unsigned *weights)
{
  size_t n = 0;

  qsort (table->records, table->n_records, sizeof *table->records, compare_records);
  for (size_t i = 0; i < table->n_records; i++)
    if (n == 0 || table->records[n - 1].key != table->records[i].key)
      {
        weights[n] = 1;
        table->records[n++] = table->records[i];
      }
    else if (weights[n - 1] < UINT16_MAX)
      weights[n - 1]++;
  return n;
}

static void
write_table (FILE *out, Table *table)
{
  unsigned *weights = calloc (table->n_records + 1, sizeof *weights);
  size_t    n = unique_records (table, weights);
  int      *index = calloc (table->n_lines + 1, sizeof *index);

  if (!weights || !index)
    {
      perror ("openings-gen");
      exit (EXIT_FAILURE);
    }

  fprintf (out, "/* Generated by openings-gen.c from data/openings/: do not edit. */\n"
                "#include \"openings-private.h\"\n\n");
  write_names (out, table, table->records, n, index);
  fprintf (out, "const Key opening_keys[] = {\n");
  for (size_t i = 0; i < n; i++)
    fprintf (out, "  UINT64_C (0x%016" PRIx64 "),\n", table->records[i].key);
  fprintf (out, "};\nconst uint16_t opening_name_of[] = {\n");
  for (size_t i = 0; i < n; i++)
    if (table->records[i].named)
      fprintf (out, "  %d,\n", index[table->records[i].line]);
    else
      fprintf (out, "  OPENING_UNNAMED,\n");
  fprintf (out, "};\nconst uint16_t opening_weight[] = {\n");
  for (size_t i = 0; i < n; i++)
    fprintf (out, "  %u,\n", weights[i]);
  fprintf (out, "};\nconst int opening_n_positions = %zu;\n", n);
  free (weights);
  free (index);
}

/* Freed before leaving, so that a build with the leak sanitizer runs the generator too. */
static void
table_clear (Table *table)
{
  for (size_t i = 0; i < table->n_lines; i++)
    free (table->lines[i].name);
  free (table->lines);
  free (table->records);
}

static bool
generate (Table *table, const char *output, char **files, int n_files)
{
  FILE *out;

  for (int i = 0; i < n_files; i++)
    if (!read_file (table, files[i]))
      return false;
  if (table->n_lines >= OPENING_UNNAMED)
    {
      fprintf (stderr, "openings-gen: too many lines for 16-bit indices\n");
      return false;
    }
  if (!(out = fopen (output, "w")))
    {
      perror (output);
      return false;
    }
  write_table (out, table);
  return fclose (out) == 0;
}

int
main (int argc, char **argv)
{
  Table table = { 0 };

  if (argc < 3)
    {
      fprintf (stderr, "usage: %s OUTPUT.c FILE.tsv...\n", argv[0]);
      return EXIT_FAILURE;
    }
  engine_init ();
  bool ok = generate (&table, argv[1], argv + 2, argc - 2);
  table_clear (&table);
  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
