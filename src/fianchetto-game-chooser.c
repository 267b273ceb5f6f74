/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-game-chooser.c: a column view over the headers. Its model is a list of as many
 * empty strings as there are games: a row only needs its position, which indexes the headers,
 * and a file of many thousand games stays quick to list since only the rows shown are built. */
#define G_LOG_DOMAIN "fianchetto-game-chooser"

#include "config.h"

#include "fianchetto-game-chooser.h"

#include <glib/gi18n.h>

struct _FianchettoGameChooser {
  GtkWindow       parent_instance;

  GtkColumnView  *view;

  GArray         *headers;
  GtkSingleSelection *selection;
};

G_DEFINE_FINAL_TYPE (FianchettoGameChooser, fianchetto_game_chooser, GTK_TYPE_WINDOW)

enum {
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
choose (FianchettoGameChooser *self, guint index)
{
  if (index >= self->headers->len)
    return;
  g_signal_emit (self, signals[GAME_CHOSEN], 0, index);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
on_activate (FianchettoGameChooser *self, guint position)
{
  choose (self, position);
}

static void
open_selected (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FianchettoGameChooser *self = FIANCHETTO_GAME_CHOOSER (widget);

  choose (self, gtk_single_selection_get_selected (self->selection));
}

/* The first row takes the focus, so that the arrow keys move through the list at once. */
static void
on_map (FianchettoGameChooser *self)
{
  gtk_widget_child_focus (GTK_WIDGET (self->view), GTK_DIR_TAB_FORWARD);
}

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

/* The factory knows the column: the offset of the header's string it shows. */
static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *item, FianchettoGameChooser *self)
{
  gsize field = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (factory), "field"));
  const GamePgnHeader *header = fianchetto_game_chooser_get_header (self,
                                                                    gtk_list_item_get_position (item));

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       G_STRUCT_MEMBER (const char *, header, field));
}

static void
add_column (FianchettoGameChooser *self, const char *title, gsize field, gboolean expand)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkColumnViewColumn) column = NULL;

  g_object_set_data (G_OBJECT (factory), "field", GSIZE_TO_POINTER (field));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (bind_cell), self, 0);
  column = gtk_column_view_column_new (title, g_steal_pointer (&factory));
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, TRUE);
  gtk_column_view_append_column (self->view, column);
}

static void
fill (FianchettoGameChooser *self)
{
  g_autoptr(GtkStringList) rows = gtk_string_list_new (NULL);
  g_autofree const char **empty = g_new0 (const char *, self->headers->len + 1);

  for (guint i = 0; i < self->headers->len; i++)
    empty[i] = "";
  gtk_string_list_splice (rows, 0, 0, empty);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_steal_pointer (&rows)));
  gtk_column_view_set_model (self->view, GTK_SELECTION_MODEL (self->selection));
  add_column (self, _("White"), G_STRUCT_OFFSET (GamePgnHeader, white), TRUE);
  add_column (self, _("Black"), G_STRUCT_OFFSET (GamePgnHeader, black), TRUE);
  add_column (self, _("Event"), G_STRUCT_OFFSET (GamePgnHeader, event), TRUE);
  add_column (self, _("Date"), G_STRUCT_OFFSET (GamePgnHeader, date), FALSE);
  add_column (self, _("Result"), G_STRUCT_OFFSET (GamePgnHeader, result), FALSE);
}

static void
fianchetto_game_chooser_dispose (GObject *object)
{
  FianchettoGameChooser *self = FIANCHETTO_GAME_CHOOSER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FIANCHETTO_TYPE_GAME_CHOOSER);
  g_clear_object (&self->selection);

  G_OBJECT_CLASS (fianchetto_game_chooser_parent_class)->dispose (object);
}

static void
fianchetto_game_chooser_finalize (GObject *object)
{
  FianchettoGameChooser *self = FIANCHETTO_GAME_CHOOSER (object);

  g_clear_pointer (&self->headers, g_array_unref);

  G_OBJECT_CLASS (fianchetto_game_chooser_parent_class)->finalize (object);
}

static void
fianchetto_game_chooser_class_init (FianchettoGameChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_game_chooser_dispose;
  object_class->finalize = fianchetto_game_chooser_finalize;

  signals[GAME_CHOSEN] =
    g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
    "/io/github/fianchetto/Fianchetto/ui/fianchetto-game-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, FianchettoGameChooser, view);
  gtk_widget_class_bind_template_callback (widget_class, on_activate);

  gtk_widget_class_install_action (widget_class, "chooser.open", NULL, open_selected);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
fianchetto_game_chooser_init (FianchettoGameChooser *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWindow *
fianchetto_game_chooser_new (GtkWindow *parent,
                             GArray    *headers)
{
  FianchettoGameChooser *self;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (headers != NULL && headers->len > 0, NULL);

  self = g_object_new (FIANCHETTO_TYPE_GAME_CHOOSER, "transient-for", parent, NULL);
  self->headers = g_array_ref (headers);
  fill (self);
  g_signal_connect (self, "map", G_CALLBACK (on_map), NULL);
  return GTK_WINDOW (self);
}

const GamePgnHeader *
fianchetto_game_chooser_get_header (FianchettoGameChooser *self,
                                    guint                  index)
{
  g_return_val_if_fail (FIANCHETTO_IS_GAME_CHOOSER (self), NULL);
  g_return_val_if_fail (index < self->headers->len, NULL);

  return &g_array_index (self->headers, GamePgnHeader, index);
}
