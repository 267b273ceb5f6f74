/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-encoding.c: PGN text as UTF-8. The PGN standard names ISO 8859-1, and older files are
 * written in it; newer ones are UTF-8, some with a byte-order mark. A text that is not valid
 * UTF-8 throughout is taken for Latin-1, where every byte is a character. */
#include "pgn-private.h"

#include <stdlib.h>
#include <string.h>

/* The length of the valid UTF-8 sequence at text, or 0: no overlong forms, no surrogates,
 * nothing past U+10FFFF. */
static size_t
sequence_length (const unsigned char *text, size_t left)
{
  unsigned char c = text[0];
  size_t        length;
  unsigned      min_second = 0x80, max_second = 0xbf;

  if (c < 0x80)
    return 1;
  if (c >= 0xc2 && c <= 0xdf)
    length = 2;
  else if (c >= 0xe0 && c <= 0xef)
    {
      length = 3;
      if (c == 0xe0)
        min_second = 0xa0;
      else if (c == 0xed)
        max_second = 0x9f;
    }
  else if (c >= 0xf0 && c <= 0xf4)
    {
      length = 4;
      if (c == 0xf0)
        min_second = 0x90;
      else if (c == 0xf4)
        max_second = 0x8f;
    }
  else
    return 0;
  if (length > left || text[1] < min_second || text[1] > max_second)
    return 0;
  for (size_t i = 2; i < length; i++)
    if ((text[i] & 0xc0) != 0x80)
      return 0;
  return length;
}

bool
pgn_text_is_utf8 (const char *text, size_t length)
{
  const unsigned char *p = (const unsigned char *) text;

  for (size_t i = 0; i < length;)
    {
      size_t n = sequence_length (p + i, length - i);
      if (n == 0)
        return false;
      i += n;
    }
  return true;
}

char *
pgn_text_to_utf8 (const char *text, size_t length, size_t *out_length)
{
  static const char bom[] = "\xef\xbb\xbf";
  bool has_bom = length >= 3 && memcmp (text, bom, 3) == 0;

  if (has_bom)
    {
      text += 3;
      length -= 3;
    }
  if (pgn_text_is_utf8 (text, length))
    {
      *out_length = length;
      return pgn_strndup (text, length);
    }
  char  *utf8 = pgn_alloc (2 * length + 1);
  size_t n = 0;
  for (size_t i = 0; i < length; i++)
    {
      unsigned char c = (unsigned char) text[i];
      if (c < 0x80)
        utf8[n++] = (char) c;
      else
        {
          utf8[n++] = (char) (0xc0 | (c >> 6));
          utf8[n++] = (char) (0x80 | (c & 0x3f));
        }
    }
  utf8[n] = '\0';
  *out_length = n;
  return utf8;
}
