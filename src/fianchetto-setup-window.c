/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-setup-window.c: one PositionEditor, shown by the board and by the controls
 * beside it. An edit on the board or the controls rewrites the FEN field; text typed there
 * sets up the board as far as it can be read, and is judged as typed, so the reader's message
 * names the player's own mistake. The controls only offer what the placement allows. */
#define G_LOG_DOMAIN "fianchetto-setup-window"

#include "config.h"

#include "fianchetto-setup-window.h"

#include <glib/gi18n.h>

#include "error-messages.h"
#include "fianchetto-editor-board.h"
#include "fianchetto-new-game-dialog.h"

struct _FianchettoSetupWindow {
  GtkWindow              parent_instance;

  /* Template children */
  FianchettoEditorBoard *board;
  GtkLabel              *message_label;
  GtkEntry              *fen_entry;
  GtkCheckButton        *white_button;
  GtkCheckButton        *black_button;
  GtkCheckButton        *castle_white_king;
  GtkCheckButton        *castle_white_queen;
  GtkCheckButton        *castle_black_king;
  GtkCheckButton        *castle_black_queen;
  GtkDropDown           *en_passant_dropdown;

  gboolean               updating;         /* the controls are being set from the editor */
  gboolean               valid;
  char                   fen[FEN_MAX];     /* the position to play, when valid */
  Bitboard               en_passant_offers;
  char                  *test_state_file;
  gboolean               played;
};

G_DEFINE_FINAL_TYPE (FianchettoSetupWindow, fianchetto_setup_window, GTK_TYPE_WINDOW)

enum {
  PLAY,
  ANALYSE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static PositionEditor *
editor_of (FianchettoSetupWindow *self)
{
  return fianchetto_editor_board_get_editor (self->board);
}

static GtkCheckButton *
castling_button (FianchettoSetupWindow *self, int index)
{
  GtkCheckButton *buttons[] = {
    self->castle_white_king, self->castle_white_queen,
    self->castle_black_king, self->castle_black_queen,
  };
  return buttons[index];
}

/* The state for the UI tests, in the surface's coordinates: where the squares and the
 * palette are, what the FEN field holds and what is said under the board. */
static void
write_test_state (FianchettoSetupWindow *self)
{
  const BoardGeometry *g = fianchetto_editor_board_get_geometry (self->board);
  graphene_rect_t cell;
  graphene_point_t board, palette;
  double sx, sy;
  char castling[5] = "", *c = castling;
  unsigned allowed = position_editor_castling_allowed (editor_of (self));
  g_autofree char *text = NULL;
  g_autofree char *description = NULL;
  g_autoptr(GError) error = NULL;

  if (!self->test_state_file)
    return;
  description = fianchetto_editor_board_dup_description (self->board);
  for (int i = 0; i < 4; i++)
    if (allowed & (1u << i))
      *c++ = "KQkq"[i];
  fianchetto_editor_board_get_palette_cell (self->board, 0, &cell);
  gtk_native_get_surface_transform (GTK_NATIVE (self), &sx, &sy);
  if (!gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (self),
                                 &GRAPHENE_POINT_INIT (g->x, g->y), &board)
      || !gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (self), &cell.origin,
                                    &palette))
    return;
  text = g_strdup_printf ("fen=%s\nvalid=%d\nmessage=%s\nboard=%g,%g,%g\nflipped=%d\n"
                          "palette=%g,%g\ncastling-allowed=%s\nen-passant-offers=%u\ndescription=%s\n",
                          gtk_editable_get_text (GTK_EDITABLE (self->fen_entry)), self->valid,
                          gtk_label_get_label (self->message_label),
                          sx + board.x, sy + board.y, g->square_size, g->flipped ? 1 : 0,
                          sx + palette.x, sy + palette.y, castling,
                          (unsigned) popcount (self->en_passant_offers), description);
  if (!g_file_set_contents (self->test_state_file, text, -1, &error))
    g_warning ("Could not write the test state: %s", error->message);
}

/* "Black has two kings" as the first words under the board: a capital first letter. */
static void
show_problem (FianchettoSetupWindow *self, const FenError *error)
{
  g_autofree char *reason = NULL;
  g_autofree char *first = NULL;
  g_autofree char *message = NULL;
  const char *rest;

  if (!error)
    {
      gtk_label_set_label (self->message_label, "");
      fianchetto_editor_board_set_problem (self->board, NULL);
      return;
    }
  reason = error_message_for_fen (error);
  rest = g_utf8_next_char (reason);
  first = g_utf8_strup (reason, rest - reason);
  message = g_strconcat (first, rest, NULL);
  gtk_label_set_label (self->message_label, message);
  fianchetto_editor_board_set_problem (self->board, message);
}

static void
update_en_passant (FianchettoSetupWindow *self, const PositionEditor *editor)
{
  g_autoptr(GtkStringList) squares = gtk_string_list_new (NULL);
  Square chosen = position_editor_en_passant (editor);
  guint selected = 0, n = 1;

  /* Translators: the en-passant choice when no pawn can be taken en passant. */
  gtk_string_list_append (squares, C_("en passant", "None"));
  self->en_passant_offers = position_editor_en_passant_offers (editor);
  for (Bitboard b = self->en_passant_offers; b; b &= b - 1, n++)
    {
      char name[3];

      square_to_string (lsb (b), name);
      gtk_string_list_append (squares, name);
      if (lsb (b) == chosen)
        selected = n;
    }
  gtk_drop_down_set_model (self->en_passant_dropdown, G_LIST_MODEL (squares));
  gtk_drop_down_set_selected (self->en_passant_dropdown, selected);
  gtk_widget_set_sensitive (GTK_WIDGET (self->en_passant_dropdown), self->en_passant_offers != 0);
}

/* The controls, the message and Play follow the editor; the FEN field too unless the player
 * is typing in it. */
static void
update (FianchettoSetupWindow *self, gboolean typed, gboolean valid, const Position *pos,
        const FenError *error)
{
  PositionEditor *editor = editor_of (self);
  unsigned allowed = position_editor_castling_allowed (editor);
  unsigned castling = position_editor_castling (editor);

  self->updating = TRUE;
  if (!typed)
    {
      char fen[FEN_MAX + 16];
      gtk_editable_set_text (GTK_EDITABLE (self->fen_entry),
                             position_editor_to_fen (editor, fen, sizeof fen));
    }
  gtk_check_button_set_active (editor->side_to_move == WHITE ? self->white_button : self->black_button,
                               TRUE);
  for (int i = 0; i < 4; i++)
    {
      gtk_check_button_set_active (castling_button (self, i), (castling & (1u << i)) != 0);
      gtk_widget_set_sensitive (GTK_WIDGET (castling_button (self, i)), (allowed & (1u << i)) != 0);
    }
  update_en_passant (self, editor);
  self->valid = valid;
  if (valid)
    position_to_fen (pos, self->fen, sizeof self->fen);
  show_problem (self, valid ? NULL : error);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.play", valid);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.analyse", valid);
  self->updating = FALSE;
  fianchetto_editor_board_refresh (self->board);
  write_test_state (self);
}

/* After an edit on the board or the controls. */
static void
edited (FianchettoSetupWindow *self)
{
  Position pos;
  FenError error;
  gboolean valid = position_editor_validate (editor_of (self), &pos, &error);

  update (self, FALSE, valid, &pos, &error);
}

static void
on_fen_changed (FianchettoSetupWindow *self)
{
  Position pos;
  FenError error;
  gboolean valid;

  if (self->updating)
    return;
  valid = position_editor_read_typed (editor_of (self),
                                      gtk_editable_get_text (GTK_EDITABLE (self->fen_entry)),
                                      &pos, &error);
  update (self, TRUE, valid, &pos, &error);
}

/* Once the player leaves the field, it shows the position as the editor holds it. */
static void
on_fen_activate (FianchettoSetupWindow *self)
{
  if (self->valid)
    edited (self);
}

static void
on_side_toggled (FianchettoSetupWindow *self)
{
  if (self->updating)
    return;
  position_editor_set_side_to_move (editor_of (self),
                                    gtk_check_button_get_active (self->black_button) ? BLACK : WHITE);
  edited (self);
}

static void
on_castling_toggled (FianchettoSetupWindow *self, GtkCheckButton *button)
{
  if (self->updating)
    return;
  for (int i = 0; i < 4; i++)
    if (castling_button (self, i) == button)
      position_editor_set_castling (editor_of (self), (CastlingRights) (1 << i),
                                    gtk_check_button_get_active (button));
  edited (self);
}

static void
on_en_passant_selected (FianchettoSetupWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->en_passant_dropdown);
  Square s = SQ_NONE;
  guint n = 1;

  if (self->updating)
    return;
  for (Bitboard b = self->en_passant_offers; b; b &= b - 1, n++)
    if (n == selected)
      s = lsb (b);
  position_editor_set_en_passant (editor_of (self), s);
  edited (self);
}

static void
start_position (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoSetupWindow *self = FIANCHETTO_SETUP_WINDOW (widget);

  position_editor_set_start (editor_of (self));
  edited (self);
}

static void
empty_board (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoSetupWindow *self = FIANCHETTO_SETUP_WINDOW (widget);

  position_editor_clear (editor_of (self));
  edited (self);
}

static void
flip (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoSetupWindow *self = FIANCHETTO_SETUP_WINDOW (widget);

  fianchetto_editor_board_set_flipped (self->board,
                                       !fianchetto_editor_board_get_flipped (self->board));
  write_test_state (self);
}

static gboolean
close_after_play (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* The New Game dialog's choices start the game from here; the editor closes once the
 * dialog is done with them. */
static void
on_start (FianchettoSetupWindow *self, GSettings *choices)
{
  self->played = TRUE;
  g_signal_emit (self, signals[PLAY], 0, choices, self->fen);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_after_play, g_object_ref (self), g_object_unref);
}

static void
play (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoSetupWindow *self = FIANCHETTO_SETUP_WINDOW (widget);
  GtkWindow *dialog;

  if (!self->valid || self->played)
    return;
  dialog = fianchetto_new_game_dialog_new (GTK_WINDOW (self));
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_start), self, G_CONNECT_SWAPPED);
  gtk_window_present (dialog);
}

/* Nobody plays: the position goes to the window as a game between two people, with the
 * analysis on. */
static void
analyse (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoSetupWindow *self = FIANCHETTO_SETUP_WINDOW (widget);

  if (!self->valid || self->played)
    return;
  self->played = TRUE;
  g_signal_emit (self, signals[ANALYSE], 0, self->fen);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
fianchetto_setup_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), FIANCHETTO_TYPE_SETUP_WINDOW);

  G_OBJECT_CLASS (fianchetto_setup_window_parent_class)->dispose (object);
}

static void
fianchetto_setup_window_finalize (GObject *object)
{
  FianchettoSetupWindow *self = FIANCHETTO_SETUP_WINDOW (object);

  g_free (self->test_state_file);

  G_OBJECT_CLASS (fianchetto_setup_window_parent_class)->finalize (object);
}

static void
fianchetto_setup_window_class_init (FianchettoSetupWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_setup_window_dispose;
  object_class->finalize = fianchetto_setup_window_finalize;

  g_type_ensure (FIANCHETTO_TYPE_EDITOR_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/fianchetto/Fianchetto/ui/fianchetto-setup-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, board);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, white_button);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, black_button);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, castle_white_king);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, castle_white_queen);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, castle_black_king);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, castle_black_queen);
  gtk_widget_class_bind_template_child (widget_class, FianchettoSetupWindow, en_passant_dropdown);

  signals[PLAY] =
    g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_SETTINGS, G_TYPE_STRING);

  signals[ANALYSE] =
    g_signal_new ("analyse", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_install_action (widget_class, "setup.play", NULL, play);
  gtk_widget_class_install_action (widget_class, "setup.analyse", NULL, analyse);
  gtk_widget_class_install_action (widget_class, "setup.start-position", NULL, start_position);
  gtk_widget_class_install_action (widget_class, "setup.empty-board", NULL, empty_board);
  gtk_widget_class_install_action (widget_class, "setup.flip", NULL, flip);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The line under the board keeps its height when it has nothing to say, so that the board
 * does not move under the pointer as a position becomes legal or not. */
static void
reserve_message_line (FianchettoSetupWindow *self)
{
  int height;

  gtk_label_set_label (self->message_label, "X");
  gtk_widget_measure (GTK_WIDGET (self->message_label), GTK_ORIENTATION_VERTICAL, -1, NULL,
                      &height, NULL, NULL);
  gtk_widget_set_size_request (GTK_WIDGET (self->message_label), -1, height);
  gtk_label_set_label (self->message_label, "");
}

static void
fianchetto_setup_window_init (FianchettoSetupWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  reserve_message_line (self);

  g_signal_connect_object (self->board, "changed", G_CALLBACK (edited), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->fen_entry, "changed", G_CALLBACK (on_fen_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->fen_entry, "activate", G_CALLBACK (on_fen_activate), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->black_button, "toggled", G_CALLBACK (on_side_toggled), self,
                           G_CONNECT_SWAPPED);
  for (int i = 0; i < 4; i++)
    g_signal_connect_object (castling_button (self, i), "toggled",
                             G_CALLBACK (on_castling_toggled), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->en_passant_dropdown, "notify::selected",
                           G_CALLBACK (on_en_passant_selected), self, G_CONNECT_SWAPPED);
}

/* Quitting from here destroys the parent while this window is still held by the key event:
 * it lets go of the parent first, so that nothing is left pointing at it. */
static void
on_parent_destroyed (FianchettoSetupWindow *self)
{
  gtk_window_set_transient_for (GTK_WINDOW (self), NULL);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* The squares have moved: the UI tests must know where. */
static void
on_board_resized (FianchettoSetupWindow *self)
{
  write_test_state (self);
}

GtkWindow *
fianchetto_setup_window_new (GtkWindow          *parent,
                             const char         *fen,
                             FianchettoPieceSet *pieces,
                             gboolean            flipped,
                             const char         *test_state_file)
{
  FianchettoSetupWindow *self;

  g_return_val_if_fail (!parent || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (fen != NULL, NULL);

  /* Of the application, so that its shortcuts (Ctrl+Q) work here too. */
  self = g_object_new (FIANCHETTO_TYPE_SETUP_WINDOW,
                       "transient-for", parent,
                       "application", parent ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->test_state_file = g_strdup (test_state_file);
  if (parent)
    g_signal_connect_object (parent, "destroy", G_CALLBACK (on_parent_destroyed), self,
                             G_CONNECT_SWAPPED);
  fianchetto_editor_board_set_piece_set (self->board, pieces);
  fianchetto_editor_board_set_flipped (self->board, flipped);
  gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
  g_signal_connect_object (self->board, "layout-changed", G_CALLBACK (on_board_resized),
                           self, G_CONNECT_SWAPPED);
  return GTK_WINDOW (self);
}
