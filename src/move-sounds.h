/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move-sounds.h: which sound a move makes. No GTK here, so it is tested alone. */
#pragma once

#include <glib.h>

#include "game.h"

G_BEGIN_DECLS

typedef enum {
  SOUND_NONE = -1,
  SOUND_MOVE,
  SOUND_CAPTURE,
  SOUND_CASTLE,
  SOUND_CHECK,
  SOUND_GAME_END,
  SOUND_LOW_TIME,
  SOUND_NB
} Sound;

/* The resource name of a sound: "move" for resources/sounds/move.wav. */
const char *sound_name (Sound sound);

/* The sound of move played from before, with the game's result after it: the end of the game
 * above a check, a check above castling, castling above a capture (en passant is one), and a
 * plain move last. */
Sound sound_for_move (const Position *before,
                      Move            move,
                      const Position *after,
                      GameResult      result);

G_END_DECLS
