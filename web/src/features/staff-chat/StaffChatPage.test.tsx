import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloLink } from '@apollo/client';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { storeSession, type StaffUser } from '../../app/auth/auth-storage';
import { fakeGraph, staffUser } from '../../test-utils';
import type { ChatMessage } from '../conversation/graphql/messages';
import StaffChatPage from './StaffChatPage';

const pharmacyId = 'p-downtown';
const at = (minute: number) => `2026-03-10T10:${String(minute).padStart(2, '0')}:00.000Z`;

type Session = Record<string, unknown> & { id: string; patientName: string; status: string; isUrgent: boolean; lastMessage: string | null; lastMessageAt: string | null };

const session = (overrides: Partial<Session> & Pick<Session, 'id' | 'patientName'>): Session => ({
  __typename: 'ChatSession',
  pharmacyId,
  patientId: 'a1b2c3d4-0000-0000-0000-000000000000',
  category: null,
  status: 'active',
  needsStaffAttention: false,
  // the chat domain's verdict, as the server sends it
  isUrgent: false,
  urgency: 'routine',
  urgencyReason: null,
  handoffState: 'assistant',
  language: null,
  sentiment: null,
  messageCount: 2,
  lastMessage: 'Hello',
  lastMessageAt: at(1),
  startedAt: at(0),
  duration: 60,
  satisfactionRating: null,
  ...overrides,
});

const maria = () =>
  session({
    id: 's-maria',
    patientName: 'Maria Garcia',
    patientId: 'f00dfeed-1111-2222-3333-444455556666',
    category: 'medication_info',
    status: 'waiting_for_staff',
    needsStaffAttention: true,
    isUrgent: true,
    urgency: 'emergency',
    urgencyReason: 'chest_pain,overdose',
    handoffState: 'waiting_for_staff',
    language: 'es',
    sentiment: 'negative',
    lastMessage: 'Me duele el pecho',
    lastMessageAt: at(5),
  });
const omar = () => session({ id: 's-omar', patientName: 'Omar Haddad', needsStaffAttention: true, isUrgent: true, urgencyReason: 'angry,severe_dizziness', handoffState: 'with_staff', language: 'zz', sentiment: 'negative', lastMessageAt: at(4) });
const tom = () => session({ id: 's-tom', patientName: 'Tom Jones', language: 'en', sentiment: 'neutral', lastMessage: 'Do you have the 500 mg tablets of amoxicillin in stock today, or only the 250 mg?', lastMessageAt: at(3) });

const message = (overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'sender' | 'content' | 'timestamp'>) => ({
  __typename: 'ChatMessage',
  sessionId: 's-maria',
  staffMember: null,
  kind: null,
  language: null,
  sentiment: null,
  urgency: null,
  original: null,
  ...overrides,
});
const firstQuestion = message({ id: 'm-1', sender: 'user', content: 'Me duele el pecho y tomé demasiadas pastillas', timestamp: at(1), language: 'es', sentiment: 'negative', urgency: 'emergency' });
const answer = message({ id: 'm-2', sender: 'ai', kind: 'answer', content: 'Take it with food so your stomach is not upset.', original: 'Administer with meals to reduce gastrointestinal irritation.', timestamp: at(2) });
const followUp = message({ id: 'm-3', sender: 'user', content: 'Do you have aspirin in stock?', timestamp: at(3), language: 'en', sentiment: 'neutral', urgency: 'routine' });

const suggestion = (text: string, source: string) => ({ __typename: 'ReplySuggestion', text, source, entryId: null });
const firstSuggestions = [
  suggestion('Hi Maria, please call 911 now or go to the nearest emergency room.', 'safety'),
  suggestion('Hi Maria, this needs emergency care right away. Which medicine was taken, and how much?', 'safety'),
  suggestion('Hi Maria, thank you for your patience. I am looking into this now.', 'holding'),
];
const laterSuggestions = [
  suggestion('Hi Maria, yes: we keep aspirin 81 mg in stock.', 'knowledge_base'),
  suggestion('Hi Maria, could you tell me which strength you need?', 'clarify'),
  suggestion('Hi Maria, you can also call us and a pharmacist will help.', 'holding'),
];

type Vars = Record<string, unknown>;

/**
 * The chat service as the page sees it: sessions in memory, the inbox's lists, search, counts and pages computed
 * like the server does, and the actions changing them. `fail` makes an operation answer with an error.
 */
function fakeServer(initial: Session[], { phone = '(217) 555-0100' } = {}) {
  let sessions = initial;
  const calls: { operation: string; variables: Vars; headers: Record<string, string> }[] = [];
  const fail: Record<string, string> = {};
  let messages: Record<string, ReturnType<typeof message>[]> = { 's-maria': [firstQuestion, answer] };

  const listOf = (s: Session) => (s.status === 'resolved' ? 'resolved' : s.isUrgent ? 'urgent' : 'active');
  const inbox = (vars: Vars) => {
    const search = String(vars.search ?? '').toLowerCase();
    const matching = sessions.filter((s) => !search || s.patientName.toLowerCase().includes(search) || String(s.lastMessage ?? '').toLowerCase().includes(search));
    const counts = { __typename: 'InboxCounts', urgent: 0, active: 0, resolved: 0, all: matching.length };
    for (const s of matching) counts[listOf(s)] += 1;
    const list = (vars.list as string) ?? 'all';
    const rows = matching
      .filter((s) => list === 'all' || listOf(s) === list)
      .sort((a, b) => Number(b.isUrgent) - Number(a.isUrgent) || String(b.lastMessageAt).localeCompare(String(a.lastMessageAt)));
    const start = vars.after ? Number(vars.after) : 0;
    const first = Number(vars.first ?? 50);
    const page = rows.slice(start, start + first);
    return { __typename: 'ChatSessionPage', sessions: page, totalCount: rows.length, counts, nextCursor: start + first < rows.length ? String(start + first) : null };
  };
  const find = (id: unknown) => sessions.find((s) => s.id === id) ?? null;
  const change = (id: unknown, patch: Partial<Session>) => {
    sessions = sessions.map((s) => (s.id === id ? { ...s, ...patch } : s));
    return find(id);
  };

  const handlers: Record<string, (vars: Vars) => unknown> = {
    ChatInbox: (vars) => ({ chatInbox: inbox(vars) }),
    InboxSession: (vars) => ({ chatSession: find(vars.id) }),
    PharmacyContact: () => ({ pharmacy: { __typename: 'Pharmacy', id: pharmacyId, name: 'Downtown', phone } }),
    ChatMessages: (vars) => ({ chatMessages: messages[String(vars.sessionId)] ?? [] }),
    ReplySuggestions: (vars) => ({ replySuggestions: vars.message === firstQuestion.content ? firstSuggestions : vars.message === followUp.content ? laterSuggestions : [] }),
    SendStaffReply: (vars) => ({ sendStaffReply: message({ id: `m-staff-${calls.length}`, sessionId: String(vars.sessionId), sender: 'staff', content: String(vars.content), staffMember: 'downtown.admin', timestamp: at(9) }) }),
    EscalateChatSession: (vars) => ({ escalateChatSession: change(vars.sessionId, { status: 'escalated', needsStaffAttention: true, isUrgent: true }) }),
    ResolveChatSession: (vars) => ({ resolveChatSession: change(vars.sessionId, { status: 'resolved', needsStaffAttention: false, isUrgent: false, handoffState: 'resolved' }) }),
    ClearChatSession: (vars) => {
      sessions = sessions.filter((s) => s.id !== vars.sessionId);
      return { clearChatSession: vars.sessionId };
    },
    ClearAllChatSessions: () => {
      const deleted = sessions.length;
      sessions = [];
      return { clearAllChatSessions: deleted };
    },
  };

  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ operation: name, variables: operation.variables, headers: (operation.getContext().headers ?? {}) as Record<string, string> });
        // answer after the current task, like a network would
        setTimeout(() => {
          if (fail[name]) observer.next({ errors: [{ message: fail[name], extensions: { code: 'FORBIDDEN' } }] } as never);
          else if (handlers[name]) observer.next({ data: handlers[name](operation.variables) } as never);
          else observer.next({ errors: [{ message: `no handler for ${name}` }] } as never);
          observer.complete();
        }, 0);
      }),
  );
  return {
    link,
    calls,
    fail,
    callsOf: (operation: string) => calls.filter((c) => c.operation === operation),
    setMessages: (next: typeof messages) => (messages = next),
    change,
    remove: (id: string) => (sessions = sessions.filter((s) => s.id !== id)),
    add: (s: Session) => (sessions = [...sessions, s]),
  };
}

let matchMedia: typeof window.matchMedia;
beforeEach(() => {
  matchMedia = window.matchMedia;
});
afterEach(() => {
  window.matchMedia = matchMedia;
});

/** antd's breakpoints read matchMedia: a desktop or a phone (390 px) width. */
function viewport(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*([\d.]+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false } as MediaQueryList;
  };
}

function setup({ sessions = [maria(), omar(), tom()], user = staffUser(), width = 1280, phone }: { sessions?: Session[]; user?: StaffUser; width?: number; phone?: string } = {}) {
  viewport(width);
  const server = fakeServer(sessions, phone === undefined ? {} : { phone });
  const live = new MockSubscriptionLink();
  const link = ApolloLink.split((operation) => operation.operationType === 'subscription', live, server.link);
  storeSession({ token: 'token-1', user });
  render(
    <App>
      <MockedProvider link={link}>
        <AuthProvider graph={fakeGraph(user)}>
          <MemoryRouter initialEntries={['/staff-chat']}>
            <StaffChatPage />
          </MemoryRouter>
        </AuthProvider>
      </MockedProvider>
    </App>,
  );
  const push = (update: Record<string, unknown>) =>
    act(() => {
      live.simulateResult({ result: { data: { pharmacyChatUpdates: { __typename: 'LiveSessionUpdate', pharmacyId, status: null, needsStaffAttention: null, isUrgent: null, urgency: null, handoffState: null, sessionIds: null, allSessions: null, satisfactionRating: null, message: null, ...update } } } });
    });
  return { server, push };
}

const group = (list: 'urgent' | 'active' | 'resolved') => screen.getByTestId(`${list}-sessions`);
const names = (list: 'urgent' | 'active' | 'resolved') => within(group(list)).queryAllByTestId('session-item').map((el) => el.querySelector('strong')?.textContent);
const item = (list: 'urgent' | 'active' | 'resolved', name: string) => within(group(list)).getAllByTestId('session-item').find((el) => el.textContent?.includes(name))!;
const count = (list: 'urgent' | 'active' | 'resolved') => screen.getByTestId(`${list}-count`).getAttribute('data-count');
const tagsOf = (element: HTMLElement, testId: string) => within(element).queryAllByTestId(testId).map((tag) => tag.textContent);
const toasts = () => Array.from(document.querySelectorAll('.ant-notification-notice')).map((n) => n.textContent ?? '');

async function loaded() {
  await waitFor(() => expect(names('urgent')).toEqual(['Maria Garcia', 'Omar Haddad']));
  await waitFor(() => expect(names('active')).toEqual(['Tom Jones']));
}

async function open(list: 'urgent' | 'active' | 'resolved', name: string) {
  fireEvent.click(item(list, name));
  const conversation = await screen.findByTestId('conversation');
  await waitFor(() => expect(conversation.querySelector('.ant-card-head')?.textContent).toContain(name));
  return conversation;
}

describe('the inbox', () => {
  it('lists Urgent and Active with their counts, the preview cut at 50 characters and patient ids as 8 characters', async () => {
    setup();
    await loaded();
    expect(count('urgent')).toBe('2');
    expect(count('active')).toBe('1');
    const tomRow = item('active', 'Tom Jones');
    expect(within(tomRow).getByTestId('session-preview').textContent).toBe('Do you have the 500 mg tablets of amoxicillin in s...');
    expect(tomRow.textContent).toContain('Patient a1b2c3d4');
    expect(tomRow.textContent).not.toContain('a1b2c3d4-');
    expect(screen.getByText('Select a conversation')).toBeTruthy();
  });

  it("shows each session's urgency reason, handoff state, language and sentiment as readable tags", async () => {
    setup();
    await loaded();
    const mariaItem = item('urgent', 'Maria Garcia');
    expect(mariaItem.textContent).toContain('Emergency');
    expect(tagsOf(mariaItem, 'session-reason')).toEqual(['Chest pain', 'Overdose']);
    expect(tagsOf(mariaItem, 'session-handoff')).toEqual(['Waiting for staff']);
    expect(tagsOf(mariaItem, 'session-language')).toEqual(['Spanish']);
    expect(tagsOf(mariaItem, 'session-sentiment')).toEqual(['Negative']);

    const omarItem = item('urgent', 'Omar Haddad');
    expect(tagsOf(omarItem, 'session-reason')).toEqual(['Upset patient', 'Severe dizziness']);
    expect(tagsOf(omarItem, 'session-handoff')).toEqual(['With staff']);
    expect(tagsOf(omarItem, 'session-language')).toEqual(['zz']);

    const tomItem = item('active', 'Tom Jones');
    expect(tagsOf(tomItem, 'session-reason')).toEqual([]);
    expect(tagsOf(tomItem, 'session-handoff')).toEqual([]);
    expect(tagsOf(tomItem, 'session-language')).toEqual(['English']);
    expect(tagsOf(tomItem, 'session-sentiment')).toEqual([]);
  });

  it('reaches the rows with Tab and opens one with Enter or Space', async () => {
    const user = userEvent.setup();
    setup();
    await loaded();
    const rows = screen.getAllByTestId('session-item');
    expect(rows.every((row) => row.tagName === 'BUTTON')).toBe(true);
    expect(rows[0]!.getAttribute('aria-label')).toBe('Maria Garcia, patient f00dfeed, urgent. Last message: Me duele el pecho');

    await user.click(screen.getByLabelText('Search chats'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('sidebar-clear-all'));
    await user.tab();
    expect(document.activeElement).toBe(item('urgent', 'Maria Garcia'));
    await user.tab();
    expect(document.activeElement).toBe(item('urgent', 'Omar Haddad'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('conversation').querySelector('.ant-card-head')?.textContent).toContain('Omar Haddad'));
    expect(item('urgent', 'Omar Haddad').getAttribute('aria-current')).toBe('true');

    item('active', 'Tom Jones').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('conversation').querySelector('.ant-card-head')?.textContent).toContain('Tom Jones'));
  });

  it('searches on the server once typing pauses', async () => {
    const { server } = setup();
    await loaded();
    const before = server.callsOf('ChatInbox').length;
    fireEvent.change(screen.getByLabelText('Search chats'), { target: { value: 'to' } });
    fireEvent.change(screen.getByLabelText('Search chats'), { target: { value: 'tom' } });
    await waitFor(() => expect(names('active')).toEqual(['Tom Jones']));
    await waitFor(() => expect(names('urgent')).toEqual([]));
    expect(within(group('urgent')).getByText('No urgent chats match "tom"')).toBeTruthy();
    const searches = server.callsOf('ChatInbox').slice(before).map((c) => c.variables.search);
    expect(searches).not.toContain('to');
    expect(searches).toContain('tom');
    expect(count('urgent')).toBe('0');
  });

  it('loads the next page with the cursor', async () => {
    const many = Array.from({ length: 30 }, (_, i) => session({ id: `s-${i}`, patientName: `Patient ${String(i).padStart(2, '0')}`, lastMessageAt: `2026-03-10T09:${String(59 - i).padStart(2, '0')}:00.000Z` }));
    const { server } = setup({ sessions: many });
    await waitFor(() => expect(names('active')).toHaveLength(25));
    expect(count('active')).toBe('30');
    fireEvent.click(within(group('active')).getByRole('button', { name: 'Load more (5 more)' }));
    await waitFor(() => expect(names('active')).toHaveLength(30));
    expect(names('active').at(-1)).toBe('Patient 29');
    expect(server.callsOf('ChatInbox').some((c) => c.variables.after === '25')).toBe(true);
    expect(within(group('active')).queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('shows the resolved chats folded, with their count', async () => {
    setup({ sessions: [maria(), omar(), tom(), session({ id: 's-done', patientName: 'Dora Done', status: 'resolved', handoffState: 'resolved' })] });
    await loaded();
    await waitFor(() => expect(count('resolved')).toBe('1'));
    expect(within(group('resolved')).queryAllByTestId('session-item')).toHaveLength(0);
    fireEvent.click(within(group('resolved')).getByRole('button', { expanded: false }));
    await waitFor(() => expect(names('resolved')).toEqual(['Dora Done']));
  });
});

describe('inbox actions', () => {
  it('offers Mark Urgent only for a chat that is not urgent, and moves it to Urgent', async () => {
    const { server } = setup();
    await loaded();
    const urgentChat = await open('urgent', 'Maria Garcia');
    expect(within(urgentChat).queryByRole('button', { name: /Mark Urgent/ })).toBeNull();
    expect(within(urgentChat).getByRole('button', { name: /Resolve/ })).toBeTruthy();

    const conversation = await open('active', 'Tom Jones');
    fireEvent.click(within(conversation).getByRole('button', { name: /Mark Urgent/ }));
    await waitFor(() => expect(names('urgent')).toEqual(['Maria Garcia', 'Omar Haddad', 'Tom Jones']));
    expect(names('active')).toEqual([]);
    expect(count('urgent')).toBe('3');
    expect(count('active')).toBe('0');
    await waitFor(() => expect(within(screen.getByTestId('conversation')).queryByRole('button', { name: /Mark Urgent/ })).toBeNull());
    expect(toasts().join()).toContain('Marked as urgent');
    expect(server.callsOf('EscalateChatSession').map((c) => c.variables)).toEqual([{ sessionId: 's-tom' }]);
  });

  it('resolves a chat: the selection clears and the chat moves to Resolved, once even when its live event follows', async () => {
    const { server, push } = setup();
    await loaded();
    const conversation = await open('urgent', 'Maria Garcia');
    fireEvent.click(within(conversation).getByRole('button', { name: /Resolve/ }));
    await waitFor(() => expect(screen.getByText('Select a conversation')).toBeTruthy());
    expect(names('urgent')).toEqual(['Omar Haddad']);
    expect(count('urgent')).toBe('1');
    expect(count('resolved')).toBe('1');
    expect(toasts().join()).toContain('Chat resolved');

    // this tab's own action comes back as a live event: nothing moves twice
    push({ event: 'resolved', sessionId: 's-maria', status: 'resolved', needsStaffAttention: false, isUrgent: false, urgency: 'emergency', handoffState: 'resolved' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(count('urgent')).toBe('1');
    expect(count('resolved')).toBe('1');
    // the event said what changed: the session was not read again
    expect(server.callsOf('InboxSession')).toHaveLength(0);
  });

  it("says 'Failed to resolve chat' when the server refuses, and keeps the chat open", async () => {
    const { server } = setup();
    await loaded();
    server.fail.ResolveChatSession = 'Something broke';
    const conversation = await open('urgent', 'Maria Garcia');
    fireEvent.click(within(conversation).getByRole('button', { name: /Resolve/ }));
    await waitFor(() => expect(toasts().join()).toContain('Failed to resolve chat'));
    expect(toasts().join()).toContain('Please try again.');
    expect(screen.getByTestId('conversation')).toBeTruthy();
    expect(names('urgent')).toEqual(['Maria Garcia', 'Omar Haddad']);
  });

  it('clears a chat after a confirmation; Cancel keeps it', async () => {
    const { server } = setup();
    await loaded();
    const conversation = await open('active', 'Tom Jones');
    fireEvent.click(within(conversation).getByRole('button', { name: /Clear$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Clear this chat?');
    expect(dialog.textContent).toContain('The chat with Tom Jones and all its messages will be deleted for good.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsOf('ClearChatSession')).toHaveLength(0);

    const clear = within(screen.getByTestId('conversation')).getByRole('button', { name: /Clear$/ });
    await waitFor(() => expect(clear.className).not.toContain('ant-btn-loading'));
    fireEvent.click(clear);
    fireEvent.click(await screen.findByTestId('confirm-clear'));
    await waitFor(() => expect(names('active')).toEqual([]));
    expect(count('active')).toBe('0');
    expect(screen.getByText('Select a conversation')).toBeTruthy();
    expect(toasts().join()).toContain('Chat cleared');
    expect(server.callsOf('ClearChatSession').map((c) => c.variables)).toEqual([{ sessionId: 's-tom' }]);
  });

  it("shows the server's message when clearing fails", async () => {
    const { server } = setup();
    await loaded();
    server.fail.ClearChatSession = 'This chat belongs to another pharmacy.';
    const conversation = await open('active', 'Tom Jones');
    fireEvent.click(within(conversation).getByRole('button', { name: /Clear$/ }));
    fireEvent.click(await screen.findByTestId('confirm-clear'));
    await waitFor(() => expect(toasts().join()).toContain('This chat belongs to another pharmacy.'));
    expect(names('active')).toEqual(['Tom Jones']);
  });

  it('lets admins clear all chats after a confirmation naming how many', async () => {
    const { server } = setup();
    await loaded();
    await waitFor(() => expect(screen.getByTestId('sidebar-clear-all').textContent).toBe('Clear All Chats (3)'));
    const conversation = await open('active', 'Tom Jones');
    expect(within(conversation).getByRole('button', { name: /Clear All/ })).toBeTruthy();

    fireEvent.click(screen.getByTestId('sidebar-clear-all'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete all 3 chats?');
    expect(dialog.textContent).toContain('All 3 chats of this pharmacy, with every message, will be deleted for good.');
    fireEvent.click(within(dialog).getByTestId('confirm-clear-all'));
    await waitFor(() => expect(names('urgent')).toEqual([]));
    expect(names('active')).toEqual([]);
    expect(count('urgent')).toBe('0');
    expect(screen.queryByTestId('sidebar-clear-all')).toBeNull();
    expect(screen.getByText('Select a conversation')).toBeTruthy();
    expect(toasts().join()).toContain('All Chats Cleared');
    expect(server.callsOf('ClearAllChatSessions').map((c) => c.variables)).toEqual([{ pharmacyId }]);
  });

  it("shows the server's message or 'Failed to clear chats' when Clear All fails", async () => {
    const { server } = setup();
    await loaded();
    server.fail.ClearAllChatSessions = 'Only pharmacy admins can clear all chats.';
    fireEvent.click(await screen.findByTestId('sidebar-clear-all'));
    fireEvent.click(await screen.findByTestId('confirm-clear-all'));
    await waitFor(() => expect(toasts().join()).toContain('Only pharmacy admins can clear all chats.'));
    expect(names('urgent')).toEqual(['Maria Garcia', 'Omar Haddad']);
  });

  it('shows no Clear All to pharmacy staff, but Clear on every chat', async () => {
    setup({ user: staffUser({ id: 'u-staff', username: 'downtown.staff', role: 'pharmacy_staff' }) });
    await loaded();
    const conversation = await open('urgent', 'Omar Haddad');
    expect(within(conversation).queryByRole('button', { name: /Clear All/ })).toBeNull();
    expect(within(conversation).getByRole('button', { name: /Clear$/ })).toBeTruthy();
    expect(screen.queryByTestId('sidebar-clear-all')).toBeNull();
  });
});

describe('live updates from other tabs', () => {
  it('moves a resolved chat and drops a cleared one, without fetching the lists again', async () => {
    const { server, push } = setup();
    await loaded();
    await open('urgent', 'Omar Haddad');
    const listReads = server.callsOf('ChatInbox').length;

    server.change('s-maria', { status: 'resolved', isUrgent: false, needsStaffAttention: false, handoffState: 'resolved' });
    push({ event: 'resolved', sessionId: 's-maria', status: 'resolved', needsStaffAttention: false, isUrgent: false, urgency: 'emergency', handoffState: 'resolved' });
    await waitFor(() => expect(names('urgent')).toEqual(['Omar Haddad']));
    expect(count('resolved')).toBe('1');

    server.remove('s-omar');
    push({ event: 'cleared', sessionId: 's-omar', sessionIds: ['s-omar'], allSessions: false });
    await waitFor(() => expect(names('urgent')).toEqual([]));
    expect(count('urgent')).toBe('0');
    // the chat open here was cleared elsewhere
    expect(screen.getByText('This chat is no longer available: it was cleared.')).toBeTruthy();
    expect(server.callsOf('ChatInbox')).toHaveLength(listReads);
  });

  it('empties the inbox when another tab cleared all chats', async () => {
    const { push } = setup();
    await loaded();
    await open('active', 'Tom Jones');
    push({ event: 'cleared', sessionId: 's-maria', sessionIds: ['s-maria', 's-omar', 's-tom'], allSessions: true });
    await waitFor(() => expect(names('urgent')).toEqual([]));
    expect(names('active')).toEqual([]);
    expect(count('urgent')).toBe('0');
    expect(count('active')).toBe('0');
    expect(screen.getByText('This chat is no longer available: it was cleared.')).toBeTruthy();
    expect(screen.queryByTestId('sidebar-clear-all')).toBeNull();
  });

  it('moves a chat marked urgent in another tab', async () => {
    const { push } = setup();
    await loaded();
    push({ event: 'escalated', sessionId: 's-tom', status: 'escalated', needsStaffAttention: true, isUrgent: true, urgency: 'routine', handoffState: 'waiting_for_staff' });
    await waitFor(() => expect(names('urgent')).toEqual(['Maria Garcia', 'Omar Haddad', 'Tom Jones']));
    expect(count('urgent')).toBe('3');
    expect(count('active')).toBe('0');
  });

  it('moves a session into Urgent when the server says it became urgent', async () => {
    const { server, push } = setup();
    await loaded();
    server.change('s-tom', { status: 'escalated', needsStaffAttention: true, isUrgent: true, urgency: 'emergency', urgencyReason: 'chest_pain', lastMessage: 'My chest hurts', lastMessageAt: at(8) });
    push({
      event: 'message',
      sessionId: 's-tom',
      status: 'escalated',
      needsStaffAttention: true,
      message: { __typename: 'LiveChatMessage', id: 'm-tom', sessionId: 's-tom', sender: 'user', content: 'My chest hurts', timestamp: at(8), staffMember: null, kind: null, language: null, sentiment: null, urgency: null, original: null },
    });
    // emergencies first, then the latest activity first
    await waitFor(() => expect(names('urgent')).toEqual(['Tom Jones', 'Maria Garcia', 'Omar Haddad']));
    expect(names('active')).toEqual([]);
    expect(item('urgent', 'Tom Jones').textContent).toContain('My chest hurts');
    expect(tagsOf(item('urgent', 'Tom Jones'), 'session-reason')).toEqual(['Chest pain']);
    expect(count('urgent')).toBe('3');
    expect(count('active')).toBe('0');
  });

  it('adds a new chat to Active', async () => {
    const { server, push } = setup();
    await loaded();
    server.add(session({ id: 's-new', patientName: 'Nina New', lastMessage: null, lastMessageAt: null, startedAt: at(9) }));
    push({ event: 'started', sessionId: 's-new', status: 'active', needsStaffAttention: false });
    await waitFor(() => expect(names('active')).toEqual(['Nina New', 'Tom Jones']));
    expect(count('active')).toBe('2');
  });
});

describe('replies', () => {
  it('suggests replies to the latest patient message; a click fills the composer without sending', async () => {
    const { server } = setup();
    await loaded();
    const conversation = await open('urgent', 'Maria Garcia');
    const panel = await within(conversation).findByTestId('reply-suggestions');
    await waitFor(() => expect(within(panel).getAllByTestId('reply-suggestion')).toHaveLength(3));
    fireEvent.click(within(panel).getAllByTestId('reply-suggestion')[1]!);
    const box = within(conversation).getByLabelText('Message') as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe(firstSuggestions[1]!.text));
    expect(server.callsOf('SendStaffReply')).toHaveLength(0);

    fireEvent.change(box, { target: { value: `${box.value} Are you safe right now?` } });
    fireEvent.click(within(conversation).getByRole('button', { name: /send/i }));
    await waitFor(() => expect(server.callsOf('SendStaffReply')).toHaveLength(1));
    const [sent] = server.callsOf('SendStaffReply');
    expect(sent!.variables).toEqual({ sessionId: 's-maria', content: `${firstSuggestions[1]!.text} Are you safe right now?`, sendSms: false });
    expect(sent!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('asks for new suggestions when a newer patient message arrives live', async () => {
    const { server, push } = setup();
    await loaded();
    const conversation = await open('urgent', 'Maria Garcia');
    await waitFor(() => expect(within(conversation).getAllByTestId('reply-suggestion')).toHaveLength(3));
    server.setMessages({ 's-maria': [firstQuestion, answer, followUp] });
    push({
      event: 'message',
      sessionId: 's-maria',
      status: 'waiting_for_staff',
      needsStaffAttention: true,
      message: { __typename: 'LiveChatMessage', id: followUp.id, sessionId: 's-maria', sender: 'user', content: followUp.content, timestamp: followUp.timestamp, staffMember: null, kind: null, language: null, sentiment: null, urgency: null, original: null },
    });
    await waitFor(() => expect(within(conversation).getAllByTestId('reply-suggestion').map((b) => b.textContent)).toEqual(laterSuggestions.map((s) => s.text)));
    expect(within(conversation).getAllByTestId('message-user')).toHaveLength(2);
  });

  it('keeps Send disabled for an empty message and sends with Enter; the SMS option sends sendSms', async () => {
    const { server } = setup();
    await loaded();
    const conversation = await open('active', 'Tom Jones');
    expect((within(conversation).getByRole('button', { name: /send/i }) as HTMLButtonElement).disabled).toBe(true);
    const sms = within(conversation).getByRole('checkbox', { name: 'Also send as SMS' });
    fireEvent.click(sms);
    const box = within(conversation).getByLabelText('Message');
    fireEvent.change(box, { target: { value: '  Yes, we have the 500 mg tablets.  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(server.callsOf('SendStaffReply')).toHaveLength(1));
    expect(server.callsOf('SendStaffReply')[0]!.variables).toEqual({ sessionId: 's-tom', content: 'Yes, we have the 500 mg tablets.', sendSms: true });
    // each text message is asked for again
    await waitFor(() => expect((within(conversation).getByRole('checkbox', { name: 'Also send as SMS' }) as HTMLInputElement).checked).toBe(false));
  });

  it('offers no SMS option when the pharmacy has no phone', async () => {
    setup({ phone: '' });
    await loaded();
    const conversation = await open('active', 'Tom Jones');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(conversation).queryByRole('checkbox', { name: 'Also send as SMS' })).toBeNull();
  });
});

describe('at phone width', () => {
  it('shows the list, then the conversation with a back button', async () => {
    setup({ width: 390 });
    await loaded();
    expect(screen.queryByText('Select a conversation')).toBeNull();
    fireEvent.click(item('urgent', 'Maria Garcia'));
    const conversation = await screen.findByTestId('conversation');
    expect(screen.queryByTestId('urgent-sessions')).toBeNull();
    fireEvent.click(within(conversation).getByRole('button', { name: 'Back to chats' }));
    await waitFor(() => expect(screen.getByTestId('urgent-sessions')).toBeTruthy());
    expect(screen.queryByTestId('conversation')).toBeNull();
  });
});
