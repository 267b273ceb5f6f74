/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-window.c: builds the window from its template, hands the match to the board and
 * the move list, binds the preferences, and keeps the status line in step with the game. */
#define G_LOG_DOMAIN "fianchetto-window"

#include "config.h"

#include "fianchetto-window-private.h"

#include <glib/gi18n.h>

#include "fianchetto-status.h"
#include "fianchetto-test-state.h"
#include "fianchetto-window-clock.h"
#include "fianchetto-window-files.h"

G_DEFINE_FINAL_TYPE (FianchettoWindow, fianchetto_window, GTK_TYPE_APPLICATION_WINDOW)

static void
write_test_state (FianchettoWindow *self)
{
  const BoardGeometry *geometry = fianchetto_board_view_get_geometry (self->board);
  g_autofree char *clock_text = fianchetto_window_clock_describe (self);
  FianchettoTestState state = {
    .title = gtk_label_get_label (self->status_title),
    .detail = gtk_label_get_label (self->status_detail),
    .opening = gtk_widget_get_visible (GTK_WIDGET (self->opening_label))
               ? gtk_label_get_label (self->opening_label) : "",
    .square_size = geometry->square_size,
    .flipped = geometry->flipped,
    .thinking = self->search != NULL,
    .hint = fianchetto_board_view_get_hint (self->board),
    .message = fianchetto_window_get_message (self),
    .notification = fianchetto_window_get_notification (self),
    .clock = clock_text,
    .choosing_players = self->choosing_players,
    .analysis = fianchetto_window_analysis_is_on (self),
    .window_title = gtk_window_get_title (GTK_WINDOW (self)),
  };
  graphene_point_t corner;
  double surface_x, surface_y;
  g_autoptr(GError) error = NULL;

  if (!self->test_state_file)
    return;
  fianchetto_window_get_list_scroll (self, state.list_scroll);
  fianchetto_window_get_sounds_played (self, &state.sounds_played, &state.last_sound);
  gtk_native_get_surface_transform (GTK_NATIVE (self), &surface_x, &surface_y);
  if (gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (self),
                                &GRAPHENE_POINT_INIT (geometry->x, geometry->y), &corner))
    {
      state.board_x = surface_x + corner.x;
      state.board_y = surface_y + corner.y;
    }
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *clock = i == 0 ? self->top_clock : self->bottom_clock;
      graphene_point_t middle;

      if (gtk_widget_compute_point (clock, GTK_WIDGET (self),
                                    &GRAPHENE_POINT_INIT (0, gtk_widget_get_height (clock) / 2.0),
                                    &middle))
        state.clock_y[i] = surface_y + middle.y;
    }
  if (!fianchetto_test_state_write (self->test_state_file, self->match, &state, &error))
    g_warning ("Could not write the test state: %s", error->message);
}

/* The opening of the line shown, above the move list: "B90 Sicilian Defense: Najdorf
 * Variation" (data, not translated), the whole of it in the tooltip when it is cut short. */
static void
update_opening (FianchettoWindow *self)
{
  const OpeningName *opening = game_node_opening (fianchetto_match_get_game (self->match),
                                                  fianchetto_match_get_view_node (self->match));
  g_autofree char *text = opening ? g_strdup_printf ("%s %s", opening->eco, opening->name) : NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->opening_label), opening != NULL);
  if (g_strcmp0 (gtk_label_get_label (self->opening_label), text ? text : "") == 0)
    return;
  gtk_label_set_label (self->opening_label, text ? text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->opening_label), text);
}

static void
update_status (FianchettoWindow *self)
{
  g_autofree char *title = fianchetto_status_dup_title (self->match);
  g_autofree char *detail = fianchetto_status_dup_detail (self->match);
  const char *clock_note = fianchetto_window_clock_get_note (self);

  gtk_label_set_label (self->status_title, fianchetto_window_clock_is_paused (self)
                                           ? _("Paused")   /* whose move it is hides with the board */
                                           : title);
  gtk_label_set_label (self->status_detail, *detail || !clock_note ? detail : clock_note);
  gtk_widget_set_visible (GTK_WIDGET (self->claim_draw_button),
                          fianchetto_match_get_claimable_draw (self->match) != END_NONE);
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), self->search != NULL);
  fianchetto_spinner_set_spinning (self->spinner, self->search != NULL);
  update_opening (self);
  fianchetto_window_update_title (self);
  write_test_state (self);
}

void
fianchetto_window_refresh (FianchettoWindow *self)
{
  update_status (self);
  fianchetto_window_actions_update (self);
  fianchetto_window_analysis_follow (self);
  fianchetto_window_review_follow (self);
}

static void
on_match_changed (FianchettoWindow *self,
                  FianchettoMatch  *match)
{
  /* The clocks first: a move's [%clk] and the computer's time before anything reads them. */
  fianchetto_window_clock_follow (self);
  fianchetto_window_follow_game (self);
  fianchetto_window_refresh (self);
}

static void
on_board_layout_changed (FianchettoWindow *self)
{
  write_test_state (self);
}

static gboolean
orientation_to_flipped (GValue   *value,
                        GVariant *variant,
                        gpointer  user_data)
{
  g_value_set_boolean (value, g_strcmp0 (g_variant_get_string (variant, NULL), "black") == 0);
  return TRUE;
}

static GVariant *
flipped_to_orientation (const GValue       *value,
                        const GVariantType *expected_type,
                        gpointer            user_data)
{
  return g_variant_new_string (g_value_get_boolean (value) ? "black" : "white");
}

static void
bind_settings (FianchettoWindow *self)
{
  /* auto-flip is followed by fianchetto-window-computer.c: not against the computer. */
  static const char *const board_keys[] = {
    "show-coordinates", "show-legal-moves", "animate-moves",
  };

  self->settings = g_settings_new (APPLICATION_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  for (gsize i = 0; i < G_N_ELEMENTS (board_keys); i++)
    g_settings_bind (self->settings, board_keys[i], self->board, board_keys[i],
                     G_SETTINGS_BIND_GET);
  g_settings_bind_with_mapping (self->settings, "board-orientation", self->board, "flipped",
                                G_SETTINGS_BIND_DEFAULT,
                                orientation_to_flipped, flipped_to_orientation, NULL, NULL);
}

static void
fianchetto_window_dispose (GObject *object)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (object);

  fianchetto_window_dispose_clock (self);
  fianchetto_window_stop_computer (self);
  fianchetto_window_dispose_analysis (self);
  fianchetto_window_dispose_review (self);
  fianchetto_window_dispose_undo (self);
  fianchetto_window_dispose_files (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), FIANCHETTO_TYPE_WINDOW);
  g_clear_object (&self->settings);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (fianchetto_window_parent_class)->dispose (object);
}

static void
fianchetto_window_finalize (GObject *object)
{
  FianchettoWindow *self = FIANCHETTO_WINDOW (object);

  g_free (self->test_state_file);
  g_free (self->probe_file);

  G_OBJECT_CLASS (fianchetto_window_parent_class)->finalize (object);
}

static void
fianchetto_window_class_init (FianchettoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_window_dispose;
  object_class->finalize = fianchetto_window_finalize;

  g_type_ensure (FIANCHETTO_TYPE_ADAPTIVE_BOX);
  g_type_ensure (FIANCHETTO_TYPE_BOARD_VIEW);
  g_type_ensure (FIANCHETTO_TYPE_MOVE_LIST);
  g_type_ensure (FIANCHETTO_TYPE_SPINNER);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/fianchetto/Fianchetto/ui/fianchetto-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, board);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, status_title);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, status_detail);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, opening_label);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, claim_draw_button);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, spinner);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, notification);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, notification_label);
  gtk_widget_class_bind_template_child (widget_class, FianchettoWindow, players_offer);

  fianchetto_window_class_init_actions (widget_class);
  fianchetto_window_class_init_tree (widget_class);
  fianchetto_window_class_init_undo (widget_class);
  fianchetto_window_class_init_files (widget_class);
  fianchetto_window_class_init_clock (widget_class);
  fianchetto_window_class_init_setup (widget_class);
  fianchetto_window_class_init_players (widget_class);
  fianchetto_window_class_init_analysis (widget_class);
  fianchetto_window_class_init_review (widget_class);
}

static void
fianchetto_window_init (FianchettoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->test_state_file = g_strdup (g_getenv ("FIANCHETTO_TEST_STATE_FILE"));
  self->match = fianchetto_match_new ();
  fianchetto_board_view_set_match (self->board, self->match);
  fianchetto_move_list_set_match (self->move_list, self->match);
  g_signal_connect_object (self->match, "changed", G_CALLBACK (on_match_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "layout-changed", G_CALLBACK (on_board_layout_changed),
                           self, G_CONNECT_SWAPPED);
  bind_settings (self);
  fianchetto_window_init_analysis (self);
  fianchetto_window_init_review (self);
  fianchetto_window_init_look (self);
  if (self->test_state_file)
    {
      /* The list scrolls after the change that moved it: the tests see where it ends. */
      GtkAdjustment *list_scroll = gtk_scrolled_window_get_vadjustment (
        GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (self->move_list),
                                                      GTK_TYPE_SCROLLED_WINDOW)));
      g_signal_connect_object (list_scroll, "value-changed",
                               G_CALLBACK (on_board_layout_changed), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (list_scroll, "changed",
                               G_CALLBACK (on_board_layout_changed), self, G_CONNECT_SWAPPED);
    }
  fianchetto_window_init_tree (self);
  fianchetto_window_init_clock (self);
  /* Starts the first game, with the players of the last one: the match changes, and the
   * status follows. */
  fianchetto_window_init_computer (self);
  /* Then the game saved last time, if any, replaces it; from now on every change is saved. */
  fianchetto_window_init_files (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

FianchettoWindow *
fianchetto_window_new (GtkApplication *application)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  return g_object_new (FIANCHETTO_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

FianchettoMatch *
fianchetto_window_get_match (FianchettoWindow *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_WINDOW (self), NULL);

  return self->match;
}
