/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Evaluation tests, of the hand-made evaluation and of the network: a position and its
 * colour-mirrored twin are worth the same to the side to move, and the score points the right
 * way when one side is clearly better. The hand-made one's trace, which tools/tune fits,
 * reproduces the score, its pawn cache changes no score, and it scores drawish endgames down;
 * the network's accumulator, kept up to date move by move, equals the one summed afresh. */
#include <glib.h>
#include <stdlib.h>
#include <string.h>

#include "evaluate.h"
#include "fen.h"
#include "movegen.h"
#include "nnue.h"

/* The same position with the board turned over and the colours swapped. */
static char *
mirror_fen (const char *fen)
{
  g_auto (GStrv) fields = g_strsplit (fen, " ", -1);
  g_auto (GStrv) ranks = g_strsplit (fields[0], "/", -1);
  GString *out = g_string_new (NULL);

  for (int i = (int) g_strv_length (ranks) - 1; i >= 0; i--)
    {
      for (const char *c = ranks[i]; *c; c++)
        g_string_append_c (out, g_ascii_isupper (*c) ? g_ascii_tolower (*c) : g_ascii_toupper (*c));
      if (i)
        g_string_append_c (out, '/');
    }
  g_string_append_printf (out, " %s ", g_str_equal (fields[1], "w") ? "b" : "w");

  /* Castling: the other side's rights, written White's first. */
  GString *castling = g_string_new (NULL);
  for (const char *order = "kqKQ"; *order; order++)
    if (strchr (fields[2], *order))
      g_string_append_c (castling, g_ascii_isupper (*order) ? g_ascii_tolower (*order) : g_ascii_toupper (*order));
  g_string_append (out, castling->len ? castling->str : "-");
  g_string_free (castling, TRUE);

  if (g_str_equal (fields[3], "-"))
    g_string_append (out, " -");
  else
    g_string_append_printf (out, " %c%c", fields[3][0], '1' + '8' - fields[3][1]);
  for (int i = 4; fields[i]; i++)
    g_string_append_printf (out, " %s", fields[i]);
  return g_string_free (out, FALSE);
}

static GPtrArray *
load_positions (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "random.epd", NULL);
  g_autofree char *text = NULL;
  GPtrArray       *fens = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    if (*lines[i])
      g_ptr_array_add (fens, g_strstrip (g_strndup (lines[i], strcspn (lines[i], ";"))));
  g_assert_cmpuint (fens->len, >, 50);
  return fens;
}

/* The same position with the board turned left to right: only meaningful without castling
 * rights, which the turn would move onto the wrong side. */
static char *
turn_fen_left_to_right (const char *fen)
{
  g_auto (GStrv) fields = g_strsplit (fen, " ", -1);
  g_auto (GStrv) ranks = g_strsplit (fields[0], "/", -1);
  GString *out = g_string_new (NULL);

  for (int i = 0; ranks[i]; i++)
    {
      g_autofree char *reversed = g_strreverse (g_strdup (ranks[i]));
      g_string_append_printf (out, "%s%s", i ? "/" : "", reversed);
    }
  g_string_append_printf (out, " %s %s ", fields[1], fields[2]);
  if (g_str_equal (fields[3], "-"))
    g_string_append (out, "-");
  else
    g_string_append_printf (out, "%c%c", 'a' + 'h' - fields[3][0], fields[3][1]);
  for (int i = 4; fields[i]; i++)
    g_string_append_printf (out, " %s", fields[i]);
  return g_string_free (out, FALSE);
}

typedef int (*EvaluateFunc) (const Position *pos);

static int
evaluate_by_hand (const Position *pos)
{
  return evaluate (pos, eval_default_params ());
}

static int
evaluate_by_network (const Position *pos)
{
  NnueAccumulator acc;
  nnue_refresh (nnue_default_network (), pos, &acc);
  return nnue_evaluate (nnue_default_network (), &acc, pos);
}

static void
test_mirror_symmetry (gconstpointer data)
{
  g_autoptr (GPtrArray) fens = load_positions ();
  EvaluateFunc evaluate_position = (EvaluateFunc) data;

  for (guint i = 0; i < fens->len; i++)
    {
      const char      *fen = fens->pdata[i];
      g_autofree char *mirrored = mirror_fen (fen);
      Position         pos, twin;

      g_assert_true (position_from_fen (&pos, fen, NULL));
      if (!position_from_fen (&twin, mirrored, NULL))
        g_error ("mirror of %s does not parse: %s", fen, mirrored);
      if (evaluate_position (&pos) != evaluate_position (&twin))
        g_error ("%s: %d but mirrored %s: %d", fen, evaluate_position (&pos), mirrored, evaluate_position (&twin));
    }
}

/* The fit relies on the score being exactly the blend of coefficient times weight. */
static void
test_trace_reproduces_score (void)
{
  g_autoptr (GPtrArray) fens = load_positions ();
  const EvalParams *params = eval_default_params ();
  const Weight     *weights = (const Weight *) params;
  static EvalTrace  trace;

  for (guint i = 0; i < fens->len; i++)
    {
      Position pos;
      g_assert_true (position_from_fen (&pos, fens->pdata[i], NULL));

      int  score = evaluate_traced (&pos, params, &trace);
      long mg = 0, eg = 0;
      for (int w = 0; w < EVAL_WEIGHT_COUNT; w++)
        {
          mg += (long) trace.coefficients[w] * weights[w].mg;
          eg += (long) trace.coefficients[w] * weights[w].eg;
        }
      long blended = mg * trace.phase * EG_SCALE_NORMAL + eg * trace.eg_scale * (MAX_PHASE - trace.phase);
      g_assert_cmpint (score, ==, (int) (blended / (MAX_PHASE * EG_SCALE_NORMAL)));
    }
}

/* The pawn cache gives every position the score it has without it, whatever the cache held
 * before: twice over all positions (filled, then hit), once more after new weights. */
static void
test_pawn_cache_changes_nothing (void)
{
  g_autoptr (GPtrArray) fens = load_positions ();
  g_autofree PawnCache *cache = g_new (PawnCache, 1);
  static EvalParams     shape;

  eval_params_init_shape (&shape);
  pawn_cache_clear (cache);
  for (int round = 0; round < 3; round++)
    {
      const EvalParams *params = round < 2 ? eval_default_params () : &shape;
      for (guint i = 0; i < fens->len; i++)
        {
          Position pos;
          g_assert_true (position_from_fen (&pos, fens->pdata[i], NULL));
          g_assert_cmpint (evaluate_cached (&pos, params, cache), ==, evaluate (&pos, params));
        }
    }
}

static void
test_clear_advantages (gconstpointer data)
{
  EvaluateFunc evaluate_position = (EvaluateFunc) data;
  static const struct {
    const char *fen;
    int         at_least;   /* the advantage of the side to move; negative: its disadvantage */
  } cases[] = {
    /* An extra queen. */
    { "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 600 },
    /* An extra rook in an endgame. */
    { "4k3/pp6/8/8/8/8/PP6/R3K3 w - - 0 1", 300 },
    /* A passed pawn on the seventh, the enemy king far away. */
    { "8/1P6/8/8/8/8/k7/4K3 w - - 0 1", 150 },
    /* A knight up, Black to move: bad for Black. */
    { "r1bqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1", -200 },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Position pos;
      g_assert_true (position_from_fen (&pos, cases[i].fen, NULL));
      int score = evaluate_position (&pos);
      g_test_message ("%s: %d", cases[i].fen, score);
      if (cases[i].at_least >= 0)
        g_assert_cmpint (score, >=, cases[i].at_least);
      else
        g_assert_cmpint (score, <=, cases[i].at_least);
    }
}

/* Endgames a linear evaluation overrates: the score of the side ahead is scaled down. */
static void
test_drawish_endgames (void)
{
  static const struct {
    const char *drawish, *winning;   /* the same material edge; only the first is hard to win */
  } cases[] = {
    /* A bishop up and no pawns: no mating material against a lone king. */
    { "8/8/4k3/8/8/2B5/8/4K3 w - - 0 1", "8/8/4k3/8/8/2Q5/8/4K3 w - - 0 1" },
    /* A pawn up with bishops on opposite colours, then on the same colour. */
    { "8/5k2/1p2b3/8/2P5/1P2B3/5K2/8 w - - 0 1", "8/5k2/1p3b2/8/2P5/1P2B3/5K2/8 w - - 0 1" },
    /* A rook against a bishop, no pawns: then the same rook against nothing. */
    { "8/8/4kb2/8/8/2R5/8/4K3 w - - 0 1", "8/8/4k3/8/8/2R5/8/4K3 w - - 0 1" },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Position drawish, winning;
      g_assert_true (position_from_fen (&drawish, cases[i].drawish, NULL));
      g_assert_true (position_from_fen (&winning, cases[i].winning, NULL));
      int drawish_score = evaluate (&drawish, eval_default_params ());
      int winning_score = evaluate (&winning, eval_default_params ());
      g_test_message ("%s: %d, %s: %d", cases[i].drawish, drawish_score, cases[i].winning, winning_score);
      g_assert_cmpint (drawish_score, >=, 0);
      g_assert_cmpint (drawish_score, <, winning_score / 2);
    }
  /* A lone minor piece can't win at all: what is left is the middlegame share of its worth. */
  Position bishop_only;
  g_assert_true (position_from_fen (&bishop_only, cases[0].drawish, NULL));
  g_assert_cmpint (evaluate (&bishop_only, eval_default_params ()), <=, 50);
}

/* Each side sees the board turned so that its king is on the king's half: when both kings
 * stand on the same half, turning the whole board left to right changes nothing the network
 * sees. (Without castling rights only: they are not symmetric.) */
static void
test_network_left_right_symmetry (void)
{
  g_autoptr (GPtrArray) fens = load_positions ();
  int checked = 0;

  for (guint i = 0; i < fens->len; i++)
    {
      const char      *fen = fens->pdata[i];
      g_autofree char *turned = turn_fen_left_to_right (fen);
      Position         pos, twin;

      g_assert_true (position_from_fen (&pos, fen, NULL));
      if (pos.castling != 0
          || nnue_view_mirrored (position_king_square (&pos, WHITE))
               != nnue_view_mirrored (position_king_square (&pos, BLACK)))
        continue;
      if (!position_from_fen (&twin, turned, NULL))
        g_error ("the turned %s does not parse: %s", fen, turned);
      if (evaluate_by_network (&pos) != evaluate_by_network (&twin))
        g_error ("%s: %d but turned %s: %d", fen, evaluate_by_network (&pos), turned, evaluate_by_network (&twin));
      checked++;
    }
  g_assert_cmpint (checked, >, 20);
}

/* Every move of every test position, each kind of move included (captures, en passant,
 * castling, promotions, a king crossing to the board's other half): the accumulator updated by
 * the move equals the one summed afresh. */
static void
test_network_update_matches_refresh (void)
{
  g_autoptr (GPtrArray) fens = load_positions ();
  const NnueNetwork *net = nnue_default_network ();
  int                kinds_seen[4] = { 0 }, views_turned = 0;

  for (guint i = 0; i < fens->len; i++)
    {
      Position        pos;
      NnueAccumulator before, updated, fresh;
      MoveList        moves;
      g_assert_true (position_from_fen (&pos, fens->pdata[i], NULL));
      nnue_refresh (net, &pos, &before);
      generate_moves (&pos, GEN_LEGAL, &moves);
      for (int k = 0; k < moves.count; k++)
        {
          Move        m = moves.moves[k];
          Undo        undo;
          NnueChanges changes;
          nnue_changes_of_move (&pos, m, &changes);
          views_turned += changes.refresh[WHITE] + changes.refresh[BLACK];
          nnue_update (net, &pos, m, &before, &updated);
          position_make_move (&pos, m, &undo);
          nnue_refresh (net, &pos, &fresh);
          if (memcmp (&updated, &fresh, sizeof fresh) != 0)
            {
              char text[8];
              g_error ("%s: the accumulator after %s differs from a fresh one", (char *) fens->pdata[i],
                       move_to_uci (m, text));
            }
          position_unmake_move (&pos, m, &undo);
          kinds_seen[move_kind (m) >> 14]++;
        }
    }
  for (int kind = 0; kind < 4; kind++)
    g_assert_cmpint (kinds_seen[kind], >, 0);
  g_assert_cmpint (views_turned, >, 0);   /* kings crossing between the halves, castling long among them */
}

/* A network file of another shape, or with a broken header, is refused. */
static void
test_network_load_checks_shape (void)
{
  g_autofree NnueNetwork *net = g_new (NnueNetwork, 1);
  g_autofree unsigned char *bytes = g_malloc0 (NNUE_FILE_SIZE);

  memcpy (bytes, NNUE_MAGIC, NNUE_MAGIC_SIZE);
  bytes[NNUE_MAGIC_SIZE] = NNUE_HIDDEN & 0xff;
  bytes[NNUE_MAGIC_SIZE + 1] = NNUE_HIDDEN >> 8;
  g_assert_true (nnue_load (net, bytes, NNUE_FILE_SIZE));
  g_assert_false (nnue_load (net, bytes, NNUE_FILE_SIZE - 1));
  bytes[NNUE_MAGIC_SIZE] ^= 1;
  g_assert_false (nnue_load (net, bytes, NNUE_FILE_SIZE));
  bytes[NNUE_MAGIC_SIZE] ^= 1;
  bytes[0] = 'X';
  g_assert_false (nnue_load (net, bytes, NNUE_FILE_SIZE));
}

/* Output weights bound the score's 32-bit sum, so a file with one beyond the bound is refused
 * and one at the bound is taken. */
static void
test_network_load_bounds_output_weights (void)
{
  g_autofree NnueNetwork *net = g_new (NnueNetwork, 1);
  g_autofree unsigned char *bytes = g_malloc0 (NNUE_FILE_SIZE);
  /* The first output weight: after the header, the input weights and the input bias. */
  size_t output_weights = NNUE_MAGIC_SIZE + 4 + (size_t) (NNUE_INPUTS + 1) * NNUE_HIDDEN * 2;

  memcpy (bytes, NNUE_MAGIC, NNUE_MAGIC_SIZE);
  bytes[NNUE_MAGIC_SIZE] = NNUE_HIDDEN & 0xff;
  bytes[NNUE_MAGIC_SIZE + 1] = NNUE_HIDDEN >> 8;
  const int weights[] = { -NNUE_MAX_OUTPUT_WEIGHT - 1, -NNUE_MAX_OUTPUT_WEIGHT, NNUE_MAX_OUTPUT_WEIGHT,
                          NNUE_MAX_OUTPUT_WEIGHT + 1 };

  for (size_t i = 0; i < G_N_ELEMENTS (weights); i++)
    for (int last = 0; last < 2; last++)
      {
        int weight = weights[i];
        /* The first weight and the last one, so that the whole array is checked. */
        size_t at = output_weights + (last ? (size_t) (2 * NNUE_BUCKETS * NNUE_HIDDEN - 1) * 2 : 0);
        bytes[at] = (unsigned char) (weight & 0xff);
        bytes[at + 1] = (unsigned char) ((weight >> 8) & 0xff);
        g_assert_true (nnue_load (net, bytes, NNUE_FILE_SIZE) == (abs (weight) <= NNUE_MAX_OUTPUT_WEIGHT));
        bytes[at] = bytes[at + 1] = 0;
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();
  g_test_add_data_func ("/evaluate/mirror-symmetry", evaluate_by_hand, test_mirror_symmetry);
  g_test_add_data_func ("/evaluate/network/mirror-symmetry", evaluate_by_network, test_mirror_symmetry);
  g_test_add_func ("/evaluate/trace-reproduces-score", test_trace_reproduces_score);
  g_test_add_func ("/evaluate/pawn-cache-changes-nothing", test_pawn_cache_changes_nothing);
  g_test_add_data_func ("/evaluate/clear-advantages", evaluate_by_hand, test_clear_advantages);
  g_test_add_data_func ("/evaluate/network/clear-advantages", evaluate_by_network, test_clear_advantages);
  g_test_add_func ("/evaluate/network/update-matches-refresh", test_network_update_matches_refresh);
  g_test_add_func ("/evaluate/network/left-right-symmetry", test_network_left_right_symmetry);
  g_test_add_func ("/evaluate/network/load-checks-shape", test_network_load_checks_shape);
  g_test_add_func ("/evaluate/network/load-bounds-output-weights", test_network_load_bounds_output_weights);
  g_test_add_func ("/evaluate/drawish-endgames", test_drawish_endgames);
  return g_test_run ();
}
