/* SPDX-License-Identifier: GPL-3.0-or-later */
/* evaluate.c: material, piece-square tables, mobility, pawn structure, threats, king safety and
 * a few piece terms, each with a middlegame and an endgame weight blended by the game phase.
 * The evaluation is linear in its weights, which is what lets tools/tune fit them; even the
 * king danger, which grows faster than the attack on the king, is a table indexed by its
 * attack units rather than a formula.
 *
 * A first pass maps what every piece attacks; the terms then read those maps. */
#include "evaluate.h"

#include <stdlib.h>
#include <string.h>

typedef struct {
  const EvalParams *params;
  EvalTrace        *trace;
  int               mg, eg;
  Bitboard          attacked_by[COLOR_NB][PIECE_TYPE_NB];
  Bitboard          attacked[COLOR_NB];          /* by any piece */
  Bitboard          attacked_twice[COLOR_NB];
  Bitboard          king_zone[COLOR_NB];
  int               king_attackers[COLOR_NB];    /* pieces of this colour reaching the other king */
  int               king_attack_units[COLOR_NB]; /* their weight, heavier pieces counting more */
  int               passers[COLOR_NB];
} Eval;

/* How much a piece reaching the enemy king's zone adds to the danger there. */
static const int attack_units[PIECE_TYPE_NB] = { 0, 2, 2, 3, 5, 0 };

static inline void
add (Eval *e, const Weight *w, Color c, int count)
{
  if (!count)
    return;   /* most threat and king terms count nothing in most positions */
  int n = c == WHITE ? count : -count;
  e->mg += n * w->mg;
  e->eg += n * w->eg;
  if (e->trace)
    e->trace->coefficients[w - (const Weight *) e->params] += (int16_t) n;
}

/* A square as seen from c's side, so that one table serves both colours. */
static inline Square
relative_square (Color c, Square s)
{
  return c == WHITE ? s : (Square) (s ^ 56);
}

static inline int
distance (Square a, Square b)
{
  int files = abs (square_file (a) - square_file (b)), ranks = abs (square_rank (a) - square_rank (b));
  return files > ranks ? files : ranks;
}

/* The squares in front of s on its own and the adjacent files, from c's side. */
static Bitboard
forward_files (Color c, Square s)
{
  Bitboard files = file_bb (square_file (s));
  if (square_file (s) > 0)
    files |= file_bb (square_file (s) - 1);
  if (square_file (s) < 7)
    files |= file_bb (square_file (s) + 1);
  Bitboard ahead = c == WHITE ? ~0ULL << 8 * (square_rank (s) + 1) : ~0ULL >> 8 * (8 - square_rank (s));
  return files & (square_rank (s) == (c == WHITE ? 7 : 0) ? 0 : ahead);
}

static Bitboard
adjacent_files (int file)
{
  return (file > 0 ? file_bb (file - 1) : 0) | (file < 7 ? file_bb (file + 1) : 0);
}

static void
note_attacks (Eval *e, Color c, PieceType pt, Bitboard attacks)
{
  e->attacked_twice[c] |= e->attacked[c] & attacks;
  e->attacked[c] |= attacks;
  e->attacked_by[c][pt] |= attacks;
}

/* Mobility counts squares not taken by our own pieces and not covered by enemy pawns. */
static void
add_mobility (Eval *e, PieceType pt, Color c, int squares)
{
  const EvalParams *p = e->params;
  switch (pt)
    {
    case KNIGHT: add (e, &p->knight_mobility[squares], c, 1); break;
    case BISHOP: add (e, &p->bishop_mobility[squares], c, 1); break;
    case ROOK:   add (e, &p->rook_mobility[squares], c, 1); break;
    case QUEEN:  add (e, &p->queen_mobility[squares], c, 1); break;
    case PAWN: case KING: case PIECE_TYPE_NB: default: break;
    }
}

/* A square in the enemy half, defended by our pawn, that no enemy pawn can ever attack. */
static bool
is_outpost (const Position *pos, Color c, Square s)
{
  int rank = relative_rank (c, square_rank (s));

  return rank >= 3 && rank <= 5 && (pawn_attacks (color_flip (c), s) & position_pieces (pos, c, PAWN))
         && !(forward_files (c, s) & adjacent_files (square_file (s)) & position_pieces (pos, color_flip (c), PAWN));
}

static void
map_pieces (Eval *e, const Position *pos, Color c)
{
  Color    them = color_flip (c);
  Bitboard pawns = position_pieces (pos, c, PAWN);
  Bitboard occupied = position_occupied (pos);
  Bitboard safe = ~pos->by_color[c] & ~(shift_up_west (them, position_pieces (pos, them, PAWN))
                                        | shift_up_east (them, position_pieces (pos, them, PAWN)));

  note_attacks (e, c, PAWN, shift_up_west (c, pawns) | shift_up_east (c, pawns));
  note_attacks (e, c, KING, king_attacks (position_king_square (pos, c)));
  for (PieceType pt = KNIGHT; pt <= QUEEN; pt++)
    {
      Bitboard pieces = position_pieces (pos, c, pt);
      while (pieces)
        {
          Square   s = pop_lsb (&pieces);
          Bitboard attacks = piece_attacks (pt, c, s, occupied);
          note_attacks (e, c, pt, attacks);
          add_mobility (e, pt, c, popcount (attacks & safe));
          if ((pt == KNIGHT || pt == BISHOP) && is_outpost (pos, c, s))
            add (e, &e->params->outpost[pt], c, 1);
          if (attacks & e->king_zone[them])
            {
              e->king_attackers[c]++;
              e->king_attack_units[c] += attack_units[pt];
              add (e, &e->params->king_attack[pt], c, popcount (attacks & e->king_zone[them]));
            }
        }
    }
}

static void
evaluate_passer (Eval *e, const Position *pos, Color c, Square s, int rank, Bitboard own_file_ahead)
{
  const EvalParams *p = e->params;
  Square            stop = (Square) (s + pawn_push (c));
  int               scale = rank > 2 ? rank - 2 : 0;

  e->passers[c]++;
  add (e, &p->passed_pawn[rank], c, 1);
  if (square_bb (stop) & pos->by_color[color_flip (c)])
    add (e, &p->passer_blocked, c, scale);
  else if (!(e->attacked[color_flip (c)] & square_bb (stop)))
    add (e, &p->passer_safe_push, c, scale);
  if (!(own_file_ahead & position_occupied (pos)))
    add (e, &p->passed_free_path, c, 1);
  /* Kings matter to a passer once it is well advanced: its own to escort it, the enemy's to stop it. */
  add (e, &p->passer_own_king_distance, c, scale * distance (stop, position_king_square (pos, c)));
  add (e, &p->passer_enemy_king_distance, c, scale * distance (stop, position_king_square (pos, color_flip (c))));
}

/* The terms that depend on the pawns alone; returns c's passed pawns. */
static Bitboard
evaluate_pawn_structure (Eval *e, const Position *pos, Color c)
{
  const EvalParams *p = e->params;
  Bitboard          ours = position_pieces (pos, c, PAWN);
  Bitboard          theirs = position_pieces (pos, color_flip (c), PAWN);
  Bitboard          pawns = ours, passers = 0;

  while (pawns)
    {
      Square   s = pop_lsb (&pawns);
      int      rank = relative_rank (c, square_rank (s));
      Bitboard front = forward_files (c, s);
      Bitboard own_file_ahead = front & file_bb (square_file (s));

      Bitboard neighbours = adjacent_files (square_file (s)) & ours;
      if (!neighbours)
        add (e, &p->isolated_pawn, c, 1);
      else if (!(neighbours & ~front) && rank < 6
               && (pawn_attacks (c, (Square) (s + pawn_push (c))) & theirs))
        add (e, &p->backward_pawn, c, 1);
      if (own_file_ahead & ours)
        add (e, &p->doubled_pawn, c, 1);
      if ((pawn_attacks (color_flip (c), s) & ours)
          || (adjacent_files (square_file (s)) & rank_bb (square_rank (s)) & ours))
        add (e, &p->connected_pawn[rank], c, 1);
      if (!(front & theirs) && !(own_file_ahead & ours))
        passers |= square_bb (s);
    }
  return passers;
}

static void
evaluate_passers (Eval *e, const Position *pos, Color c, Bitboard passers)
{
  while (passers)
    {
      Square s = pop_lsb (&passers);
      evaluate_passer (e, pos, c, s, relative_rank (c, square_rank (s)),
                       forward_files (c, s) & file_bb (square_file (s)));
    }
}

static void
evaluate_rooks_and_bishops (Eval *e, const Position *pos, Color c)
{
  const EvalParams *p = e->params;
  Bitboard          rooks = position_pieces (pos, c, ROOK);

  while (rooks)
    {
      Bitboard file = file_bb (square_file (pop_lsb (&rooks)));
      if (!(file & pos->by_type[PAWN]))
        add (e, &p->rook_open_file, c, 1);
      else if (!(file & position_pieces (pos, c, PAWN)))
        add (e, &p->rook_half_open_file, c, 1);
    }
  if (more_than_one (position_pieces (pos, c, BISHOP)))
    add (e, &p->bishop_pair, c, 1);

  Bitboard pawns = position_pieces (pos, c, PAWN);
  Bitboard bishops = position_pieces (pos, c, BISHOP);
  while (bishops)
    {
      Bitboard colour = square_bb (pop_lsb (&bishops)) & DARK_SQUARES_BB ? DARK_SQUARES_BB : ~DARK_SQUARES_BB;
      add (e, &p->bishop_pawns, c, popcount (pawns & colour));
    }
  Bitboard minors = position_pieces (pos, c, KNIGHT) | position_pieces (pos, c, BISHOP);
  add (e, &p->minor_behind_pawn, c, popcount (shift_up (c, minors) & pos->by_type[PAWN]));
}

/* Enemy pieces under attack by something cheaper, and enemy pieces left undefended. */
static void
evaluate_threats (Eval *e, const Position *pos, Color c)
{
  const EvalParams *p = e->params;
  Color             them = color_flip (c);
  Bitboard          minor_attacks = e->attacked_by[c][KNIGHT] | e->attacked_by[c][BISHOP];

  for (PieceType pt = KNIGHT; pt <= QUEEN; pt++)
    {
      Bitboard targets = position_pieces (pos, them, pt) & e->attacked[c];
      if (!targets)
        continue;
      add (e, &p->threat_by_pawn[pt], c, popcount (targets & e->attacked_by[c][PAWN]));
      add (e, &p->threat_by_minor[pt], c, popcount (targets & minor_attacks));
      add (e, &p->threat_by_rook[pt], c, popcount (targets & e->attacked_by[c][ROOK]));
    }
  Bitboard weak = pos->by_color[them] & ~pos->by_type[PAWN] & ~pos->by_type[KING] & e->attacked[c] & ~e->attacked[them];
  add (e, &p->hanging, c, popcount (weak));

  /* Pawn pushes to empty squares the enemy's pawns don't cover and that we hold at least as well. */
  Bitboard empty = ~position_occupied (pos);
  Bitboard pushes = shift_up (c, position_pieces (pos, c, PAWN)) & empty;
  pushes |= shift_up (c, pushes & rank_bb (c == WHITE ? 2 : 5)) & empty;
  pushes &= ~e->attacked_by[them][PAWN] & (e->attacked[c] | ~e->attacked[them]);
  Bitboard push_attacks = shift_up_west (c, pushes) | shift_up_east (c, pushes);
  add (e, &p->threat_by_push, c, popcount (push_attacks & pos->by_color[them] & ~pos->by_type[PAWN]));
}

static void
evaluate_king_safety (Eval *e, const Position *pos, Color c)
{
  const EvalParams *p = e->params;
  Color             them = color_flip (c);
  Square            enemy_king = position_king_square (pos, them);
  Bitboard          occupied = position_occupied (pos);
  Bitboard          safe = ~pos->by_color[c] & (~e->attacked[them] | (e->attacked_twice[c] & ~e->attacked_twice[them]));
  Bitboard          diagonal = bishop_attacks (enemy_king, occupied), straight = rook_attacks (enemy_king, occupied);

  int       checks[PIECE_TYPE_NB] = {
    [KNIGHT] = popcount (knight_attacks (enemy_king) & e->attacked_by[c][KNIGHT] & safe),
    [BISHOP] = popcount (diagonal & e->attacked_by[c][BISHOP] & safe),
    [ROOK] = popcount (straight & e->attacked_by[c][ROOK] & safe),
    [QUEEN] = popcount ((diagonal | straight) & e->attacked_by[c][QUEEN] & safe),
  };
  Bitboard defended = 0;
  for (PieceType pt = PAWN; pt <= QUEEN; pt++)
    defended |= e->attacked_by[them][pt];
  /* King-zone squares we hit that only the king itself guards. */
  int units = e->king_attack_units[c] + popcount (e->king_zone[them] & e->attacked[c] & ~defended);

  for (PieceType pt = KNIGHT; pt <= QUEEN; pt++)
    {
      add (e, &p->safe_check[pt], c, checks[pt]);
      units += 2 * checks[pt];
    }
  add (e, &p->king_attackers[e->king_attackers[c] < 4 ? e->king_attackers[c] : 4], c, 1);
  /* A lone attacker is rarely a danger; two or more pieces together grow fast. */
  if (e->king_attackers[c] >= 2)
    add (e, &p->king_danger[units < KING_DANGER_NB ? units : KING_DANGER_NB - 1], c, 1);
}

/* Our pawns marching on the files around the enemy king. */
static void
evaluate_pawn_storm (Eval *e, const Position *pos, Color c)
{
  Square   enemy_king = position_king_square (pos, color_flip (c));
  Bitboard files = file_bb (square_file (enemy_king)) | adjacent_files (square_file (enemy_king));
  Bitboard stormers = position_pieces (pos, c, PAWN) & files;

  while (stormers)
    add (e, &e->params->pawn_storm[relative_rank (c, square_rank (pop_lsb (&stormers)))], c, 1);
}

/* Room to manoeuvre: central squares of our half that enemy pawns don't cover. */
static void
evaluate_space (Eval *e, const Position *pos, Color c)
{
  const Bitboard centre_files = file_bb (2) | file_bb (3) | file_bb (4) | file_bb (5);
  Bitboard       ours = position_pieces (pos, c, PAWN);
  Bitboard       area = centre_files & (c == WHITE ? rank_bb (1) | rank_bb (2) | rank_bb (3)
                                                   : rank_bb (6) | rank_bb (5) | rank_bb (4));
  Bitboard       theirs = position_pieces (pos, color_flip (c), PAWN);
  Bitboard       their_pawn_attacks = shift_up_west (color_flip (c), theirs) | shift_up_east (color_flip (c), theirs);
  Bitboard       safe = area & ~ours & ~their_pawn_attacks;
  Bitboard       behind = c == WHITE ? ours >> 8 | ours >> 16 | ours >> 24 : ours << 8 | ours << 16 | ours << 24;

  add (e, &e->params->space, c, popcount (safe));
  add (e, &e->params->space_behind, c, popcount (safe & behind));
}

static void
evaluate_king_shelter (Eval *e, const Position *pos, Color c)
{
  const EvalParams *p = e->params;
  Square            king = position_king_square (pos, c);
  Bitboard          ours = position_pieces (pos, c, PAWN);
  Bitboard          shield_files = file_bb (square_file (king)) | adjacent_files (square_file (king));
  Bitboard          one_ahead = shift_up (c, square_bb (king));

  if (!one_ahead)
    return;
  Bitboard rank1 = rank_bb (square_rank (lsb (one_ahead)));
  Bitboard rank2 = shift_up (c, rank1);
  add (e, &p->king_shield[0], c, popcount (ours & shield_files & rank1));
  add (e, &p->king_shield[1], c, popcount (ours & shield_files & rank2));
  if (!(ours & file_bb (square_file (king))))
    add (e, &p->king_shield[2], c, 1);
}

static void
evaluate_material (Eval *e, const Position *pos)
{
  for (Color c = WHITE; c < COLOR_NB; c++)
    for (PieceType pt = PAWN; pt <= KING; pt++)
      {
        Bitboard pieces = position_pieces (pos, c, pt);
        if (pieces)
          add (e, &e->params->material[pt], c, popcount (pieces));
        while (pieces)
          add (e, &e->params->psqt[pt][relative_square (c, pop_lsb (&pieces))], c, 1);
      }
}

int
eval_game_phase (const Position *pos)
{
  int phase = popcount (pos->by_type[KNIGHT] | pos->by_type[BISHOP]) + 2 * popcount (pos->by_type[ROOK])
              + 4 * popcount (pos->by_type[QUEEN]);
  return phase > MAX_PHASE ? MAX_PHASE : phase;
}

/* Pieces other than pawns and the king, in pawns: knight and bishop 3, rook 5, queen 9. */
static int
piece_material (const Position *pos, Color c)
{
  return 3 * popcount (position_pieces (pos, c, KNIGHT) | position_pieces (pos, c, BISHOP))
         + 5 * popcount (position_pieces (pos, c, ROOK)) + 9 * popcount (position_pieces (pos, c, QUEEN));
}

/* How much of its endgame score the side ahead can hope to turn into a win, out of
 * EG_SCALE_NORMAL. A linear evaluation can't see these draws: an extra minor piece with no pawn
 * left to promote, bishops on opposite colours, and the fewer pawns the side ahead has, the more
 * chances the other side has to give up a piece for the last of them. */
static int
endgame_scale (const Eval *e, const Position *pos)
{
  Color    strong = e->eg > 0 ? WHITE : BLACK, weak = color_flip (strong);
  int      strong_pawns = popcount (position_pieces (pos, strong, PAWN));
  int      strong_pieces = piece_material (pos, strong), weak_pieces = piece_material (pos, weak);
  Bitboard white_bishop = position_pieces (pos, WHITE, BISHOP), black_bishop = position_pieces (pos, BLACK, BISHOP);

  if (strong_pawns == 0 && strong_pieces - weak_pieces <= 3)
    return strong_pieces < 5 ? 0 : weak_pieces <= 3 ? 4 : 14;
  if (popcount (white_bishop) == 1 && popcount (black_bishop) == 1
      && !(white_bishop & DARK_SQUARES_BB) != !(black_bishop & DARK_SQUARES_BB))
    {
      if (strong_pieces == 3 && weak_pieces == 3)
        return 18 + 4 * e->passers[strong];
      return 22 + 3 * popcount (pos->by_color[strong]);
    }
  int scale = 36 + 7 * strong_pawns;
  return scale < EG_SCALE_NORMAL ? scale : EG_SCALE_NORMAL;
}

void
pawn_cache_clear (PawnCache *cache)
{
  cache->params = NULL;
  for (int i = 0; i < PAWN_CACHE_SIZE; i++)
    cache->entries[i].pawns[WHITE] = ~0ULL;   /* no position has these pawns */
}

/* The pawn-only terms of both sides into e, and the passed pawns of each into passers. */
static void
evaluate_pawns_uncached (Eval *e, const Position *pos, Bitboard passers[COLOR_NB])
{
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      passers[c] = evaluate_pawn_structure (e, pos, c);
      evaluate_space (e, pos, c);
    }
}

static void
evaluate_pawns (Eval *e, const Position *pos, PawnCache *cache, Bitboard passers[COLOR_NB])
{
  if (!cache || e->trace)
    {
      evaluate_pawns_uncached (e, pos, passers);
      return;
    }
  if (cache->params != e->params)
    {
      pawn_cache_clear (cache);
      cache->params = e->params;
    }

  Bitboard   white = position_pieces (pos, WHITE, PAWN), black = position_pieces (pos, BLACK, PAWN);
  PawnEntry *entry = &cache->entries[position_pawns_hash (pos) >> (64 - PAWN_CACHE_BITS)];

  if (entry->pawns[WHITE] != white || entry->pawns[BLACK] != black)
    {
      /* The pawn terms alone, summed apart from the rest of e. */
      Eval pawn_terms = { .params = e->params };
      evaluate_pawns_uncached (&pawn_terms, pos, entry->passers);
      entry->pawns[WHITE] = white;
      entry->pawns[BLACK] = black;
      entry->mg = pawn_terms.mg;
      entry->eg = pawn_terms.eg;
    }
  e->mg += entry->mg;
  e->eg += entry->eg;
  passers[WHITE] = entry->passers[WHITE];
  passers[BLACK] = entry->passers[BLACK];
}

static int
evaluate_position (const Position *pos, const EvalParams *params, EvalTrace *trace, PawnCache *cache)
{
  Eval     e = { .params = params, .trace = trace };
  Bitboard passers[COLOR_NB];

  if (trace)
    memset (trace, 0, sizeof *trace);
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      Square king = position_king_square (pos, c);
      e.king_zone[c] = king_attacks (king) | square_bb (king);
    }
  evaluate_material (&e, pos);
  for (Color c = WHITE; c < COLOR_NB; c++)
    map_pieces (&e, pos, c);
  evaluate_pawns (&e, pos, cache, passers);
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      evaluate_passers (&e, pos, c, passers[c]);
      evaluate_rooks_and_bishops (&e, pos, c);
      evaluate_threats (&e, pos, c);
      evaluate_king_safety (&e, pos, c);
      evaluate_king_shelter (&e, pos, c);
      evaluate_pawn_storm (&e, pos, c);
    }
  add (&e, &params->tempo, pos->side_to_move, 1);

  int phase = eval_game_phase (pos);
  int scale = endgame_scale (&e, pos);
  if (trace)
    {
      trace->phase = phase;
      trace->eg_scale = scale;
    }
  return (e.mg * phase * EG_SCALE_NORMAL + e.eg * scale * (MAX_PHASE - phase)) / (MAX_PHASE * EG_SCALE_NORMAL);
}

int
evaluate_traced (const Position *pos, const EvalParams *params, EvalTrace *trace)
{
  return evaluate_position (pos, params, trace, NULL);
}

int
evaluate_cached (const Position *pos, const EvalParams *params, PawnCache *cache)
{
  int score = evaluate_position (pos, params, NULL, cache);
  return pos->side_to_move == WHITE ? score : -score;
}

int
evaluate (const Position *pos, const EvalParams *params)
{
  return evaluate_cached (pos, params, NULL);
}
