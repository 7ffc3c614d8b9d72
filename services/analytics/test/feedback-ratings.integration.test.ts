import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRequest, startTestServices, type TestServices } from '@pharmachat/chassis/testing';
import { analyticsService } from '../src/index';
import { deliver, feedbackSubmitted } from './chat-events';

const PUBLIC_STATS = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Pharmacy { id publicStats { rating totalReviews } } } }`;

describe("the pharmacy's public rating from patients' feedback", () => {
  let env: TestServices;
  let url: string;
  const stats = async (pharmacyId: string) =>
    (await graphqlRequest<{ _entities: { publicStats: { rating: number | null; totalReviews: number } }[] }>(url, PUBLIC_STATS, { r: [{ __typename: 'Pharmacy', id: pharmacyId }] })).data!._entities[0]!.publicStats;

  beforeAll(async () => {
    env = await startTestServices([analyticsService as never]);
    url = env.get('analytics').url;
  });
  afterAll(() => env.stop());

  it('has no rating until feedback exists', async () => {
    expect(await stats(randomUUID())).toEqual({ rating: null, totalReviews: 0 });
  });

  it('averages the reviewed chats (each chat as the average of its categories) and counts chats, once per feedback', async () => {
    const pharmacyId = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    const first = feedbackSubmitted(pharmacyId, a, 'overall', 5);
    await deliver(
      env,
      first,
      feedbackSubmitted(pharmacyId, a, 'speed', 4), // chat a: 4.5
      feedbackSubmitted(pharmacyId, b, 'overall', 3.2), // chat b: 3.2
      feedbackSubmitted(randomUUID(), randomUUID(), 'overall', 1), // another pharmacy
      first, // redelivered
    );
    expect(await stats(pharmacyId)).toEqual({ rating: 3.9, totalReviews: 2 });
  });
});
