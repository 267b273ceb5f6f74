/* SPDX-License-Identifier: GPL-3.0-or-later */
/* window-title.h: what the window's title says about the game: its players, the file it is
 * in and whether it has changes not saved there. No widgets here, so it is tested alone. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "Nimzowitsch, Aron vs. Ça va, Jérôme" from the tags (name, value, …), or NULL when neither
 * player has a name ("?" and "" are none). */
char *window_title_players (const char *const *tags);

/* The window's title: the players and the file's name, each when there is one, else
 * "Fianchetto"; a leading "• " marks changes that the file (or no file) does not hold. */
char *window_title_compose (const char *players,
                            const char *file_name,
                            gboolean    unsaved);

G_END_DECLS
