/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-status.c: every sentence here is translatable and whole, never pasted from
 * pieces, so that translators see what the player sees. */
#define G_LOG_DOMAIN "fianchetto-status"

#include "config.h"

#include "fianchetto-status.h"

#include <glib/gi18n.h>

static Color
live_side_to_move (FianchettoMatch *match)
{
  return fianchetto_match_get_live_position (match)->side_to_move;
}

/* Against the computer the result speaks to the player: "You won", not "Black wins". NULL
 * for a game between two people, or one not won. */
static const char *
player_title (FianchettoMatch *match, GameResult result, GameEndReason reason)
{
  Color computer = fianchetto_match_get_computer_color (match);
  gboolean won = (result == GAME_WHITE_WINS) == (computer == BLACK);

  if (computer == COLOR_NB || (result != GAME_WHITE_WINS && result != GAME_BLACK_WINS))
    return NULL;
  if (reason == END_TIME_FORFEIT)
    return won ? _("You won on time") : _("You lost on time");
  return won ? _("You won") : _("You lost");
}

char *
fianchetto_status_dup_title (FianchettoMatch *match)
{
  GameEndReason reason;
  GameResult result;
  const char *for_player;

  g_return_val_if_fail (FIANCHETTO_IS_MATCH (match), NULL);

  result = fianchetto_match_get_result (match, &reason);
  for_player = player_title (match, result, reason);
  if (for_player)
    return g_strdup (for_player);
  switch (result)
    {
    case GAME_WHITE_WINS:
      return g_strdup (_("White wins"));
    case GAME_BLACK_WINS:
      return g_strdup (_("Black wins"));
    case GAME_DRAWN:
      return g_strdup (_("Draw"));
    case GAME_ONGOING:
    default:
      break;
    }
  if (fianchetto_match_is_computer_turn (match) && fianchetto_match_is_live (match))
    return g_strdup (_("Thinking…"));
  /* The side to move where the player looks: stepping back to a Black move says so. */
  if (fianchetto_match_get_position (match)->side_to_move == WHITE)
    return g_strdup (_("White to move"));
  return g_strdup (_("Black to move"));
}

static const char *
describe_end (FianchettoMatch *match, GameEndReason reason, GameResult result)
{
  Color computer = fianchetto_match_get_computer_color (match);

  if (reason == END_RESIGNATION && computer != COLOR_NB)
    return (result == GAME_WHITE_WINS) == (computer == WHITE) ? _("You resigned")
                                                               : _("The computer resigned");
  if (reason == END_AGREEMENT)
    return _("Draw by agreement");
  switch (reason)
    {
    case END_CHECKMATE:
      return _("Checkmate");
    case END_STALEMATE:
      return _("Stalemate");
    case END_FIVEFOLD_REPETITION:
      return _("The same position five times");
    case END_SEVENTY_FIVE_MOVES:
      return _("Seventy-five moves without a capture or pawn move");
    case END_INSUFFICIENT_MATERIAL:
      return _("Neither side can checkmate");
    case END_RESIGNATION:
      return result == GAME_WHITE_WINS ? _("Black resigned") : _("White resigned");
    case END_THREEFOLD_REPETITION:
      return _("Claimed after the same position three times");
    case END_FIFTY_MOVES:
      return _("Claimed after fifty moves without a capture or pawn move");
    case END_TIME_FORFEIT:
      return result == GAME_WHITE_WINS ? _("Black ran out of time") : _("White ran out of time");
    case END_TIMEOUT_DRAW:
      return _("Time ran out, but the other side could not have checkmated");
    case END_NONE:
    default:
      return "";
    }
}

static const char *
describe_ongoing (FianchettoMatch *match)
{
  switch (fianchetto_match_get_claimable_draw (match))
    {
    case END_THREEFOLD_REPETITION:
      return _("A draw can be claimed: the same position three times");
    case END_FIFTY_MOVES:
      return _("A draw can be claimed: fifty moves without a capture or pawn move");
    default:
      break;
    }
  if (!position_in_check (fianchetto_match_get_live_position (match)))
    return "";
  return live_side_to_move (match) == WHITE ? _("White is in check") : _("Black is in check");
}

char *
fianchetto_status_dup_detail (FianchettoMatch *match)
{
  GameEndReason reason;
  GameResult result;

  g_return_val_if_fail (FIANCHETTO_IS_MATCH (match), NULL);

  if (fianchetto_match_view_is_locked (match))
    return g_strdup (_("Reviewing an earlier position. To play on, go to the current position "
                       "(Alt+End); Undo takes moves back."));
  if (fianchetto_match_view_is_in_variation (match))
    return g_strdup (_("Looking at a variation: moves made here go into it"));
  if (!fianchetto_match_is_live (match))
    return g_strdup (_("Reviewing an earlier position: a move made here starts a variation"));
  result = fianchetto_match_get_result (match, &reason);
  if (result != GAME_ONGOING)
    return g_strdup (describe_end (match, reason, result));
  return g_strdup (describe_ongoing (match));
}
