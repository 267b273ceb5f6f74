/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench-clock-games: the built-in computer player against itself on the clock, through the
 * app's own player code (fianchetto_computer_player_find_timed_move_async and the GameClock
 * the window uses), not the UCI path. Each game's clock runs from the moment the opponent's
 * move lands to the moment the answer lands on the main loop, as in the window. A player
 * whose time is gone when its move lands has lost on time; the bench counts those (the
 * target is none). Levels go round from game to game (Beginner … Master), both sides alike.
 *
 * usage: bench-clock-games [-n GAMES] [-c CONTROL] [-l LEVEL]
 *   CONTROL in TimeControl syntax (default "60"; "15+0.1" for 15 s + 0.1 s); LEVEL fixes one
 *   level instead of going round. Prints a line per game and a summary. No display needed. */
#include "config.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>

#include "fianchetto-computer-player.h"
#include "fianchetto-levels.h"
#include "game-clock.h"

enum { MAX_PLIES = 400 };

typedef struct {
  GMainLoop *loop;
  Move       move;
} Answer;

static void
on_move (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Answer *answer = user_data;
  g_autoptr(GError) error = NULL;

  answer->move = fianchetto_computer_player_find_move_finish (FIANCHETTO_COMPUTER_PLAYER (source),
                                                              result, &error);
  if (error)
    g_printerr ("no move: %s\n", error->message);
  g_main_loop_quit (answer->loop);
}

typedef struct {
  gboolean lost_on_time;
  GameResult result;
  int      plies;
  gint64   least_left;    /* the least time any mover had left as its move landed */
} GameOutcome;

static void
play_game (FianchettoComputerPlayer *players[COLOR_NB], const TimeControl *control, int elo,
           GameOutcome *outcome)
{
  GameClock *clock = game_clock_new (control, control);
  Game *game = game_new (NULL);
  Answer answer = { g_main_loop_new (NULL, FALSE), MOVE_NONE };

  *outcome = (GameOutcome) { FALSE, GAME_ONGOING, 0, G_MAXINT64 };
  for (Color side = WHITE; side <= BLACK; side++)
    fianchetto_computer_player_new_game (players[side]);
  game_clock_start (clock, WHITE);
  while (game_result (game, NULL) == GAME_ONGOING && game_ply_count (game) < MAX_PLIES)
    {
      Color us = game_position (game)->side_to_move;
      FianchettoComputerClock times = { { 0 } };
      gint64 left;

      for (Color side = WHITE; side <= BLACK; side++)
        {
          times.remaining_usec[side] = game_clock_get_remaining (clock, side);
          times.increment_usec[side] = control->increment_usec;
        }
      fianchetto_computer_player_find_timed_move_async (players[us], game, elo, &times, NULL,
                                                        on_move, &answer);
      g_main_loop_run (answer.loop);
      left = game_clock_get_remaining (clock, us);
      outcome->least_left = MIN (outcome->least_left, left);
      if (left <= 0)
        {
          outcome->lost_on_time = TRUE;
          game_flag_fall (game, us);
          break;
        }
      game_clock_press (clock);
      if (answer.move == MOVE_NONE || !game_play (game, answer.move))
        {
          g_printerr ("illegal or no move\n");
          exit (1);
        }
    }
  outcome->result = game_result (game, NULL);
  outcome->plies = game_ply_count (game);
  g_main_loop_unref (answer.loop);
  game_free (game);
  game_clock_free (clock);
}

int
main (int argc, char **argv)
{
  int games = 10, fixed_level = -1, losses = 0;
  g_autofree char *control_text = NULL;
  FianchettoComputerPlayer *players[COLOR_NB];
  gint64 least_left = G_MAXINT64;
  TimeControl control;
  GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, "Games to play", "N" },
    { "control", 'c', 0, G_OPTION_ARG_STRING, &control_text, "Time control", "TC" },
    { "level", 'l', 0, G_OPTION_ARG_INT, &fixed_level, "Level 0…5 (default: round)", "L" },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (!time_control_parse (control_text ? control_text : "60", CLOCK_KIND_FISCHER, &control)
      || !time_control_is_timed (&control))
    {
      g_printerr ("not a time control: %s\n", control_text);
      return 2;
    }
  for (Color side = WHITE; side <= BLACK; side++)
    players[side] = fianchetto_computer_player_new ();
  setvbuf (stdout, NULL, _IOLBF, 0);
  for (int i = 0; i < games; i++)
    {
      int level = fixed_level >= 0 ? fixed_level : i % FIANCHETTO_N_LEVELS;
      static const char *const results[] = { "*", "1-0", "0-1", "1/2-1/2" };
      GameOutcome outcome;

      play_game (players, &control, fianchetto_level_get_elo (level), &outcome);
      losses += outcome.lost_on_time;
      least_left = MIN (least_left, outcome.least_left);
      printf ("game %d level %d: %s in %d plies%s, least time left %.3f s\n", i + 1, level,
              results[outcome.result], outcome.plies, outcome.lost_on_time ? " ON TIME" : "",
              outcome.least_left / 1e6);
    }
  printf ("%s: %d games, %d lost on time, least time left at a move %.3f s\n",
          control_text ? control_text : "60", games, losses, least_left / 1e6);
  for (Color side = WHITE; side <= BLACK; side++)
    {
      fianchetto_computer_player_stop (players[side]);
      g_object_unref (players[side]);
    }
  return losses > 0;
}
