import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { CLIENT_IP_HEADER, CORRELATION_HEADER, IDEMPOTENCY_HEADER, injectTraceHeaders } from '@pharmachat/chassis';
import type { SubgraphName } from './compose';

export interface GatewayContext {
  authorization?: string;
  correlationId: string;
  clientIp?: string;
  /** the client's Idempotency-Key (checked by `acceptIdempotencyKey`), passed on to the subgraph that runs the command */
  idempotencyKey?: string | null;
}

/**
 * Apollo Gateway over the committed supergraph. Each subgraph gets the caller's Authorization header and the
 * correlation id; the subgraph verifies the token itself.
 */
export function createGateway(options: { supergraphSdl: string; subgraphUrls: Record<SubgraphName, string> }): ApolloGateway {
  return new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService({ name }) {
      const url = options.subgraphUrls[name as SubgraphName];
      if (!url) throw new Error(`No URL configured for subgraph ${name}`);
      return new RemoteGraphQLDataSource<GatewayContext>({
        url,
        willSendRequest({ request, context }) {
          if (context.authorization) request.http?.headers.set('authorization', context.authorization);
          if (context.correlationId) request.http?.headers.set(CORRELATION_HEADER, context.correlationId);
          // always overwritten: a client cannot choose the address its rate limits are counted on
          request.http?.headers.set(CLIENT_IP_HEADER, context.clientIp ?? 'unknown');
          if (context.idempotencyKey) request.http?.headers.set(IDEMPOTENCY_HEADER, context.idempotencyKey);
          // the subgraph's spans join the caller's trace (W3C traceparent; nothing when tracing is off)
          if (request.http) injectTraceHeaders(request.http.headers);
        },
      });
    },
  });
}

/** The Idempotency-Key header as sent: absent -> null; a key -> the key; anything else -> an error message for a 400. */
export function acceptIdempotencyKey(value: string | string[] | undefined): { key: string | null } | { error: string } {
  if (value === undefined) return { key: null };
  if (typeof value === 'string' && /^[\x21-\x7e]{1,255}$/.test(value)) return { key: value };
  return { error: 'Idempotency-Key must be one value of 1 to 255 visible ASCII characters (a UUID is a good choice).' };
}
