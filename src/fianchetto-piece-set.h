/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-piece-set.h: one set of piece drawings, read once from the GResource as SVG and
 * rendered at the size the board needs, as cairo surfaces (for painting anywhere) or GdkTextures
 * (for snapshots). */
#pragma once

#include <cairo.h>
#include <gdk/gdk.h>

#include "types.h"

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_PIECE_SET (fianchetto_piece_set_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoPieceSet, fianchetto_piece_set, FIANCHETTO, PIECE_SET, GObject)

/* Loads resources/pieces/<name>/{white,black}-{pawn,...,king}.svg. */
FianchettoPieceSet *fianchetto_piece_set_new            (const char *name,
                                                         GError    **error);
const char         *fianchetto_piece_set_get_name       (FianchettoPieceSet *self);

/* The piece rendered into a size x size image. The set keeps the images of one size, made on
 * first use and dropped when another size is asked for; the caller does not own them. */
cairo_surface_t    *fianchetto_piece_set_get_surface    (FianchettoPieceSet *self,
                                                         Piece               piece,
                                                         int                 size);
GdkTexture         *fianchetto_piece_set_get_texture    (FianchettoPieceSet *self,
                                                         Piece               piece,
                                                         int                 size);
/* A texture of any size outside the cache, for one-off uses such as dialogs. */
GdkTexture         *fianchetto_piece_set_render_texture (FianchettoPieceSet *self,
                                                         Piece               piece,
                                                         int                 size);

G_END_DECLS
