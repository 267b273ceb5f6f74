/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-eval-bar.h: the evaluation bar beside the board: White's share of the winning
 * chances (Win%, review-judge.h) as the white part of a vertical bar, moving smoothly to each
 * new score, with the score written at the end of the side ahead ("+0.4", "M3", "−M3"). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define FIANCHETTO_TYPE_EVAL_BAR (fianchetto_eval_bar_get_type ())

G_DECLARE_FINAL_TYPE (FianchettoEvalBar, fianchetto_eval_bar, FIANCHETTO, EVAL_BAR, GtkWidget)

GtkWidget *fianchetto_eval_bar_new        (void);
/* score: White's view, in the search's units (search.h: centipawns or mate). */
void       fianchetto_eval_bar_set_score  (FianchettoEvalBar *self,
                                           int                score);
/* No score: an even bar without text. */
void       fianchetto_eval_bar_clear      (FianchettoEvalBar *self);
/* Black at the bottom, as the board shows it. */
void       fianchetto_eval_bar_set_flipped (FianchettoEvalBar *self,
                                            gboolean           flipped);
/* The text shown ("+0.35", "M3", "−M3", "" without a score). */
const char *fianchetto_eval_bar_get_text  (FianchettoEvalBar *self);

/* The short text of a score from White's view: "+0.35", "−1.20", "0.00", "M3", "−M3". */
char      *eval_score_text                (int                score);

G_END_DECLS
