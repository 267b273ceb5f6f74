/* SPDX-License-Identifier: GPL-3.0-or-later */
/* move-list-review.c: marked moves in the move list (move-list-review.h). */
#define G_LOG_DOMAIN "fianchetto-move-list"

#include "config.h"

#include "move-list-review.h"

#include <glib/gi18n.h>

#include "review-judge.h"

char *
move_list_review_tooltip (const PgnNode *node)
{
  const char *what;

  switch (review_class_from_nag (pgn_node_get_assessment (node)))
    {
    case REVIEW_CLASS_INACCURACY: what = _("Inaccuracy."); break;
    case REVIEW_CLASS_MISTAKE:    what = _("Mistake."); break;
    case REVIEW_CLASS_BLUNDER:    what = _("Blunder."); break;
    default:                      return NULL;
    }
  if (pgn_node_get_n_variations (node) == 0)
    return g_strdup (what);
  /* TRANSLATORS: after "Blunder." and the like; %s is a move such as Nf3 */
  g_autofree char *best = g_strdup_printf (_("Best was %s"), pgn_node_get_san (pgn_node_get_variation (node, 0)));
  return g_strconcat (what, " ", best, NULL);
}

void
move_list_mark_reviewed (GtkWidget *button, const PgnNode *node)
{
  static const char *const css_classes[REVIEW_CLASS_NB] = {
    [REVIEW_CLASS_INACCURACY] = "inaccuracy", [REVIEW_CLASS_MISTAKE] = "mistake", [REVIEW_CLASS_BLUNDER] = "blunder",
  };
  ReviewClass      klass = review_class_from_nag (pgn_node_get_assessment (node));
  g_autofree char *tooltip = move_list_review_tooltip (node);

  if (klass == REVIEW_CLASS_NONE)
    return;
  gtk_widget_add_css_class (button, css_classes[klass]);
  gtk_widget_set_tooltip_text (button, tooltip);
}
