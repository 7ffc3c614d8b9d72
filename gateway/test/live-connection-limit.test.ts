import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { limitConnectionsPerAddress, TOO_MANY_CONNECTIONS_CLOSE_CODE } from '../src/live/connection-limit';

/** A graphql-ws endpoint like the gateway's live one, with at most `max` connections per address. */
async function liveEndpoint(max: number, addressOf?: (request: IncomingMessage) => string) {
  const httpServer: Server = createServer();
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const limit = limitConnectionsPerAddress(wsServer, max, addressOf);
  const cleanup = useServer({ schema: buildSchema('type Query { ok: Boolean }'), roots: { query: { ok: () => true } } }, wsServer);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}/graphql`;
  return {
    url,
    limit,
    async stop() {
      await cleanup.dispose();
      wsServer.close();
      await new Promise((resolve) => httpServer.close(resolve));
    },
  };
}

type Outcome = { state: 'connected' } | { state: 'closed'; code: number; reason: string };

/** a graphql-ws client that says whether the server acknowledged it or closed it */
function connect(url: string, clients: Client[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      on: {
        connected: () => resolve({ state: 'connected' }),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: string };
          resolve({ state: 'closed', code, reason: String(reason) });
        },
      },
      onNonLazyError: () => undefined,
    });
    clients.push(client);
  });
}

/** a plain WebSocket opened with a header saying which client address to count it under */
function rawSocket(url: string, address: string): Promise<{ socket: WebSocket; closed: Promise<{ code: number; reason: string }> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers: { 'x-test-address': address } });
    const closed = new Promise<{ code: number; reason: string }>((done) => socket.once('close', (code, reason) => done({ code, reason: reason.toString() })));
    socket.once('open', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

let stops: (() => Promise<void>)[] = [];
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  await Promise.all(stops.map((stop) => stop()));
  stops = [];
});

describe('live connections per client address', () => {
  it('closes the connection over the limit with 1013 and a reason naming the limit, and admits one again once another closes', async () => {
    const endpoint = await liveEndpoint(2);
    stops.push(endpoint.stop);

    expect(await connect(endpoint.url, clients)).toEqual({ state: 'connected' });
    expect(await connect(endpoint.url, clients)).toEqual({ state: 'connected' });
    expect(endpoint.limit.openFrom('127.0.0.1')).toBe(2);

    const third = await connect(endpoint.url, clients);
    expect(third).toEqual({ state: 'closed', code: TOO_MANY_CONNECTIONS_CLOSE_CODE, reason: 'Too many live connections from this address (at most 2).' });
    expect(endpoint.limit.openFrom('127.0.0.1')).toBe(2);

    // the refused one does not count, a closed one frees its place
    await clients[0]!.dispose();
    await expect.poll(() => endpoint.limit.openFrom('127.0.0.1')).toBe(1);
    expect(await connect(endpoint.url, clients)).toEqual({ state: 'connected' });
  });

  it('counts each address on its own', async () => {
    const endpoint = await liveEndpoint(1, (request) => String(request.headers['x-test-address']));
    stops.push(endpoint.stop);

    const first = await rawSocket(endpoint.url, '10.0.0.1');
    const other = await rawSocket(endpoint.url, '10.0.0.2');
    const over = await rawSocket(endpoint.url, '10.0.0.1');
    expect(await over.closed).toEqual({ code: 1013, reason: 'Too many live connections from this address (at most 1).' });
    expect(endpoint.limit.openFrom('10.0.0.1')).toBe(1);
    expect(endpoint.limit.openFrom('10.0.0.2')).toBe(1);

    first.socket.close();
    other.socket.close();
    await Promise.all([first.closed, other.closed]);
    await expect.poll(() => endpoint.limit.openFrom('10.0.0.1') + endpoint.limit.openFrom('10.0.0.2')).toBe(0);
  });
});
