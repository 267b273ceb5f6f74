/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn-scan.c: movetext passed over without reading the moves, for listing the games of a
 * file: only the result and comments left open matter. */
#include "pgn-reader-private.h"

bool
pgn_skip_movetext (Lexer *lx, PgnGame *game, bool *result_seen, PgnError *error)
{
  Token t;
  int   depth = 0;

  *result_seen = false;
  for (;;)
    {
      lexer_next (lx, &t);
      switch (t.type)
        {
        case TOKEN_OPEN:
          depth++;
          break;
        case TOKEN_CLOSE:
          depth -= depth > 0;
          break;
        case TOKEN_RESULT:
          if (depth > 0)
            break;
          game->result = (PgnResult) t.value;
          *result_seen = true;
          return true;
        case TOKEN_TAG_START:
        case TOKEN_END:
          return true;
        case TOKEN_ERROR:
          if (t.value != PGN_ERROR_UNTERMINATED_COMMENT)
            break;
          pgn_error_set (error, PGN_ERROR_UNTERMINATED_COMMENT, lx, &t, NULL, NULL);
          return false;
        default:
          break;
        }
    }
}
