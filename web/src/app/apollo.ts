import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient, type Client } from 'graphql-ws';
import { from, mergeMap, tap, throwError } from 'rxjs';
import { isUnauthenticated } from './errors';

export function websocketUrl(path = '/graphql'): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(operation.query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
}

/**
 * Operations that sign in or out: sent without the bearer token (the gateway refuses an expired token before
 * any operation runs, and these must work exactly when the token is stale) and never renewed-and-retried.
 */
export const ANONYMOUS_OPERATIONS = new Set(['Login', 'LoginPatient', 'RegisterPatient', 'LoginDoctor', 'RegisterDoctor', 'RefreshSession', 'Logout']);

/** Where a client gets its bearer token, and how it renews it once the server refuses it. */
export interface Credentials {
  readonly token: string | null;
  /** renews after `rejected` was refused: true when a fresh token is available */
  refresh?(rejected: string | null): Promise<boolean>;
}

export interface GraphClientOptions {
  /**
   * A live subscription ended from the server's side or failed as unauthenticated (the gateway closes a revoked
   * sign-in's subscriptions): the owner checks whether the session still stands.
   */
  onLiveEnded?(): void;
}

export interface GraphClient {
  client: ApolloClient;
  ws: Client;
  /** closes the live connection, e.g. after sign-out, so it reconnects with the new token */
  reconnect(): void;
}

const liveSockets = new WeakMap<ApolloClient, Client>();

/** The live (graphql-ws) connection of a client made by createGraphClient: to know whether live updates flow. */
export function liveSocketOf(client: ApolloClient): Client | undefined {
  return liveSockets.get(client);
}

/** graphql-ws close code for a connection the server refused (here: an invalid or expired token) */
const CONNECTION_REFUSED = 4403;

/**
 * Apollo Client over the gateway: queries and mutations over HTTP, subscriptions over graphql-ws, both with the
 * bearer token of `credentials` (the staff or patient sign-in, or a guest's chat session token). An operation
 * refused as UNAUTHENTICATED is retried once after the credentials renew their token.
 */
export function createGraphClient(credentials: Credentials | (() => string | null), options: GraphClientOptions = {}): GraphClient {
  const source: Credentials = typeof credentials === 'function' ? { get token() { return credentials(); } } : credentials;
  let connectedWith: string | null = null;
  const ws = createClient({
    url: websocketUrl(),
    lazy: true,
    retryAttempts: Infinity,
    shouldRetry: (closeEvent) => {
      // refused at connect (expired token): renew it, the retry reads the new one
      if ((closeEvent as { code?: number } | null)?.code === CONNECTION_REFUSED && connectedWith) void source.refresh?.(connectedWith);
      return true;
    },
    connectionParams: () => {
      const token = source.token;
      connectedWith = token;
      return token ? { authorization: `Bearer ${token}` } : {};
    },
  });

  const auth = new SetContextLink((previous, operation) => {
    const token = ANONYMOUS_OPERATIONS.has(operation.operationName ?? '') ? null : source.token;
    // a retry passes here again: the earlier attempt's header must not stick
    const { authorization: _earlier, ...headers } = (previous.headers ?? {}) as Record<string, string>;
    return { sentToken: token, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });

  const renewAndRetry = new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext() as { sentToken?: string | null; renewed?: boolean };
    if (!source.refresh || context.renewed || ANONYMOUS_OPERATIONS.has(operation.operationName ?? '') || !isUnauthenticated(error)) return;
    const refresh = source.refresh.bind(source);
    return from(refresh(context.sentToken ?? null)).pipe(
      mergeMap((renewed) => {
        // the sign-in ended: a public operation still works without it (protected ones are refused as such)
        const endedSession = !renewed && source.token === null && !!context.sentToken;
        if (!renewed && !endedSession) return throwError(() => error);
        operation.setContext({ renewed: true });
        return forward(operation);
      }),
    );
  });

  const watchLive = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap({
        // a subscription only completes by itself when the server ends it
        complete: () => options.onLiveEnded?.(),
        error: (error: unknown) => {
          if (isUnauthenticated(error)) options.onLiveEnded?.();
        },
      }),
    ),
  );

  const link = ApolloLink.split(isSubscription, ApolloLink.from([watchLive, new GraphQLWsLink(ws)]), ApolloLink.from([renewAndRetry, auth, new HttpLink({ uri: '/graphql' })]));
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  liveSockets.set(client, ws);
  return {
    client,
    ws,
    reconnect() {
      void ws.terminate();
    },
  };
}
