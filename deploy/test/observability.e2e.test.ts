import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, stopTracing } from '@pharmachat/chassis';
import { createTestDatabase, InMemorySpanExporter, type TestDatabase } from '@pharmachat/chassis/testing';
import { startAllInOne, type AllInOne } from '../src/host';
import { hostEnv, restClient } from './e2e-support';

/**
 * Observability of the all-in-one host: the Prometheus series an operator's dashboard and alerts read, and one trace
 * from an HTTP request through the outbox into the consumers of the events it caused.
 */
const exporter = new InMemorySpanExporter();
let host: AllInOne;
let database: TestDatabase | null = null;
const api = restClient(() => host.url);

beforeAll(async () => {
  startTracing({ serviceName: 'pharmachat-test', exporter });
  if (process.env.TEST_DATABASE_URL) database = await createTestDatabase();
  host = await startAllInOne(hostEnv(database?.url));
});

afterAll(async () => {
  await host?.stop();
  await stopTracing();
  await database?.drop();
});

describe('observability of the all-in-one host', () => {
  const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

  it('a trace id set on an HTTP request reaches the consumers of the events it caused, through the outbox', async () => {
    const pharmacies = await api<{ id: string }[]>('GET', '/api/public/pharmacies');
    const pharmacyId = pharmacies.body[0]!.id;
    const opened = await api<{ id: string; token: string }>('GET', `/api/public/chat-session/${pharmacyId}/Ada%20Trace?phone=2175550199`);
    expect(opened.status).toBe(200);
    const sent = await fetch(`${host.url}/api/public/chat/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opened.body.token}`, traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      body: JSON.stringify({ sessionId: opened.body.id, message: 'What time do you open on Saturday?' }),
    });
    expect(sent.status).toBe(201);
    await host.settle();

    const spans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    const names = spans.map((span) => span.name);
    // the request at the gateway, the subgraph's operation, chat's transaction
    expect(names).toContain('POST /api/public');
    expect(names).toContain('gateway.fetch');
    expect(names.some((name) => name.startsWith('graphql mutation SendPatientMessage__chat'))).toBe(true);
    expect(names).toContain('db.transaction chat');
    expect(names).toContain('db.query insert');
    // the assistant consumed chat.message.posted in the same trace, and chat consumed the assistant's reply in turn
    const consumers = spans.filter((span) => span.name.startsWith('process ')).map((span) => `${span.name} by ${String(span.attributes['messaging.consumer.group.name'])}`);
    expect(consumers).toContain('process chat.message.posted by assistant.answer-patient-message');
    expect(consumers.some((c) => c.startsWith('process assistant.reply.composed by chat.'))).toBe(true);
    // and the gateway pushed the assistant's answer (chat's chat.message.posted) to the live subscriptions, same trace
    expect(names).toContain('live chat.message.posted');
  });

  it('/metrics answers with request latency, outbox, consumer, dead-letter, live and assistant series', async () => {
    const response = await fetch(`${host.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const series of [
      'pharmachat_http_request_duration_seconds_bucket{le="0.005",service="gateway",method="POST",route="/api/public",status="201"}',
      'pharmachat_http_request_duration_seconds_count{service="chat",method="POST",route="/graphql",status="200"}',
      'pharmachat_outbox_pending_events{service="chat"}',
      'pharmachat_outbox_oldest_pending_age_seconds{service="ai-assistant"}',
      'pharmachat_consumer_lag_events{consumer="assistant.answer-patient-message",source="chat"} 0',
      'pharmachat_consumer_in_flight_events{consumer="assistant.answer-patient-message",source="chat"}',
      'pharmachat_dead_letters{service="chat",consumer=""} 0',
      'pharmachat_live_subscriptions 0',
      'pharmachat_assistant_decisions_total{kind=',
      'process_cpu_user_seconds_total',
    ]) {
      expect(text, series).toContain(series);
    }
  });
});
