/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-settings.c: the settings schema bounds every number it holds, so that a value set from
 * outside (dconf-editor, `gsettings set`) cannot ask for a window a million pixels wide or a
 * level that does not exist: GSettings refuses it. */
#include <gio/gio.h>
#include <string.h>

static GSettingsSchema *
lookup_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  GSettingsSchema *schema = source ? g_settings_schema_source_lookup (source, "io.github.fianchetto.Fianchetto", FALSE) : NULL;

  g_assert_nonnull (schema);
  return schema;
}

static gboolean
is_number (const GVariantType *type)
{
  static const char numbers[] = "ynqiuxtd";

  return g_variant_type_is_basic (type) && strchr (numbers, g_variant_type_peek_string (type)[0]) != NULL;
}

/* Every number has a range, and its default lies inside it. */
static void
test_numbers_have_ranges (void)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_auto(GStrv) keys = g_settings_schema_list_keys (schema);

  for (int i = 0; keys[i]; i++)
    {
      g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, keys[i]);
      g_autoptr(GVariant) range = g_settings_schema_key_get_range (key);
      g_autoptr(GVariant) value = g_settings_schema_key_get_default_value (key);
      const char *kind;

      if (!is_number (g_settings_schema_key_get_value_type (key)))
        continue;
      g_variant_get (range, "(&sv)", &kind, NULL);
      g_test_message ("%s: %s", keys[i], kind);
      g_assert_cmpstr (kind, ==, "range");
      g_assert_true (g_settings_schema_key_range_check (key, value));
    }
}

typedef struct {
  const char *key;
  int         value;
  gboolean    in_range;
} RangeCase;

static const RangeCase range_cases[] = {
  { "window-width", 960, TRUE },
  { "window-width", -1, TRUE },
  { "window-width", -2, FALSE },
  { "window-width", 1000000, FALSE },
  { "window-height", 32767, TRUE },
  { "window-height", 32768, FALSE },
  { "computer-level", 6, FALSE },
  { "think-time", 0, FALSE },
};

static void
test_range (gconstpointer data)
{
  const RangeCase *c = data;
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_autoptr(GSettingsSchemaKey) key = g_settings_schema_get_key (schema, c->key);
  g_autoptr(GVariant) value = g_variant_ref_sink (g_variant_new_int32 (c->value));

  g_assert_cmpint (g_settings_schema_key_range_check (key, value), ==, c->in_range);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings/numbers-have-ranges", test_numbers_have_ranges);
  for (gsize i = 0; i < G_N_ELEMENTS (range_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/settings/range/%s/%d", range_cases[i].key, range_cases[i].value);
      g_test_add_data_func (path, &range_cases[i], test_range);
    }
  return g_test_run ();
}
