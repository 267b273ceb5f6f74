/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-computer.c: the computer's turns and the hints. The window follows the
 * match: when the game stands at the computer's turn a search starts, and when the game moves
 * away from the position a search is about (a move, an undo, a new game, the end) the search
 * is cancelled. A callback holds a reference on the window and returns at once on
 * G_IO_ERROR_CANCELLED: dispose cancels, so after it nothing else is touched. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include <glib/gi18n.h>

#include "fianchetto-levels.h"
#include "fianchetto-window-clock.h"

/* The schema's enums. */
enum { OPPONENT_HUMAN, OPPONENT_COMPUTER };
enum { PLAYER_WHITE, PLAYER_BLACK, PLAYER_RANDOM };

static FianchettoComputerPlayer *
ensure_computer (FianchettoWindow *self)
{
  if (!self->computer)
    self->computer = fianchetto_computer_player_new ();
  /* Read for each request rather than bound: the player may be finalized on a worker thread
   * after the window is gone, and a binding would take the settings along with it. */
  fianchetto_computer_player_set_think_time (self->computer,
                                             g_settings_get_int (self->settings, "think-time"));
  return self->computer;
}

static void
stop_probe (FianchettoWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->probe)
    return;
  if (!fianchetto_frame_probe_finish (g_steal_pointer (&self->probe), self->probe_file, &error))
    g_warning ("Could not write the frame probe: %s", error->message);
  /* Only the first search is measured. */
  g_clear_pointer (&self->probe_file, g_free);
}

/* The request is over, answered or not. */
static void
end_search (FianchettoWindow *self)
{
  g_clear_object (&self->search);
  stop_probe (self);
}

static void
cancel_search (FianchettoWindow *self)
{
  if (!self->search)
    return;
  g_cancellable_cancel (self->search);
  end_search (self);
}

static void
on_move_found (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FianchettoWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  Move move = fianchetto_computer_player_find_move_finish (FIANCHETTO_COMPUTER_PLAYER (source),
                                                           result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  end_search (self);
  if (error)
    g_warning ("The computer found no move: %s", error->message);
  /* Playing it changes the match, which refreshes everything. */
  if (error || !fianchetto_match_play_computer_move (self->match, move))
    fianchetto_window_refresh (self);
}

static void
on_hint_found (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(FianchettoWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  Move move = fianchetto_computer_player_find_hint_finish (FIANCHETTO_COMPUTER_PLAYER (source),
                                                           result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  end_search (self);
  if (error)
    g_warning ("No hint found: %s", error->message);
  else
    fianchetto_board_view_set_hint (self->board, move);
  fianchetto_window_refresh (self);
}

static void
start_search (FianchettoWindow *self, gboolean hint)
{
  FianchettoComputerPlayer *computer = ensure_computer (self);
  const Game *game = fianchetto_match_get_game (self->match);
  FianchettoComputerClock clock;

  self->search = g_cancellable_new ();
  self->search_is_hint = hint;
  self->search_ply = fianchetto_match_get_ply_count (self->match);
  self->search_key = fianchetto_match_get_live_position (self->match)->key;
  if (hint)
    {
      fianchetto_computer_player_find_hint_async (computer, game, self->search,
                                                  on_hint_found, g_object_ref (self));
      return;
    }
  if (self->probe_file && !self->probe)
    self->probe = fianchetto_frame_probe_start (GTK_WIDGET (self));
  if (fianchetto_window_clock_get_times (self, &clock))
    fianchetto_computer_player_find_timed_move_async (computer, game,
                                                      fianchetto_level_get_elo (self->level),
                                                      &clock, self->search, on_move_found,
                                                      g_object_ref (self));
  else
    fianchetto_computer_player_find_move_async (computer, game, fianchetto_level_get_elo (self->level),
                                                self->search, on_move_found, g_object_ref (self));
}

/* Is the running request still about the game as it stands? */
static gboolean
search_still_wanted (FianchettoWindow *self)
{
  FianchettoMatch *match = self->match;

  if (fianchetto_match_get_ply_count (match) != self->search_ply
      || fianchetto_match_get_live_position (match)->key != self->search_key)
    return FALSE;
  if (self->search_is_hint)
    return fianchetto_window_can_hint (self);
  return fianchetto_match_is_computer_turn (match);
}

void
fianchetto_window_follow_game (FianchettoWindow *self)
{
  if (self->search && (!search_still_wanted (self) || fianchetto_window_clock_is_paused (self)))
    cancel_search (self);
  /* Paused: no search, no free thinking time. */
  if (fianchetto_window_clock_is_paused (self))
    return;
  if (!self->search && fianchetto_match_is_computer_turn (self->match))
    start_search (self, FALSE);
}

static Color
choose_player_color (GSettings *choices)
{
  switch (g_settings_get_enum (choices, "player-color"))
    {
    case PLAYER_BLACK:
      return BLACK;
    case PLAYER_RANDOM:
      return g_random_boolean () ? WHITE : BLACK;
    case PLAYER_WHITE:
    default:
      return WHITE;
    }
}

/* Turning the board to the side to move is for two people sharing it; against the computer
 * the player's side stays at the bottom. */
static void
apply_auto_flip (FianchettoWindow *self, Color computer)
{
  gboolean wanted = g_settings_get_boolean (self->settings, "auto-flip");

  g_object_set (self->board, "auto-flip", wanted && computer == COLOR_NB, NULL);
}

static void
on_auto_flip_changed (FianchettoWindow *self)
{
  apply_auto_flip (self, fianchetto_match_get_computer_color (self->match));
}

void
fianchetto_window_begin_game (FianchettoWindow *self,
                              Color             computer)
{
  cancel_search (self);
  self->choosing_players = FALSE;
  /* Its table and history are about the game before; a hint uses the same player. */
  if (computer != COLOR_NB)
    fianchetto_computer_player_new_game (ensure_computer (self));
  else if (self->computer)
    fianchetto_computer_player_new_game (self->computer);
  apply_auto_flip (self, computer);
}

void
fianchetto_window_start_game (FianchettoWindow *self,
                              GSettings        *choices)
{
  fianchetto_window_start_game_at (self, choices, NULL);
}

void
fianchetto_window_start_game_at (FianchettoWindow *self,
                                 GSettings        *choices,
                                 const Position   *start)
{
  Color computer = COLOR_NB;

  fianchetto_window_replace_game (self, start ? _("Game started from the position set up")
                                              : _("New game started"));
  if (g_settings_get_enum (choices, "opponent") == OPPONENT_COMPUTER)
    {
      Color player = choose_player_color (choices);

      computer = player == WHITE ? BLACK : WHITE;
      self->level = g_settings_get_int (choices, "computer-level");
      fianchetto_board_view_set_flipped (self->board, player == BLACK);
    }
  fianchetto_window_begin_game (self, computer);
  fianchetto_window_clock_new_game (self, choices);
  if (start)
    fianchetto_match_load_game (self->match, game_new (start), computer, NULL);
  else
    fianchetto_match_start (self->match, computer);
}

gboolean
fianchetto_window_can_hint (FianchettoWindow *self)
{
  return fianchetto_match_get_result (self->match, NULL) == GAME_ONGOING
         && !fianchetto_match_is_computer_turn (self->match)
         && !fianchetto_window_clock_is_paused (self);
}

void
fianchetto_window_show_hint (FianchettoWindow *self)
{
  if (self->search || !fianchetto_window_can_hint (self))
    return;
  start_search (self, TRUE);
  fianchetto_window_refresh (self);
}

void
fianchetto_window_init_computer (FianchettoWindow *self)
{
  self->probe_file = g_strdup (g_getenv ("FIANCHETTO_FRAME_PROBE"));
  g_signal_connect_object (self->settings, "changed::auto-flip",
                           G_CALLBACK (on_auto_flip_changed), self, G_CONNECT_SWAPPED);
  fianchetto_window_start_game (self, self->settings);
}

void
fianchetto_window_stop_computer (FianchettoWindow *self)
{
  cancel_search (self);
  if (self->computer)
    fianchetto_computer_player_stop (self->computer);
  g_clear_object (&self->computer);
  g_clear_pointer (&self->probe, fianchetto_frame_probe_free);
}
