/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-move-list.c: the game's moves as move-list-layout.c places them: a button for
 * each main line move, a label with a link for each move of a variation. The list is brought
 * up to date in place on every change of the match: the items that stay the same keep their
 * widgets, so that a move played adds one button. The viewed move is marked and kept in
 * sight; a right click, or the Menu key through the window, opens the move's menu (the
 * window's actions). */
#define G_LOG_DOMAIN "fianchetto-move-list"

#include "config.h"

#include "fianchetto-move-list.h"

#include <glib/gi18n.h>

#include "move-list-layout.h"
#include "move-list-review.h"

struct _FianchettoMoveList {
  GtkWidget        parent_instance;

  FianchettoMatch *match;
  GtkGrid         *grid;
  GtkLabel        *placeholder;
  GtkWidget       *menu;          /* the move's menu, a GtkPopoverMenu */
  GPtrArray       *items;         /* MoveListItem, as laid out */
  GPtrArray       *widgets;       /* the widget of each item */
  GtkWidget       *current;       /* the widget showing the viewed move */
  int              marked;        /* the variation item showing it, or -1 */
  NotationStyle    notation;
};

G_DEFINE_FINAL_TYPE (FianchettoMoveList, fianchetto_move_list, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* A click changes what the list shows, even the label clicked: the view moves once the
 * click is over, and only to a move the list still shows. */
typedef struct {
  FianchettoMoveList *self;
  const PgnNode      *node;
  gboolean            with_menu;
  GtkWidget          *anchor;
  double              x, y;
} ViewRequest;

static void
view_request_free (gpointer data)
{
  ViewRequest *request = data;

  g_object_unref (request->self);
  g_clear_object (&request->anchor);
  g_free (request);
}

static gboolean
is_shown (FianchettoMoveList *self, const PgnNode *node)
{
  for (guint i = 0; i < self->items->len; i++)
    if (move_list_item_shows (g_ptr_array_index (self->items, i), node))
      return TRUE;
  return FALSE;
}

/* The move whose link is under the point (x, y) of a variation's label, or NULL. */
static const PgnNode *
link_at_point (GtkLabel *label, double x, double y)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  int offset_x, offset_y, index, trailing;

  gtk_label_get_layout_offsets (label, &offset_x, &offset_y);
  if (!pango_layout_xy_to_index (layout, (int) ((x - offset_x) * PANGO_SCALE),
                                 (int) ((y - offset_y) * PANGO_SCALE), &index, &trailing))
    return NULL;
  return move_list_link_at (g_object_get_data (G_OBJECT (label), "item"), index);
}

static void
popup_menu_at (FianchettoMoveList *self, GtkWidget *widget, double x, double y)
{
  graphene_point_t point;

  if (!gtk_widget_compute_point (widget, GTK_WIDGET (self), &GRAPHENE_POINT_INIT (x, y), &point))
    return;
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu),
                               &(GdkRectangle) { (int) point.x, (int) point.y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

static gboolean
carry_out_view_request (gpointer data)
{
  ViewRequest *request = data;
  FianchettoMoveList *self = request->self;

  if (!self->match || !is_shown (self, request->node))
    return G_SOURCE_REMOVE;
  fianchetto_match_set_view_node (self->match, request->node);
  if (request->with_menu && gtk_widget_get_parent (request->anchor))
    popup_menu_at (self, request->anchor, request->x, request->y);
  return G_SOURCE_REMOVE;
}

static void
view_node_later (FianchettoMoveList *self, const PgnNode *node, GtkWidget *menu_anchor,
                 double x, double y)
{
  ViewRequest *request = g_new0 (ViewRequest, 1);

  request->self = g_object_ref (self);
  request->node = node;
  request->with_menu = menu_anchor != NULL;
  request->anchor = menu_anchor ? g_object_ref (menu_anchor) : NULL;
  request->x = x;
  request->y = y;
  g_idle_add_full (G_PRIORITY_DEFAULT, carry_out_view_request, request, view_request_free);
}

static void
on_move_clicked (GtkButton          *button,
                 FianchettoMoveList *self)
{
  view_node_later (self, g_object_get_data (G_OBJECT (button), "node"), NULL, 0, 0);
}

static gboolean
on_link_activated (GtkLabel           *label,
                   const char         *uri,
                   FianchettoMoveList *self)
{
  const MoveListItem *item = g_object_get_data (G_OBJECT (label), "item");
  const PgnNode *node = move_list_link_node (item, uri);

  if (node)
    view_node_later (self, node, NULL, 0, 0);
  return TRUE;
}

/* A right click on a move shows that move, then its menu. */
static void
on_secondary_click (GtkGestureClick    *gesture,
                    int                 n_press,
                    double              x,
                    double              y,
                    FianchettoMoveList *self)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  const PgnNode *node = GTK_IS_LABEL (widget) ? link_at_point (GTK_LABEL (widget), x, y)
                                              : g_object_get_data (G_OBJECT (widget), "node");

  /* Claimed in any case: a label's own menu offers to copy links that are no addresses. */
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (node)
    view_node_later (self, node, widget, x, y);
}

static void
add_secondary_click (FianchettoMoveList *self, GtkWidget *widget)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  /* Before a label's own menu of links ("Copy Link Address"), which means nothing here. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect_object (click, "pressed", G_CALLBACK (on_secondary_click), self, 0);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));
}

static GtkWidget *
new_label (const char *text, float xalign, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
new_move_button (FianchettoMoveList *self, const MoveListItem *item)
{
  GtkWidget *button = gtk_button_new_with_label (item->text);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0.0);
  g_object_set_data (G_OBJECT (button), "node", (gpointer) item->node);
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_move_clicked), self, 0);
  if (pgn_node_get_n_variations (item->node) > 0)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    /* Translators: said of a move the game has variations of. */
                                    _("Variations follow"), -1);
  add_secondary_click (self, button);
  move_list_mark_reviewed (button, item->node);
  return button;
}

static GtkWidget *
new_variation_label (FianchettoMoveList *self, MoveListItem *item)
{
  GtkWidget *label = new_label (NULL, 0.0, "variation");

  gtk_label_set_markup (GTK_LABEL (label), item->text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* A long line wraps rather than widening the panel: the review adds one to every mistake. */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_widget_set_margin_start (label, 12);
  /* A focused label would take Alt+arrows for its cursor: the window's keys step through
   * every move, variations included. */
  gtk_widget_set_focusable (label, FALSE);
  g_object_set_data (G_OBJECT (label), "item", item);
  g_signal_connect_object (label, "activate-link", G_CALLBACK (on_link_activated), self, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Variation"), -1);
  add_secondary_click (self, label);
  return label;
}

static GtkWidget *
new_item_widget (FianchettoMoveList *self, MoveListItem *item)
{
  GtkWidget *widget;

  switch (item->kind)
    {
    case MOVE_LIST_NUMBER:
      return new_label (item->text, 1.0, "move-number");
    case MOVE_LIST_ELLIPSIS:
      return new_label (item->text, 0.0, "move-ellipsis");
    case MOVE_LIST_MOVE:
      return new_move_button (self, item);
    case MOVE_LIST_COMMENT:
      widget = new_label (item->text, 0.0, "comment");
      gtk_label_set_wrap (GTK_LABEL (widget), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (widget), PANGO_WRAP_WORD_CHAR);
      return widget;
    case MOVE_LIST_RESULT:
      widget = new_label (item->text, 0.5, "result");
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, _("Result"), -1);
      return widget;
    case MOVE_LIST_VARIATION:
    default:
      return new_variation_label (self, item);
    }
}

static void
remove_widgets_from (FianchettoMoveList *self, guint first)
{
  while (self->widgets->len > first)
    gtk_grid_remove (self->grid, g_ptr_array_steal_index (self->widgets, self->widgets->len - 1));
}

/* The items from the first that differs on are made anew; those before keep their widgets. */
static void
sync_items (FianchettoMoveList *self)
{
  g_autoptr(GPtrArray) fresh = move_list_layout (fianchetto_match_get_game (self->match),
                                                  self->notation);
  guint same = 0;

  while (same < self->items->len && same < fresh->len
         && move_list_item_equal (g_ptr_array_index (self->items, same),
                                  g_ptr_array_index (fresh, same)))
    same++;
  remove_widgets_from (self, same);
  /* The kept widgets point at the items they were made for: hand those over. */
  for (guint i = 0; i < same; i++)
    {
      MoveListItem *item = g_ptr_array_index (fresh, i);
      g_ptr_array_index (fresh, i) = g_ptr_array_index (self->items, i);
      g_ptr_array_index (self->items, i) = item;
    }
  for (guint i = same; i < fresh->len; i++)
    {
      MoveListItem *item = g_ptr_array_index (fresh, i);
      GtkWidget *widget = new_item_widget (self, item);

      gtk_grid_attach (self->grid, widget, item->column, item->row, item->width, 1);
      g_ptr_array_add (self->widgets, widget);
    }
  g_ptr_array_unref (self->items);
  self->items = g_steal_pointer (&fresh);
  gtk_widget_set_visible (GTK_WIDGET (self->placeholder), self->items->len == 0);
}

/* The row of the item widget shows, or -1. */
static int
row_of_widget (FianchettoMoveList *self, GtkWidget *widget)
{
  for (guint i = 0; i < self->widgets->len; i++)
    if (g_ptr_array_index (self->widgets, i) == widget)
      return ((MoveListItem *) g_ptr_array_index (self->items, i))->row;
  return -1;
}

/* Whether nothing but the result follows row: then the list's end is what to show, its
 * padding and the result included. */
static gboolean
is_last_row (FianchettoMoveList *self, int row)
{
  for (guint i = 0; i < self->items->len; i++)
    {
      const MoveListItem *item = g_ptr_array_index (self->items, i);
      if (item->row > row && item->kind != MOVE_LIST_RESULT)
        return FALSE;
    }
  return TRUE;
}

/* Scrolls the nearest scrolled window so that the viewed move shows, once it has its place:
 * right to the top on the first row and before the first move, right to the bottom on the
 * last row, and elsewhere with the gap between rows around it. */
static gboolean
scroll_to_current (gpointer user_data)
{
  FianchettoMoveList *self = user_data;
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, page, top, bottom, gap = 2 * gtk_grid_get_row_spacing (self->grid);
  int row;

  if (!scrolled)
    return G_SOURCE_REMOVE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  row = self->current ? row_of_widget (self, self->current) : 0;
  if (row <= 0)
    {
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_lower (adjustment));
      return G_SOURCE_REMOVE;
    }
  page = gtk_adjustment_get_page_size (adjustment);
  if (is_last_row (self, row))
    {
      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment) - page);
      return G_SOURCE_REMOVE;
    }
  if (!gtk_widget_compute_bounds (self->current, GTK_WIDGET (self), &bounds))
    return G_SOURCE_REMOVE;
  value = gtk_adjustment_get_value (adjustment);
  top = bounds.origin.y - gap;
  bottom = bounds.origin.y + bounds.size.height + gap;
  if (top < value)
    gtk_adjustment_set_value (adjustment, top);
  else if (bottom > value + page)
    gtk_adjustment_set_value (adjustment, bottom - page);
  return G_SOURCE_REMOVE;
}

static void
set_variation_markup (FianchettoMoveList *self, int index, const PgnNode *current)
{
  MoveListItem *item = g_ptr_array_index (self->items, index);
  g_autofree char *markup = move_list_variation_markup (item->node, item->ply, current,
                                                                self->notation, NULL);

  gtk_label_set_markup (g_ptr_array_index (self->widgets, index), markup);
}

/* The viewed move: its button marked, or its link in a variation shown as current. */
static void
mark_current (FianchettoMoveList *self)
{
  const PgnNode *view = fianchetto_match_get_view_node (self->match);
  GtkWidget *current = NULL;
  int marked = -1;

  for (guint i = 0; i < self->items->len && view; i++)
    {
      MoveListItem *item = g_ptr_array_index (self->items, i);
      if (move_list_item_shows (item, view))
        {
          current = g_ptr_array_index (self->widgets, i);
          marked = item->kind == MOVE_LIST_VARIATION ? (int) i : -1;
          break;
        }
    }
  if (self->current && GTK_IS_BUTTON (self->current))
    gtk_widget_remove_css_class (self->current, "current");
  if (self->marked >= 0 && self->marked != marked && self->marked < (int) self->items->len)
    set_variation_markup (self, self->marked, NULL);
  if (current && GTK_IS_BUTTON (current))
    gtk_widget_add_css_class (current, "current");
  if (marked >= 0)
    set_variation_markup (self, marked, view);
  self->marked = marked;
  self->current = current;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_current, g_object_ref (self),
                   g_object_unref);
}

/* A window made smaller or larger (the list under the board, or beside it) keeps the viewed
 * move in sight. */
static void
on_page_size_changed (FianchettoMoveList *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_current, g_object_ref (self),
                   g_object_unref);
}

static void
fianchetto_move_list_root (GtkWidget *widget)
{
  FianchettoMoveList *self = FIANCHETTO_MOVE_LIST (widget);
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);

  GTK_WIDGET_CLASS (fianchetto_move_list_parent_class)->root (widget);
  if (scrolled)
    g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)),
                             "notify::page-size", G_CALLBACK (on_page_size_changed), self,
                             G_CONNECT_SWAPPED);
}

static void
on_match_changed (FianchettoMoveList *self,
                  FianchettoMatch    *match)
{
  /* The marks are made again after the items changed. */
  if (self->current && GTK_IS_BUTTON (self->current))
    gtk_widget_remove_css_class (self->current, "current");
  self->current = NULL;
  if (self->marked >= 0 && self->marked < (int) self->items->len)
    set_variation_markup (self, self->marked, NULL);
  self->marked = -1;
  sync_items (self);
  mark_current (self);
}

gboolean
fianchetto_move_list_popup_menu (FianchettoMoveList *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MOVE_LIST (self), FALSE);

  if (!self->current)
    return FALSE;
  popup_menu_at (self, self->current, 0, gtk_widget_get_height (self->current));
  return TRUE;
}

static void
fianchetto_move_list_dispose (GObject *object)
{
  FianchettoMoveList *self = FIANCHETTO_MOVE_LIST (object);

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  if (self->grid)
    {
      gtk_widget_unparent (GTK_WIDGET (self->grid));
      self->grid = NULL;
    }
  self->current = NULL;

  G_OBJECT_CLASS (fianchetto_move_list_parent_class)->dispose (object);
}

static void
fianchetto_move_list_finalize (GObject *object)
{
  FianchettoMoveList *self = FIANCHETTO_MOVE_LIST (object);

  g_ptr_array_unref (self->items);
  g_ptr_array_unref (self->widgets);

  G_OBJECT_CLASS (fianchetto_move_list_parent_class)->finalize (object);
}

static void
fianchetto_move_list_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  FianchettoMoveList *self = FIANCHETTO_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_NOTATION:
      g_value_set_int (value, self->notation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fianchetto_move_list_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  FianchettoMoveList *self = FIANCHETTO_MOVE_LIST (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      fianchetto_move_list_set_match (self, g_value_get_object (value));
      break;
    case PROP_NOTATION:
      fianchetto_move_list_set_notation (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fianchetto_move_list_class_init (FianchettoMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_move_list_dispose;
  object_class->finalize = fianchetto_move_list_finalize;
  object_class->get_property = fianchetto_move_list_get_property;
  object_class->set_property = fianchetto_move_list_set_property;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, FIANCHETTO_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* A NotationStyle; an int so that the setting's enum binds to it directly. */
  properties[PROP_NOTATION] =
    g_param_spec_int ("notation", NULL, NULL, NOTATION_LETTERS, NOTATION_ENGLISH,
                      NOTATION_LETTERS,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->root = fianchetto_move_list_root;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
fianchetto_move_list_init (FianchettoMoveList *self)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/fianchetto/Fianchetto/ui/fianchetto-move-menu.ui");

  self->items = g_ptr_array_new ();
  self->widgets = g_ptr_array_new ();
  self->marked = -1;

  self->grid = GTK_GRID (gtk_grid_new ());
  /* Five equal columns: the number takes one, each move two, whatever their text. */
  gtk_grid_set_column_homogeneous (self->grid, TRUE);
  gtk_grid_set_column_spacing (self->grid, 4);
  gtk_grid_set_row_spacing (self->grid, 2);
  gtk_widget_set_valign (GTK_WIDGET (self->grid), GTK_ALIGN_START);
  gtk_widget_set_parent (GTK_WIDGET (self->grid), GTK_WIDGET (self));

  self->placeholder = GTK_LABEL (gtk_label_new (_("No moves yet")));
  gtk_widget_add_css_class (GTK_WIDGET (self->placeholder), "dim-label");
  gtk_widget_set_hexpand (GTK_WIDGET (self->placeholder), TRUE);
  gtk_grid_attach (self->grid, GTK_WIDGET (self->placeholder), 0, -1, MOVE_LIST_COLUMNS, 1);

  self->menu = gtk_popover_menu_new_from_model (
    G_MENU_MODEL (gtk_builder_get_object (builder, "move_menu")));
  gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
  gtk_widget_set_halign (self->menu, GTK_ALIGN_START);
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Moves"), -1);
}

GtkWidget *
fianchetto_move_list_new (void)
{
  return g_object_new (FIANCHETTO_TYPE_MOVE_LIST, NULL);
}

FianchettoMatch *
fianchetto_move_list_get_match (FianchettoMoveList *self)
{
  g_return_val_if_fail (FIANCHETTO_IS_MOVE_LIST (self), NULL);

  return self->match;
}

void
fianchetto_move_list_set_match (FianchettoMoveList *self,
                                FianchettoMatch    *match)
{
  g_return_if_fail (FIANCHETTO_IS_MOVE_LIST (self));
  g_return_if_fail (!match || FIANCHETTO_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  remove_widgets_from (self, 0);
  g_ptr_array_set_size (self->items, 0);
  self->current = NULL;
  self->marked = -1;
  if (match)
    {
      g_signal_connect_object (match, "changed", G_CALLBACK (on_match_changed), self,
                               G_CONNECT_SWAPPED);
      on_match_changed (self, match);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

void
fianchetto_move_list_set_notation (FianchettoMoveList *self,
                                   NotationStyle       notation)
{
  g_return_if_fail (FIANCHETTO_IS_MOVE_LIST (self));

  if (self->notation == notation)
    return;
  self->notation = notation;
  /* Every move's text changes: the items that differ are made anew. */
  if (self->match)
    on_match_changed (self, self->match);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
}
