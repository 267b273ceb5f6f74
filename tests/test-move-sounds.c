/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-move-sounds.c: the sound each kind of move makes, the most telling one winning. */
#include "config.h"

#include <glib.h>

#include "fen.h"
#include "move-sounds.h"
#include "movegen.h"

typedef struct {
  const char *fen;
  const char *uci;
  GameResult  result;   /* how the game stands after the move */
  Sound       sound;
} SoundCase;

static const SoundCase sound_cases[] = {
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", GAME_ONGOING, SOUND_MOVE },
  { "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", "e4d5", GAME_ONGOING, SOUND_CAPTURE },
  { "rnbqkbnr/1pp1pppp/p7/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", "e5d6", GAME_ONGOING, SOUND_CAPTURE },
  { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", GAME_ONGOING, SOUND_CASTLE },
  { "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", GAME_ONGOING, SOUND_CHECK },
  /* Castling with check is a check. */
  { "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", GAME_ONGOING, SOUND_CHECK },
  /* Mate ends the game. */
  { "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2", "d8h4", GAME_BLACK_WINS, SOUND_GAME_END },
};

static void
test_sounds (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (sound_cases); i++)
    {
      const SoundCase *c = &sound_cases[i];
      Position before, after;
      Move move;
      Undo undo;

      g_assert_true (position_from_fen (&before, c->fen, NULL));
      move = move_from_uci (&before, c->uci);
      g_assert_cmpuint (move, !=, MOVE_NONE);
      after = before;
      position_make_move (&after, move, &undo);
      g_assert_cmpint (sound_for_move (&before, move, &after, c->result), ==, c->sound);
    }
  g_assert_cmpstr (sound_name (SOUND_LOW_TIME), ==, "low-time");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  engine_init ();

  g_test_add_func ("/move-sounds/kinds", test_sounds);
  return g_test_run ();
}
