/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-notation.c: moves shown in the language's letters or figurines, and the promotion keys;
 * the German ones with the build's own catalogue (po/de), as a German player would see them. */
#include "config.h"

#include <glib.h>
#include <glib/gi18n.h>
#include <locale.h>

#include "notation.h"

typedef struct {
  const char   *san;
  Color         side;
  NotationStyle style;
  const char   *shown;
} DisplayCase;

static const DisplayCase english_cases[] = {
  { "Qxf3+", WHITE, NOTATION_LETTERS, "Qxf3+" },
  { "Qxf3+", WHITE, NOTATION_FIGURINE, "♕xf3+" },
  { "Qxf3+", BLACK, NOTATION_FIGURINE, "♛xf3+" },
  { "Nbd7", BLACK, NOTATION_FIGURINE, "♞bd7" },
  { "exd8=N#", WHITE, NOTATION_FIGURINE, "exd8=♘#" },
  { "O-O-O", WHITE, NOTATION_FIGURINE, "O-O-O" },
  { "Bb5", WHITE, NOTATION_ENGLISH, "Bb5" },
  { "e4", WHITE, NOTATION_LETTERS, "e4" },
};

static const DisplayCase german_cases[] = {
  { "Qxf3+", WHITE, NOTATION_LETTERS, "Dxf3+" },
  { "Nbd7", BLACK, NOTATION_LETTERS, "Sbd7" },
  { "Rae1", WHITE, NOTATION_LETTERS, "Tae1" },
  { "Bb5", WHITE, NOTATION_LETTERS, "Lb5" },
  { "Kxe2", BLACK, NOTATION_LETTERS, "Kxe2" },
  { "e8=Q", WHITE, NOTATION_LETTERS, "e8=D" },
  /* Files keep the English SAN: the setting changes nothing but the display. */
  { "Qxf3+", WHITE, NOTATION_ENGLISH, "Qxf3+" },
  { "Qxf3+", WHITE, NOTATION_FIGURINE, "♕xf3+" },
};

static void
check_display (const DisplayCase *cases, gsize n)
{
  for (gsize i = 0; i < n; i++)
    {
      g_autofree char *shown = notation_display_san (cases[i].san, cases[i].side,
                                                     cases[i].style);
      g_assert_cmpstr (shown, ==, cases[i].shown);
    }
}

static void
test_english (void)
{
  check_display (english_cases, G_N_ELEMENTS (english_cases));
  g_assert_cmpint (notation_promotion_key ('q'), ==, QUEEN);
  g_assert_cmpint (notation_promotion_key ('R'), ==, ROOK);
  g_assert_cmpint (notation_promotion_key ('b'), ==, BISHOP);
  g_assert_cmpint (notation_promotion_key ('n'), ==, KNIGHT);
  g_assert_cmpint (notation_promotion_key ('k'), ==, NO_PIECE_TYPE);
  g_assert_cmpint (notation_promotion_key ('d'), ==, NO_PIECE_TYPE);
}

/* The catalogue the build made from po/de.po. */
static gboolean
use_german (void)
{
  g_autofree char *po = g_test_build_filename (G_TEST_BUILT, "..", "po", NULL);
  g_autofree char *mo = g_build_filename (po, "de", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    return FALSE;
  bindtextdomain (GETTEXT_PACKAGE, po);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  return g_strcmp0 (notation_piece_letter (QUEEN), "Q") != 0;
}

static void
test_german (void)
{
  if (!use_german ())
    {
      g_test_skip ("no German catalogue in the build (po/de)");
      return;
    }
  check_display (german_cases, G_N_ELEMENTS (german_cases));
  /* D for Dame, T for Turm, L for Läufer, S for Springer; the English letters still work. */
  g_assert_cmpint (notation_promotion_key ('d'), ==, QUEEN);
  g_assert_cmpint (notation_promotion_key ('T'), ==, ROOK);
  g_assert_cmpint (notation_promotion_key ('l'), ==, BISHOP);
  g_assert_cmpint (notation_promotion_key ('s'), ==, KNIGHT);
  g_assert_cmpint (notation_promotion_key ('q'), ==, QUEEN);
  g_assert_cmpint (notation_promotion_key ('n'), ==, KNIGHT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/notation/english", test_english);
  g_test_add_func ("/notation/german", test_german);
  return g_test_run ();
}
