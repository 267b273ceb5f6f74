/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view.c: the widget itself: properties, size, following the match, and the
 * selection that pointer and keyboard input share. */
#define G_LOG_DOMAIN "fianchetto-board-view"

#include "config.h"

#include "fianchetto-board-view-private.h"

#include "bitboard.h"

G_DEFINE_FINAL_TYPE (FianchettoBoardView, fianchetto_board_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_FLIPPED,
  PROP_AUTO_FLIP,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_LEGAL_MOVES,
  PROP_ANIMATE_MOVES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  LAYOUT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum { MIN_SQUARE = 24, NATURAL_SQUARE = 72 };

static gboolean
effective_flip (FianchettoBoardView *self)
{
  gboolean flipped = self->flipped;

  if (self->auto_flip && self->bottom_side == BLACK)
    flipped = !flipped;
  return flipped;
}

static void
fit_geometry (FianchettoBoardView *self)
{
  BoardGeometry old = self->geometry;

  board_geometry_fit (&self->geometry,
                      gtk_widget_get_width (GTK_WIDGET (self)),
                      gtk_widget_get_height (GTK_WIDGET (self)),
                      effective_flip (self));
  if (old.x != self->geometry.x || old.y != self->geometry.y
      || old.square_size != self->geometry.square_size || old.flipped != self->geometry.flipped)
    g_signal_emit (self, signals[LAYOUT_CHANGED], 0);
}

/* With auto-flip the side to move of the game (not of a reviewed position) sits at the
 * bottom; the turn waits for any move animation so the piece is seen landing first. */
void
fianchetto_board_view_update_orientation (FianchettoBoardView *self)
{
  Color side = WHITE;

  if (self->match)
    side = fianchetto_match_get_live_position (self->match)->side_to_move;
  if (side == self->bottom_side)
    return;
  self->bottom_side = side;
  if (self->auto_flip)
    {
      fit_geometry (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
refresh_legal_moves (FianchettoBoardView *self)
{
  self->legal.count = 0;
  if (self->match)
    fianchetto_match_legal_moves (self->match, &self->legal);
}

static Bitboard
destinations_from (FianchettoBoardView *self, Square from)
{
  Bitboard targets = 0;

  for (int i = 0; i < self->legal.count; i++)
    if (move_from (self->legal.moves[i]) == from)
      targets |= square_bb (move_to (self->legal.moves[i]));
  return targets;
}

gboolean
fianchetto_board_view_can_pick (FianchettoBoardView *self, Square s)
{
  Piece piece;

  if (!self->match || s == SQ_NONE || self->promotion_from != SQ_NONE)
    return FALSE;
  piece = position_piece_on (&self->shown, s);
  if (piece == NO_PIECE)
    return FALSE;
  if (fianchetto_match_can_play (self->match))
    return piece_color (piece) == self->shown.side_to_move;
  /* While the computer thinks the player may still pick up their own pieces to look; with no
   * destinations, every drop sends them home. */
  return fianchetto_match_is_computer_turn (self->match) && fianchetto_match_is_live (self->match)
         && piece_color (piece) != fianchetto_match_get_computer_color (self->match);
}

void
fianchetto_board_view_select (FianchettoBoardView *self, Square s)
{
  self->selected = s;
  self->destinations = s == SQ_NONE ? 0 : destinations_from (self, s);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
fianchetto_board_view_clear_selection (FianchettoBoardView *self)
{
  self->deselect_on_release = FALSE;
  self->hover = SQ_NONE;
  fianchetto_board_view_select (self, SQ_NONE);
}

gboolean
fianchetto_board_view_try_move (FianchettoBoardView *self,
                                Square               from,
                                Square               to,
                                gboolean             animate)
{
  Move move;

  if (!self->match)
    return FALSE;
  if (fianchetto_match_promotion_choices (self->match, from, to) != 0)
    {
      fianchetto_board_view_clear_selection (self);
      fianchetto_board_view_ask_promotion (self, from, to);
      return TRUE;
    }
  move = fianchetto_match_find_move (self->match, from, to, NO_PIECE_TYPE);
  if (move == MOVE_NONE)
    return FALSE;
  fianchetto_board_view_clear_selection (self);
  self->skip_next_animation = !animate;
  fianchetto_match_play (self->match, move);
  self->skip_next_animation = FALSE;
  return TRUE;
}

/* A hint is about the position it was asked in; any move, undo or new game ends it. */
static void
expire_hint (FianchettoBoardView *self)
{
  if (self->hint == MOVE_NONE
      || (self->match
          && fianchetto_match_get_ply_count (self->match) == self->hint_ply
          && fianchetto_match_get_live_position (self->match)->key == self->hint_key))
    return;
  self->hint = MOVE_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_match_changed (FianchettoBoardView *self,
                  FianchettoMatch     *match)
{
  const Position *now = fianchetto_match_get_position (match);
  BoardAnimation plan;

  fianchetto_board_view_cancel_promotion (self);
  if (self->drag_from != SQ_NONE)
    fianchetto_board_view_cancel_drag (self);
  if (!self->skip_next_animation && board_animation_plan (&plan, self->shown.board, now->board))
    fianchetto_board_view_animate (self, &plan);
  else
    fianchetto_board_view_stop_animation (self);
  self->shown = *now;
  expire_hint (self);
  refresh_legal_moves (self);
  fianchetto_board_view_clear_selection (self);
  if (self->tick_id == 0)
    fianchetto_board_view_update_orientation (self);
  fianchetto_board_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
fianchetto_board_view_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  *minimum = 8 * MIN_SQUARE;
  *natural = 8 * NATURAL_SQUARE;
}

static void
fianchetto_board_view_size_allocate (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline)
{
  fit_geometry (FIANCHETTO_BOARD_VIEW (widget));
}

static void
fianchetto_board_view_dispose (GObject *object)
{
  FianchettoBoardView *self = FIANCHETTO_BOARD_VIEW (object);

  fianchetto_board_view_cancel_promotion (self);
  fianchetto_board_view_stop_animation (self);
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_object (&self->pieces);
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  g_clear_pointer (&self->still_node, gsk_render_node_unref);

  G_OBJECT_CLASS (fianchetto_board_view_parent_class)->dispose (object);
}

static void
fianchetto_board_view_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FianchettoBoardView *self = FIANCHETTO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_AUTO_FLIP:
      g_value_set_boolean (value, self->auto_flip);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->show_legal_moves);
      break;
    case PROP_ANIMATE_MOVES:
      g_value_set_boolean (value, self->animate_moves);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The flags that only change the look: set, notify, redraw. */
static void
set_look_flag (FianchettoBoardView *self, gboolean *flag, gboolean value, guint prop_id)
{
  value = !!value;
  if (*flag == value)
    return;
  *flag = value;
  fit_geometry (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
fianchetto_board_view_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  FianchettoBoardView *self = FIANCHETTO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      fianchetto_board_view_set_match (self, g_value_get_object (value));
      break;
    case PROP_FLIPPED:
      set_look_flag (self, &self->flipped, g_value_get_boolean (value), prop_id);
      break;
    case PROP_AUTO_FLIP:
      set_look_flag (self, &self->auto_flip, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_COORDINATES:
      set_look_flag (self, &self->show_coordinates, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_LEGAL_MOVES:
      set_look_flag (self, &self->show_legal_moves, g_value_get_boolean (value), prop_id);
      break;
    case PROP_ANIMATE_MOVES:
      set_look_flag (self, &self->animate_moves, g_value_get_boolean (value), prop_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
boolean_property (const char *name, gboolean default_value)
{
  return g_param_spec_boolean (name, NULL, NULL, default_value,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                               | G_PARAM_STATIC_STRINGS);
}

static void
fianchetto_board_view_class_init (FianchettoBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_board_view_dispose;
  object_class->get_property = fianchetto_board_view_get_property;
  object_class->set_property = fianchetto_board_view_set_property;

  widget_class->measure = fianchetto_board_view_measure;
  widget_class->size_allocate = fianchetto_board_view_size_allocate;
  widget_class->snapshot = fianchetto_board_view_snapshot;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, FIANCHETTO_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] = boolean_property ("flipped", FALSE);
  properties[PROP_AUTO_FLIP] = boolean_property ("auto-flip", FALSE);
  properties[PROP_SHOW_COORDINATES] = boolean_property ("show-coordinates", TRUE);
  properties[PROP_SHOW_LEGAL_MOVES] = boolean_property ("show-legal-moves", TRUE);
  properties[PROP_ANIMATE_MOVES] = boolean_property ("animate-moves", TRUE);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[LAYOUT_CHANGED] =
    g_signal_new ("layout-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  fianchetto_board_view_class_init_keyboard (widget_class);
  gtk_widget_class_set_css_name (widget_class, "chessboard");
}

static void
fianchetto_board_view_init (FianchettoBoardView *self)
{
  g_autoptr(GError) error = NULL;

  self->show_coordinates = TRUE;
  self->show_legal_moves = TRUE;
  self->animate_moves = TRUE;
  self->selected = self->hover = self->cursor = SQ_NONE;
  self->drag_candidate = self->drag_from = SQ_NONE;
  self->promotion_from = self->promotion_to = SQ_NONE;
  self->bottom_side = WHITE;
  self->hint = MOVE_NONE;
  position_clear (&self->shown);

  self->pieces = fianchetto_piece_set_new ("fianchetto", &error);
  if (!self->pieces)
    g_critical ("Could not load the pieces: %s", error->message);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  fianchetto_board_view_init_input (self);
  fianchetto_board_view_init_keyboard (self);
  fianchetto_board_view_update_accessible (self);
}

GtkWidget *
fianchetto_board_view_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_BOARD_VIEW, NULL);
}

FianchettoMatch *
fianchetto_board_view_get_match (FianchettoBoardView *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_BOARD_VIEW (self), NULL);

  return self->match;
}

void
fianchetto_board_view_set_match (FianchettoBoardView *self,
                                 FianchettoMatch     *match)
{
  g_return_if_fail (FIANCHETTO_IS_BOARD_VIEW (self));
  g_return_if_fail (!match || FIANCHETTO_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match)
    {
      g_signal_connect_object (match, "changed", G_CALLBACK (on_match_changed), self,
                               G_CONNECT_SWAPPED);
      /* A new match is shown at once, not animated from whatever was there. */
      self->shown = *fianchetto_match_get_position (match);
      on_match_changed (self, match);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

gboolean
fianchetto_board_view_get_flipped (FianchettoBoardView *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_BOARD_VIEW (self), FALSE);

  return self->flipped;
}

void
fianchetto_board_view_set_flipped (FianchettoBoardView *self,
                                   gboolean             flipped)
{
  g_return_if_fail (FIANCHETTO_IS_BOARD_VIEW (self));

  set_look_flag (self, &self->flipped, flipped, PROP_FLIPPED);
}

Move
fianchetto_board_view_get_hint (FianchettoBoardView *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_BOARD_VIEW (self), MOVE_NONE);

  return self->hint;
}

void
fianchetto_board_view_set_hint (FianchettoBoardView *self,
                                Move                 hint)
{
  g_return_if_fail (FIANCHETTO_IS_BOARD_VIEW (self));

  self->hint = self->match ? hint : MOVE_NONE;
  if (self->match)
    {
      self->hint_ply = fianchetto_match_get_ply_count (self->match);
      self->hint_key = fianchetto_match_get_live_position (self->match)->key;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

FianchettoPieceSet *
fianchetto_board_view_get_piece_set (FianchettoBoardView *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_BOARD_VIEW (self), NULL);

  return self->pieces;
}

const BoardGeometry *
fianchetto_board_view_get_geometry (FianchettoBoardView *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_BOARD_VIEW (self), NULL);

  return &self->geometry;
}
