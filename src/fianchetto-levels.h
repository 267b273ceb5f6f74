/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-levels.h: the computer's named levels, each a strength on the engine's Elo scale
 * (the `computer-level` setting is an index into them). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

enum { FIANCHETTO_N_LEVELS = 6 };

/* The engine plays at full strength, with all the time it is given, from this Elo up. */
#define FIANCHETTO_FULL_STRENGTH_ELO 2850

/* "Beginner" … "Master", translated. level is clamped to 0 … FIANCHETTO_N_LEVELS - 1. */
const char *fianchetto_level_get_name (int level);
int         fianchetto_level_get_elo  (int level);
/* The name with its Elo beside it: "Club (1600)"; full strength, whose number depends on the
 * think time, shows its name alone. */
char       *fianchetto_level_dup_label (int level);

G_END_DECLS
