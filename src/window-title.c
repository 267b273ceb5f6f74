/* SPDX-License-Identifier: GPL-3.0-or-later */
/* window-title.c: the title is built from whole translatable patterns, so that a language can
 * put the players and the file in its own order. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "window-title.h"

#include <glib/gi18n.h>

static const char *
tag_value (const char *const *tags, const char *name)
{
  for (int i = 0; tags && tags[i] && tags[i + 1]; i += 2)
    if (g_str_equal (tags[i], name))
      return tags[i + 1];
  return NULL;
}

/* PGN writes "?" for a name not known. */
static const char *
player_name (const char *const *tags, const char *side)
{
  const char *name = tag_value (tags, side);

  if (!name || !*name || g_str_equal (name, "?"))
    return NULL;
  return name;
}

char *
window_title_players (const char *const *tags)
{
  const char *white = player_name (tags, "White");
  const char *black = player_name (tags, "Black");

  if (!white && !black)
    return NULL;
  /* Translators: the players of a game in the window's title, White first: "Carlsen vs.
   * Nakamura"; "?" stands for a player whose name the game does not give. */
  return g_strdup_printf (_("%1$s vs. %2$s"), white ? white : "?", black ? black : "?");
}

char *
window_title_compose (const char *players,
                      const char *file_name,
                      gboolean    unsaved)
{
  g_autofree char *title = NULL;

  if (players && file_name)
    /* Translators: the window's title: the players, then the file the game is in. */
    title = g_strdup_printf (_("%1$s — %2$s"), players, file_name);
  else
    title = g_strdup (players ? players : file_name ? file_name : _("Fianchetto"));
  if (!unsaved)
    return g_steal_pointer (&title);
  /* Translators: the window's title of a game with changes not saved in a file. */
  return g_strdup_printf (_("• %s"), title);
}
