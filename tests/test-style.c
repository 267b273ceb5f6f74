/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-style.c: light or dark from the style setting, the portal's color-scheme and GTK's own
 * preference, in that order. */
#include "config.h"

#include "fianchetto-style.h"

typedef struct {
  const char *style;
  int         color_scheme;
  gboolean    gtk_prefers_dark;
  gboolean    dark;
} StyleCase;

static const StyleCase style_cases[] = {
  { "dark", 2, FALSE, TRUE },       /* the setting wins over the desktop */
  { "light", 1, TRUE, FALSE },
  { "system", 1, FALSE, TRUE },     /* the portal: prefer dark */
  { "system", 2, TRUE, FALSE },     /* the portal: prefer light */
  { "system", 0, TRUE, TRUE },      /* the portal has no preference: GTK's */
  { "system", 0, FALSE, FALSE },
  { "system", -1, TRUE, TRUE },     /* no portal: GTK's */
  { "system", -1, FALSE, FALSE },
};

static void
test_wants_dark (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (style_cases); i++)
    {
      const StyleCase *c = &style_cases[i];
      g_assert_cmpint (fianchetto_style_wants_dark (c->style, c->color_scheme,
                                                    c->gtk_prefers_dark), ==, c->dark);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/style/wants-dark", test_wants_dark);
  return g_test_run ();
}
