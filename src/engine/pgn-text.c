/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-text.c: the small string tools of the PGN code: allocation, a growable buffer and the
 * whitespace normalisation of comments. */
#include "pgn-private.h"

#include <stdlib.h>
#include <string.h>

void *
pgn_alloc (size_t size)
{
  void *p = calloc (1, size ? size : 1);

  if (!p)
    abort ();
  return p;
}

void *
pgn_realloc (void *p, size_t size)
{
  p = realloc (p, size ? size : 1);
  if (!p)
    abort ();
  return p;
}

char *
pgn_strndup (const char *text, size_t length)
{
  char *copy = pgn_alloc (length + 1);

  if (length)
    memcpy (copy, text, length);
  copy[length] = '\0';
  return copy;
}

char *
pgn_strdup (const char *text)
{
  return text ? pgn_strndup (text, strlen (text)) : NULL;
}

static void
reserve (PgnBuffer *buf, size_t extra)
{
  if (buf->length + extra + 1 <= buf->capacity)
    return;
  size_t capacity = buf->capacity ? buf->capacity : 256;
  while (capacity < buf->length + extra + 1)
    capacity *= 2;
  buf->data = pgn_realloc (buf->data, capacity);
  buf->capacity = capacity;
}

void
pgn_buffer_append (PgnBuffer *buf, const char *text, size_t length)
{
  reserve (buf, length);
  if (length)
    memcpy (buf->data + buf->length, text, length);
  buf->length += length;
  buf->data[buf->length] = '\0';
}

void
pgn_buffer_append_char (PgnBuffer *buf, char c)
{
  reserve (buf, 1);
  buf->data[buf->length++] = c;
  buf->data[buf->length] = '\0';
}

char *
pgn_buffer_steal (PgnBuffer *buf, size_t *length)
{
  char *data = buf->data ? buf->data : pgn_strndup ("", 0);

  if (length)
    *length = buf->length;
  *buf = (PgnBuffer) { 0 };
  return data;
}

/* Spaces, tabs, line breaks and every other control byte (NUL included) separate words. */
static bool
is_separator (unsigned char c)
{
  return c <= ' ' || c == 0x7f;
}

void
pgn_comment_append (char **comment, const char *text, size_t length)
{
  PgnBuffer words = { 0 };
  size_t    i = 0;

  /* The new words first, so that blank text costs nothing and the old comment is copied once. */
  while (i < length)
    {
      while (i < length && is_separator ((unsigned char) text[i]))
        i++;
      size_t start = i;
      while (i < length && !is_separator ((unsigned char) text[i]))
        i++;
      if (i == start)
        break;
      if (words.length)
        pgn_buffer_append_char (&words, ' ');
      pgn_buffer_append (&words, text + start, i - start);
    }
  if (!words.length)
    return;
  if (!*comment)
    {
      *comment = pgn_buffer_steal (&words, NULL);
      return;
    }
  size_t old = strlen (*comment);
  *comment = pgn_realloc (*comment, old + 1 + words.length + 1);
  (*comment)[old] = ' ';
  memcpy (*comment + old + 1, words.data, words.length + 1);
  free (words.data);
}
