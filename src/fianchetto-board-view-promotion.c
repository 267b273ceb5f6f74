/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-promotion.c: a pawn played to its last rank waits there while the
 * promotion dialog asks for a piece; the choice completes the move, a cancel sends it home. */
#define G_LOG_DOMAIN "fianchetto-board-view"

#include "config.h"

#include "fianchetto-board-view-private.h"
#include "fianchetto-promotion-dialog.h"

static void
send_pawn_home (FianchettoBoardView *self, Square from, Square to)
{
  BoardAnimation plan;

  board_animation_plan_return (&plan, position_piece_on (&self->shown, from),
                               square_file (to), square_rank (to), from);
  fianchetto_board_view_animate (self, &plan);
}

static void
on_promotion_chosen (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(FianchettoBoardView) self = user_data;
  g_autoptr(GError) error = NULL;
  PieceType type = fianchetto_promotion_dialog_choose_finish (result, &error);
  Square from = self->promotion_from, to = self->promotion_to;
  Move move;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->promotion_cancellable);
  self->promotion_from = self->promotion_to = SQ_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  move = type == NO_PIECE_TYPE || !self->match
         ? MOVE_NONE
         : fianchetto_match_find_move (self->match, from, to, type);
  if (move == MOVE_NONE)
    {
      send_pawn_home (self, from, to);
      return;
    }
  /* The pawn is already on its square: the new piece simply replaces it. */
  self->skip_next_animation = TRUE;
  fianchetto_match_play (self->match, move);
  self->skip_next_animation = FALSE;
}

void
fianchetto_board_view_ask_promotion (FianchettoBoardView *self,
                                     Square               from,
                                     Square               to)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  Color color = piece_color (position_piece_on (&self->shown, from));

  fianchetto_board_view_cancel_promotion (self);
  self->promotion_from = from;
  self->promotion_to = to;
  self->promotion_cancellable = g_cancellable_new ();
  gtk_widget_queue_draw (GTK_WIDGET (self));
  fianchetto_promotion_dialog_choose_async (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                            self->pieces, color,
                                            fianchetto_match_promotion_choices (self->match, from, to),
                                            self->promotion_cancellable,
                                            on_promotion_chosen, g_object_ref (self));
}

void
fianchetto_board_view_cancel_promotion (FianchettoBoardView *self)
{
  if (self->promotion_cancellable)
    {
      g_cancellable_cancel (self->promotion_cancellable);
      g_clear_object (&self->promotion_cancellable);
    }
  if (self->promotion_from != SQ_NONE)
    {
      self->promotion_from = self->promotion_to = SQ_NONE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}
