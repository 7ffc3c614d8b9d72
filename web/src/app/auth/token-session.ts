/**
 * A signed-in session's tokens: a short-lived access token (15 minutes) and a rotating refresh token, kept in
 * browser storage under the keys the spec names. When the server answers UNAUTHENTICATED, the session renews the
 * access token once (one renewal at a time, across tabs too: a refresh token is single-use, and reusing one
 * revokes the whole sign-in), and when the server refuses the renewal the session has ended.
 */
export interface SessionTokens {
  token: string;
  refreshToken?: string | null;
  /** ISO-8601 time (or epoch seconds/milliseconds) the access token expires; read from the token when absent */
  expiresAt?: string | number | null;
}

export interface SessionKeys {
  token: string;
  refreshToken: string;
}

/** Renews tokens with a refresh token: the new tokens, null when the server refuses; throws when it cannot be reached. */
export type Renew = (refreshToken: string) => Promise<SessionTokens | null>;

type Listener = () => void;

/** Refresh this long before the access token expires, when the person was active since it was issued. */
const RENEW_AHEAD_MS = 60_000;
const MAX_TIMER_MS = 2_147_483_647;

/** Milliseconds since the epoch at which a token expires (from `expiresAt`, else from the JWT's `exp`). */
export function expiryOf(tokens: SessionTokens): number | null {
  const { expiresAt } = tokens;
  if (typeof expiresAt === 'number') return expiresAt < 1e12 ? expiresAt * 1000 : expiresAt;
  if (typeof expiresAt === 'string' && expiresAt) {
    const parsed = /^\d+$/.test(expiresAt) ? Number(expiresAt) : Date.parse(expiresAt);
    if (!Number.isNaN(parsed)) return parsed < 1e12 ? parsed * 1000 : parsed;
  }
  try {
    const payload = tokens.token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Runs `task` holding a lock shared by every tab of this site (Web Locks), or alone where there are none. */
async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return task();
  return locks.request(name, task) as Promise<T>;
}

export class TokenSession {
  private renewal: Promise<boolean> | null = null;
  /** a role switch or reset in progress: the server ends the old sign-in, so renewals wait for the new one */
  private replacing: Promise<unknown> | null = null;
  private readonly endedListeners = new Set<Listener>();
  private readonly renewedListeners = new Set<Listener>();
  private readonly liveEndedListeners = new Set<Listener>();
  private lastActivity = Date.now();
  private tokenIssuedAt = Date.now();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watching = false;

  constructor(
    private readonly keys: SessionKeys,
    private readonly renew: Renew,
    private readonly storage: () => Storage = () => window.localStorage,
  ) {}

  /** The access token to send, or null when nobody is signed in. */
  get token(): string | null {
    return this.storage().getItem(this.keys.token);
  }

  get refreshToken(): string | null {
    return this.storage().getItem(this.keys.refreshToken);
  }

  /** Stores new tokens (sign-in, role switch, renewal). */
  set(tokens: SessionTokens): void {
    const storage = this.storage();
    storage.setItem(this.keys.token, tokens.token);
    if (tokens.refreshToken) storage.setItem(this.keys.refreshToken, tokens.refreshToken);
    this.tokenIssuedAt = Date.now();
    this.schedule(expiryOf(tokens));
  }

  clear(): void {
    const storage = this.storage();
    storage.removeItem(this.keys.token);
    storage.removeItem(this.keys.refreshToken);
    this.schedule(null);
  }

  /** Called when a renewal is refused: the session is over and the page must lose access. */
  onEnded(listener: Listener): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  /** Called after the access token was renewed (e.g. to reconnect the live connection with it). */
  onRenewed(listener: Listener): () => void {
    this.renewedListeners.add(listener);
    return () => this.renewedListeners.delete(listener);
  }

  /** A live subscription of this session was ended by the server: the owner checks whether the session stands. */
  liveEnded(): void {
    for (const listener of this.liveEndedListeners) listener();
  }

  onLiveEnded(listener: Listener): () => void {
    this.liveEndedListeners.add(listener);
    return () => this.liveEndedListeners.delete(listener);
  }

  /**
   * Renews the access token after `rejected` was refused. Resolves true when a fresh token is stored (by this
   * call, an earlier one, or another tab), false when the session has ended or the server cannot be reached.
   */
  refresh(rejected: string | null = this.token): Promise<boolean> {
    if (!this.renewal) {
      this.renewal = withLock(`pharmachat:${this.keys.refreshToken}`, () => this.renewOnce(rejected)).finally(() => {
        this.renewal = null;
      });
    }
    return this.renewal;
  }

  /**
   * Replaces the sign-in with the one `obtain` answers (role switch or reset) and stores its tokens. The server
   * ends the old sign-in at that moment, so a call refused meanwhile must not renew the old one (that would be
   * refused and sign the page out): renewals wait for the replacement and then use its token.
   */
  async replaceWith<T extends SessionTokens>(obtain: () => Promise<T>): Promise<T> {
    const run = obtain().then((tokens) => {
      this.set(tokens);
      return tokens;
    });
    const pending = run.catch(() => undefined);
    this.replacing = pending;
    try {
      return await run;
    } finally {
      if (this.replacing === pending) this.replacing = null;
    }
  }

  private async renewOnce(rejected: string | null): Promise<boolean> {
    if (this.replacing) await this.replacing;
    const current = this.token;
    // another tab (or an earlier call) already renewed it
    if (current && current !== rejected) return true;
    const refreshToken = this.refreshToken;
    if (!refreshToken) {
      if (current || rejected) this.end();
      return false;
    }
    let renewed: SessionTokens | null;
    try {
      renewed = await this.renew(refreshToken);
    } catch {
      return false; // the server could not be reached: keep the session, the caller sees the error
    }
    if (!renewed) {
      this.end();
      return false;
    }
    this.set(renewed);
    for (const listener of this.renewedListeners) listener();
    return true;
  }

  private end(): void {
    this.clear();
    for (const listener of this.endedListeners) listener();
  }

  /**
   * Keeps the access token fresh while the person uses the page: shortly before it expires it is renewed if
   * there was activity since it was issued; an idle page lets it lapse (the server's idle timeout applies), and
   * the first activity after that renews it.
   */
  watchActivity(): () => void {
    if (this.watching || typeof window === 'undefined') return () => undefined;
    this.watching = true;
    const active = () => {
      this.lastActivity = Date.now();
      const token = this.token;
      if (!token || this.renewal) return;
      const expiry = expiryOf({ token, refreshToken: null });
      if (expiry !== null && expiry <= Date.now()) void this.refresh(token);
    };
    const events = ['pointerdown', 'keydown', 'focus'] as const;
    for (const event of events) window.addEventListener(event, active, { passive: true });
    const token = this.token;
    if (token) this.schedule(expiryOf({ token, refreshToken: null }));
    return () => {
      this.watching = false;
      for (const event of events) window.removeEventListener(event, active);
      this.schedule(null);
    };
  }

  private schedule(expiry: number | null): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.watching || expiry === null) return;
    const delay = Math.max(0, expiry - RENEW_AHEAD_MS - Date.now());
    // timers hold at most ~24.8 days: wait in steps for anything longer
    if (delay > MAX_TIMER_MS) {
      this.timer = setTimeout(() => this.schedule(expiry), MAX_TIMER_MS);
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      const token = this.token;
      if (token && this.lastActivity > this.tokenIssuedAt) void this.refresh(token);
    }, delay);
  }
}

const REFRESH_SESSION = `mutation RefreshSession($refreshToken: String!) {
  refreshSession(refreshToken: $refreshToken) { token refreshToken expiresAt }
}`;

/**
 * Renews a session at the gateway. Sent without an Authorization header: the gateway refuses an expired bearer
 * token before any operation runs. A GraphQL error means the server refused (the session ended).
 */
export async function renewAtGateway(refreshToken: string): Promise<SessionTokens | null> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ operationName: 'RefreshSession', query: REFRESH_SESSION, variables: { refreshToken } }),
  });
  if (response.status >= 500) throw new Error(`renewal failed: ${response.status}`);
  let body: { data?: { refreshSession?: SessionTokens | null } | null; errors?: unknown[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new Error('renewal answered with an unreadable body');
  }
  return body.data?.refreshSession ?? null;
}

const LOGOUT = `mutation Logout($refreshToken: String!) { logout(refreshToken: $refreshToken) }`;

/**
 * Ends the sign-in a refresh token belongs to, so its tokens and live subscriptions stop working. Best effort:
 * the page forgets the session whatever the answer.
 */
export async function endAtGateway(refreshToken: string): Promise<void> {
  try {
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'Logout', query: LOGOUT, variables: { refreshToken } }),
      keepalive: true,
    });
  } catch {
    /* offline: the session lapses on the server by itself */
  }
}
