/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-position-editor.c: the board editor's model. Every problem the FEN reader names can be
 * reached from the editor (by placing pieces, or by typing the FEN) and comes out as the
 * message shown under the board; the castling and en-passant offers follow the placement; a
 * FEN goes in and comes out the same. No display needed. */
#include "config.h"

#include <glib.h>

#include "error-messages.h"
#include "position-editor.h"

#define KINGS "4k3/8/8/8/8/8/8/4K3"

/* Places pieces given as "Ke1 kd4 -h1": a FEN letter and a square, '-' to empty it. */
static void
place (PositionEditor *editor, const char *moves)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (int i = 0; words[i]; i++)
    {
      const char *letters = "PNBRQK..pnbrqk";
      Square s = square_from_string (words[i] + 1);

      g_assert_cmpint (s, !=, SQ_NONE);
      if (words[i][0] == '-')
        position_editor_put (editor, s, NO_PIECE);
      else
        {
          const char *found = strchr (letters, words[i][0]);
          g_assert_nonnull (found);
          position_editor_put (editor, s, (Piece) (found - letters));
        }
    }
}

typedef struct {
  const char  *name;
  const char  *typed;     /* typed into the FEN field */
  const char  *placed;    /* then placed on the board, or NULL to judge the typed text */
  char         side;      /* then the side to move chosen, or 0 */
  FenErrorCode code;
  const char  *message;   /* what the player reads under the board */
} ErrorCase;

static const ErrorCase error_cases[] = {
  { "field-count", "8/8/8/8/8/8/8/8", NULL, 0, FEN_ERROR_FIELD_COUNT,
    "a FEN position has 4 to 6 fields separated by spaces, this one has 1" },
  { "rank-count", "4k3/8/8/8/8/8/4K3 w - - 0 1", NULL, 0, FEN_ERROR_RANK_COUNT,
    "the board has 7 ranks instead of 8" },
  { "file-count", "4k3/8/8/8/8/8/8/4K4 w - - 0 1", NULL, 0, FEN_ERROR_FILE_COUNT,
    "rank 1 has 9 squares instead of 8" },
  { "piece-letter", "4k3/8/8/8/8/8/8/4X3 w - - 0 1", NULL, 0, FEN_ERROR_PIECE_LETTER,
    "“X” is not a piece letter" },
  { "no-white-king", FEN_START, "-e1", 0, FEN_ERROR_KING_COUNT, "White has no king" },
  { "empty-board", "8/8/8/8/8/8/8/8 w - - 0 1", "", 0, FEN_ERROR_KING_COUNT, "White has no king" },
  { "no-black-king", KINGS " w - - 0 1", "-e8", 0, FEN_ERROR_KING_COUNT, "Black has no king" },
  { "two-white-kings", KINGS " w - - 0 1", "Ka1", 0, FEN_ERROR_KING_COUNT,
    "White has more than one king" },
  { "two-black-kings", FEN_START, "kd4", 0, FEN_ERROR_KING_COUNT, "Black has more than one king" },
  { "seventeen-pieces", FEN_START, "Qe4", 0, FEN_ERROR_TOO_MANY_PIECES,
    "White has too many pieces or pawns" },
  { "nine-pawns", FEN_START, "pe4 -b8", 0, FEN_ERROR_TOO_MANY_PIECES,
    "Black has too many pieces or pawns" },
  { "pawn-on-first-rank", KINGS " w - - 0 1", "pa1", 0, FEN_ERROR_PAWN_ON_BACK_RANK,
    "a pawn stands on a1, on the first or last rank" },
  { "pawn-on-last-rank", KINGS " w - - 0 1", "Ph8", 0, FEN_ERROR_PAWN_ON_BACK_RANK,
    "a pawn stands on h8, on the first or last rank" },
  { "side-to-move", KINGS " x - - 0 1", NULL, 0, FEN_ERROR_SIDE_TO_MOVE,
    "the side to move must be “w” or “b”" },
  { "black-in-check", KINGS " w - - 0 1", "Qe7", 'w', FEN_ERROR_OPPONENT_IN_CHECK,
    "Black is in check, but it is White’s move" },
  { "white-in-check", KINGS " w - - 0 1", "rh1", 'b', FEN_ERROR_OPPONENT_IN_CHECK,
    "White is in check, but it is Black’s move" },
  { "kings-touching", KINGS " w - - 0 1", "-e8 ke2", 'w', FEN_ERROR_OPPONENT_IN_CHECK,
    "Black is in check, but it is White’s move" },
  { "castling-syntax", "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", NULL, 0, FEN_ERROR_CASTLING_SYNTAX,
    "the castling field must be “-” or some of “KQkq”, each at most once" },
  { "castling-pieces", KINGS " w K - 0 1", NULL, 0, FEN_ERROR_CASTLING_PIECES,
    "castling right “K” needs the king and that rook on their starting squares" },
  { "en-passant-syntax", KINGS " w - e9 0 1", NULL, 0, FEN_ERROR_EN_PASSANT_SYNTAX,
    "the en passant field must be “-” or a square such as e3" },
  { "en-passant-impossible", KINGS " w - e6 0 1", NULL, 0, FEN_ERROR_EN_PASSANT_IMPOSSIBLE,
    "en passant on e6 is impossible: no pawn can just have stepped past it" },
  { "halfmove-clock", KINGS " w - - x 1", NULL, 0, FEN_ERROR_HALFMOVE_CLOCK,
    "the halfmove clock must be a number from 0 to 9999" },
  { "fullmove-number", KINGS " w - - 0 y", NULL, 0, FEN_ERROR_FULLMOVE_NUMBER,
    "the move number must be a number from 1 to 9999" },
};

static void
test_error (gconstpointer data)
{
  const ErrorCase *c = data;
  PositionEditor editor;
  FenError error = { .code = FEN_OK };
  g_autofree char *message = NULL;
  Position pos;
  bool valid;

  position_editor_set_start (&editor);
  valid = position_editor_read_typed (&editor, c->typed, &pos, &error);
  if (c->placed)
    {
      /* A board that the text did not describe would not be this case. */
      g_assert_true (position_editor_take_fen (&editor, c->typed));
      place (&editor, c->placed);
      if (c->side)
        position_editor_set_side_to_move (&editor, c->side == 'w' ? WHITE : BLACK);
      valid = position_editor_validate (&editor, &pos, &error);
    }
  g_assert_false (valid);
  g_assert_cmpint (error.code, ==, c->code);
  message = error_message_for_fen (&error);
  g_assert_cmpstr (message, ==, c->message);
}

/* Each problem the reader can name has a case above. */
static void
test_every_error_reached (void)
{
  for (int code = FEN_OK + 1; code <= FEN_ERROR_FULLMOVE_NUMBER; code++)
    {
      gboolean found = FALSE;
      for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
        found |= error_cases[i].code == (FenErrorCode) code;
      if (!found)
        g_error ("FEN error %d is reached by no case", code);
    }
}

/* A text the reader refuses still shows what it can on the board. */
static void
test_typed_text_shown (void)
{
  PositionEditor editor;
  FenError error;

  position_editor_set_start (&editor);
  g_assert_false (position_editor_read_typed (&editor, "k3k3/8/8/8/8/8/8/4K3 b K e3 7 30", NULL,
                                              &error));
  g_assert_cmpint (error.code, ==, FEN_ERROR_KING_COUNT);
  g_assert_cmpint (position_editor_piece_on (&editor, A8), ==, B_KING);
  g_assert_cmpint (position_editor_piece_on (&editor, E8), ==, B_KING);
  g_assert_cmpint (position_editor_piece_on (&editor, E1), ==, W_KING);
  g_assert_cmpint (position_editor_piece_on (&editor, D1), ==, NO_PIECE);
  g_assert_cmpint (editor.side_to_move, ==, BLACK);
  g_assert_cmpint (editor.castling, ==, CASTLE_WHITE_KING);
  g_assert_cmpint (editor.en_passant, ==, E3);
  g_assert_cmpint (editor.halfmove_clock, ==, 7);
  g_assert_cmpint (editor.fullmove_number, ==, 30);

  /* Text whose placement cannot be read leaves the board as it was. */
  g_assert_false (position_editor_read_typed (&editor, "4k3/8/8 w - - 0 1", NULL, &error));
  g_assert_cmpint (error.code, ==, FEN_ERROR_RANK_COUNT);
  g_assert_cmpint (position_editor_piece_on (&editor, A8), ==, B_KING);
  g_assert_false (position_editor_take_fen (&editor, "rnbqkbnr/ppppxppp/8/8/8/8/8/4K3 w - - 0 1"));
  g_assert_cmpint (position_editor_piece_on (&editor, A8), ==, B_KING);
}

static const char *const round_trips[] = {
  FEN_START,
  KINGS " b - - 0 1",
  "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
  "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40",
  "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
  "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1",
  "8/8/8/8/8/8/8/8 w - - 0 1",
  "kkkkkkkk/8/8/8/8/8/8/PPPPPPPP b - - 0 1",
};

/* What goes in as FEN comes out the same, valid or not, and the board holds it. */
static void
test_round_trip (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (round_trips); i++)
    {
      PositionEditor editor;
      char fen[FEN_MAX + 16];
      Position pos;

      position_editor_clear (&editor);
      g_assert_true (position_editor_take_fen (&editor, round_trips[i]));
      g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==, round_trips[i]);
      if (position_editor_validate (&editor, &pos, NULL))
        g_assert_cmpstr (position_to_fen (&pos, fen, sizeof fen), ==, round_trips[i]);
    }
}

/* Built square by square, the start position is the start position. */
static void
test_placement (void)
{
  static const char back[] = "RNBQKBNR";
  PositionEditor editor;
  char fen[FEN_MAX + 16];
  Position pos;

  position_editor_clear (&editor);
  g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==, "8/8/8/8/8/8/8/8 w - - 0 1");
  for (int file = 0; file < 8; file++)
    {
      PieceType type = (PieceType) (strchr ("PNBRQK", back[file]) - "PNBRQK");
      position_editor_put (&editor, make_square (file, 0), make_piece (WHITE, type));
      position_editor_put (&editor, make_square (file, 1), W_PAWN);
      position_editor_put (&editor, make_square (file, 6), B_PAWN);
      position_editor_put (&editor, make_square (file, 7), make_piece (BLACK, type));
    }
  for (int right = CASTLE_WHITE_KING; right <= CASTLE_BLACK_QUEEN; right <<= 1)
    g_assert_true (position_editor_set_castling (&editor, (CastlingRights) right, true));
  g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==, FEN_START);
  g_assert_true (position_editor_validate (&editor, &pos, NULL));

  /* Moving a piece empties its square; moving an empty square does nothing. */
  position_editor_move (&editor, G1, F3);
  position_editor_move (&editor, E4, E5);
  g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==,
                   "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 1");
  /* Putting a piece on an occupied square replaces it. */
  position_editor_put (&editor, F3, B_QUEEN);
  g_assert_cmpint (position_editor_piece_on (&editor, F3), ==, B_QUEEN);
}

/* Only the rights the placement allows can be asked for; they follow the king and rooks. */
static void
test_castling_follows_placement (void)
{
  PositionEditor editor;
  char fen[FEN_MAX + 16];

  position_editor_set_start (&editor);
  g_assert_cmpuint (position_editor_castling_allowed (&editor), ==, CASTLE_ALL);

  position_editor_put (&editor, H1, NO_PIECE);
  g_assert_cmpuint (position_editor_castling_allowed (&editor), ==, CASTLE_ALL & ~CASTLE_WHITE_KING);
  g_assert_cmpuint (position_editor_castling (&editor), ==, CASTLE_ALL & ~CASTLE_WHITE_KING);
  g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==,
                   "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
  /* The rook back on h1 brings the right back. */
  position_editor_put (&editor, H1, W_ROOK);
  g_assert_cmpuint (position_editor_castling (&editor), ==, CASTLE_ALL);

  /* A black rook on a1, or the king off e8, is not enough. */
  position_editor_put (&editor, A1, B_ROOK);
  position_editor_move (&editor, E8, D6);
  g_assert_cmpuint (position_editor_castling_allowed (&editor), ==, CASTLE_WHITE_KING);
  g_assert_false (position_editor_set_castling (&editor, CASTLE_BLACK_KING, true));
  g_assert_true (position_editor_set_castling (&editor, CASTLE_WHITE_KING, false));
  g_assert_cmpuint (position_editor_castling (&editor), ==, 0);
  g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==,
                   "rnbq1bnr/pppppppp/3k4/8/8/8/PPPPPPPP/rNBQKBNR w - - 0 1");

  position_editor_clear (&editor);
  place (&editor, "Ke1 Ra1 ke8 rh8");
  g_assert_cmpuint (position_editor_castling_allowed (&editor), ==,
                    CASTLE_WHITE_QUEEN | CASTLE_BLACK_KING);
  g_assert_false (position_editor_set_castling (&editor, CASTLE_WHITE_KING, true));
  g_assert_true (position_editor_set_castling (&editor, CASTLE_BLACK_KING, true));
  g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==,
                   "4k2r/8/8/8/8/8/8/R3K3 w k - 0 1");
}

typedef struct {
  const char *fen;
  const char *offers;   /* the squares offered, in a1..h8 order, space-separated */
} EnPassantCase;

static const EnPassantCase en_passant_cases[] = {
  /* Black has just played d7-d5 or f7-f5 beside the e5 pawn. */
  { "4k3/8/8/3pPp2/8/8/8/4K3 w - - 0 1", "d6 f6" },
  /* The same with Black to move: nothing for Black to take. */
  { "4k3/8/8/3pPp2/8/8/8/4K3 b - - 0 1", "" },
  /* No white pawn beside: no capture, so nothing is offered. */
  { "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1", "" },
  /* The square the pawn crossed is taken. */
  { "4k3/8/3n4/3pP3/8/8/8/4K3 w - - 0 1", "" },
  /* Taking would leave the white king on a5 to the rook on h5. */
  { "4k3/8/8/K2pP2r/8/8/8/8 w - - 0 1", "" },
  /* White's pawns on d4 and f4; a black pawn on e4 takes either way. */
  { "4k3/8/8/8/3PpP2/8/8/4K3 b - - 0 1", "d3 f3" },
  /* Not legal otherwise (two white kings): nothing. */
  { "4k3/8/8/3pP3/8/8/8/K3K3 w - - 0 1", "" },
};

static void
test_en_passant_offers (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (en_passant_cases); i++)
    {
      const EnPassantCase *c = &en_passant_cases[i];
      PositionEditor editor;
      GString *offers = g_string_new (NULL);
      Bitboard b;

      g_assert_true (position_editor_take_fen (&editor, c->fen));
      b = position_editor_en_passant_offers (&editor);
      for (int s = A1; s < SQ_NB; s++)
        if (b & square_bb ((Square) s))
          {
            char name[3];
            g_string_append_printf (offers, "%s%s", offers->len ? " " : "",
                                    square_to_string ((Square) s, name));
          }
      g_assert_cmpstr (offers->str, ==, c->offers);
      g_string_free (offers, TRUE);
    }
}

/* The square chosen counts while it is offered, and comes back with the pawns. */
static void
test_en_passant_follows_placement (void)
{
  PositionEditor editor;
  char fen[FEN_MAX + 16];
  Position pos;

  g_assert_true (position_editor_take_fen (&editor, "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1"));
  g_assert_false (position_editor_set_en_passant (&editor, E6));
  g_assert_true (position_editor_set_en_passant (&editor, D6));
  g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==,
                   "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  g_assert_true (position_editor_validate (&editor, &pos, NULL));
  g_assert_cmpint (pos.ep_square, ==, D6);

  position_editor_put (&editor, E5, NO_PIECE);
  g_assert_cmpint (position_editor_en_passant (&editor), ==, SQ_NONE);
  g_assert_cmpstr (position_editor_to_fen (&editor, fen, sizeof fen), ==,
                   "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1");
  position_editor_put (&editor, E5, W_PAWN);
  g_assert_cmpint (position_editor_en_passant (&editor), ==, D6);

  /* With Black to move there is none; back to White, it is there again. */
  position_editor_set_side_to_move (&editor, BLACK);
  g_assert_cmpint (position_editor_en_passant (&editor), ==, SQ_NONE);
  position_editor_set_side_to_move (&editor, WHITE);
  g_assert_true (position_editor_set_en_passant (&editor, SQ_NONE));
  g_assert_cmpint (position_editor_en_passant (&editor), ==, SQ_NONE);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/position-editor/error/%s", error_cases[i].name);
      g_test_add_data_func (path, &error_cases[i], test_error);
    }
  g_test_add_func ("/position-editor/every-error-reached", test_every_error_reached);
  g_test_add_func ("/position-editor/typed-text-shown", test_typed_text_shown);
  g_test_add_func ("/position-editor/round-trip", test_round_trip);
  g_test_add_func ("/position-editor/placement", test_placement);
  g_test_add_func ("/position-editor/castling-follows-placement", test_castling_follows_placement);
  g_test_add_func ("/position-editor/en-passant-offers", test_en_passant_offers);
  g_test_add_func ("/position-editor/en-passant-follows-placement", test_en_passant_follows_placement);
  return g_test_run ();
}
