/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-sounds.c: one GtkMediaFile a sound, made once; GStreamer decodes and plays on
 * threads of its own, so playing costs the main loop a seek and a state change. Starting
 * GStreamer (its plugin registry) takes a tenth of a second or more: that is done on a worker
 * thread before the first media file is made, so the main loop never waits for it. */
#define G_LOG_DOMAIN "fianchetto-sounds"

#include "config.h"

#include "fianchetto-sounds.h"

#include <dlfcn.h>

#define RESOURCE_SOUNDS "/io/github/fianchetto/Fianchetto/sounds"

struct _FianchettoSounds {
  GObject          parent_instance;

  gboolean         enabled;
  GtkMediaStream  *streams[SOUND_NB];
  guint            preload_source;
  GCancellable    *warming;         /* GStreamer being started, or NULL */
  gboolean         warm;
  guint            played;
  Sound            last;
};

G_DEFINE_FINAL_TYPE (FianchettoSounds, fianchetto_sounds, G_TYPE_OBJECT)

static void
fianchetto_sounds_dispose (GObject *object)
{
  FianchettoSounds *self = FIANCHETTO_SOUNDS (object);

  g_clear_handle_id (&self->preload_source, g_source_remove);
  if (self->warming)
    g_cancellable_cancel (self->warming);
  g_clear_object (&self->warming);
  for (int i = 0; i < SOUND_NB; i++)
    {
      if (self->streams[i])
        gtk_media_stream_pause (self->streams[i]);
      g_clear_object (&self->streams[i]);
    }

  G_OBJECT_CLASS (fianchetto_sounds_parent_class)->dispose (object);
}

static void
fianchetto_sounds_class_init (FianchettoSoundsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = fianchetto_sounds_dispose;
}

static void
fianchetto_sounds_init (FianchettoSounds *self)
{
  self->enabled = TRUE;
  self->last = SOUND_NONE;
}

FianchettoSounds *
fianchetto_sounds_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_SOUNDS, NULL);
}

void
fianchetto_sounds_set_enabled (FianchettoSounds *self,
                               gboolean          enabled)
{
  g_return_if_fail (FIANCHETTO_IS_SOUNDS (self));

  self->enabled = enabled;
}

static GtkMediaStream *
stream_for (FianchettoSounds *self, Sound sound)
{
  if (!self->streams[sound])
    {
      g_autofree char *path = g_strdup_printf (RESOURCE_SOUNDS "/%s.wav", sound_name (sound));
      self->streams[sound] = gtk_media_file_new_for_resource (path);
    }
  return self->streams[sound];
}

static gboolean
preload_next (gpointer user_data)
{
  FianchettoSounds *self = user_data;

  for (int i = 0; i < SOUND_NB; i++)
    if (!self->streams[i])
      {
        stream_for (self, (Sound) i);
        return G_SOURCE_CONTINUE;   /* one a turn: the main loop breathes in between */
      }
  self->preload_source = 0;
  return G_SOURCE_REMOVE;
}

/* gst_init from the library GTK's media backend will use, if it is there at all: the same
 * library, loaded once, so GTK's own gst_init later finds it done. No GStreamer: nothing. */
static void
warm_up (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  void *library = dlopen ("libgstreamer-1.0.so.0", RTLD_NOW | RTLD_GLOBAL);
  gboolean (*init_check) (int *, char ***, GError **) = NULL;

  if (library)
    *(void **) &init_check = dlsym (library, "gst_init_check");
  if (init_check)
    init_check (NULL, NULL, NULL);
  g_task_return_boolean (task, TRUE);
}

static void
on_warm (GObject *source, GAsyncResult *result, gpointer data)
{
  FianchettoSounds *self = FIANCHETTO_SOUNDS (source);

  if (!g_task_propagate_boolean (G_TASK (result), NULL) || !self->warming)
    return;
  g_clear_object (&self->warming);
  self->warm = TRUE;
  if (self->enabled && !self->preload_source)
    self->preload_source = g_idle_add_full (G_PRIORITY_LOW, preload_next, self, NULL);
}

void
fianchetto_sounds_preload (FianchettoSounds *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (FIANCHETTO_IS_SOUNDS (self));

  if (!self->enabled || self->warming || self->preload_source)
    return;
  if (self->warm)
    {
      self->preload_source = g_idle_add_full (G_PRIORITY_LOW, preload_next, self, NULL);
      return;
    }
  self->warming = g_cancellable_new ();
  task = g_task_new (self, self->warming, on_warm, NULL);
  g_task_set_source_tag (task, fianchetto_sounds_preload);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, warm_up);
}

void
fianchetto_sounds_play (FianchettoSounds *self,
                        Sound             sound)
{
  GtkMediaStream *stream;

  g_return_if_fail (FIANCHETTO_IS_SOUNDS (self));
  g_return_if_fail (sound > SOUND_NONE && sound < SOUND_NB);

  if (!self->enabled)
    return;
  self->played++;
  self->last = sound;
  /* Until GStreamer has started off the main loop, a sound would cost a freeze: skipped. */
  if (!self->warm)
    {
      fianchetto_sounds_preload (self);
      return;
    }
  stream = stream_for (self, sound);
  /* No backend, no device, a broken file: silence, as promised. */
  if (gtk_media_stream_get_error (stream))
    return;
  if (gtk_media_stream_is_prepared (stream) && gtk_media_stream_is_seekable (stream))
    gtk_media_stream_seek (stream, 0);
  gtk_media_stream_play (stream);
}

guint
fianchetto_sounds_get_played (FianchettoSounds *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_SOUNDS (self), 0);

  return self->played;
}

Sound
fianchetto_sounds_get_last (FianchettoSounds *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_SOUNDS (self), SOUND_NONE);

  return self->last;
}
