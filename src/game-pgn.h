/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game-pgn.h: the app's game as PGN and back. A game is the record of moves (game.h), who
 * plays it and its other tags. Who plays is written as two tags of our own,
 * [ComputerColor "white"|"black"] and [ComputerLevel "0".."5"] (an index into
 * fianchetto-levels.h); without them two people play. The standard tag Mode (OTB, ICS…) is
 * left to mean what PGN says it means. No widgets here: the tests run without a display. */
#pragma once

#include <glib.h>

#include "game.h"
#include "pgn.h"

G_BEGIN_DECLS

#define GAME_PGN_ERROR (game_pgn_error_quark ())

typedef enum {
  GAME_PGN_ERROR_INVALID,   /* the text is not PGN, or a game in it is broken */
  GAME_PGN_ERROR_NO_GAME,   /* the text holds no game at all */
} GamePgnError;

GQuark game_pgn_error_quark (void);

typedef struct {
  Color  computer;  /* the computer's side, COLOR_NB when two people play */
  int    level;     /* the computer's level, or -1 when the game does not say */
  GStrv  tags;      /* the other tags: name, value, name, value…, NULL-terminated, or NULL */
  int    dropped;   /* main line moves of the text after the game had ended by the rules
                       (mate, stalemate, fivefold, 75 moves), which were not loaded */
  gboolean players_unchosen;  /* a set-up position nobody was chosen to play yet: written as
                                 [ComputerColor "?"], so a restart asks again */
} GamePgnInfo;

#define GAME_PGN_INFO_INIT { COLOR_NB, -1, NULL, 0, FALSE }

void  game_pgn_info_clear (GamePgnInfo *info);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GamePgnInfo, game_pgn_info_clear)

/* The tags of a new game: today's date and the players' names. */
GStrv game_pgn_new_tags   (Color computer,
                           int   level);

/* The game up to its current position, with its variations, comments and NAGs, in the PGN
 * export format, with info's players and tags. Never NULL. When the tags have neither ECO nor
 * Opening, those of the main line's opening (openings.h) are added, if it has one. */
char *game_pgn_write      (const Game        *game,
                           const GamePgnInfo *info);

/* A game read (taken), its whole tree, with its result applied where the rules alone do not
 * end the game (a resignation, a draw agreed or claimed); info gets the players and the
 * other tags. ECO and Opening tags that name the main line's opening as game_pgn_write would
 * are left out of them, to be written afresh as the game goes on; any others are kept. */
Game *game_pgn_to_game    (PgnGame     *pgn,
                           GamePgnInfo *info);

/* One game's place in a text and what a list of games shows of it. */
typedef struct {
  gsize  offset;
  int    line;
  char  *white;
  char  *black;
  char  *event;
  char  *date;
  char  *result;
} GamePgnHeader;

/* Where a game that info says was cut short ended, and what was not loaded, as a sentence:
 * "The game ended after 8… Ng8: the same position five times. The 9 moves written after
 * that were not loaded." */
char *game_pgn_describe_dropped (const Game        *game,
                                 const GamePgnInfo *info);

/* The games in text, read without their moves, as an array of GamePgnHeader. Broken games
 * are left out; when no game is left, NULL with the first error, or NO_GAME. Here and in
 * game_pgn_read, text that is not UTF-8 is read as Latin-1, and a byte-order mark skipped. */
GArray *game_pgn_list     (const char  *text,
                           gsize        length,
                           GError     **error);

/* The game at header (NULL: the first game in text), read in full. */
Game *game_pgn_read       (const char           *text,
                           gsize                 length,
                           const GamePgnHeader  *header,
                           GamePgnInfo          *info,
                           GError              **error);

G_END_DECLS
