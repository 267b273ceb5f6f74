/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.h: a game record: the start position, the moves played, and what can be undone and
 * redone, answering everything a board needs to know about the game. */
#pragma once

#include "movegen.h"
#include "rules.h"

typedef struct Game Game;

/* A new game from start, or from the standard start position when start is NULL. */
Game *game_new (const Position *start);
Game *game_copy (const Game *game);
void  game_free (Game *game);

const Position *game_position (const Game *game);
const Position *game_start_position (const Game *game);

/* Moves played up to the current position, and moves that can be redone after it. */
int  game_ply_count (const Game *game);
int  game_redo_count (const Game *game);
Move game_move_at (const Game *game, int ply);       /* 0 <= ply < ply_count + redo_count */
/* The position before the move at `ply` (ply == ply_count gives the current one). */
void game_position_at (const Game *game, int ply, Position *out);

/* Keys of the positions before the current one, oldest first (for repetition checks). */
const Key *game_history_keys (const Game *game, int *count);

int game_legal_moves (const Game *game, MoveList *list);

/* Plays a legal move. Returns false, changing nothing, if the move is illegal or the game is
 * over. Redo history is kept if the move is the one that would be redone, dropped otherwise. */
bool game_play (Game *game, Move move);

/* Bit (1 << pt) is set for each piece a pawn may promote to by moving from -> to. 0 if that is
 * no legal promotion. */
unsigned game_promotion_choices (const Game *game, Square from, Square to);

/* The legal move from -> to (promotion is read only for promotions), or MOVE_NONE. */
Move game_find_move (const Game *game, Square from, Square to, PieceType promotion);

bool game_can_undo (const Game *game);
bool game_can_redo (const Game *game);
bool game_undo (Game *game);
bool game_redo (Game *game);

/* How the game stands: GAME_ONGOING, or the result and why. Covers resignation and claims. */
GameResult game_result (const Game *game, GameEndReason *reason);

/* The draw the side to move could claim right now, or END_NONE. */
GameEndReason game_claimable_draw (const Game *game);
bool game_claim_draw (Game *game);
void game_resign (Game *game, Color loser);
void game_agree_draw (Game *game);
