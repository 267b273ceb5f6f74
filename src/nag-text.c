/* SPDX-License-Identifier: GPL-3.0-or-later */
/* nag-text.c: the symbols of the NAGs in common use, as chess books and lichess print them. */
#define G_LOG_DOMAIN "fianchetto-nag"

#include "config.h"

#include "nag-text.h"

#include <glib/gi18n.h>

static const struct {
  int         nag;
  const char *symbol;
} symbols[] = {
  { 1, "!" }, { 2, "?" }, { 3, "!!" }, { 4, "??" }, { 5, "!?" }, { 6, "?!" },
  { 7, "\u25a1" },                        /* only move */
  { 10, "=" }, { 13, "\u221e" },          /* equal, unclear */
  { 14, "\u2a72" }, { 15, "\u2a71" },     /* slight advantage */
  { 16, "\u00b1" }, { 17, "\u2213" },     /* moderate advantage */
  { 18, "+\u2212" }, { 19, "\u2212+" },   /* decisive advantage */
  { 22, "\u2a00" }, { 23, "\u2a00" },     /* zugzwang */
  { 32, "\u27f3" }, { 33, "\u27f3" },     /* development */
  { 36, "\u2192" }, { 37, "\u2192" },     /* initiative */
  { 40, "\u2191" }, { 41, "\u2191" },     /* attack */
  { 132, "\u21c6" }, { 133, "\u21c6" },   /* counterplay */
  { 138, "\u2295" }, { 139, "\u2295" },   /* time trouble */
  { 140, "\u2206" },                      /* with the idea */
  { 146, "N" },                           /* novelty */
};

const char *
nag_text_symbol (int nag)
{
  for (gsize i = 0; i < G_N_ELEMENTS (symbols); i++)
    if (symbols[i].nag == nag)
      return symbols[i].symbol;
  return NULL;
}

const char *
nag_text_name (int nag)
{
  switch (nag)
    {
    case 1: return _("Good move");
    case 2: return _("Mistake");
    case 3: return _("Brilliant move");
    case 4: return _("Blunder");
    case 5: return _("Interesting move");
    case 6: return _("Dubious move");
    default: return NULL;
    }
}

char *
nag_text_after_move (const PgnNode *node)
{
  GString *text = g_string_new (NULL);

  for (int i = 0; i < pgn_node_get_n_nags (node); i++)
    {
      int nag = pgn_node_get_nag (node, i);
      const char *symbol = nag_text_symbol (nag);
      gboolean assessment = nag >= 1 && nag <= NAG_TEXT_N_ASSESSMENTS;

      if (!assessment || text->len > 0)
        g_string_append_c (text, ' ');
      if (symbol)
        g_string_append (text, symbol);
      else
        g_string_append_printf (text, "$%d", nag);
    }
  return g_string_free (text, FALSE);
}
