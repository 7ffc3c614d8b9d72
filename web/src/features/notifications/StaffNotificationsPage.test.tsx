import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pageText, renderScreen, staffUser } from '../../test-utils';
import { MY_NOTIFICATION_PREFERENCES, UPDATE_NOTIFICATION_PREFERENCES } from './graphql/notifications';
import StaffNotificationsPage from './StaffNotificationsPage';

const saved = { __typename: 'NotificationPreferences', browserNotifications: true, soundAlerts: false, emailNotifications: false, urgentOnly: true, autoRefresh: 30 };

describe('/staff-notifications', () => {
  it("shows the person's saved preferences and saves a change on the server", async () => {
    const update = vi.fn(() => ({ data: { updateNotificationPreferences: { ...saved, soundAlerts: true } } }));
    renderScreen(<StaffNotificationsPage />, {
      user: staffUser({ role: 'pharmacy_staff' }),
      mocks: [
        { request: { query: MY_NOTIFICATION_PREFERENCES }, result: { data: { myNotificationPreferences: saved } } },
        { request: { query: UPDATE_NOTIFICATION_PREFERENCES, variables: { input: { soundAlerts: true } } }, result: update },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('pref-urgentOnly').getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByTestId('pref-soundAlerts').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('pref-browserNotifications').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('pref-emailNotifications').getAttribute('aria-checked')).toBe('false');
    expect(pageText()).toContain('Every 30 s');

    fireEvent.click(screen.getByTestId('pref-soundAlerts'));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(pageText()).toContain('Preferences saved'));
    expect(screen.getByTestId('pref-soundAlerts').getAttribute('aria-checked')).toBe('true');
  });

  it('shows the defaults when the saved preferences cannot be read, and says so', async () => {
    renderScreen(<StaffNotificationsPage />, {
      user: staffUser(),
      mocks: [{ request: { query: MY_NOTIFICATION_PREFERENCES }, error: new Error('offline') }],
    });
    await screen.findByTestId('preferences-error');
    expect(screen.getByTestId('pref-browserNotifications').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('pref-soundAlerts').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('pref-urgentOnly').getAttribute('aria-checked')).toBe('false');
    expect(pageText()).toContain('Every 5 s');
  });

  it('links to the chat screens and opens the live chat in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderScreen(<StaffNotificationsPage />, { user: staffUser(), mocks: [{ request: { query: MY_NOTIFICATION_PREFERENCES }, result: { data: { myNotificationPreferences: saved } } }] });
    expect(screen.getByRole('button', { name: /Live Chat Support/ })).toBeTruthy();
    fireEvent.click(screen.getByTestId('open-chat-new-tab'));
    expect(open).toHaveBeenCalledWith('/staff-chat', '_blank', 'noopener');
    open.mockRestore();
  });
});
