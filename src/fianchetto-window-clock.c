/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-clock.c: the game record is the clocks' memory. Each move's [%clk]
 * comment holds its mover's time left after it, increment included, so that undo, redo, the
 * autosave after a crash and a game opened from a file all read the clocks the same way: the
 * last [%clk] of each side on the way to the position. Only the running turn lives in the
 * GameClock alone; closing the window writes it as [ClockPaused], and a kill loses it (the
 * time the app was not running is charged to no one). The display is redrawn by a timer set
 * to the next visible change, never by a loop. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-clock.h"

#include <glib/gi18n.h>

#include "fianchetto-clock-view.h"
#include "fianchetto-window-files.h"
#include "game-clock.h"
#include "move-sounds.h"

#define TAG_TIME_CONTROL "TimeControl"
/* Different clocks for the two sides, as Cute Chess writes them. */
#define TAG_WHITE_TIME_CONTROL "WhiteTimeControl"
#define TAG_BLACK_TIME_CONTROL "BlackTimeControl"
#define TAG_CLOCK_KIND "ClockKind"
#define TAG_CLOCK_PAUSED "ClockPaused"

/* Low time: below a tenth of the start, or 20 s, whichever is less. */
#define LOW_TIME_USEC (20 * G_TIME_SPAN_SECOND)

typedef struct _FianchettoWindowClock {
  GameClock   *clock;        /* NULL: the game is untimed */
  int          ply;          /* the ply count followed last; -1: read the times from the game */
  Key          key;          /* and the live position then */
  gboolean     ended;        /* the game had ended then */
  gboolean     paused;
  gboolean     closing;      /* the PGN written now is the last: with ClockPaused */
  gint64       paused_left;  /* ClockPaused of a game read: the side to move's time, or -1 */
  char        *note;         /* for the status line: why a game read has no clocks */
  gboolean     warned[COLOR_NB]; /* the low-time sound has played for that side */
  guint        tick;
  GtkWidget   *panel;        /* the side panel, the clocks' place beside the board */
  guint        place_idle;
} FianchettoWindowClock;

/* ---- Reading the clocks from the game ------------------------------------------------ */

/* The last [%clk] of each side on the way from the start to node (NULL: the start). */
static void
clocks_at (const Game *game, const PgnNode *node, gint64 usec[COLOR_NB], gboolean found[COLOR_NB])
{
  Color first = game_start_position (game)->side_to_move;
  int depth = 0;

  found[WHITE] = found[BLACK] = FALSE;
  for (const PgnNode *n = node; n; n = pgn_node_get_parent (n))
    depth++;
  for (const PgnNode *n = node; n && !(found[WHITE] && found[BLACK]); n = pgn_node_get_parent (n), depth--)
    {
      Color mover = depth % 2 == 1 ? first : (Color) !first;
      double seconds;

      if (!found[mover] && pgn_comment_get_clock (pgn_node_get_comment_after (n), &seconds))
        {
          usec[mover] = (gint64) (seconds * G_USEC_PER_SEC + 0.5);
          found[mover] = TRUE;
        }
    }
}

static const PgnNode *
live_node (FianchettoWindow *self)
{
  int ply = fianchetto_match_get_ply_count (self->match);

  return ply > 0 ? game_mainline_node (fianchetto_match_get_game (self->match), ply - 1) : NULL;
}

static gboolean
game_goes_on (FianchettoWindow *self)
{
  return fianchetto_match_get_result (self->match, NULL) == GAME_ONGOING;
}

/* ---- The display --------------------------------------------------------------------- */

static gboolean
is_low (FianchettoWindowClock *c, Color side, gint64 usec)
{
  gint64 base = c->clock ? game_clock_get_control (c->clock, side)->base_usec : 0;
  gint64 threshold = base > 0 ? MIN (base / 10, LOW_TIME_USEC) : LOW_TIME_USEC;

  return usec != G_MININT64 && usec < threshold;
}

static void
show_side (FianchettoWindow *self, GtkWidget *view, Color side, gint64 usec, gboolean running)
{
  fianchetto_clock_view_set (FIANCHETTO_CLOCK_VIEW (view), side, usec, running,
                             is_low (self->clocks, side, usec));
}

/* The low-time sound, once a game for each side that a person plays, when its running clock
 * turns low: the computer needs no warning. */
static void
warn_low_time (FianchettoWindow *self, Color running, gint64 usec)
{
  FianchettoWindowClock *c = self->clocks;

  if (running == COLOR_NB || c->warned[running] || !is_low (c, running, usec))
    return;
  c->warned[running] = TRUE;
  if (fianchetto_match_get_computer_color (self->match) != running)
    fianchetto_window_play_sound (self, SOUND_LOW_TIME);
}

static void
update_views (FianchettoWindow *self)
{
  FianchettoWindowClock *c = self->clocks;
  const Game *game = fianchetto_match_get_game (self->match);
  gint64 usec[COLOR_NB] = { G_MININT64, G_MININT64 };
  gboolean found[COLOR_NB], live = fianchetto_match_is_live (self->match);
  gboolean visible;
  Color running = COLOR_NB, bottom;

  if (c->clock && live)
    {
      for (Color side = WHITE; side <= BLACK; side++)
        usec[side] = game_clock_get_remaining (c->clock, side);
      running = c->paused ? COLOR_NB : game_clock_get_running (c->clock);
      visible = TRUE;
      if (running != COLOR_NB)
        warn_low_time (self, running, usec[running]);
    }
  else
    {
      /* Stepping through the game: the times its [%clk] comments give. */
      clocks_at (game, fianchetto_match_get_view_node (self->match), usec, found);
      for (Color side = WHITE; side <= BLACK; side++)
        if (!found[side])
          usec[side] = c->clock ? game_clock_get_control (c->clock, side)->base_usec : G_MININT64;
      visible = c->clock || found[WHITE] || found[BLACK];
    }
  gtk_widget_set_visible (self->top_clock, visible);
  gtk_widget_set_visible (self->bottom_clock, visible);
  if (!visible)
    return;
  /* Each clock by its side of the board, as drawn: they swap when the board turns. */
  bottom = fianchetto_board_view_get_geometry (self->board)->flipped ? BLACK : WHITE;
  show_side (self, self->bottom_clock, bottom, usec[bottom], running == bottom);
  show_side (self, self->top_clock, !bottom, usec[!bottom], running == (Color) !bottom);
}

static gboolean on_tick (gpointer data);

/* The next redraw: when the running clock's display next changes, or its flag falls. */
static void
schedule_tick (FianchettoWindow *self)
{
  FianchettoWindowClock *c = self->clocks;
  gint64 wait;

  g_clear_handle_id (&c->tick, g_source_remove);
  if (!c->clock)
    return;
  wait = MIN (game_clock_until_change (c->clock), game_clock_until_flag (c->clock));
  if (wait == G_MAXINT64)
    return;
  c->tick = g_timeout_add ((guint) ((wait + 999) / 1000), on_tick, self);
}

static gboolean
on_tick (gpointer data)
{
  FianchettoWindow *self = data;
  FianchettoWindowClock *c = self->clocks;

  c->tick = 0;
  if (game_clock_flag_fell (c->clock) && game_goes_on (self))
    {
      /* No move ends this game, so its end sounds here, as the board shows it. Then the
       * match changes, and the clocks follow it: they stop. */
      fianchetto_window_play_sound (self, SOUND_GAME_END);
      fianchetto_match_flag_fall (self->match, game_clock_get_running (c->clock));
      return G_SOURCE_REMOVE;
    }
  update_views (self);
  schedule_tick (self);
  return G_SOURCE_REMOVE;
}

/* ---- Following the game -------------------------------------------------------------- */

/* Each side's time from the game's comments (the base time before its first move), and the
 * side to move's clock starts. */
static void
restore_times (FianchettoWindow *self)
{
  FianchettoWindowClock *c = self->clocks;
  const Game *game = fianchetto_match_get_game (self->match);
  Color to_move = fianchetto_match_get_live_position (self->match)->side_to_move;
  Color first = game_start_position (game)->side_to_move;
  int ply = fianchetto_match_get_ply_count (self->match);
  gint64 usec[COLOR_NB];
  gboolean found[COLOR_NB];

  clocks_at (game, live_node (self), usec, found);
  for (Color side = WHITE; side <= BLACK; side++)
    if (!found[side])
      usec[side] = game_clock_get_control (c->clock, side)->base_usec;
  if (c->paused_left >= 0)
    usec[to_move] = c->paused_left;
  c->paused_left = -1;
  game_clock_stop (c->clock);
  for (Color side = WHITE; side <= BLACK; side++)
    {
      game_clock_set_remaining (c->clock, side, usec[side]);
      /* Where each side's periods of so many moves stand. */
      game_clock_set_moves (c->clock, side, side == first ? (ply + 1) / 2 : ply / 2);
    }
  game_clock_start (c->clock, to_move);
}

/* A move landed on the live position, and it is new (a redone move has its [%clk]). */
static gboolean
move_landed (FianchettoWindow *self, int ply, Key key)
{
  FianchettoWindowClock *c = self->clocks;
  const PgnNode *node = live_node (self);
  double seconds;

  return c->ply >= 0 && ply == c->ply + 1 && key != c->key && node
         && !pgn_comment_get_clock (pgn_node_get_comment_after (node), &seconds)
         && game_clock_get_running (c->clock)
            == (Color) !fianchetto_match_get_live_position (self->match)->side_to_move;
}

static void
update_pause_action (FianchettoWindow *self)
{
  FianchettoWindowClock *c = self->clocks;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pause",
                                 c->paused || (c->clock && game_goes_on (self)));
}

void
fianchetto_window_clock_follow (FianchettoWindow *self)
{
  FianchettoWindowClock *c = self->clocks;
  int ply = fianchetto_match_get_ply_count (self->match);
  Key key = fianchetto_match_get_live_position (self->match)->key;
  gboolean ongoing = game_goes_on (self);

  if (c->clock)
    {
      /* Paused first: a game that comes back paused is charged nothing while it is set up. */
      if (c->paused)
        game_clock_pause (c->clock);
      if (move_landed (self, ply, key))
        {
          g_autofree char *text = clock_format_pgn (game_clock_press (c->clock));

          fianchetto_match_set_move_clock (self->match, ply - 1, text);
        }
      else if (ply != c->ply || key != c->key || (ongoing && c->ended))
        restore_times (self);
      if (!ongoing)
        game_clock_stop (c->clock);
      c->ply = ply;
      c->key = key;
      c->ended = !ongoing;
      if (!ongoing)
        c->paused = FALSE;
      if (c->paused)
        game_clock_pause (c->clock);
      else
        game_clock_resume (c->clock);
    }
  gtk_widget_set_visible (self->pause_cover, c->paused);
  gtk_widget_set_sensitive (GTK_WIDGET (self->board), !c->paused);
  update_pause_action (self);
  update_views (self);
  schedule_tick (self);
}

/* ---- Pause --------------------------------------------------------------------------- */

static void
set_paused (FianchettoWindow *self, gboolean paused)
{
  self->clocks->paused = paused;
  fianchetto_window_clock_follow (self);
  /* The keyboard goes with what is on screen: Resume on the cover, then the board again. */
  gtk_widget_grab_focus (paused ? gtk_widget_get_last_child (self->pause_cover)
                                : GTK_WIDGET (self->board));
  /* The computer's search stops with the clocks, and starts again on resuming. */
  fianchetto_window_follow_game (self);
  fianchetto_window_refresh (self);
}

static void
toggle_pause (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  FianchettoWindowClock *c = self->clocks;

  if (!c->paused && !(c->clock && game_goes_on (self)))
    return;
  set_paused (self, !c->paused);
}

gboolean
fianchetto_window_clock_is_paused (FianchettoWindow *self)
{
  return self->clocks && self->clocks->paused;
}

/* ---- Setting the clocks up ----------------------------------------------------------- */

/* The game is timed when both sides have a clock (a control we write always gives both; one
 * side untimed against a timed one is read as an untimed game). */
static void
set_up (FianchettoWindow  *self,
        const TimeControl  control[COLOR_NB],
        gboolean           paused,
        gint64             paused_left)
{
  FianchettoWindowClock *c = self->clocks;

  g_clear_pointer (&c->clock, game_clock_free);
  g_clear_handle_id (&c->tick, g_source_remove);
  if (time_control_is_timed (&control[WHITE]) && time_control_is_timed (&control[BLACK]))
    c->clock = game_clock_new (&control[WHITE], &control[BLACK]);
  c->ply = -1;
  c->ended = FALSE;
  c->paused = paused && c->clock;
  c->paused_left = paused_left;
  c->warned[WHITE] = c->warned[BLACK] = FALSE;
  g_clear_pointer (&c->note, g_free);
}

void
fianchetto_window_clock_new_game (FianchettoWindow *self,
                                  GSettings        *choices)
{
  g_autofree char *text = g_settings_get_string (choices, "time-control");
  g_autofree char *black = g_settings_get_string (choices, "time-control-black");
  ClockKind kind = (ClockKind) g_settings_get_enum (choices, "clock-kind");
  TimeControl control[COLOR_NB] = { TIME_CONTROL_UNTIMED, TIME_CONTROL_UNTIMED };

  if (!time_control_parse (text, kind, &control[WHITE]))
    g_warning ("The time-control setting \"%s\" is not a time control: the game is untimed", text);
  control[BLACK] = control[WHITE];
  /* Time odds: Black's own clock, when White has one. */
  if (*black && time_control_is_timed (&control[WHITE])
      && !time_control_parse (black, kind, &control[BLACK]))
    {
      g_warning ("The time-control-black setting \"%s\" is not a time control", black);
      control[BLACK] = control[WHITE];
    }
  set_up (self, control, FALSE, -1);
}

static const char *
find_tag (const char *const *tags, const char *name)
{
  for (int i = 0; tags && tags[i] && tags[i + 1]; i += 2)
    if (g_str_equal (tags[i], name))
      return tags[i + 1];
  return NULL;
}

/* ClockPaused as a [%clk] value: "0:04:58.3". */
static gint64
read_paused_left (const char *value)
{
  g_autofree char *comment = value ? g_strdup_printf ("[%%clk %s]", value) : NULL;
  double seconds;

  if (!comment || !pgn_comment_get_clock (comment, &seconds))
    return -1;
  return (gint64) (seconds * G_USEC_PER_SEC + 0.5);
}

void
fianchetto_window_clock_load (FianchettoWindow  *self,
                              const char *const *tags)
{
  const char *texts[COLOR_NB] = {
    find_tag (tags, TAG_WHITE_TIME_CONTROL), find_tag (tags, TAG_BLACK_TIME_CONTROL),
  };
  const char *text = NULL;
  TimeControl control[COLOR_NB] = { TIME_CONTROL_UNTIMED, TIME_CONTROL_UNTIMED };
  ClockKind kind = CLOCK_KIND_FISCHER;

  clock_kind_from_nick (find_tag (tags, TAG_CLOCK_KIND), &kind);
  if (!texts[WHITE] || !texts[BLACK])
    texts[WHITE] = texts[BLACK] = find_tag (tags, TAG_TIME_CONTROL);
  for (Color side = WHITE; side <= BLACK; side++)
    if (texts[side] && !time_control_parse (texts[side], kind, &control[side]))
      text = texts[side];
  if (text)
    control[WHITE] = control[BLACK] = TIME_CONTROL_UNTIMED;
  /* A timed game that goes on comes back paused: nobody's time runs before they are back. */
  set_up (self, control, TRUE, read_paused_left (find_tag (tags, TAG_CLOCK_PAUSED)));
  if (text)
    /* Translators: %s is the game's TimeControl tag, as the file has it. */
    self->clocks->note = g_strdup_printf (_("Untimed: the time control “%s” could not be read"), text);
}

const char *
fianchetto_window_clock_get_note (FianchettoWindow *self)
{
  return self->clocks ? self->clocks->note : NULL;
}

gboolean
fianchetto_window_clock_get_times (FianchettoWindow        *self,
                                   FianchettoComputerClock *times)
{
  GameClock *clock = self->clocks ? self->clocks->clock : NULL;

  if (!clock)
    return FALSE;
  for (Color side = WHITE; side <= BLACK; side++)
    {
      const TimeControl *control = game_clock_get_control (clock, side);

      times->remaining_usec[side] = game_clock_get_remaining (clock, side);
      /* A delay or Bronstein's time given back is worth about an increment to the search. */
      times->increment_usec[side] = control->increment_usec;
      times->moves_to_go[side] = game_clock_get_moves_to_go (clock, side);
    }
  return TRUE;
}

GStrv
fianchetto_window_clock_dup_tags (FianchettoWindow  *self,
                                  const char *const *tags)
{
  FianchettoWindowClock *c = self->clocks;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  const TimeControl *control;
  g_autofree char *text = NULL;
  Color running;

  for (int i = 0; tags && tags[i] && tags[i + 1]; i += 2)
    {
      gboolean ours = g_str_equal (tags[i], TAG_CLOCK_PAUSED)
                      || (c && c->clock && (g_str_equal (tags[i], TAG_TIME_CONTROL)
                                            || g_str_equal (tags[i], TAG_WHITE_TIME_CONTROL)
                                            || g_str_equal (tags[i], TAG_BLACK_TIME_CONTROL)
                                            || g_str_equal (tags[i], TAG_CLOCK_KIND)));
      if (!ours)
        g_strv_builder_add_many (builder, tags[i], tags[i + 1], NULL);
    }
  if (!c || !c->clock)
    return g_strv_builder_end (builder);
  control = game_clock_get_control (c->clock, WHITE);
  text = time_control_to_string (control);
  if (time_control_equal (control, game_clock_get_control (c->clock, BLACK)))
    g_strv_builder_add_many (builder, TAG_TIME_CONTROL, text, NULL);
  else
    {
      g_autofree char *black = time_control_to_string (game_clock_get_control (c->clock, BLACK));

      g_strv_builder_add_many (builder, TAG_WHITE_TIME_CONTROL, text,
                               TAG_BLACK_TIME_CONTROL, black, NULL);
    }
  if (control->kind != CLOCK_KIND_FISCHER && control->increment_usec > 0)
    g_strv_builder_add_many (builder, TAG_CLOCK_KIND, clock_kind_to_nick (control->kind), NULL);
  running = game_clock_get_running (c->clock);
  if (c->closing && running != COLOR_NB)
    {
      g_autofree char *left = clock_format_pgn (game_clock_get_remaining (c->clock, running));
      g_strv_builder_add_many (builder, TAG_CLOCK_PAUSED, left, NULL);
    }
  return g_strv_builder_end (builder);
}

char *
fianchetto_window_clock_describe (FianchettoWindow *self)
{
  FianchettoWindowClock *c = self->clocks;
  FianchettoClockView *top = FIANCHETTO_CLOCK_VIEW (self->top_clock);
  FianchettoClockView *bottom = FIANCHETTO_CLOCK_VIEW (self->bottom_clock);
  gboolean flipped = fianchetto_board_view_get_geometry (self->board)->flipped;
  Color running;

  if (!c || !gtk_widget_get_visible (self->top_clock))
    return g_strdup ("");
  running = c->clock && !c->paused ? game_clock_get_running (c->clock) : COLOR_NB;
  return g_strdup_printf ("white=%s black=%s running=%s paused=%d",
                          fianchetto_clock_view_get_text (flipped ? top : bottom),
                          fianchetto_clock_view_get_text (flipped ? bottom : top),
                          running == WHITE ? "white" : running == BLACK ? "black" : "none",
                          c->paused ? 1 : 0);
}

/* ---- The window's life --------------------------------------------------------------- */

static void
on_flipped (FianchettoWindow *self)
{
  update_views (self);
}

/* ---- Where the clocks stand ------------------------------------------------------------- */

/* Moves clock to the start or the end of box. */
static void
move_clock (GtkWidget *clock, GtkWidget *box, gboolean at_start)
{
  if (gtk_widget_get_parent (clock) != box)
    {
      g_object_ref (clock);
      gtk_box_remove (GTK_BOX (gtk_widget_get_parent (clock)), clock);
      if (at_start)
        gtk_box_prepend (GTK_BOX (box), clock);
      else
        gtk_box_append (GTK_BOX (box), clock);
      g_object_unref (clock);
    }
}

/* Under or over the board a clock keeps to the right, wide enough for its name and digits
 * apart; in the panel it is as wide as the panel. */
static void
align_clock (GtkWidget *clock, gboolean stacked)
{
  gtk_widget_set_halign (clock, stacked ? GTK_ALIGN_END : GTK_ALIGN_FILL);
  gtk_widget_set_margin_end (clock, stacked ? 24 : 0);
  gtk_widget_set_size_request (clock, stacked ? 200 : -1, -1);
}

/* Beside the board the clocks head and end the panel, as wide as it; with the panel under the
 * board they stand above and below the board itself, each still by its player's side, at the
 * right as a board app on a phone has them. The board's own margins give the gap; the top
 * one's margin makes up for the board's column being drawn a little above the window's edge
 * in small windows (fianchetto-adaptive-box.c). */
static gboolean
place_clocks (gpointer data)
{
  FianchettoWindow *self = data;
  FianchettoWindowClock *c = self->clocks;
  gboolean stacked = fianchetto_adaptive_box_get_stacked (self->content);
  GtkWidget *box = stacked ? self->board_column : c->panel;

  c->place_idle = 0;
  move_clock (self->top_clock, box, TRUE);
  move_clock (self->bottom_clock, box, FALSE);
  align_clock (self->top_clock, stacked);
  align_clock (self->bottom_clock, stacked);
  gtk_widget_set_margin_top (self->top_clock, stacked ? 12 : 0);
  return G_SOURCE_REMOVE;
}

static void
on_stacked_changed (FianchettoWindow *self)
{
  if (!self->clocks->place_idle)
    self->clocks->place_idle = g_idle_add (place_clocks, self);
}

void
fianchetto_window_class_init_clock (GtkWidgetClass *widget_class)
{
  g_type_ensure (FIANCHETTO_TYPE_CLOCK_VIEW);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, content);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, board_column);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, top_clock);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, bottom_clock);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, pause_cover);
  gtk_widget_class_install_action (widget_class, "win.pause", NULL, toggle_pause);
}

void
fianchetto_window_init_clock (FianchettoWindow *self)
{
  self->clocks = g_new0 (FianchettoWindowClock, 1);
  self->clocks->ply = -1;
  self->clocks->paused_left = -1;
  self->clocks->panel = gtk_widget_get_parent (self->top_clock);
  g_signal_connect_object (self->board, "layout-changed", G_CALLBACK (on_flipped), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->content, "notify::stacked", G_CALLBACK (on_stacked_changed),
                           self, G_CONNECT_SWAPPED);
}

void
fianchetto_window_dispose_clock (FianchettoWindow *self)
{
  FianchettoWindowClock *c = self->clocks;

  if (!c)
    return;
  g_clear_handle_id (&c->tick, g_source_remove);
  g_clear_handle_id (&c->place_idle, g_source_remove);
  /* Closing pauses a timed game: it is saved with the running clock as it stands. */
  if (c->clock && self->files && game_goes_on (self))
    {
      game_clock_pause (c->clock);
      c->closing = TRUE;
      fianchetto_window_autosave (self);
    }
  self->clocks = NULL;
  g_clear_pointer (&c->clock, game_clock_free);
  g_free (c->note);
  g_free (c);
}
