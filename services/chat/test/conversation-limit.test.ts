import { describe, expect, it } from 'vitest';
import { allowsAnotherConversation, countingMonth, countsAgainstLimit } from '../src/domain/conversation-limit';
import { ChatErrors } from '../src/domain/chat.exception';

describe('the monthly conversation limit (domain rule)', () => {
  it('a plan without a limit never refuses; a limit refuses the conversation after the last place', () => {
    expect(allowsAnotherConversation(null, 10_000)).toBe(true);
    expect(allowsAnotherConversation({ conversationLimit: null }, 10_000)).toBe(true);
    expect(allowsAnotherConversation({ conversationLimit: 100 }, 99)).toBe(true);
    expect(allowsAnotherConversation({ conversationLimit: 100 }, 100)).toBe(false);
    expect(allowsAnotherConversation({ conversationLimit: 0 }, 0)).toBe(false);
  });

  it('counts in the calendar month of the first message, in UTC', () => {
    expect(countingMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(countingMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    // late evening in Chicago on the 30th is already December in UTC
    expect(countingMonth(new Date('2026-11-30T20:30:00-06:00'))).toBe('2026-12');
  });

  it('a session counts once: only while it has not been counted', () => {
    expect(countsAgainstLimit({ countedMonth: null })).toBe(true);
    expect(countsAgainstLimit({ countedMonth: '2026-11' })).toBe(false);
  });

  it('the refusal carries the figures the client shows, with its reason', () => {
    const refusal = ChatErrors.monthlyLimitReached({ currentCount: 100, limit: 100 });
    expect(refusal).toMatchObject({ code: 'LIMIT_REACHED', reason: 'chat.monthly_limit_reached', details: { currentCount: 100, limit: 100 } });
    expect(refusal.message).toBe('This pharmacy has reached its monthly conversation limit. Please contact the pharmacy directly.');
  });
});
