/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move-sounds.c: one sound a move, the one that tells the most. */
#define G_LOG_DOMAIN "fianchetto-sounds"

#include "config.h"

#include "move-sounds.h"

const char *
sound_name (Sound sound)
{
  static const char *const names[SOUND_NB] = {
    "move", "capture", "castle", "check", "game-end", "low-time",
  };

  g_return_val_if_fail (sound > SOUND_NONE && sound < SOUND_NB, NULL);
  return names[sound];
}

Sound
sound_for_move (const Position *before,
                Move            move,
                const Position *after,
                GameResult      result)
{
  g_return_val_if_fail (before != NULL && after != NULL, SOUND_NONE);

  if (result != GAME_ONGOING)
    return SOUND_GAME_END;
  if (position_in_check (after))
    return SOUND_CHECK;
  if (move_kind (move) == MOVE_CASTLING)
    return SOUND_CASTLE;
  if (move_kind (move) == MOVE_EN_PASSANT
      || position_piece_on (before, move_to (move)) != NO_PIECE)
    return SOUND_CAPTURE;
  return SOUND_MOVE;
}
