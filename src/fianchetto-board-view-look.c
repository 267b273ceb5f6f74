/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-board-view-look.c: a new piece set is read from the GResource once, when it is
 * chosen; its images are then rendered once per size like the first set's. */
#define G_LOG_DOMAIN "fianchetto-board-view"

#include "config.h"

#include "fianchetto-board-view-look.h"

#include "fianchetto-board-view-private.h"

void
fianchetto_board_view_set_theme (FianchettoBoardView *self,
                                 BoardTheme           theme)
{
  const BoardPalette *palette;

  g_return_if_fail (FIANCHETTO_IS_BOARD_VIEW (self));

  palette = board_theme_palette (theme);
  if (self->palette == palette)
    return;
  self->palette = palette;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const BoardPalette *
fianchetto_board_view_get_palette (FianchettoBoardView *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_BOARD_VIEW (self), NULL);

  return self->palette ? self->palette : board_palette_default ();
}

void
fianchetto_board_view_set_piece_set (FianchettoBoardView *self,
                                     const char          *name)
{
  g_autoptr(GError) error = NULL;
  FianchettoPieceSet *pieces;

  g_return_if_fail (FIANCHETTO_IS_BOARD_VIEW (self));
  g_return_if_fail (name != NULL);

  if (self->pieces && g_strcmp0 (fianchetto_piece_set_get_name (self->pieces), name) == 0)
    return;
  pieces = fianchetto_piece_set_new (name, &error);
  if (!pieces)
    {
      g_warning ("Could not load the piece set “%s”: %s", name, error->message);
      return;
    }
  g_clear_object (&self->pieces);
  g_clear_pointer (&self->still_node, gsk_render_node_unref);   /* drawn with the old set */
  self->pieces = pieces;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
