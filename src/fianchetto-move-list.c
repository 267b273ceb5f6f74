/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-move-list.c: a grid of "12." labels and one flat button per move. It is brought
 * up to date in place on every change of the match (only what differs is touched) and keeps
 * the move being viewed in sight. */
#define G_LOG_DOMAIN "fianchetto-move-list"

#include "config.h"

#include "fianchetto-move-list.h"

#include <glib/gi18n.h>

struct _FianchettoMoveList {
  GtkWidget        parent_instance;

  FianchettoMatch *match;
  GtkGrid         *grid;
  GtkLabel        *placeholder;
  GPtrArray       *buttons;       /* GtkButton, one per ply */
  GPtrArray       *numbers;       /* GtkLabel, one per row */
  Key              start_key;     /* the start position the grid was laid out for */
  int              start_offset;  /* 1 when the game starts with Black to move */
  int              start_number;
  GtkWidget       *current;
};

G_DEFINE_FINAL_TYPE (FianchettoMoveList, fianchetto_move_list, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
on_move_clicked (GtkButton          *button,
                 FianchettoMoveList *self)
{
  int ply = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ply"));

  if (self->match)
    fianchetto_match_set_view_ply (self->match, ply + 1);
}

static void
clear_grid (FianchettoMoveList *self)
{
  for (guint i = 0; i < self->buttons->len; i++)
    gtk_grid_remove (self->grid, g_ptr_array_index (self->buttons, i));
  for (guint i = 0; i < self->numbers->len; i++)
    gtk_grid_remove (self->grid, g_ptr_array_index (self->numbers, i));
  g_ptr_array_set_size (self->buttons, 0);
  g_ptr_array_set_size (self->numbers, 0);
  self->current = NULL;
}

/* "12." before a pair; "1…" when the game starts with Black's move, as notation has it. */
static void
add_number (FianchettoMoveList *self, int row)
{
  gboolean black_first = row == 0 && self->start_offset == 1;
  g_autofree char *text = g_strdup_printf (black_first ? "%d\u2026" : "%d.",
                                           self->start_number + row);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "move-number");
  gtk_grid_attach (self->grid, label, 0, row, 1, 1);
  g_ptr_array_add (self->numbers, label);
}

static void
add_move (FianchettoMoveList *self, int ply, const char *san)
{
  int index = ply + self->start_offset;
  int row = index / 2;
  GtkWidget *button = gtk_button_new_with_label (san);

  while ((int) self->numbers->len <= row)
    add_number (self, (int) self->numbers->len);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0.0);
  g_object_set_data (G_OBJECT (button), "ply", GINT_TO_POINTER (ply));
  g_signal_connect_object (button, "clicked", G_CALLBACK (on_move_clicked), self, 0);
  gtk_grid_attach (self->grid, button, 1 + 2 * (index % 2), row, 2, 1);
  g_ptr_array_add (self->buttons, button);
}

/* Drops the moves from `count` on, and the numbers of rows left empty. */
static void
truncate_moves (FianchettoMoveList *self, int count)
{
  int rows = count == 0 ? 0 : (count - 1 + self->start_offset) / 2 + 1;

  while ((int) self->buttons->len > count)
    gtk_grid_remove (self->grid, g_ptr_array_steal_index (self->buttons, self->buttons->len - 1));
  while ((int) self->numbers->len > rows)
    gtk_grid_remove (self->grid, g_ptr_array_steal_index (self->numbers, self->numbers->len - 1));
}

static void
restart_if_new_game (FianchettoMoveList *self)
{
  const Position *start = fianchetto_match_get_start_position (self->match);

  if (start->key == self->start_key && start->fullmove_number == self->start_number)
    return;
  clear_grid (self);
  self->start_key = start->key;
  self->start_number = start->fullmove_number;
  self->start_offset = start->side_to_move == BLACK ? 1 : 0;
}

static void
sync_moves (FianchettoMoveList *self)
{
  int count = fianchetto_match_get_ply_count (self->match);

  restart_if_new_game (self);
  truncate_moves (self, count);
  for (int ply = 0; ply < count; ply++)
    {
      g_autofree char *san = fianchetto_match_dup_san (self->match, ply);

      if (ply < (int) self->buttons->len)
        {
          GtkButton *button = g_ptr_array_index (self->buttons, ply);
          if (g_strcmp0 (gtk_button_get_label (button), san) != 0)
            gtk_button_set_label (button, san);
        }
      else
        add_move (self, ply, san);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->placeholder), count == 0);
}

/* Scrolls the nearest scrolled window so that the viewed move shows, once it has its place. */
static gboolean
scroll_to_current (gpointer user_data)
{
  FianchettoMoveList *self = user_data;
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;
  double value, page;

  if (!scrolled || !self->current
      || !gtk_widget_compute_bounds (self->current, GTK_WIDGET (self), &bounds))
    return G_SOURCE_REMOVE;
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
  return G_SOURCE_REMOVE;
}

static void
mark_current (FianchettoMoveList *self)
{
  int ply = fianchetto_match_get_view_ply (self->match) - 1;
  GtkWidget *current = ply >= 0 && ply < (int) self->buttons->len
                       ? g_ptr_array_index (self->buttons, ply) : NULL;

  if (self->current == current)
    return;
  if (self->current)
    gtk_widget_remove_css_class (self->current, "current");
  self->current = current;
  if (current)
    {
      gtk_widget_add_css_class (current, "current");
      g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_to_current, g_object_ref (self),
                       g_object_unref);
    }
}

static void
on_match_changed (FianchettoMoveList *self,
                  FianchettoMatch    *match)
{
  /* The current button may be about to go; it is marked again below. */
  if (self->current)
    gtk_widget_remove_css_class (self->current, "current");
  self->current = NULL;
  sync_moves (self);
  mark_current (self);
}

static void
fianchetto_move_list_dispose (GObject *object)
{
  FianchettoMoveList *self = FIANCHETTO_MOVE_LIST (object);

  if (self->match)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
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

  g_ptr_array_unref (self->buttons);
  g_ptr_array_unref (self->numbers);

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
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "movelist");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
fianchetto_move_list_init (FianchettoMoveList *self)
{
  self->buttons = g_ptr_array_new ();
  self->numbers = g_ptr_array_new ();
  self->start_key = 0;
  self->start_number = -1;

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
  gtk_grid_attach (self->grid, GTK_WIDGET (self->placeholder), 0, 1000, 5, 1);
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
  clear_grid (self);
  self->start_number = -1;
  if (match)
    {
      g_signal_connect_object (match, "changed", G_CALLBACK (on_match_changed), self,
                               G_CONNECT_SWAPPED);
      on_match_changed (self, match);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}
