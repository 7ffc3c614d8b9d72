import { pino, type DestinationStream, type Logger } from 'pino';
import { currentContext } from '../context/request-context';
import { currentTraceIds } from '../observability/tracing';

export type { Logger };

/**
 * JSON logs (on stdout unless a destination is given); every line written inside a request or event handler carries
 * its correlation id, and the trace and span ids when tracing is on.
 */
export function createLogger(options: { name: string; level?: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      name: options.name,
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: options.name },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin() {
        const context = currentContext();
        const trace = currentTraceIds();
        return {
          ...(context ? { correlationId: context.correlationId, ...(context.causationId ? { causationId: context.causationId } : {}) } : {}),
          ...(trace ? { traceId: trace.traceId, spanId: trace.spanId } : {}),
        };
      },
      redact: { paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization'], censor: '[redacted]' },
    },
    options.destination,
  );
}
