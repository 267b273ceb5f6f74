/* SPDX-License-Identifier: GPL-3.0-or-later */
/* draw-board.c: times one frame of the board while a piece is dragged, built the way the board
 * view builds it (fianchetto-board-view-snapshot.c: a shadow, the painter's squares,
 * coordinates and marks in a cairo node, a node per piece, the ghost of the dragged piece at
 * reduced opacity, the piece under the pointer) and drawn into a cairo image surface with
 * gsk_render_node_draw(), which is what GTK's cairo renderer does for a window. Every frame
 * draws the whole board, where GTK would redraw only the damaged part: the worst case.
 *
 * Two ways of placing the pieces are timed: cairo nodes painting the piece set's cached
 * surfaces (what the view does under the cairo renderer) and texture nodes (what it does under
 * the GL renderers, timed here as the cairo renderer would draw them, for comparison).
 * The first frame of each also renders the twelve SVG pieces at the square size from a fresh
 * piece set; the pieces are then cached, so it is reported on its own. Needs no display.
 *
 * usage: bench-draw-board [-n FRAMES] [-s SIDE] */
#define G_LOG_DOMAIN "bench-draw-board"

#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "bitboard.h"
#include "board-painter.h"
#include "fen.h"
#include "fianchetto-piece-set.h"
#include "movegen.h"

/* The Closed Ruy Lopez after 9. h3, Black to move: every kind of piece is on the board. */
#define BENCH_FEN "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9"
#define GHOST_OPACITY 0.3

typedef struct {
  BoardGeometry       geometry;
  Position            position;
  BoardMarks          marks;
  FianchettoPieceSet *pieces;
  Square              drag_from;
  double              pointer_x, pointer_y;
  gboolean            texture_nodes;
} Scene;

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

/* This thread's CPU time: on a busy machine the wall time of a frame also counts the time
 * other processes had the core, the CPU time only the frame's own work. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static Bitboard
destinations_from (const Position *position, Square from)
{
  MoveList legal;
  Bitboard targets = 0;

  generate_moves (position, GEN_LEGAL, &legal);
  for (int i = 0; i < legal.count; i++)
    if (move_from (legal.moves[i]) == from)
      targets |= square_bb (move_to (legal.moves[i]));
  return targets;
}

/* Black's knight on f6 is being dragged after White's h3, with every mark showing at once
 * (the check glow too, though nobody is in check: it is the dearest mark to paint). */
static void
scene_init (Scene *scene, int side, FianchettoPieceSet *pieces, gboolean texture_nodes)
{
  FenError error;

  if (!position_from_fen (&scene->position, BENCH_FEN, &error))
    g_error ("bad benchmark position");
  board_geometry_fit (&scene->geometry, side, side, false);
  board_marks_clear (&scene->marks);
  scene->drag_from = F6;
  scene->marks.last_from = H2;
  scene->marks.last_to = H3;
  scene->marks.check = G1;
  scene->marks.selected = F6;
  scene->marks.destinations = destinations_from (&scene->position, F6);
  scene->marks.hover = E4;
  scene->pieces = pieces;
  scene->texture_nodes = texture_nodes;
}

/* The pointer circles the board's centre, a little further each frame. */
static void
scene_move_pointer (Scene *scene, int frame)
{
  double size = board_geometry_board_size (&scene->geometry);
  double angle = frame * 0.05;

  scene->pointer_x = scene->geometry.x + size / 2 + size / 3 * cos (angle);
  scene->pointer_y = scene->geometry.y + size / 2 + size / 3 * sin (angle);
}

static void
append_piece (GtkSnapshot *snapshot, const Scene *scene, Piece piece, double x, double y)
{
  double size = scene->geometry.square_size;
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (x, y, size, size);
  cairo_t *cr;

  if (scene->texture_nodes)
    {
      gtk_snapshot_append_texture (snapshot,
                                   fianchetto_piece_set_get_texture (scene->pieces, piece,
                                                                     (int) size),
                                   &bounds);
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &bounds);
  board_painter_draw_piece (cr, fianchetto_piece_set_get_surface (scene->pieces, piece,
                                                                  (int) size),
                            x, y, size);
  cairo_destroy (cr);
}

static void
append_board (GtkSnapshot *snapshot, const Scene *scene)
{
  const BoardGeometry *g = &scene->geometry;
  double size = board_geometry_board_size (g);
  GskRoundedRect outline;
  cairo_t *cr;

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (g->x, g->y, size, size), 0);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &(GdkRGBA) { 0, 0, 0, 0.3 },
                                     0, 2, 0, 8);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (g->x, g->y, size, size));
  board_painter_draw_squares (cr, g, board_palette_default ());
  board_painter_draw_coordinates (cr, g, board_palette_default ());
  board_painter_draw_marks (cr, g, board_palette_default (), &scene->marks,
                            position_occupied (&scene->position));
  cairo_destroy (cr);
}

static GskRenderNode *
build_frame (const Scene *scene)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  double half = scene->geometry.square_size / 2;

  append_board (snapshot, scene);
  for (int i = A1; i < SQ_NB; i++)
    {
      Square s = (Square) i;
      Piece piece = position_piece_on (&scene->position, s);
      double x, y;

      if (piece == NO_PIECE)
        continue;
      board_geometry_square_origin (&scene->geometry, s, &x, &y);
      if (s == scene->drag_from)
        gtk_snapshot_push_opacity (snapshot, GHOST_OPACITY);
      append_piece (snapshot, scene, piece, x, y);
      if (s == scene->drag_from)
        gtk_snapshot_pop (snapshot);
    }
  append_piece (snapshot, scene, position_piece_on (&scene->position, scene->drag_from),
                scene->pointer_x - half, scene->pointer_y - half);
  return gtk_snapshot_free_to_node (snapshot);
}

typedef struct {
  double wall_ms, cpu_ms;
} FrameTime;

/* One frame as the window gets it: build the nodes, paint the background, draw the nodes. */
static FrameTime
time_frame (const Scene *scene, cairo_surface_t *target)
{
  double wall = now_ms (), cpu = cpu_ms ();
  GskRenderNode *node = build_frame (scene);
  cairo_t *cr = cairo_create (target);

  cairo_set_source_rgb (cr, 0.98, 0.98, 0.98);
  cairo_paint (cr);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (target);
  gsk_render_node_unref (node);
  return (FrameTime) { now_ms () - wall, cpu_ms () - cpu };
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The value below which the given share of the sorted times lies (nearest rank). */
static double
percentile (const double *sorted, int count, double share)
{
  int rank = (int) ceil (share * count);

  return sorted[CLAMP (rank, 1, count) - 1];
}

static void
parse_options (int argc, char **argv, int *frames, int *side)
{
  int option;

  while ((option = getopt (argc, argv, "n:s:")) != -1)
    switch (option)
      {
      case 'n': *frames = atoi (optarg); break;
      case 's': *side = atoi (optarg); break;
      default:
        g_printerr ("usage: bench-draw-board [-n FRAMES] [-s SIDE]\n");
        exit (2);
      }
  if (*frames < 1 || *side < 64)
    {
      g_printerr ("bench-draw-board: FRAMES must be 1 or more and SIDE 64 or more\n");
      exit (2);
    }
}

typedef struct {
  double median_ms, p99_ms, max_ms;
} Spread;

typedef struct {
  double    load_ms;
  FrameTime first;
  Spread    wall, cpu;
} Timing;

static Spread
spread_of (double *times, int count)
{
  qsort (times, (size_t) count, sizeof *times, compare_doubles);
  return (Spread) { percentile (times, count, 0.5), percentile (times, count, 0.99),
                    times[count - 1] };
}

/* A fresh piece set, its first frame, then `frames` frames with the pointer moving. */
static Timing
time_frames (int side, int frames, gboolean texture_nodes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FianchettoPieceSet) pieces = NULL;
  g_autofree double *wall = g_new (double, frames);
  g_autofree double *cpu = g_new (double, frames);
  cairo_surface_t *target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  double start = now_ms ();
  Timing timing;
  Scene scene;

  if (!(pieces = fianchetto_piece_set_new ("fianchetto", &error)))
    g_error ("%s", error->message);
  timing.load_ms = now_ms () - start;
  scene_init (&scene, side, pieces, texture_nodes);
  scene_move_pointer (&scene, 0);
  timing.first = time_frame (&scene, target);
  for (int i = 0; i < frames; i++)
    {
      FrameTime frame;

      scene_move_pointer (&scene, i + 1);
      frame = time_frame (&scene, target);
      wall[i] = frame.wall_ms;
      cpu[i] = frame.cpu_ms;
    }
  cairo_surface_destroy (target);
  timing.wall = spread_of (wall, frames);
  timing.cpu = spread_of (cpu, frames);
  return timing;
}

static void
print_timing (const char *name, const Timing *t)
{
  g_print ("%-14s %8.3f %8.3f | %8.3f %8.3f %8.3f | %8.3f %8.3f %8.3f\n", name, t->load_ms,
           t->first.cpu_ms, t->wall.median_ms, t->wall.p99_ms, t->wall.max_ms,
           t->cpu.median_ms, t->cpu.p99_ms, t->cpu.max_ms);
}

int
main (int argc, char **argv)
{
  int frames = 1000, side = 1000;
  BoardGeometry geometry;
  Timing cairo_nodes, texture_nodes;
  Timing warm_up;

  parse_options (argc, argv, &frames, &side);
  /* Registers GSK's node types; without a display it fails after that, which is all we need. */
  gtk_init_check ();
  engine_init ();
  board_geometry_fit (&geometry, side, side, false);
  /* A frame at another size first: it pays for what happens once in a process (fontconfig,
   * the font, librsvg's and GSK's own set-up), so that the first frames below only render
   * the pieces. */
  warm_up = time_frames (side / 2, 1, FALSE);
  cairo_nodes = time_frames (side, frames, FALSE);
  texture_nodes = time_frames (side, frames, TRUE);
  g_print ("board %d px, squares %d px, %d frames after the first; times in ms\n",
           (int) board_geometry_board_size (&geometry), (int) geometry.square_size, frames);
  g_print ("once a process (libraries, fonts, a %d px frame): %.3f\n", side / 2,
           warm_up.load_ms + warm_up.first.wall_ms);
  g_print ("%-14s %8s %8s | %-26s | %-26s\n", "", "load", "first", "wall time per frame",
           "CPU time per frame");
  g_print ("%-14s %8s %8s | %8s %8s %8s | %8s %8s %8s\n", "pieces as", "SVG", "frame*",
           "median", "99th pct", "slowest", "median", "99th pct", "slowest");
  print_timing ("cairo nodes", &cairo_nodes);
  print_timing ("texture nodes", &texture_nodes);
  g_print ("* CPU time; it renders the twelve pieces from SVG at the square size\n");
  return 0;
}
