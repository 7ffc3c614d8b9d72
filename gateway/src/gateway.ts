import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { CLIENT_IP_HEADER, CORRELATION_HEADER } from '@pharmachat/chassis';
import type { SubgraphName } from './compose';

export interface GatewayContext {
  authorization?: string;
  correlationId: string;
  clientIp?: string;
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
        },
      });
    },
  });
}
