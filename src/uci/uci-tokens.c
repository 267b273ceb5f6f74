/* SPDX-License-Identifier: GPL-3.0-or-later */
/* uci-tokens.c: the word splitter. Words are separated by any run of blanks (the UCI spec
 * allows several spaces and tabs; GUIs on Windows leave a carriage return at the end). */
#include "uci-tokens.h"

#include <string.h>

static bool
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

void
uci_tokens_init (UciTokens *tokens, const char *line, size_t length)
{
  tokens->next = line;
  tokens->end = line + length;
}

bool
uci_tokens_next (UciTokens *tokens, UciToken *token)
{
  const char *p = tokens->next;

  while (p < tokens->end && is_blank (*p))
    p++;
  const char *start = p;
  while (p < tokens->end && !is_blank (*p))
    p++;
  tokens->next = p;
  token->text = start;
  token->length = (size_t) (p - start);
  return token->length > 0;
}

bool
uci_tokens_peek (const UciTokens *tokens, UciToken *token)
{
  UciTokens copy = *tokens;
  return uci_tokens_next (&copy, token);
}

bool
uci_token_is (const UciToken *token, const char *word)
{
  size_t n = strlen (word);
  return token->length == n && memcmp (token->text, word, n) == 0;
}

static char
ascii_lower (char c)
{
  return c >= 'A' && c <= 'Z' ? (char) (c - 'A' + 'a') : c;
}

bool
uci_token_is_nocase (const UciToken *token, const char *word)
{
  size_t n = strlen (word);

  if (token->length != n)
    return false;
  for (size_t i = 0; i < n; i++)
    if (ascii_lower (token->text[i]) != ascii_lower (word[i]))
      return false;
  return true;
}

bool
uci_token_to_int64 (const UciToken *token, int64_t *value)
{
  size_t i = 0;
  bool   negative = false;
  int64_t n = 0;

  if (token->length > 0 && (token->text[0] == '-' || token->text[0] == '+'))
    negative = token->text[i++] == '-';
  if (i == token->length)
    return false;
  for (; i < token->length; i++)
    {
      char c = token->text[i];
      if (c < '0' || c > '9')
        return false;
      /* Accumulate downwards: INT64_MIN has no positive twin. */
      n = n < (INT64_MIN + (c - '0')) / 10 ? INT64_MIN : n * 10 - (c - '0');
    }
  if (!negative)
    n = n == INT64_MIN ? INT64_MAX : -n;
  *value = n;
  return true;
}

bool
uci_token_copy (const UciToken *token, char *buf, size_t size)
{
  if (size == 0)
    return false;
  if (token->length >= size)
    {
      buf[0] = '\0';
      return false;
    }
  memcpy (buf, token->text, token->length);
  buf[token->length] = '\0';
  return true;
}
