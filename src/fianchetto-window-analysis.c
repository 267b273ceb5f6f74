/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-analysis.c: the Analysis mode. While it is on, the engine searches the
 * position being viewed without end (analysis-search.c, on its worker thread), and ten times
 * a second at most the window shows what it found: the evaluation bar beside the board, the
 * top three lines in SAN with score and depth, and their first moves as arrows on the board
 * (the line hovered or clicked drawn solid). Stepping to another position restarts it. It is
 * there in games between two people, and in a game against the computer only once it is over:
 * no help while playing. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "analysis-search.h"
#include "fianchetto-analysis-lines.h"
#include "fianchetto-eval-bar.h"
#include "review-judge.h"

#define POLL_MS 100   /* at most ten updates a second */
/* A position stepped to shows its first lines this soon (the search has them within a few
 * milliseconds, bench-analysis-restart), well inside the 50 ms a step may take. */
#define FIRST_POLL_MS 20
#define PROBE_SECONDS 3   /* bench/freeze --analysis: how long the analysis is measured */
#define LINE_MOVES 10 /* moves of a line shown */

struct _FianchettoWindowAnalysis {
  gboolean         on;
  AnalysisSearch  *search;
  guint            poll_id;
  guint            fit_id;
  guint            probe_id;
  Key              root_key;       /* the position being analysed */
  const PgnNode   *root_node;
  GtkWidget       *lines;          /* FianchettoAnalysisLines */
  AnalysisSnapshot shown;
  int              focus;          /* the line whose arrow is solid */
};

gboolean
fianchetto_window_analysis_allowed (FianchettoWindow *self)
{
  return fianchetto_match_get_computer_color (self->match) == COLOR_NB
         || fianchetto_match_get_result (self->match, NULL) != GAME_ONGOING;
}

gboolean
fianchetto_window_analysis_is_on (FianchettoWindow *self)
{
  return self->analysis && self->analysis->on;
}

/* "+0.35  e4 e5 Nf3 Nc6 …" */
static char *
line_text (const Position *root, const SearchInfo *info)
{
  g_autofree char *score = NULL;
  GString *text = g_string_new (NULL);
  Position pos = *root;
  int white_score = root->side_to_move == WHITE ? info->score : -info->score;

  score = eval_score_text (white_score);
  g_string_append_printf (text, "<b>%s</b> ", score);
  for (int i = 0; i < info->pv_length && i < LINE_MOVES; i++)
    {
      char san[16];
      Undo undo;
      if (!move_is_legal (&pos, info->pv[i]))
        break;
      if (pos.side_to_move == WHITE || i == 0)
        g_string_append_printf (text, pos.side_to_move == WHITE ? " %d." : " %d…", pos.fullmove_number);
      g_string_append_printf (text, pos.side_to_move == WHITE ? "%s" : " %s", move_to_san (&pos, info->pv[i], san, sizeof san));
      position_make_move (&pos, info->pv[i], &undo);
    }
  if (info->pv_length > LINE_MOVES)
    g_string_append (text, " …");
  return g_string_free (text, FALSE);
}

static void
show_arrows (FianchettoWindow *self)
{
  struct _FianchettoWindowAnalysis *a = self->analysis;
  Move moves[ANALYSIS_LINES];
  int  n = 0;

  for (int i = 0; i < a->shown.n_lines; i++)
    moves[n++] = a->shown.lines[i].pv_length > 0 ? a->shown.lines[i].pv[0] : MOVE_NONE;
  fianchetto_board_view_set_arrows (self->board, moves, n, a->focus < n ? a->focus : 0);
}

static void
show_snapshot (FianchettoWindow *self)
{
  struct _FianchettoWindowAnalysis *a = self->analysis;
  const AnalysisSnapshot *s = &a->shown;
  g_autofree char *caption = NULL;
  char *texts[ANALYSIS_LINES];
  int   n = 0;

  for (int i = 0; i < s->n_lines; i++)
    if (s->lines[i].pv_length > 0)
      texts[n++] = line_text (&s->root, &s->lines[i]);
  if (s->n_lines > 0)
    {
      int score = s->lines[0].score;
      caption = g_strdup_printf (_("Depth %d"), s->lines[0].depth);
      fianchetto_eval_bar_set_score (self->eval_bar, s->root.side_to_move == WHITE ? score : -score);
    }
  fianchetto_analysis_lines_set (FIANCHETTO_ANALYSIS_LINES (a->lines), caption ? caption : _("Analyzing…"),
                                 (const char *const *) texts, n);
  for (int i = 0; i < n; i++)
    g_free (texts[i]);
  show_arrows (self);
}

static gboolean
poll_lines (gpointer data)
{
  FianchettoWindow *self = data;
  struct _FianchettoWindowAnalysis *a = self->analysis;

  if (analysis_search_poll (a->search, &a->shown))
    show_snapshot (self);
  return G_SOURCE_CONTINUE;
}

static gboolean
first_poll (gpointer data)
{
  FianchettoWindow *self = data;

  self->analysis->poll_id = g_timeout_add (POLL_MS, poll_lines, self);
  poll_lines (self);
  return G_SOURCE_REMOVE;
}

/* The keys of the positions before the viewed one, for repetitions: along the main line only
 * (a variation's are not kept; a repetition there is rare and costs only a draw missed). */
static void
start_on_view (FianchettoWindow *self)
{
  struct _FianchettoWindowAnalysis *a = self->analysis;
  const Position *pos = fianchetto_match_get_position (self->match);
  const Game     *game = fianchetto_match_get_game (self->match);
  const PgnNode  *node = fianchetto_match_get_view_node (self->match);
  int             n_keys = 0, ply = game_node_mainline_ply (game, node);
  const Key      *keys = game_history_keys (game, &n_keys);

  if (node && ply < 0)
    n_keys = 0;
  else
    n_keys = MIN (n_keys, node ? ply + 1 : 0);
  MoveList moves;

  a->root_key = pos->key;
  a->root_node = node;
  a->focus = 0;
  generate_moves (pos, GEN_LEGAL, &moves);
  if (moves.count == 0)
    {
      /* Nothing to search: the rules have the last word. */
      analysis_search_stop (a->search);
      memset (&a->shown, 0, sizeof a->shown);
      show_snapshot (self);
      if (pos->checkers)
        fianchetto_eval_bar_set_score (self->eval_bar, pos->side_to_move == WHITE ? -SCORE_MATE : SCORE_MATE);
      else
        fianchetto_eval_bar_set_score (self->eval_bar, SCORE_DRAW);
      fianchetto_analysis_lines_set (FIANCHETTO_ANALYSIS_LINES (a->lines),
                                     pos->checkers ? _("Checkmate") : _("Stalemate"), NULL, 0);
      return;
    }
  analysis_search_start (a->search, pos, keys, n_keys);
  g_clear_handle_id (&a->poll_id, g_source_remove);
  a->poll_id = g_timeout_add (FIRST_POLL_MS, first_poll, self);
}

/* bench/freeze --analysis: the first analysis of a window measured for PROBE_SECONDS, in a
 * game between two people, where no computer search takes the probe. The measure starts once
 * the analysis runs (PROBE_DELAY_MS after it is turned on: the panel shown, its first lines
 * drawn), as the issue asks of dragging while the analysis runs; what turning it on costs is
 * measured apart (FIANCHETTO_FRAME_PROBE_AT_START). */
#define PROBE_DELAY_MS 500

static gboolean
finish_probe (gpointer data)
{
  FianchettoWindow *self = data;
  g_autoptr (GError) error = NULL;

  self->analysis->probe_id = 0;
  if (!fianchetto_frame_probe_finish (g_steal_pointer (&self->probe), self->probe_file, &error))
    g_warning ("Could not write the frame probe: %s", error->message);
  g_clear_pointer (&self->probe_file, g_free);
  return G_SOURCE_REMOVE;
}

static gboolean
begin_probe (gpointer data)
{
  FianchettoWindow *self = data;

  self->probe = fianchetto_frame_probe_start (GTK_WIDGET (self));
  self->analysis->probe_id = g_timeout_add_seconds (PROBE_SECONDS, finish_probe, self);
  return G_SOURCE_REMOVE;
}

static void
start_probe (FianchettoWindow *self)
{
  if (!self->probe_file || self->probe || self->analysis->probe_id
      || fianchetto_match_get_computer_color (self->match) != COLOR_NB)
    return;
  if (g_getenv ("FIANCHETTO_FRAME_PROBE_AT_START"))
    begin_probe (self);
  else
    self->analysis->probe_id = g_timeout_add (PROBE_DELAY_MS, begin_probe, self);
}

static void
set_on (FianchettoWindow *self, gboolean on)
{
  struct _FianchettoWindowAnalysis *a = self->analysis;

  if (a->on == on)
    return;
  a->on = on;
  gtk_widget_set_visible (GTK_WIDGET (self->eval_bar), on);
  gtk_widget_set_visible (self->analysis_box, on);
  if (on)
    {
      if (!a->search)
        a->search = analysis_search_new ();
      fianchetto_eval_bar_clear (self->eval_bar);
      start_on_view (self);
      start_probe (self);
    }
  else
    {
      analysis_search_stop (a->search);
      g_clear_handle_id (&a->poll_id, g_source_remove);
      fianchetto_board_view_set_arrows (self->board, NULL, 0, 0);
    }
  fianchetto_window_actions_update (self);
}

void
fianchetto_window_analysis_follow (FianchettoWindow *self)
{
  struct _FianchettoWindowAnalysis *a = self->analysis;

  if (!a)
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.analysis", a->on || fianchetto_window_analysis_allowed (self));
  if (!a->on)
    return;
  if (!fianchetto_window_analysis_allowed (self))
    {
      set_on (self, FALSE);
      return;
    }
  fianchetto_eval_bar_set_flipped (self->eval_bar, fianchetto_board_view_get_flipped (self->board));
  if (fianchetto_match_get_position (self->match)->key != a->root_key
      || fianchetto_match_get_view_node (self->match) != a->root_node)
    start_on_view (self);
}

void
fianchetto_window_analysis_start (FianchettoWindow *self)
{
  set_on (self, fianchetto_window_analysis_allowed (self));
  fianchetto_window_refresh (self);
}

static void
toggle_analysis (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);

  set_on (self, !self->analysis->on && fianchetto_window_analysis_allowed (self));
}

static void
focus_line (FianchettoWindow *self, int line)
{
  self->analysis->focus = line;
  show_arrows (self);
}

static void
on_line_activated (FianchettoAnalysisLines *lines, int line, FianchettoWindow *self)
{
  focus_line (self, line);
}

/* The bar as tall as the board, not the board view: the board is a square centred in it. The
 * margins change after the layout that moved the board, not inside it. */
static gboolean
fit_bar_to_board (gpointer data)
{
  FianchettoWindow *self = data;
  const BoardGeometry *g = fianchetto_board_view_get_geometry (self->board);
  int    height = gtk_widget_get_height (GTK_WIDGET (self->board));
  double size = board_geometry_board_size (g);
  int    top = 24 + (int) g->y, bottom = 24 + MAX (0, height - (int) (g->y + size));

  self->analysis->fit_id = 0;
  if (size <= 0)
    return G_SOURCE_REMOVE;
  if (gtk_widget_get_margin_top (GTK_WIDGET (self->eval_bar)) != top)
    gtk_widget_set_margin_top (GTK_WIDGET (self->eval_bar), top);
  if (gtk_widget_get_margin_bottom (GTK_WIDGET (self->eval_bar)) != bottom)
    gtk_widget_set_margin_bottom (GTK_WIDGET (self->eval_bar), bottom);
  return G_SOURCE_REMOVE;
}

static void
on_board_layout_changed (FianchettoWindow *self)
{
  if (self->analysis->fit_id == 0)
    self->analysis->fit_id = g_idle_add (fit_bar_to_board, self);
}

void
fianchetto_window_init_analysis (FianchettoWindow *self)
{
  struct _FianchettoWindowAnalysis *a = g_new0 (struct _FianchettoWindowAnalysis, 1);
  GtkBox *box = GTK_BOX (self->analysis_box);

  self->analysis = a;
  g_signal_connect_object (self->board, "layout-changed", G_CALLBACK (on_board_layout_changed), self,
                           G_CONNECT_SWAPPED);
  a->lines = fianchetto_analysis_lines_new (ANALYSIS_LINES);
  gtk_widget_set_tooltip_text (a->lines, _("Hover or click a line to show its first move on the board"));
  g_signal_connect_object (a->lines, "line-activated", G_CALLBACK (on_line_activated), self, 0);
  gtk_box_append (box, a->lines);
}

void
fianchetto_window_dispose_analysis (FianchettoWindow *self)
{
  struct _FianchettoWindowAnalysis *a = self->analysis;

  if (!a)
    return;
  g_clear_handle_id (&a->poll_id, g_source_remove);
  g_clear_handle_id (&a->fit_id, g_source_remove);
  g_clear_handle_id (&a->probe_id, g_source_remove);
  g_clear_pointer (&a->search, analysis_search_free);
  g_free (a);
  self->analysis = NULL;
}

void
fianchetto_window_class_init_analysis (GtkWidgetClass *widget_class)
{
  g_type_ensure (FIANCHETTO_TYPE_EVAL_BAR);
  gtk_widget_class_install_action (widget_class, "win.analysis", NULL, toggle_analysis);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, eval_bar);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, analysis_box);
}
