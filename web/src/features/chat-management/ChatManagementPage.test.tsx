import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, staffUser } from '../../test-utils';
import ChatManagementPage from './ChatManagementPage';
import { CHAT_MANAGEMENT_CONVERSATION, CHAT_MANAGEMENT_SESSIONS, CHAT_MANAGEMENT_SUMMARY } from './graphql/chat-management';
import { fileNameOf } from './csv-export';
import { formatDuration, formatResponseTime } from './format';

const pharmacyId = 'p-downtown';
const at = (minute: number) => `2026-03-10T10:${String(minute).padStart(2, '0')}:00.000Z`;
const noFilter = { search: null, status: null, category: null, startedFrom: null, startedTo: null };

const session = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ChatSession',
  id,
  pharmacyId,
  patientId: `${id}-patient-0000-0000-000000000000`,
  patientName: `Patient ${id}`,
  category: 'medication_info',
  status: 'active',
  isUrgent: false,
  needsStaffAttention: false,
  startedAt: at(0),
  duration: 125,
  messageCount: 4,
  lastMessageAt: at(2),
  satisfactionRating: null,
  feedbackGiven: false,
  resolvedAt: null,
  reopenCount: 0,
  ...overrides,
});
const maria = session('a1b2c3d4', { status: 'waiting_for_staff', isUrgent: true, category: 'drug_interactions', duration: 45, messageCount: 6 });
const tom = session('f0e1d2c3', { status: 'resolved', satisfactionRating: 4.3, feedbackGiven: true, resolvedAt: at(9) });
const ana = session('99887766', { category: null });

const page = (sessions: unknown[], nextCursor: string | null, totalCount = 3) => ({ data: { chatManagementSessions: { __typename: 'ChatSessionPage', sessions, totalCount, nextCursor } } });
const sessionsMock = (filter: Record<string, unknown>, result: ReturnType<typeof page>, after?: string) => ({
  request: { query: CHAT_MANAGEMENT_SESSIONS, variables: { pharmacyId, filter, first: 25, ...(after ? { after } : {}) } },
  result,
});
const summaryMock = (avgResponseSeconds: number | null) => ({
  request: { query: CHAT_MANAGEMENT_SUMMARY, variables: { pharmacyId } },
  result: { data: { chatManagementSummary: { __typename: 'ChatManagementSummary', activeChats: 7, resolvedToday: 3, avgResponseSeconds, escalated: 2 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** antd reads the screen width from matchMedia: a desktop matches every min-width query */
function screenWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
const original = window.matchMedia;
beforeEach(() => screenWidth(true));
afterEach(() => {
  window.matchMedia = original;
  vi.restoreAllMocks();
});

const rows = () => screen.getAllByTestId('session-row');

describe('formats', () => {
  it('shows durations and response times as minutes and seconds', () => {
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(125)).toBe('2m 5s');
    expect(formatResponseTime(0)).toBe('Under 1s');
    expect(formatResponseTime(45)).toBe('45s');
    expect(formatResponseTime(125)).toBe('2m 5s');
    expect(formatResponseTime(3725)).toBe('1h 2m');
    expect(formatResponseTime(null)).toBe('—');
  });

  it('reads the file name of a download', () => {
    expect(fileNameOf('attachment; filename="chat-sessions-2026-03-10.csv"')).toBe('chat-sessions-2026-03-10.csv');
    expect(fileNameOf("attachment; filename=\"x.csv\"; filename*=UTF-8''chat%20a1b2.csv")).toBe('chat a1b2.csv');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('Chat Management', () => {
  it('shows the summary cards and the sessions table with the spec columns', async () => {
    renderScreen(<ChatManagementPage />, { user: staffUser(), mocks: [summaryMock(125), sessionsMock(noFilter, page([maria, tom, ana], null))] });
    await waitFor(() => expect(rows()).toHaveLength(3));
    const cards = screen.getAllByTestId('summary-card').map((card) => card.textContent);
    expect(cards).toEqual(['Active Chats7', 'Resolved Today3', 'Avg Response Time2m 5s', 'Escalated2']);

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Patient ID', 'Category', 'Status', 'Started', 'Duration', 'Messages', 'Satisfaction', 'Actions']);
    const [first, second, third] = rows();
    expect(within(first!).getByText('a1b2c3d4')).toBeTruthy();
    expect(within(first!).getByText('Waiting for staff')).toBeTruthy();
    expect(within(first!).getByText('Drug interactions')).toBeTruthy();
    expect(within(first!).getByText('45s')).toBeTruthy();
    expect(within(first!).getByText('Pending')).toBeTruthy();
    expect(within(second!).getByText('Resolved')).toBeTruthy();
    expect(within(second!).getByText('2m 5s')).toBeTruthy();
    expect(within(second!).getByLabelText('Satisfaction 4.3 of 5')).toBeTruthy();
    expect(within(third!).getByText('Active')).toBeTruthy();
    expect(within(third!).getByText('General')).toBeTruthy();
    expect(screen.getByTestId('sessions-count').textContent).toBe('Showing 3 of 3 chats');
  });

  it('shows a dash for the response time before any reply, and the empty state', async () => {
    renderScreen(<ChatManagementPage />, { user: staffUser(), mocks: [summaryMock(null), sessionsMock(noFilter, page([], null, 0))] });
    await screen.findByText('No chat sessions found');
    await waitFor(() => expect(screen.getAllByTestId('summary-card')[2]!.textContent).toBe('Avg Response Time—'));
  });

  it('searches on the server once typing pauses, and filters by status', async () => {
    const { container } = renderScreen(<ChatManagementPage />, {
      user: staffUser(),
      mocks: [
        summaryMock(30),
        sessionsMock(noFilter, page([maria, tom, ana], null)),
        sessionsMock({ ...noFilter, search: 'ibuprofen' }, page([tom], null, 1)),
        sessionsMock({ ...noFilter, search: 'ibuprofen', status: 'resolved' }, page([], null, 0)),
      ],
    });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.change(screen.getByPlaceholderText('Search by Patient ID, category, or content...'), { target: { value: 'ibu' } });
    fireEvent.change(screen.getByPlaceholderText('Search by Patient ID, category, or content...'), { target: { value: ' ibuprofen ' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('f0e1d2c3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Filters/ }));
    const filters = await screen.findByTestId('chat-filters');
    fireEvent.mouseDown(within(filters).getByLabelText('Status'));
    fireEvent.click(await screen.findByTitle('Resolved'));
    await screen.findByText('No chat sessions found');
    expect(container.textContent).toContain('Clear filters');
  });

  it('loads the next page from the cursor', async () => {
    renderScreen(<ChatManagementPage />, {
      user: staffUser(),
      mocks: [summaryMock(30), sessionsMock(noFilter, page([maria, tom], 'cursor-2')), sessionsMock(noFilter, page([ana], null), 'cursor-2')],
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a conversation with View', async () => {
    const messages = [
      { __typename: 'ChatMessage', id: 'm-1', sessionId: maria.id, sender: 'user', content: 'Can I take ibuprofen with warfarin?', timestamp: at(1), staffMember: null, kind: null, language: 'en', sentiment: 'neutral', urgency: 'routine', original: null },
      { __typename: 'ChatMessage', id: 'm-2', sessionId: maria.id, sender: 'staff', content: 'Please do not: I will call you.', timestamp: at(2), staffMember: 'Jordan', kind: null, language: null, sentiment: null, urgency: null, original: null },
    ];
    renderScreen(<ChatManagementPage />, {
      user: staffUser(),
      mocks: [
        summaryMock(30),
        sessionsMock(noFilter, page([maria], null, 1)),
        { request: { query: CHAT_MANAGEMENT_CONVERSATION, variables: { id: maria.id } }, result: { data: { chatSession: { ...maria, messages } } } },
      ],
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'View chat a1b2c3d4' }));
    await screen.findByText('Can I take ibuprofen with warfarin?');
    expect(screen.getByText('Please do not: I will call you.')).toBeTruthy();
  });

  it('exports with the staff token and saves the file under the server name', async () => {
    const fetchMock = vi.fn(async () => new Response('sessionId,patientId\n', { status: 200, headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="chat-sessions.csv"' } }));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<ChatManagementPage credentials={{ token: 'staff-token' }} />, { user: staffUser(), mocks: [summaryMock(30), sessionsMock(noFilter, page([maria], null, 1))] });
    await waitFor(() => expect(rows()).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: /Export All Chats/ }));
    await screen.findByText('Saved chat-sessions.csv');
    expect(fetchMock).toHaveBeenCalledWith(`/api/staff/chat-sessions/${pharmacyId}/export.csv`, { headers: { accept: 'text/csv', authorization: 'Bearer staff-token' } });
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Export chat a1b2c3d4' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]).toEqual([`/api/staff/chat/${maria.id}/export.csv`, { headers: { accept: 'text/csv', authorization: 'Bearer staff-token' } }]);
    vi.unstubAllGlobals();
  });

  it('lists sessions as cards on a phone', async () => {
    screenWidth(false);
    renderScreen(<ChatManagementPage />, { user: staffUser(), mocks: [summaryMock(30), sessionsMock(noFilter, page([maria, tom], null, 2))] });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(rows()[0]!).getByText('a1b2c3d4')).toBeTruthy();
  });

  it('asks a super admin without a pharmacy to switch to one', () => {
    renderScreen(<ChatManagementPage />, { user: staffUser({ role: 'super_admin', pharmacyId: null, isAdmin: true }) });
    expect(screen.getByText('Choose a pharmacy')).toBeTruthy();
  });
});
