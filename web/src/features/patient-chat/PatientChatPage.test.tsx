import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { ApolloProvider } from '@apollo/client/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { GraphClient } from '../../app/apollo';
import { PUBLIC_PHARMACY } from '../pharmacy-finder/graphql/pharmacies';
import { CHAT_MESSAGES, OPEN_GUEST_CHAT, SEND_PATIENT_MESSAGE, type ChatMessage } from '../conversation/graphql/messages';
import { saveGuestSession } from './guest-session';
import { PatientSessionProvider } from '../../app/auth/PatientSessionProvider';
import { MY_CHAT_SESSIONS, OPEN_PATIENT_CHAT, PATIENT_CHAT_STATE } from './graphql/patient-chat';
import { ME_PATIENT } from '../patient-auth/graphql/patient-auth';

// the page makes its own guest client: here it is one over mocked operations and a mocked live connection
const graph = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../../app/apollo', () => ({ createGraphClient: () => graph.current }));

const { default: PatientChatPage } = await import('./PatientChatPage');

const pharmacyId = 'p-downtown';
const sessionId = 's-maria';
const at = (minute: number) => `2026-03-10T10:${String(minute).padStart(2, '0')}:00.000Z`;

const pharmacy = {
  __typename: 'Pharmacy',
  id: pharmacyId,
  name: 'Downtown Community Pharmacy',
  address: '1 Main St',
  phone: '(217) 555-0100',
  openingHours: '9-18',
  isOnline: false,
  emergencyNumber: '911',
  publicStats: { __typename: 'PharmacyPublicStats', rating: null, totalReviews: 0, waitTime: null, waitTimeFormatted: null, averageResponseTime: null },
};

const message = (overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'sender' | 'content' | 'timestamp'>) => ({
  __typename: 'ChatMessage' as const,
  sessionId,
  staffMember: null,
  kind: null,
  language: null,
  sentiment: null,
  urgency: null,
  original: null,
  ...overrides,
});
const greeting = message({ id: 'm-0', sender: 'ai', kind: 'greeting', content: 'Hello Maria, how can we help?', timestamp: at(0) });
const question = message({ id: 'm-1', sender: 'user', content: 'Can I take ibuprofen with my blood pressure pills?', timestamp: at(1), language: 'en', urgency: 'routine' });
const answer = message({ id: 'm-2', sender: 'ai', kind: 'answer', content: 'Ask a pharmacist first: ibuprofen can raise blood pressure.', original: 'NSAIDs may attenuate antihypertensive efficacy.', timestamp: at(2) });
const second = message({ id: 'm-3', sender: 'user', content: 'Thanks, and paracetamol?', timestamp: at(3) });
const missed = message({ id: 'm-4', sender: 'ai', kind: 'answer', content: 'Paracetamol is usually fine at the usual dose.', timestamp: at(4) });

/** a live event as the gateway sends it (LiveChatMessage: no triage fields yet) */
const live = (m: ReturnType<typeof message>) => ({
  data: {
    chatSessionUpdates: {
      __typename: 'LiveSessionUpdate',
      event: 'message',
      sessionId,
      status: 'active',
      reopenCount: 0,
      message: { ...m, __typename: 'LiveChatMessage', language: null, sentiment: null, urgency: null, original: null },
    },
  },
});
/** a live change to the session itself (resolved, cleared, ...) */
const change = (event: string, status: string | null = null) => ({ data: { chatSessionUpdates: { __typename: 'LiveSessionUpdate', event, sessionId, status, reopenCount: 0, message: null } } });

const opened = {
  data: {
    openGuestChat: { __typename: 'GuestChat', token: 'chat-token', session: { __typename: 'ChatSession', id: sessionId, patientName: 'Maria Garcia', status: 'active', messages: [greeting] } },
  },
};

/** what the page reads every few seconds about the session (open, not rated) */
const openState = (overrides: Record<string, unknown> = {}) => ({
  request: { query: PATIENT_CHAT_STATE, variables: { id: sessionId } },
  result: {
    data: {
      chatSession: { __typename: 'ChatSession', id: sessionId, pharmacyId, status: 'active', messageCount: 1, feedbackGiven: false, feedbackCategories: [], resolvedAt: null, reopenCount: 0, ...overrides },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

interface SetupOptions {
  state?: ReturnType<typeof openState>;
  /** what opening the guest chat answers (the conversation so far) */
  history?: ReturnType<typeof message>[];
}

function setup(extraMocks: ConstructorParameters<typeof MockLink>[0] = [], { state = openState(), history }: SetupOptions = {}) {
  const openedWith = history ? { data: { openGuestChat: { ...opened.data.openGuestChat, session: { ...opened.data.openGuestChat.session, messages: history } } } } : opened;
  const mocks: ConstructorParameters<typeof MockLink>[0] = [
    state,
    { request: { query: PUBLIC_PHARMACY, variables: { id: pharmacyId } }, result: { data: { publicPharmacy: pharmacy } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: OPEN_GUEST_CHAT, variables: { pharmacyId, patientName: 'Maria Garcia', phone: '(217) 555-0101' } }, result: openedWith, maxUsageCount: Number.POSITIVE_INFINITY },
    ...extraMocks,
  ];
  const subscription = new MockSubscriptionLink();
  // every request that reached the network, with its headers (the Idempotency-Key of a send)
  const requests: { operation: string; variables: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    requests.push({ operation: operation.operationName ?? '', variables: operation.variables, headers: (operation.getContext().headers ?? {}) as Record<string, string> });
    return forward(operation);
  });
  const link = ApolloLink.split((operation) => operation.operationType === 'subscription', subscription, ApolloLink.from([recorder, new MockLink(mocks)]));
  const client = new ApolloClient({ link, cache: new InMemoryCache(), defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } } });
  const connected: ((socket: unknown, payload: unknown, wasRetry: boolean) => void)[] = [];
  const ws = {
    on: vi.fn((event: string, listener: (typeof connected)[number]) => {
      if (event === 'connected') connected.push(listener);
      return () => connected.splice(connected.indexOf(listener), 1);
    }),
    dispose: vi.fn(),
  };
  graph.current = { client, ws, reconnect: vi.fn() } as unknown as GraphClient;
  render(
    <App>
      {/* the app's own client is above every page (the emergency number asks it); here it is the same one */}
      <ApolloProvider client={client}>
        <PatientSessionProvider>
          <MemoryRouter initialEntries={[`/chat/${pharmacyId}`]}>
            <Routes>
              <Route path="/chat/:pharmacyId" element={<PatientChatPage />} />
            </Routes>
          </MemoryRouter>
        </PatientSessionProvider>
      </ApolloProvider>
    </App>,
  );
  const reconnected = () => act(() => connected.forEach((listener) => listener({}, {}, true)));
  return { subscription, requests, client, reconnected, sent: () => requests.filter((r) => r.operation === 'SendPatientMessage') };
}

async function startChat() {
  fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Maria Garcia' } });
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '(217) 555-0101' } });
  fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
  await screen.findByText(greeting.content);
}

async function type(text: string) {
  const box = screen.getByLabelText('Message') as HTMLTextAreaElement;
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: /send/i }));
  return box;
}

const shown = (sender: 'user' | 'ai') => screen.queryAllByTestId(`message-${sender}`).map((el) => el.textContent ?? '');

afterEach(() => window.localStorage.clear());

describe('patient chat: the conversation lives in the Apollo cache', () => {
  it('appends live messages to the cached list, once each, without fetching the list', async () => {
    const { subscription, requests, client } = setup([
      { request: { query: SEND_PATIENT_MESSAGE, variables: { sessionId, content: question.content } }, result: { data: { sendPatientMessage: question } } },
    ]);
    await startChat();
    expect(screen.getByTestId('session-badge').textContent).toBe('Maria Garcia');

    await type(question.content);
    await waitFor(() => expect(shown('user')).toHaveLength(1));
    // the sender's own message comes back live as well: it is the same message, shown once
    act(() => subscription.simulateResult({ result: live(question) }));
    // the assistant's answer arrives live
    act(() => subscription.simulateResult({ result: live(answer) }));
    await screen.findByText(answer.content);
    expect(shown('user')).toHaveLength(1);
    expect(shown('ai')).toHaveLength(2);

    // it is the cached chatMessages of the session that holds them, in order, the live copy keeping what the send said
    const cached = client.readQuery({ query: CHAT_MESSAGES, variables: { sessionId } })?.chatMessages ?? [];
    expect(cached.map((m) => m.id)).toEqual(['m-0', 'm-1', 'm-2']);
    expect(cached[1]).toMatchObject({ language: 'en', urgency: 'routine' });
    // no list was fetched: opening the chat and the events filled it
    expect(requests.filter((r) => r.operation === 'ChatMessages')).toHaveLength(0);
    expect(requests.filter((r) => r.operation === 'PatientChatUpdates')).toHaveLength(0);
  });

  it('fetches what it missed when the live connection comes back, merged without duplicates', async () => {
    const { subscription, requests, reconnected } = setup([
      { request: { query: CHAT_MESSAGES, variables: { sessionId } }, result: { data: { chatMessages: [greeting, question, answer, second, missed] } } },
    ]);
    await startChat();
    act(() => subscription.simulateResult({ result: live(question) }));
    await waitFor(() => expect(shown('user')).toHaveLength(1));

    reconnected();
    await screen.findByText(missed.content);
    expect(requests.filter((r) => r.operation === 'ChatMessages')).toHaveLength(1);
    expect(shown('user')).toHaveLength(2);
    expect(shown('ai')).toHaveLength(3);
    // the plain-language answer still offers its original
    expect(screen.getAllByTestId('show-original')).toHaveLength(1);
  });

  it('returns to the same chat after a reload', async () => {
    saveGuestSession(pharmacyId, { token: 'chat-token', sessionId, patientName: 'Maria Garcia', phone: '(217) 555-0101' });
    setup();
    await screen.findByText(greeting.content);
    expect(screen.getByTestId('session-badge').textContent).toBe('Maria Garcia');
    expect(screen.getByTestId('emergency-call').textContent).toBe('In an emergency, call 911.');
  });
});

describe('patient chat: one Idempotency-Key per message', () => {
  it('sends the same key when the person retries after a network error, and a new key for a new message', async () => {
    const { sent } = setup([
      { request: { query: SEND_PATIENT_MESSAGE, variables: { sessionId, content: question.content } }, error: new Error('Failed to fetch') },
      { request: { query: SEND_PATIENT_MESSAGE, variables: { sessionId, content: question.content } }, result: { data: { sendPatientMessage: question } } },
      { request: { query: SEND_PATIENT_MESSAGE, variables: { sessionId, content: second.content } }, result: { data: { sendPatientMessage: second } } },
    ]);
    await startChat();

    const box = await type(question.content);
    await screen.findByText('Failed to send message');
    // the text stays in the box; Send again
    expect(box.value).toBe(question.content);
    await waitFor(() => expect(screen.getByRole('button', { name: /send/i })).not.toHaveProperty('disabled', true));
    fireEvent.click(screen.getByRole('button', { name: /send/i }));
    await waitFor(() => expect(box.value).toBe(''));
    await waitFor(() => expect(shown('user')).toHaveLength(1));

    await type(second.content);
    await waitFor(() => expect(shown('user')).toHaveLength(2));

    const keys = sent().map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // the retry is the same message: the server stores it once
    expect(keys[1]).toBe(keys[0]);
    // a new message is a new key
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
    expect(shown('user')).toHaveLength(2);
  });
});

describe('patient chat: feedback and a resolved chat', () => {
  it('offers no feedback while the chat has 2 messages or fewer', async () => {
    setup([], { history: [greeting, question] });
    await startChat();
    await screen.findByText(question.content);
    expect(screen.queryByTestId('feedback-prompt')).toBeNull();
  });

  it('offers feedback once the chat has more than 2 messages and none was given, and opens the wizard', async () => {
    setup([], { history: [greeting, question, answer] });
    await startChat();
    const prompt = await screen.findByTestId('feedback-prompt');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Rate this chat' }));
    await screen.findByText('How was your chat overall?');
  });

  const urgent = message({ id: 'm-1', sender: 'user', content: "My dad's face is drooping and he can't lift his arm", timestamp: at(1), language: 'en', urgency: 'emergency' });
  const safety = message({ id: 'm-2', sender: 'ai', kind: 'safety', content: 'This may be an emergency. Call 911 now.', timestamp: at(2) });

  it('asks for no rating under an emergency reply while the chat is open', async () => {
    setup([], { history: [greeting, urgent, safety] });
    await startChat();
    await screen.findByText(safety.content);
    // given a second to appear (the session state is read meanwhile), the prompt does not
    await expect(screen.findByTestId('feedback-prompt', {}, { timeout: 1_000 })).rejects.toThrow();
  });

  it('asks for the rating of an emergency chat once the pharmacy resolved it', async () => {
    setup([], { history: [greeting, urgent, safety], state: openState({ status: 'resolved', resolvedAt: at(5) }) });
    await startChat();
    await screen.findByTestId('feedback-prompt');
  });

  it('offers no feedback once it was given', async () => {
    setup([], { history: [greeting, question, answer], state: openState({ feedbackGiven: true, feedbackCategories: ['overall'] }) });
    await startChat();
    await screen.findByText(answer.content);
    // the session state has been read (the badge is there): still no prompt
    await waitFor(() => expect(screen.getByTestId('session-badge')).toBeTruthy());
    expect(screen.queryByTestId('feedback-prompt')).toBeNull();
  });

  it('shows a chat staff resolved as resolved, offers feedback, and still lets the patient write', async () => {
    setup([], { history: [greeting, question], state: openState({ status: 'resolved', resolvedAt: at(5) }) });
    await startChat();
    await screen.findByText('This chat was resolved by the pharmacy');
    expect(screen.getByTestId('chat-resolved-tag').textContent).toBe('Resolved');
    expect(screen.getByTestId('feedback-prompt')).toBeTruthy();
    expect(screen.getByLabelText('Message')).toHaveProperty('disabled', false);
  });
});

describe('patient chat: live changes to the chat', () => {
  it('shows the chat resolved the moment staff resolve it, without polling', async () => {
    // the state read when the chat opens says active; the one read after the event says resolved
    const { subscription, requests } = setup([openState({ status: 'resolved', resolvedAt: at(5) })], { history: [greeting, question, answer], state: { ...openState(), maxUsageCount: 1 } });
    await startChat();
    await screen.findByTestId('feedback-prompt');
    expect(screen.queryByTestId('chat-resolved')).toBeNull();
    act(() => subscription.simulateResult({ result: change('resolved', 'resolved') }));
    await screen.findByText('This chat was resolved by the pharmacy');
    // read once when the chat opened and once after the event: nothing on a timer
    await waitFor(() => expect(requests.filter((r) => r.operation === 'PatientChatState')).toHaveLength(2));
    expect(screen.getByTestId('chat-resolved')).toBeTruthy();
  });

  it('says so when the pharmacy deletes the chat, and offers a new one', async () => {
    const { subscription } = setup([], { history: [greeting, question, answer] });
    await startChat();
    act(() => subscription.simulateResult({ result: change('cleared') }));
    await screen.findByText('The pharmacy has deleted this chat');
    expect(screen.queryByTestId('feedback-prompt')).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Start a new chat' }));
    await screen.findByLabelText('Full name');
    expect(window.localStorage.getItem(`patient_chat:${pharmacyId}`)).toBeNull();
  });
});

describe('patient chat: a signed-in patient', () => {
  const patient = { __typename: 'PatientAccount', id: 'pa-1', email: 'maria@example.com', firstName: 'Maria', lastName: 'Garcia', phone: '(217) 555-0101', dateOfBirth: null, zipCode: null, createdAt: at(0) };
  const mine = (id: string, overrides: Record<string, unknown> = {}) => ({
    __typename: 'ChatSession',
    id,
    pharmacyId,
    patientName: 'Maria Garcia',
    status: 'active',
    startedAt: at(0),
    lastMessage: answer.content,
    lastMessageAt: at(2),
    messageCount: 3,
    pharmacy: { __typename: 'Pharmacy', id: pharmacyId, name: pharmacy.name },
    ...overrides,
  });

  it('continues the latest chat with this pharmacy, with its history, lists their chats, and starts a new one', async () => {
    window.localStorage.setItem('patient_token', 'patient-token');
    const fresh = { __typename: 'ChatSession', id: 's-new', pharmacyId, patientName: 'Maria Garcia', status: 'active', startedAt: at(9), lastMessage: null, lastMessageAt: null, messageCount: 1, messages: [message({ id: 'm-9', sessionId: 's-new', sender: 'ai', kind: 'greeting', content: 'Hello again Maria!', timestamp: at(9) })] };
    const { requests } = setup([
      { request: { query: ME_PATIENT }, result: { data: { mePatient: patient } } },
      { request: { query: MY_CHAT_SESSIONS }, result: { data: { myChatSessions: [mine(sessionId), mine('s-other', { pharmacyId: 'p-river', pharmacy: { __typename: 'Pharmacy', id: 'p-river', name: 'Riverside Health Pharmacy' } })] } }, maxUsageCount: Number.POSITIVE_INFINITY },
      { request: { query: CHAT_MESSAGES, variables: { sessionId } }, result: { data: { chatMessages: [greeting, question, answer] } } },
      { request: { query: OPEN_PATIENT_CHAT, variables: { pharmacyId, patientName: 'Maria Garcia', phone: '(217) 555-0101', newChat: true } }, result: { data: { openPatientChat: fresh } } },
      { ...openState(), request: { query: PATIENT_CHAT_STATE, variables: { id: 's-new' } }, result: { data: { chatSession: { ...openState().result.data.chatSession, id: 's-new' } } } },
    ]);
    // no details form: the latest chat opens with its history
    await waitFor(() => expect(shown('ai').some((text) => text.includes(answer.content))).toBe(true), { timeout: 5000 });
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByTestId('account-note').textContent).toContain('maria@example.com');
    const listed = screen.getAllByTestId('my-chat').map((item) => item.textContent ?? '');
    expect(listed).toHaveLength(2);
    expect(listed[1]).toContain('Riverside Health Pharmacy');

    fireEvent.click(screen.getByRole('button', { name: 'New chat' }));
    await screen.findByText('Hello again Maria!', undefined, { timeout: 5000 });
    expect(shown('ai').some((text) => text.includes(answer.content))).toBe(false);
    expect(shown('user')).toHaveLength(0);
    expect(requests.filter((r) => r.operation === 'OpenPatientChat').map((r) => r.variables.newChat)).toEqual([true]);
    // never as a guest
    expect(requests.filter((r) => r.operation === 'OpenGuestChat')).toHaveLength(0);
  });

  it('prefills the chat form from the account when there is no chat with this pharmacy yet', async () => {
    window.localStorage.setItem('patient_token', 'patient-token');
    setup([
      { request: { query: ME_PATIENT }, result: { data: { mePatient: patient } } },
      { request: { query: MY_CHAT_SESSIONS }, result: { data: { myChatSessions: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    expect(((await screen.findByLabelText('Full name', undefined, { timeout: 5000 })) as HTMLInputElement).value).toBe('Maria Garcia');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('(217) 555-0101');
    expect(screen.getByText('No chats yet')).toBeTruthy();
  });
});
