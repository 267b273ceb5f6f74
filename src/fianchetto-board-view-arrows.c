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
  g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
same_geometry (const BoardGeometry *a, const BoardGeometry *b)
{
  return a->x == b->x && a->y == b->y && a->square_size == b->square_size && a->flipped == b->flipped;
}

/* The squares the arrows join, a square wider all round for the heads: what a new set of
 * arrows repaints, not the whole board. */
static graphene_rect_t
arrows_bounds (FianchettoBoardView *self)
{
  const BoardGeometry *g = &self->geometry;
  double size = g->square_size, left = G_MAXDOUBLE, top = G_MAXDOUBLE, right = -G_MAXDOUBLE, bottom = -G_MAXDOUBLE;

  for (int i = 0; i < self->n_arrows; i++)
    {
      if (self->arrows[i] == MOVE_NONE)
        continue;
      Square ends[2] = { move_from (self->arrows[i]), move_to (self->arrows[i]) };
      for (int e = 0; e < 2; e++)
        {
          double x, y;
          board_geometry_square_origin (g, ends[e], &x, &y);
          left = MIN (left, x - size);
          top = MIN (top, y - size);
          right = MAX (right, x + 2 * size);
          bottom = MAX (bottom, y + 2 * size);
        }
    }
  if (left > right)
    return GRAPHENE_RECT_INIT (g->x, g->y, 0, 0);
  left = MAX (left, g->x);
  top = MAX (top, g->y);
  right = MIN (right, g->x + board_geometry_board_size (g));
  bottom = MIN (bottom, g->y + board_geometry_board_size (g));
  return GRAPHENE_RECT_INIT (left, top, right - left, bottom - top);
}

static GskRenderNode *
render_arrows (FianchettoBoardView *self)
{
  const BoardGeometry *g = &self->geometry;
  graphene_rect_t bounds = arrows_bounds (self);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  cairo_t *cr;

  if (bounds.size.width <= 0)
    return gtk_snapshot_free_to_node (snapshot);
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);

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
  return gtk_snapshot_free_to_node (snapshot);
}

void
fianchetto_board_view_snapshot_arrows (FianchettoBoardView *self,
                                       GtkSnapshot         *snapshot)
{
  if (self->n_arrows == 0)
    return;
  if (self->arrows_node && !same_geometry (&self->arrows_geometry, &self->geometry))
    g_clear_pointer (&self->arrows_node, gsk_render_node_unref);
  if (!self->arrows_node)
    {
      self->arrows_node = render_arrows (self);
      self->arrows_geometry = self->geometry;
    }
  if (self->arrows_node)
    gtk_snapshot_append_node (snapshot, self->arrows_node);
}
