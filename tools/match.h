/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match.h: what the match runner's parts share: the settings, an opening, a finished game
 * and the running totals. */
#pragma once

#include <stdio.h>

#include <glib.h>

#include "game.h"
#include "uci-player.h"

G_BEGIN_DECLS

typedef enum {
  LIMIT_MOVETIME,     /* go movetime N */
  LIMIT_CLOCK,        /* go wtime/btime/winc/binc, the runner keeping both clocks */
  LIMIT_DEPTH,        /* go depth N */
} LimitKind;

typedef struct {
  char      *command[2];
  char     **options[2];      /* "Name=Value" */
  char      *name[2];         /* NULL: the engine's id name */
  int        games;
  LimitKind  limit;
  int        movetime_ms;
  int        movetime1_ms;    /* engine1's time per move with --movetime; 0: movetime_ms */
  int        base_ms;
  int        increment_ms;
  int        depth;
  int        margin_ms;       /* how far past its time an engine may answer */
  char      *openings_path;
  int        concurrency;
  char      *pgn_path;
  int        seed;            /* < 0: openings in file order */
  gboolean   resign;
  int        resign_score;    /* centipawns */
  int        resign_plies;
  gboolean   check_openings;
} MatchConfig;

/* The game so far at the end of an opening line (or a FEN), ready to be copied. */
typedef struct {
  Game *game;
  int   line;                 /* in the openings file; 0 for the built-in start position */
} Opening;

/* How a game stopped, beyond the result itself. */
typedef enum {
  FINISH_RULES,        /* mate, stalemate, fivefold, 75 moves, dead position */
  FINISH_CLAIM,        /* threefold or fifty moves, adjudicated as a draw */
  FINISH_RESIGN,       /* both engines' scores said it was lost */
  FINISH_ILLEGAL,      /* the side `culprit` played an illegal move */
  FINISH_TIME,         /* the side `culprit` overstepped its time or never answered */
  FINISH_CRASH,        /* the side `culprit`'s engine exited or could not be started */
} Finish;

typedef struct {
  int           number;       /* 1-based */
  int           opening;      /* 1-based index into the openings */
  bool          engine1_white;
  Game         *game;
  GameResult    result;
  GameEndReason reason;       /* for FINISH_RULES and FINISH_CLAIM */
  Finish        finish;
  Color         culprit;      /* for FINISH_ILLEGAL, FINISH_TIME, FINISH_CRASH */
  char          illegal[16];  /* the move text for FINISH_ILLEGAL */
  gint64        slowest_us[COLOR_NB];   /* each side's longest wait for a move */
} GameRecord;

/* Totals from engine1's side; indices [0] and [1] are engine1 and engine2. */
typedef struct {
  int games;
  int wins, draws, losses;
  int illegal[2];
  int crashes[2];
  int time_losses[2];
  gint64 slowest_us[2];
} MatchStats;

/* match-openings.c */
GPtrArray *openings_load (const char *path, GError **error);
GPtrArray *openings_start_position (void);

/* match-game.c: plays one game; players are by colour and restarted if they are down. */
void match_play_game (const MatchConfig *config, UciPlayer *players[COLOR_NB],
                      const Opening *opening, GameRecord *record);
void game_record_clear (GameRecord *record);

/* match-report.c */
const char *result_text (GameResult result);
char       *game_record_describe (const GameRecord *record);
void        match_stats_add (MatchStats *stats, const GameRecord *record);
double      match_stats_score (const MatchStats *stats);
void        match_stats_print (const MatchStats *stats, const char *const names[2], FILE *out);

/* match-pgn.c */
void match_pgn_write (FILE *out, const MatchConfig *config, const GameRecord *record,
                      const char *const names[2]);

G_END_DECLS
