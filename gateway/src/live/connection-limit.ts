import type { IncomingMessage } from 'node:http';
import type { WebSocket, WebSocketServer } from 'ws';

/** RFC 6455's "Try Again Later": graphql-ws clients retry it with their backoff, as they should */
export const TOO_MANY_CONNECTIONS_CLOSE_CODE = 1013;

export function tooManyConnectionsReason(max: number): string {
  // a close reason holds at most 123 bytes
  return `Too many live connections from this address (at most ${max}).`;
}

/**
 * Caps the WebSocket connections one client address holds open at once on the live endpoint: the one over the limit
 * is closed at once with 1013 and a reason naming the limit, before the GraphQL protocol starts. The address is the
 * socket's, as for the REST rate limits (the gateway trusts no forwarding header).
 */
export function limitConnectionsPerAddress(
  wsServer: WebSocketServer,
  max: number,
  addressOf: (request: IncomingMessage) => string = (request) => request.socket.remoteAddress ?? 'unknown',
): { openFrom(address: string): number } {
  const open = new Map<string, number>();
  // first in line, so the protocol handler (graphql-ws) never serves a connection over the limit
  wsServer.prependListener('connection', (socket: WebSocket, request: IncomingMessage) => {
    const address = addressOf(request);
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.close(TOO_MANY_CONNECTIONS_CLOSE_CODE, tooManyConnectionsReason(max));
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return { openFrom: (address) => open.get(address) ?? 0 };
}
