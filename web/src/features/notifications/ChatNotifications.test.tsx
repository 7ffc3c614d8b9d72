import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { storeSession } from '../../app/auth/auth-storage';
import { fakeGraph, staffUser } from '../../test-utils';
import { BURST_MS_KEY } from './alert-effects';
import { ChatNotificationsProvider, useChatNotifications } from './ChatNotifications';

const pharmacyId = 'p-downtown';

const session = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ChatSession',
  id,
  pharmacyId,
  patientId: `${id}-0000-0000`,
  patientName: id,
  category: null,
  status: 'active',
  needsStaffAttention: false,
  isUrgent: false,
  urgency: 'routine',
  urgencyReason: null,
  handoffState: 'assistant',
  language: null,
  sentiment: null,
  messageCount: 1,
  lastMessage: 'Hello',
  lastMessageAt: '2026-03-10T10:00:00.000Z',
  startedAt: '2026-03-10T10:00:00.000Z',
  duration: 0,
  satisfactionRating: null,
  ...overrides,
});

function Probe() {
  const n = useChatNotifications();
  return <output data-testid="probe">{n ? JSON.stringify({ urgent: n.urgent, active: n.active, live: n.liveState, poll: n.pollInterval, sound: n.preferences.soundAlerts }) : 'none'}</output>;
}

const probe = () => JSON.parse(screen.getByTestId('probe').textContent ?? 'null') as { urgent: number; active: number; live: string; poll: number; sound: boolean };

let notes: string[] = [];
beforeEach(() => {
  notes = [];
  class RecordedNotification {
    static permission = 'granted';
    static requestPermission = () => Promise.resolve('granted');
    constructor(title: string, options?: { body?: string }) {
      notes.push(`${title} | ${options?.body ?? ''}`);
    }
  }
  vi.stubGlobal('Notification', RecordedNotification);
});
afterEach(() => vi.unstubAllGlobals());

function setup(user = staffUser(), pharmacyAlerts = true) {
  let sessions = [session('s-1')];
  const counts = () => ({ __typename: 'InboxCounts', urgent: sessions.filter((s) => s.isUrgent).length, active: sessions.filter((s) => !s.isUrgent).length, resolved: 0, all: sessions.length });
  const handlers: Record<string, (vars: Record<string, unknown>) => unknown> = {
    ChatInbox: (vars) => ({ chatInbox: { __typename: 'ChatSessionPage', sessions: sessions.filter((s) => (vars.list === 'urgent' ? s.isUrgent : true)), totalCount: sessions.length, counts: counts(), nextCursor: null } }),
    InboxSession: (vars) => ({ chatSession: sessions.find((s) => s.id === vars.id) ?? null }),
    PharmacyAlertsSetting: () => ({ pharmacy: { __typename: 'Pharmacy', id: pharmacyId, settings: { __typename: 'PharmacySettings', notificationsEnabled: pharmacyAlerts } } }),
    MyNotificationPreferences: () => ({ myNotificationPreferences: { __typename: 'NotificationPreferences', browserNotifications: true, soundAlerts: true, emailNotifications: false, urgentOnly: false, autoRefresh: 5 } }),
  };
  const server = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        setTimeout(() => {
          const handler = handlers[operation.operationName ?? ''];
          observer.next((handler ? { data: handler(operation.variables) } : { errors: [{ message: `no handler for ${operation.operationName}` }] }) as never);
          observer.complete();
        }, 0);
      }),
  );
  const live = new MockSubscriptionLink();
  storeSession({ token: 'token-1', user });
  render(
    <App>
      <MockedProvider link={ApolloLink.split((operation) => operation.operationType === 'subscription', live, server)}>
        <AuthProvider graph={fakeGraph(user)}>
          <MemoryRouter>
            <ChatNotificationsProvider>
              <Probe />
            </ChatNotificationsProvider>
          </MemoryRouter>
        </AuthProvider>
      </MockedProvider>
    </App>,
  );
  return {
    live,
    arrive: (id: string, overrides: Record<string, unknown> = {}) => {
      sessions = [...sessions, session(id, overrides)];
      act(() => {
        live.simulateResult({
          result: {
            data: {
              pharmacyChatUpdates: { __typename: 'LiveSessionUpdate', event: 'started', sessionId: id, pharmacyId, status: 'active', needsStaffAttention: false, isUrgent: false, urgency: 'routine', handoffState: 'assistant', sessionIds: null, allSessions: null, satisfactionRating: null, message: null },
            },
          },
        });
      });
    },
  };
}

describe('chat notifications in the shell', () => {
  it('counts live and alerts when chats arrive: a toast, a system notification, a sound that may fail quietly', async () => {
    window.localStorage.setItem(BURST_MS_KEY, '0');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { arrive } = setup();
    await waitFor(() => expect(probe()).toMatchObject({ urgent: 0, active: 1, live: 'connected', poll: 0, sound: true }));

    arrive('s-2');
    await waitFor(() => expect(probe().active).toBe(2));
    await waitFor(() => expect(document.querySelector('.ant-notification-notice')?.textContent).toContain('1 New Chat'));
    expect(document.querySelector('.ant-notification-notice')?.textContent).toContain('Patients are waiting for your response');
    expect(notes).toEqual(['1 New Chat | You have new patient messages waiting']);
    // jsdom has no Web Audio: the sound fails and is only logged
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Alert sound could not play', expect.any(Error)));
    warn.mockRestore();
  });

  it("alerts only about urgent chats when the pharmacy turned chat notifications off in Settings", async () => {
    // a fresh browser: no alert claimed by another tab (the first test's alert claimed the system notification)
    window.localStorage.clear();
    window.localStorage.setItem(BURST_MS_KEY, '0');
    const { arrive } = setup(staffUser(), false);
    await waitFor(() => expect(probe()).toMatchObject({ urgent: 0, active: 1, live: 'connected' }));
    arrive('s-2');
    await waitFor(() => expect(probe().active).toBe(2));
    // a routine chat raises nothing
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(notes).toEqual([]);
    // an urgent one does
    arrive('s-3', { isUrgent: true, needsStaffAttention: true, urgency: 'emergency', status: 'escalated' });
    await waitFor(() => expect(probe().urgent).toBe(1));
    await waitFor(() => expect(notes).toEqual(['1 New Chat | You have new patient messages waiting']), { timeout: 3000 });
  });

  it('polls at the autoRefresh preference once the live subscription fails', async () => {
    const { live } = setup();
    await waitFor(() => expect(probe()).toMatchObject({ live: 'connected', poll: 0 }));
    act(() => live.simulateResult({ error: new Error('connection lost') }));
    await waitFor(() => expect(probe()).toMatchObject({ live: 'failed', poll: 5000 }));
  });

  it('loads nothing for a user without a pharmacy', async () => {
    setup(staffUser({ role: 'super_admin', pharmacyId: null, isAdmin: true }));
    expect(screen.getByTestId('probe').textContent).toBe('none');
  });
});
