import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { analyticsService } from '../src/index';
import { daysAgo, deliver, messagePosted, secondsAfter, secondsAgo, sessionStarted } from './chat-events';

const PUBLIC_STATS = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Pharmacy { id publicStats {
  rating totalReviews waitTime averageResponseTime waitTimeFormatted } } } }`;

interface PublicStats {
  rating: number | null;
  totalReviews: number;
  waitTime: number | null;
  averageResponseTime: number | null;
  waitTimeFormatted: string | null;
}

describe('response times and the public figures', () => {
  let env: TestServices;
  let url: string;

  const publicStats = async (pharmacyId: string): Promise<PublicStats> => {
    // public: asked without a token, as the pharmacy directory does
    const result = await graphqlRequest<{ _entities: { id: string; publicStats: PublicStats }[] }>(url, PUBLIC_STATS, { r: [{ __typename: 'Pharmacy', id: pharmacyId }] });
    expect(result.errors).toBeUndefined();
    return result.data!._entities[0]!.publicStats;
  };
  const samples = async (pharmacyId: string) =>
    env
      .get('analytics')
      .db.em()
      .execute<{ session_id: string; responder: string; seconds: number }[]>('select session_id, responder, seconds from analytics.response_sample where pharmacy_id = ? order by answered_at', [pharmacyId]);

  beforeAll(async () => {
    env = await startTestServices([analyticsService as never]);
    url = env.get('analytics').url;
  });
  afterAll(() => env.stop());

  it('shows no figures for a pharmacy without replies', async () => {
    expect(await publicStats(randomUUID())).toEqual({ rating: null, totalReviews: 0, waitTime: null, averageResponseTime: null, waitTimeFormatted: null });
  });

  it('measures each wait from the first unanswered patient message to the next assistant or staff message', async () => {
    const pharmacyId = randomUUID();
    const a = randomUUID();
    const b = randomUUID();
    const base = Date.now() - 3600_000;
    const at = (seconds: number) => new Date(base + seconds * 1000);
    await deliver(
      env,
      sessionStarted(pharmacyId, a, at(0)),
      messagePosted(pharmacyId, a, 'user', at(0)),
      messagePosted(pharmacyId, a, 'ai', at(5)), // first reply of A: 5 s
      messagePosted(pharmacyId, a, 'user', at(60)),
      messagePosted(pharmacyId, a, 'user', at(90)), // already waiting since 60
      messagePosted(pharmacyId, a, 'staff', at(150)), // 90 s
      messagePosted(pharmacyId, a, 'ai', at(160)), // nobody waiting: no sample
      sessionStarted(pharmacyId, b, at(10)),
      messagePosted(pharmacyId, b, 'user', at(10)),
      messagePosted(pharmacyId, b, 'staff', at(210)), // first reply of B: 200 s
    );

    expect((await samples(pharmacyId)).map((s) => [s.session_id, s.responder, s.seconds])).toEqual([
      [a, 'ai', 5],
      [a, 'staff', 90],
      [b, 'staff', 200],
    ]);
    expect(await publicStats(pharmacyId)).toEqual({
      rating: null,
      totalReviews: 0,
      waitTime: 103, // first replies: (5 + 200) / 2 = 102.5
      averageResponseTime: 98, // all replies: (5 + 90 + 200) / 3 = 98.3
      waitTimeFormatted: '2 min',
    });
  });

  it('counts only the last 30 days, and a session’s first reply only when it falls in them', async () => {
    const pharmacyId = randomUUID();
    const old = randomUUID();
    const ongoing = randomUUID();
    const recent = randomUUID();
    await deliver(
      env,
      // 40 days ago: outside the window
      messagePosted(pharmacyId, old, 'user', daysAgo(40)),
      messagePosted(pharmacyId, old, 'staff', secondsAfter(daysAgo(40), 1000)),
      // first reply 31 days ago (outside), a later reply yesterday (inside, but not a first reply)
      messagePosted(pharmacyId, ongoing, 'user', daysAgo(31)),
      messagePosted(pharmacyId, ongoing, 'ai', secondsAfter(daysAgo(31), 30)),
      messagePosted(pharmacyId, ongoing, 'user', daysAgo(1)),
      messagePosted(pharmacyId, ongoing, 'staff', secondsAfter(daysAgo(1), 3900)), // 65 min
      // a recent chat answered after 1 hr 5 min
      messagePosted(pharmacyId, recent, 'user', secondsAgo(7200)),
      messagePosted(pharmacyId, recent, 'staff', secondsAgo(7200 - 3900)),
    );
    const stats = await publicStats(pharmacyId);
    expect(stats.waitTime).toBe(3900);
    expect(stats.waitTimeFormatted).toBe('1 hr 5 min');
    expect(stats.averageResponseTime).toBe(3900);
  });

  it('answers quickly answered pharmacies with "Under 1 min"', async () => {
    const pharmacyId = randomUUID();
    const session = randomUUID();
    await deliver(env, messagePosted(pharmacyId, session, 'user', secondsAgo(100)), messagePosted(pharmacyId, session, 'ai', secondsAgo(98.5)));
    expect(await publicStats(pharmacyId)).toMatchObject({ waitTime: 2, averageResponseTime: 2, waitTimeFormatted: 'Under 1 min' });
  });

  it('does not count a redelivered event twice', async () => {
    const pharmacyId = randomUUID();
    const session = randomUUID();
    const question = messagePosted(pharmacyId, session, 'user', secondsAgo(300));
    const answer = messagePosted(pharmacyId, session, 'staff', secondsAgo(180));
    await deliver(env, question, answer);
    const before = await publicStats(pharmacyId);

    // a later question is pending when the old events arrive again
    await deliver(env, messagePosted(pharmacyId, session, 'user', secondsAgo(60)), question, answer, question);
    expect(await samples(pharmacyId)).toHaveLength(1);
    expect(await publicStats(pharmacyId)).toEqual(before);
    expect(before.waitTime).toBe(120);
  });
});
