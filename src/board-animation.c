/* SPDX-License-Identifier: GPL-3.0-or-later */
/* board-animation.c: matching what vanished to what appeared, nearest first. */
#include "board-animation.h"

#include <string.h>

typedef struct {
  Square squares[SQ_NB];
  Piece  pieces[SQ_NB];
  bool   used[SQ_NB];
  int    count;
} SquareSet;

static int
distance2 (Square a, Square b)
{
  int df = square_file (a) - square_file (b);
  int dr = square_rank (a) - square_rank (b);

  return df * df + dr * dr;
}

/* Squares whose piece in `from` is not the same in `to`. */
static void
collect_changes (SquareSet *set, const uint8_t from[SQ_NB], const uint8_t to[SQ_NB])
{
  memset (set, 0, sizeof *set);
  for (int s = A1; s < SQ_NB; s++)
    if (from[s] != NO_PIECE && from[s] != to[s])
      {
        set->squares[set->count] = (Square) s;
        set->pieces[set->count] = (Piece) from[s];
        set->count++;
      }
}

typedef bool (*PieceMatch) (Piece appeared, Piece vanished);

static bool
same_piece (Piece appeared, Piece vanished)
{
  return appeared == vanished;
}

/* A promotion, or its undo: a pawn on one side, another piece of its colour on the other. */
static bool
promoted_piece (Piece appeared, Piece vanished)
{
  return piece_color (appeared) == piece_color (vanished)
         && (piece_type (appeared) == PAWN) != (piece_type (vanished) == PAWN);
}

static int
nearest (const SquareSet *vanished, Square target, Piece piece, PieceMatch match)
{
  int best = -1;

  for (int i = 0; i < vanished->count; i++)
    {
      if (vanished->used[i] || !match (piece, vanished->pieces[i]))
        continue;
      if (best < 0 || distance2 (vanished->squares[i], target)
                      < distance2 (vanished->squares[best], target))
        best = i;
    }
  return best;
}

static void
add_slide (BoardAnimation *animation, Piece piece, Square from, Square to)
{
  BoardSlide *slide = &animation->slides[animation->n_slides++];

  slide->piece = piece;
  slide->from_file = square_file (from);
  slide->from_rank = square_rank (from);
  slide->to = to;
}

static void
match_pass (BoardAnimation *animation, SquareSet *appeared, SquareSet *vanished, PieceMatch match)
{
  for (int i = 0; i < appeared->count; i++)
    {
      int j;

      if (appeared->used[i])
        continue;
      j = nearest (vanished, appeared->squares[i], appeared->pieces[i], match);
      if (j < 0)
        continue;
      appeared->used[i] = vanished->used[j] = true;
      add_slide (animation, appeared->pieces[i], vanished->squares[j], appeared->squares[i]);
    }
}

bool
board_animation_plan (BoardAnimation *animation,
                      const uint8_t   before[SQ_NB],
                      const uint8_t   after[SQ_NB])
{
  SquareSet appeared, vanished;

  memset (animation, 0, sizeof *animation);
  collect_changes (&appeared, after, before);
  collect_changes (&vanished, before, after);

  match_pass (animation, &appeared, &vanished, same_piece);
  match_pass (animation, &appeared, &vanished, promoted_piece);

  for (int j = 0; j < vanished.count; j++)
    if (!vanished.used[j])
      {
        animation->fades[animation->n_fades].piece = vanished.pieces[j];
        animation->fades[animation->n_fades].square = vanished.squares[j];
        animation->n_fades++;
      }
  return animation->n_slides > 0 || animation->n_fades > 0;
}

void
board_animation_plan_return (BoardAnimation *animation,
                             Piece           piece,
                             double          from_file,
                             double          from_rank,
                             Square          to)
{
  memset (animation, 0, sizeof *animation);
  animation->slides[0].piece = piece;
  animation->slides[0].from_file = from_file;
  animation->slides[0].from_rank = from_rank;
  animation->slides[0].to = to;
  animation->n_slides = 1;
}

const BoardSlide *
board_animation_slide_to (const BoardAnimation *animation, Square s)
{
  for (int i = 0; i < animation->n_slides; i++)
    if (animation->slides[i].to == s)
      return &animation->slides[i];
  return NULL;
}

void
board_slide_position (const BoardSlide *slide, double t, double *file, double *rank)
{
  *file = slide->from_file + (square_file (slide->to) - slide->from_file) * t;
  *rank = slide->from_rank + (square_rank (slide->to) - slide->from_rank) * t;
}

double
board_animation_ease (double t)
{
  double u;

  if (t <= 0)
    return 0;
  if (t >= 1)
    return 1;
  u = 1 - t;
  return 1 - u * u * u;
}
