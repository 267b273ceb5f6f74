/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match-pgn.c: a finished game as PGN: the seven tag roster, the start position if it is not
 * the standard one, and the moves in SAN wrapped under 80 columns. */
#define G_LOG_DOMAIN "match"

#include "config.h"

#include "match.h"

#include <string.h>

#include "fen.h"
#include "san.h"

enum { PGN_LINE_WIDTH = 79 };

static const char *
termination_tag (Finish finish)
{
  switch (finish)
    {
    case FINISH_RESIGN:  return "adjudication";
    case FINISH_ILLEGAL: return "rules infraction";
    case FINISH_TIME:    return "time forfeit";
    case FINISH_CRASH:   return "abandoned";
    case FINISH_RULES:
    case FINISH_CLAIM:
    default:             return "normal";
    }
}

/* A tag with the value's quotes and backslashes escaped. */
static void
write_tag (FILE *out, const char *name, const char *value)
{
  fprintf (out, "[%s \"", name);
  for (const char *c = value; *c; c++)
    {
      if (*c == '"' || *c == '\\')
        fputc ('\\', out);
      fputc (*c, out);
    }
  fputs ("\"]\n", out);
}

static void
write_tags (FILE *out, const MatchConfig *config, const GameRecord *record,
            const char *const names[2])
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  g_autofree char *round = g_strdup_printf ("%d", record->number);
  g_autofree char *plies = g_strdup_printf ("%d", game_ply_count (record->game));
  char fen[FEN_MAX];

  write_tag (out, "Event", "fianchetto-match");
  write_tag (out, "Site", "?");
  write_tag (out, "Date", date);
  write_tag (out, "Round", round);
  write_tag (out, "White", names[record->engine1_white ? 0 : 1]);
  write_tag (out, "Black", names[record->engine1_white ? 1 : 0]);
  write_tag (out, "Result", result_text (record->result));
  position_to_fen (game_start_position (record->game), fen, sizeof fen);
  if (strcmp (fen, FEN_START) != 0)
    {
      write_tag (out, "SetUp", "1");
      write_tag (out, "FEN", fen);
    }
  if (config->limit == LIMIT_CLOCK)
    {
      g_autofree char *tc = g_strdup_printf ("%g+%g", config->base_ms / 1000.0,
                                             config->increment_ms / 1000.0);
      write_tag (out, "TimeControl", tc);
    }
  write_tag (out, "Termination", termination_tag (record->finish));
  write_tag (out, "PlyCount", plies);
}

/* Adds a word to the line, first writing the line out if the word would not fit. */
static void
append_word (FILE *out, GString *line, const char *word)
{
  if (line->len > 0 && line->len + 1 + strlen (word) > PGN_LINE_WIDTH)
    {
      fprintf (out, "%s\n", line->str);
      g_string_truncate (line, 0);
    }
  if (line->len > 0)
    g_string_append_c (line, ' ');
  g_string_append (line, word);
}

static void
write_moves (FILE *out, const GameRecord *record)
{
  g_autoptr (GString) line = g_string_new (NULL);
  g_autofree char *comment = game_record_describe (record);
  g_autofree char *ending = g_strdup_printf ("{%s}", comment);
  Position pos = *game_start_position (record->game);

  for (int ply = 0; ply < game_ply_count (record->game); ply++)
    {
      Move move = game_move_at (record->game, ply);
      char san[SAN_MAX], word[SAN_MAX + 16];
      Undo undo;

      move_to_san (&pos, move, san, sizeof san);
      if (pos.side_to_move == WHITE)
        g_snprintf (word, sizeof word, "%d. %s", pos.fullmove_number, san);
      else if (ply == 0)
        g_snprintf (word, sizeof word, "%d... %s", pos.fullmove_number, san);
      else
        g_strlcpy (word, san, sizeof word);
      append_word (out, line, word);
      position_make_move (&pos, move, &undo);
    }
  append_word (out, line, ending);
  append_word (out, line, result_text (record->result));
  fprintf (out, "%s\n\n", line->str);
}

void
match_pgn_write (FILE *out, const MatchConfig *config, const GameRecord *record,
                 const char *const names[2])
{
  write_tags (out, config, record, names);
  fputc ('\n', out);
  write_moves (out, record);
  fflush (out);
}
