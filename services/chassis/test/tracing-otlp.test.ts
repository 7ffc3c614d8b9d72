import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { trace } from '@opentelemetry/api';
import { startTracing, stopTracing } from '../src/observability/tracing';

/**
 * The OTLP/HTTP exporter against a local server that speaks the protocol's transport: spans are POSTed to
 * `<OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces` as an OTLP export request, with the service name and the span's name.
 */
describe('traces leave for an OpenTelemetry collector over OTLP/HTTP', () => {
  const received: { path: string; contentType: string; body: Buffer }[] = [];
  const collector = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', contentType: String(request.headers['content-type'] ?? ''), body: Buffer.concat(chunks) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });

  afterAll(async () => {
    await stopTracing();
    await new Promise((resolve) => collector.close(resolve));
  });

  it('posts the spans of a request to the collector named by OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    expect(startTracing({ serviceName: 'pharmachat-otlp-test', env: { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint } })).toBe(true);
    trace.getTracer('pharmachat').startActiveSpan('POST /api/public', (span) => span.end());
    // shutting down flushes the batch to the collector
    await stopTracing();
    expect(received.length).toBeGreaterThan(0);
    expect(received[0]!.path).toBe('/v1/traces');
    const body = received.map((r) => r.body.toString('utf8')).join('');
    expect(body).toContain('pharmachat-otlp-test');
    expect(body).toContain('POST /api/public');
  });
});
