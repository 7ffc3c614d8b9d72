import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createGraphClient, type GraphClient } from '../apollo';
import { isUnauthenticated } from '../errors';
import { ME_PATIENT, type Patient, type PatientAuthPayload } from '../../features/patient-auth/graphql/patient-auth';
import { endAtGateway, renewAtGateway, TokenSession } from './token-session';

/** Browser storage of a patient's sign-in: patient_token (spec) and its refresh token. */
export const PATIENT_TOKEN_KEY = 'patient_token';
export const PATIENT_REFRESH_TOKEN_KEY = 'patient_refresh_token';

export const patientSession = new TokenSession({ token: PATIENT_TOKEN_KEY, refreshToken: PATIENT_REFRESH_TOKEN_KEY }, renewAtGateway);

export interface PatientSessionState {
  patient: Patient | null;
  /** true while a stored sign-in is being checked */
  checking: boolean;
  /** the patient's own graph client: its requests carry the patient token */
  graph: GraphClient;
  signIn(payload: PatientAuthPayload): void;
  signOut(): void;
}

const PatientSessionContext = createContext<PatientSessionState | null>(null);

/** A patient's account session on the public site (separate from any staff sign-in in the same browser). */
export function PatientSessionProvider({ children, session = patientSession }: { children: ReactNode; session?: TokenSession }) {
  const graph = useMemo(() => createGraphClient(session, { onLiveEnded: () => session.liveEnded() }), [session]);
  const [state, setState] = useState<{ patient: Patient | null; checking: boolean }>(() => ({ patient: null, checking: session.token !== null }));

  const forget = useCallback(() => {
    session.clear();
    setState({ patient: null, checking: false });
    void graph.client.clearStore();
  }, [graph, session]);

  useEffect(() => {
    if (!state.checking) return;
    let cancelled = false;
    graph.client
      .query({ query: ME_PATIENT, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (cancelled) return;
        if (!data?.mePatient) return forget();
        setState({ patient: data.mePatient, checking: false });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isUnauthenticated(error)) forget();
        else setState((s) => ({ ...s, checking: false }));
      });
    return () => {
      cancelled = true;
    };
  }, [forget, graph, state.checking]);

  useEffect(() => {
    const stops = [session.onEnded(() => setState({ patient: null, checking: false })), session.onRenewed(() => graph.reconnect()), session.watchActivity()];
    return () => stops.forEach((stop) => stop());
  }, [graph, session]);

  const signIn = useCallback(
    (payload: PatientAuthPayload) => {
      session.set(payload);
      graph.reconnect();
      void graph.client.clearStore();
      setState({ patient: payload.patient, checking: false });
    },
    [graph, session],
  );

  const signOut = useCallback(() => {
    const refreshToken = session.refreshToken;
    if (refreshToken) void endAtGateway(refreshToken);
    forget();
  }, [forget, session]);

  const value = useMemo<PatientSessionState>(() => ({ ...state, graph, signIn, signOut }), [state, graph, signIn, signOut]);
  return <PatientSessionContext.Provider value={value}>{children}</PatientSessionContext.Provider>;
}

export function usePatientSession(): PatientSessionState {
  const value = useContext(PatientSessionContext);
  if (!value) throw new Error('usePatientSession must be used inside <PatientSessionProvider>');
  return value;
}
