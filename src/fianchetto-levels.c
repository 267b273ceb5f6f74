/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-levels.c: six steps of 400 Elo from a beginner who still hangs pieces to the
 * engine's full strength; the numbers are the engine's UCI_Elo, calibrated by bench/strength. */
#define G_LOG_DOMAIN "fianchetto-levels"

#include "config.h"

#include "fianchetto-levels.h"

#include <glib/gi18n.h>

static const struct {
  const char *name;
  int         elo;
} levels[FIANCHETTO_N_LEVELS] = {
  /* Translators: the computer's playing strength, weakest first. */
  { N_("Beginner"), 800 },
  { N_("Casual"), 1200 },
  { N_("Club"), 1600 },
  { N_("Strong"), 2000 },
  { N_("Expert"), 2400 },
  { N_("Master"), FIANCHETTO_FULL_STRENGTH_ELO },
};

static int
clamp_level (int level)
{
  return CLAMP (level, 0, FIANCHETTO_N_LEVELS - 1);
}

const char *
fianchetto_level_get_name (int level)
{
  return _(levels[clamp_level (level)].name);
}

int
fianchetto_level_get_elo (int level)
{
  return levels[clamp_level (level)].elo;
}

char *
fianchetto_level_dup_label (int level)
{
  /* Full strength thinks for the think time the player chose, and no Elo has been measured at
   * the app's 3 s a move: a number there would not be true, so it shows none. The levels below
   * are held by node budgets, and play alike whatever the time. */
  if (fianchetto_level_get_elo (level) >= FIANCHETTO_FULL_STRENGTH_ELO)
    return g_strdup (fianchetto_level_get_name (level));
  /* Translators: a level's name and its strength in Elo points: "Club (1600)". */
  return g_strdup_printf (_("%s (%d)"), fianchetto_level_get_name (level),
                          fianchetto_level_get_elo (level));
}
