/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-preferences-look.c: each choice is a group of toggle buttons on a settings
 * action (g_settings_create_action), so that the button of the value set is the one pressed
 * and pressing another sets it. The previews are drawn by the board painter with the real
 * palettes and piece sets. */
#define G_LOG_DOMAIN "fianchetto-preferences-window"

#include "config.h"

#include "fianchetto-preferences-look.h"

#include <glib/gi18n.h>

#include "bitboard.h"
#include "board-themes.h"
#include "notation.h"

enum { PREVIEW_SQUARE = 22, PIECE_PREVIEW_SQUARE = 34 };

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  return label;
}

/* A toggle button for one value of a settings key: "prefs.KEY" with the value as target. */
static GtkWidget *
choice_button (const char *key, const char *value, GtkWidget *child)
{
  GtkWidget *button = gtk_toggle_button_new ();
  g_autofree char *action = g_strdup_printf ("prefs.%s", key);

  gtk_button_set_child (GTK_BUTTON (button), child);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", value);
  return button;
}

static GtkWidget *
labelled (GtkWidget *preview, const char *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (box), preview);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

/* A corner of a board in the theme: four by three squares, the last move tinted, a dot and
 * a capture ring where a picked-up piece could go. */
static void
draw_theme_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  const BoardPalette *palette = board_theme_palette (GPOINTER_TO_INT (data));
  BoardGeometry geometry = { .x = 0, .y = -5 * PREVIEW_SQUARE, .square_size = PREVIEW_SQUARE };
  BoardMarks marks;
  Bitboard occupied = square_bb (C3);

  board_marks_clear (&marks);
  marks.last_from = A1;
  marks.last_to = B2;
  marks.destinations = square_bb (C3) | square_bb (D2);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  board_painter_draw_squares (cr, &geometry, palette);
  board_painter_draw_marks (cr, &geometry, palette, &marks, occupied);
}

static GtkWidget *
theme_preview (BoardTheme theme)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 4 * PREVIEW_SQUARE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 3 * PREVIEW_SQUARE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_theme_preview,
                                  GINT_TO_POINTER (theme), NULL);
  return area;
}

/* King, queen, knight of each side on alternate squares of the wood board. */
static void
draw_pieces_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  FianchettoPieceSet *pieces = data;
  const BoardPalette *palette = board_palette_default ();
  static const Piece shown[] = { W_KING, B_QUEEN, W_KNIGHT, B_BISHOP, W_ROOK, B_PAWN };
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (area));

  for (gsize i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      const BoardColor *square = i % 2 ? &palette->dark : &palette->light;

      cairo_rectangle (cr, i * PIECE_PREVIEW_SQUARE, 0, PIECE_PREVIEW_SQUARE,
                       PIECE_PREVIEW_SQUARE);
      cairo_set_source_rgb (cr, square->red, square->green, square->blue);
      cairo_fill (cr);
      board_painter_draw_piece (cr, fianchetto_piece_set_get_surface (pieces, shown[i],
                                                                      PIECE_PREVIEW_SQUARE * scale),
                                i * PIECE_PREVIEW_SQUARE, 0, PIECE_PREVIEW_SQUARE);
    }
}

static GtkWidget *
pieces_preview (const char *name)
{
  g_autoptr(GError) error = NULL;
  FianchettoPieceSet *pieces = fianchetto_piece_set_new (name, &error);
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 6 * PIECE_PREVIEW_SQUARE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), PIECE_PREVIEW_SQUARE);
  if (pieces)
    gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_pieces_preview, pieces,
                                    g_object_unref);
  else
    g_warning ("Could not load the piece set “%s”: %s", name, error->message);
  return area;
}

static GtkWidget *
row_of (GtkWidget *first, ...)
{
  GtkWidget *box = gtk_flow_box_new ();
  va_list args;

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (box), TRUE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (box), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (box), 6);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 5);
  va_start (args, first);
  for (GtkWidget *child = first; child; child = va_arg (args, GtkWidget *))
    gtk_flow_box_append (GTK_FLOW_BOX (box), child);
  va_end (args);
  return box;
}

static GtkWidget *
style_row (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (box, "linked");
  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  /* Translators: the choices of style: as the desktop prefers, light, or dark. */
  gtk_box_append (GTK_BOX (box), choice_button ("style", "system",
                                                gtk_label_new (_("Follow the System"))));
  gtk_box_append (GTK_BOX (box), choice_button ("style", "light", gtk_label_new (_("Light"))));
  gtk_box_append (GTK_BOX (box), choice_button ("style", "dark", gtk_label_new (_("Dark"))));
  return box;
}

static GtkWidget *
themes_row (void)
{
  static const char *const nicks[BOARD_THEME_NB] = {
    "wood", "green", "blue", "night", "high-contrast",
  };
  GtkWidget *buttons[BOARD_THEME_NB];

  for (int i = 0; i < BOARD_THEME_NB; i++)
    buttons[i] = choice_button ("board-theme", nicks[i],
                                labelled (theme_preview (i), board_theme_label (i)));
  return row_of (buttons[0], buttons[1], buttons[2], buttons[3], buttons[4], NULL);
}

static GtkWidget *
pieces_row (void)
{
  const char *const *names = board_piece_set_names ();
  GtkWidget *box = row_of (NULL);

  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 2);
  for (int i = 0; names[i]; i++)
    gtk_flow_box_append (GTK_FLOW_BOX (box),
                         choice_button ("piece-set", names[i],
                                        labelled (pieces_preview (names[i]),
                                                  board_piece_set_label (names[i]))));
  return box;
}

/* Each choice shows what it makes of the same move: "Dxf3" (German), "♕xf3", "Qxf3". */
static GtkWidget *
notation_row (void)
{
  static const struct { const char *nick; NotationStyle style; } choices[] = {
    { "letters", NOTATION_LETTERS }, { "figurine", NOTATION_FIGURINE },
    { "english", NOTATION_ENGLISH },
  };
  /* Translators: the move notations: the piece letters of your language, figurines, and the
   * English letters of the PGN standard. */
  const char *names[] = { N_("Your Language"), N_("Figurines"), N_("English") };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (box, "linked");
  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  for (gsize i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      g_autofree char *example = notation_display_san ("Qxf3", WHITE, choices[i].style);
      g_autofree char *text = g_strdup_printf ("%s (%s)", _(names[i]), example);

      gtk_box_append (GTK_BOX (box), choice_button ("move-notation", choices[i].nick,
                                                    gtk_label_new (text)));
    }
  return box;
}

static GtkWidget *
sounds_row (GSettings *settings)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new_with_mnemonic (_("Play _sounds"));
  GtkWidget *toggle = gtk_switch_new ();

  gtk_widget_set_hexpand (label, TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), toggle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  g_settings_bind (settings, "play-sounds", toggle, "active", G_SETTINGS_BIND_DEFAULT);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), toggle);
  return box;
}

static GtkWidget *
look_page (GSettings *settings)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  gtk_widget_set_margin_top (page, 12);
  gtk_widget_set_margin_bottom (page, 24);
  gtk_widget_set_margin_start (page, 18);
  gtk_widget_set_margin_end (page, 18);
  gtk_box_append (GTK_BOX (page), heading (_("Style")));
  gtk_box_append (GTK_BOX (page), style_row ());
  gtk_box_append (GTK_BOX (page), heading (_("Board Colors")));
  gtk_box_append (GTK_BOX (page), themes_row ());
  gtk_box_append (GTK_BOX (page), heading (_("Pieces")));
  gtk_box_append (GTK_BOX (page), pieces_row ());
  gtk_box_append (GTK_BOX (page), heading (_("Move Notation")));
  gtk_box_append (GTK_BOX (page), notation_row ());
  gtk_box_append (GTK_BOX (page), heading (_("Sounds")));
  gtk_box_append (GTK_BOX (page), sounds_row (settings));
  return page;
}

void
fianchetto_preferences_add_look_page (GtkWindow *window,
                                      GSettings *settings)
{
  static const char *const keys[] = { "style", "board-theme", "piece-set", "move-notation" };
  g_autoptr(GSimpleActionGroup) actions = g_simple_action_group_new ();
  GtkWidget *game = g_object_ref (gtk_window_get_child (window));
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *switcher = gtk_stack_switcher_new ();
  GtkWidget *header = gtk_window_get_titlebar (window);

  for (gsize i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (settings, keys[i]);
      g_action_map_add_action (G_ACTION_MAP (actions), action);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (window), "prefs", G_ACTION_GROUP (actions));

  gtk_window_set_child (window, NULL);
  gtk_stack_set_transition_type (GTK_STACK (stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_stack_set_vhomogeneous (GTK_STACK (stack), FALSE);
  gtk_stack_add_titled (GTK_STACK (stack), game, "game", _("Game"));
  gtk_stack_add_titled (GTK_STACK (stack), look_page (settings), "appearance", _("Appearance"));
  g_object_unref (game);
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), GTK_STACK (stack));
  if (GTK_IS_HEADER_BAR (header))
    gtk_header_bar_set_title_widget (GTK_HEADER_BAR (header), switcher);
  gtk_window_set_child (window, stack);
}
