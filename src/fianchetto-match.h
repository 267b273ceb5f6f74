/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-match.h: the game being played in a window, as a GObject: the engine's game record
 * plus the position being looked at, with a "changed" signal for the views. No widgets here. */
#pragma once

#include <gio/gio.h>
#include <glib-object.h>

#include "game.h"

G_BEGIN_DECLS

#define FIANCHETTO_MATCH_ERROR (fianchetto_match_error_quark ())

typedef enum {
  FIANCHETTO_MATCH_ERROR_INVALID_FEN,
} FianchettoMatchError;

GQuark fianchetto_match_error_quark (void);

#define FIANCHETTO_TYPE_MATCH (fianchetto_match_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoMatch, fianchetto_match, FIANCHETTO, MATCH, GObject)

FianchettoMatch *fianchetto_match_new (void);

/* A new game from the standard start position, with the same players. */
void            fianchetto_match_new_game          (FianchettoMatch *self);
/* A new game from the standard start position with the computer playing `computer`, or two
 * people sharing the board when it is COLOR_NB. */
void            fianchetto_match_start             (FianchettoMatch *self,
                                                    Color            computer);
/* A new game from a FEN; on failure the match is left as it was. */
gboolean        fianchetto_match_load_fen          (FianchettoMatch *self,
                                                    const char      *fen,
                                                    GError         **error);

/* A game already played in part (taken), with the side the computer plays (COLOR_NB: two
 * people) and its PGN tags; viewed at its end. */
void            fianchetto_match_load_game         (FianchettoMatch    *self,
                                                    Game               *game,
                                                    Color               computer,
                                                    const char *const  *tags);
/* The game's PGN tags other than those the game itself determines (Result, SetUp, FEN), as
 * name, value pairs, NULL-terminated; NULL until set. Every new game clears them. Setting
 * them is not a change of the game: no signal. */
const char *const *fianchetto_match_get_tags       (FianchettoMatch    *self);
void            fianchetto_match_set_tags          (FianchettoMatch    *self,
                                                    const char *const  *tags);

/* The game record, for reading (the computer player copies what it needs from it). */
const Game     *fianchetto_match_get_game          (FianchettoMatch *self);

/* The side the computer plays, or COLOR_NB when two people play. */
Color           fianchetto_match_get_computer_color (FianchettoMatch *self);
/* The game goes on and the computer is to move in the current position. */
gboolean        fianchetto_match_is_computer_turn  (FianchettoMatch *self);
/* Plays the computer's move in the current position, whatever is being viewed. */
gboolean        fianchetto_match_play_computer_move (FianchettoMatch *self,
                                                     Move             move);

/* The position being looked at: the current one unless an earlier ply is being reviewed. */
const Position *fianchetto_match_get_position      (FianchettoMatch *self);
const Position *fianchetto_match_get_start_position (FianchettoMatch *self);
/* The position after the last move played, whatever is being viewed. */
const Position *fianchetto_match_get_live_position (FianchettoMatch *self);
int             fianchetto_match_get_ply_count     (FianchettoMatch *self);
int             fianchetto_match_get_view_ply      (FianchettoMatch *self);
void            fianchetto_match_set_view_ply      (FianchettoMatch *self,
                                                    int              ply);
gboolean        fianchetto_match_is_live           (FianchettoMatch *self);
/* The move that led to the viewed position, in the main line or a variation (NULL: the
 * start position). Moves that could be redone cannot be viewed: the current one is. */
const PgnNode  *fianchetto_match_get_view_node     (FianchettoMatch *self);
void            fianchetto_match_set_view_node     (FianchettoMatch *self,
                                                    const PgnNode   *node);
gboolean        fianchetto_match_view_is_in_variation (FianchettoMatch *self);
/* Looking at an earlier position of a game against the computer that goes on: no move can
 * be made there (it would be free thinking time, and not the game). */
gboolean        fianchetto_match_view_is_locked    (FianchettoMatch *self);

/* The move played at ply (0-based), and the one that led to the viewed position. */
Move            fianchetto_match_get_move          (FianchettoMatch *self,
                                                    int              ply);
Move            fianchetto_match_get_last_move     (FianchettoMatch *self);
/* The move at ply in Standard Algebraic Notation, or NULL if there is none. */
char           *fianchetto_match_dup_san           (FianchettoMatch *self,
                                                    int              ply);

/* Whether a move can be made now: at the current position, the game goes on and a person is
 * to move; elsewhere, the view is not locked and the game has not ended there by the rules.
 * Such a move is added to the tree as a variation (or follows the one there). */
gboolean        fianchetto_match_can_play          (FianchettoMatch *self);
/* The legal moves, or none when no move can be made now. */
int             fianchetto_match_legal_moves       (FianchettoMatch *self,
                                                    MoveList        *list);
unsigned        fianchetto_match_promotion_choices (FianchettoMatch *self,
                                                    Square           from,
                                                    Square           to);
Move            fianchetto_match_find_move         (FianchettoMatch *self,
                                                    Square           from,
                                                    Square           to,
                                                    PieceType        promotion);
gboolean        fianchetto_match_play              (FianchettoMatch *self,
                                                    Move             move);

/* Against the computer, undo and redo go a whole move (the player's and the computer's reply)
 * at a time, so that it is the player's turn again; undo is off when the computer made the
 * only move. While the computer is to move, undo takes back the player's last move. */
gboolean        fianchetto_match_get_can_undo      (FianchettoMatch *self);
gboolean        fianchetto_match_get_can_redo      (FianchettoMatch *self);
gboolean        fianchetto_match_undo              (FianchettoMatch *self);
gboolean        fianchetto_match_redo              (FianchettoMatch *self);

GameResult      fianchetto_match_get_result        (FianchettoMatch *self,
                                                    GameEndReason   *reason);
/* The draw the player to move may claim; none while the computer is to move. */
GameEndReason   fianchetto_match_get_claimable_draw (FianchettoMatch *self);
gboolean        fianchetto_match_claim_draw        (FianchettoMatch *self);
/* The side to move resigns; against the computer, the player does. */
gboolean        fianchetto_match_resign            (FianchettoMatch *self);
/* A draw offer to the computer (playing at elo, 0 for full strength), judged by draw-offer.h
 * on a worker thread. finish() is TRUE when it accepts, and the game is then drawn by
 * agreement; FALSE when it declines or when the game was over or the computer to move, and
 * FALSE with G_IO_ERROR_CANCELLED when the game moved on before the answer came. */
void            fianchetto_match_offer_draw_async  (FianchettoMatch     *self,
                                                    int                  elo,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
gboolean        fianchetto_match_offer_draw_finish (FianchettoMatch  *self,
                                                    GAsyncResult     *result,
                                                    GError          **error);
/* Both players agreed (two people at the board): the game is drawn. */
gboolean        fianchetto_match_agree_draw        (FianchettoMatch *self);

/* loser's flag fell in the current position: lost on time, or drawn when the other side
 * cannot checkmate (FIDE 6.9). */
gboolean        fianchetto_match_flag_fall         (FianchettoMatch *self,
                                                    Color            loser);
/* Puts [%clk clock] (H:MM:SS) into the comment after the main line's move at ply, or takes
 * it out (NULL). Like the tags, not a change of the game: no signal; the next change, or
 * the autosave that follows the move, carries it. */
void            fianchetto_match_set_move_clock    (FianchettoMatch *self,
                                                    int              ply,
                                                    const char      *clock);

/* The tree: each change emits "changed". A promotion or deletion that changes the main line
 * before the current position moves the game to the new main line's end. */
gboolean        fianchetto_match_promote_variation (FianchettoMatch *self,
                                                    const PgnNode   *node);
void            fianchetto_match_delete_from       (FianchettoMatch *self,
                                                    const PgnNode   *node);
/* The comment after node (NULL: before the first move); NULL or blank removes it. */
void            fianchetto_match_set_comment       (FianchettoMatch *self,
                                                    const PgnNode   *node,
                                                    const char      *comment);
/* NAG 1 to 6, or 0 for none. */
void            fianchetto_match_set_assessment    (FianchettoMatch *self,
                                                    const PgnNode   *node,
                                                    int              nag);
/* Adds moves as a line after node (NULL: the start), following the moves already there and
 * branching off as a variation where they differ, without lengthening the main line. */
void            fianchetto_match_add_line          (FianchettoMatch *self,
                                                    const PgnNode   *node,
                                                    const Move      *moves,
                                                    int              n_moves);
/* A copy of the game as it stands, to bring back later with load_game. */
Game           *fianchetto_match_dup_game          (FianchettoMatch *self);

G_END_DECLS
