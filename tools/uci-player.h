/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-player.h: one UCI engine in a child process, spoken to a line at a time, every read
 * with a deadline so that a hung engine costs a game, never the match. */
#pragma once

#include <stdbool.h>

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  UCI_READ_OK,
  UCI_READ_TIMEOUT,
  UCI_READ_EOF,          /* the engine closed its output or is not running: it crashed */
} UciReadStatus;

/* What an engine answered to `go`: its move, its last score and how long it took. */
typedef struct {
  UciReadStatus status;
  char          move[16];      /* the word after "bestmove", cut short; "" if there was none */
  bool          has_score;
  int           score;         /* centipawns for the side to move; mates as +-(30000 - plies) */
  gint64        elapsed_us;    /* from sending `go` to reading `bestmove` (or giving up) */
} UciReply;

typedef struct UciPlayer UciPlayer;

/* command is split like a shell would; options are "Name=Value" (or "Name" for a button),
 * sent as setoption after the handshake. Starts nothing yet. */
UciPlayer *uci_player_new (const char *command, const char *const *options, GError **error);
void       uci_player_free (UciPlayer *player);

/* (Re)starts the process and runs uci/uciok, the options and isready/readyok. */
bool uci_player_start (UciPlayer *player, GError **error);
/* Sends quit, and kills the process if it has not closed its output within a second. */
void uci_player_stop (UciPlayer *player);
bool uci_player_is_running (const UciPlayer *player);

/* The engine's "id name", or its command while it has not said one. */
const char *uci_player_name (const UciPlayer *player);

/* ucinewgame, then isready until readyok (which also skips a late bestmove from the last
 * game). False if the engine is gone or silent. */
bool uci_player_new_game (UciPlayer *player);

bool          uci_player_send (UciPlayer *player, const char *line);
UciReadStatus uci_player_read_line (UciPlayer *player, gint64 deadline, char **line);

/* Sends position and go, then reads until bestmove, for at most limit_us. */
UciReadStatus uci_player_go (UciPlayer *player, const char *position, const char *go,
                             gint64 limit_us, UciReply *reply);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UciPlayer, uci_player_free)

G_END_DECLS
