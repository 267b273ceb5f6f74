/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-tree.c: the actions on the move being viewed: promoting its variation,
 * deleting from it (with a way back), its comment and glyph, and moving between the
 * variations of a move. The move list's menu and the keyboard both reach them. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include <glib/gi18n.h>

#include "fianchetto-comment-dialog.h"

static FianchettoMatch *
match_of (GtkWidget *widget)
{
  return FIANCHETTO_WINDOW (widget)->match;
}

static void
promote_variation (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoMatch *match = match_of (widget);

  fianchetto_match_promote_variation (match, fianchetto_match_get_view_node (match));
}

static void
delete_from_here (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  const PgnNode *node = fianchetto_match_get_view_node (self->match);
  FianchettoSavedGame *saved;

  if (!node)
    return;
  saved = fianchetto_window_save_game (self);
  fianchetto_match_delete_from (self->match, node);
  fianchetto_window_offer_undo (self, _("Moves deleted"), saved);
}

/* "After 12. Nf3", "After 12… Nf6", or "Before the first move". */
static char *
describe_subject (FianchettoMatch *match, const PgnNode *node)
{
  const Position *start = fianchetto_match_get_start_position (match);
  int ply = (MAX (start->fullmove_number, 1) - 1) * 2 + (start->side_to_move == BLACK) - 1;

  if (!node)
    return g_strdup (_("Before the first move"));
  for (const PgnNode *n = node; n; n = pgn_node_get_parent (n))
    ply++;
  if (ply % 2 == 0)
    /* Translators: what a comment is about: the move it follows, "After 12. Nf3". */
    return g_strdup_printf (_("After %d. %s"), ply / 2 + 1, pgn_node_get_san (node));
  /* Translators: the same for Black's move: "After 12… Nf6". */
  return g_strdup_printf (_("After %d… %s"), ply / 2 + 1, pgn_node_get_san (node));
}

static void
on_comment_saved (FianchettoWindow        *self,
                  const char              *text,
                  FianchettoCommentDialog *dialog)
{
  const PgnNode *node = g_object_get_data (G_OBJECT (dialog), "node");

  /* The game may have changed under the dialog: the comment goes where it was meant to go,
   * or nowhere. */
  if (node != fianchetto_match_get_view_node (self->match))
    return;
  fianchetto_match_set_comment (self->match, node, text);
}

static void
edit_comment (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);
  const PgnNode *node = fianchetto_match_get_view_node (self->match);
  const PgnGame *record = game_get_record (fianchetto_match_get_game (self->match));
  const char *comment = node ? pgn_node_get_comment_after (node) : pgn_game_get_comment (record);
  g_autofree char *subject = describe_subject (self->match, node);
  GtkWindow *dialog = fianchetto_comment_dialog_new (GTK_WINDOW (self), subject, comment);

  g_object_set_data (G_OBJECT (dialog), "node", (gpointer) node);
  g_signal_connect_object (dialog, "save", G_CALLBACK (on_comment_saved), self, G_CONNECT_SWAPPED);
  gtk_window_present (dialog);
}

static void
on_assessment_changed (GSimpleAction    *action,
                       GVariant         *value,
                       FianchettoWindow *self)
{
  const PgnNode *node = fianchetto_match_get_view_node (self->match);

  if (node)
    fianchetto_match_set_assessment (self->match, node, g_variant_get_int32 (value));
}

/* The moves that can be played where node was: the main move there first, then each of its
 * variations in the order of the text, nested ones after the one they hang from. */
static GPtrArray *
alternatives_of (FianchettoMatch *match, const PgnNode *node)
{
  const PgnNode *parent = pgn_node_get_parent (node);
  const PgnNode *main_move = parent ? pgn_node_get_next (parent)
                                    : pgn_game_get_first_move (game_get_record (fianchetto_match_get_game (match)));
  GPtrArray *alternatives = g_ptr_array_new ();

  g_ptr_array_add (alternatives, (gpointer) main_move);
  for (guint i = 0; i < alternatives->len; i++)
    {
      const PgnNode *move = g_ptr_array_index (alternatives, i);
      for (int v = 0; v < pgn_node_get_n_variations (move); v++)
        g_ptr_array_insert (alternatives, (int) (i + 1 + (guint) v),
                            (gpointer) pgn_node_get_variation (move, v));
    }
  return alternatives;
}

static void
step_variation (GtkWidget *widget, int step)
{
  FianchettoMatch *match = match_of (widget);
  const PgnNode *node = fianchetto_match_get_view_node (match);
  g_autoptr(GPtrArray) alternatives = NULL;
  guint index;

  if (!node)
    return;
  alternatives = alternatives_of (match, node);
  if (!g_ptr_array_find (alternatives, node, &index)
      || (step < 0 && index == 0) || (step > 0 && index + 1 >= alternatives->len))
    return;
  fianchetto_match_set_view_node (match, g_ptr_array_index (alternatives, index + (guint) step));
}

static void
move_menu (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  fianchetto_move_list_popup_menu (FIANCHETTO_WINDOW (widget)->move_list);
}

static void
variation_next (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  step_variation (widget, 1);
}

static void
variation_previous (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  step_variation (widget, -1);
}

void
fianchetto_window_class_init_tree (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.promote-variation", NULL, promote_variation);
  gtk_widget_class_install_action (widget_class, "win.delete-from-here", NULL, delete_from_here);
  gtk_widget_class_install_action (widget_class, "win.edit-comment", NULL, edit_comment);
  gtk_widget_class_install_action (widget_class, "win.move-menu", NULL, move_menu);
  gtk_widget_class_install_action (widget_class, "win.variation-next", NULL, variation_next);
  gtk_widget_class_install_action (widget_class, "win.variation-previous", NULL,
                                   variation_previous);
}

/* A glyph is one of a kind: a stateful action, so that the menu shows the move's own. */
void
fianchetto_window_init_tree (FianchettoWindow *self)
{
  g_autoptr(GSimpleAction) assessment =
    g_simple_action_new_stateful ("move-assessment", G_VARIANT_TYPE_INT32, g_variant_new_int32 (0));

  g_signal_connect_object (assessment, "change-state", G_CALLBACK (on_assessment_changed), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (assessment));
}

void
fianchetto_window_tree_actions_update (FianchettoWindow *self)
{
  FianchettoMatch *match = self->match;
  GtkWidget *widget = GTK_WIDGET (self);
  const PgnNode *node = fianchetto_match_get_view_node (match);
  GAction *assessment = g_action_map_lookup_action (G_ACTION_MAP (self), "move-assessment");
  g_autoptr(GPtrArray) alternatives = node ? alternatives_of (match, node) : NULL;
  guint index = 0;

  if (node)
    g_ptr_array_find (alternatives, node, &index);
  gtk_widget_action_set_enabled (widget, "win.promote-variation",
                                 fianchetto_match_view_is_in_variation (match));
  gtk_widget_action_set_enabled (widget, "win.delete-from-here", node != NULL);
  gtk_widget_action_set_enabled (widget, "win.move-menu", node != NULL);
  gtk_widget_action_set_enabled (widget, "win.variation-previous", node && index > 0);
  gtk_widget_action_set_enabled (widget, "win.variation-next",
                                 node && index + 1 < alternatives->len);
  if (assessment)
    {
      g_simple_action_set_enabled (G_SIMPLE_ACTION (assessment), node != NULL);
      g_simple_action_set_state (G_SIMPLE_ACTION (assessment),
                                 g_variant_new_int32 (node ? pgn_node_get_assessment (node) : 0));
    }
}
