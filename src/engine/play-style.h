/* SPDX-License-Identifier: GPL-3.0-or-later */
/* play-style.h: how human a player's games look, counted from PGN games (bench/style):
 *  - aimless moves: a piece going back to the square it left on its side's previous move, with
 *    no capture, no check given and not out of check;
 *  - early king walks: king moves in the side's first PLAY_STYLE_KING_MOVES moves that are
 *    neither castling nor out of check;
 *  - book games: games in which none of the side's moves in the game's first
 *    PLAY_STYLE_BOOK_PLIES plies left the named lines of the opening table while a move on them
 *    was there to play (once the opponent has left them, the side is not to blame); and, more
 *    strictly, games in which each of those moves left the position on a named line;
 *  - the side's score. */
#pragma once

#include "pgn.h"

enum {
  PLAY_STYLE_KING_MOVES = 12,
  PLAY_STYLE_BOOK_PLIES = 6,
};

typedef struct {
  int    games;
  int    moves;        /* the side's moves */
  int    aimless;
  int    king_walks;
  int    book_games;
  int    book_games_strict;
  double points;       /* 1 a win, 1/2 a draw, over games with a result */
  int    decided;      /* games with a result (not "*") */
} PlayStyle;

/* Adds the main line of game, played by side, to style. */
void play_style_add_game (PlayStyle *style, const PgnGame *game, Color side);

/* The figures: aimless moves per 100 moves, king walks per game, book games in %, score in %
 * (each 0 when there is nothing to divide by). */
double play_style_aimless_per_100 (const PlayStyle *style);
double play_style_king_walks_per_game (const PlayStyle *style);
double play_style_book_percent (const PlayStyle *style);
double play_style_book_strict_percent (const PlayStyle *style);
double play_style_score_percent (const PlayStyle *style);
