/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-players.c: a position pasted, or a game opened that starts from a set-up
 * position, comes with no one to play it: nobody thinks until the player chooses, under the
 * status line, to play it against the computer with White or Black, or as two players. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include "fen.h"
#include "game-pgn.h"

gboolean
fianchetto_window_game_is_set_up (const Game *game)
{
  Position standard;

  position_set_start (&standard);
  return !position_equal (game_start_position (game), &standard);
}

void
fianchetto_window_offer_players (FianchettoWindow *self,
                                 gboolean          new_game)
{
  self->choosing_players = TRUE;
  self->choosing_new_game = new_game;
  fianchetto_window_refresh (self);
}

/* The game goes on as it stands, with the players chosen. */
static void
choose_players (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  const char *player = g_variant_get_string (parameter, NULL);
  Color computer = g_str_equal (player, "white") ? BLACK
                 : g_str_equal (player, "black") ? WHITE : COLOR_NB;
  gboolean new_game = self->choosing_new_game;
  g_auto(GStrv) tags = NULL;

  if (!self->choosing_players)
    return;
  if (computer != COLOR_NB)
    {
      self->level = g_settings_get_int (self->settings, "computer-level");
      fianchetto_board_view_set_flipped (self->board, computer == WHITE);
    }
  /* A pasted position's players are ours to name; a file's stay as it names them. */
  if (new_game)
    tags = game_pgn_new_tags (computer, self->level);
  else
    tags = g_strdupv ((char **) fianchetto_match_get_tags (self->match));
  fianchetto_window_begin_game (self, computer);
  fianchetto_match_load_game (self->match, fianchetto_match_dup_game (self->match), computer,
                              tags ? (const char *const *) tags : (const char *const[]) { NULL });
}

void
fianchetto_window_players_update (FianchettoWindow *self)
{
  gboolean offered = self->choosing_players
                     && fianchetto_match_get_result (self->match, NULL) == GAME_ONGOING;

  gtk_widget_set_visible (self->players_offer, offered);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.choose-players", offered);
}

void
fianchetto_window_class_init_players (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.choose-players", "s", choose_players);
}
