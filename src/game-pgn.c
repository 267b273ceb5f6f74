/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-pgn.c: the tags the game itself determines (Result, SetUp, FEN) and those that say who
 * plays are read into the game and its players; every other tag is kept as it came, so that a
 * game opened and saved again keeps its Event, Site and the rest. */
#define G_LOG_DOMAIN "fianchetto-pgn"

#include "config.h"

#include "game-pgn.h"

#include <glib/gi18n.h>

#include "error-messages.h"
#include "fianchetto-levels.h"

#define TAG_COMPUTER_COLOR "ComputerColor"
#define TAG_COMPUTER_LEVEL "ComputerLevel"
/* ComputerColor of a position waiting for the player to say who plays it. */
#define UNCHOSEN "?"
#define TAG_ECO "ECO"
#define TAG_OPENING "Opening"
#define TAG_TERMINATION "Termination"
#define TIME_FORFEIT "time forfeit"

G_DEFINE_QUARK (game-pgn-error-quark, game_pgn_error)

static const char *const color_names[] = { "white", "black" };

void
game_pgn_info_clear (GamePgnInfo *info)
{
  g_return_if_fail (info != NULL);

  g_clear_pointer (&info->tags, g_strfreev);
  info->computer = COLOR_NB;
  info->level = -1;
  info->dropped = 0;
  info->players_unchosen = FALSE;
}

/* A person's name: the user's against the computer, unknown when two people share the board. */
static const char *
person_name (Color computer)
{
  const char *name;

  if (computer == COLOR_NB)
    return "?";
  name = g_get_real_name ();
  return g_strcmp0 (name, "Unknown") == 0 ? "?" : name;
}

GStrv
game_pgn_new_tags (Color computer,
                   int   level)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  g_autofree char *computer_name = NULL;

  g_return_val_if_fail (computer <= COLOR_NB, NULL);

  if (computer != COLOR_NB)
    /* Translators: the computer's name in a saved game, with its level: "Fianchetto (Club)". */
    computer_name = g_strdup_printf (_("Fianchetto (%s)"), fianchetto_level_get_name (level));
  g_strv_builder_add_many (builder, "Date", date, NULL);
  for (Color side = WHITE; side <= BLACK; side++)
    g_strv_builder_add_many (builder, side == WHITE ? "White" : "Black",
                             side == computer ? computer_name : person_name (computer),
                             NULL);
  return g_strv_builder_end (builder);
}

/* The value of the tag `name` among tags (name, value, …), or NULL. */
static const char *
find_tag (const char *const *tags, const char *name)
{
  for (int i = 0; tags && tags[i] && tags[i + 1]; i += 2)
    if (g_str_equal (tags[i], name))
      return tags[i + 1];
  return NULL;
}

/* The opening of the main line up to the current position (what game_to_pgn writes). */
static const OpeningName *
mainline_opening (const Game *game)
{
  return game_node_opening (game, game_mainline_node (game, game_ply_count (game) - 1));
}

/* ECO and Opening for the main line, unless the tags name an opening of their own. */
static void
add_opening_tags (GStrvBuilder *builder, const Game *game, const char *const *tags)
{
  const OpeningName *opening;

  if (find_tag (tags, TAG_ECO) || find_tag (tags, TAG_OPENING))
    return;
  opening = mainline_opening (game);
  if (opening)
    g_strv_builder_add_many (builder, TAG_ECO, opening->eco, TAG_OPENING, opening->name, NULL);
}

/* A game's ECO and Opening that name its main line as we would are ours: they are left out
 * of info's tags and written afresh, so that they follow the game as it goes on. Others are
 * the file's own and stay as they are. */
static void
drop_own_opening_tags (const Game *game, GamePgnInfo *info)
{
  const OpeningName *opening = mainline_opening (game);
  const char *const *tags = (const char *const *) info->tags;
  g_autoptr(GStrvBuilder) builder = NULL;

  if (!opening
      || g_strcmp0 (find_tag (tags, TAG_ECO), opening->eco) != 0
      || g_strcmp0 (find_tag (tags, TAG_OPENING), opening->name) != 0)
    return;
  builder = g_strv_builder_new ();
  for (int i = 0; tags[i] && tags[i + 1]; i += 2)
    if (!g_str_equal (tags[i], TAG_ECO) && !g_str_equal (tags[i], TAG_OPENING))
      g_strv_builder_add_many (builder, tags[i], tags[i + 1], NULL);
  g_strfreev (info->tags);
  info->tags = g_strv_builder_end (builder);
}

/* A flag fell: the PGN standard's Termination says so. */
static gboolean
lost_on_time (const Game *game)
{
  GameEndReason reason = END_NONE;

  game_result (game, &reason);
  return reason == END_TIME_FORFEIT || reason == END_TIMEOUT_DRAW;
}

char *
game_pgn_write (const Game        *game,
                const GamePgnInfo *info)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) tags = NULL;
  g_autofree char *level = NULL;
  PgnGame *pgn;
  char *written, *text;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (info != NULL, NULL);

  for (int i = 0; info->tags && info->tags[i] && info->tags[i + 1]; i += 2)
    if (!g_str_equal (info->tags[i], TAG_TERMINATION) || !lost_on_time (game))
      g_strv_builder_add_many (builder, info->tags[i], info->tags[i + 1], NULL);
  if (lost_on_time (game))
    g_strv_builder_add_many (builder, TAG_TERMINATION, TIME_FORFEIT, NULL);
  add_opening_tags (builder, game, (const char *const *) info->tags);
  if (info->players_unchosen)
    g_strv_builder_add_many (builder, TAG_COMPUTER_COLOR, UNCHOSEN, NULL);
  else if (info->computer != COLOR_NB)
    {
      level = g_strdup_printf ("%d", MAX (info->level, 0));
      g_strv_builder_add_many (builder, TAG_COMPUTER_COLOR, color_names[info->computer],
                               TAG_COMPUTER_LEVEL, level, NULL);
    }
  tags = g_strv_builder_end (builder);
  pgn = game_to_pgn (game, (const char *const *) tags);
  written = pgn_game_write (pgn, NULL);
  pgn_game_free (pgn);
  /* The engine's library allocates with malloc; the app frees with g_free. */
  text = g_strdup (written);
  free (written);
  return text;
}

/* Reads who plays from our own tags; a value we did not write is as if absent. */
static gboolean
read_player_tag (GamePgnInfo *info, const char *name, const char *value)
{
  guint64 level;

  if (g_str_equal (name, TAG_COMPUTER_COLOR))
    {
      for (Color side = WHITE; side <= BLACK; side++)
        if (g_str_equal (value, color_names[side]))
          info->computer = side;
      info->players_unchosen = g_str_equal (value, UNCHOSEN);
      return TRUE;
    }
  if (g_str_equal (name, TAG_COMPUTER_LEVEL))
    {
      if (g_ascii_string_to_unsigned (value, 10, 0, FIANCHETTO_N_LEVELS - 1, &level, NULL))
        info->level = (int) level;
      return TRUE;
    }
  return FALSE;
}

static void
read_tags (const PgnGame *pgn, GamePgnInfo *info)
{
  static const char *const determined[] = { "Result", "SetUp", "FEN" };
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  game_pgn_info_clear (info);
  for (int i = 0; i < pgn_game_get_n_tags (pgn); i++)
    {
      const char *name = pgn_game_get_tag_name (pgn, i);
      const char *value = pgn_game_get_tag_value (pgn, i);

      if (read_player_tag (info, name, value)
          || g_strv_contains (determined, name))
        continue;
      g_strv_builder_add_many (builder, name, value, NULL);
    }
  info->tags = g_strv_builder_end (builder);
}

/* A decisive result with [Termination "time forfeit"] is a flag that fell, when the rules
 * agree (FIDE 6.9: the winner could still mate); the tag is then the game's own. */
static gboolean
apply_time_forfeit (Game *game, Color loser, GamePgnInfo *info)
{
  const char *termination = find_tag ((const char *const *) info->tags, TAG_TERMINATION);
  g_autoptr(GStrvBuilder) builder = NULL;
  GameEndReason reason;

  if (!termination || g_ascii_strcasecmp (termination, TIME_FORFEIT) != 0)
    return FALSE;
  game_flag_fall (game, loser);
  if (game_result (game, &reason) == GAME_DRAWN)
    {
      game_undo (game);
      return FALSE;
    }
  builder = g_strv_builder_new ();
  for (int i = 0; info->tags[i] && info->tags[i + 1]; i += 2)
    if (!g_str_equal (info->tags[i], TAG_TERMINATION))
      g_strv_builder_add_many (builder, info->tags[i], info->tags[i + 1], NULL);
  g_strfreev (info->tags);
  info->tags = g_strv_builder_end (builder);
  return TRUE;
}

/* A result the moves do not explain came from the players: the loser resigned (or lost on
 * time), or a draw was claimed (where it could be) or agreed. */
static void
apply_result (Game *game, PgnResult result, GamePgnInfo *info)
{
  if (game_result (game, NULL) != GAME_ONGOING)
    return;
  switch (result)
    {
    case PGN_RESULT_WHITE_WINS:
      if (!apply_time_forfeit (game, BLACK, info))
        game_resign (game, BLACK);
      break;
    case PGN_RESULT_BLACK_WINS:
      if (!apply_time_forfeit (game, WHITE, info))
        game_resign (game, WHITE);
      break;
    case PGN_RESULT_DRAW:
      if (!game_claim_draw (game))
        game_agree_draw (game);
      break;
    case PGN_RESULT_NONE:
      break;
    }
}

Game *
game_pgn_to_game (PgnGame     *pgn,
                  GamePgnInfo *info)
{
  PgnResult result;
  Game *game;
  int cut;

  g_return_val_if_fail (pgn != NULL, NULL);
  g_return_val_if_fail (info != NULL, NULL);

  read_tags (pgn, info);
  result = pgn_game_get_result (pgn);
  info->dropped = pgn_game_get_moves_after_end (pgn);
  game = game_new_from_pgn (pgn, &cut);
  info->dropped += cut;
  apply_result (game, result, info);
  drop_own_opening_tags (game, info);
  return game;
}

static const char *
describe_rule (GameEndReason reason)
{
  switch (reason)
    {
    case END_CHECKMATE:
      return _("checkmate");
    case END_STALEMATE:
      return _("stalemate");
    case END_FIVEFOLD_REPETITION:
      return _("the same position five times");
    case END_SEVENTY_FIVE_MOVES:
      return _("seventy-five moves without a capture or pawn move");
    case END_INSUFFICIENT_MATERIAL:
    default:
      return _("neither side can checkmate");
    }
}

char *
game_pgn_describe_dropped (const Game        *game,
                           const GamePgnInfo *info)
{
  int ply = game_ply_count (game);
  const PgnNode *last = game_mainline_node (game, ply - 1);
  const Position *start = game_start_position (game);
  int number = (MAX (start->fullmove_number, 1) - 1) * 2 + (start->side_to_move == BLACK) + ply - 1;
  g_autofree char *move = NULL;
  g_autofree char *ended = NULL;
  Position end;
  GameEndReason reason = END_NONE;
  const Key *keys;
  int n_keys;

  g_return_val_if_fail (game != NULL && info != NULL, NULL);

  /* The rules' own end, whatever resignation the result then added. */
  game_position_at (game, ply, &end);
  keys = game_history_keys (game, &n_keys);
  rules_automatic_result (&end, keys, n_keys, &reason);
  if (last)
    move = g_strdup_printf (number % 2 ? "%d\u2026 %s" : "%d. %s", number / 2 + 1,
                            pgn_node_get_san (last));
  if (move)
    /* Translators: where a game read from a file ended by the rules: "after 8… Ng8: checkmate". */
    ended = g_strdup_printf (_("The game ended after %s: %s."), move, describe_rule (reason));
  else
    /* Translators: the same for a game over in its start position: "stalemate". */
    ended = g_strdup_printf (_("The game was over from the start: %s."), describe_rule (reason));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s The %d move written after that was not loaded.",
                                       "%s The %d moves written after that were not loaded.",
                                       info->dropped),
                          ended, info->dropped);
}

/* The engine reads bytes and the app shows UTF-8: a Latin-1 file (the encoding the PGN
 * standard names) is converted, a byte-order mark dropped. Offsets are into this text. */
static char *
dup_utf8 (const char *text, gsize length, gsize *utf8_length)
{
  size_t n;
  char *converted = pgn_text_to_utf8 (text, length, &n);
  char *copy = g_memdup2 (converted, n + 1);

  free (converted);
  *utf8_length = n;
  return copy;
}

static void
set_read_error (GError **error, const PgnError *pgn_error)
{
  g_autofree char *description = error_message_for_pgn (pgn_error);

  g_set_error_literal (error, GAME_PGN_ERROR, GAME_PGN_ERROR_INVALID, description);
}

static void
set_no_game_error (GError **error)
{
  g_set_error_literal (error, GAME_PGN_ERROR, GAME_PGN_ERROR_NO_GAME,
                       _("There is no game in it"));
}

Game *
game_pgn_read (const char           *text,
               gsize                 length,
               const GamePgnHeader  *header,
               GamePgnInfo          *info,
               GError              **error)
{
  PgnReader *reader;
  PgnGame *pgn = NULL;
  PgnError pgn_error;
  PgnReadStatus status;
  Game *game = NULL;
  g_autofree char *utf8 = NULL;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (info != NULL, NULL);

  utf8 = dup_utf8 (text, length, &length);
  reader = pgn_reader_new (utf8, length);
  if (header)
    pgn_reader_seek (reader, header->offset, header->line);
  status = pgn_reader_next_game (reader, &pgn, &pgn_error);
  pgn_reader_free (reader);
  if (status == PGN_READ_GAME)
    game = game_pgn_to_game (g_steal_pointer (&pgn), info);
  else if (status == PGN_READ_ERROR)
    set_read_error (error, &pgn_error);
  else
    set_no_game_error (error);
  return game;
}

static void
header_clear (gpointer data)
{
  GamePgnHeader *header = data;

  g_free (header->white);
  g_free (header->black);
  g_free (header->event);
  g_free (header->date);
  g_free (header->result);
}

static char *
dup_tag (const PgnGame *pgn, const char *name)
{
  const char *value = pgn_game_get_tag (pgn, name);

  return g_strdup (value ? value : "?");
}

static void
add_header (GArray *headers, const PgnReader *reader, const PgnGame *pgn)
{
  GamePgnHeader header;

  pgn_reader_get_game_start (reader, &header.offset, &header.line);
  header.white = dup_tag (pgn, "White");
  header.black = dup_tag (pgn, "Black");
  header.event = dup_tag (pgn, "Event");
  header.date = dup_tag (pgn, "Date");
  header.result = g_strdup (pgn_result_to_string (pgn_game_get_result (pgn)));
  g_array_append_val (headers, header);
}

GArray *
game_pgn_list (const char  *text,
               gsize        length,
               GError     **error)
{
  g_autoptr(GArray) headers = g_array_new (FALSE, FALSE, sizeof (GamePgnHeader));
  g_autofree char *utf8 = dup_utf8 (text, length, &length);
  PgnReader *reader = pgn_reader_new (utf8, length);
  PgnGame *pgn = NULL;
  PgnError pgn_error, first_error = { .code = PGN_OK };
  PgnReadStatus status;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  g_array_set_clear_func (headers, header_clear);
  while ((status = pgn_reader_next_header (reader, &pgn, &pgn_error)) != PGN_READ_END)
    {
      if (status == PGN_READ_ERROR && first_error.code == PGN_OK)
        first_error = pgn_error;
      if (status != PGN_READ_GAME)
        continue;
      add_header (headers, reader, pgn);
      g_clear_pointer (&pgn, pgn_game_free);
    }
  pgn_reader_free (reader);
  if (headers->len > 0)
    return g_steal_pointer (&headers);
  if (first_error.code != PGN_OK)
    set_read_error (error, &first_error);
  else
    set_no_game_error (error);
  return NULL;
}
