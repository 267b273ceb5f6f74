/* SPDX-License-Identifier: GPL-3.0-or-later */
/* safe-write.c: temporary file, checked writes, fsync, rename, fsync of the directory; on any
 * failure the temporary file goes and the old file stays. */
/* fsync(), realpath() and fchmod() are POSIX, not C11. */
#define _XOPEN_SOURCE 700
#define G_LOG_DOMAIN "fianchetto-safe-write"

#include "config.h"

#include "safe-write.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

/* One sentence for the user, the file named; the common causes in plain words. */
static void
set_error (GError **error, int saved_errno, const char *path)
{
  g_autofree char *name = g_filename_display_name (path);
  GIOErrorEnum code = g_io_error_from_errno (saved_errno);

  switch (saved_errno)
    {
    case ENOSPC:
      /* Translators: %s is a file's name. */
      g_set_error (error, G_IO_ERROR, code, _("The disk is full: there is no room to write “%s”."), name);
      break;
    case EDQUOT:
      /* Translators: %s is a file's name. */
      g_set_error (error, G_IO_ERROR, code, _("The disk quota is used up: there is no room to write “%s”."), name);
      break;
    case EROFS:
      /* Translators: %s is a file's name. */
      g_set_error (error, G_IO_ERROR, code, _("“%s” is on a read-only disk."), name);
      break;
    case EACCES:
    case EPERM:
      /* Translators: %s is a file's name. */
      g_set_error (error, G_IO_ERROR, code, _("There is no permission to write “%s”."), name);
      break;
    default:
      /* Translators: the first %s is a file's name, the second what the system said. */
      g_set_error (error, G_IO_ERROR, code, _("Could not write “%s”: %s."), name, g_strerror (saved_errno));
      break;
    }
}

static gboolean
write_all (int fd, const char *contents, gsize length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, contents, length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (n == 0)
            errno = ENOSPC;
          return FALSE;
        }
      contents += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The mode the new file gets: the old file's, or 0600, or 0666 less the umask (-1: let open()
 * apply the umask). */
static int
target_mode (const char *path, SafeWriteFlags flags)
{
  struct stat st;

  if (flags & SAFE_WRITE_PRIVATE)
    return 0600;
  if (stat (path, &st) == 0 && S_ISREG (st.st_mode))
    return (int) (st.st_mode & 07777);
  return -1;
}

/* Writes the temporary file in full, synced and closed; errno set on failure. */
static gboolean
write_temporary (char *temp_path, const char *contents, gsize length, int mode)
{
  int fd = g_mkstemp_full (temp_path, O_WRONLY | O_CLOEXEC, mode < 0 ? 0666 : mode);
  int saved_errno;

  if (fd < 0)
    return FALSE;
  if ((mode < 0 || fchmod (fd, (mode_t) mode) == 0) && write_all (fd, contents, length) && fsync (fd) == 0)
    {
      if (close (fd) == 0)
        return TRUE;
      saved_errno = errno;
    }
  else
    {
      saved_errno = errno;
      close (fd);
    }
  g_unlink (temp_path);
  errno = saved_errno;
  return FALSE;
}

/* After the rename the new file is in place; a directory that cannot be synced (some file
 * systems refuse) does not undo that, so its failure is not reported. */
static void
sync_directory (const char *directory)
{
  int fd = open (directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd < 0)
    return;
  if (fsync (fd) != 0)
    g_debug ("could not sync %s: %s", directory, g_strerror (errno));
  close (fd);
}

gboolean
safe_write_file (const char     *path,
                 const char     *contents,
                 gsize           length,
                 SafeWriteFlags  flags,
                 GError        **error)
{
  g_autofree char *real = NULL;
  g_autofree char *directory = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp_path = NULL;
  int mode;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL || length == 0, FALSE);
  /* A link is followed, so that the file it names is replaced and the link stays a link. */
  real = realpath (path, NULL);
  if (real)
    path = real;
  directory = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  temp_path = g_strdup_printf ("%s/.%s.XXXXXX", directory, base);
  mode = target_mode (path, flags);
  if (!write_temporary (temp_path, contents ? contents : "", length, mode))
    {
      set_error (error, errno, path);
      return FALSE;
    }
  if (g_rename (temp_path, path) != 0)
    {
      int saved_errno = errno;
      g_unlink (temp_path);
      set_error (error, saved_errno, path);
      return FALSE;
    }
  sync_directory (directory);
  return TRUE;
}

/* ---- On a worker thread --------------------------------------------------------------------- */

typedef struct {
  char           *path;
  GBytes         *contents;
  SafeWriteFlags  flags;
} WriteData;

static void
write_data_free (gpointer data)
{
  WriteData *write_data = data;

  g_free (write_data->path);
  g_bytes_unref (write_data->contents);
  g_free (write_data);
}

static void
write_in_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  WriteData *data = task_data;
  GError *error = NULL;
  gsize length;
  const char *contents = g_bytes_get_data (data->contents, &length);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (safe_write_file (data->path, contents, length, data->flags, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
safe_write_file_async (GFile               *file,
                       GBytes              *contents,
                       SafeWriteFlags       flags,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  WriteData *data;
  char *path;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (contents != NULL);
  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, safe_write_file_async);
  path = g_file_get_path (file);
  if (!path)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      /* Translators: %s is a file's name or address. */
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("“%s” is not on this computer; save the game in a local folder."), name);
      return;
    }
  data = g_new0 (WriteData, 1);
  data->path = path;
  data->contents = g_bytes_ref (contents);
  data->flags = flags;
  g_task_set_task_data (task, data, write_data_free);
  g_task_run_in_thread (task, write_in_thread);
}

gboolean
safe_write_file_finish (GFile         *file,
                        GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
