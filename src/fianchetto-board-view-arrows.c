/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-arrows.c: the Analysis mode's arrows, one for the first move of each
 * of the engine's lines. Unlike the hint they belong to the position viewed, whichever it is:
 * the window sets them again whenever the view or the lines change. */
#define G_LOG_DOMAIN "fianchetto-board-view"

#include "config.h"

#include "fianchetto-board-view-private.h"

#include "board-painter.h"

void
fianchetto_board_view_set_arrows (FianchettoBoardView *self,
                                  const Move          *moves,
                                  int                  n,
                                  int                  focus)
{
  g_return_if_fail (FIANCHETTO_IS_BOARD_VIEW (self));

  n = CLAMP (n, 0, (int) G_N_ELEMENTS (self->arrows));
  if (n == self->n_arrows && focus == self->arrow_focus
      && (n == 0 || memcmp (moves, self->arrows, sizeof (Move) * (gsize) n) == 0))
    return;
  for (int i = 0; i < n; i++)
    self->arrows[i] = moves[i];
  self->n_arrows = n;
  self->arrow_focus = focus;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
fianchetto_board_view_snapshot_arrows (FianchettoBoardView *self,
                                       GtkSnapshot         *snapshot)
{
  const BoardGeometry *g = &self->geometry;
  double size = board_geometry_board_size (g);

  if (self->n_arrows == 0)
    return;
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (g->x, g->y, size, size));
  /* The others first and faint, the focused one last and solid, on top. */
  for (int pass = 0; pass < 2; pass++)
    for (int i = self->n_arrows - 1; i >= 0; i--)
      {
        if ((i == self->arrow_focus) != (pass == 1) || self->arrows[i] == MOVE_NONE)
          continue;
        cairo_push_group (cr);
        board_painter_draw_arrow (cr, g, board_palette_default (), move_from (self->arrows[i]),
                                  move_to (self->arrows[i]));
        cairo_pop_group_to_source (cr);
        cairo_paint_with_alpha (cr, pass == 1 ? 1.0 : 0.45);
      }
  cairo_destroy (cr);
}
