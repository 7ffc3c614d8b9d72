import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { errorCode } from '../errors';
import type { GraphClient } from '../apollo';
import { ME } from '../../features/auth/graphql/auth';
import { clearStoredSession, readStoredSession, storeSession, storeUser, type StaffUser } from './auth-storage';

export interface AuthState {
  user: StaffUser | null;
  token: string | null;
  /** true until the stored session has been checked */
  loading: boolean;
  login(token: string, user: StaffUser): void;
  logout(): void;
  updateUser(user: StaffUser): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Where the graph client reads the staff token from (kept outside React so links see the latest value). */
export const staffToken = { current: null as string | null };

/**
 * The staff session: restored from storage on load (corrupt data is cleared) and checked with the server;
 * login stores token and user, logout clears both.
 */
export function AuthProvider({ graph, children }: { graph: GraphClient; children: ReactNode }) {
  const [state, setState] = useState<{ user: StaffUser | null; token: string | null; loading: boolean }>(() => {
    const stored = readStoredSession();
    staffToken.current = stored?.token ?? null;
    return { user: stored?.user ?? null, token: stored?.token ?? null, loading: stored !== null };
  });

  const logout = useCallback(() => {
    clearStoredSession();
    staffToken.current = null;
    setState({ user: null, token: null, loading: false });
    graph.reconnect();
    void graph.client.clearStore();
  }, [graph]);

  useEffect(() => {
    if (!state.loading) return;
    let cancelled = false;
    graph.client
      .query({ query: ME, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (cancelled) return;
        if (!data?.me) return logout();
        storeUser(data.me);
        setState((s) => ({ ...s, user: data.me, loading: false }));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (errorCode(error) === 'UNAUTHENTICATED') logout();
        // the server could not be reached: keep the stored session and let the pages retry
        else setState((s) => ({ ...s, loading: false }));
      });
    return () => {
      cancelled = true;
    };
  }, [graph, logout, state.loading]);

  const login = useCallback(
    (token: string, user: StaffUser) => {
      storeSession({ token, user });
      staffToken.current = token;
      graph.reconnect();
      void graph.client.clearStore();
      setState({ token, user, loading: false });
    },
    [graph],
  );

  const updateUser = useCallback((user: StaffUser) => {
    storeUser(user);
    setState((s) => ({ ...s, user }));
  }, []);

  const value = useMemo<AuthState>(() => ({ ...state, login, logout, updateUser }), [state, login, logout, updateUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
