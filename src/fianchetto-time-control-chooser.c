/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-time-control-chooser.c: the quick choices are toggle buttons on the settings'
 * own action (the dialog's new-game.time-control), one TimeControl string per button, so GTK keeps the
 * one that matches the setting pressed. The custom spin buttons write the setting when the
 * player changes them and follow it otherwise; `syncing` tells the two apart. */
#define G_LOG_DOMAIN "fianchetto-new-game-dialog"

#include "config.h"

#include "fianchetto-time-control-chooser.h"

#include <glib/gi18n.h>

#include "time-control.h"

struct _FianchettoTimeControlChooser {
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkSpinButton *minutes;
  GtkSpinButton *increment;
  GtkDropDown   *kind;
  GtkCheckButton *odds;          /* Black has a clock of its own */
  GtkWidget     *black_box;
  GtkSpinButton *black_minutes;
  GtkSpinButton *black_increment;
  GSettings     *settings;
  gboolean       syncing;
};

G_DEFINE_FINAL_TYPE (FianchettoTimeControlChooser, fianchetto_time_control_chooser, GTK_TYPE_WIDGET)

typedef enum { BULLET, BLITZ, RAPID, CLASSICAL } Speed;

static const struct {
  int   minutes, increment;
  Speed speed;
} presets[] = {
  { 1, 0, BULLET }, { 2, 1, BULLET }, { 3, 0, BLITZ },
  { 3, 2, BLITZ }, { 5, 0, BLITZ }, { 5, 3, BLITZ },
  { 10, 0, RAPID }, { 10, 5, RAPID }, { 15, 10, RAPID },
  { 30, 0, CLASSICAL }, { 30, 20, CLASSICAL },
};

enum { COLUMNS = 3 };

static const char *
speed_name (Speed speed)
{
  switch (speed)
    {
    case BULLET:
      return C_("time control", "Bullet");
    case BLITZ:
      return C_("time control", "Blitz");
    case RAPID:
      return C_("time control", "Rapid");
    case CLASSICAL:
    default:
      return C_("time control", "Classical");
    }
}

/* A quick choice: "3 + 2" over "Blitz". */
static GtkWidget *
choice_button (const char *title, const char *subtitle, const char *target)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_add_css_class (label, "time-control-title");
  gtk_box_append (GTK_BOX (box), label);
  label = gtk_label_new (subtitle);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "new-game.time-control");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", target);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  subtitle && *subtitle ? subtitle : title, -1);
  return button;
}

static GtkWidget *
build_grid (void)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  for (gsize i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      TimeControl control = {
        presets[i].minutes * 60 * G_TIME_SPAN_SECOND,
        presets[i].increment * G_TIME_SPAN_SECOND,
        CLOCK_KIND_FISCHER,
      };
      g_autofree char *target = time_control_to_string (&control);
      /* Translators: a time control, minutes per side + seconds added per move: "3 + 2". */
      g_autofree char *title = g_strdup_printf (_("%d + %d"), presets[i].minutes, presets[i].increment);
      g_autofree char *label = g_strdup_printf ("%s %s", title, speed_name (presets[i].speed));
      GtkWidget *button = choice_button (title, speed_name (presets[i].speed), target);

      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      gtk_grid_attach (GTK_GRID (grid), button, (int) (i + 1) % COLUMNS, (int) (i + 1) / COLUMNS, 1, 1);
    }
  gtk_grid_attach (GTK_GRID (grid), choice_button (_("Untimed"), _("No clock"), "-"), 0, 0, 1, 1);
  return grid;
}

/* "300+3" from a pair of spin buttons. */
static char *
spins_to_text (GtkSpinButton *minutes, GtkSpinButton *increment)
{
  TimeControl control = {
    (gint64) (gtk_spin_button_get_value (minutes) * 60 * G_TIME_SPAN_SECOND + 0.5),
    (gint64) gtk_spin_button_get_value (increment) * G_TIME_SPAN_SECOND,
    CLOCK_KIND_FISCHER,
  };

  return time_control_to_string (&control);
}

static void
text_to_spins (const char *text, GtkSpinButton *minutes, GtkSpinButton *increment)
{
  TimeControl control;

  if (!time_control_parse (text, CLOCK_KIND_FISCHER, &control) || !time_control_is_timed (&control))
    return;
  gtk_spin_button_set_value (minutes, (double) control.base_usec / (60.0 * G_TIME_SPAN_SECOND));
  gtk_spin_button_set_value (increment, (double) control.increment_usec / G_TIME_SPAN_SECOND);
}

/* The custom spin buttons write the settings; the kind drop-down is bound. */
static void
on_custom_changed (FianchettoTimeControlChooser *self)
{
  g_autofree char *text = NULL;

  if (self->syncing || !self->settings)
    return;
  text = spins_to_text (self->minutes, self->increment);
  g_settings_set_string (self->settings, "time-control", text);
}

static void
on_black_changed (FianchettoTimeControlChooser *self)
{
  g_autofree char *text = NULL;

  if (self->syncing || !self->settings)
    return;
  if (gtk_check_button_get_active (self->odds))
    text = spins_to_text (self->black_minutes, self->black_increment);
  g_settings_set_string (self->settings, "time-control-black", text ? text : "");
}

/* The spin buttons show the time controls chosen, when there are any. */
static void
on_setting_changed (FianchettoTimeControlChooser *self)
{
  g_autofree char *text = g_settings_get_string (self->settings, "time-control");
  g_autofree char *black = g_settings_get_string (self->settings, "time-control-black");

  self->syncing = TRUE;
  text_to_spins (text, self->minutes, self->increment);
  text_to_spins (black, self->black_minutes, self->black_increment);
  gtk_check_button_set_active (self->odds, *black != '\0');
  gtk_widget_set_visible (self->black_box, *black != '\0');
  self->syncing = FALSE;
}

static GtkWidget *
labelled (const char *mnemonic, GtkWidget *widget)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), widget);
  return box;
}

static GtkWidget *
build_custom (FianchettoTimeControlChooser *self)
{
  static const char *kinds[4];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  kinds[0] = _("Fischer increment");
  kinds[1] = _("Bronstein delay");
  kinds[2] = _("Simple delay");
  self->minutes = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0.25, 180, 0.25));
  gtk_spin_button_set_digits (self->minutes, 2);
  gtk_spin_button_set_value (self->minutes, 5);
  self->increment = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 60, 1));
  self->kind = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (kinds));
  gtk_widget_set_hexpand (GTK_WIDGET (self->kind), TRUE);
  g_signal_connect_swapped (self->minutes, "value-changed", G_CALLBACK (on_custom_changed), self);
  g_signal_connect_swapped (self->increment, "value-changed", G_CALLBACK (on_custom_changed), self);
  gtk_box_append (GTK_BOX (box), labelled (_("Mi_nutes per side"), GTK_WIDGET (self->minutes)));
  gtk_box_append (GTK_BOX (box), labelled (_("_Increment (s)"), GTK_WIDGET (self->increment)));
  gtk_box_append (GTK_BOX (box), labelled (_("_Kind"), GTK_WIDGET (self->kind)));
  return box;
}

/* Time odds: Black's own minutes and increment, below a check button. */
static GtkWidget *
build_odds (FianchettoTimeControlChooser *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);

  self->odds = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (_("_Time odds: Black has a clock of its own")));
  self->black_minutes = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0.25, 180, 0.25));
  gtk_spin_button_set_digits (self->black_minutes, 2);
  gtk_spin_button_set_value (self->black_minutes, 5);
  self->black_increment = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 60, 1));
  self->black_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_visible (self->black_box, FALSE);
  gtk_box_append (GTK_BOX (self->black_box),
                  labelled (_("Black’s minutes"), GTK_WIDGET (self->black_minutes)));
  gtk_box_append (GTK_BOX (self->black_box),
                  labelled (_("Black’s increment (s)"), GTK_WIDGET (self->black_increment)));
  g_signal_connect_swapped (self->odds, "toggled", G_CALLBACK (on_black_changed), self);
  g_signal_connect_swapped (self->black_minutes, "value-changed", G_CALLBACK (on_black_changed), self);
  g_signal_connect_swapped (self->black_increment, "value-changed", G_CALLBACK (on_black_changed), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->odds));
  gtk_box_append (GTK_BOX (box), self->black_box);
  return box;
}

static void
fianchetto_time_control_chooser_dispose (GObject *object)
{
  FianchettoTimeControlChooser *self = FIANCHETTO_TIME_CONTROL_CHOOSER (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (fianchetto_time_control_chooser_parent_class)->dispose (object);
}

static void
fianchetto_time_control_chooser_class_init (FianchettoTimeControlChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fianchetto_time_control_chooser_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
fianchetto_time_control_chooser_init (FianchettoTimeControlChooser *self)
{
  GtkWidget *heading = gtk_label_new (_("Clock"));
  GtkWidget *custom = gtk_label_new (_("Custom"));

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (custom), 0);
  gtk_widget_add_css_class (custom, "heading");
  gtk_box_append (GTK_BOX (self->box), heading);
  gtk_box_append (GTK_BOX (self->box), build_grid ());
  gtk_box_append (GTK_BOX (self->box), custom);
  gtk_box_append (GTK_BOX (self->box), build_custom (self));
  gtk_box_append (GTK_BOX (self->box), build_odds (self));
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

static gboolean
kind_to_selected (GValue *value, GVariant *variant, gpointer user_data)
{
  ClockKind kind = CLOCK_KIND_FISCHER;

  clock_kind_from_nick (g_variant_get_string (variant, NULL), &kind);
  g_value_set_uint (value, kind);
  return TRUE;
}

static GVariant *
selected_to_kind (const GValue *value, const GVariantType *expected_type, gpointer user_data)
{
  guint selected = g_value_get_uint (value);

  if (selected > CLOCK_KIND_DELAY)
    return NULL;
  return g_variant_new_string (clock_kind_to_nick ((ClockKind) selected));
}

void
fianchetto_time_control_chooser_bind (FianchettoTimeControlChooser *self,
                                      GSettings                    *settings)
{
  g_return_if_fail (FIANCHETTO_IS_TIME_CONTROL_CHOOSER (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  g_set_object (&self->settings, settings);
  g_settings_bind_with_mapping (settings, "clock-kind", self->kind, "selected",
                                G_SETTINGS_BIND_DEFAULT, kind_to_selected, selected_to_kind,
                                NULL, NULL);
  g_signal_connect_object (settings, "changed::time-control", G_CALLBACK (on_setting_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "changed::time-control-black",
                           G_CALLBACK (on_setting_changed), self, G_CONNECT_SWAPPED);
  on_setting_changed (self);
}
