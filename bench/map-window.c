/* SPDX-License-Identifier: GPL-3.0-or-later */
/* map-window.c: starts a GUI program on the current X display and reports how long it took,
 * from just before fork() to the moment its first ordinary top-level window was mapped and
 * first drawn, and then how much memory it holds a fixed time after the start.
 *
 * Why a program of its own: `xdotool search --sync` polls for the window every half second,
 * so it cannot tell 150 ms from 400 ms. Here the root window's SubstructureNotify events say
 * when a top-level window is mapped (without a window manager every top-level window is a
 * child of the root), and a Damage object made on that window as soon as the map is seen says
 * when the client draws into it. A new window starts black, and GTK's first damage after the
 * map is still black (it configures the window again right after mapping it), so the first
 * frame is the first damage after which a few sample points are not all black. (GTK composes
 * a frame off screen and copies it in at once, so that damage is a whole frame.) Each event is
 * timestamped as it is read; the only delay is the local socket, well under a millisecond.
 *
 * usage: bench-map-window [-m MIN_SIDE] [-s SETTLE_MS] [-t TIMEOUT_MS] PROGRAM [ARG...]
 * prints one line of key=value pairs: map_ms draw_ms window width height rss_kb pss_kb
 * children child_rss_kb child_pss_kb child_names. draw_ms is -1 when nothing was drawn.
 * The program runs in a process group of its own, which is terminated at the end. */
#define _GNU_SOURCE

#include <X11/Xatom.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/Xdamage.h>
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef struct {
  long rss_kb, pss_kb;
} Memory;

typedef struct {
  Display *display;
  int      damage_event_base;
  pid_t    pid;
  int      min_side;
  double   start_ms;
  double   map_ms, draw_ms;
  Window   window;
  Damage   damage;
  int      width, height;
} Watch;

static double
now_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Windows come and go while we look at them; a vanished one is not an error. */
static int
ignore_x_errors (Display *display, XErrorEvent *event)
{
  return 0;
}

static long
window_pid (Display *display, Window window)
{
  Atom type, pid_atom = XInternAtom (display, "_NET_WM_PID", False);
  int format;
  unsigned long count, after;
  unsigned char *data = NULL;
  long pid = -1;

  if (XGetWindowProperty (display, window, pid_atom, 0, 1, False, XA_CARDINAL, &type, &format,
                          &count, &after, &data) == Success && data && count == 1 && format == 32)
    {
      /* Xlib hands a 32-bit property over as longs, in a byte buffer. */
      unsigned long value;
      memcpy (&value, data, sizeof value);
      pid = (long) value;
    }
  if (data)
    XFree (data);
  return pid;
}

/* A top-level window counts once it is mapped, is not a popup, belongs to the program (by
 * _NET_WM_PID) and is at least min_side on both sides, which skips splash-sized helpers. */
static void
on_map (Watch *watch, const XMapEvent *event, double time_ms)
{
  XWindowAttributes attributes;

  if (watch->window || event->override_redirect)
    return;
  if (window_pid (watch->display, event->window) != watch->pid)
    return;
  if (!XGetWindowAttributes (watch->display, event->window, &attributes)
      || attributes.width < watch->min_side || attributes.height < watch->min_side)
    return;
  watch->map_ms = time_ms - watch->start_ms;
  watch->window = event->window;
  watch->damage = XDamageCreate (watch->display, event->window, XDamageReportNonEmpty);
  watch->width = attributes.width;
  watch->height = attributes.height;
}

static unsigned long
pixel_at (const Watch *watch, int x, int y)
{
  XImage *image = XGetImage (watch->display, watch->window, x, y, 1, 1, AllPlanes, ZPixmap);
  unsigned long pixel = 0;

  if (image)
    {
      pixel = XGetPixel (image, 0, 0) & 0xffffff;
      XDestroyImage (image);
    }
  return pixel;
}

/* The centre and the middles of the four quarters: all black only before the first frame. */
static int
window_shows_something (const Watch *watch)
{
  static const double points[][2] = {
    { 0.5, 0.5 }, { 0.25, 0.25 }, { 0.75, 0.25 }, { 0.25, 0.75 }, { 0.75, 0.75 },
  };

  for (size_t i = 0; i < sizeof points / sizeof points[0]; i++)
    if (pixel_at (watch, (int) (points[i][0] * watch->width), (int) (points[i][1] * watch->height)))
      return 1;
  return 0;
}

/* Damage is cleared before the pixels are read: a frame landing in between then either shows
 * in the pixels or raises a new event, and is never lost. */
static void
on_damage (Watch *watch, double time_ms)
{
  XDamageSubtract (watch->display, watch->damage, None, None);
  if (window_shows_something (watch))
    watch->draw_ms = time_ms - watch->start_ms;
}

static void
handle_event (Watch *watch, XEvent *event)
{
  double time_ms = now_ms ();   /* before any round trip below */

  if (event->type == MapNotify && !watch->window)
    {
      on_map (watch, &event->xmap, time_ms);
      /* A frame that landed before the Damage object existed raises no event. */
      if (watch->window)
        on_damage (watch, now_ms ());
    }
  else if (event->type == watch->damage_event_base + XDamageNotify
           && ((XDamageNotifyEvent *) event)->drawable == watch->window && watch->draw_ms < 0)
    on_damage (watch, time_ms);
}

static pid_t
spawn (char **argv)
{
  pid_t pid = fork ();

  if (pid == 0)
    {
      setpgid (0, 0);
      execvp (argv[0], argv);
      fprintf (stderr, "bench-map-window: cannot run %s: %s\n", argv[0], strerror (errno));
      _exit (127);
    }
  if (pid > 0)
    setpgid (pid, pid);   /* also here, so the group exists whichever side runs first */
  return pid;
}

/* Waits for the map and the first drawing, or the timeout; false if the program died. */
static int
watch_window (Watch *watch, int timeout_ms)
{
  struct pollfd fd = { .fd = ConnectionNumber (watch->display), .events = POLLIN };

  while (watch->draw_ms < 0 && now_ms () - watch->start_ms < timeout_ms)
    {
      int status;

      while (XPending (watch->display))
        {
          XEvent event;

          XNextEvent (watch->display, &event);
          handle_event (watch, &event);
        }
      if (waitpid (watch->pid, &status, WNOHANG) == watch->pid)
        return 0;
      poll (&fd, 1, 5);
    }
  return 1;
}

static long
read_kb (const char *path, const char *key)
{
  FILE *file = fopen (path, "r");
  char line[256];
  size_t length = strlen (key);
  long value = -1;

  if (!file)
    return -1;
  while (fgets (line, sizeof line, file))
    if (strncmp (line, key, length) == 0)
      {
        value = strtol (line + length, NULL, 10);
        break;
      }
  fclose (file);
  return value;
}

static Memory
process_memory (pid_t pid)
{
  char path[64];
  Memory memory;

  snprintf (path, sizeof path, "/proc/%d/status", (int) pid);
  memory.rss_kb = read_kb (path, "VmRSS:");
  snprintf (path, sizeof path, "/proc/%d/smaps_rollup", (int) pid);
  memory.pss_kb = read_kb (path, "Pss:");
  return memory;
}

/* Every other process of the group: helpers such as a chess engine the program started. */
static int
group_children (pid_t group, Memory *total, char *names, size_t names_size)
{
  DIR *proc = opendir ("/proc");
  struct dirent *entry;
  int count = 0;

  total->rss_kb = total->pss_kb = 0;
  names[0] = '\0';
  while (proc && (entry = readdir (proc)))
    {
      pid_t pid = (pid_t) strtol (entry->d_name, NULL, 10);
      char path[64], name[64] = "";
      FILE *comm;
      Memory memory;

      if (pid <= 0 || pid == group || getpgid (pid) != group)
        continue;
      memory = process_memory (pid);
      total->rss_kb += memory.rss_kb > 0 ? memory.rss_kb : 0;
      total->pss_kb += memory.pss_kb > 0 ? memory.pss_kb : 0;
      snprintf (path, sizeof path, "/proc/%d/comm", (int) pid);
      if ((comm = fopen (path, "r")))
        {
          if (fgets (name, sizeof name, comm))
            name[strcspn (name, "\n")] = '\0';
          fclose (comm);
        }
      snprintf (names + strlen (names), names_size - strlen (names), "%s%s",
                count++ ? "," : "", name);
    }
  if (proc)
    closedir (proc);
  return count;
}

static void
report (const Watch *watch)
{
  Memory own = process_memory (watch->pid), children;
  char names[256];
  int count = group_children (watch->pid, &children, names, sizeof names);

  printf ("map_ms=%.1f draw_ms=%.1f window=0x%lx width=%d height=%d rss_kb=%ld pss_kb=%ld "
          "children=%d child_rss_kb=%ld child_pss_kb=%ld child_names=%s\n",
          watch->map_ms, watch->draw_ms, (unsigned long) watch->window, watch->width,
          watch->height, own.rss_kb, own.pss_kb, count, children.rss_kb, children.pss_kb,
          count ? names : "-");
}

static void
stop (pid_t group)
{
  kill (-group, SIGTERM);
  for (int i = 0; i < 100 && waitpid (group, NULL, WNOHANG) == 0; i++)
    usleep (20000);
  kill (-group, SIGKILL);
  waitpid (group, NULL, 0);
}

static void
usage (void)
{
  fprintf (stderr, "usage: bench-map-window [-m MIN_SIDE] [-s SETTLE_MS] [-t TIMEOUT_MS] "
                   "PROGRAM [ARG...]\n");
  exit (2);
}

static void
parse_options (int argc, char **argv, Watch *watch, int *settle_ms, int *timeout_ms)
{
  int option;

  while ((option = getopt (argc, argv, "+m:s:t:")) != -1)
    switch (option)
      {
      case 'm': watch->min_side = atoi (optarg); break;
      case 's': *settle_ms = atoi (optarg); break;
      case 't': *timeout_ms = atoi (optarg); break;
      default: usage ();
      }
  if (optind >= argc)
    usage ();
}

int
main (int argc, char **argv)
{
  Watch watch = { .min_side = 200, .map_ms = -1, .draw_ms = -1 };
  int settle_ms = 2000, timeout_ms = 30000, error_base;

  parse_options (argc, argv, &watch, &settle_ms, &timeout_ms);
  if (!(watch.display = XOpenDisplay (NULL))
      || !XDamageQueryExtension (watch.display, &watch.damage_event_base, &error_base))
    {
      fprintf (stderr, "bench-map-window: no X display with the Damage extension\n");
      return 1;
    }
  XSetErrorHandler (ignore_x_errors);
  XSelectInput (watch.display, DefaultRootWindow (watch.display), SubstructureNotifyMask);
  XSync (watch.display, False);

  watch.start_ms = now_ms ();
  if ((watch.pid = spawn (argv + optind)) < 0 || !watch_window (&watch, timeout_ms))
    {
      fprintf (stderr, "bench-map-window: %s exited before showing a window\n", argv[optind]);
      return 1;
    }
  while (now_ms () - watch.start_ms < settle_ms)
    usleep (1000);
  report (&watch);
  stop (watch.pid);
  XCloseDisplay (watch.display);
  return watch.window ? 0 : 1;
}
