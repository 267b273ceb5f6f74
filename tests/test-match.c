/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match.c: the match object the window and the board share: playing, reviewing history,
 * undo and redo, the endings and the words the status line uses for them. No display needed. */
#include "config.h"

#include <glib.h>

#include "fianchetto-match.h"
#include "game-pgn.h"
#include "fianchetto-status.h"

/* Plays space-separated UCI moves; every one must be legal. */
static void
play_moves (FianchettoMatch *match, const char *moves)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (int i = 0; words[i]; i++)
    {
      Move move;

      if (!*words[i])
        continue;
      move = move_from_uci (fianchetto_match_get_position (match), words[i]);
      g_assert_cmpuint (move, !=, MOVE_NONE);
      g_assert_true (fianchetto_match_play (match, move));
    }
}

static FianchettoMatch *
match_from (const char *fen, const char *moves)
{
  FianchettoMatch *match = fianchetto_match_new ();
  g_autoptr(GError) error = NULL;

  if (fen)
    {
      g_assert_true (fianchetto_match_load_fen (match, fen, &error));
      g_assert_no_error (error);
    }
  play_moves (match, moves);
  return match;
}

static void
count_changed (FianchettoMatch *match, gpointer user_data)
{
  (*(int *) user_data)++;
}

static void
count_notify (GObject *object, GParamSpec *pspec, gpointer user_data)
{
  (*(int *) user_data)++;
}

static void
test_new_match (void)
{
  g_autoptr(FianchettoMatch) match = fianchetto_match_new ();
  g_autofree char *title = fianchetto_status_dup_title (match);
  g_autofree char *detail = fianchetto_status_dup_detail (match);
  MoveList list;

  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 0);
  g_assert_cmpint (fianchetto_match_get_view_ply (match), ==, 0);
  g_assert_true (fianchetto_match_is_live (match));
  g_assert_true (fianchetto_match_can_play (match));
  g_assert_false (fianchetto_match_get_can_undo (match));
  g_assert_false (fianchetto_match_get_can_redo (match));
  g_assert_cmpuint (fianchetto_match_get_last_move (match), ==, MOVE_NONE);
  g_assert_cmpint (fianchetto_match_legal_moves (match, &list), ==, 20);
  g_assert_cmpstr (title, ==, "White to move");
  g_assert_cmpstr (detail, ==, "");
}

static void
test_play_and_signals (void)
{
  g_autoptr(FianchettoMatch) match = fianchetto_match_new ();
  int changed = 0, can_undo = 0, ply_count = 0;
  g_autofree char *san0 = NULL;
  g_autofree char *san2 = NULL;

  g_signal_connect (match, "changed", G_CALLBACK (count_changed), &changed);
  g_signal_connect (match, "notify::can-undo", G_CALLBACK (count_notify), &can_undo);
  g_signal_connect (match, "notify::ply-count", G_CALLBACK (count_notify), &ply_count);
  play_moves (match, "e2e4 e7e5 g1f3");

  g_assert_cmpint (changed, ==, 3);
  g_assert_cmpint (can_undo, ==, 1);
  g_assert_cmpint (ply_count, ==, 3);
  g_assert_cmpint (fianchetto_match_get_view_ply (match), ==, 3);
  san0 = fianchetto_match_dup_san (match, 0);
  san2 = fianchetto_match_dup_san (match, 2);
  g_assert_cmpstr (san0, ==, "e4");
  g_assert_cmpstr (san2, ==, "Nf3");
  g_assert_null (fianchetto_match_dup_san (match, 3));
  g_assert_cmpuint (fianchetto_match_get_last_move (match), ==, move_make (G1, F3, MOVE_NORMAL));
  /* An illegal move changes nothing and says nothing. */
  g_assert_false (fianchetto_match_play (match, move_make (E1, E3, MOVE_NORMAL)));
  g_assert_cmpint (changed, ==, 3);
}

static void
test_review_history (void)
{
  g_autoptr(FianchettoMatch) match = match_from (NULL, "e2e4 e7e5 g1f3");
  int live_notifications = 0;
  g_autofree char *detail = NULL;
  g_autofree char *title = NULL;
  g_autofree char *live_title = NULL;
  MoveList list;

  g_signal_connect (match, "notify::live", G_CALLBACK (count_notify), &live_notifications);
  live_title = fianchetto_status_dup_title (match);
  g_assert_cmpstr (live_title, ==, "Black to move");
  fianchetto_match_set_view_ply (match, 1);
  g_assert_false (fianchetto_match_is_live (match));
  /* Between two people a move can be made there: it starts a variation. */
  g_assert_true (fianchetto_match_can_play (match));
  g_assert_cmpint (fianchetto_match_legal_moves (match, &list), ==, 20);
  g_assert_cmpint (position_piece_on (fianchetto_match_get_position (match), E4), ==, W_PAWN);
  g_assert_cmpint (position_piece_on (fianchetto_match_get_position (match), E5), ==, NO_PIECE);
  g_assert_cmpuint (fianchetto_match_get_last_move (match), ==, move_make (E2, E4, MOVE_NORMAL));
  g_assert_cmpint (fianchetto_match_get_live_position (match)->side_to_move, ==, BLACK);
  detail = fianchetto_status_dup_detail (match);
  g_assert_cmpstr (detail, ==, "Reviewing an earlier position: a move made here starts a variation");
  /* The header names the side to move in the position looked at, not in the game's. */
  title = fianchetto_status_dup_title (match);
  g_assert_cmpstr (title, ==, "Black to move");
  g_clear_pointer (&title, g_free);
  fianchetto_match_set_view_ply (match, 2);
  title = fianchetto_status_dup_title (match);
  g_assert_cmpstr (title, ==, "White to move");

  /* Out-of-range plies are clamped; returning to the end resumes play. */
  fianchetto_match_set_view_ply (match, -5);
  g_assert_cmpint (fianchetto_match_get_view_ply (match), ==, 0);
  fianchetto_match_set_view_ply (match, 99);
  g_assert_cmpint (fianchetto_match_get_view_ply (match), ==, 3);
  g_assert_true (fianchetto_match_can_play (match));
  g_assert_cmpint (live_notifications, ==, 2);
}

/* A move made at an earlier position is a variation, followed when it is there already; the
 * game itself goes on where it stood. */
static void
test_variation_from_board (void)
{
  g_autoptr(FianchettoMatch) match = match_from (NULL, "e2e4 e7e5 g1f3");
  const PgnNode *c5, *again;
  g_autofree char *detail = NULL;

  fianchetto_match_set_view_ply (match, 1);
  g_assert_true (fianchetto_match_play (match, move_make (C7, C5, MOVE_NORMAL)));
  c5 = fianchetto_match_get_view_node (match);
  g_assert_cmpstr (pgn_node_get_san (c5), ==, "c5");
  g_assert_true (fianchetto_match_view_is_in_variation (match));
  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 3);
  g_assert_cmpint (fianchetto_match_get_live_position (match)->side_to_move, ==, BLACK);
  detail = fianchetto_status_dup_detail (match);
  g_assert_cmpstr (detail, ==, "Looking at a variation: moves made here go into it");
  /* On along the variation, then the same move again from the same place. */
  g_assert_true (fianchetto_match_play (match, move_make (G1, F3, MOVE_NORMAL)));
  g_assert_cmpint (fianchetto_match_get_view_ply (match), ==, 3);
  fianchetto_match_set_view_ply (match, 1);
  g_assert_true (fianchetto_match_play (match, move_make (C7, C5, MOVE_NORMAL)));
  again = fianchetto_match_get_view_node (match);
  g_assert_true (again == c5);

  /* Promoted, it is the game; the old main line is its variation. */
  g_assert_true (fianchetto_match_promote_variation (match, pgn_node_get_next (c5)));
  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 3);
  g_assert_cmpint (position_piece_on (fianchetto_match_get_live_position (match), C5), ==, B_PAWN);
  g_assert_false (fianchetto_match_view_is_in_variation (match));

  /* Deleting the line being viewed brings the view back before it. */
  fianchetto_match_set_view_node (match, pgn_node_get_next (pgn_node_get_variation (c5, 0)));
  fianchetto_match_delete_from (match, pgn_node_get_variation (c5, 0));
  g_assert_true (fianchetto_match_get_view_node (match) == pgn_node_get_parent (c5));
  g_assert_cmpint (pgn_node_get_n_variations (c5), ==, 0);
}

/* Against the computer, a game that goes on is played at its current position only. */
static void
test_locked_against_computer (void)
{
  g_autoptr(FianchettoMatch) match = fianchetto_match_new ();
  g_autofree char *detail = NULL;
  MoveList list;

  fianchetto_match_start (match, BLACK);
  g_assert_true (fianchetto_match_play (match, move_make (E2, E4, MOVE_NORMAL)));
  g_assert_true (fianchetto_match_play_computer_move (match, move_make (E7, E5, MOVE_NORMAL)));
  fianchetto_match_set_view_ply (match, 0);
  g_assert_true (fianchetto_match_view_is_locked (match));
  g_assert_false (fianchetto_match_can_play (match));
  g_assert_cmpint (fianchetto_match_legal_moves (match, &list), ==, 0);
  g_assert_false (fianchetto_match_play (match, move_make (D2, D4, MOVE_NORMAL)));
  detail = fianchetto_status_dup_detail (match);
  g_assert_true (strstr (detail, "Undo") != NULL);
  /* Once it is over, the game can be explored like any other. */
  fianchetto_match_resign (match);
  fianchetto_match_set_view_ply (match, 0);
  g_assert_false (fianchetto_match_view_is_locked (match));
  g_assert_true (fianchetto_match_play (match, move_make (D2, D4, MOVE_NORMAL)));
  g_assert_true (fianchetto_match_view_is_in_variation (match));
}

static void
test_undo_redo (void)
{
  g_autoptr(FianchettoMatch) match = match_from (NULL, "e2e4 e7e5");

  fianchetto_match_set_view_ply (match, 0);
  g_assert_true (fianchetto_match_undo (match));
  /* Undo acts on the game and brings the view back to its end. */
  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 1);
  g_assert_cmpint (fianchetto_match_get_view_ply (match), ==, 1);
  g_assert_true (fianchetto_match_get_can_redo (match));
  g_assert_true (fianchetto_match_redo (match));
  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 2);
  g_assert_false (fianchetto_match_redo (match));
  g_assert_true (fianchetto_match_undo (match));
  g_assert_true (fianchetto_match_undo (match));
  g_assert_false (fianchetto_match_undo (match));
  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 0);
}

typedef struct {
  const char    *name;
  const char    *fen;       /* NULL for the start position */
  const char    *moves;
  GameResult     result;
  GameEndReason  reason;
  const char    *title;
  const char    *detail;
} EndingCase;

static const EndingCase ending_cases[] = {
  { "fools-mate", NULL, "f2f3 e7e5 g2g4 d8h4",
    GAME_BLACK_WINS, END_CHECKMATE, "Black wins", "Checkmate" },
  { "stalemate", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "",
    GAME_DRAWN, END_STALEMATE, "Draw", "Stalemate" },
  { "bare-kings", "8/8/8/4k3/3Q4/8/8/4K3 b - - 0 1", "e5d4",
    GAME_DRAWN, END_INSUFFICIENT_MATERIAL, "Draw", "Neither side can checkmate" },
  { "seventy-five", "8/8/8/4k3/8/8/8/R3K3 w - - 149 80", "a1a2",
    GAME_DRAWN, END_SEVENTY_FIVE_MOVES, "Draw",
    "Seventy-five moves without a capture or pawn move" },
  { "check", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "h1h8",
    GAME_ONGOING, END_NONE, "Black to move", "Black is in check" },
  { "fifty-claimable", "8/8/8/4k3/8/8/8/R3K3 w - - 99 80", "a1a2",
    GAME_ONGOING, END_NONE, "Black to move",
    "A draw can be claimed: fifty moves without a capture or pawn move" },
  { "threefold-claimable", NULL, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
    GAME_ONGOING, END_NONE, "White to move",
    "A draw can be claimed: the same position three times" },
};

static void
test_ending (gconstpointer data)
{
  const EndingCase *c = data;
  g_autoptr(FianchettoMatch) match = match_from (c->fen, c->moves);
  g_autofree char *title = fianchetto_status_dup_title (match);
  g_autofree char *detail = fianchetto_status_dup_detail (match);
  GameEndReason reason;

  g_assert_cmpint (fianchetto_match_get_result (match, &reason), ==, c->result);
  g_assert_cmpint (reason, ==, c->reason);
  g_assert_cmpstr (title, ==, c->title);
  g_assert_cmpstr (detail, ==, c->detail);
  g_assert_cmpint (fianchetto_match_can_play (match), ==, c->result == GAME_ONGOING);
}

typedef struct {
  const char *name;
  const char *fen;
  const char *moves;
  const char *title;
  const char *detail;
} ClaimCase;

static const ClaimCase claim_cases[] = {
  { "threefold", NULL, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
    "Draw", "Claimed after the same position three times" },
  { "fifty", "8/8/8/4k3/8/8/8/R3K3 w - - 99 80", "a1a2",
    "Draw", "Claimed after fifty moves without a capture or pawn move" },
};

static void
test_claim (gconstpointer data)
{
  const ClaimCase *c = data;
  g_autoptr(FianchettoMatch) match = match_from (c->fen, c->moves);
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  int claimable_notifications = 0;

  g_signal_connect (match, "notify::claimable-draw", G_CALLBACK (count_notify),
                    &claimable_notifications);
  g_assert_true (fianchetto_match_claim_draw (match));
  title = fianchetto_status_dup_title (match);
  detail = fianchetto_status_dup_detail (match);
  g_assert_cmpstr (title, ==, c->title);
  g_assert_cmpstr (detail, ==, c->detail);
  g_assert_cmpint (claimable_notifications, ==, 1);
  g_assert_false (fianchetto_match_claim_draw (match));
}

static void
test_no_claim_at_start (void)
{
  g_autoptr(FianchettoMatch) match = fianchetto_match_new ();

  g_assert_cmpint (fianchetto_match_get_claimable_draw (match), ==, END_NONE);
  g_assert_false (fianchetto_match_claim_draw (match));
}

static void
test_resign_and_take_back (void)
{
  g_autoptr(FianchettoMatch) match = match_from (NULL, "e2e4");
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  GameEndReason reason;

  g_assert_true (fianchetto_match_resign (match));
  title = fianchetto_status_dup_title (match);
  detail = fianchetto_status_dup_detail (match);
  g_assert_cmpstr (title, ==, "White wins");
  g_assert_cmpstr (detail, ==, "Black resigned");
  g_assert_false (fianchetto_match_can_play (match));
  g_assert_false (fianchetto_match_resign (match));
  /* Undo takes the resignation back before any move. */
  g_assert_true (fianchetto_match_undo (match));
  g_assert_cmpint (fianchetto_match_get_result (match, &reason), ==, GAME_ONGOING);
  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 1);
}

/* Between two people: the other player accepted; the PGN says how it ended. */
static void
test_draw_agreed (void)
{
  g_autoptr(FianchettoMatch) match = match_from (NULL, "e2e4 e7e5");
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *pgn = NULL;
  g_autofree char *taken_back = NULL;
  GamePgnInfo info = { .computer = COLOR_NB };
  GameEndReason reason;

  g_assert_true (fianchetto_match_agree_draw (match));
  info.tags = (GStrv) fianchetto_match_get_tags (match);
  g_assert_cmpint (fianchetto_match_get_result (match, &reason), ==, GAME_DRAWN);
  g_assert_cmpint (reason, ==, END_AGREEMENT);
  title = fianchetto_status_dup_title (match);
  detail = fianchetto_status_dup_detail (match);
  g_assert_cmpstr (title, ==, "Draw");
  g_assert_cmpstr (detail, ==, "Draw by agreement");
  pgn = game_pgn_write (fianchetto_match_get_game (match), &info);
  g_assert_nonnull (strstr (pgn, "[Result \"1/2-1/2\"]"));
  g_assert_nonnull (strstr (pgn, "[Termination \"Draw by agreement\"]"));
  g_assert_true (g_str_has_suffix (g_strchomp (pgn), "e5 1/2-1/2"));
  g_assert_false (fianchetto_match_agree_draw (match));
  /* Undo takes the agreement back. */
  g_assert_true (fianchetto_match_undo (match));
  g_assert_cmpint (fianchetto_match_get_result (match, NULL), ==, GAME_ONGOING);
  info.tags = (GStrv) fianchetto_match_get_tags (match);
  taken_back = game_pgn_write (fianchetto_match_get_game (match), &info);
  g_assert_null (strstr (taken_back, "Termination"));
}

/* Each move by whoever is to move: the player, or the computer. */
static void
play_against_computer (FianchettoMatch *match, const char *moves)
{
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);

  for (int i = 0; words[i]; i++)
    {
      Move move = move_from_uci (fianchetto_match_get_position (match), words[i]);

      g_test_message ("%s", words[i]);
      g_assert_cmpuint (move, !=, MOVE_NONE);
      if (fianchetto_match_is_computer_turn (match))
        g_assert_true (fianchetto_match_play_computer_move (match, move));
      else
        g_assert_true (fianchetto_match_play (match, move));
    }
}

/* An Italian game in which Black's queen goes astray on move 10 (10...Qh3, 11.gxh3). */
#define ITALIAN_10 "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 b1c3 f8c5 d2d3 d7d6 e1g1 e8g8 c1g5 h7h6 " \
                   "g5h4 d8d7 h4f6 g7f6 c3d5 d7h3"

static void
on_offer_answered (GObject *source, GAsyncResult *result, gpointer data)
{
  int *answer = data;
  g_autoptr(GError) error = NULL;

  *answer = fianchetto_match_offer_draw_finish (FIANCHETTO_MATCH (source), result, &error);
  /* Only a game that moved on gives no answer (test_draw_offer_outlived). */
  if (error)
    {
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      *answer = 2;
    }
}

/* The offer is judged on a worker; the main loop runs until the answer comes. */
static gboolean
offer_draw (FianchettoMatch *match, int elo)
{
  int answer = -1;

  fianchetto_match_offer_draw_async (match, elo, NULL, on_offer_answered, &answer);
  while (answer < 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (answer, !=, 2);
  return answer == 1;
}

/* The computer accepts when it is not better, never before both sides made ten moves. */
static void
test_draw_offer_to_computer (void)
{
  g_autoptr(FianchettoMatch) losing = fianchetto_match_new ();
  g_autoptr(FianchettoMatch) winning = fianchetto_match_new ();
  g_autoptr(FianchettoMatch) early = fianchetto_match_new ();
  g_autofree char *detail = NULL;
  GameEndReason reason;

  /* Black, the computer, is about to lose its queen: it accepts, at every level. */
  fianchetto_match_start (losing, BLACK);
  play_against_computer (losing, ITALIAN_10);
  g_assert_true (offer_draw (losing, 800));
  g_assert_cmpint (fianchetto_match_get_result (losing, &reason), ==, GAME_DRAWN);
  g_assert_cmpint (reason, ==, END_AGREEMENT);
  detail = fianchetto_status_dup_detail (losing);
  g_assert_cmpstr (detail, ==, "Draw by agreement");

  /* White, the computer, has won the queen: it declines, and the game goes on. */
  fianchetto_match_start (winning, WHITE);
  play_against_computer (winning, ITALIAN_10 " g2h3");
  g_assert_false (offer_draw (winning, 0));
  g_assert_false (offer_draw (winning, 800));
  g_assert_cmpint (fianchetto_match_get_result (winning, NULL), ==, GAME_ONGOING);

  /* Too early: after five moves each the computer declines even a lost game. */
  fianchetto_match_start (early, BLACK);
  play_against_computer (early, "e2e4 e7e5 g1f3 d8g5 f3g5 b8c6 d2d3 g8f6 b1c3 f8c5");
  g_assert_false (offer_draw (early, 800));
  g_assert_cmpint (fianchetto_match_get_result (early, NULL), ==, GAME_ONGOING);
}

/* The answer is for the position the offer was made in: a move taken back before it comes
 * leaves the game going on. */
static void
test_draw_offer_outlived (void)
{
  g_autoptr(FianchettoMatch) match = fianchetto_match_new ();
  int answer = -1;

  fianchetto_match_start (match, BLACK);
  play_against_computer (match, ITALIAN_10);
  fianchetto_match_offer_draw_async (match, 800, NULL, on_offer_answered, &answer);
  g_assert_true (fianchetto_match_undo (match));
  while (answer < 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (answer, ==, 2);
  g_assert_cmpint (fianchetto_match_get_result (match, NULL), ==, GAME_ONGOING);
}

/* Against the computer the result speaks to the player. */
static void
test_player_results (void)
{
  g_autoptr(FianchettoMatch) resigned = fianchetto_match_new ();
  g_autoptr(FianchettoMatch) mated = fianchetto_match_new ();
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *mated_title = NULL;
  g_autoptr(FianchettoMatch) timed_out = fianchetto_match_new ();
  g_autofree char *timed_out_title = NULL;
  g_autofree char *timed_out_detail = NULL;

  fianchetto_match_start (resigned, BLACK);
  play_against_computer (resigned, "e2e4 e7e5");
  g_assert_true (fianchetto_match_resign (resigned));
  title = fianchetto_status_dup_title (resigned);
  detail = fianchetto_status_dup_detail (resigned);
  g_assert_cmpstr (title, ==, "You lost");
  g_assert_cmpstr (detail, ==, "You resigned");

  /* The player, White, mates: Scholar's mate. */
  fianchetto_match_start (mated, BLACK);
  play_against_computer (mated, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7");
  mated_title = fianchetto_status_dup_title (mated);
  g_assert_cmpstr (mated_title, ==, "You won");

  /* The player's flag falls: the title says who lost, the detail why. */
  fianchetto_match_start (timed_out, BLACK);
  play_against_computer (timed_out, "e2e4 e7e5");
  g_assert_true (fianchetto_match_flag_fall (timed_out, WHITE));
  timed_out_title = fianchetto_status_dup_title (timed_out);
  timed_out_detail = fianchetto_status_dup_detail (timed_out);
  g_assert_cmpstr (timed_out_title, ==, "You lost on time");
  g_assert_cmpstr (timed_out_detail, ==, "White ran out of time");
}

static void
count_changes (int *changes)
{
  (*changes)++;
}

/* A flag that falls ends the game like a resignation, and [%clk] goes into the move's comment
 * without a "changed" of its own (the move's autosave carries it). */
static void
test_flag_fall_and_move_clock (void)
{
  g_autoptr(FianchettoMatch) match = match_from (NULL, "e2e4");
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  const PgnNode *node;
  double seconds;
  int changes = 0;

  g_signal_connect_swapped (match, "changed", G_CALLBACK (count_changes), &changes);
  fianchetto_match_set_move_clock (match, 0, "0:04:58.3");
  g_assert_cmpint (changes, ==, 0);
  node = game_mainline_node (fianchetto_match_get_game (match), 0);
  g_assert_true (pgn_comment_get_clock (pgn_node_get_comment_after (node), &seconds));
  g_assert_cmpfloat_with_epsilon (seconds, 298.3, 1e-9);

  g_assert_true (fianchetto_match_flag_fall (match, BLACK));
  g_assert_cmpint (changes, ==, 1);
  title = fianchetto_status_dup_title (match);
  detail = fianchetto_status_dup_detail (match);
  g_assert_cmpstr (title, ==, "White wins");
  g_assert_cmpstr (detail, ==, "Black ran out of time");
  g_assert_false (fianchetto_match_flag_fall (match, WHITE));
  g_assert_true (fianchetto_match_undo (match));
  g_assert_cmpint (fianchetto_match_get_result (match, NULL), ==, GAME_ONGOING);
}

static void
test_load_fen (void)
{
  g_autoptr(FianchettoMatch) match = match_from (NULL, "e2e4");
  g_autoptr(GError) error = NULL;

  g_assert_false (fianchetto_match_load_fen (match, "not a fen", &error));
  g_assert_error (error, FIANCHETTO_MATCH_ERROR, FIANCHETTO_MATCH_ERROR_INVALID_FEN);
  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 1);

  g_assert_true (fianchetto_match_load_fen (match, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", NULL));
  g_assert_cmpint (fianchetto_match_get_ply_count (match), ==, 0);
  g_assert_cmpuint (fianchetto_match_promotion_choices (match, A7, A8), ==,
                    (1u << KNIGHT) | (1u << BISHOP) | (1u << ROOK) | (1u << QUEEN));
  g_assert_cmpuint (fianchetto_match_find_move (match, A7, A8, KNIGHT), ==,
                    move_make_promotion (A7, A8, KNIGHT));

  fianchetto_match_new_game (match);
  g_assert_cmpint (position_piece_on (fianchetto_match_get_position (match), E1), ==, W_KING);
  g_assert_cmpint (position_piece_on (fianchetto_match_get_position (match), A7), ==, B_PAWN);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/match/new", test_new_match);
  g_test_add_func ("/match/play-and-signals", test_play_and_signals);
  g_test_add_func ("/match/review-history", test_review_history);
  g_test_add_func ("/match/variation-from-board", test_variation_from_board);
  g_test_add_func ("/match/locked-against-computer", test_locked_against_computer);
  g_test_add_func ("/match/undo-redo", test_undo_redo);
  for (gsize i = 0; i < G_N_ELEMENTS (ending_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/match/ending/%s", ending_cases[i].name);
      g_test_add_data_func (path, &ending_cases[i], test_ending);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (claim_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/match/claim/%s", claim_cases[i].name);
      g_test_add_data_func (path, &claim_cases[i], test_claim);
    }
  g_test_add_func ("/match/no-claim-at-start", test_no_claim_at_start);
  g_test_add_func ("/match/draw-agreed", test_draw_agreed);
  g_test_add_func ("/match/draw-offer-to-computer", test_draw_offer_to_computer);
  g_test_add_func ("/match/draw-offer-outlived", test_draw_offer_outlived);
  g_test_add_func ("/match/player-results", test_player_results);
  g_test_add_func ("/match/resign-and-take-back", test_resign_and_take_back);
  g_test_add_func ("/match/flag-fall-and-move-clock", test_flag_fall_and_move_clock);
  g_test_add_func ("/match/load-fen", test_load_fen);

  return g_test_run ();
}
