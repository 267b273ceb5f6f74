/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fianchetto-style.c: the portal is asked asynchronously, so a desktop without one (or with
 * no session bus at all) costs the start nothing: the style is set at once from the setting
 * and GTK's own preference, and again if the portal answers. */
#define G_LOG_DOMAIN "fianchetto-style"

#include "config.h"

#include "fianchetto-style.h"

#define PORTAL_NAME "org.freedesktop.portal.Desktop"
#define PORTAL_PATH "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS "org.freedesktop.portal.Settings"
#define APPEARANCE "org.freedesktop.appearance"

typedef struct {
  GSettings    *settings;
  GDBusProxy   *portal;
  GCancellable *cancellable;
  int           color_scheme;      /* -1 until the portal says */
  gboolean      gtk_prefers_dark;  /* as GTK had it before we changed it */
} StyleFollower;

gboolean
fianchetto_style_wants_dark (const char *style,
                             int         color_scheme,
                             gboolean    gtk_prefers_dark)
{
  if (g_strcmp0 (style, "dark") == 0)
    return TRUE;
  if (g_strcmp0 (style, "light") == 0)
    return FALSE;
  if (color_scheme == 1)
    return TRUE;
  if (color_scheme == 2)
    return FALSE;
  return gtk_prefers_dark;
}

static void
apply (StyleFollower *follower)
{
  g_autofree char *style = g_settings_get_string (follower->settings, "style");
  GtkSettings *gtk_settings = gtk_settings_get_default ();

  if (gtk_settings)
    g_object_set (gtk_settings, "gtk-application-prefer-dark-theme",
                  fianchetto_style_wants_dark (style, follower->color_scheme,
                                               follower->gtk_prefers_dark),
                  NULL);
}

/* The value comes as v, or v inside v from the older Read. */
static void
take_color_scheme (StyleFollower *follower, GVariant *value)
{
  g_autoptr(GVariant) inner = NULL;

  while (value && g_variant_is_of_type (value, G_VARIANT_TYPE_VARIANT))
    {
      g_clear_pointer (&inner, g_variant_unref);
      inner = g_variant_get_variant (value);
      value = inner;
    }
  if (value && g_variant_is_of_type (value, G_VARIANT_TYPE_UINT32))
    {
      follower->color_scheme = (int) g_variant_get_uint32 (value);
      apply (follower);
    }
}

static void
on_portal_signal (GDBusProxy    *proxy,
                  const char    *sender,
                  const char    *signal,
                  GVariant      *parameters,
                  StyleFollower *follower)
{
  const char *namespace, *key;
  g_autoptr(GVariant) value = NULL;

  if (g_strcmp0 (signal, "SettingChanged") != 0
      || !g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(ssv)")))
    return;
  g_variant_get (parameters, "(&s&sv)", &namespace, &key, &value);
  if (g_str_equal (namespace, APPEARANCE) && g_str_equal (key, "color-scheme"))
    take_color_scheme (follower, value);
}

static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  StyleFollower *follower = data;
  g_autoptr(GVariant) reply = g_dbus_proxy_call_finish (G_DBUS_PROXY (source), result, NULL);
  g_autoptr(GVariant) value = NULL;

  /* No portal, or no such setting: GTK's preference stays in charge. */
  if (!reply || !g_variant_is_of_type (reply, G_VARIANT_TYPE ("(v)")))
    return;
  g_variant_get (reply, "(v)", &value);
  take_color_scheme (follower, value);
}

static void
on_portal (GObject *source, GAsyncResult *result, gpointer data)
{
  StyleFollower *follower = data;
  g_autoptr(GError) error = NULL;
  GDBusProxy *portal = g_dbus_proxy_new_for_bus_finish (result, &error);
  g_autofree char *owner = NULL;

  if (!portal)
    return;
  owner = g_dbus_proxy_get_name_owner (portal);
  if (!owner)
    {
      g_object_unref (portal);
      return;
    }
  follower->portal = portal;
  g_signal_connect (portal, "g-signal", G_CALLBACK (on_portal_signal), follower);
  g_dbus_proxy_call (portal, "Read", g_variant_new ("(ss)", APPEARANCE, "color-scheme"),
                     G_DBUS_CALL_FLAGS_NONE, -1, follower->cancellable, on_read, follower);
}

static void
style_follower_free (gpointer data)
{
  StyleFollower *follower = data;

  g_cancellable_cancel (follower->cancellable);
  g_clear_object (&follower->cancellable);
  if (follower->portal)
    g_signal_handlers_disconnect_by_data (follower->portal, follower);
  g_clear_object (&follower->portal);
  g_clear_object (&follower->settings);
  g_free (follower);
}

void
fianchetto_style_follow (GApplication *application)
{
  StyleFollower *follower = g_new0 (StyleFollower, 1);
  GtkSettings *gtk_settings = gtk_settings_get_default ();

  g_return_if_fail (G_IS_APPLICATION (application));

  follower->settings = g_settings_new (APPLICATION_ID);
  follower->cancellable = g_cancellable_new ();
  follower->color_scheme = -1;
  if (gtk_settings)
    g_object_get (gtk_settings, "gtk-application-prefer-dark-theme",
                  &follower->gtk_prefers_dark, NULL);
  g_signal_connect_swapped (follower->settings, "changed::style", G_CALLBACK (apply), follower);
  g_object_set_data_full (G_OBJECT (application), "fianchetto-style", follower,
                          style_follower_free);
  apply (follower);
  g_dbus_proxy_new_for_bus (G_BUS_TYPE_SESSION,
                            G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES
                            | G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START_AT_CONSTRUCTION,
                            NULL, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS,
                            follower->cancellable, on_portal, follower);
}
