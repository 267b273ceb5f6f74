/* SPDX-License-Identifier: GPL-3.0-or-later */
/* endgame.h: what the network misses in endings it rarely saw in training. With a queen against a
 * rook or a minor piece, or a bishop and a knight against a bare king, it knows the side ahead is
 * winning but not how: the ending's positions all score about the same, and the search, seeing no
 * progress, checked aimlessly until the fifty-move rule drew won games against Stockfish. */
#pragma once

#include "position.h"

/* The bonus, in centipawns for the side to move, for driving a pawnless defender's king to the
 * edge (with a bishop and a knight alone, to a corner of the bishop's colour) and bringing the
 * attacking king up to it, when the attacker is far enough ahead in pieces to mate; 0 in every
 * other position. */
int endgame_mop_up (const Position *pos);
