/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-review.c: Review Game. Every position of the main line is analysed on the
 * driver's workers (review-driver.c) while a progress bar shows how far it got, the graph
 * fills in and the summary counts; Cancel stops it. At the end the review is written into the
 * game itself: each move's glyph as its NAG, each position's [%eval] in the comment after the
 * move, and for each inaccuracy, mistake and blunder the engine's line as a variation. The
 * move list then shows the glyphs (in colour, fianchetto-move-list.c), saving writes them, and
 * opening such a file brings the review back without a search. Show Best Move and Try Again
 * work on the mistake being viewed. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include <glib/gi18n.h>

#include "fianchetto-eval-graph.h"
#include "review-driver.h"

struct _FianchettoWindowReview {
  ReviewGame    *review;        /* NULL when the game has none */
  GCancellable  *cancellable;   /* while running */
  GtkWidget     *progress, *cancel_button, *summary[COLOR_NB], *graph;
  GtkWidget     *best_button, *try_button, *feedback;
  /* Try Again: the position before the mistake, and the mistake. */
  const PgnNode *try_parent, *try_mistake;
  GPtrArray     *try_known;     /* the moves there before the try: a new one goes after it */
  const PgnNode *try_node;      /* the move tried, until finish_try */
  const PgnNode *arrow_node;    /* where Show Best Move drew its arrow (NULL: the start) */
  gboolean       arrow_shown;
  guint          try_idle;
  gboolean       trying;
  const Game    *game;          /* the game reviewed: another one drops the review */
};

typedef struct _FianchettoWindowReview Review;

static char *
summary_text (const ReviewSummary *s, Color player)
{
  g_autofree char *counts = g_strdup_printf (
    /* TRANSLATORS: the counts of a player's inaccuracies, mistakes and blunders */
    _("%d ?!  %d ?  %d ??"), s->counts[REVIEW_CLASS_INACCURACY], s->counts[REVIEW_CLASS_MISTAKE],
    s->counts[REVIEW_CLASS_BLUNDER]);
  if (s->n_moves == 0)
    return g_strdup (player == WHITE ? _("White: no moves reviewed") : _("Black: no moves reviewed"));
  return player == WHITE
           /* TRANSLATORS: accuracy in per cent, then the counts of ?!, ? and ?? */
           ? g_strdup_printf (_("White: accuracy %.0f %%, %s"), s->accuracy, counts)
           : g_strdup_printf (_("Black: accuracy %.0f %%, %s"), s->accuracy, counts);
}

static void
show_review (FianchettoWindow *self)
{
  Review *r = self->review;
  int     n = review_game_n_moves (r->review);
  g_autofree EvalGraphPoint *points = g_new0 (EvalGraphPoint, n + 1);

  for (int i = 0; i <= n; i++)
    {
      points[i].white_win = review_game_white_win (r->review, i);
      points[i].klass = i > 0 ? review_game_get_move (r->review, i - 1)->klass : REVIEW_CLASS_NONE;
    }
  fianchetto_eval_graph_set_points (FIANCHETTO_EVAL_GRAPH (r->graph), points, n + 1);
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      ReviewSummary s;
      review_game_summary (r->review, c, &s);
      g_autofree char *text = summary_text (&s, c);
      gtk_label_set_label (GTK_LABEL (r->summary[c]), text);
    }
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (r->progress),
                                 (double) review_game_n_known (r->review) / (n + 1));
}

/* A move's mark into the game as soon as both its positions are known, so that the glyphs
 * fill in as the review goes; false when the game no longer holds the move. */
static gboolean
mark_move (FianchettoWindow *self, int ply)
{
  Review        *r = self->review;
  const PgnNode *node = game_mainline_node (fianchetto_match_get_game (self->match), ply);
  ReviewClass    klass = review_game_get_move (r->review, ply)->klass;
  int            nag = review_class_to_nag (klass);

  if (!node || pgn_node_get_move (node) != review_game_move (r->review, ply))
    return FALSE;
  if (klass != REVIEW_CLASS_NONE && (nag || review_class_from_nag (pgn_node_get_assessment (node)))
      && pgn_node_get_assessment (node) != nag)
    fianchetto_match_set_assessment (self->match, node, nag);
  return TRUE;
}

static void
on_progress (ReviewGame *review, int index, gpointer user_data)
{
  FianchettoWindow *self = user_data;

  show_review (self);
  if (index > 0)
    mark_move (self, index - 1);
  if (index < review_game_n_moves (review))
    mark_move (self, index);
}

/* The review into the game: marks, evaluations, better lines. */
static void
write_review (FianchettoWindow *self)
{
  Review     *r = self->review;
  const Game *game = fianchetto_match_get_game (self->match);
  int         n = review_game_n_moves (r->review);
  char        value[32];

  if (review_game_eval_text (r->review, 0, value, sizeof value))
    {
      g_autofree char *comment = pgn_comment_set_command (pgn_game_get_comment (game_get_record (game)), "eval", value);
      fianchetto_match_set_comment (self->match, NULL, comment);
    }
  for (int ply = 0; ply < n; ply++)
    {
      if (!mark_move (self, ply))
        break;   /* the game changed under the review */
      const PgnNode *node = game_mainline_node (game, ply);
      int            nag = review_class_to_nag (review_game_get_move (r->review, ply)->klass);
      if (review_game_eval_text (r->review, ply + 1, value, sizeof value))
        {
          g_autofree char *comment = pgn_comment_set_command (pgn_node_get_comment_after (node), "eval", value);
          fianchetto_match_set_comment (self->match, node, comment);
        }
      const ReviewPosition *before = review_game_get_position (r->review, ply);
      if (nag && before->pv_length > 0 && before->pv[0] != pgn_node_get_move (node))
        fianchetto_match_add_line (self->match, ply > 0 ? game_mainline_node (game, ply - 1) : NULL,
                                   before->pv, before->pv_length);
    }
}

static void
set_running (FianchettoWindow *self, gboolean running)
{
  Review *r = self->review;

  gtk_widget_set_visible (r->progress, running);
  gtk_widget_set_visible (r->cancel_button, running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-review", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-game", fianchetto_window_review_can_start (self));
}

static void
on_review_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FianchettoWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  gboolean ok = review_driver_run_finish (result, &error);

  if (!self->review)
    return;   /* disposed */
  if (!ok)
    {
      g_clear_object (&self->review->cancellable);
      set_running (self, FALSE);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The review failed: %s", error->message);
      return;
    }
  g_clear_object (&self->review->cancellable);
  set_running (self, FALSE);
  show_review (self);
  write_review (self);
}

static void
forget_review (Review *r)
{
  if (r->cancellable)
    g_cancellable_cancel (r->cancellable);
  g_clear_object (&r->cancellable);
  g_clear_pointer (&r->review, review_game_free);
  r->trying = FALSE;
}

/* A review of the game as it stands: read back from its annotations when they are all there,
 * otherwise empty. */
static gboolean
load_review (FianchettoWindow *self)
{
  Review        *r = self->review;
  PgnGame       *pgn = game_to_pgn (fianchetto_match_get_game (self->match), NULL);
  gboolean       complete;

  forget_review (r);
  r->review = review_game_new (pgn);
  complete = review_game_restore (r->review, pgn);
  if (!complete)
    {
      review_game_free (r->review);
      r->review = review_game_new (pgn);
    }
  pgn_game_free (pgn);
  return complete;
}

gboolean
fianchetto_window_review_can_start (FianchettoWindow *self)
{
  return self->review && !self->review->cancellable && fianchetto_match_get_ply_count (self->match) > 0
         && fianchetto_window_analysis_allowed (self);
}

static void
review_game (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  Review           *r = self->review;

  if (!fianchetto_window_review_can_start (self))
    return;
  gtk_widget_set_visible (self->review_box, TRUE);
  if (load_review (self))
    {
      show_review (self);
      fianchetto_window_actions_update (self);
      return;
    }
  r->cancellable = g_cancellable_new ();
  show_review (self);
  set_running (self, TRUE);
  review_driver_run_async (r->review, 0, 0, r->cancellable, on_progress, self, on_review_done, g_object_ref (self));
}

static void
cancel_review (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  Review *r = FIANCHETTO_WINDOW (widget)->review;

  if (r->cancellable)
    g_cancellable_cancel (r->cancellable);
}

static void
on_point_activated (FianchettoEvalGraph *graph, int index, FianchettoWindow *self)
{
  const Game *game = fianchetto_match_get_game (self->match);

  fianchetto_match_set_view_node (self->match, index > 0 ? game_mainline_node (game, index - 1) : NULL);
}

/* The viewed move when it is a reviewed mistake with a better line. */
static const PgnNode *
viewed_mistake (FianchettoWindow *self)
{
  const PgnNode *node = fianchetto_match_get_view_node (self->match);
  const Game    *game = fianchetto_match_get_game (self->match);

  if (!self->review->review || !node || game_node_mainline_ply (game, node) < 0
      || review_class_from_nag (pgn_node_get_assessment (node)) == REVIEW_CLASS_NONE
      || pgn_node_get_n_variations (node) == 0)
    return NULL;
  return node;
}

/* The better line as text: "3… g6 4. Qf3 Nf6 …". */
static char *
line_text (const PgnNode *first, int ply)
{
  GString *text = g_string_new (NULL);
  int      n = 0;

  for (const PgnNode *node = first; node && n < 8; node = pgn_node_get_next (node), ply++, n++)
    {
      if (ply % 2 == 0)
        g_string_append_printf (text, "%s%d. ", n ? " " : "", ply / 2 + 1);
      else if (n == 0)
        g_string_append_printf (text, "%d… ", ply / 2 + 1);
      else
        g_string_append_c (text, ' ');
      g_string_append (text, pgn_node_get_san (node));
    }
  return g_string_free (text, FALSE);
}

/* The position before the mistake, with the better move as an arrow and its line below. */
static void
show_best_move (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  Review           *r = self->review;
  const PgnNode    *mistake = viewed_mistake (self);
  const Game       *game = fianchetto_match_get_game (self->match);

  if (!mistake)
    return;
  const PgnNode   *best = pgn_node_get_variation (mistake, 0);
  Move             move = pgn_node_get_move (best);
  g_autofree char *line = line_text (best, game_node_mainline_ply (game, mistake));
  /* TRANSLATORS: %s is the engine's line, such as "3… g6 4. Qf3 Nf6" */
  g_autofree char *text = g_strdup_printf (_("Better: %s"), line);

  r->arrow_node = pgn_node_get_parent (mistake);
  r->arrow_shown = TRUE;
  fianchetto_match_set_view_node (self->match, r->arrow_node);
  fianchetto_board_view_set_arrows (self->board, &move, 1, 0);
  gtk_label_set_label (GTK_LABEL (r->feedback), text);
  gtk_widget_set_visible (r->feedback, TRUE);
}

static void
try_again (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  Review           *r = self->review;
  const PgnNode    *mistake = viewed_mistake (self);

  if (!mistake)
    return;
  r->try_mistake = mistake;
  r->try_parent = pgn_node_get_parent (mistake);
  g_ptr_array_set_size (r->try_known, 0);
  for (int i = 0; i < pgn_node_get_n_variations (mistake); i++)
    g_ptr_array_add (r->try_known, (gpointer) pgn_node_get_variation (mistake, i));
  r->trying = TRUE;
  gtk_label_set_label (GTK_LABEL (r->feedback), _("Find a better move than the one played"));
  gtk_widget_set_visible (r->feedback, TRUE);
  fianchetto_match_set_view_node (self->match, r->try_parent);
}

typedef struct {
  Position after;        /* the position after the move tried */
  int      before_score; /* the review's score before it, for the mover */
} TryJudge;

/* On a worker: a short look at the position after the move tried, a quarter second, as a
 * player waits for a verdict. Good when within the inaccuracy threshold of the best. */
static void
judge_try_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  TryJudge     *judge = task_data;
  SearchContext *ctx = search_context_new (16);
  SearchLimits  limits;
  SearchInfo    info = { 0 };

  search_limits_init (&limits);
  limits.movetime_ms = 250;
  search_run (ctx, &judge->after, NULL, 0, &limits, NULL, NULL, &info);
  search_context_free (ctx);
  g_task_return_boolean (task, review_classify (judge->before_score, -info.score, FALSE) < REVIEW_CLASS_INACCURACY);
}

static void
show_verdict (FianchettoWindow *self, gboolean good)
{
  Review *r = self->review;

  gtk_label_set_label (GTK_LABEL (r->feedback),
                       good ? _("Good move! Back to the game.")
                            : _("Not the best: that move loses ground too. Back to the game."));
  gtk_widget_set_visible (r->feedback, TRUE);
  fianchetto_window_refresh (self);
}

static void
on_try_judged (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FianchettoWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  gboolean good = g_task_propagate_boolean (G_TASK (result), &error);

  if (!self->review || error)
    return;
  show_verdict (self, good);
}

/* The move tried where the mistake was: the better line's first move is good at once, another
 * is looked at on a worker. Either way the view goes back to the game's move. */
static void
judge_try (FianchettoWindow *self, const PgnNode *tried)
{
  Review              *r = self->review;
  const Game          *game = fianchetto_match_get_game (self->match);
  int                  ply = game_node_mainline_ply (game, r->try_mistake);
  const ReviewPosition *before = review_game_get_position (r->review, ply);
  Move                 move = pgn_node_get_move (tried);
  Move                 best = pgn_node_get_move (pgn_node_get_variation (r->try_mistake, 0));

  if (move == best || (before->pv_length > 0 && before->pv[0] == move))
    show_verdict (self, TRUE);
  else
    {
      TryJudge *judge = g_new0 (TryJudge, 1);
      g_autoptr (GTask) task = g_task_new (NULL, NULL, on_try_judged, g_object_ref (self));
      game_node_position (game, tried, &judge->after);
      judge->before_score = before->score;
      gtk_label_set_label (GTK_LABEL (r->feedback), _("Looking at your move…"));
      g_task_set_source_tag (task, judge_try);
      g_task_set_task_data (task, judge, g_free);
      g_task_run_in_thread (task, judge_try_thread);
    }
}

/* After a move tried in place of the mistake: the verdict, the game as it was, the view back
 * on the game's move. */
static gboolean
finish_try (gpointer data)
{
  FianchettoWindow *self = data;
  Review           *r = self->review;
  const PgnNode    *tried = r->try_node;
  gboolean          known = tried == r->try_mistake;

  r->try_idle = 0;
  r->try_node = NULL;
  if (!r->review || fianchetto_match_get_view_node (self->match) != tried)
    return G_SOURCE_REMOVE;   /* the player moved on meanwhile */
  for (guint i = 0; i < r->try_known->len; i++)
    known |= g_ptr_array_index (r->try_known, i) == tried;
  judge_try (self, tried);
  fianchetto_match_set_view_node (self->match, r->try_mistake);
  /* A try leaves the game as it was: a move that was not in it goes again (once the view is
   * off it). */
  if (!known)
    fianchetto_match_delete_from (self->match, tried);
  return G_SOURCE_REMOVE;
}

void
fianchetto_window_review_follow (FianchettoWindow *self)
{
  Review        *r = self->review;
  const PgnNode *view;

  if (!r)
    return;
  if (fianchetto_match_get_game (self->match) != r->game)
    {
      r->game = fianchetto_match_get_game (self->match);
      fianchetto_window_review_game_replaced (self);
    }
  gtk_widget_set_visible (self->review_button, fianchetto_match_get_result (self->match, NULL) != GAME_ONGOING
                                                 && fianchetto_window_review_can_start (self) && !r->review);
  if (r->review && !r->cancellable)
    {
      const Game *game = fianchetto_match_get_game (self->match);
      view = fianchetto_match_get_view_node (self->match);
      int ply = view ? game_node_mainline_ply (game, view) : -1;
      fianchetto_eval_graph_set_selected (FIANCHETTO_EVAL_GRAPH (r->graph), view ? (ply >= 0 ? ply + 1 : -1) : 0);
    }
  if (r->arrow_shown && (fianchetto_match_get_view_node (self->match) != r->arrow_node
                         || fianchetto_window_analysis_is_on (self)))
    {
      r->arrow_shown = FALSE;
      if (!fianchetto_window_analysis_is_on (self))
        fianchetto_board_view_set_arrows (self->board, NULL, 0, 0);
    }
  if (r->trying)
    {
      view = fianchetto_match_get_view_node (self->match);
      if (view && view != r->try_mistake && pgn_node_get_parent (view) == r->try_parent)
        {
          /* Not here: "changed" is still being emitted for the move, and the match may yet
           * hold on to its node. */
          r->trying = FALSE;
          r->try_node = view;
          if (!r->try_idle)
            r->try_idle = g_idle_add (finish_try, self);
          return;
        }
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-best-move", viewed_mistake (self) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.try-again", viewed_mistake (self) != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-game", fianchetto_window_review_can_start (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-review", r->cancellable != NULL);
}

/* A new game or a loaded one: the old review goes; a loaded game that holds a review shows it
 * at once. */
void
fianchetto_window_review_game_replaced (FianchettoWindow *self)
{
  Review *r = self->review;

  if (!r)
    return;
  forget_review (r);
  gtk_widget_set_visible (r->feedback, FALSE);
  set_running (self, FALSE);
  if (fianchetto_match_get_ply_count (self->match) > 0 && load_review (self))
    {
      gtk_widget_set_visible (self->review_box, TRUE);
      show_review (self);
    }
  else
    {
      forget_review (r);
      gtk_widget_set_visible (self->review_box, FALSE);
    }
}

static GtkWidget *
new_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
new_action_button (const char *label, const char *action, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_hexpand (button, TRUE);
  return button;
}

void
fianchetto_window_init_review (FianchettoWindow *self)
{
  Review *r = g_new0 (Review, 1);
  GtkBox *box = GTK_BOX (self->review_box);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->review = r;
  r->try_known = g_ptr_array_new ();
  r->progress = gtk_progress_bar_new ();
  gtk_widget_set_hexpand (r->progress, TRUE);
  gtk_widget_set_valign (r->progress, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (r->progress), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Review progress"), -1);
  r->cancel_button = new_action_button (_("_Cancel"), "win.cancel-review", _("Stop the review"));
  gtk_widget_set_hexpand (r->cancel_button, FALSE);
  gtk_box_append (GTK_BOX (row), r->progress);
  gtk_box_append (GTK_BOX (row), r->cancel_button);
  gtk_box_append (box, row);
  for (Color c = WHITE; c < COLOR_NB; c++)
    {
      r->summary[c] = new_label ("review-summary");
      gtk_widget_set_tooltip_text (r->summary[c], _("Accuracy by lichess’s formula, then the count of "
                                                    "inaccuracies (?!), mistakes (?) and blunders (?\?)"));
      gtk_box_append (box, r->summary[c]);
    }
  r->graph = fianchetto_eval_graph_new ();
  gtk_widget_set_size_request (r->graph, -1, 72);
  g_signal_connect_object (r->graph, "point-activated", G_CALLBACK (on_point_activated), self, 0);
  gtk_box_append (box, r->graph);
  r->best_button = new_action_button (_("Show _Best Move"), "win.show-best-move",
                                      _("Show the engine’s better line for the marked move being viewed"));
  r->try_button = new_action_button (_("_Try Again"), "win.try-again",
                                     _("Play another move in place of the marked move being viewed"));
  gtk_box_append (GTK_BOX (buttons), r->best_button);
  gtk_box_append (GTK_BOX (buttons), r->try_button);
  gtk_box_append (box, buttons);
  r->feedback = new_label ("review-feedback");
  gtk_widget_set_visible (r->feedback, FALSE);
  gtk_box_append (box, r->feedback);
  set_running (self, FALSE);
}

void
fianchetto_window_dispose_review (FianchettoWindow *self)
{
  if (!self->review)
    return;
  forget_review (self->review);
  g_clear_handle_id (&self->review->try_idle, g_source_remove);
  g_clear_pointer (&self->review->try_known, g_ptr_array_unref);
  g_clear_pointer (&self->review, g_free);
}

void
fianchetto_window_class_init_review (GtkWidgetClass *widget_class)
{
  g_type_ensure (FIANCHETTO_TYPE_EVAL_GRAPH);
  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, review_game);
  gtk_widget_class_install_action (widget_class, "win.cancel-review", NULL, cancel_review);
  gtk_widget_class_install_action (widget_class, "win.show-best-move", NULL, show_best_move);
  gtk_widget_class_install_action (widget_class, "win.try-again", NULL, try_again);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, review_box);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, review_button);
}
