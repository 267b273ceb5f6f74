/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SAN: writing and lenient reading from tables of cases, then a round trip through every legal
 * move of every position of the perft files and of every position two plies beyond them. */
#include <glib.h>
#include <string.h>

#include "fen.h"
#include "movegen.h"
#include "san.h"

#define START          FEN_START
#define CASTLES        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define CASTLES_BLACK  "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"
#define PROMOTE        "r7/1P6/8/7k/8/8/8/4K3 w - - 0 1"
#define PROMOTE_CHECK  "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
#define PROMOTE_MATE   "k7/2P5/1K6/8/8/8/8/8 w - - 0 1"
#define EN_PASSANT     "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
#define PAWN_TAKES     "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
#define PAWN_OR_BISHOP "4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1"
#define TWO_KNIGHTS    "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
#define KNIGHTS_TAKE   "4k3/8/8/8/8/5N2/3p4/1N5K w - - 0 1"
#define BLACK_KNIGHTS  "1n2k3/8/5n2/8/8/8/8/4K3 b - - 0 1"
#define TWO_ROOKS_FILE "4k3/8/8/R7/8/p7/8/R3K3 w - - 0 1"
#define TWO_ROOKS_RANK "4k3/8/8/8/8/8/8/R4RK1 w - - 0 1"
#define ROOK_AND_QUEEN "4k3/8/8/8/8/8/8/R2Q2K1 w - - 0 1"
#define THREE_QUEENS   "4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1"
#define PINNED_KNIGHT  "4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1"
#define KNIGHT_TAKES   "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1"
#define CHECK          "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
#define DISCOVERED     "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1"
#define CASTLE_CHECK   "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
#define BACK_RANK_MATE "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"

typedef struct {
  const char *fen;
  const char *uci;
  const char *san;
} WriteCase;

static const WriteCase write_cases[] = {
  { START, "e2e4", "e4" },
  { START, "g1f3", "Nf3" },
  { TWO_KNIGHTS, "b1d2", "Nbd2" },
  { TWO_KNIGHTS, "f3d2", "Nfd2" },
  { BLACK_KNIGHTS, "b8d7", "Nbd7" },
  { BLACK_KNIGHTS, "f6d7", "Nfd7" },
  { TWO_ROOKS_RANK, "a1d1", "Rad1" },
  { TWO_ROOKS_RANK, "f1d1", "Rfd1" },
  { TWO_ROOKS_FILE, "a5a4", "Ra4" },
  { TWO_ROOKS_FILE, "a1a2", "Ra2" },       /* nor is a blocked one */
  { TWO_ROOKS_FILE, "a1a3", "R1xa3" },
  { TWO_ROOKS_FILE, "a5a3", "R5xa3" },
  { THREE_QUEENS, "a1b2", "Qa1b2" },
  { THREE_QUEENS, "a3b2", "Q3b2" },
  { THREE_QUEENS, "c1b2", "Qcb2" },
  { THREE_QUEENS, "a1a2", "Q1a2" },
  { ROOK_AND_QUEEN, "a1b1", "Rb1" },       /* another piece type is no rival */
  { ROOK_AND_QUEEN, "d1b1", "Qb1" },
  { PINNED_KNIGHT, "g1e2", "Ne2" },        /* a pinned knight is no rival */
  { KNIGHT_TAKES, "f3e5", "Nxe5" },
  { KNIGHTS_TAKE, "b1d2", "Nbxd2" },
  { PAWN_TAKES, "e4d5", "exd5" },
  { PAWN_TAKES, "e4e5", "e5" },
  { PAWN_OR_BISHOP, "b2c3", "bxc3" },
  { PAWN_OR_BISHOP, "d2c3", "Bxc3" },
  { EN_PASSANT, "e5d6", "exd6" },
  { PROMOTE, "b7b8q", "b8=Q" },
  { PROMOTE, "b7b8n", "b8=N" },
  { PROMOTE, "b7b8r", "b8=R" },
  { PROMOTE, "b7b8b", "b8=B" },
  { PROMOTE, "b7a8q", "bxa8=Q" },
  { PROMOTE, "b7a8n", "bxa8=N" },
  { PROMOTE_CHECK, "b7b8q", "b8=Q+" },
  { PROMOTE_CHECK, "b7b8n", "b8=N" },
  { PROMOTE_MATE, "c7c8q", "c8=Q#" },
  { PROMOTE_MATE, "c7c8b", "c8=B" },
  { CASTLES, "e1g1", "O-O" },
  { CASTLES, "e1c1", "O-O-O" },
  { CASTLES_BLACK, "e8g8", "O-O" },
  { CASTLES_BLACK, "e8c8", "O-O-O" },
  { CASTLE_CHECK, "e1g1", "O-O+" },
  { CHECK, "a1a8", "Ra8+" },
  { DISCOVERED, "e2c3", "Nc3+" },
  { BACK_RANK_MATE, "a1a8", "Ra8#" },
};

/* A text and what reading it gives. length 0 means the text is read up to its NUL, and is then
 * also read with its exact length from a buffer of exactly that size. */
typedef struct {
  const char  *fen;
  const char  *text;
  const char  *uci;       /* the move read, NULL on error */
  SanErrorCode code;
  int          column;
  int          length;
} ReadCase;

static const ReadCase read_cases[] = {
  { START, "e4", "e2e4" },
  { START, "Nf3", "g1f3" },
  { START, "Ngf3", "g1f3" },               /* more than needed */
  { START, "Ng1f3", "g1f3" },
  { START, "Ng1-f3", "g1f3" },
  { START, "g1f3", "g1f3" },               /* coordinates, any piece */
  { START, "e2-e4", "e2e4" },
  { START, "Pe4", "e2e4" },
  { START, "e4!", "e2e4" },
  { START, "e4?", "e2e4" },
  { START, "e4!!", "e2e4" },
  { START, "e4??", "e2e4" },
  { START, "e4!?", "e2e4" },
  { START, "e4?!", "e2e4" },
  { START, "Nf3+", "g1f3" },               /* wrong signs */
  { START, "Nf3#", "g1f3" },
  { START, "Nf3++", "g1f3" },
  { START, "Nf3+!?", "g1f3" },
  { START, "  e4\t ", "e2e4" },
  { START, "Nf3 junk", "g1f3", .length = 3 },
  { START, "", NULL, SAN_ERROR_SYNTAX, 0 },
  { START, "   ", NULL, SAN_ERROR_SYNTAX, 3 },
  { START, "Z4", NULL, SAN_ERROR_SYNTAX, 0 },
  { START, "E4", NULL, SAN_ERROR_SYNTAX, 0 },
  { START, "nf3", NULL, SAN_ERROR_SYNTAX, 0 },
  { START, "e9", NULL, SAN_ERROR_SYNTAX, 1 },
  { START, "Nf3 Nc6", NULL, SAN_ERROR_SYNTAX, 4 },
  { START, "e4xx", NULL, SAN_ERROR_SYNTAX, 3 },
  { START, "Nf3!!!", NULL, SAN_ERROR_SYNTAX, 5 },
  { START, "e4+++", NULL, SAN_ERROR_SYNTAX, 4 },
  { START, "--", NULL, SAN_ERROR_SYNTAX, 1 },
  { START, "e4", NULL, SAN_ERROR_SYNTAX, 1, .length = 1 },
  { START, "Nf3", NULL, SAN_ERROR_SYNTAX, 2, .length = 2 },
  { START, "e4\0x", NULL, SAN_ERROR_SYNTAX, 2, .length = 4 },
  { START, "e5", NULL, SAN_ERROR_ILLEGAL, 0 },
  { START, " Ke2", NULL, SAN_ERROR_ILLEGAL, 1 },
  { START, "Bb5", NULL, SAN_ERROR_ILLEGAL, 0 },
  { START, "O-O", NULL, SAN_ERROR_ILLEGAL, 0 },
  { START, "exd5", NULL, SAN_ERROR_ILLEGAL, 0 },
  { CASTLES, "O-O", "e1g1" },
  { CASTLES, "0-0", "e1g1" },
  { CASTLES, "o-o", "e1g1" },
  { CASTLES, "OO", "e1g1" },
  { CASTLES, "O-O+", "e1g1" },
  { CASTLES, "O-O-O", "e1c1" },
  { CASTLES, "0-0-0", "e1c1" },
  { CASTLES, "O-O-O!", "e1c1" },
  { CASTLES_BLACK, "O-O", "e8g8" },
  { CASTLES_BLACK, "0-0-0", "e8c8" },
  { CASTLES, "e1g1", "e1g1" },                     /* coordinates */
  { CASTLES, "Ke1c1", "e1c1" },
  { CASTLES, "Kg1", NULL, SAN_ERROR_ILLEGAL, 0 },   /* not SAN for castling */
  { CASTLES, "Kfg1", NULL, SAN_ERROR_ILLEGAL, 0 },
  { CASTLES, "O-O-O-O", NULL, SAN_ERROR_SYNTAX, 5 },
  { CASTLES, "O", NULL, SAN_ERROR_SYNTAX, 1 },
  { CASTLES, "O-", NULL, SAN_ERROR_SYNTAX, 1 },
  { PROMOTE, "b8=Q", "b7b8q" },
  { PROMOTE, "b8Q", "b7b8q" },
  { PROMOTE, "b8(Q)", "b7b8q" },
  { PROMOTE, "b8/Q", "b7b8q" },
  { PROMOTE, "b8=q", "b7b8q" },
  { PROMOTE, "b8q", "b7b8q" },
  { PROMOTE, "b8=N", "b7b8n" },
  { PROMOTE, "b8n", "b7b8n" },
  { PROMOTE, "b8=b", "b7b8b" },            /* after the square a 'b' can only be a bishop */
  { PROMOTE, "b8b", "b7b8b" },
  { PROMOTE, "b8R+", "b7b8r" },
  { PROMOTE, "bxa8=Q", "b7a8q" },
  { PROMOTE, "bxa8Q", "b7a8q" },
  { PROMOTE, "ba8=Q", "b7a8q" },
  { PROMOTE, "ba8n", "b7a8n" },
  { PROMOTE, "b7b8q", "b7b8q" },
  { PROMOTE, "b8", NULL, SAN_ERROR_AMBIGUOUS, 0 },  /* which piece? */
  { PROMOTE, "bxa8", NULL, SAN_ERROR_AMBIGUOUS, 0 },
  { PROMOTE, "b8=", NULL, SAN_ERROR_SYNTAX, 3 },
  { PROMOTE, "b8=K", NULL, SAN_ERROR_SYNTAX, 3 },
  { PROMOTE, "b8=P", NULL, SAN_ERROR_SYNTAX, 3 },
  { PROMOTE, "b8(Q", NULL, SAN_ERROR_SYNTAX, 4 },
  { PROMOTE, "c8=Q", NULL, SAN_ERROR_ILLEGAL, 0 },
  { EN_PASSANT, "exd6", "e5d6" },
  { EN_PASSANT, "exd6 e.p.", "e5d6" },
  { EN_PASSANT, "exd6 e.p", "e5d6" },
  { EN_PASSANT, "exd6e.p.", "e5d6" },
  { EN_PASSANT, "exd6ep", "e5d6" },
  { EN_PASSANT, "exd6 ep", "e5d6" },
  { EN_PASSANT, "exd6 e.p.+", "e5d6" },
  { EN_PASSANT, "ed6", "e5d6" },
  { EN_PASSANT, "exd6 e.q.", NULL, SAN_ERROR_SYNTAX, 5 },
  { PAWN_TAKES, "exd5", "e4d5" },
  { PAWN_TAKES, "ed5", "e4d5" },
  { PAWN_TAKES, "e:d5", "e4d5" },
  { PAWN_TAKES, "e5", "e4e5" },
  { PAWN_TAKES, "d5", NULL, SAN_ERROR_ILLEGAL, 0 },  /* a pawn named by its square alone pushes */
  { PAWN_TAKES, "exd5 e.p.", NULL, SAN_ERROR_ILLEGAL, 0 },
  { PAWN_OR_BISHOP, "bxc3", "b2c3" },
  { PAWN_OR_BISHOP, "bc3", "b2c3" },
  { PAWN_OR_BISHOP, "Bxc3", "d2c3" },
  { PAWN_OR_BISHOP, "Bc3", "d2c3" },
  { PAWN_OR_BISHOP, "b3", "b2b3" },
  { PAWN_OR_BISHOP, "Bb4", NULL, SAN_ERROR_ILLEGAL, 0 },
  { TWO_KNIGHTS, "Nbd2", "b1d2" },
  { TWO_KNIGHTS, "Nfd2", "f3d2" },
  { TWO_KNIGHTS, "N1d2", "b1d2" },
  { TWO_KNIGHTS, "N3d2", "f3d2" },
  { TWO_KNIGHTS, "Nb1d2", "b1d2" },
  { TWO_KNIGHTS, "Nd2", NULL, SAN_ERROR_AMBIGUOUS, 0 },
  { TWO_KNIGHTS, " Nd2 ", NULL, SAN_ERROR_AMBIGUOUS, 1 },
  { TWO_KNIGHTS, "Ncd2", NULL, SAN_ERROR_ILLEGAL, 0 },
  { THREE_QUEENS, "Qa1b2", "a1b2" },
  { THREE_QUEENS, "Qa1xb2", "a1b2" },
  { THREE_QUEENS, "Q3b2", "a3b2" },
  { THREE_QUEENS, "Qcb2", "c1b2" },
  { THREE_QUEENS, "Qb2", NULL, SAN_ERROR_AMBIGUOUS, 0 },
  { THREE_QUEENS, "Qab2", NULL, SAN_ERROR_AMBIGUOUS, 0 },
  { THREE_QUEENS, "Q1b2", NULL, SAN_ERROR_AMBIGUOUS, 0 },
  { PINNED_KNIGHT, "Ne2", "g1e2" },
  { PINNED_KNIGHT, "Nce2", NULL, SAN_ERROR_ILLEGAL, 0 },
  { BACK_RANK_MATE, "Ra8", "a1a8" },
  { BACK_RANK_MATE, "Ra8+", "a1a8" },
  { BACK_RANK_MATE, "Ra8#", "a1a8" },
};

static void
set_position (Position *pos, const char *fen)
{
  FenError error;
  g_assert_true (position_from_fen (pos, fen, &error));
}

static void
test_write (gconstpointer data)
{
  const WriteCase *c = data;
  Position         pos;
  char             san[SAN_MAX];

  set_position (&pos, c->fen);
  Move move = move_from_uci (&pos, c->uci);
  g_assert_cmpuint (move, !=, MOVE_NONE);
  g_assert_cmpstr (move_to_san (&pos, move, san, sizeof san), ==, c->san);
}

static void
check_read (const Position *pos, const ReadCase *c, const char *text, int length)
{
  SanError error = { .code = (SanErrorCode) -1, .column = -1 };
  Move     move = move_from_san (pos, text, length, &error);
  char     uci[8];

  g_assert_cmpstr (move ? move_to_uci (move, uci) : NULL, ==, c->uci);
  g_assert_cmpint (error.code, ==, c->code);
  if (c->code != SAN_OK)
    g_assert_cmpint (error.column, ==, c->column);
}

/* Reads the text NUL-terminated and then again from an exact-size heap copy, where the
 * sanitizers catch a read past its end. */
static void
test_read (gconstpointer data)
{
  const ReadCase *c = data;
  Position        pos;
  int             length = c->length ? c->length : (int) strlen (c->text);
  g_autofree char *copy = g_memdup2 (c->text, (gsize) length);

  set_position (&pos, c->fen);
  if (!c->length)
    check_read (&pos, c, c->text, -1);
  check_read (&pos, c, copy, length);
}

static void
test_write_edge_cases (void)
{
  Position pos;
  char     buf[SAN_MAX];
  char     small[3] = "xx";

  position_set_start (&pos);
  g_assert_cmpstr (move_to_san (&pos, move_make (E2, E5, MOVE_NORMAL), buf, sizeof buf), ==, "--");
  g_assert_cmpstr (move_to_san (&pos, MOVE_NONE, buf, sizeof buf), ==, "--");
  g_assert_cmpstr (move_to_san (&pos, MOVE_NULL, buf, sizeof buf), ==, "--");
  g_assert_cmpstr (move_to_san (&pos, move_make (G1, F3, MOVE_NORMAL), small, sizeof small), ==, "Nf");
  g_assert_cmpint (move_from_san (&pos, NULL, 0, NULL), ==, MOVE_NONE);
}

static void
test_error_describe (void)
{
  static const SanErrorCode codes[] = { SAN_OK, SAN_ERROR_SYNTAX, SAN_ERROR_ILLEGAL, SAN_ERROR_AMBIGUOUS };
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (gsize i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      const char *text = san_error_describe (codes[i]);
      g_assert_nonnull (text);
      g_assert_cmpuint (strlen (text), >, 0);
      g_assert_true (g_hash_table_add (seen, (gpointer) text));
    }
}

/* ---- Round trip ---------------------------------------------------------------------- */

typedef struct {
  GRegex *strict;        /* the only shapes SAN may take */
  GRegex *piece;         /* a piece move, split into letter, file, rank and the rest */
  guint64 moves;
} RoundTrip;

static void
report (const Position *pos, const char *san)
{
  char fen[FEN_MAX];
  g_test_message ("%s: %s", position_to_fen (pos, fen, sizeof fen), san);
}

static const char *
expected_check_sign (const Position *pos, Move move)
{
  Position after = *pos;
  Undo     undo;
  MoveList replies;

  position_make_move (&after, move, &undo);
  if (!position_in_check (&after))
    return "";
  return generate_moves (&after, GEN_LEGAL, &replies) ? "+" : "#";
}

static void
assert_ambiguous (const Position *pos, const char *text)
{
  SanError error = { 0 };

  if (move_from_san (pos, text, -1, &error) != MOVE_NONE || error.code != SAN_ERROR_AMBIGUOUS)
    report (pos, text);
  g_assert_cmpint (error.code, ==, SAN_ERROR_AMBIGUOUS);
}

/* Each disambiguation shorter than the one written, or preferred to it, must be ambiguous. */
static void
check_disambiguation (const RoundTrip *rt, const Position *pos, Move move, const char *san)
{
  g_autoptr (GMatchInfo) match = NULL;

  if (!g_regex_match (rt->piece, san, 0, &match))
    return;
  g_autofree char *letter = g_match_info_fetch (match, 1);
  g_autofree char *file = g_match_info_fetch (match, 2);
  g_autofree char *rank = g_match_info_fetch (match, 3);
  g_autofree char *rest = g_match_info_fetch (match, 4);
  if (!*file && !*rank)
    return;

  g_autofree char *bare = g_strconcat (letter, rest, NULL);
  g_autofree char *by_file = g_strdup_printf ("%s%c%s", letter, 'a' + square_file (move_from (move)), rest);
  g_autofree char *by_rank = g_strdup_printf ("%s%c%s", letter, '1' + square_rank (move_from (move)), rest);
  assert_ambiguous (pos, bare);
  if (*rank)
    assert_ambiguous (pos, by_file);
  if (*file && *rank)
    assert_ambiguous (pos, by_rank);
}

static void
check_round_trip (RoundTrip *rt, const Position *pos, Move move)
{
  char     san[SAN_MAX];
  SanError error = { 0 };

  move_to_san (pos, move, san, sizeof san);
  Move        back = move_from_san (pos, san, -1, &error);
  bool        strict = g_regex_match (rt->strict, san, 0, NULL);
  const char *sign = expected_check_sign (pos, move);
  bool        signed_right = g_str_has_suffix (san, sign) && (*sign || !strpbrk (san, "+#"));

  if (back != move || !strict || !signed_right)
    report (pos, san);
  g_assert_cmpint (error.code, ==, SAN_OK);
  g_assert_cmpuint (back, ==, move);
  g_assert_true (strict);
  g_assert_true (signed_right);
  check_disambiguation (rt, pos, move, san);
  /* Read and written in one go, as the PGN reader does: the same move, the same text. */
  char written[SAN_MAX];
  g_assert_cmpuint (move_from_san_written (pos, san, -1, NULL, written), ==, move);
  g_assert_cmpstr (written, ==, san);
  rt->moves++;
}

static void
round_trip_tree (RoundTrip *rt, Position *pos, int depth)
{
  MoveList list;

  generate_moves (pos, GEN_LEGAL, &list);
  for (int i = 0; i < list.count; i++)
    {
      Move move = list.moves[i];
      Undo undo;

      check_round_trip (rt, pos, move);
      if (depth == 0)
        continue;
      position_make_move (pos, move, &undo);
      round_trip_tree (rt, pos, depth - 1);
      position_unmake_move (pos, move, &undo);
    }
}

static void
test_round_trip (gconstpointer data)
{
  const char *fen = data;
  Position    pos;
  RoundTrip   rt = {
    .strict = g_regex_new ("^(O-O(-O)?|[NBRQK][a-h]?[1-8]?x?[a-h][1-8]|([a-h]x)?[a-h][1-8](=[NBRQ])?)[+#]?$",
                           0, 0, NULL),
    .piece = g_regex_new ("^([NBRQK])([a-h]?)([1-8]?)(x?[a-h][1-8][+#]?)$", 0, 0, NULL),
  };

  set_position (&pos, fen);
  round_trip_tree (&rt, &pos, 2);
  g_test_message ("%s: %" G_GUINT64_FORMAT " moves", fen, rt.moves);
  g_regex_unref (rt.strict);
  g_regex_unref (rt.piece);
}

/* Adds one round-trip case per EPD line; the FEN is everything before the first ';'. */
static void
add_epd_file (const char *name, GPtrArray *keep)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);

  g_auto (GStrv) lines = g_strsplit (contents, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      if (!*g_strstrip (lines[i]))
        continue;
      char            *fen = g_strstrip (g_strndup (lines[i], strcspn (lines[i], ";")));
      g_autofree char *test_path = g_strdup_printf ("/san/round-trip/%.*s/%03d",
                                                    (int) strcspn (name, "."), name, i + 1);
      g_ptr_array_add (keep, fen);
      g_test_add_data_func (test_path, fen, test_round_trip);
    }
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) fens = g_ptr_array_new_with_free_func (g_free);

  g_test_init (&argc, &argv, NULL);
  engine_init ();
  for (gsize i = 0; i < G_N_ELEMENTS (write_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/san/write/%02zu", i);
      g_test_add_data_func (path, &write_cases[i], test_write);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (read_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/san/read/%03zu", i);
      g_test_add_data_func (path, &read_cases[i], test_read);
    }
  g_test_add_func ("/san/write/edge-cases", test_write_edge_cases);
  g_test_add_func ("/san/error-describe", test_error_describe);
  add_epd_file ("standard.epd", fens);
  add_epd_file ("random.epd", fens);
  return g_test_run ();
}
