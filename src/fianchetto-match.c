/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-match.c: every change goes through fianchetto_match_update(), which refreshes the
 * viewed position, notifies the properties that moved and emits "changed" once. */
#define G_LOG_DOMAIN "fianchetto-match"

#include "config.h"

#include "fianchetto-match.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "draw-offer.h"
#include "error-messages.h"
#include "fen.h"
#include "movegen.h"
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
  /* The move that led to the position being looked at (NULL: the start), and the position */
  const PgnNode *view;
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
  GameEndReason reason = END_NONE;
  Position before;
  int ply;

  if (!game_can_undo (self->game))
    return FALSE;
  if (self->computer == COLOR_NB)
    return TRUE;
  /* As undo_turn goes: a declared ending first, then a move, then the computer's moves. */
  ply = game_ply_count (self->game);
  game_result (self->game, &reason);
  if (reason < END_RESIGNATION)
    ply--;
  game_position_at (self->game, ply, &before);
  while (ply > 0 && before.side_to_move == self->computer)
    game_position_at (self->game, --ply, &before);
  return before.side_to_move != self->computer;
}

static const PgnNode *
live_node (FianchettoMatch *self)
{
  return game_mainline_node (self->game, game_ply_count (self->game) - 1);
}

static int
view_ply (FianchettoMatch *self)
{
  int ply = 0;

  for (const PgnNode *node = self->view; node; node = pgn_node_get_parent (node))
    ply++;
  return ply;
}

static void
read_state (FianchettoMatch *self, MatchState *state)
{
  state->ply_count = game_ply_count (self->game);
  state->live = self->view == live_node (self);
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

/* Called after every change, with the view already where it should be. */
/* The Termination tag of a draw agreed here, written by fianchetto_match_agree_draw(). A game
 * read from a file keeps its own tags as they were. */
#define TAG_TERMINATION "Termination"
#define TERMINATION_AGREEMENT "Draw by agreement"

static gboolean
is_agreement_tag (char **pair)
{
  return g_str_equal (pair[0], TAG_TERMINATION) && g_str_equal (pair[1], TERMINATION_AGREEMENT);
}

/* An agreement taken back (undo) takes its tag with it. */
static void
drop_stale_termination (FianchettoMatch *self)
{
  int kept = 0;

  if (!self->tags || (self->state.result == GAME_DRAWN && self->state.reason == END_AGREEMENT))
    return;
  for (int i = 0; self->tags[i] && self->tags[i + 1]; i += 2)
    if (is_agreement_tag (&self->tags[i]))
      {
        g_free (self->tags[i]);
        g_free (self->tags[i + 1]);
      }
    else
      {
        self->tags[kept++] = self->tags[i];
        self->tags[kept++] = self->tags[i + 1];
      }
  self->tags[kept] = NULL;
}

static void
fianchetto_match_update (FianchettoMatch *self, int old_view_ply)
{
  MatchState old = self->state;

  game_node_position (self->game, self->view, &self->viewed);
  read_state (self, &self->state);
  drop_stale_termination (self);

  g_object_freeze_notify (G_OBJECT (self));
  if (old_view_ply != view_ply (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEW_PLY]);
  notify_changes (self, &old);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

static void
fianchetto_match_set_view (FianchettoMatch *self, const PgnNode *node)
{
  int old_view_ply = view_ply (self);

  self->view = node;
  fianchetto_match_update (self, old_view_ply);
}

/* After a change to the record the view returns to the current position. */
static void
fianchetto_match_update_live (FianchettoMatch *self)
{
  fianchetto_match_set_view (self, live_node (self));
}

/* Takes game; the tags are copied, set before "changed" tells of the new game. */
static void
fianchetto_match_replace_game (FianchettoMatch *self, Game *game, const char *const *tags)
{
  int old_view_ply = view_ply (self);

  g_clear_pointer (&self->game, game_free);
  g_strfreev (self->tags);
  self->tags = g_strdupv ((char **) tags);
  self->game = game;
  self->view = live_node (self);
  fianchetto_match_update (self, old_view_ply);
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
      g_value_set_int (value, view_ply (self));
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
  properties[PROP_END_REASON] = read_only_int ("end-reason", END_TIMEOUT_DRAW);
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
  self->view = NULL;
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

  return view_ply (self);
}

void
fianchetto_match_set_view_ply (FianchettoMatch *self,
                               int              ply)
{
  const PgnNode *node;

  g_return_if_fail (FIANCHETTO_IS_MATCH (self));

  ply = CLAMP (ply, 0, self->state.ply_count);
  node = game_mainline_node (self->game, ply - 1);
  if (node != self->view)
    fianchetto_match_set_view (self, node);
}

const PgnNode *
fianchetto_match_get_view_node (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), NULL);

  return self->view;
}

void
fianchetto_match_set_view_node (FianchettoMatch *self,
                                const PgnNode   *node)
{
  g_return_if_fail (FIANCHETTO_IS_MATCH (self));

  /* Moves that could be redone are not shown: they are not part of the game as it stands. */
  if (node && game_node_mainline_ply (self->game, node) >= self->state.ply_count)
    node = live_node (self);
  if (node != self->view)
    fianchetto_match_set_view (self, node);
}

gboolean
fianchetto_match_view_is_in_variation (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  return self->view && game_node_mainline_ply (self->game, self->view) < 0;
}

gboolean
fianchetto_match_view_is_locked (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  return !self->state.live && self->computer != COLOR_NB && self->state.result == GAME_ONGOING;
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

  return self->view ? pgn_node_get_move (self->view) : MOVE_NONE;
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

  if (self->state.live)
    return self->state.result == GAME_ONGOING && !self->state.computer_turn;
  return !fianchetto_match_view_is_locked (self)
         && game_node_result (self->game, self->view, NULL) == GAME_ONGOING;
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
  return generate_moves (&self->viewed, GEN_LEGAL, list);
}

unsigned
fianchetto_match_promotion_choices (FianchettoMatch *self,
                                    Square           from,
                                    Square           to)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), 0);

  if (!fianchetto_match_can_play (self))
    return 0;
  return move_promotion_choices (&self->viewed, from, to);
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
  return move_find (&self->viewed, from, to, promotion);
}

/* At the current position the game goes on; anywhere else the move goes into the tree, as a
 * variation or along the one that is there, and the view follows it. */
gboolean
fianchetto_match_play (FianchettoMatch *self,
                       Move             move)
{
  const PgnNode *node;

  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (!fianchetto_match_can_play (self))
    return FALSE;
  if (self->state.live)
    {
      if (!game_play (self->game, move))
        return FALSE;
      fianchetto_match_update_live (self);
      return TRUE;
    }
  node = game_add_move (self->game, self->view, move);
  if (!node)
    return FALSE;
  fianchetto_match_set_view (self, node);
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

gboolean
fianchetto_match_flag_fall (FianchettoMatch *self,
                            Color            loser)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);
  g_return_val_if_fail (loser < COLOR_NB, FALSE);

  if (self->state.result != GAME_ONGOING)
    return FALSE;
  game_flag_fall (self->game, loser);
  fianchetto_match_update_live (self);
  return TRUE;
}

/* The offer judged on a worker: a copy of the game's end, searched with a table of its own
 * (the computer player's is busy on its thread or empty). */
typedef struct {
  Position pos;
  Key     *keys;
  int      n_keys;
  int      plies;
  Color    computer;
  int      elo;
} DrawOffer;

static void
draw_offer_free (gpointer data)
{
  DrawOffer *offer = data;

  g_free (offer->keys);
  g_free (offer);
}

static void
judge_draw_offer (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  DrawOffer     *offer = task_data;
  SearchContext *ctx = search_context_new (1);
  gboolean       accepted;

  if (!ctx)
    {
      g_task_return_boolean (task, FALSE);
      return;
    }
  accepted = draw_offer_accepted (ctx, &offer->pos, offer->keys, offer->n_keys, offer->plies,
                                  offer->computer, offer->elo);
  search_context_free (ctx);
  g_task_return_boolean (task, accepted);
}

void
fianchetto_match_offer_draw_async (FianchettoMatch     *self,
                                   int                  elo,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr (GTask) task = NULL;
  DrawOffer *offer;
  const Key *keys;

  g_return_if_fail (FIANCHETTO_IS_MATCH (self));
  g_return_if_fail (self->computer != COLOR_NB);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, fianchetto_match_offer_draw_async);
  if (self->state.result != GAME_ONGOING || self->state.computer_turn)
    {
      g_task_return_boolean (task, FALSE);
      return;
    }
  offer = g_new0 (DrawOffer, 1);
  offer->pos = *game_position (self->game);
  keys = game_history_keys (self->game, &offer->n_keys);
  offer->keys = g_memdup2 (keys, sizeof (Key) * (gsize) MAX (offer->n_keys, 1));
  offer->plies = game_ply_count (self->game);
  offer->computer = self->computer;
  offer->elo = elo;
  g_task_set_task_data (task, offer, draw_offer_free);
  g_task_run_in_thread (task, judge_draw_offer);
}

gboolean
fianchetto_match_offer_draw_finish (FianchettoMatch *self,
                                    GAsyncResult    *result,
                                    GError         **error)
{
  DrawOffer *offer;

  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  offer = g_task_get_task_data (G_TASK (result));
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  /* An answer for the position it was offered in: none if the game moved on meanwhile. */
  if (self->state.result != GAME_ONGOING || game_ply_count (self->game) != offer->plies
      || game_position (self->game)->key != offer->pos.key)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           "The game moved on before the computer answered");
      return FALSE;
    }
  return fianchetto_match_agree_draw (self);
}

gboolean
fianchetto_match_agree_draw (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (self->state.result != GAME_ONGOING)
    return FALSE;
  game_agree_draw (self->game);
  /* The result alone would say 1/2-1/2; the tag says how. */
  {
    g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

    if (self->tags)
      g_strv_builder_addv (builder, (const char **) self->tags);
    g_strv_builder_add_many (builder, TAG_TERMINATION, TERMINATION_AGREEMENT, NULL);
    g_strfreev (self->tags);
    self->tags = g_strv_builder_end (builder);
  }
  fianchetto_match_update_live (self);
  return TRUE;
}

void
fianchetto_match_set_move_clock (FianchettoMatch *self,
                                 int              ply,
                                 const char      *clock)
{
  const PgnNode *node;
  char *comment;

  g_return_if_fail (FIANCHETTO_IS_MATCH (self));

  node = game_mainline_node (self->game, ply);
  g_return_if_fail (node != NULL);
  comment = pgn_comment_set_command (pgn_node_get_comment_after (node), "clk", clock);
  game_set_comment (self->game, node, comment);
  /* The engine's library allocates with malloc. */
  free (comment);
}

/* ---- The tree --------------------------------------------------------------------------- */

gboolean
fianchetto_match_promote_variation (FianchettoMatch *self,
                                    const PgnNode   *node)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), FALSE);

  if (!game_promote_variation (self->game, node))
    return FALSE;
  /* The view stays where it was: node and the moves around it are the same nodes. */
  fianchetto_match_set_view (self, self->view);
  return TRUE;
}

/* Is node at or after ancestor in play order, on ancestor's line? */
static gboolean
descends_from (const PgnNode *node, const PgnNode *ancestor)
{
  for (; node; node = pgn_node_get_parent (node))
    if (node == ancestor)
      return TRUE;
  return FALSE;
}

void
fianchetto_match_delete_from (FianchettoMatch *self,
                              const PgnNode   *node)
{
  const PgnNode *view;
  int old_view_ply;

  g_return_if_fail (FIANCHETTO_IS_MATCH (self));
  g_return_if_fail (node != NULL);

  /* A view on what goes moves back to the position before it. */
  old_view_ply = view_ply (self);
  view = descends_from (self->view, node) ? pgn_node_get_parent (node) : self->view;
  game_delete_from (self->game, node);
  if (game_node_mainline_ply (self->game, view) >= game_ply_count (self->game))
    view = live_node (self);
  self->view = view;
  fianchetto_match_update (self, old_view_ply);
}

void
fianchetto_match_set_comment (FianchettoMatch *self,
                              const PgnNode   *node,
                              const char      *comment)
{
  g_return_if_fail (FIANCHETTO_IS_MATCH (self));

  game_set_comment (self->game, node, comment);
  fianchetto_match_set_view (self, self->view);
}

void
fianchetto_match_set_assessment (FianchettoMatch *self,
                                 const PgnNode   *node,
                                 int              nag)
{
  g_return_if_fail (FIANCHETTO_IS_MATCH (self));
  g_return_if_fail (node != NULL);

  game_set_assessment (self->game, node, nag);
  fianchetto_match_set_view (self, self->view);
}

void
fianchetto_match_add_line (FianchettoMatch *self,
                           const PgnNode   *node,
                           const Move      *moves,
                           int              n_moves)
{
  g_return_if_fail (FIANCHETTO_IS_MATCH (self));

  for (int i = 0; i < n_moves && (node = game_add_move (self->game, node, moves[i])); i++)
    ;
  fianchetto_match_set_view (self, self->view);
}

Game *
fianchetto_match_dup_game (FianchettoMatch *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MATCH (self), NULL);

  return game_copy (self->game);
}
