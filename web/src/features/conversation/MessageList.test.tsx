import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MessageList } from './MessageList';
import { latestPatientMessage, mergeMessages, type ChatMessage } from './graphql/messages';
import { isEnglish, languageName } from './language';

const message = (overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'sender' | 'content'>): ChatMessage => ({
  sessionId: 's-1',
  timestamp: '2026-03-10T10:00:00.000Z',
  staffMember: null,
  kind: null,
  ...overrides,
});

const simplified = message({
  id: 'm-2',
  sender: 'ai',
  kind: 'answer',
  content: 'Take it with food so your stomach is not upset.',
  original: 'Administer with meals to reduce gastrointestinal irritation.',
  timestamp: '2026-03-10T10:01:00.000Z',
});
const spanish = message({ id: 'm-1', sender: 'user', content: 'Me duele el pecho', language: 'es', urgency: 'emergency', sentiment: 'negative' });
const english = message({ id: 'm-3', sender: 'user', content: 'Thanks!', language: 'en', urgency: 'routine', timestamp: '2026-03-10T10:02:00.000Z' });

describe('MessageList', () => {
  it.each(['patient', 'staff'] as const)('lets the %s see the original wording of a simplified answer', (viewer) => {
    render(<MessageList messages={[spanish, simplified]} viewer={viewer} />);
    const answer = screen.getByTestId('message-ai');
    expect(answer.textContent).toContain('Take it with food');
    expect(within(answer).queryByTestId('original-text')).toBeNull();

    const toggle = within(answer).getByTestId('show-original');
    expect(toggle.textContent).toBe('Show original');
    fireEvent.click(toggle);
    expect(within(answer).getByTestId('original-text').textContent).toContain('Administer with meals to reduce gastrointestinal irritation.');
    expect(toggle.textContent).toBe('Hide original');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(toggle);
    expect(within(answer).queryByTestId('original-text')).toBeNull();
  });

  it('offers no toggle when there is no original, or it says the same', () => {
    const plain = message({ id: 'm-4', sender: 'ai', kind: 'answer', content: 'We open at 9.' });
    const same = message({ id: 'm-5', sender: 'ai', kind: 'answer', content: 'We close at 6.', original: 'We close at 6.' });
    const staffReply = message({ id: 'm-6', sender: 'staff', content: 'Hello', original: 'ignored' });
    render(<MessageList messages={[plain, same, staffReply]} viewer="patient" />);
    expect(screen.queryByTestId('show-original')).toBeNull();
  });

  it("marks staff's view of an emergency message and a language other than English", () => {
    render(<MessageList messages={[spanish, english]} viewer="staff" />);
    const [first, second] = screen.getAllByTestId('message-user');
    expect(within(first!).getByTestId('message-emergency').textContent).toBe('Emergency');
    expect(within(first!).getByTestId('message-language').textContent).toBe('Spanish');
    expect(within(second!).queryByTestId('message-emergency')).toBeNull();
    expect(within(second!).queryByTestId('message-language')).toBeNull();
  });

  it('does not show the patient the triage tags', () => {
    render(<MessageList messages={[spanish]} viewer="patient" />);
    expect(screen.queryByTestId('message-emergency')).toBeNull();
    expect(screen.queryByTestId('message-language')).toBeNull();
  });
});

describe('mergeMessages', () => {
  it('keeps what a query said when the live copy of a message lacks it', () => {
    const live: ChatMessage = { id: 'm-2', sessionId: 's-1', sender: 'ai', content: simplified.content, timestamp: simplified.timestamp, staffMember: null, kind: 'answer' };
    const merged = mergeMessages([spanish, simplified], [live]);
    expect(merged.find((m) => m.id === 'm-2')?.original).toBe(simplified.original);
    // and a later query still wins
    expect(mergeMessages(merged, [{ ...simplified, original: null }]).find((m) => m.id === 'm-2')?.original).toBeNull();
  });

  it('finds the latest patient message', () => {
    expect(latestPatientMessage(mergeMessages([], [english, simplified, spanish]))?.id).toBe('m-3');
    expect(latestPatientMessage([simplified])).toBeNull();
  });
});

describe('language names', () => {
  it('names ISO codes in English and falls back to the code', () => {
    expect(languageName('es')).toBe('Spanish');
    expect(languageName('spa')).toBe('Spanish');
    expect(languageName('zz')).toBe('zz');
    expect(languageName('not a code')).toBe('not a code');
    expect(languageName('und')).toBeNull();
    expect(languageName(null)).toBeNull();
    expect(isEnglish('en')).toBe(true);
    expect(isEnglish('en-GB')).toBe(true);
    expect(isEnglish('eng')).toBe(true);
    expect(isEnglish('es')).toBe(false);
  });
});
