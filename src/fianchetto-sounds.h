/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-sounds.h: plays the game's sounds (resources/sounds/, made by
 * tools/artwork/sounds.py) with GtkMediaFile, GTK's media backend (GStreamer). Without the
 * backend or a sound device it stays silent: no error is shown and nothing waits. */
#pragma once

#include <gtk/gtk.h>

#include "move-sounds.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_SOUNDS (fianchetto_sounds_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoSounds, fianchetto_sounds, FIANCHETTO, SOUNDS, GObject)

FianchettoSounds *fianchetto_sounds_new         (void);
/* Off: play does nothing. */
void              fianchetto_sounds_set_enabled (FianchettoSounds *self,
                                                 gboolean          enabled);
/* Opens the sounds ahead of their first use, when the main loop is idle, so that the media
 * backend's start is not paid during a move. */
void              fianchetto_sounds_preload     (FianchettoSounds *self);
/* From the start; a sound that cannot play is skipped. */
void              fianchetto_sounds_play        (FianchettoSounds *self,
                                                 Sound             sound);
/* The sounds started so far (with FIANCHETTO_TEST_STATE_FILE: for the UI tests). */
guint             fianchetto_sounds_get_played  (FianchettoSounds *self);
Sound             fianchetto_sounds_get_last    (FianchettoSounds *self);

G_END_DECLS
