/** Spans kept in memory, for tests that follow a trace (start it with `startTracing({ exporter })`). */
export { InMemorySpanExporter } from '@opentelemetry/sdk-trace-node';
