/* SPDX-License-Identifier: GPL-3.0-or-later */
/* time-control.c: seconds are read as decimal text by hand rather than with strtod, whose
 * decimal point follows the locale and which takes "inf", "1e9" and hex. */
#define G_LOG_DOMAIN "fianchetto-clock"

#include "config.h"

#include "time-control.h"

#include <string.h>

static const char *const kind_nicks[] = { "fischer", "bronstein", "delay" };

/* Seconds with up to 6 decimals, as microseconds; advances *p past them. */
static gboolean
read_seconds (const char **p, gint64 limit_usec, gint64 *usec)
{
  gint64 value = 0, scale = G_USEC_PER_SEC;
  int digits = 0;

  while (g_ascii_isdigit (**p))
    {
      value = value * 10 + (**p - '0');
      if (value * G_USEC_PER_SEC > limit_usec)
        return FALSE;
      (*p)++;
      digits++;
    }
  if (digits == 0)
    return FALSE;
  value *= G_USEC_PER_SEC;
  if (**p == '.')
    {
      (*p)++;
      if (!g_ascii_isdigit (**p))
        return FALSE;
      for (; g_ascii_isdigit (**p); (*p)++)
        {
          if (scale == 1)
            return FALSE;
          scale /= 10;
          value += (**p - '0') * scale;
        }
    }
  if (value > limit_usec)
    return FALSE;
  *usec = value;
  return TRUE;
}

/* A move count before '/': 1 to TIME_CONTROL_MAX_MOVES; *p is left alone when there is none. */
static gboolean
read_moves (const char **p, int *moves)
{
  const char *q = *p;
  int value = 0;

  while (g_ascii_isdigit (*q) && value <= TIME_CONTROL_MAX_MOVES)
    value = value * 10 + (*q++ - '0');
  if (*q != '/' || q == *p)
    return TRUE;
  if (value < 1 || value > TIME_CONTROL_MAX_MOVES)
    return FALSE;
  *moves = value;
  *p = q + 1;
  return TRUE;
}

/* "S" or "S+I", with S above zero. */
static gboolean
read_period (const char **p, gint64 *base, gint64 *increment)
{
  if (!read_seconds (p, TIME_CONTROL_MAX_BASE_USEC, base) || *base <= 0)
    return FALSE;
  if (**p == '+')
    {
      (*p)++;
      return read_seconds (p, TIME_CONTROL_MAX_INCREMENT_USEC, increment);
    }
  return TRUE;
}

gboolean
time_control_parse (const char  *text,
                    ClockKind    kind,
                    TimeControl *control)
{
  TimeControl parsed = TIME_CONTROL_UNTIMED;
  const char *p = text;

  g_return_val_if_fail (control != NULL, FALSE);

  if (!text || kind > CLOCK_KIND_DELAY)
    return FALSE;
  /* "?" is a control nobody knows, as PGN databases write it: no clock to run. */
  if (strcmp (text, "-") == 0 || strcmp (text, "?") == 0)
    {
      *control = TIME_CONTROL_UNTIMED;
      control->kind = kind;
      return TRUE;
    }
  parsed.kind = kind;
  if (!read_moves (&p, &parsed.moves)
      || !read_period (&p, &parsed.base_usec, &parsed.increment_usec))
    return FALSE;
  /* After a period of so many moves, the rest of the game. */
  if (*p == ':' && parsed.moves > 0)
    {
      p++;
      if (!read_period (&p, &parsed.then_usec, &parsed.then_increment_usec))
        return FALSE;
    }
  if (*p != '\0')
    return FALSE;
  *control = parsed;
  return TRUE;
}

/* Seconds as the shortest decimal: "300", "0.1", "15.25". */
static void
append_seconds (GString *text, gint64 usec)
{
  g_autofree char *fraction = g_strdup_printf ("%06" G_GINT64_FORMAT, usec % G_USEC_PER_SEC);
  gsize length = strlen (fraction);

  g_string_append_printf (text, "%" G_GINT64_FORMAT, usec / G_USEC_PER_SEC);
  while (length > 0 && fraction[length - 1] == '0')
    length--;
  if (length > 0)
    g_string_append_printf (text, ".%.*s", (int) length, fraction);
}

char *
time_control_to_string (const TimeControl *control)
{
  GString *text;

  g_return_val_if_fail (control != NULL, NULL);

  if (!time_control_is_timed (control))
    return g_strdup ("-");
  text = g_string_new (NULL);
  if (control->moves > 0)
    g_string_append_printf (text, "%d/", control->moves);
  append_seconds (text, control->base_usec);
  if (control->increment_usec > 0)
    {
      g_string_append_c (text, '+');
      append_seconds (text, control->increment_usec);
    }
  if (control->moves > 0 && control->then_usec > 0)
    {
      g_string_append_c (text, ':');
      append_seconds (text, control->then_usec);
      if (control->then_increment_usec > 0)
        {
          g_string_append_c (text, '+');
          append_seconds (text, control->then_increment_usec);
        }
    }
  return g_string_free (text, FALSE);
}

gboolean
time_control_is_timed (const TimeControl *control)
{
  g_return_val_if_fail (control != NULL, FALSE);

  return control->base_usec > 0;
}

gboolean
time_control_equal (const TimeControl *a, const TimeControl *b)
{
  if (!time_control_is_timed (a) || !time_control_is_timed (b))
    return time_control_is_timed (a) == time_control_is_timed (b);
  return a->base_usec == b->base_usec && a->increment_usec == b->increment_usec
         && a->moves == b->moves && a->then_usec == b->then_usec
         && a->then_increment_usec == b->then_increment_usec
         && ((a->increment_usec == 0 && a->then_increment_usec == 0) || a->kind == b->kind);
}

const char *
clock_kind_to_nick (ClockKind kind)
{
  g_return_val_if_fail (kind <= CLOCK_KIND_DELAY, kind_nicks[0]);

  return kind_nicks[kind];
}

gboolean
clock_kind_from_nick (const char *nick, ClockKind *kind)
{
  for (gsize i = 0; i < G_N_ELEMENTS (kind_nicks); i++)
    if (g_strcmp0 (nick, kind_nicks[i]) == 0)
      {
        *kind = (ClockKind) i;
        return TRUE;
      }
  return FALSE;
}

char *
clock_format (gint64 usec)
{
  gint64 seconds;

  if (usec < 10 * G_USEC_PER_SEC)
    {
      gint64 tenths = MAX (usec, 0) / (G_USEC_PER_SEC / 10);
      return g_strdup_printf ("0:%02d.%d", (int) (tenths / 10), (int) (tenths % 10));
    }
  seconds = usec / G_USEC_PER_SEC;
  if (seconds >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600), (int) (seconds / 60 % 60),
                            (int) (seconds % 60));
  return g_strdup_printf ("%d:%02d", (int) (seconds / 60), (int) (seconds % 60));
}

char *
clock_format_pgn (gint64 usec)
{
  gint64 tenths = MAX (usec, 0) / (G_USEC_PER_SEC / 10);
  gint64 seconds = tenths / 10;
  g_autofree char *whole = g_strdup_printf ("%d:%02d:%02d", (int) (seconds / 3600),
                                            (int) (seconds / 60 % 60), (int) (seconds % 60));

  if (tenths % 10 == 0)
    return g_steal_pointer (&whole);
  return g_strdup_printf ("%s.%d", whole, (int) (tenths % 10));
}
