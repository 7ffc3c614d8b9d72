import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { isUnauthenticated } from '../errors';
import type { GraphClient } from '../apollo';
import { ME } from '../../features/auth/graphql/auth';
import { AUTH_TOKEN_KEY, clearStoredSession, readStoredSession, REFRESH_TOKEN_KEY, storeUser, USER_DATA_KEY, type StaffAuthPayload, type StaffUser } from './auth-storage';
import { endAtGateway, renewAtGateway, TokenSession } from './token-session';

export interface AuthState {
  user: StaffUser | null;
  token: string | null;
  /** true until the stored session has been checked */
  loading: boolean;
  login(payload: StaffAuthPayload): void;
  logout(): void;
  updateUser(user: StaffUser): void;
  /**
   * A role switch or reset: `obtain` asks the server; its token and user replace the old, and every cached
   * answer is fetched again.
   */
  replaceSession(obtain: () => Promise<StaffAuthPayload>): Promise<StaffAuthPayload>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The staff sign-in's tokens (auth_token, refresh_token); the graph client reads and renews them. */
export const staffSession = new TokenSession({ token: AUTH_TOKEN_KEY, refreshToken: REFRESH_TOKEN_KEY }, renewAtGateway);

export const SESSION_ENDED = { title: 'Signed out', description: 'Your session has ended. Please sign in again.' };

/**
 * The staff session: restored from storage on load (corrupt data is cleared) and checked with the server;
 * login stores tokens and user, logout ends the sign-in on the server and clears both. When the server ends the
 * session (deactivation, password change, sign-out elsewhere), the page loses access at once: the next refused
 * call or closed live subscription brings back the sign-in screen.
 */
export function AuthProvider({ graph, children, session = staffSession }: { graph: GraphClient; children: ReactNode; session?: TokenSession }) {
  const { notification } = App.useApp();
  const [state, setState] = useState<{ user: StaffUser | null; token: string | null; loading: boolean }>(() => {
    const stored = readStoredSession();
    return { user: stored?.user ?? null, token: stored?.token ?? null, loading: stored !== null };
  });
  const signedIn = useRef(state.user !== null);
  signedIn.current = state.user !== null;

  const forget = useCallback(
    (ended: boolean) => {
      const wasSignedIn = signedIn.current;
      clearStoredSession();
      session.clear();
      setState({ user: null, token: null, loading: false });
      graph.reconnect();
      void graph.client.clearStore();
      if (ended && wasSignedIn) notification?.info({ title: SESSION_ENDED.title, description: SESSION_ENDED.description });
    },
    [graph, notification, session],
  );

  const logout = useCallback(() => {
    const refreshToken = session.refreshToken;
    if (refreshToken) void endAtGateway(refreshToken);
    forget(false);
  }, [forget, session]);

  /** Asks the server who is signed in; a refused session (after one renewal attempt) signs the page out. */
  const check = useCallback(async () => {
    try {
      const { data } = await graph.client.query({ query: ME, fetchPolicy: 'network-only' });
      if (!data?.me) return forget(true);
      storeUser(data.me);
      setState((s) => ({ ...s, user: data.me, loading: false }));
    } catch (error) {
      if (isUnauthenticated(error)) forget(true);
      // the server could not be reached: keep the stored session and let the pages retry
      else setState((s) => ({ ...s, loading: false }));
    }
  }, [forget, graph]);

  useEffect(() => {
    if (state.loading) void check();
  }, [check, state.loading]);

  useEffect(() => {
    const stops = [
      session.onEnded(() => forget(true)),
      session.onRenewed(() => {
        setState((s) => ({ ...s, token: session.token }));
        graph.reconnect();
      }),
      session.onLiveEnded(() => {
        if (signedIn.current) void check();
      }),
      session.watchActivity(),
    ];
    return () => stops.forEach((stop) => stop());
  }, [check, forget, graph, session]);

  // another tab signed in, out, renewed or switched role
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== AUTH_TOKEN_KEY && event.key !== USER_DATA_KEY) return;
      const stored = readStoredSession();
      setState((s) => {
        if (!stored) {
          if (s.user) {
            graph.reconnect();
            void graph.client.clearStore();
          }
          return { user: null, token: null, loading: false };
        }
        if (stored.token !== s.token) graph.reconnect();
        const sameView = s.user && s.user.id === stored.user.id && s.user.role === stored.user.role && s.user.pharmacyId === stored.user.pharmacyId;
        if (s.user && !sameView) void graph.client.resetStore();
        return { user: stored.user, token: stored.token, loading: false };
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [graph]);

  const login = useCallback(
    (payload: StaffAuthPayload) => {
      session.set(payload);
      storeUser(payload.user);
      graph.reconnect();
      void graph.client.clearStore();
      setState({ token: payload.token, user: payload.user, loading: false });
    },
    [graph, session],
  );

  const replaceSession = useCallback(
    async (obtain: () => Promise<StaffAuthPayload>) => {
      const payload = await session.replaceWith(async () => {
        const next = await obtain();
        storeUser(next.user);
        return next;
      });
      setState({ token: payload.token, user: payload.user, loading: false });
      graph.reconnect();
      // a screen the new role may not see fails its refetch and shows so; the switch itself has happened
      await graph.client.resetStore().catch(() => undefined);
      return payload;
    },
    [graph, session],
  );

  const updateUser = useCallback((user: StaffUser) => {
    storeUser(user);
    setState((s) => ({ ...s, user }));
  }, []);

  const value = useMemo<AuthState>(() => ({ ...state, login, logout, updateUser, replaceSession }), [state, login, logout, updateUser, replaceSession]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
