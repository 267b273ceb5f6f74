/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-comment.c: the commands that programs embed in comments, "[%clk 0:04:58]" and
 * "[%eval -1.35]" as lichess and chess.com write them. The comment keeps them as text; these
 * read them as values and put them in. */
#include "pgn-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The value of [%name value] in comment: where it starts and its length, up to the ']'. */
static const char *
find_command (const char *comment, const char *name, size_t *length, const char **whole_start)
{
  size_t name_length = strlen (name);

  for (const char *p = comment ? strstr (comment, "[%") : NULL; p; p = strstr (p + 2, "[%"))
    {
      const char *end = strchr (p, ']');
      if (!end)
        return NULL;
      if (strncmp (p + 2, name, name_length) != 0 || p[2 + name_length] != ' ')
        continue;
      const char *value = p + 2 + name_length + 1;
      while (*value == ' ')
        value++;
      *length = (size_t) (end - value);
      if (whole_start)
        *whole_start = p;
      return value;
    }
  return NULL;
}

/* Digits only, at most 9 of them, so that no value overflows. */
static bool
read_number (const char **p, const char *end, long *value)
{
  int digits = 0;

  *value = 0;
  while (*p < end && **p >= '0' && **p <= '9' && digits < 9)
    {
      *value = *value * 10 + (**p - '0');
      (*p)++;
      digits++;
    }
  return digits > 0 && !(*p < end && **p >= '0' && **p <= '9');
}

bool
pgn_comment_get_clock (const char *comment, double *seconds)
{
  size_t      length;
  const char *p = find_command (comment, "clk", &length, NULL);
  long        parts[3], fraction = 0, scale = 1;
  int         n_parts = 0;

  if (!p)
    return false;
  const char *end = p + length;
  while (n_parts < 3 && read_number (&p, end, &parts[n_parts]))
    {
      n_parts++;
      if (p == end || *p != ':')
        break;
      p++;
    }
  if (n_parts < 2)
    return false;
  if (p < end && *p == '.')
    {
      const char *digits = ++p;
      if (!read_number (&p, end, &fraction))
        return false;
      for (const char *d = digits; d < p; d++)
        scale *= 10;
    }
  while (p < end && *p == ' ')
    p++;
  if (p != end)
    return false;
  double total = 0;
  for (int i = 0; i < n_parts; i++)
    total = total * 60 + (double) parts[i];
  *seconds = total + (double) fraction / (double) scale;
  return true;
}

bool
pgn_comment_get_eval (const char *comment, PgnEval *eval)
{
  size_t      length;
  const char *p = find_command (comment, "eval", &length, NULL);
  long        whole, fraction = 0, scale = 1;
  bool        negative = false, mate = false;

  if (!p)
    return false;
  const char *end = p + length;
  if (p < end && *p == '#')
    {
      mate = true;
      p++;
    }
  if (p < end && (*p == '-' || *p == '+'))
    negative = *p++ == '-';
  if (!read_number (&p, end, &whole))
    return false;
  if (!mate && p < end && *p == '.')
    {
      const char *digits = ++p;
      if (!read_number (&p, end, &fraction))
        return false;
      for (const char *d = digits; d < p && scale < 100; d++)
        scale *= 10;
      /* Hundredths are enough: further digits are dropped. */
      while (fraction >= 100)
        fraction /= 10;
    }
  /* Some programs add the depth: "[%eval 0.17,23]". */
  if (p < end && *p != ',' && *p != ' ')
    return false;
  eval->mate = mate;
  eval->value = mate ? (int) whole : (int) (whole * 100 + fraction * (100 / scale));
  if (negative)
    eval->value = -eval->value;
  return true;
}

static void
append_command (PgnBuffer *out, const char *name, const char *value)
{
  pgn_buffer_append (out, "[%", 2);
  pgn_buffer_append (out, name, strlen (name));
  pgn_buffer_append_char (out, ' ');
  pgn_buffer_append (out, value, strlen (value));
  pgn_buffer_append_char (out, ']');
}

/* The command replaces the one of the same name where it stood, or goes first. */
char *
pgn_comment_set_command (const char *comment, const char *name, const char *value)
{
  PgnBuffer   out = { 0 };
  size_t      length;
  const char *start = NULL;
  const char *rest = comment ? comment : "";

  if (find_command (comment, name, &length, &start))
    {
      pgn_buffer_append (&out, comment, (size_t) (start - comment));
      rest = strchr (start, ']') + 1;
    }
  if (value)
    {
      if (out.length)
        pgn_buffer_append_char (&out, ' ');
      append_command (&out, name, value);
    }
  pgn_buffer_append_char (&out, ' ');
  pgn_buffer_append (&out, rest, strlen (rest));
  char *text = NULL;
  pgn_comment_append (&text, out.data, out.length);
  free (out.data);
  return text;
}
