/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review-game.h: the review of a game's main line. Every position of it is analysed (by
 * whoever drives the review, on any threads: review_game_analyse() only reads the game), each
 * move judged from the positions before and after it (review-judge.h), and the whole written
 * into the game's PGN as NAGs, [%eval] commands and the better line, or read back from one.
 * Plain C over the engine library, no GLib. */
#pragma once

#include "pgn.h"
#include "review-judge.h"
#include "search.h"

enum { REVIEW_PV_MAX = 8 };   /* moves of the better line kept and written */

typedef struct {
  bool known;                 /* analysed, or read back from a file */
  int  score;                 /* for the side to move (search.h) */
  int  depth;                 /* 0 for a position the rules decide, or one read back */
  int  pv_length;
  Move pv[REVIEW_PV_MAX];     /* the engine's line; pv[0] its move (none when pv_length is 0) */
} ReviewPosition;

typedef struct {
  ReviewClass klass;          /* REVIEW_CLASS_NONE until both positions are known */
  double      win_before;     /* the mover's Win% before the move (with the best move) */
  double      win_after;      /* the mover's Win% after the move played */
  double      loss;           /* Win% points lost */
  double      accuracy;       /* lichess's per-move accuracy */
} ReviewMove;

typedef struct {
  int    n_moves;             /* judged moves of this player */
  double accuracy;            /* the mean of their accuracies; 0 with no moves */
  int    counts[REVIEW_CLASS_NB];
} ReviewSummary;

typedef struct ReviewGame ReviewGame;

/* The review of pgn's main line, nothing analysed yet. NULL without memory. */
ReviewGame *review_game_new (const PgnGame *pgn);
void        review_game_free (ReviewGame *review);

/* Plies of the main line; positions are 0 (the start) to n_moves. */
int             review_game_n_moves (const ReviewGame *review);
const Position *review_game_position (const ReviewGame *review, int index);
Move            review_game_move (const ReviewGame *review, int ply);

/* Analyses position index within limits on ctx, into *out. Reads the review only, so several
 * threads may analyse different positions of one review, each with its own context. A stopped
 * search still fills *out from what it found (known stays false if it found nothing). A
 * position the rules end (mate, stalemate, a dead position) needs no search. */
void review_game_analyse (const ReviewGame *review, int index, SearchContext *ctx, const SearchLimits *limits,
                          ReviewPosition *out);

/* Stores a position's analysis and judges the moves into and out of it that can be judged. */
void                  review_game_set_position (ReviewGame *review, int index, const ReviewPosition *analysis);
const ReviewPosition *review_game_get_position (const ReviewGame *review, int index);
const ReviewMove     *review_game_get_move (const ReviewGame *review, int ply);
/* How many positions are known: the review is complete at n_moves + 1. */
int                   review_game_n_known (const ReviewGame *review);

void review_game_summary (const ReviewGame *review, Color player, ReviewSummary *summary);

/* White's Win% at position index, or a negative number when it is not known. */
double review_game_white_win (const ReviewGame *review, int index);

/* Writes the review into pgn, whose main line must be the reviewed one: each move's class as
 * its assessment NAG (others removed: $6 ?!, $2 ?, $4 ??), [%eval] of the position after it in
 * the comment after it (the start position's in the game's comment), White's view in pawns or
 * #moves to mate, and for each inaccuracy, mistake and blunder the engine's line from the
 * position before it as a variation. */
void review_game_annotate (const ReviewGame *review, PgnGame *pgn);

/* Reads a review back from pgn as review_game_annotate wrote it, without searching: the
 * positions with [%eval], the rest decided by the rules, each variation's moves as the better
 * line of a move marked ?!, ? or ??. True when every position is known. */
bool review_game_restore (ReviewGame *review, const PgnGame *pgn);

/* The text of position index's [%eval] into buf; false when it has none (not known, or
 * decided by the rules). */
bool review_game_eval_text (const ReviewGame *review, int index, char *buf, size_t size);

/* The text of [%eval] for a score of the side to move of pos: "0.35", "-1.20", "#3", "#-2". */
void review_format_eval (int score, Color side_to_move, char *buf, size_t size);
