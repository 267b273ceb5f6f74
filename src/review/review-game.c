/* SPDX-License-Identifier: GPL-3.0-or-later */
/* review-game.c: the review of a game's main line (review-game.h). */
#include "review-game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "movegen.h"
#include "rules.h"

struct ReviewGame {
  int             n_moves;
  Position       *positions;   /* n_moves + 1 */
  Key            *keys;        /* the key of each position, for the repetitions of the next */
  Move           *moves;       /* n_moves */
  ReviewPosition *analysis;    /* n_moves + 1 */
  ReviewMove     *judged;      /* n_moves */
};

ReviewGame *
review_game_new (const PgnGame *pgn)
{
  ReviewGame *review = calloc (1, sizeof *review);
  int         n = pgn_game_get_mainline_length (pgn);

  if (!review)
    return NULL;
  review->positions = calloc ((size_t) n + 1, sizeof *review->positions);
  review->keys = calloc ((size_t) n + 1, sizeof *review->keys);
  review->moves = calloc ((size_t) n + 1, sizeof *review->moves);
  review->analysis = calloc ((size_t) n + 1, sizeof *review->analysis);
  review->judged = calloc ((size_t) n + 1, sizeof *review->judged);
  if (!review->positions || !review->keys || !review->moves || !review->analysis || !review->judged)
    {
      review_game_free (review);
      return NULL;
    }
  review->positions[0] = *pgn_game_get_start_position (pgn);
  review->keys[0] = review->positions[0].key;
  for (const PgnNode *node = pgn_game_get_first_move (pgn); node && review->n_moves < n;
       node = pgn_node_get_next (node))
    {
      int  i = review->n_moves++;
      Undo undo;
      review->moves[i] = pgn_node_get_move (node);
      review->positions[i + 1] = review->positions[i];
      position_make_move (&review->positions[i + 1], review->moves[i], &undo);
      review->keys[i + 1] = review->positions[i + 1].key;
    }
  return review;
}

void
review_game_free (ReviewGame *review)
{
  if (!review)
    return;
  free (review->positions);
  free (review->keys);
  free (review->moves);
  free (review->analysis);
  free (review->judged);
  free (review);
}

int review_game_n_moves (const ReviewGame *review) { return review->n_moves; }
const Position *review_game_position (const ReviewGame *review, int index) { return &review->positions[index]; }
Move review_game_move (const ReviewGame *review, int ply) { return review->moves[ply]; }
const ReviewPosition *review_game_get_position (const ReviewGame *review, int index) { return &review->analysis[index]; }
const ReviewMove *review_game_get_move (const ReviewGame *review, int ply) { return &review->judged[ply]; }

/* The score of a position the rules end, for the side to move; false when the game goes on. */
static bool
decided_score (const ReviewGame *review, int index, int *score)
{
  const Position *pos = &review->positions[index];
  GameEndReason   reason;
  GameResult      result = rules_automatic_result (pos, review->keys, index, &reason);

  if (result == GAME_ONGOING)
    return false;
  *score = result == GAME_DRAWN ? SCORE_DRAW : -SCORE_MATE;   /* the side to move can only be mated */
  return true;
}

void
review_game_analyse (const ReviewGame *review, int index, SearchContext *ctx, const SearchLimits *limits,
                     ReviewPosition *out)
{
  SearchInfo info = { 0 };
  int        score;

  memset (out, 0, sizeof *out);
  if (decided_score (review, index, &score))
    {
      *out = (ReviewPosition) { .known = true, .score = score };
      return;
    }
  Move best = search_run (ctx, &review->positions[index], review->keys, index, limits, NULL, NULL, &info);
  if (info.depth == 0 || best == MOVE_NONE)
    return;   /* stopped before a single iteration ended */
  out->known = true;
  out->score = info.score;
  out->depth = info.depth;
  out->pv_length = info.pv_length < REVIEW_PV_MAX ? info.pv_length : REVIEW_PV_MAX;
  memcpy (out->pv, info.pv, sizeof (Move) * (size_t) out->pv_length);
  if (out->pv_length == 0 || out->pv[0] != best)
    {
      out->pv[0] = best;
      out->pv_length = 1;
    }
}

static void
judge (ReviewGame *review, int ply)
{
  const ReviewPosition *before = &review->analysis[ply], *after = &review->analysis[ply + 1];
  ReviewMove           *m = &review->judged[ply];

  if (!before->known || !after->known)
    {
      *m = (ReviewMove) { REVIEW_CLASS_NONE, 0, 0, 0, 0 };
      return;
    }
  /* The best move keeps what the position was worth: a difference then is the two searches'
   * noise, not the player's loss. */
  bool is_best = before->pv_length > 0 && before->pv[0] == review->moves[ply];
  int  score_after = is_best ? before->score : -after->score;
  m->klass = review_classify (before->score, score_after, is_best);
  m->win_before = review_win_percent (before->score);
  m->win_after = review_win_percent (score_after);
  m->loss = review_win_loss (before->score, score_after);
  m->accuracy = review_move_accuracy (m->loss);
}

void
review_game_set_position (ReviewGame *review, int index, const ReviewPosition *analysis)
{
  review->analysis[index] = *analysis;
  if (index > 0)
    judge (review, index - 1);
  if (index < review->n_moves)
    judge (review, index);
}

int
review_game_n_known (const ReviewGame *review)
{
  int known = 0;

  for (int i = 0; i <= review->n_moves; i++)
    known += review->analysis[i].known;
  return known;
}

void
review_game_summary (const ReviewGame *review, Color player, ReviewSummary *summary)
{
  double total = 0;

  memset (summary, 0, sizeof *summary);
  for (int ply = 0; ply < review->n_moves; ply++)
    {
      const ReviewMove *m = &review->judged[ply];
      if (review->positions[ply].side_to_move != player || m->klass == REVIEW_CLASS_NONE)
        continue;
      summary->n_moves++;
      summary->counts[m->klass]++;
      total += m->accuracy;
    }
  summary->accuracy = summary->n_moves ? total / summary->n_moves : 0;
}

double
review_game_white_win (const ReviewGame *review, int index)
{
  const ReviewPosition *p = &review->analysis[index];

  if (!p->known)
    return -1;
  double win = review_win_percent (p->score);
  return review->positions[index].side_to_move == WHITE ? win : 100 - win;
}

void
review_format_eval (int score, Color side_to_move, char *buf, size_t size)
{
  int sign = side_to_move == WHITE ? 1 : -1;

  /* Moves to mate count from the side to move: it mates in n after 2n - 1 plies, is mated in
   * n after 2n. */
  if (score >= SCORE_MATE_IN_MAX)
    snprintf (buf, size, "#%d", sign * ((SCORE_MATE - score + 1) / 2));
  else if (score <= -SCORE_MATE_IN_MAX)
    snprintf (buf, size, "#%d", -sign * ((SCORE_MATE + score) / 2));
  else
    {
      int white = sign * score;
      snprintf (buf, size, "%s%d.%02d", white < 0 ? "-" : "", abs (white) / 100, abs (white) % 100);
    }
}

bool
review_game_eval_text (const ReviewGame *review, int index, char *buf, size_t size)
{
  int score;

  if (!review->analysis[index].known || decided_score (review, index, &score))
    return false;
  review_format_eval (review->analysis[index].score, review->positions[index].side_to_move, buf, size);
  return true;
}

/* The score for the side to move of a [%eval] (White's view): a mate in n moves is found
 * 2n - 1 plies away by the side that mates, 2n by the side mated. */
static int
score_of_eval (const PgnEval *eval, Color side_to_move)
{
  int white;

  if (!eval->mate)
    white = eval->value > SCORE_MATE_IN_MAX - 1 ? SCORE_MATE_IN_MAX - 1
            : eval->value < -(SCORE_MATE_IN_MAX - 1) ? -(SCORE_MATE_IN_MAX - 1) : eval->value;
  else
    {
      /* Any number may stand in a file: kept within what a score can say, and abs() only of
       * what cannot overflow. */
      int  moves = eval->value > MAX_PLY / 2 || eval->value < -MAX_PLY / 2 ? MAX_PLY / 2 : abs (eval->value);
      if (moves == 0)
        moves = 1;
      bool white_mates = eval->value > 0;
      bool mover_mates = white_mates == (side_to_move == WHITE);
      int  plies = mover_mates ? 2 * moves - 1 : 2 * moves;
      int  mover = mover_mates ? SCORE_MATE - plies : -(SCORE_MATE - plies);
      return mover;
    }
  return side_to_move == WHITE ? white : -white;
}

static void
set_eval_comment (PgnNode *node, PgnGame *pgn, const char *value)
{
  const char *old = node ? pgn_node_get_comment_after (node) : pgn_game_get_comment (pgn);
  char       *comment = pgn_comment_set_command (old, "eval", value);

  if (node)
    pgn_node_set_comment_after (node, comment);
  else
    pgn_game_set_comment (pgn, comment);
  free (comment);
}

/* The engine's line from the position before node, as a variation of node: its first move,
 * when it is not the move played, and what follows. */
static void
add_better_line (PgnGame *pgn, PgnNode *parent, const ReviewPosition *before, Move played)
{
  if (before->pv_length == 0 || before->pv[0] == played)
    return;
  PgnNode *node = pgn_game_add_move (pgn, parent, before->pv[0]);
  for (int i = 1; node && i < before->pv_length; i++)
    node = pgn_game_add_move (pgn, node, before->pv[i]);
}

void
review_game_annotate (const ReviewGame *review, PgnGame *pgn)
{
  PgnNode *parent = NULL;
  char     value[32];

  if (review->analysis[0].known)
    {
      review_format_eval (review->analysis[0].score, review->positions[0].side_to_move, value, sizeof value);
      set_eval_comment (NULL, pgn, value);
    }
  PgnNode *node = (PgnNode *) pgn_game_get_first_move (pgn);
  for (int ply = 0; node && ply < review->n_moves; ply++)
    {
      const ReviewPosition *after = &review->analysis[ply + 1];
      ReviewClass           klass = review->judged[ply].klass;
      int                   nag = review_class_to_nag (klass);
      int                   score;

      /* A move the review found no fault with loses a ? put there before, but keeps a !. */
      if (klass != REVIEW_CLASS_NONE && (nag || review_class_from_nag (pgn_node_get_assessment (node))))
        pgn_node_set_assessment (node, nag);
      if (after->known && !decided_score (review, ply + 1, &score))
        {
          review_format_eval (after->score, review->positions[ply + 1].side_to_move, value, sizeof value);
          set_eval_comment (node, pgn, value);
        }
      if (nag)
        add_better_line (pgn, parent, &review->analysis[ply], review->moves[ply]);
      parent = node;
      node = (PgnNode *) pgn_node_get_next (node);
    }
}

/* The known position at index from the file: its [%eval], or what the rules decide. */
static void
restore_position (ReviewGame *review, int index, const char *comment)
{
  ReviewPosition p = { 0 };
  PgnEval        eval;
  int            score;

  if (decided_score (review, index, &score))
    p = (ReviewPosition) { .known = true, .score = score };
  else if (pgn_comment_get_eval (comment, &eval))
    p = (ReviewPosition) { .known = true, .score = score_of_eval (&eval, review->positions[index].side_to_move) };
  review->analysis[index] = p;
}

/* The better line of a move: the first variation of node, when its first move is legal
 * before node (it is, in a tree the reader checked). */
static void
restore_line (ReviewPosition *before, const PgnNode *node)
{
  if (pgn_node_get_n_variations (node) == 0)
    return;
  before->pv_length = 0;
  for (const PgnNode *v = pgn_node_get_variation (node, 0); v && before->pv_length < REVIEW_PV_MAX;
       v = pgn_node_get_next (v))
    before->pv[before->pv_length++] = pgn_node_get_move (v);
}

bool
review_game_restore (ReviewGame *review, const PgnGame *pgn)
{
  const PgnNode *node = pgn_game_get_first_move (pgn);

  restore_position (review, 0, pgn_game_get_comment (pgn));
  for (int ply = 0; ply < review->n_moves && node; ply++, node = pgn_node_get_next (node))
    restore_position (review, ply + 1, pgn_node_get_comment_after (node));
  node = pgn_game_get_first_move (pgn);
  for (int ply = 0; ply < review->n_moves && node; ply++, node = pgn_node_get_next (node))
    {
      ReviewClass marked = review_class_from_nag (pgn_node_get_assessment (node));
      if (marked != REVIEW_CLASS_NONE)
        restore_line (&review->analysis[ply], node);
      judge (review, ply);
      /* The file's marks stand: its evaluations are rounded to hundredths, which can move a
       * move across a threshold; an unmarked move was found fine. */
      ReviewMove *m = &review->judged[ply];
      if (m->klass != REVIEW_CLASS_NONE)
        m->klass = marked != REVIEW_CLASS_NONE ? marked : m->klass == REVIEW_CLASS_BEST ? m->klass : REVIEW_CLASS_GOOD;
    }
  return review_game_n_known (review) == review->n_moves + 1;
}
