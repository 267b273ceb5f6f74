/* SPDX-License-Identifier: GPL-3.0-or-later */
/* game.h: a game record: the start position and a tree of moves (pgn.h) whose main line is
 * the game as played, each move with its comments, NAGs and variations, answering everything a
 * board needs to know about the game. Moves played, taken back and redone move along the
 * main line; variations are added, promoted and deleted anywhere in the tree. Only legal
 * moves get in, and none after the game ended by the rules. */
#pragma once

#include "movegen.h"
#include "openings.h"
#include "pgn.h"
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
 * over. If the move is the one that would be redone it is redone; another move takes its
 * place on the main line, and the moves that could have been redone become its first
 * variation. */
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
/* A resignation, agreement or claim ends the game at the current position: moves that could
 * have been redone are dropped. */
void game_resign (Game *game, Color loser);
/* loser's flag fell: lost on time, or drawn when the other side cannot mate (FIDE 6.9). */
void game_flag_fall (Game *game, Color loser);
void game_agree_draw (Game *game);

/* ---- The tree (game-tree.c) ----------------------------------------------------------
 * A node (pgn.h) is one move; the game's main line is the record's first move and each
 * move's next. Nodes belong to the game: a const node is changed through these functions
 * only, and stays valid until it is deleted or the game freed. NULL stands for the start. */

/* The start position, the tree and the comment before the first move. Its tags and result
 * mean nothing here: game_to_pgn gives those. */
const PgnGame *game_get_record (const Game *game);
/* The main line's move at ply (0 <= ply < ply_count + redo_count), or NULL. */
const PgnNode *game_mainline_node (const Game *game, int ply);
/* The ply of node on the main line, or -1 when it is in a variation. */
int  game_node_mainline_ply (const Game *game, const PgnNode *node);
/* The position after node. */
void game_node_position (const Game *game, const PgnNode *node, Position *out);
/* How the game stands after node: at the current position game_result, elsewhere the rules'
 * automatic ends along node's line. */
GameResult game_node_result (const Game *game, const PgnNode *node, GameEndReason *reason);
/* The opening of node's line (openings.h): the deepest position from the start to after node
 * that a named line reaches, or NULL. */
const OpeningName *game_node_opening (const Game *game, const PgnNode *node);

/* Adds move after node without lengthening the main line: follows the move already there,
 * or adds a new variation. NULL, changing nothing, when the move is illegal there, the game
 * has ended there, or node is the main line's last move (that is game_play's). */
const PgnNode *game_add_move (Game *game, const PgnNode *node, Move move);
/* Makes node's line the main line, every line it passes becoming a variation; the game then
 * stands at the new main line's end (a resignation or agreement of the old one is dropped).
 * False when node was on the main line. */
bool game_promote_variation (Game *game, const PgnNode *node);
/* Removes node and everything after it (pgn_game_delete_from). When that changes the main
 * line before the current position, the game stands at the end of what is left. */
void game_delete_from (Game *game, const PgnNode *node);
/* The comment after node, or for NULL the comment before the game's first move. */
void game_set_comment (Game *game, const PgnNode *node, const char *comment);
void game_set_assessment (Game *game, const PgnNode *node, int nag);

/* ---- PGN ----------------------------------------------------------------------------- */

/* A game of a PGN game's start position and tree (pgn is taken; its tags and result are
 * dropped). The main line is played as far as the rules let it go: *dropped (if not NULL)
 * gets the number of moves cut off after the game had ended by the rules. */
Game    *game_new_from_pgn (PgnGame *pgn, int *dropped);

/* The game as PGN: its tree with the main line up to the current position (moves that could
 * be redone are not part of it), its start position (SetUp/FEN when not the standard one)
 * and result. `tags` is NULL or a NULL-terminated list of name, value, name, value...; the
 * game's own result wins over a Result among them. */
PgnGame *game_to_pgn (const Game *game, const char *const *tags);
