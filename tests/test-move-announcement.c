/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-announcement.c: what a screen reader is told about a move, in the untranslated
 * English: quiet moves, captures, en passant, castling, promotions, check, mate, stalemate. */
#include <glib.h>

#include "fen.h"
#include "move-announcement.h"
#include "movegen.h"

typedef struct {
  const char *name;
  const char *fen;
  const char *move;       /* UCI */
  const char *expected;
} AnnouncementCase;

static const AnnouncementCase cases[] = {
  { "pawn-push", FEN_START, "e2e4", "White pawn e2 to e4" },
  { "knight", FEN_START, "g1f3", "White knight g1 to f3" },
  { "black-reply", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "c7c5",
    "Black pawn c7 to c5" },
  { "capture", "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4", "b5c6",
    "White bishop b5 takes knight c6" },
  { "en-passant", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6",
    "White pawn e5 takes f6 en passant" },
  { "castle-white-kingside", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "e1g1", "White castles kingside" },
  { "castle-black-queenside", "r3kbnr/pppqpppp/2n5/3p1b2/3P1B2/2N5/PPPQPPPP/R3KBNR b KQkq - 6 5",
    "e8c8", "Black castles queenside" },
  { "check", "rnbqkbnr/ppppp1pp/8/5p2/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "d1h5",
    "White queen d1 to h5, check" },
  { "checkmate", "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7",
    "White queen h5 takes pawn f7, checkmate" },
  { "stalemate", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7", "White queen f1 to f7, stalemate" },
  { "promotion", "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1", "e7e8q",
    "White pawn e7 to e8, promotes to queen" },
  { "underpromotion-capture", "3r4/4P1k1/8/8/8/8/8/4K3 w - - 0 1", "e7d8n",
    "White pawn e7 takes rook d8, promotes to knight" },
  { "promotion-check", "1k6/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q",
    "White pawn e7 to e8, promotes to queen, check" },
  { "black-mate", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4",
    "Black queen d8 to h4, checkmate" },
};

static void
test_announcement (gconstpointer data)
{
  const AnnouncementCase *c = data;
  g_autofree char *text = NULL;
  Position position;
  FenError error;
  Move move;

  g_assert_true (position_from_fen (&position, c->fen, &error));
  move = move_from_uci (&position, c->move);
  g_assert_cmpuint (move, !=, MOVE_NONE);
  text = move_announcement_describe (&position, move);
  g_assert_cmpstr (text, ==, c->expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/move-announcement/%s", cases[i].name);

      g_test_add_data_func (path, &cases[i], test_announcement);
    }
  return g_test_run ();
}
