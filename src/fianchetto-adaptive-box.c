/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-adaptive-box.c: two children, the board first, then the panel (from the window's
 * template). Side by side, the panel takes about a third of the width within its limits and
 * the board the rest; stacked, the panel gets the height it needs for a few rows of moves and
 * the board the rest. The arrangement with the bigger board wins, side by side on a tie, as
 * GNOME Chess moves its panel under the board in portrait windows. */
#define G_LOG_DOMAIN "fianchetto-adaptive-box"

#include "config.h"

#include "fianchetto-adaptive-box.h"

/* The board's margins, both sides (the template's 24 pixels). */
#define BOARD_MARGINS 48
/* Under the board the panel keeps room for its status, a few moves and its buttons. */
#define STACKED_PANEL_HEIGHT 240
/* Side by side the panel grows with the window up to this. */
#define PANEL_MAX_WIDTH 380
/* In a small window the board gives half its margins to the squares. */
#define COMPACT_WIDTH 720
#define COMPACT_HEIGHT 520

struct _FianchettoAdaptiveBox {
  GtkWidget parent_instance;

  gboolean  stacked;
};

G_DEFINE_FINAL_TYPE (FianchettoAdaptiveBox, fianchetto_adaptive_box, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_STACKED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int
side_panel_width (int width, int panel_width)
{
  return CLAMP (width * 3 / 10, panel_width, MAX (panel_width, PANEL_MAX_WIDTH));
}

static int
margin_gain (int width, int height)
{
  return width < COMPACT_WIDTH || height < COMPACT_HEIGHT ? BOARD_MARGINS / 4 : 0;
}

gboolean
fianchetto_adaptive_box_panel_below (int  width,
                                     int  height,
                                     int  panel_width,
                                     int  panel_height,
                                     int *board)
{
  int margins = BOARD_MARGINS - 2 * margin_gain (width, height);
  int beside = MIN (width - side_panel_width (width, panel_width), height) - margins;
  int below = MIN (width, height - MAX (panel_height, STACKED_PANEL_HEIGHT)) - margins;

  if (below > beside)
    {
      *board = below;
      return TRUE;
    }
  *board = beside;
  return FALSE;
}

static void
get_children (FianchettoAdaptiveBox *self, GtkWidget **board, GtkWidget **panel)
{
  *board = gtk_widget_get_first_child (GTK_WIDGET (self));
  *panel = *board ? gtk_widget_get_next_sibling (*board) : NULL;
}

static void
fianchetto_adaptive_box_measure (GtkWidget      *widget,
                                 GtkOrientation  orientation,
                                 int             for_size,
                                 int            *minimum,
                                 int            *natural,
                                 int            *minimum_baseline,
                                 int            *natural_baseline)
{
  GtkWidget *board, *panel;
  int board_min = 0, board_nat = 0, panel_min = 0, panel_nat = 0;

  get_children (FIANCHETTO_ADAPTIVE_BOX (widget), &board, &panel);
  if (board)
    gtk_widget_measure (board, orientation, -1, &board_min, &board_nat, NULL, NULL);
  if (panel)
    gtk_widget_measure (panel, orientation, -1, &panel_min, &panel_nat, NULL, NULL);
  /* Smallest: either child alone fits, one above the other in width and side by side in
   * height; natural: side by side. */
  *minimum = MAX (board_min, panel_min);
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? board_nat + panel_nat
                                                       : MAX (board_nat, panel_nat);
}

static void
fianchetto_adaptive_box_size_allocate (GtkWidget *widget,
                                       int        width,
                                       int        height,
                                       int        baseline)
{
  FianchettoAdaptiveBox *self = FIANCHETTO_ADAPTIVE_BOX (widget);
  GtkWidget *board, *panel;
  int panel_width = 0, panel_height = 0, side, board_height, panel_space;
  int gain = margin_gain (width, height);
  GskTransform *board_place;

  gboolean stacked;

  get_children (self, &board, &panel);
  if (!board || !panel)
    {
      if (board)
        gtk_widget_allocate (board, width, height, -1, NULL);
      return;
    }
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &panel_width, NULL, NULL, NULL);
  gtk_widget_measure (panel, GTK_ORIENTATION_VERTICAL, width, &panel_height, NULL, NULL, NULL);
  stacked = fianchetto_adaptive_box_panel_below (width, height, panel_width, panel_height, &side);
  if (stacked != self->stacked)
    {
      self->stacked = stacked;
      /* Handlers may not change the widgets now, in the middle of an allocation. */
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STACKED]);
    }
  if (self->stacked)
    {
      /* The panel gets what the board does not use, and at least what it needs. */
      /* The panel has no margin of its own towards the board, whose margins it shares:
       * under the board it takes the board's side margin, and the board's bottom one is the
       * gap between them. */
      board_height = MAX (0, MIN (side + BOARD_MARGINS - 2 * gain, height - panel_height));
      board_place = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (-gain, -gain));
      gtk_widget_allocate (board, width + 2 * gain, board_height + gain, -1, board_place);
      gtk_widget_allocate (panel, width - BOARD_MARGINS / 2, height - board_height + BOARD_MARGINS / 2,
                           -1, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (
                             BOARD_MARGINS / 2, board_height - BOARD_MARGINS / 2)));
      return;
    }
  panel_space = MIN (width, side_panel_width (width, panel_width));
  /* The squares take half the board's margins, towards the window's edges. */
  board_place = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (-gain, -gain));
  gtk_widget_allocate (board, width - panel_space + gain, height + 2 * gain, -1, board_place);
  gtk_widget_allocate (panel, panel_space, height, -1,
                       gsk_transform_translate (NULL,
                                                &GRAPHENE_POINT_INIT (width - panel_space, 0)));
}

static void
fianchetto_adaptive_box_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  FianchettoAdaptiveBox *self = FIANCHETTO_ADAPTIVE_BOX (object);

  switch (prop_id)
    {
    case PROP_STACKED:
      g_value_set_boolean (value, self->stacked);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fianchetto_adaptive_box_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (fianchetto_adaptive_box_parent_class)->dispose (object);
}

static void
fianchetto_adaptive_box_class_init (FianchettoAdaptiveBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_adaptive_box_dispose;
  object_class->get_property = fianchetto_adaptive_box_get_property;
  widget_class->measure = fianchetto_adaptive_box_measure;
  widget_class->size_allocate = fianchetto_adaptive_box_size_allocate;

  /* TRUE while the panel is under the board; notified as the allocation changes it. */
  properties[PROP_STACKED] =
    g_param_spec_boolean ("stacked", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
fianchetto_adaptive_box_init (FianchettoAdaptiveBox *self)
{
}

gboolean
fianchetto_adaptive_box_get_stacked (FianchettoAdaptiveBox *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_ADAPTIVE_BOX (self), FALSE);

  return self->stacked;
}
