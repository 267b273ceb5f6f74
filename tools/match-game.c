/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match-game.c: one game between two UCI engines. The engine library checks every move and
 * says when the game is over; the clocks are kept here, not trusted to the engines. */
#define G_LOG_DOMAIN "match"

#include "config.h"

#include "match.h"

#include <string.h>

#include "fen.h"

/* With a depth limit there is no clock; this only catches an engine that hangs. */
#define DEPTH_LIMIT_US (60 * G_USEC_PER_SEC)

typedef struct {
  const MatchConfig *config;
  UciPlayer        **players;         /* by colour */
  GameRecord        *record;
  GString           *command;
  gint64             clock_us[COLOR_NB];
  int                resign_run;      /* plies in a row with a decisive score */
  int                resign_sign;     /* +1 White is winning, -1 Black */
} GameContext;

static void
forfeit (GameRecord *record, Finish finish, Color culprit)
{
  record->finish = finish;
  record->culprit = culprit;
  record->result = culprit == WHITE ? GAME_BLACK_WINS : GAME_WHITE_WINS;
}

/* "position startpos moves e2e4 ..." or "position fen F moves ...": every move from the
 * start, so that the engine sees the repetitions too. */
static void
build_position_command (const Game *game, GString *out)
{
  char fen[FEN_MAX], uci[8];
  int  plies = game_ply_count (game);

  position_to_fen (game_start_position (game), fen, sizeof fen);
  if (strcmp (fen, FEN_START) == 0)
    g_string_assign (out, "position startpos");
  else
    g_string_printf (out, "position fen %s", fen);
  if (plies > 0)
    g_string_append (out, " moves");
  for (int ply = 0; ply < plies; ply++)
    g_string_append_printf (out, " %s", move_to_uci (game_move_at (game, ply), uci));
}

/* The side to move's time per move: engine1 may have a time of its own (--movetime1). */
static int
movetime_of (const GameContext *ctx, Color us)
{
  bool engine1 = (us == WHITE) == (bool) ctx->record->engine1_white;

  return engine1 && ctx->config->movetime1_ms > 0 ? ctx->config->movetime1_ms : ctx->config->movetime_ms;
}

static char *
go_command (const GameContext *ctx, Color us)
{
  const MatchConfig *config = ctx->config;

  switch (config->limit)
    {
    case LIMIT_MOVETIME:
      return g_strdup_printf ("go movetime %d", movetime_of (ctx, us));
    case LIMIT_DEPTH:
      return g_strdup_printf ("go depth %d", config->depth);
    case LIMIT_CLOCK:
    default:
      return g_strdup_printf ("go wtime %" G_GINT64_FORMAT " btime %" G_GINT64_FORMAT
                              " winc %d binc %d",
                              ctx->clock_us[WHITE] / 1000, ctx->clock_us[BLACK] / 1000,
                              config->increment_ms, config->increment_ms);
    }
}

/* How long the side to move may think before its answer is a time loss. */
static gint64
move_limit_us (const GameContext *ctx, Color us)
{
  gint64 margin = ctx->config->margin_ms * (gint64) 1000;
  gint64 movetime = movetime_of (ctx, us) * (gint64) 1000;

  switch (ctx->config->limit)
    {
    case LIMIT_MOVETIME:
      return movetime + MAX (margin, movetime / 2);
    case LIMIT_DEPTH:
      return DEPTH_LIMIT_US;
    case LIMIT_CLOCK:
    default:
      return ctx->clock_us[us] + margin;
    }
}

/* A small overstep, within the margin, leaves the clock at zero before the increment. */
static void
charge_clock (GameContext *ctx, Color us, gint64 elapsed_us)
{
  if (ctx->config->limit != LIMIT_CLOCK)
    return;
  ctx->clock_us[us] = MAX (ctx->clock_us[us] - elapsed_us, 0)
                      + ctx->config->increment_ms * (gint64) 1000;
}

/* Counts the plies in a row in which the mover's score, seen from White, is decisive the
 * same way; the plies alternate between the engines, so both must agree. */
static void
track_resign (GameContext *ctx, Color us, const UciReply *reply)
{
  int white_score = us == WHITE ? reply->score : -reply->score;

  if (!reply->has_score || ABS (white_score) <= ctx->config->resign_score)
    {
      ctx->resign_run = 0;
      return;
    }
  int sign = white_score > 0 ? 1 : -1;
  ctx->resign_run = sign == ctx->resign_sign ? ctx->resign_run + 1 : 1;
  ctx->resign_sign = sign;
}

static bool
game_is_over (GameContext *ctx)
{
  GameRecord *record = ctx->record;

  record->result = game_result (record->game, &record->reason);
  record->finish = FINISH_RULES;
  if (record->result != GAME_ONGOING)
    return true;
  record->reason = game_claimable_draw (record->game);
  record->finish = FINISH_CLAIM;
  record->result = GAME_DRAWN;
  if (record->reason != END_NONE)
    return true;
  record->result = GAME_ONGOING;
  if (!ctx->config->resign || ctx->resign_run < ctx->config->resign_plies)
    return false;
  record->finish = FINISH_RESIGN;
  record->result = ctx->resign_sign > 0 ? GAME_WHITE_WINS : GAME_BLACK_WINS;
  return true;
}

/* Asks the side to move for a move and plays it; false if the mover forfeited instead. */
static bool
play_move (GameContext *ctx)
{
  GameRecord      *record = ctx->record;
  Color            us = game_position (record->game)->side_to_move;
  UciPlayer       *player = ctx->players[us];
  g_autofree char *go = go_command (ctx, us);
  gint64           limit = move_limit_us (ctx, us);
  UciReply         reply;

  build_position_command (record->game, ctx->command);
  uci_player_go (player, ctx->command->str, go, limit, &reply);
  if (reply.status == UCI_READ_EOF)
    {
      uci_player_stop (player);   /* reaped now, restarted before its next game */
      forfeit (record, FINISH_CRASH, us);
      return false;
    }
  record->slowest_us[us] = MAX (record->slowest_us[us], reply.elapsed_us);
  if (reply.status == UCI_READ_TIMEOUT || reply.elapsed_us > limit)
    {
      uci_player_send (player, "stop");   /* the late bestmove is skipped at the next isready */
      forfeit (record, FINISH_TIME, us);
      return false;
    }
  charge_clock (ctx, us, reply.elapsed_us);

  Move move = move_from_uci (game_position (record->game), reply.move);
  if (move == MOVE_NONE || !game_play (record->game, move))
    {
      g_strlcpy (record->illegal, reply.move[0] ? reply.move : "(no move)", sizeof record->illegal);
      forfeit (record, FINISH_ILLEGAL, us);
      return false;
    }
  track_resign (ctx, us, &reply);
  return true;
}

/* Running and answering isready, restarted if it crashed or went silent. */
static bool
prepare_player (UciPlayer *player)
{
  g_autoptr (GError) error = NULL;

  if (uci_player_is_running (player))
    {
      if (uci_player_new_game (player))
        return true;
      g_printerr ("%s did not answer isready; restarting it\n", uci_player_name (player));
    }
  if (uci_player_start (player, &error) && uci_player_new_game (player))
    return true;
  g_printerr ("%s\n", error ? error->message : "engine not ready after a restart");
  return false;
}

void
match_play_game (const MatchConfig *config, UciPlayer *players[COLOR_NB],
                 const Opening *opening, GameRecord *record)
{
  g_autoptr (GString) command = g_string_new (NULL);
  gint64 base_us = config->base_ms * (gint64) 1000;
  GameContext ctx = {
    .config = config,
    .players = players,
    .record = record,
    .command = command,
    .clock_us = { base_us, base_us },
  };

  record->game = game_copy (opening->game);
  for (int c = WHITE; c < COLOR_NB; c++)
    if (!prepare_player (players[c]))
      {
        forfeit (record, FINISH_CRASH, (Color) c);
        return;
      }
  while (!game_is_over (&ctx) && play_move (&ctx))
    ;
}

void
game_record_clear (GameRecord *record)
{
  g_clear_pointer (&record->game, game_free);
}
