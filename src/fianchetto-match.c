/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-match.c: every change goes through fianchetto_match_update(), which refreshes the
 * viewed position, notifies the properties that moved and emits "changed" once. */
#define G_LOG_DOMAIN "fianchetto-match"

#include "config.h"

#include "fianchetto-match.h"

#include <glib/gi18n.h>

#include "error-messages.h"
#include "fen.h"
#include "san.h"

/* What the properties report, cached so that only real changes are notified. */
typedef struct {
  int           ply_count;
  gboolean      live;
  gboolean      can_undo;
  gboolean      can_redo;
  GameResult    result;
  GameEndReason reason;
  GameEndReason claimable;
  gboolean      computer_turn;
} MatchState;

struct _FianchettoMatch {
  GObject     parent_instance;

  Game       *game;
  Color       computer;   /* COLOR_NB when two people play */
  int         view_ply;
  Position    viewed;
  MatchState  state;
  GStrv       tags;       /* the PGN tags the game does not determine; NULL for a new game */
};

G_DEFINE_FINAL_TYPE (FianchettoMatch, fianchetto_match, G_TYPE_OBJECT)
G_DEFINE_QUARK (fianchetto-match-error-quark, fianchetto_match_error)

enum {
  PROP_0,
  PROP_VIEW_PLY,
  PROP_PLY_COUNT,
  PROP_LIVE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_RESULT,
  PROP_END_REASON,
  PROP_CLAIMABLE_DRAW,
  PROP_COMPUTER_TURN,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Against the computer an undo goes back to the player's turn: past the computer's reply, and
 * past a resignation or claim made while the computer was to move. */
static gboolean
undo_turn (Game *game, Color computer)
{
  if (!game_undo (game))
    return FALSE;
  while (computer != COLOR_NB && game_position (game)->side_to_move == computer && game_undo (game))
    ;
  return TRUE;
}

/* And a redo replays the player's move with the computer's reply, when it was recorded. */
static gboolean
redo_turn (Game *game, Color computer)
{
  if (!game_redo (game))
    return FALSE;
  while (computer != COLOR_NB && game_position (game)->side_to_move == computer
         && game_result (game, NULL) == GAME_ONGOING && game_redo (game))
    ;
  return TRUE;
}

/* An undo that would leave the computer to move (it made the only move) takes nothing back
 * worth having: the computer would only move again. */
static gboolean
can_undo_turn (FianchettoMatch *self)
{
  Game *trial;
  gboolean player_to_move;

  if (!game_can_undo (self->game))
    return FALSE;
  if (self->computer == COLOR_NB)
    return TRUE;
  trial = game_copy (self->game);
  undo_turn (trial, self->computer);
  player_to_move = game_position (trial)->side_to_move != self->computer;
  game_free (trial);
  return player_to_move;
}

static void
read_state (FianchettoMatch *self, MatchState *state)
{
  state->ply_count = game_ply_count (self->game);
  state->live = self->view_ply == state->ply_count;
  state->can_undo = can_undo_turn (self);
  state->can_redo = game_can_redo (self->game);
  state->result = game_result (self->game, &state->reason);
  state->computer_turn = state->result == GAME_ONGOING
                         && game_position (self->game)->side_to_move == self->computer;
  state->claimable = state->computer_turn ? END_NONE : game_claimable_draw (self->game);
}

static void
notify_changes (FianchettoMatch *self, const MatchState *old)
{
  const MatchState *now = &self->state;

  if (old->ply_count != now->ply_count)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLY_COUNT]);
  if (old->live != now->live)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIVE]);
  if (old->can_undo != now->can_undo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  if (old->can_redo != now->can_redo)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (old->result != now->result)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESULT]);
  if (old->reason != now->reason)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_END_REASON]);
  if ((old->claimable != END_NONE) != (now->claimable != END_NONE))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLAIMABLE_DRAW]);
  if (old->computer_turn != now->computer_turn)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_TURN]);
}

/* Called after every change, with view_ply already where it should be. */
static void
fianchetto_match_update (FianchettoMatch *self, int old_view_ply)
{
  MatchState old = self->state;

  game_position_at (self->game, self->view_ply, &self->viewed);
  read_state (self, &self->state);

  g_object_freeze_notify (G_OBJECT (self));
  if (old_view_ply != self->view_ply)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
  notify_changes (self, &old);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

/* After a change to the record the view returns to the current position. */
static void
fianchetto_match_update_live (FianchettoMatch *self)
{
  int old_view_ply = self->view_ply;

  self->view_ply = game_ply_count (self->game);
  fianchetto_match_update (self, old_view_ply);
}

/* Takes game; the tags are copied, set before "changed" tells of the new game. */
static void
fianchetto_match_replace_game (FianchettoMatch *self, Game *game, const char *const *tags)
{
  g_clear_pointer (&self->game, game_free);
  g_strfreev (self->tags);
  self->tags = g_strdupv ((char **) tags);
  self->game = game;
  fianchetto_match_update_live (self);
}

static void
fianchetto_match_finalize (GObject *object)
{
  FianchettoMatch *self = FIANCHETTO_MATCH (object);

  g_clear_pointer (&self->game, game_free);
  g_strfreev (self->tags);

  G_OBJECT_CLASS (fianchetto_match_parent_class)->finalize (object);
}

static void
fianchetto_match_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  FianchettoMatch *self = FIANCHETTO_MATCH (object);

  switch (prop_id)
    {
    case PROP_VIEW_PLY:
      g_value_set_int (value, self->view_ply);
      break;
    case PROP_PLY_COUNT:
      g_value_set_int (value, self->state.ply_count);
      break;
    case PROP_LIVE:
      g_value_set_boolean (value, self->state.live);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->state.can_undo);
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, self->state.can_redo);
      break;
    case PROP_RESULT:
      g_value_set_int (value, self->state.result);
      break;
    case PROP_END_REASON:
      g_value_set_int (value, self->state.reason);
      break;
    case PROP_CLAIMABLE_DRAW:
      g_value_set_boolean (value, self->state.claimable != END_NONE);
      break;
    case PROP_COMPUTER_TURN:
      g_value_set_boolean (value, self->state.computer_turn);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fianchetto_match_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  FianchettoMatch *self = FIANCHETTO_MATCH (object);

  switch (prop_id)
    {
    case PROP_VIEW_PLY:
      fianchetto_match_set_view_ply (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
read_only_boolean (const char *name)
{
  return g_param_spec_boolean (name, NULL, NULL, FALSE,
                               G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
read_only_int (const char *name, int maximum)
{
  return g_param_spec_int (name, NULL, NULL, 0, maximum, 0,
                           G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
fianchetto_match_class_init (FianchettoMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = fianchetto_match_finalize;
  object_class->get_property = fianchetto_match_get_property;
  object_class->set_property = fianchetto_match_set_property;

  properties[PROP_VIEW_PLY] =
    g_param_spec_int ("view-ply", NULL, NULL, 0, G_MAXINT, 0,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLY_COUNT] = read_only_int ("ply-count", G_MAXINT);
  properties[PROP_LIVE] = read_only_boolean ("live");
  properties[PROP_CAN_UNDO] = read_only_boolean ("can-undo");
  properties[PROP_CAN_REDO] = read_only_boolean ("can-redo");
  properties[PROP_RESULT] = read_only_int ("result", GAME_DRAWN);
  properties[PROP_END_REASON] = read_only_int ("end-reason", END_AGREEMENT);
  properties[PROP_CLAIMABLE_DRAW] = read_only_boolean ("claimable-draw");
  properties[PROP_COMPUTER_TURN] = read_only_boolean ("computer-turn");
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
fianchetto_match_init (FianchettoMatch *self)
{
  self->game = game_new (NULL);
  self->computer = COLOR_NB;
  game_position_at (self->game, 0, &self->viewed);
  read_state (self, &self->state);
}

FianchettoMatch *
fianchetto_match_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_MATCH, NULL);
}

void
fianchetto_match_new_game (FianchettoMatch *self)
{
  g_return_if_fail (FIANCHETTO_IS_MATCH (self));

  fianchetto_match_replace_game (self, game_new (NULL), NULL);
}

void
fianchetto_match_start (FianchettoMatch *self,
                        Color            computer)
{
  g_return_if_fail (FIANCHETTO_IS_MATCH (self));
  g_return_if_fail (computer <= COLOR_NB);

  self->computer = computer;
  fianchetto_match_replace_game (self, game_new (NULL), NULL);
}

gboolean
fianchetto_match_load_fen (FianchettoMatch *self,
                           const char      *fen,
                           GError         **error)
{
  Position start;
  FenError fen_error;

  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);
  g_return_val_if_fail (fen != NULL, FALSE);

  if (!position_from_fen (&start, fen, &fen_error))
    {
      g_autofree char *reason = error_message_for_fen (&fen_error);

      g_set_error (error, FIANCHETTO_MATCH_ERROR, FIANCHETTO_MATCH_ERROR_INVALID_FEN,
                   /* Translators: %s says why, such as “the board has 7 ranks instead of 8”. */
                   _("Not a valid FEN position: %s"), reason);
      return FALSE;
    }
  fianchetto_match_replace_game (self, game_new (&start), NULL);
  return TRUE;
}

void
fianchetto_match_load_game (FianchettoMatch    *self,
                            Game               *game,
                            Color               computer,
                            const char *const  *tags)
{
  g_return_if_fail (FIANCHETTO_IS_MATCH (self));
  g_return_if_fail (game != NULL);
  g_return_if_fail (computer <= COLOR_NB);

  self->computer = computer;
  fianchetto_match_replace_game (self, game, tags);
}

const char *const *
fianchetto_match_get_tags (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), NULL);

  return (const char *const *) self->tags;
}

void
fianchetto_match_set_tags (FianchettoMatch    *self,
                           const char *const  *tags)
{
  g_return_if_fail (FIANCHETTO_IS_MATCH (self));

  if (tags == (const char *const *) self->tags)
    return;
  g_strfreev (self->tags);
  self->tags = g_strdupv ((char **) tags);
}

const Game *
fianchetto_match_get_game (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), NULL);

  return self->game;
}

Color
fianchetto_match_get_computer_color (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), COLOR_NB);

  return self->computer;
}

gboolean
fianchetto_match_is_computer_turn (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  return self->state.computer_turn;
}

gboolean
fianchetto_match_play_computer_move (FianchettoMatch *self,
                                     Move             move)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (!self->state.computer_turn || !game_play (self->game, move))
    return FALSE;
  fianchetto_match_update_live (self);
  return TRUE;
}

const Position *
fianchetto_match_get_position (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), NULL);

  return &self->viewed;
}

const Position *
fianchetto_match_get_start_position (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), NULL);

  return game_start_position (self->game);
}

const Position *
fianchetto_match_get_live_position (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), NULL);

  return game_position (self->game);
}

int
fianchetto_match_get_ply_count (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), 0);

  return self->state.ply_count;
}

int
fianchetto_match_get_view_ply (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), 0);

  return self->view_ply;
}

void
fianchetto_match_set_view_ply (FianchettoMatch *self,
                               int              ply)
{
  int old_view_ply;

  g_return_if_fail (FIANCHETTO_IS_MATCH (self));

  ply = CLAMP (ply, 0, self->state.ply_count);
  if (ply == self->view_ply)
    return;
  old_view_ply = self->view_ply;
  self->view_ply = ply;
  fianchetto_match_update (self, old_view_ply);
}

gboolean
fianchetto_match_is_live (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  return self->state.live;
}

Move
fianchetto_match_get_move (FianchettoMatch *self,
                           int              ply)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), MOVE_NONE);

  if (ply < 0 || ply >= self->state.ply_count)
    return MOVE_NONE;
  return game_move_at (self->game, ply);
}

Move
fianchetto_match_get_last_move (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), MOVE_NONE);

  return fianchetto_match_get_move (self, self->view_ply - 1);
}

char *
fianchetto_match_dup_san (FianchettoMatch *self,
                          int              ply)
{
  Position before;
  char buf[SAN_MAX];
  Move move;

  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), NULL);

  move = fianchetto_match_get_move (self, ply);
  if (move == MOVE_NONE)
    return NULL;
  game_position_at (self->game, ply, &before);
  return g_strdup (move_to_san (&before, move, buf, sizeof buf));
}

gboolean
fianchetto_match_can_play (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  return self->state.live && self->state.result == GAME_ONGOING && !self->state.computer_turn;
}

int
fianchetto_match_legal_moves (FianchettoMatch *self,
                              MoveList        *list)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), 0);
  g_return_val_if_fail (list != NULL, 0);

  list->count = 0;
  if (!fianchetto_match_can_play (self))
    return 0;
  return game_legal_moves (self->game, list);
}

unsigned
fianchetto_match_promotion_choices (FianchettoMatch *self,
                                    Square           from,
                                    Square           to)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), 0);

  if (!fianchetto_match_can_play (self))
    return 0;
  return game_promotion_choices (self->game, from, to);
}

Move
fianchetto_match_find_move (FianchettoMatch *self,
                            Square           from,
                            Square           to,
                            PieceType        promotion)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), MOVE_NONE);

  if (!fianchetto_match_can_play (self))
    return MOVE_NONE;
  return game_find_move (self->game, from, to, promotion);
}

gboolean
fianchetto_match_play (FianchettoMatch *self,
                       Move             move)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (!fianchetto_match_can_play (self) || !game_play (self->game, move))
    return FALSE;
  fianchetto_match_update_live (self);
  return TRUE;
}

gboolean
fianchetto_match_get_can_undo (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  return self->state.can_undo;
}

gboolean
fianchetto_match_get_can_redo (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  return self->state.can_redo;
}

gboolean
fianchetto_match_undo (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (!self->state.can_undo || !undo_turn (self->game, self->computer))
    return FALSE;
  fianchetto_match_update_live (self);
  return TRUE;
}

gboolean
fianchetto_match_redo (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (!redo_turn (self->game, self->computer))
    return FALSE;
  fianchetto_match_update_live (self);
  return TRUE;
}

GameResult
fianchetto_match_get_result (FianchettoMatch *self,
                             GameEndReason   *reason)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), GAME_ONGOING);

  if (reason)
    *reason = self->state.reason;
  return self->state.result;
}

GameEndReason
fianchetto_match_get_claimable_draw (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), END_NONE);

  return self->state.claimable;
}

gboolean
fianchetto_match_claim_draw (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (self->state.computer_turn || !game_claim_draw (self->game))
    return FALSE;
  fianchetto_match_update_live (self);
  return TRUE;
}

gboolean
fianchetto_match_resign (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (self->state.result != GAME_ONGOING)
    return FALSE;
  if (self->computer != COLOR_NB)
    game_resign (self->game, (Color) !self->computer);
  else
    game_resign (self->game, game_position (self->game)->side_to_move);
  fianchetto_match_update_live (self);
  return TRUE;
}
