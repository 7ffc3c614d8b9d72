import { graphql } from '../../../gql';
import type { NotificationPreferencesFieldsFragment } from '../../../gql/graphql';

export const NOTIFICATION_PREFERENCES_FIELDS = graphql(`
  fragment NotificationPreferencesFields on NotificationPreferences { browserNotifications soundAlerts emailNotifications urgentOnly autoRefresh }
`);

export type NotificationPreferences = Omit<NotificationPreferencesFieldsFragment, '__typename'>;

/** The signed-in staff member's alert preferences, saved on the server (they follow the person between devices). */
export const MY_NOTIFICATION_PREFERENCES = graphql(`
  query MyNotificationPreferences { myNotificationPreferences { ...NotificationPreferencesFields } }
`);

export const UPDATE_NOTIFICATION_PREFERENCES = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) { ...NotificationPreferencesFields }
  }
`);

/** The spec's defaults (part 2, section 2.14), used until the server's answer arrives or when it cannot be read. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  browserNotifications: true,
  soundAlerts: true,
  emailNotifications: false,
  urgentOnly: false,
  autoRefresh: 5,
};

/**
 * The widget's view of the inbox: every list's count and the first urgent chats (the widget shows 3; the alert
 * rules follow more, to know which urgent chats nobody has opened yet). No search: one shared cache entry.
 */
export const WIDGET_URGENT_FIRST = 20;

/**
 * The pharmacy's own switch (Settings > Notification Preferences > Chat Notifications): off = its staff are not
 * alerted about new chats; urgent chats always alert.
 */
export const PHARMACY_ALERTS_SETTING = graphql(`
  query PharmacyAlertsSetting($id: ID!) { pharmacy(id: $id) { id settings { notificationsEnabled } } }
`);
