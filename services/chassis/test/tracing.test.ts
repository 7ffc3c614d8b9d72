import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentTraceIds, currentTraceparent, SpanKind, startTracing, stopTracing, withSpan } from '../src/observability/tracing';
import { createLogger } from '../src/logging/logger';
import { InMemorySpanExporter } from '../src/testing/tracing';

describe('tracing helpers', () => {
  it('are no-ops while tracing is off: no span, no traceparent, the work still runs', async () => {
    expect(await withSpan('off', {}, async () => currentTraceparent())).toBeNull();
    expect(currentTraceIds()).toBeNull();
  });

  describe('with tracing on', () => {
    const exporter = new InMemorySpanExporter();
    beforeAll(() => {
      startTracing({ serviceName: 'test', exporter });
    });
    afterAll(async () => {
      await stopTracing();
    });

    it("continues the trace of an event's traceparent, and hands its own on to the events it writes", async () => {
      const parent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      const written = await withSpan('process chat.message.posted', { kind: SpanKind.CONSUMER, parentTraceparent: parent }, async () => currentTraceparent());
      expect(written).toMatch(/^00-0af7651916cd43dd8448eb211c80319c-[0-9a-f]{16}-01$/);
      const [span] = exporter.getFinishedSpans();
      expect(span!.name).toBe('process chat.message.posted');
      expect(span!.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    });

    it('puts the trace and span ids on log lines written inside a span', async () => {
      const lines: string[] = [];
      const logger = createLogger({ name: 'test', level: 'info', destination: new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }) });
      await withSpan('request', {}, async () => logger.info('inside'));
      const ids = JSON.parse(lines[0]!) as { traceId?: string; spanId?: string };
      expect(ids.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(ids.spanId).toMatch(/^[0-9a-f]{16}$/);
    });
  });
});
