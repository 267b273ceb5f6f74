/* SPDX-License-Identifier: GPL-3.0-or-later */
/* movegen.c: legal moves by construction, from check and pin masks.
 *
 * In check, non-king moves must land in `target`: the checking piece or a square between it
 * and the king. A pinned piece may only move along the line through its king and the pinner.
 * King steps are tested one by one against the attacks with the king lifted off the board. */
#include "movegen.h"

typedef struct {
  const Position *pos;
  Color           us, them;
  Square          king;
  Bitboard        occupied;
  Bitboard        pinned;
  Bitboard        target;     /* where non-king moves may land (check and generation type) */
  Bitboard        movers;     /* the pieces whose moves are wanted */
  MoveList       *list;
} Generator;

static inline void
add (Generator *g, Square from, Square to, MoveKind kind)
{
  g->list->moves[g->list->count++] = move_make (from, to, kind);
}

static inline void
add_all (Generator *g, Square from, Bitboard targets)
{
  while (targets)
    add (g, from, pop_lsb (&targets), MOVE_NORMAL);
}

static inline void
add_promotions (Generator *g, Square from, Square to)
{
  for (PieceType pt = QUEEN; pt >= KNIGHT; pt--)
    g->list->moves[g->list->count++] = move_make_promotion (from, to, pt);
}

/* Our pieces that stand alone between our king and an enemy slider. */
static Bitboard
find_pinned (const Position *pos, Color us, Square king, Bitboard occupied)
{
  Color    them = color_flip (us);
  Bitboard snipers = ((attack_tables.bishop_rays[king] & (pos->by_type[BISHOP] | pos->by_type[QUEEN]))
                      | (attack_tables.rook_rays[king] & (pos->by_type[ROOK] | pos->by_type[QUEEN])))
                     & pos->by_color[them];
  Bitboard pinned = 0;

  while (snipers)
    {
      Bitboard blockers = between_bb (king, pop_lsb (&snipers)) & occupied;
      if (blockers && !more_than_one (blockers))
        pinned |= blockers & pos->by_color[us];
    }
  return pinned;
}

static bool
square_attacked (const Position *pos, Square s, Color by, Bitboard occupied)
{
  Bitboard them = pos->by_color[by];
  return (pawn_attacks (color_flip (by), s) & pos->by_type[PAWN] & them)
         || (knight_attacks (s) & pos->by_type[KNIGHT] & them)
         || (king_attacks (s) & pos->by_type[KING] & them)
         || (bishop_attacks (s, occupied) & (pos->by_type[BISHOP] | pos->by_type[QUEEN]) & them)
         || (rook_attacks (s, occupied) & (pos->by_type[ROOK] | pos->by_type[QUEEN]) & them);
}

static void
generate_king_moves (Generator *g, Bitboard allowed)
{
  Bitboard targets = (square_bb (g->king) & g->movers) ? king_attacks (g->king) & allowed : 0;
  Bitboard without_king = g->occupied ^ square_bb (g->king);

  while (targets)
    {
      Square to = pop_lsb (&targets);
      if (!square_attacked (g->pos, to, g->them, without_king))
        add (g, g->king, to, MOVE_NORMAL);
    }
}

typedef struct {
  CastlingRights right;
  Square         king_to, passes, rook;
} CastlingSide;

static void
generate_castling (Generator *g)
{
  static const CastlingSide sides[COLOR_NB][2] = {
    { { CASTLE_WHITE_KING, G1, F1, H1 }, { CASTLE_WHITE_QUEEN, C1, D1, A1 } },
    { { CASTLE_BLACK_KING, G8, F8, H8 }, { CASTLE_BLACK_QUEEN, C8, D8, A8 } },
  };

  for (int i = 0; i < 2; i++)
    {
      const CastlingSide *side = &sides[g->us][i];
      if (!(g->pos->castling & side->right)
          || (between_bb (g->king, side->rook) & g->occupied)
          || square_attacked (g->pos, side->passes, g->them, g->occupied)
          || square_attacked (g->pos, side->king_to, g->them, g->occupied))
        continue;
      add (g, g->king, side->king_to, MOVE_CASTLING);
    }
}

/* Knights, bishops, rooks and queens. A pinned knight can never move. */
static void
generate_piece_moves (Generator *g, Bitboard allowed)
{
  const Position *pos = g->pos;
  Bitboard        ours = pos->by_color[g->us] & g->movers;
  Bitboard        knights = pos->by_type[KNIGHT] & ours & ~g->pinned;
  Bitboard        diagonal = (pos->by_type[BISHOP] | pos->by_type[QUEEN]) & ours;
  Bitboard        straight = (pos->by_type[ROOK] | pos->by_type[QUEEN]) & ours;

  while (knights)
    {
      Square from = pop_lsb (&knights);
      add_all (g, from, knight_attacks (from) & allowed);
    }
  while (diagonal)
    {
      Square   from = pop_lsb (&diagonal);
      Bitboard targets = bishop_attacks (from, g->occupied) & allowed;
      if (g->pinned & square_bb (from))
        targets &= line_bb (g->king, from);
      add_all (g, from, targets);
    }
  while (straight)
    {
      Square   from = pop_lsb (&straight);
      Bitboard targets = rook_attacks (from, g->occupied) & allowed;
      if (g->pinned & square_bb (from))
        targets &= line_bb (g->king, from);
      add_all (g, from, targets);
    }
}

/* Adds pawn moves to every square of `to_set`, each coming from `to - delta`. */
static void
add_pawn_moves (Generator *g, Bitboard to_set, int delta, Bitboard promotion_rank)
{
  while (to_set)
    {
      Square to = pop_lsb (&to_set);
      Square from = (Square) (to - delta);
      if (square_bb (to) & promotion_rank)
        add_promotions (g, from, to);
      else
        add (g, from, to, MOVE_NORMAL);
    }
}

static void
generate_en_passant (Generator *g, Bitboard pawns)
{
  Square ep = (Square) g->pos->ep_square;

  if (ep == SQ_NONE)
    return;
  Bitboard takers = pawn_attacks (g->them, ep) & pawns;
  while (takers)
    {
      Square from = pop_lsb (&takers);
      if (position_en_passant_is_legal (g->pos, from, ep))
        add (g, from, ep, MOVE_EN_PASSANT);
    }
}

/* Pawn moves by whole-board shifts. Pinned pawns are handled one at a time with a mask of
 * their pin line, which is rare enough not to matter. */
static void
generate_pawn_moves_from (Generator *g, Bitboard pawns, Bitboard line, GenType type)
{
  Color    us = g->us;
  int      up = pawn_push (us);
  Bitboard promotion_rank = rank_bb (relative_rank (us, 7));
  Bitboard third_rank = rank_bb (relative_rank (us, 2));
  Bitboard empty = ~g->occupied;
  Bitboard enemies = g->pos->by_color[g->them];
  Bitboard target = g->target & line;

  Bitboard single = shift_up (us, pawns) & empty;
  Bitboard double_ = shift_up (us, single & third_rank) & empty;
  Bitboard west = shift_up_west (us, pawns) & enemies & target;
  Bitboard east = shift_up_east (us, pawns) & enemies & target;

  single &= target;
  double_ &= target;
  if (type == GEN_NOISY)
    {
      single &= promotion_rank;
      double_ = 0;
    }
  else if (type == GEN_QUIET)
    {
      single &= ~promotion_rank;
      west = east = 0;
    }
  add_pawn_moves (g, single, up, promotion_rank);
  add_pawn_moves (g, double_, 2 * up, promotion_rank);
  add_pawn_moves (g, west, up - 1, promotion_rank);
  add_pawn_moves (g, east, up + 1, promotion_rank);
}

static void
generate_pawn_moves (Generator *g, GenType type)
{
  Bitboard pawns = position_pieces (g->pos, g->us, PAWN) & g->movers;
  Bitboard pinned_pawns = pawns & g->pinned;

  generate_pawn_moves_from (g, pawns & ~g->pinned, ~0ULL, type);
  while (pinned_pawns)
    {
      Square from = pop_lsb (&pinned_pawns);
      generate_pawn_moves_from (g, square_bb (from), line_bb (g->king, from), type);
    }
  if (type != GEN_QUIET)
    generate_en_passant (g, pawns);
}

static int
generate (const Position *pos, GenType type, Bitboard movers, MoveList *list)
{
  Generator g = {
    .pos = pos,
    .us = pos->side_to_move,
    .them = color_flip (pos->side_to_move),
    .occupied = position_occupied (pos),
    .movers = movers,
    .list = list,
  };
  Bitboard kinds = type == GEN_NOISY   ? pos->by_color[g.them]
                   : type == GEN_QUIET ? ~g.occupied
                                       : ~pos->by_color[g.us];

  g.king = position_king_square (pos, g.us);
  generate_king_moves (&g, kinds);
  if (more_than_one (pos->checkers))
    return list->count;

  g.pinned = find_pinned (pos, g.us, g.king, g.occupied);
  g.target = pos->checkers ? between_bb (g.king, lsb (pos->checkers)) | pos->checkers : ~0ULL;
  generate_pawn_moves (&g, type);
  generate_piece_moves (&g, g.target & kinds);
  if (type != GEN_NOISY && !pos->checkers && (square_bb (g.king) & movers))
    generate_castling (&g);
  return list->count;
}

int
generate_moves (const Position *pos, GenType type, MoveList *list)
{
  list->count = 0;
  return generate (pos, type, ~0ULL, list);
}

int
generate_more_moves (const Position *pos, GenType type, MoveList *list)
{
  return generate (pos, type, ~0ULL, list);
}

bool
move_is_legal (const Position *pos, Move move)
{
  MoveList list;

  /* Only the moving piece's moves: the search asks this of every table move it tries first. */
  list.count = 0;
  generate (pos, GEN_LEGAL, square_bb (move_from (move)), &list);
  for (int i = 0; i < list.count; i++)
    if (list.moves[i] == move)
      return true;
  return false;
}

Move
move_find (const Position *pos, Square from, Square to, PieceType promotion)
{
  MoveList list;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    {
      Move m = list.moves[i];
      if (move_from (m) == from && move_to (m) == to
          && (move_kind (m) != MOVE_PROMOTION || move_promotion (m) == promotion))
        return m;
    }
  return MOVE_NONE;
}

unsigned
move_promotion_choices (const Position *pos, Square from, Square to)
{
  MoveList list;
  unsigned choices = 0;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    if (move_from (list.moves[i]) == from && move_to (list.moves[i]) == to
        && move_kind (list.moves[i]) == MOVE_PROMOTION)
      choices |= 1u << move_promotion (list.moves[i]);
  return choices;
}

Move
move_from_uci (const Position *pos, const char *text)
{
  MoveList list;
  size_t   length = 0;

  while (length < 6 && text[length] && text[length] != ' ' && text[length] != '\t'
         && text[length] != '\n' && text[length] != '\r')
    length++;
  if (length != 4 && length != 5)
    return MOVE_NONE;

  Square from = square_from_string (text), to = square_from_string (text + 2);
  if (from == SQ_NONE || to == SQ_NONE)
    return MOVE_NONE;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    {
      Move m = list.moves[i];
      if (move_from (m) != from || move_to (m) != to)
        continue;
      if (move_kind (m) != MOVE_PROMOTION ? length == 4
                                          : length == 5 && text[4] == piece_type_letter (move_promotion (m)))
        return m;
    }
  return MOVE_NONE;
}
