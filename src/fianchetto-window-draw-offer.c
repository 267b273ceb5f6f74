/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window-draw-offer.c: Offer Draw. The computer answers after a short search on a
 * worker (draw-offer.h); between two people at one board, the other player accepts or
 * declines in a dialog. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include <glib/gi18n.h>

#include "draw-offer.h"
#include "fianchetto-levels.h"

enum { RESPONSE_DECLINE = 1, RESPONSE_ACCEPT };

static void
on_offer_answered (GtkDialog        *dialog,
                   int               response,
                   FianchettoWindow *self)
{
  if (response == RESPONSE_ACCEPT)
    fianchetto_match_agree_draw (self->match);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static GtkWidget *
message_new (FianchettoWindow *self, GtkMessageType type, GtkButtonsType buttons,
             const char *primary, const char *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              type, buttons, "%s", primary);

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  return dialog;
}

/* Between two people: the side not to move is asked; the offer is the mover's. */
static void
ask_opponent (FianchettoWindow *self)
{
  Color offering = fianchetto_match_get_live_position (self->match)->side_to_move;
  GtkWidget *dialog;

  dialog = message_new (self, GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE,
                        offering == WHITE ? _("White offers a draw") : _("Black offers a draw"),
                        offering == WHITE ? _("Black, do you accept the draw?")
                                          : _("White, do you accept the draw?"));
  gtk_dialog_add_buttons (GTK_DIALOG (dialog), _("_Decline"), RESPONSE_DECLINE,
                          _("_Accept Draw"), RESPONSE_ACCEPT, NULL);
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), RESPONSE_DECLINE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_offer_answered), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_computer_answered (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (FianchettoWindow) self = data;
  g_autoptr (GError) error = NULL;
  GtkWidget *dialog;

  if (fianchetto_match_offer_draw_finish (FIANCHETTO_MATCH (source), result, &error))
    return;   /* the board and the status show the draw */
  /* A game that moved on has no answer to show. */
  if (error || !gtk_widget_get_visible (GTK_WIDGET (self))
      || fianchetto_match_get_result (self->match, NULL) != GAME_ONGOING)
    return;
  dialog = message_new (self, GTK_MESSAGE_INFO, GTK_BUTTONS_CLOSE,
                        _("The computer declines the draw"),
                        fianchetto_match_get_ply_count (self->match) < 2 * DRAW_OFFER_MIN_MOVES
                        ? _("It is too early in the game for a draw.")
                        : _("It thinks it stands better: play on."));
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
offer_draw (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (widget);

  if (fianchetto_match_get_computer_color (self->match) == COLOR_NB)
    {
      ask_opponent (self);
      return;
    }
  fianchetto_match_offer_draw_async (self->match, fianchetto_level_get_elo (self->level), NULL,
                                     on_computer_answered, g_object_ref (self));
}

void
fianchetto_window_class_init_draw_offer (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, offer_draw);
}

void
fianchetto_window_draw_offer_update (FianchettoWindow *self)
{
  FianchettoMatch *match = self->match;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.offer-draw",
                                 fianchetto_match_get_result (match, NULL) == GAME_ONGOING
                                 && fianchetto_match_is_live (match)
                                 && !fianchetto_match_is_computer_turn (match));
}
