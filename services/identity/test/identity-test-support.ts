import { issueCaptchaChallenge, solveCaptchaChallenge, type StaffRole } from '@pharmachat/chassis';
import type { TestServices } from '@pharmachat/chassis/testing';

/** The captcha settings the test harness configures (CAPTCHA_SECRET, CAPTCHA_COST, CAPTCHA_MAX_COUNTER). */
const harnessCaptcha = { secret: 'test-captcha-secret-0123456789', cost: 1, maxCounter: 30 };

/** A freshly solved captcha, as the browser widget sends it. */
export async function solvedCaptcha(): Promise<string> {
  return solveCaptchaChallenge(await issueCaptchaChallenge(harnessCaptcha));
}

export interface GraphQLAnswer<T> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** Posts an operation to a subgraph with an optional bearer token and client address (as the gateway forwards it). */
export async function ask<T = Record<string, unknown>>(url: string, query: string, variables: Record<string, unknown> = {}, options: { token?: string; clientIp?: string } = {}): Promise<GraphQLAnswer<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.clientIp ? { 'x-client-ip': options.clientIp } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphQLAnswer<T>['errors'] };
  return { status: response.status, data: body.data ?? null, errors: body.errors };
}

export const STAFF_FIELDS = 'id username email firstName lastName role pharmacyId status isActive isAdmin createdAt lastActive switchedRole actualRole';

export interface StaffUserView {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: StaffRole;
  pharmacyId: string | null;
  status: string;
  isActive: boolean;
  isAdmin: boolean;
  lastActive: string | null;
  switchedRole: StaffRole | null;
  actualRole: StaffRole;
}

export interface AuthPayload {
  token: string;
  refreshToken: string;
  expiresAt: string;
  user: StaffUserView;
}

export const LOGIN = `mutation($username: String!, $password: String!) { login(username: $username, password: $password) { token refreshToken expiresAt user { ${STAFF_FIELDS} } } }`;
export const REFRESH = 'mutation($refreshToken: String!) { refreshSession(refreshToken: $refreshToken) { token refreshToken expiresAt } }';
export const LOGOUT = 'mutation($refreshToken: String) { logout(refreshToken: $refreshToken) }';
export const ME = `query { me { ${STAFF_FIELDS} } }`;

/** Signs a staff member in through GraphQL and returns the payload (fails the test on refusal). */
export async function signIn(url: string, username: string, password: string, clientIp?: string): Promise<AuthPayload> {
  const result = await ask<{ login: AuthPayload }>(url, LOGIN, { username, password }, { clientIp });
  if (!result.data?.login) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(result.errors)}`);
  return result.data.login;
}

/** The events identity wrote to its outbox, oldest first (optionally of one type). */
export async function outboxEvents<T = Record<string, unknown>>(env: TestServices, type?: string): Promise<{ type: string; aggregateId: string; data: T }[]> {
  const rows = await env
    .get('identity')
    .db.em()
    .execute<{ type: string; aggregate_id: string; data: unknown }[]>(
      `select type, aggregate_id, data from identity.outbox ${type ? 'where type = ?' : ''} order by seq`,
      type ? [type] : [],
    );
  return rows.map((row) => ({ type: row.type, aggregateId: row.aggregate_id, data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as T }));
}

/** Moves the identity application's clock `ms` ahead of real time (0 puts it back). */
export function clockAhead(app: { clock: () => Date }, ms: number): void {
  app.clock = () => new Date(Date.now() + ms);
}
