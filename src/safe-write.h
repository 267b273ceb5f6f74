/* SPDX-License-Identifier: GPL-3.0-or-later */
/* safe-write.h: writing a whole file so that a failure can never cost the old one. The new
 * contents go to a temporary file beside it; every write is checked, the file is synced, and
 * only then renamed over the old one, and the directory synced. On any failure the temporary
 * file is removed and the old file is left byte for byte as it was. (GLib 2.74's
 * g_file_replace_contents renames a half-written temporary file over the old one when a write
 * fails, and syncs nothing when the file is new.) */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum {
  SAFE_WRITE_NONE    = 0,
  /* Readable by its owner only (0600), whatever the old file's mode was. Otherwise a file
   * that is replaced keeps its mode, and a new one gets 0666 less the umask. */
  SAFE_WRITE_PRIVATE = 1 << 0,
} SafeWriteFlags;

/* Replaces (or creates) the file at path with length bytes of contents. A symbolic link is
 * followed: the file it points to is replaced, the link stays. The error is in the GIO domain
 * (G_IO_ERROR_NO_SPACE for a full disk, G_IO_ERROR_READ_ONLY, G_IO_ERROR_PERMISSION_DENIED…),
 * its message one sentence in the user's language that names the file. */
gboolean safe_write_file        (const char          *path,
                                 const char          *contents,
                                 gsize                length,
                                 SafeWriteFlags       flags,
                                 GError             **error);

/* The same on a worker thread, for a GFile with a local path (G_IO_ERROR_NOT_SUPPORTED for
 * others). A cancel before the write starts leaves the file alone; a write under way ends. */
void     safe_write_file_async  (GFile               *file,
                                 GBytes              *contents,
                                 SafeWriteFlags       flags,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data);
gboolean safe_write_file_finish (GFile               *file,
                                 GAsyncResult        *result,
                                 GError             **error);

G_END_DECLS
