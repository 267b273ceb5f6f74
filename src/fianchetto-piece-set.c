/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-piece-set.c: SVG is parsed once; pixels are made once per size. A cairo image
 * surface is premultiplied ARGB in native byte order, which is GDK_MEMORY_DEFAULT, so a texture
 * wraps the surface's pixels without converting them. */
#define G_LOG_DOMAIN "fianchetto-piece-set"

#include "config.h"

#include "fianchetto-piece-set.h"

#include <librsvg/rsvg.h>

#define RESOURCE_PIECES "/io/github/fianchetto/Fianchetto/pieces"

enum { PIECE_SLOTS = COLOR_NB * PIECE_TYPE_NB };

struct _FianchettoPieceSet {
  GObject          parent_instance;

  char            *name;
  RsvgHandle      *handles[PIECE_SLOTS];
  int              cached_size;
  cairo_surface_t *surfaces[PIECE_SLOTS];
  GdkTexture      *textures[PIECE_SLOTS];
};

G_DEFINE_FINAL_TYPE (FianchettoPieceSet, fianchetto_piece_set, G_TYPE_OBJECT)

static const char *const color_names[COLOR_NB] = { "white", "black" };
static const char *const type_names[PIECE_TYPE_NB] = {
  "pawn", "knight", "bishop", "rook", "queen", "king",
};

static int
slot_of (Piece piece)
{
  return piece_color (piece) * PIECE_TYPE_NB + piece_type (piece);
}

static gboolean
piece_is_valid (Piece piece)
{
  return piece_type (piece) < PIECE_TYPE_NB && piece_color (piece) < COLOR_NB;
}

static void
drop_cache (FianchettoPieceSet *self)
{
  for (int i = 0; i < PIECE_SLOTS; i++)
    {
      g_clear_pointer (&self->surfaces[i], cairo_surface_destroy);
      g_clear_object (&self->textures[i]);
    }
  self->cached_size = 0;
}

static void
fianchetto_piece_set_dispose (GObject *object)
{
  FianchettoPieceSet *self = FIANCHETTO_PIECE_SET (object);

  drop_cache (self);
  for (int i = 0; i < PIECE_SLOTS; i++)
    g_clear_object (&self->handles[i]);

  G_OBJECT_CLASS (fianchetto_piece_set_parent_class)->dispose (object);
}

static void
fianchetto_piece_set_finalize (GObject *object)
{
  FianchettoPieceSet *self = FIANCHETTO_PIECE_SET (object);

  g_free (self->name);

  G_OBJECT_CLASS (fianchetto_piece_set_parent_class)->finalize (object);
}

static void
fianchetto_piece_set_class_init (FianchettoPieceSetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = fianchetto_piece_set_dispose;
  object_class->finalize = fianchetto_piece_set_finalize;
}

static void
fianchetto_piece_set_init (FianchettoPieceSet *self)
{
}

static RsvgHandle *
load_piece (const char *set, Color color, PieceType type, GError **error)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_PIECES "/%s/%s-%s.svg",
                                           set, color_names[color], type_names[type]);
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  gsize size;
  const guint8 *data;

  if (!bytes)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  return rsvg_handle_new_from_data (data, size, error);
}

FianchettoPieceSet *
fianchetto_piece_set_new (const char *name,
                          GError    **error)
{
  g_autoptr(FianchettoPieceSet) self = NULL;

  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (FIANCHETTO_TYPE_PIECE_SET, NULL);
  self->name = g_strdup (name);
  for (int c = WHITE; c < COLOR_NB; c++)
    for (int t = PAWN; t < PIECE_TYPE_NB; t++)
      {
        RsvgHandle *handle = load_piece (name, (Color) c, (PieceType) t, error);

        if (!handle)
          return NULL;
        self->handles[slot_of (make_piece ((Color) c, (PieceType) t))] = handle;
      }
  return g_steal_pointer (&self);
}

const char *
fianchetto_piece_set_get_name (FianchettoPieceSet *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_PIECE_SET (self), NULL);

  return self->name;
}

static cairo_surface_t *
render_surface (RsvgHandle *handle, int size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, size, size };
  g_autoptr(GError) error = NULL;

  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    g_warning ("Could not render a piece: %s", error->message);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The texture shares the surface's pixels and keeps the surface alive while it needs them. */
static GdkTexture *
texture_from_surface (cairo_surface_t *surface)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = NULL;

  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * (gsize) height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));
  return gdk_memory_texture_new (width, height, GDK_MEMORY_DEFAULT, bytes, (gsize) stride);
}

cairo_surface_t *
fianchetto_piece_set_get_surface (FianchettoPieceSet *self,
                                  Piece               piece,
                                  int                 size)
{
  int slot;

  g_return_val_if_fail (FIANCHETTO_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (piece_is_valid (piece), NULL);
  g_return_val_if_fail (size > 0, NULL);

  if (size != self->cached_size)
    {
      drop_cache (self);
      self->cached_size = size;
    }
  slot = slot_of (piece);
  if (!self->surfaces[slot])
    self->surfaces[slot] = render_surface (self->handles[slot], size);
  return self->surfaces[slot];
}

GdkTexture *
fianchetto_piece_set_get_texture (FianchettoPieceSet *self,
                                  Piece               piece,
                                  int                 size)
{
  cairo_surface_t *surface;
  int slot;

  g_return_val_if_fail (FIANCHETTO_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (piece_is_valid (piece), NULL);
  g_return_val_if_fail (size > 0, NULL);

  surface = fianchetto_piece_set_get_surface (self, piece, size);
  slot = slot_of (piece);
  if (!self->textures[slot])
    self->textures[slot] = texture_from_surface (surface);
  return self->textures[slot];
}

GdkTexture *
fianchetto_piece_set_render_texture (FianchettoPieceSet *self,
                                     Piece               piece,
                                     int                 size)
{
  cairo_surface_t *surface;
  GdkTexture *texture;

  g_return_val_if_fail (FIANCHETTO_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (piece_is_valid (piece), NULL);
  g_return_val_if_fail (size > 0, NULL);

  surface = render_surface (self->handles[slot_of (piece)], size);
  texture = texture_from_surface (surface);
  cairo_surface_destroy (surface);
  return texture;
}
