/* SPDX-License-Identifier: GPL-3.0-or-later */
/* rules.h: how a game ends, judged from a position and the keys of the positions before it. */
#pragma once

#include "position.h"

typedef enum {
  GAME_ONGOING,
  GAME_WHITE_WINS,
  GAME_BLACK_WINS,
  GAME_DRAWN
} GameResult;

typedef enum {
  END_NONE,
  /* The game ends by itself. */
  END_CHECKMATE,
  END_STALEMATE,
  END_FIVEFOLD_REPETITION,
  END_SEVENTY_FIVE_MOVES,
  END_INSUFFICIENT_MATERIAL,
  /* A player ends it. */
  END_RESIGNATION,
  END_THREEFOLD_REPETITION,    /* claimed */
  END_FIFTY_MOVES,             /* claimed */
  END_AGREEMENT,
  /* A flag falls (FIDE 6.9): lost, or drawn when the opponent cannot mate by any series of
   * legal moves. */
  END_TIME_FORFEIT,
  END_TIMEOUT_DRAW,
} GameEndReason;

/* A dead position by material alone: K v K, K+B v K, K+N v K, or kings and bishops all on
 * squares of one colour. */
bool rules_insufficient_material (const Position *pos);

/* Whether `side` could still checkmate by some series of legal moves, however helpful the
 * other side (FIDE 6.9, for a flag that falls). Judged by material, as lichess does: a lone
 * king never can; a king and one knight only against pieces besides a queen; a king and
 * bishops of one square colour only against a knight, a pawn or a bishop on the other colour.
 * A pawn, rook or queen, two knights, or bishop and knight always can. */
bool rules_can_checkmate (const Position *pos, Color side);

/* How many times pos's position has stood on the board, counting pos itself. `history` holds
 * the keys of the positions before it, oldest first; only those since the last capture or
 * pawn move (pos->halfmove_clock of them) can match. */
int rules_repetition_count (const Position *pos, const Key *history, int n_history);

/* The automatic draws of a position that has a legal move: fivefold repetition, 75 moves, a
 * dead position; END_NONE when none. */
GameEndReason rules_automatic_draw (const Position *pos, const Key *history, int n_history);

/* The automatic ends: mate, stalemate, fivefold, 75 moves, dead position. Mate on the move
 * that reaches the 75-move limit still counts as mate. */
GameResult rules_automatic_result (const Position *pos, const Key *history, int n_history,
                                   GameEndReason *reason);

/* A draw the side to move may claim now (threefold, fifty moves), or END_NONE. */
GameEndReason rules_claimable_draw (const Position *pos, const Key *history, int n_history);
