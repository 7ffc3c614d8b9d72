import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createGraphClient, type Credentials } from './apollo';

const ME = gql`
  query Me { me { id } }
`;
const LOGIN = gql`
  mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { token } }
`;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/graphql-response+json' } });
const unauthenticated = () => json(401, { errors: [{ message: 'Token expired.', extensions: { code: 'UNAUTHENTICATED' } }] });

function credentials(renewed: boolean) {
  let token = 'old-token';
  const source: Credentials & { refresh: ReturnType<typeof vi.fn> } = {
    get token() {
      return token;
    },
    refresh: vi.fn(async () => {
      if (renewed) token = 'new-token';
      return renewed;
    }),
  };
  return source;
}

const sentAuthorization = (fetchMock: ReturnType<typeof vi.fn>, call: number) => new Headers((fetchMock.mock.calls[call]![1] as RequestInit).headers).get('authorization');

afterEach(() => vi.unstubAllGlobals());

describe('graph client sessions', () => {
  it('renews the token once after UNAUTHENTICATED and retries the operation with the new one', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(unauthenticated()).mockResolvedValueOnce(json(200, { data: { me: { __typename: 'StaffUser', id: 'u1' } } }));
    vi.stubGlobal('fetch', fetchMock);
    const source = credentials(true);
    const { client } = createGraphClient(source);
    const { data } = await client.query({ query: ME, fetchPolicy: 'network-only' });
    expect(data).toEqual({ me: { __typename: 'StaffUser', id: 'u1' } });
    expect(source.refresh).toHaveBeenCalledWith('old-token');
    expect(sentAuthorization(fetchMock, 0)).toBe('Bearer old-token');
    expect(sentAuthorization(fetchMock, 1)).toBe('Bearer new-token');
  });

  it('gives up with the error when the renewal fails and the session stands (e.g. offline)', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => unauthenticated());
    vi.stubGlobal('fetch', fetchMock);
    const source = credentials(false);
    const { client } = createGraphClient(source);
    await expect(client.query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow('Token expired.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the operation once more without a token when the renewal ended the session', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(unauthenticated()).mockResolvedValueOnce(json(200, { data: { me: null } }));
    vi.stubGlobal('fetch', fetchMock);
    let token: string | null = 'old-token';
    const source: Credentials = {
      get token() {
        return token;
      },
      refresh: async () => {
        token = null; // refused: the session is over
        return false;
      },
    };
    const { client } = createGraphClient(source);
    const { data } = await client.query({ query: ME, fetchPolicy: 'network-only' });
    expect(data).toEqual({ me: null });
    expect(sentAuthorization(fetchMock, 1)).toBeNull();
  });

  it("sends an operation's Idempotency-Key header, also on the retry after renewing the token", async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(unauthenticated()).mockResolvedValueOnce(json(200, { data: { me: { __typename: 'StaffUser', id: 'u1' } } }));
    vi.stubGlobal('fetch', fetchMock);
    const { client } = createGraphClient(credentials(true));
    await client.query({ query: ME, fetchPolicy: 'network-only', context: { headers: { 'Idempotency-Key': 'key-1' } } });
    const sent = (call: number) => new Headers((fetchMock.mock.calls[call]![1] as RequestInit).headers);
    expect(sent(0).get('idempotency-key')).toBe('key-1');
    expect(sent(1).get('idempotency-key')).toBe('key-1');
    expect(sent(1).get('authorization')).toBe('Bearer new-token');
  });

  it('signs in without the (possibly stale) bearer token', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json(200, { data: { login: { __typename: 'AuthPayload', token: 't' } } }));
    vi.stubGlobal('fetch', fetchMock);
    const { client } = createGraphClient(credentials(true));
    await client.mutate({ mutation: LOGIN, variables: { username: 'a', password: 'b' } });
    expect(sentAuthorization(fetchMock, 0)).toBeNull();
  });
});
