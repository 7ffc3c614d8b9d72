import { describe, expect, it } from 'vitest';
import { oneMonthAfter, planOf, Subscription } from '../src/index';

describe('Subscription', () => {
  const now = new Date('2025-01-31T10:00:00.000Z');

  it('prices a plan from the catalogue unless a custom price is given', () => {
    expect(Subscription.start({ pharmacyId: 'p', plan: 'professional', now }).monthlyPrice).toBe(149);
    expect(Subscription.start({ pharmacyId: 'p', plan: 'professional', monthlyPrice: 89, now }).monthlyPrice).toBe(89);
    expect(() => Subscription.start({ pharmacyId: 'p', plan: 'basic', monthlyPrice: -1, now })).toThrow('Monthly price must be zero or more.');
  });

  it('bills paid plans monthly and gives them no trial end', () => {
    const basic = Subscription.start({ pharmacyId: 'p', plan: 'basic', now });
    expect(basic.currentPeriodEnd.toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(basic.trialEnd).toBeNull();
    expect(basic.conversationLimit).toBe(500);
    expect(Subscription.start({ pharmacyId: 'p', plan: 'enterprise', now }).conversationLimit).toBeNull();
  });

  it('starts a free trial of 30 days (or another offered length) with 100 conversations', () => {
    const trial = Subscription.startTrial('p', now);
    expect(trial).toMatchObject({ plan: 'free_trial', status: 'active', monthlyPrice: 0, cancelAtPeriodEnd: false, conversationLimit: 100 });
    expect(trial.trialEnd?.toISOString()).toBe('2025-03-02T10:00:00.000Z');
    expect(trial.currentPeriodEnd).toEqual(trial.trialEnd);
    expect(Subscription.startTrial('p', now, 7).trialEnd?.toISOString()).toBe('2025-02-07T10:00:00.000Z');
    expect(() => Subscription.startTrial('p', now, 12)).toThrow('Trial length must be one of 7, 30, 90 days.');
  });

  it('knows the same day next month, clamped to the end of shorter months', () => {
    expect(oneMonthAfter(new Date('2024-01-31T00:00:00Z')).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(oneMonthAfter(new Date('2025-12-15T08:30:00Z')).toISOString()).toBe('2026-01-15T08:30:00.000Z');
  });

  it('refuses an unknown plan', () => {
    expect(() => planOf('gold')).toThrow('Unknown plan "gold"');
  });
});
