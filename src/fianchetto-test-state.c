/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-test-state.c: written atomically, so a test polling the file never reads half. */
#define G_LOG_DOMAIN "fianchetto-test-state"

#include "config.h"

#include "fianchetto-test-state.h"

#include "fen.h"

gboolean
fianchetto_test_state_write (const char                *path,
                             FianchettoMatch           *match,
                             const FianchettoTestState *state,
                             GError                   **error)
{
  static const char *const computer_names[] = { "white", "black", "none" };
  char fen[FEN_MAX], live_fen[FEN_MAX], hint[6];
  g_autofree char *text = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (match), FALSE);
  g_return_val_if_fail (state != NULL, FALSE);

  position_to_fen (fianchetto_match_get_position (match), fen, sizeof fen);
  position_to_fen (fianchetto_match_get_live_position (match), live_fen, sizeof live_fen);
  hint[0] = '\0';
  if (state->hint != MOVE_NONE)
    move_to_uci (state->hint, hint);
  text = g_strdup_printf ("fen=%s\nlive-fen=%s\nview-ply=%d\nply-count=%d\n"
                          "title=%s\ndetail=%s\nopening=%s\nboard=%g,%g,%g\nflipped=%d\n"
                          "thinking=%d\nhint=%s\ncomputer=%s\nmessage=%s\n"
                          "notification=%s\nvariation=%d\nclock=%s\nclock-y=%g,%g\nchoosing-players=%d\nanalysis=%d\n"
                          "window-title=%s\nlist-scroll=%g,%g,%g\nsounds=%u,%s\n",
                          fen, live_fen,
                          fianchetto_match_get_view_ply (match),
                          fianchetto_match_get_ply_count (match),
                          state->title, state->detail, state->opening ? state->opening : "",
                          state->board_x, state->board_y, state->square_size,
                          state->flipped ? 1 : 0, state->thinking ? 1 : 0, hint,
                          computer_names[fianchetto_match_get_computer_color (match)],
                          state->message ? state->message : "",
                          state->notification ? state->notification : "",
                          fianchetto_match_view_is_in_variation (match) ? 1 : 0,
                          state->clock ? state->clock : "",
                          state->clock_y[0], state->clock_y[1],
                          state->choosing_players ? 1 : 0,
                          state->analysis ? 1 : 0,
                          state->window_title ? state->window_title : "",
                          state->list_scroll[0], state->list_scroll[1], state->list_scroll[2],
                          state->sounds_played, state->last_sound ? state->last_sound : "");
  return g_file_set_contents (path, text, -1, error);
}
