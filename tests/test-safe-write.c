/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-safe-write.c: safe_write_file() writes the whole file with the mode it should have, and
 * when it fails (a full disk, a read-only one, a directory in the way) the old file is left
 * byte for byte as it was and no temporary file stays behind. The full and read-only disks are
 * a small tmpfs mounted for the test, which needs root: without it those cases are skipped. */
/* mount(), umount2() and umask() are Linux and POSIX, not C11. */
#define _GNU_SOURCE

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include "safe-write.h"

static const char old_text[] = "[Event \"?\"]\n\n1. d4 d5 *\n";

typedef enum {
  BEFORE_NOTHING,      /* no file yet */
  BEFORE_FILE_0640,    /* the old file, mode 0640 */
  BEFORE_FILE_0604,
  BEFORE_SYMLINK,      /* a link to the old file (mode 0640) beside it */
  BEFORE_DIRECTORY,    /* a directory where the file should go */
  BEFORE_NO_PARENT,    /* the file's directory does not exist */
} Before;

typedef struct {
  const char     *name;
  Before          before;
  SafeWriteFlags  flags;
  const char     *text;
  int             mode;    /* expected; -1: 0666 less the umask */
  GIOErrorEnum    error;   /* expected, or -1 for success */
} Case;

static const Case cases[] = {
  { "new-file",           BEFORE_NOTHING,    SAFE_WRITE_NONE,    "1. e4 e5 *\n", -1,   -1 },
  { "new-private",        BEFORE_NOTHING,    SAFE_WRITE_PRIVATE, "1. e4 e5 *\n", 0600, -1 },
  { "keeps-mode",         BEFORE_FILE_0640,  SAFE_WRITE_NONE,    "1. c4 *\n",    0640, -1 },
  { "keeps-odd-mode",     BEFORE_FILE_0604,  SAFE_WRITE_NONE,    "1. c4 *\n",    0604, -1 },
  { "private-over-0640",  BEFORE_FILE_0640,  SAFE_WRITE_PRIVATE, "1. c4 *\n",    0600, -1 },
  { "empty",              BEFORE_FILE_0640,  SAFE_WRITE_NONE,    "",             0640, -1 },
  { "through-link",       BEFORE_SYMLINK,    SAFE_WRITE_NONE,    "1. f4 *\n",    0640, -1 },
  { "directory-in-way",   BEFORE_DIRECTORY,  SAFE_WRITE_NONE,    "1. e4 *\n",    0,    G_IO_ERROR_IS_DIRECTORY },
  { "no-parent",          BEFORE_NO_PARENT,  SAFE_WRITE_NONE,    "1. e4 *\n",    0,    G_IO_ERROR_NOT_FOUND },
};

static mode_t
current_umask (void)
{
  mode_t mask = umask (022);

  umask (mask);
  return mask;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The names in directory, sorted, joined by spaces: what a failed write must not change. */
static char *
list_directory (const char *directory)
{
  g_autoptr(GDir) dir = g_dir_open (directory, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      struct stat st;
      if (g_lstat (child, &st) == 0 && S_ISDIR (st.st_mode))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
write_old (const char *path, int mode)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, old_text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, mode), ==, 0);
}

/* Sets up the case's directory; returns the path to write. */
static char *
set_up (const Case *c, const char *directory)
{
  g_autofree char *path = g_build_filename (directory, "game.pgn", NULL);
  g_autofree char *target = g_build_filename (directory, "target.pgn", NULL);

  switch (c->before)
    {
    case BEFORE_NOTHING:
      break;
    case BEFORE_FILE_0640:
      write_old (path, 0640);
      break;
    case BEFORE_FILE_0604:
      write_old (path, 0604);
      break;
    case BEFORE_SYMLINK:
      write_old (target, 0640);
      g_assert_cmpint (symlink ("target.pgn", path), ==, 0);
      break;
    case BEFORE_DIRECTORY:
      g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
      break;
    case BEFORE_NO_PARENT:
      return g_build_filename (directory, "missing", "game.pgn", NULL);
    }
  return g_steal_pointer (&path);
}

static void
check_written (const Case *c, const char *directory, const char *path)
{
  g_autofree char *contents = NULL;
  g_autofree char *target = g_build_filename (directory, "target.pgn", NULL);
  struct stat st;
  int mode = c->mode >= 0 ? c->mode : (int) (0666 & ~current_umask ());

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, c->text);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, mode);
  if (c->before == BEFORE_SYMLINK)
    {
      g_assert_cmpint (g_lstat (path, &st), ==, 0);
      g_assert_true (S_ISLNK (st.st_mode));
      g_clear_pointer (&contents, g_free);
      g_assert_true (g_file_get_contents (target, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, c->text);
    }
}

static void
test_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *directory = g_dir_make_tmp ("safe-write-XXXXXX", NULL);
  g_autofree char *path = set_up (c, directory);
  g_autofree char *names_before = list_directory (directory);
  g_autofree char *names_after = NULL;
  gboolean ok = safe_write_file (path, c->text, strlen (c->text), c->flags, &error);

  names_after = list_directory (directory);
  if ((int) c->error >= 0)
    {
      g_assert_false (ok);
      g_assert_error (error, G_IO_ERROR, (int) c->error);
      g_assert_cmpstr (names_after, ==, names_before);
    }
  else
    {
      g_assert_no_error (error);
      g_assert_true (ok);
      check_written (c, directory, path);
      /* Only the file (and a link's target) is there: the temporary file is gone. */
      g_assert_cmpstr (names_after, ==, c->before == BEFORE_SYMLINK ? "game.pgn target.pgn" : "game.pgn");
    }
  g_test_message ("%s", error ? error->message : "written");
  remove_tree (directory);
}

/* ---- A full disk, and a read-only one ------------------------------------------------------- */

/* A 64 KB tmpfs holding the old file, then filled up to the last byte. */
typedef struct {
  char *mount_point;
  char *path;
  char *names;      /* what the directory holds once full */
  gboolean mounted;
} Disk;

static void
fill_up (const char *directory)
{
  g_autofree char *filler = g_build_filename (directory, "filler", NULL);
  char block[512];
  int  fd = g_open (filler, O_WRONLY | O_CREAT, 0600);

  g_assert_cmpint (fd, >=, 0);
  memset (block, 'x', sizeof block);
  while (write (fd, block, sizeof block) > 0)
    ;
  g_assert_cmpint (errno, ==, ENOSPC);
  /* The last few bytes of a page, too. */
  while (write (fd, block, 1) > 0)
    ;
  g_close (fd, NULL);
}

static void
disk_set_up (Disk *disk, gconstpointer data)
{
  disk->mount_point = g_dir_make_tmp ("safe-write-disk-XXXXXX", NULL);
  g_assert_nonnull (disk->mount_point);
  if (geteuid () != 0 || mount ("tmpfs", disk->mount_point, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k") != 0)
    {
      g_test_skip ("mounting a small tmpfs needs root");
      return;
    }
  disk->mounted = TRUE;
  disk->path = g_build_filename (disk->mount_point, "autosave.pgn", NULL);
  write_old (disk->path, 0600);
  fill_up (disk->mount_point);
  disk->names = list_directory (disk->mount_point);
}

static void
disk_tear_down (Disk *disk, gconstpointer data)
{
  if (disk->mounted)
    g_assert_cmpint (umount2 (disk->mount_point, MNT_DETACH), ==, 0);
  g_rmdir (disk->mount_point);
  g_free (disk->mount_point);
  g_free (disk->path);
  g_free (disk->names);
}

/* The write failed as expected, and the disk is as it was: the old file byte for byte, no
 * temporary file. */
static void
assert_untouched (Disk *disk, const GError *error, GIOErrorEnum code)
{
  g_autofree char *contents = NULL;
  g_autofree char *names = list_directory (disk->mount_point);

  g_assert_error (error, G_IO_ERROR, (int) code);
  g_test_message ("%s", error->message);
  g_assert_true (g_file_get_contents (disk->path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, old_text);
  g_assert_cmpstr (names, ==, disk->names);
}

/* A text shorter than the old one and one longer than the disk: neither may cost the old file. */
static void
test_full_disk (Disk *disk, gconstpointer data)
{
  g_autofree char *long_text = g_strnfill (128 * 1024, 'e');
  const char *texts[] = { "1. e4 *\n", long_text };

  if (!disk->mounted)
    return;
  for (gsize i = 0; i < G_N_ELEMENTS (texts); i++)
    for (int private = 0; private < 2; private++)
      {
        g_autoptr(GError) error = NULL;
        g_assert_false (safe_write_file (disk->path, texts[i], strlen (texts[i]),
                                         private ? SAFE_WRITE_PRIVATE : SAFE_WRITE_NONE, &error));
        assert_untouched (disk, error, G_IO_ERROR_NO_SPACE);
        g_assert_nonnull (strstr (error->message, "autosave.pgn"));
      }
}

static void
on_written (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GError **error = user_data;

  g_assert_false (safe_write_file_finish (G_FILE (source), result, error));
}

/* Save and Save As write through the async call, on a worker thread. */
static void
test_full_disk_async (Disk *disk, gconstpointer data)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) bytes = g_bytes_new_static ("1. e4 e5 2. Nf3 *\n", 18);
  g_autoptr(GError) error = NULL;

  if (!disk->mounted)
    return;
  file = g_file_new_for_path (disk->path);
  safe_write_file_async (file, bytes, SAFE_WRITE_NONE, NULL, on_written, &error);
  while (!error)
    g_main_context_iteration (NULL, TRUE);
  assert_untouched (disk, error, G_IO_ERROR_NO_SPACE);
}

static void
test_read_only_disk (Disk *disk, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  if (!disk->mounted)
    return;
  g_unlink (disk->path);   /* room enough; the disk's mode is what stops the write */
  write_old (disk->path, 0600);
  g_free (disk->names);
  disk->names = list_directory (disk->mount_point);
  g_assert_cmpint (mount (NULL, disk->mount_point, NULL, MS_REMOUNT | MS_RDONLY, NULL), ==, 0);
  g_assert_false (safe_write_file (disk->path, "1. e4 *\n", 8, SAFE_WRITE_PRIVATE, &error));
  assert_untouched (disk, error, G_IO_ERROR_READ_ONLY);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/safe-write/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add ("/safe-write/full-disk", Disk, NULL, disk_set_up, test_full_disk, disk_tear_down);
  g_test_add ("/safe-write/full-disk-async", Disk, NULL, disk_set_up, test_full_disk_async, disk_tear_down);
  g_test_add ("/safe-write/read-only-disk", Disk, NULL, disk_set_up, test_read_only_disk, disk_tear_down);
  return g_test_run ();
}
