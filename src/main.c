/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c: sets up translations and runs the application. */
#define G_LOG_DOMAIN "fianchetto"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "fianchetto-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(FianchettoApplication) application = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  application = fianchetto_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
