import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';

export function websocketUrl(path = '/graphql'): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

export interface GraphClient {
  client: ApolloClient;
  ws: Client;
  /** closes the live connection, e.g. after sign-out, so it reconnects with the new token */
  reconnect(): void;
}

/**
 * Apollo Client over the gateway: queries and mutations over HTTP, subscriptions over graphql-ws, both with
 * the bearer token `getToken` returns (the staff sign-in, or a guest's chat session token).
 */
export function createGraphClient(getToken: () => string | null): GraphClient {
  const ws = createClient({
    url: websocketUrl(),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    connectionParams: () => {
      const token = getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });
  const auth = new SetContextLink((previous) => {
    const token = getToken();
    return { headers: { ...previous.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  const link = ApolloLink.split(isSubscription, new GraphQLWsLink(ws), auth.concat(new HttpLink({ uri: '/graphql' })));
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return {
    client,
    ws,
    reconnect() {
      void ws.terminate();
    },
  };
}
