/* SPDX-License-Identifier: GPL-3.0-or-later */
/* pgn.h: Portable Game Notation. A PgnGame holds the tags, the start position and a tree of
 * moves with comments, NAGs and variations; the reader takes the import format leniently,
 * game after game, and the writer produces the export format. */
#pragma once

#include <stddef.h>

#include "fen.h"
#include "san.h"

#define PGN_MAX_DEPTH 100000       /* deepest nesting of variations read */
#define PGN_ERROR_TEXT_MAX 40      /* bytes of the offending text kept in a PgnError */
#define PGN_ERROR_MESSAGE_MAX 256

typedef enum {
  PGN_RESULT_NONE,         /* "*": unfinished or unknown */
  PGN_RESULT_WHITE_WINS,   /* "1-0" */
  PGN_RESULT_BLACK_WINS,   /* "0-1" */
  PGN_RESULT_DRAW,         /* "1/2-1/2" */
} PgnResult;

/* Numeric annotation glyphs that the suffix annotations stand for. */
enum {
  PGN_NAG_GOOD = 1,          /* ! */
  PGN_NAG_MISTAKE = 2,       /* ? */
  PGN_NAG_BRILLIANT = 3,     /* !! */
  PGN_NAG_BLUNDER = 4,       /* ?? */
  PGN_NAG_INTERESTING = 5,   /* !? */
  PGN_NAG_DUBIOUS = 6,       /* ?! */
  PGN_NAG_MAX = 255,
};

typedef struct PgnGame PgnGame;
typedef struct PgnNode PgnNode;

/* ---- The game ---------------------------------------------------------------------- */

/* An empty game from the standard start position, no tags, result "*". */
PgnGame *pgn_game_new (void);
void     pgn_game_free (PgnGame *game);

/* Tags in the order they were read or set. Names and values are NUL-terminated. */
int         pgn_game_get_n_tags (const PgnGame *game);
const char *pgn_game_get_tag_name (const PgnGame *game, int index);
const char *pgn_game_get_tag_value (const PgnGame *game, int index);
/* The value of the tag `name`, or NULL. */
const char *pgn_game_get_tag (const PgnGame *game, const char *name);
/* Replaces the value of an existing tag in place, or appends a new one; a NULL value removes
 * the tag. Returns false, changing nothing, if the name is not letters, digits and '_'. */
bool        pgn_game_set_tag (PgnGame *game, const char *name, const char *value);

const Position *pgn_game_get_start_position (const PgnGame *game);
/* Sets the start position, and with it the SetUp and FEN tags (removed for the standard
 * position). Only allowed while the game has no moves; returns false otherwise. */
bool            pgn_game_set_start_position (PgnGame *game, const Position *start);

PgnResult   pgn_game_get_result (const PgnGame *game);
void        pgn_game_set_result (PgnGame *game, PgnResult result);
const char *pgn_result_to_string (PgnResult result);

/* The comment before the first move: the first move's comment before, or that of a game
 * without moves. NULL when there is none. */
const char *pgn_game_get_comment (const PgnGame *game);
void        pgn_game_set_comment (PgnGame *game, const char *comment);

/* Moves of the mainline the text had after the game ended there by mate or stalemate: they
 * are not read (nor any variation after the end), only counted. 0 for most games. */
int         pgn_game_get_moves_after_end (const PgnGame *game);

/* The first move of the mainline, or NULL for a game without moves. */
const PgnNode *pgn_game_get_first_move (const PgnGame *game);
int            pgn_game_get_mainline_length (const PgnGame *game);

/* ---- The move tree ------------------------------------------------------------------
 * A node is one move. `next` is the move after it in the same line. Its variations are
 * alternatives to it: each is a line whose first move is played, instead of this one, from
 * the position before this one. `parent` is the move before it in play order (for the first
 * move of a variation, the move before the move it replaces), NULL at the game's start. */

Move           pgn_node_get_move (const PgnNode *node);
/* The move in SAN as written by move_to_san (canonical, whatever the text said). */
const char    *pgn_node_get_san (const PgnNode *node);
const PgnNode *pgn_node_get_next (const PgnNode *node);
const PgnNode *pgn_node_get_parent (const PgnNode *node);
int            pgn_node_get_n_variations (const PgnNode *node);
const PgnNode *pgn_node_get_variation (const PgnNode *node, int index);
int            pgn_node_get_n_nags (const PgnNode *node);
int            pgn_node_get_nag (const PgnNode *node, int index);
/* Comments, whitespace-normalised, or NULL. A comment before a move is read only at the start
 * of a line (the game or a variation); elsewhere text between moves follows the earlier one. */
const char    *pgn_node_get_comment_before (const PgnNode *node);
const char    *pgn_node_get_comment_after (const PgnNode *node);

/* Adds the move after `parent` (NULL: at the game's start). If a move already follows there,
 * the same move is returned as it is, another becomes a new variation of it. Returns NULL,
 * changing nothing, if the move is not legal there. */
PgnNode *pgn_game_add_move (PgnGame *game, PgnNode *parent, Move move);
void     pgn_node_add_nag (PgnNode *node, int nag);            /* 0 <= nag <= PGN_NAG_MAX */
void     pgn_node_set_comment_before (PgnNode *node, const char *comment);
void     pgn_node_set_comment_after (PgnNode *node, const char *comment);

/* The position before `node` (node NULL: the start position). */
void pgn_game_position_before (const PgnGame *game, const PgnNode *node, Position *out);

/* Same tags as the writer would write them (the Seven Tag Roster with its defaults, then the
 * others in order), start position, result, comments, NAGs and move tree. */
bool pgn_game_equal (const PgnGame *a, const PgnGame *b);
/* The same game, whatever the formatting: the same start position, result, moves, tree,
 * comments and NAGs, and the same tags in any order (a missing roster tag is its default,
 * SetUp and FEN are the start position, Result the result). */
bool pgn_game_same_content (const PgnGame *a, const PgnGame *b);

/* ---- Changing the tree ---------------------------------------------------------------
 * Nodes are moved, never copied or freed, except those a deletion removes. */

/* A deep copy: tags, start position, result, comments and the whole tree. */
PgnGame *pgn_game_copy (const PgnGame *game);

/* Whether node is on the mainline. */
bool pgn_node_is_mainline (const PgnGame *game, const PgnNode *node);
/* Makes node the main move at its place: the move that was main there becomes node's first
 * variation, followed by the other variations in their order. False when node already was. */
bool pgn_game_promote_variation (PgnGame *game, PgnNode *node);
/* Promotes node and every move before it, so that node is on the mainline. */
void pgn_game_promote_to_mainline (PgnGame *game, PgnNode *node);
/* Removes node with the moves after it and all their variations. A main move with
 * variations gives its place to its first variation; a variation's own nested variations
 * stay, as variations of the move it was a variation of. */
void pgn_game_delete_from (PgnGame *game, PgnNode *node);

/* The move's assessment: the first of its NAGs 1 to 6 (!, ?, !!, ??, !?, ?!), or 0. */
int  pgn_node_get_assessment (const PgnNode *node);
/* Replaces the move's assessment with nag (1 to 6, put first), or removes it (any other). */
void pgn_node_set_assessment (PgnNode *node, int nag);

/* ---- Commands inside comments --------------------------------------------------------
 * "[%clk 1:02:03.4]" and "[%eval 0.35]" / "[%eval #-3]", as lichess and chess.com write them:
 * kept in the comment's text, and readable as values. */

typedef struct {
  bool mate;    /* value is moves to mate, negative when Black mates */
  int  value;   /* otherwise centipawns from White's view */
} PgnEval;

/* The time of the [%clk] command in comment, in seconds; false when there is none or it is
 * not H:MM:SS or MM:SS with optional decimals. */
bool  pgn_comment_get_clock (const char *comment, double *seconds);
bool  pgn_comment_get_eval (const char *comment, PgnEval *eval);
/* A new comment (malloc'd, NULL when empty) with the command [%name value] in place of the
 * one of that name, or first; a NULL value removes it. comment may be NULL. */
char *pgn_comment_set_command (const char *comment, const char *name, const char *value);

/* ---- Writing ----------------------------------------------------------------------- */

/* The game in the export format: the Seven Tag Roster in order (defaults "?" and
 * "????.??.??"; Result always the game's result, whatever its tag says), the other tags
 * (control bytes in values written as spaces), a blank line, the movetext
 * in lines of at most 80 bytes (a longer single word or ';' comment excepted) and the result,
 * ending with a newline. Games in one file are separated by a blank line. The string is
 * NUL-terminated and malloc'd; *length (if not NULL) gets its length. */
char *pgn_game_write (const PgnGame *game, size_t *length);

/* ---- Reading ----------------------------------------------------------------------- */

/* Whether the bytes are valid UTF-8 (no overlong forms, surrogates or code points past
 * U+10FFFF). */
bool  pgn_text_is_utf8 (const char *text, size_t length);
/* The text as UTF-8 (malloc'd, NUL-terminated, *out_length bytes): a UTF-8 byte-order mark
 * dropped, and a text that is not valid UTF-8 read as ISO 8859-1 (Latin-1), the encoding the
 * PGN standard names. NUL bytes stay as they are. */
char *pgn_text_to_utf8 (const char *text, size_t length, size_t *out_length);

typedef enum {
  PGN_OK,
  PGN_ERROR_ILLEGAL_MOVE,          /* text: the move; fen: the position */
  PGN_ERROR_AMBIGUOUS_MOVE,        /* text: the move; fen: the position */
  PGN_ERROR_NOT_A_MOVE,            /* text: what stood where a move should */
  PGN_ERROR_BAD_NAG,               /* "$" without a number 0-255, or "!!!" and the like */
  PGN_ERROR_MISPLACED,             /* a NAG or a variation with no move before it */
  PGN_ERROR_UNTERMINATED_COMMENT,  /* at the '{' */
  PGN_ERROR_UNTERMINATED_VARIATION,/* at the innermost '(' left open */
  PGN_ERROR_UNBALANCED_PARENTHESIS,/* a ')' with no '(' */
  PGN_ERROR_TOO_DEEP,              /* variations nested deeper than PGN_MAX_DEPTH */
  PGN_ERROR_BROKEN_TAG,            /* where the tag pair stops making sense */
  PGN_ERROR_BAD_FEN,               /* fen_error says why; at the faulty part of the value */
} PgnErrorCode;

typedef struct {
  PgnErrorCode code;
  int          line;                             /* 1-based */
  int          column;                           /* 1-based, in characters (UTF-8) */
  char         text[PGN_ERROR_TEXT_MAX];         /* NUL-terminated, cut short if long */
  char         fen[FEN_MAX];                     /* "" when not about a position */
  FenError     fen_error;
  char         message[PGN_ERROR_MESSAGE_MAX];   /* the reason in English, no position */
} PgnError;

typedef enum {
  PGN_READ_GAME,    /* *game is a game, the caller's to free */
  PGN_READ_ERROR,   /* *error says what; the reader has moved on to the next game */
  PGN_READ_END,     /* no more games */
} PgnReadStatus;

typedef struct PgnReader PgnReader;

/* A reader of exactly `length` bytes of text, which it does not copy: the text must outlive
 * it. Any bytes are fine; nothing is read past length. */
PgnReader *pgn_reader_new (const char *text, size_t length);
void       pgn_reader_free (PgnReader *reader);

/* Reads the next game, checking every move. A game with any error is not returned: the error
 * is, and reading goes on at the next line starting with '[' after a blank line (or starting
 * with "[Event "). A game without a result ends at the next tag pair or the end; its result
 * is then the one its Result tag names, or "*".
 * Text after the last game that holds nothing but comments is not a game. */
PgnReadStatus pgn_reader_next_game (PgnReader *reader, PgnGame **game, PgnError *error);

/* Cheaper, for a list of games: reads the tags (and the FEN) and the result, and skips the
 * movetext with its comments and variations without reading the moves. */
PgnReadStatus pgn_reader_next_header (PgnReader *reader, PgnGame **game, PgnError *error);

/* Where the game last returned (or the error last reported) started, to come back to it with
 * pgn_reader_seek: byte offset and 1-based line. */
void pgn_reader_get_game_start (const PgnReader *reader, size_t *offset, int *line);
void pgn_reader_seek (PgnReader *reader, size_t offset, int line);

/* The error in English with its place: "line 3, column 7: ..." */
char *pgn_error_describe (const PgnError *error, char *buf, size_t size);
