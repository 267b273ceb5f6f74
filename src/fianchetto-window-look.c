/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-look.c: the settings of how the window looks (issue 48): the board's
 * colours and pieces, the move notation of the move list, and the sounds of the game. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include "fianchetto-board-view-look.h"
#include "fianchetto-sounds.h"

/* What the sounds need to know between changes: the move viewed and its position, so that a
 * step of one move forward (played, or stepped through as lichess does) is heard. */
typedef struct {
  FianchettoSounds *sounds;
  const PgnNode    *view;
  Position          position;
} WindowLook;

static void
window_look_free (gpointer data)
{
  WindowLook *look = data;

  g_clear_object (&look->sounds);
  g_free (look);
}

static WindowLook *
get_look (FianchettoWindow *self)
{
  return g_object_get_data (G_OBJECT (self), "fianchetto-window-look");
}

static void
on_match_changed_for_sounds (FianchettoWindow *self)
{
  WindowLook *look = get_look (self);
  const Game *game = fianchetto_match_get_game (self->match);
  const PgnNode *view = fianchetto_match_get_view_node (self->match);
  const Position *after = fianchetto_match_get_position (self->match);

  gboolean stepped = view && view != look->view && pgn_node_get_parent (view) == look->view;

  if (stepped)
    fianchetto_sounds_play (look->sounds,
                            sound_for_move (&look->position, pgn_node_get_move (view), after,
                                            game_node_result (game, view, NULL)));
  look->view = view;
  look->position = *after;
  /* The window wrote its test state before this handler ran: again, with the sound. */
  if (stepped && self->test_state_file)
    fianchetto_window_refresh (self);
}

static void
on_sounds_changed (FianchettoWindow *self)
{
  WindowLook *look = get_look (self);

  fianchetto_sounds_set_enabled (look->sounds,
                                 g_settings_get_boolean (self->settings, "play-sounds"));
  fianchetto_sounds_preload (look->sounds);
}

void
fianchetto_window_play_sound (FianchettoWindow *self,
                              int               sound)
{
  g_return_if_fail (FIANCHETTO_IS_WINDOW (self));

  fianchetto_sounds_play (get_look (self)->sounds, (Sound) sound);
}

void
fianchetto_window_get_sounds_played (FianchettoWindow *self,
                                     guint            *count,
                                     const char      **last)
{
  WindowLook *look = get_look (self);
  Sound sound = look ? fianchetto_sounds_get_last (look->sounds) : SOUND_NONE;

  *count = look ? fianchetto_sounds_get_played (look->sounds) : 0;
  *last = sound == SOUND_NONE ? "" : sound_name (sound);
}

static void
on_notation_changed (FianchettoWindow *self)
{
  fianchetto_move_list_set_notation (self->move_list,
                                     (NotationStyle) g_settings_get_enum (self->settings,
                                                                          "move-notation"));
}

static void
on_board_look_changed (FianchettoWindow *self)
{
  g_autofree char *pieces = g_settings_get_string (self->settings, "piece-set");

  fianchetto_board_view_set_theme (self->board,
                                   (BoardTheme) g_settings_get_enum (self->settings,
                                                                     "board-theme"));
  fianchetto_board_view_set_piece_set (self->board, pieces);
}

void
fianchetto_window_init_look (FianchettoWindow *self)
{
  WindowLook *look = g_new0 (WindowLook, 1);

  look->sounds = fianchetto_sounds_new ();
  look->position = *fianchetto_match_get_position (self->match);
  g_object_set_data_full (G_OBJECT (self), "fianchetto-window-look", look, window_look_free);
  g_signal_connect_object (self->match, "changed", G_CALLBACK (on_match_changed_for_sounds),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::play-sounds",
                           G_CALLBACK (on_sounds_changed), self, G_CONNECT_SWAPPED);
  on_sounds_changed (self);
  g_signal_connect_object (self->settings, "changed::board-theme",
                           G_CALLBACK (on_board_look_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::piece-set",
                           G_CALLBACK (on_board_look_changed), self, G_CONNECT_SWAPPED);
  on_board_look_changed (self);
  g_signal_connect_object (self->settings, "changed::move-notation",
                           G_CALLBACK (on_notation_changed), self, G_CONNECT_SWAPPED);
  on_notation_changed (self);
}
