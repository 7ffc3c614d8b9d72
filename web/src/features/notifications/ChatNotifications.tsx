import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App } from 'antd';
import { useAuth } from '../../app/auth/AuthProvider';
import { CHAT_INBOX, type ChatSessionSummary } from '../staff-chat/graphql/staff-chat';
import { usePharmacyDoctorChats } from '../staff-chat/doctor-chats/usePharmacyDoctorChats';
import { useLiveState, usePharmacyLiveUpdates, type LiveState } from '../staff-chat/usePharmacyLiveUpdates';
import { alertTiming, askPermissionOnce, claimAlert, playAlertTone, showSystemNotification } from './alert-effects';
import { initialAlertState, nextWakeAt, observe, tick, type Alert, type AlertState, type InboxSnapshot } from './alert-rules';
import { DEFAULT_PREFERENCES, MY_NOTIFICATION_PREFERENCES, PHARMACY_ALERTS_SETTING, UPDATE_NOTIFICATION_PREFERENCES, WIDGET_URGENT_FIRST, type NotificationPreferences } from './graphql/notifications';
import { useOpenedChats } from './opened-chats';

export interface ChatNotificationsValue {
  pharmacyId: string;
  loaded: boolean;
  urgent: number;
  active: number;
  /** the first urgent chats, urgent first then most recent */
  urgentChats: ChatSessionSummary[];
  preferences: NotificationPreferences;
  /** the server's preferences were read (false: the defaults are shown) */
  preferencesLoaded: boolean;
  savePreferences(change: Partial<NotificationPreferences>): Promise<boolean>;
  liveState: LiveState;
  /** how often lists refresh by themselves: 0 while live updates flow, else the autoRefresh preference (ms) */
  pollInterval: number;
}

const Context = createContext<ChatNotificationsValue | null>(null);

/** The widget's and alerts' data, for screens inside the shell of a user with a pharmacy (null otherwise). */
export function useChatNotifications(): ChatNotificationsValue | null {
  return useContext(Context);
}

/** The variables of the widget's inbox query (one shared cache entry). */
export const widgetInboxVariables = (pharmacyId: string) => ({ pharmacyId, list: 'urgent' as const, search: null, first: WIDGET_URGENT_FIRST });

/** The signed-in person's preferences, the spec's defaults until (or unless) the server answers. */
export function useNotificationPreferences(skip = false) {
  const query = useQuery(MY_NOTIFICATION_PREFERENCES, { skip });
  const [update] = useMutation(UPDATE_NOTIFICATION_PREFERENCES);
  const stored = query.data?.myNotificationPreferences;
  const preferences = useMemo<NotificationPreferences>(() => (stored ? { ...DEFAULT_PREFERENCES, ...stripTypename(stored) } : DEFAULT_PREFERENCES), [stored]);
  const save = useCallback(
    async (change: Partial<NotificationPreferences>) => {
      try {
        // the cache needs the typename to store the optimistic answer (the generated type leaves it out)
        const optimistic = Object.assign({ __typename: 'NotificationPreferences' as const }, preferences, change);
        await update({
          variables: { input: change },
          optimisticResponse: { updateNotificationPreferences: optimistic },
          update: (cache, { data }) => {
            if (data) cache.writeQuery({ query: MY_NOTIFICATION_PREFERENCES, data: { myNotificationPreferences: data.updateNotificationPreferences } });
          },
        });
        return true;
      } catch {
        return false;
      }
    },
    [preferences, update],
  );
  return { preferences, loaded: !!stored, loading: query.loading, error: query.error, save };
}

function stripTypename<T extends object>(value: T): Omit<T, '__typename'> {
  const { __typename: _type, ...rest } = value as T & { __typename?: string };
  return rest;
}

/**
 * Plays the alert rules (alert-rules.ts) against the inbox: each snapshot is observed, a timer wakes the rules at
 * the end of a burst or for the next reminder, and each alert shows a toast in this tab, plus (once across the
 * person's tabs) a system notification and a sound, as the preferences say.
 */
function useChatAlerts(snapshot: InboxSnapshot | null, opened: ReadonlySet<string>, preferences: NotificationPreferences) {
  const { notification } = App.useApp();
  const state = useRef<AlertState>(initialAlertState());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const timing = useMemo(() => alertTiming(), []);
  const latest = useRef({ opened, preferences });
  useEffect(() => {
    latest.current = { opened, preferences };
  });

  const fire = useCallback(
    (alert: Alert, now: number) => {
      notification.warning({ key: 'chat-alert', title: alert.title, description: alert.description, duration: 5, placement: 'topRight' });
      const key = alert.kind === 'reminder' ? `reminder:${alert.count}` : `${alert.kind}:${alert.count}:${state.current.baseline ?? 0}`;
      const within = alert.kind === 'reminder' ? Math.floor(timing.reminderMs * 0.8) : 10_000;
      if ((alert.sound || alert.system) && claimAlert(key, now, within)) {
        if (alert.system) showSystemNotification(alert.title, alert.body);
        if (alert.sound) void playAlertTone();
      }
    },
    [notification, timing],
  );

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const at = nextWakeAt(state.current, latest.current.opened, timing);
    if (at === null) return;
    timer.current = setTimeout(
      () => {
        const now = Date.now();
        const step = tick(state.current, latest.current.opened, latest.current.preferences, now, timing);
        state.current = step.state;
        step.alerts.forEach((alert) => fire(alert, now));
        schedule();
      },
      Math.max(0, at - Date.now()),
    );
  }, [fire, timing]);

  useEffect(() => {
    if (!snapshot) return;
    const step = observe(state.current, snapshot, latest.current.opened, latest.current.preferences, Date.now(), timing);
    state.current = step.state;
    schedule();
  }, [snapshot, schedule, timing]);

  // opening a chat (here or in another tab) may end the reminders
  useEffect(() => schedule(), [opened, schedule]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}

function Provider({ pharmacyId, userId, children }: { pharmacyId: string; userId: string; children: ReactNode }) {
  const { preferences, loaded: preferencesLoaded, save } = useNotificationPreferences();
  const liveState = useLiveState();
  const pollInterval = liveState === 'connected' ? 0 : preferences.autoRefresh * 1000;
  usePharmacyLiveUpdates(pharmacyId);
  const inbox = useQuery(CHAT_INBOX, { variables: widgetInboxVariables(pharmacyId), pollInterval });
  const opened = useOpenedChats(userId);
  const page = inbox.data?.chatInbox;

  // doctors' chats alert like patients' (Urgent: high or urgent priority, or a doctor waiting; answered = with staff)
  const doctorChats = usePharmacyDoctorChats(pharmacyId, pollInterval);
  const snapshot = useMemo<InboxSnapshot | null>(() => {
    if (!page) return null;
    const doctorOpen = doctorChats.filter((c) => c.status === 'active');
    const doctorUrgent = doctorOpen.filter((c) => c.isUrgent);
    return {
      urgent: page.counts.urgent + doctorUrgent.length,
      active: page.counts.active + doctorOpen.length - doctorUrgent.length,
      urgentChats: [...page.sessions.map((s) => ({ id: s.id, withStaff: s.handoffState === 'with_staff' })), ...doctorUrgent.map((c) => ({ id: c.id, withStaff: !c.needsStaffAttention }))],
    };
  }, [page, doctorChats]);
  // the pharmacy turned chat notifications off (Settings): only urgent chats alert its staff
  const pharmacySetting = useQuery(PHARMACY_ALERTS_SETTING, { variables: { id: pharmacyId } });
  const pharmacyAlertsOn = pharmacySetting.data?.pharmacy?.settings?.notificationsEnabled ?? true;
  const alertPreferences = useMemo(() => (pharmacyAlertsOn ? preferences : { ...preferences, urgentOnly: true }), [pharmacyAlertsOn, preferences]);
  useChatAlerts(snapshot, opened, alertPreferences);
  useEffect(() => (preferences.browserNotifications ? askPermissionOnce() : undefined), [preferences.browserNotifications]);

  const value = useMemo<ChatNotificationsValue>(
    () => ({
      pharmacyId,
      loaded: !!page,
      urgent: page?.counts.urgent ?? 0,
      active: page?.counts.active ?? 0,
      urgentChats: page?.sessions ?? [],
      preferences,
      preferencesLoaded,
      savePreferences: save,
      liveState,
      pollInterval,
    }),
    [page, pharmacyId, preferences, preferencesLoaded, save, liveState, pollInterval],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * The chat notifications of the signed-in staff member: the inbox counts (live, polled only when live updates do
 * not flow), the preferences and the alerts. Loads only for users with a pharmacy.
 */
export function ChatNotificationsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user?.pharmacyId) return <>{children}</>;
  return (
    <Provider key={`${user.id}:${user.pharmacyId}`} pharmacyId={user.pharmacyId} userId={user.id}>
      {children}
    </Provider>
  );
}
