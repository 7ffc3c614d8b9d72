import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '../../app/auth/AuthProvider';
import { storeSession } from '../../app/auth/auth-storage';
import { fakeGraph, staffUser } from '../../test-utils';
import { CHAT_MESSAGES, type ChatMessage } from '../conversation/graphql/messages';
import { INBOX_SESSION, PHARMACY_CHAT_SESSIONS, REPLY_SUGGESTIONS, SEND_STAFF_REPLY } from './graphql/staff-chat';
import StaffChatPage from './StaffChatPage';

const pharmacyId = 'p-downtown';
const at = (minute: number) => `2026-03-10T10:${String(minute).padStart(2, '0')}:00.000Z`;

const session = <T extends Record<string, unknown>>(overrides: T) => ({
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

const maria = session({
  id: 's-maria',
  patientName: 'Maria Garcia',
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
});
const omar = session({ id: 's-omar', patientName: 'Omar Haddad', needsStaffAttention: true, isUrgent: true, urgencyReason: 'angry,severe_dizziness', handoffState: 'with_staff', language: 'zz', sentiment: 'negative' });
const tom = session({ id: 's-tom', patientName: 'Tom Jones', language: 'en', sentiment: 'neutral' });

const message = (overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'sender' | 'content' | 'timestamp'>): ChatMessage & { __typename: string } => ({
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

function setup() {
  const sent = vi.fn(() => ({ data: { sendStaffReply: message({ id: 'm-staff', sender: 'staff', content: 'edited', staffMember: 'downtown.admin', timestamp: at(4) }) } }));
  const listed = vi.fn(() => ({ data: { pharmacyChatSessions: [maria, omar, tom] } }));
  const mocks = [
    { request: { query: PHARMACY_CHAT_SESSIONS, variables: { pharmacyId } }, result: listed, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: INBOX_SESSION, variables: { id: 's-maria' } }, result: { data: { chatSession: maria } }, maxUsageCount: Number.POSITIVE_INFINITY },
    // Tom's chat after triage flagged it: the server says it is urgent now
    { request: { query: INBOX_SESSION, variables: { id: 's-tom' } }, result: { data: { chatSession: session({ id: 's-tom', patientName: 'Tom Jones', language: 'en', sentiment: 'neutral', status: 'escalated', needsStaffAttention: true, isUrgent: true, urgency: 'emergency', urgencyReason: 'chest_pain', lastMessage: 'My chest hurts' }) } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: CHAT_MESSAGES, variables: { sessionId: 's-maria' } }, result: { data: { chatMessages: [firstQuestion, answer] } } },
    { request: { query: CHAT_MESSAGES, variables: { sessionId: 's-maria' } }, result: { data: { chatMessages: [firstQuestion, answer, followUp] } }, maxUsageCount: Number.POSITIVE_INFINITY },
    { request: { query: REPLY_SUGGESTIONS, variables: { pharmacyId, message: firstQuestion.content, patientName: 'Maria Garcia' } }, result: { data: { replySuggestions: firstSuggestions } } },
    { request: { query: REPLY_SUGGESTIONS, variables: { pharmacyId, message: followUp.content, patientName: 'Maria Garcia' } }, result: { data: { replySuggestions: laterSuggestions } } },
    { request: { query: SEND_STAFF_REPLY, variables: { sessionId: 's-maria', content: `${firstSuggestions[1]!.text} Are you safe right now?` } }, result: sent },
  ];
  const live = new MockSubscriptionLink();
  // what each operation asked the network with (the Idempotency-Key header of a send)
  const headersSent: { operation: string; headers: Record<string, string> }[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    headersSent.push({ operation: operation.operationName ?? '', headers: (operation.getContext().headers ?? {}) as Record<string, string> });
    return forward(operation);
  });
  const link = ApolloLink.split((operation) => operation.operationType === 'subscription', live, ApolloLink.from([recorder, new MockLink(mocks)]));
  const user = staffUser();
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
  return { live, sent, listed, headersSent };
}

const item = (group: 'urgent-sessions' | 'active-sessions', name: string) => within(screen.getByTestId(group)).getAllByTestId('session-item').find((el) => el.textContent?.includes(name))!;
const tagsOf = (element: HTMLElement, testId: string) => within(element).queryAllByTestId(testId).map((tag) => tag.textContent);

async function openMaria() {
  await waitFor(() => expect(screen.getByTestId('urgent-sessions').textContent).toContain('Maria Garcia'));
  fireEvent.click(item('urgent-sessions', 'Maria Garcia'));
  return screen.findByTestId('conversation');
}

describe('staff live inbox', () => {
  it("shows each session's urgency reason, handoff state, language and sentiment as readable tags", async () => {
    setup();
    await waitFor(() => expect(screen.getByTestId('urgent-sessions').textContent).toContain('Maria Garcia'));

    const mariaItem = item('urgent-sessions', 'Maria Garcia');
    expect(mariaItem.textContent).toContain('Emergency');
    expect(tagsOf(mariaItem, 'session-reason')).toEqual(['Chest pain', 'Overdose']);
    expect(tagsOf(mariaItem, 'session-handoff')).toEqual(['Waiting for staff']);
    expect(tagsOf(mariaItem, 'session-language')).toEqual(['Spanish']);
    expect(tagsOf(mariaItem, 'session-sentiment')).toEqual(['Negative']);

    // an upset patient a pharmacist already has; an unknown reason and language code are still readable
    const omarItem = item('urgent-sessions', 'Omar Haddad');
    expect(tagsOf(omarItem, 'session-reason')).toEqual(['Upset patient', 'Severe dizziness']);
    expect(tagsOf(omarItem, 'session-handoff')).toEqual(['With staff']);
    expect(tagsOf(omarItem, 'session-language')).toEqual(['zz']);

    // a routine chat with the assistant: no reason, no handoff, and a neutral mood shows nothing
    const tomItem = item('active-sessions', 'Tom Jones');
    expect(tagsOf(tomItem, 'session-reason')).toEqual([]);
    expect(tagsOf(tomItem, 'session-handoff')).toEqual([]);
    expect(tagsOf(tomItem, 'session-language')).toEqual(['English']);
    expect(tagsOf(tomItem, 'session-sentiment')).toEqual([]);
  });

  it('shows the same tags in the conversation header, and marks the Spanish emergency message', async () => {
    setup();
    const conversation = await openMaria();
    const header = conversation.querySelector('.ant-card-head') as HTMLElement;
    expect(tagsOf(header, 'session-reason')).toEqual(['Chest pain', 'Overdose']);
    expect(tagsOf(header, 'session-handoff')).toEqual(['Waiting for staff']);
    expect(tagsOf(header, 'session-language')).toEqual(['Spanish']);
    expect(tagsOf(header, 'session-sentiment')).toEqual(['Negative']);

    const patient = await within(conversation).findByTestId('message-user');
    expect(within(patient).getByTestId('message-emergency').textContent).toBe('Emergency');
    expect(within(patient).getByTestId('message-language').textContent).toBe('Spanish');
  });
});

describe('reply suggestions', () => {
  it('suggests replies to the latest patient message; a click fills the composer without sending', async () => {
    const { sent, headersSent } = setup();
    const conversation = await openMaria();
    const panel = await within(conversation).findByTestId('reply-suggestions');
    expect(panel.textContent).toContain('Suggested replies');
    await waitFor(() => expect(within(panel).getAllByTestId('reply-suggestion')).toHaveLength(3));
    expect(within(panel).getAllByTestId('reply-suggestion').map((b) => b.textContent)).toEqual(firstSuggestions.map((s) => s.text));

    fireEvent.click(within(panel).getAllByTestId('reply-suggestion')[1]!);
    const box = within(conversation).getByLabelText('Message') as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).toBe(firstSuggestions[1]!.text));
    await waitFor(() => expect(document.activeElement).toBe(box));
    // nothing went to the patient
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).not.toHaveBeenCalled();
    expect(within(conversation).queryByTestId('message-staff')).toBeNull();

    // staff edit the draft and send it themselves
    fireEvent.change(box, { target: { value: `${box.value} Are you safe right now?` } });
    fireEvent.click(within(conversation).getByRole('button', { name: /send/i }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    // the reply carries an Idempotency-Key: a retry of it is stored once
    const sends = headersSent.filter((h) => h.operation === 'SendStaffReply');
    expect(sends).toHaveLength(1);
    expect(sends[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('asks again when a newer patient message arrives live', async () => {
    const { live } = setup();
    const conversation = await openMaria();
    await waitFor(() => expect(within(conversation).getAllByTestId('reply-suggestion')).toHaveLength(3));

    act(() => {
      live.simulateResult({
        result: {
          data: {
            pharmacyChatUpdates: {
              __typename: 'LiveSessionUpdate',
              event: 'message',
              sessionId: 's-maria',
              pharmacyId,
              status: 'waiting_for_staff',
              needsStaffAttention: true,
              message: { __typename: 'LiveChatMessage', id: followUp.id, sessionId: 's-maria', sender: 'user', content: followUp.content, timestamp: followUp.timestamp, staffMember: null, kind: null, language: null, sentiment: null, urgency: null, original: null },
            },
          },
        },
      });
    });
    await waitFor(() => expect(within(conversation).getAllByTestId('reply-suggestion').map((b) => b.textContent)).toEqual(laterSuggestions.map((s) => s.text)));
    expect(within(conversation).getAllByTestId('message-user')).toHaveLength(2);
  });
});

describe('live updates in the cache', () => {
  it('moves a session into Urgent when an event says it changed, without fetching the list again', async () => {
    const { live, listed } = setup();
    await waitFor(() => expect(screen.getByTestId('active-sessions').textContent).toContain('Tom Jones'));
    expect(listed).toHaveBeenCalledTimes(1);

    act(() => {
      live.simulateResult({
        result: {
          data: {
            pharmacyChatUpdates: {
              __typename: 'LiveSessionUpdate',
              event: 'message',
              sessionId: 's-tom',
              pharmacyId,
              status: 'escalated',
              needsStaffAttention: true,
              message: { __typename: 'LiveChatMessage', id: 'm-tom', sessionId: 's-tom', sender: 'user', content: 'My chest hurts', timestamp: at(5), staffMember: null, kind: null, language: null, sentiment: null, urgency: null, original: null },
            },
          },
        },
      });
    });

    await waitFor(() => expect(screen.getByTestId('urgent-sessions').textContent).toContain('Tom Jones'));
    expect(screen.getByTestId('active-sessions').textContent).not.toContain('Tom Jones');
    expect(item('urgent-sessions', 'Tom Jones').textContent).toContain('My chest hurts');
    expect(tagsOf(item('urgent-sessions', 'Tom Jones'), 'session-reason')).toEqual(['Chest pain']);
    // the cache was updated in place: the sessions list was fetched once, at the start
    expect(listed).toHaveBeenCalledTimes(1);
  });
});
