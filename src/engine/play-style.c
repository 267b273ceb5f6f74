/* SPDX-License-Identifier: GPL-3.0-or-later */
/* play-style.c: the style figures of play-style.h, one game at a time. */
#include "play-style.h"

#include "movegen.h"
#include "openings.h"

void
play_style_add_game (PlayStyle *style, const PgnGame *game, Color side)
{
  Position pos = *pgn_game_get_start_position (game);
  Move     previous = MOVE_NONE;   /* the side's previous move */
  int      side_moves = 0, ply = 0;
  bool     in_book = true, left_book = false;

  style->games++;
  for (const PgnNode *node = pgn_game_get_first_move (game); node; node = pgn_node_get_next (node))
    {
      Move  move = pgn_node_get_move (node);
      bool  mover = pos.side_to_move == side;
      bool  out_of_check = position_in_check (&pos);
      bool  capture = position_piece_on (&pos, move_to (move)) != NO_PIECE
                      || move_kind (move) == MOVE_EN_PASSANT;
      bool  king = piece_type (position_piece_on (&pos, move_from (move))) == KING;
      bool  could_book = mover && ply < PLAY_STYLE_BOOK_PLIES && openings_move_onto_line (&pos);
      Undo  undo;

      ply++;
      position_make_move (&pos, move, &undo);
      if (!mover)
        continue;
      side_moves++;
      style->moves++;
      if (previous != MOVE_NONE && move_from (move) == move_to (previous)
          && move_to (move) == move_from (previous) && !capture && !out_of_check
          && !position_in_check (&pos))
        style->aimless++;
      if (king && side_moves <= PLAY_STYLE_KING_MOVES && move_kind (move) != MOVE_CASTLING && !out_of_check)
        style->king_walks++;
      if (ply <= PLAY_STYLE_BOOK_PLIES && !openings_on_line (pos.key))
        {
          in_book = false;
          left_book |= could_book;
        }
      previous = move;
    }
  if (in_book)
    style->book_games_strict++;
  if (!left_book)
    style->book_games++;

  switch (pgn_game_get_result (game))
    {
    case PGN_RESULT_WHITE_WINS:
      style->points += side == WHITE;
      style->decided++;
      break;
    case PGN_RESULT_BLACK_WINS:
      style->points += side == BLACK;
      style->decided++;
      break;
    case PGN_RESULT_DRAW:
      style->points += 0.5;
      style->decided++;
      break;
    default:
      break;
    }
}

double
play_style_aimless_per_100 (const PlayStyle *style)
{
  return style->moves ? 100.0 * style->aimless / style->moves : 0;
}

double
play_style_king_walks_per_game (const PlayStyle *style)
{
  return style->games ? (double) style->king_walks / style->games : 0;
}

double
play_style_book_percent (const PlayStyle *style)
{
  return style->games ? 100.0 * style->book_games / style->games : 0;
}

double
play_style_book_strict_percent (const PlayStyle *style)
{
  return style->games ? 100.0 * style->book_games_strict / style->games : 0;
}

double
play_style_score_percent (const PlayStyle *style)
{
  return style->decided ? 100.0 * style->points / style->decided : 0;
}
