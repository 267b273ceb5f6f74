/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libFuzzer target for the TimeControl reader (the settings key time-control and the PGN
 * tag). Whatever it accepts must be written back as text that reads to the same control. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "time-control.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  TimeControl control, again;

  memcpy (text, data, size);
  text[size] = '\0';
  for (ClockKind kind = CLOCK_KIND_FISCHER; kind <= CLOCK_KIND_DELAY; kind++)
    if (time_control_parse (text, kind, &control))
      {
        char *written = time_control_to_string (&control);
        char *shown = clock_format (control.base_usec);

        if (!time_control_parse (written, kind, &again) || !time_control_equal (&control, &again)
            || again.base_usec != control.base_usec
            || again.increment_usec != control.increment_usec)
          abort ();
        g_free (written);
        g_free (shown);
      }
  free (text);
  return 0;
}
