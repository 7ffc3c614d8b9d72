import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Col, Row, Skeleton, Space } from 'antd';
import { Facts, Panel, StatusDot, Tag, Typography } from '../../app/light-ui';

// shown only when the pharmacy cannot be found or loaded: not part of a normal first visit
const Result = lazy(() => import('antd/es/result'));
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { createGraphClient } from '../../app/apollo';
import { usePatientSession } from '../../app/auth/PatientSessionProvider';
import { errorCode, errorMessage } from '../../app/errors';
import { PUBLIC_PHARMACY, type PublicPharmacy } from '../pharmacy-finder/graphql/pharmacies';
import { DetailsForm, type PatientDetails } from './DetailsForm';
import { OPEN_GUEST_CHAT } from '../conversation/graphql/messages';
import { forgetGuestSession, loadGuestSession, saveGuestSession, type GuestSession } from './guest-session';
import { EmergencyCall } from '../emergency/EmergencyNumber';
import type { Patient } from '../patient-auth/graphql/patient-auth';
import { addToConversation, CHAT_TOASTS, ChatRoom } from './ChatRoom';
import { MY_CHAT_SESSIONS, OPEN_PATIENT_CHAT, type MyChatSession } from './graphql/patient-chat';

function PharmacyInfo({ pharmacy }: { pharmacy: PublicPharmacy }) {
  return (
    <Panel title="Pharmacy information" size="small">
      <Facts
        items={[
          { label: 'Pharmacy', value: pharmacy.name },
          { label: 'Address', value: pharmacy.address },
          { label: 'Phone', value: pharmacy.phone },
          { label: 'Hours', value: pharmacy.openingHours },
          { label: 'Now', value: <StatusDot on={pharmacy.isOnline} text={pharmacy.isOnline ? 'Open: a pharmacist can join' : 'Closed: the assistant answers'} /> },
        ]}
      />
      <Alert type="warning" showIcon title={<EmergencyCall pharmacyNumber={pharmacy.emergencyNumber} />} style={{ marginTop: 8 }} />
    </Panel>
  );
}

function Layout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: 'clamp(12px, 3vw, 24px)' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          {main}
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {side}
          </Space>
        </Col>
      </Row>
    </div>
  );
}

/** Toasts of this screen are replaced by later ones and removed when the person leaves it. */
function useChatToasts() {
  const { notification } = App.useApp();
  useEffect(
    () => () => {
      notification.destroy(CHAT_TOASTS.send);
      notification.destroy(CHAT_TOASTS.session);
    },
    [notification],
  );
  return notification;
}

/** A guest: name and phone, then the chat; the chat token stays on this device so a reload returns to it. */
function GuestChat({ pharmacy }: { pharmacy: PublicPharmacy }) {
  const pharmacyId = pharmacy.id;
  const notification = useChatToasts();
  const token = useRef<string | null>(null);
  // the guest's own client: every request and the live connection carry the chat session token. It is not
  // disposed on unmount: its connection is lazy and closes by itself once no subscription is left (a disposed
  // client never reconnects, and React's StrictMode reuses it after a trial unmount in development)
  const guest = useMemo(() => createGraphClient(() => token.current), []);
  const [openChat, opening] = useMutation(OPEN_GUEST_CHAT, { client: guest.client });
  const [session, setSession] = useState<GuestSession | null>(null);

  const start = useCallback(
    async (details: PatientDetails, stored: GuestSession | null = null, isCurrent: () => boolean = () => true) => {
      token.current = stored?.token ?? null;
      try {
        const { data } = await openChat({ variables: { pharmacyId, patientName: details.patientName, phone: details.phone } });
        if (!isCurrent()) return;
        if (!data) throw new Error('no data');
        const opened = data.openGuestChat;
        const next = { token: opened.token, sessionId: opened.session.id, patientName: opened.session.patientName, phone: details.phone };
        token.current = opened.token;
        guest.reconnect();
        saveGuestSession(pharmacyId, next);
        addToConversation(guest.client, next.sessionId, opened.session.messages);
        notification.destroy(CHAT_TOASTS.session);
        setSession(next);
      } catch (error) {
        if (!isCurrent()) return;
        token.current = null;
        if (stored && ['UNAUTHENTICATED', 'NOT_FOUND'].includes(errorCode(error) ?? '')) {
          // the stored chat token expired (or the pharmacy deleted the chat): start afresh with the same details
          forgetGuestSession(pharmacyId);
          return start(details, null, isCurrent);
        }
        notification.error({ key: CHAT_TOASTS.session, title: 'Failed to fetch session', description: errorMessage(error, 'Please try again.') });
      }
    },
    [guest, notification, openChat, pharmacyId],
  );

  // a reload returns to the same chat (an effect run that was cleaned up meanwhile, e.g. React's StrictMode
  // mounting twice in development, leaves the chat to the later run)
  useEffect(() => {
    let current = true;
    const stored = loadGuestSession(pharmacyId);
    if (stored) void start({ patientName: stored.patientName, phone: stored.phone }, stored, () => current);
    return () => {
      current = false;
    };
  }, [pharmacyId]);

  const newChat = () => {
    forgetGuestSession(pharmacyId);
    token.current = null;
    guest.reconnect();
    setSession(null);
  };

  const signInHint = (
    <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
      Have a patient account? <Link to="/patient-login">Sign in</Link> to keep your chats with every pharmacy in one place.
    </Typography.Paragraph>
  );

  return (
    <Layout
      main={
        !session ? (
          <DetailsForm pharmacyName={pharmacy.name} onStart={(details) => void start(details)} starting={opening.loading} footer={signInHint} />
        ) : (
          <ChatRoom key={session.sessionId} client={guest.client} ws={guest.ws} sessionId={session.sessionId} pharmacy={pharmacy} patientName={session.patientName} onNewChat={newChat} />
        )
      }
      side={<PharmacyInfo pharmacy={pharmacy} />}
    />
  );
}

const fullName = (patient: Patient) => `${patient.firstName} ${patient.lastName}`.trim();
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '');

/** A signed-in patient's chats (every pharmacy), newest first; those at other pharmacies open there. */
function MyChats({ chats, loading, selectedId, onOpen }: { chats: MyChatSession[]; loading: boolean; selectedId: string | null; onOpen(chat: MyChatSession): void }) {
  return (
    <Panel title="Your chats" size="small" data-testid="my-chats">
      {loading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : chats.length === 0 ? (
        <Typography.Text type="secondary">No chats yet</Typography.Text>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {chats.map((chat) => (
            <div
              key={chat.id}
              data-testid="my-chat"
              onClick={() => onOpen(chat)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                onOpen(chat);
              }}
              tabIndex={0}
              role="button"
              aria-current={chat.id === selectedId ? 'true' : undefined}
              style={{ cursor: 'pointer', background: chat.id === selectedId ? '#f0fdfa' : undefined, padding: 8, borderRadius: 6, minWidth: 0 }}
            >
              <Space size={4} wrap>
                <Typography.Text strong>{chat.pharmacy.name}</Typography.Text>
                <Tag color={chat.status === 'resolved' ? 'default' : 'green'}>{chat.status === 'resolved' ? 'Resolved' : 'Open'}</Tag>
              </Space>
              <Typography.Text type="secondary" ellipsis style={{ display: 'block', maxWidth: '100%' }}>
                {chat.lastMessage ?? 'No messages yet'}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {when(chat.lastMessageAt ?? chat.startedAt)}
              </Typography.Text>
            </div>
          ))}
        </div>
      )}
    </Panel>
  );
}

/**
 * A signed-in patient: their latest chat with this pharmacy continues (with its history), any of their chats can
 * be opened from "Your chats", "New chat" starts a fresh one; the details come from the account.
 */
function AccountChat({ pharmacy, patient }: { pharmacy: PublicPharmacy; patient: Patient }) {
  const pharmacyId = pharmacy.id;
  const { graph } = usePatientSession();
  const notification = useChatToasts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const mine = useQuery(MY_CHAT_SESSIONS, { client: graph.client, fetchPolicy: 'cache-and-network' });
  const chats = useMemo(() => mine.data?.myChatSessions ?? [], [mine.data]);
  const here = chats.filter((chat) => chat.pharmacyId === pharmacyId);
  const [openChat, opening] = useMutation(OPEN_PATIENT_CHAT, { client: graph.client });
  const [composing, setComposing] = useState(false);
  // the chat asked for (?session=, from "Your chats" on another pharmacy's page), then the one picked here
  const [requested, setRequested] = useState<string | null>(() => params.get('session'));

  // the chat shown: the one asked for (?session=), else the latest with this pharmacy; none while a new one is being set up
  // a chat just opened here is shown even before the list is read again
  const [opened, setOpened] = useState<Pick<MyChatSession, 'id' | 'patientName'> | null>(null);
  const selected = composing
    ? null
    : (here.find((chat) => chat.id === requested) ?? (opened && opened.id === requested ? opened : null) ?? (requested ? null : here[0]) ?? null);
  const listLoading = mine.loading && !mine.data;

  const select = (id: string) => setRequested(id);

  const open = async (details: PatientDetails | null, newChat: boolean) => {
    try {
      const { data } = await openChat({ variables: { pharmacyId, patientName: details?.patientName ?? null, phone: details?.phone ?? null, newChat } });
      const session = data?.openPatientChat;
      if (!session) throw new Error('no data');
      addToConversation(graph.client, session.id, session.messages);
      // listed at once (the list is read again below), so the chat shows without waiting for it
      graph.client.cache.updateQuery({ query: MY_CHAT_SESSIONS }, (current) =>
        current && !current.myChatSessions.some((chat) => chat.id === session.id)
          ? { myChatSessions: [{ ...session, __typename: 'ChatSession' as const, pharmacy: { __typename: 'Pharmacy' as const, id: pharmacyId, name: pharmacy.name } }, ...current.myChatSessions] }
          : current,
      );
      notification.destroy(CHAT_TOASTS.session);
      setComposing(false);
      setOpened(session);
      select(session.id);
      await mine.refetch().catch(() => undefined);
    } catch (error) {
      notification.error({ key: CHAT_TOASTS.session, title: 'Failed to start chat', description: errorMessage(error, 'Please try again.') });
    }
  };

  const newChat = () => {
    // the account has what the form asks: start at once; otherwise the form, prefilled
    if (patient.phone) void open({ patientName: fullName(patient), phone: patient.phone }, true);
    else setComposing(true);
  };

  const openFromList = (chat: MyChatSession) => {
    setComposing(false);
    if (chat.pharmacyId === pharmacyId) select(chat.id);
    else navigate(`/chat/${chat.pharmacyId}?session=${chat.id}`);
  };

  const note = (
    <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="account-note">
      Signed in as {patient.email}: this chat is saved to your account.
    </Typography.Text>
  );

  let main: ReactNode;
  if (listLoading) main = <Panel><Skeleton active /></Panel>;
  else if (selected) {
    main = (
      <ChatRoom
        key={selected.id}
        client={graph.client}
        ws={graph.ws}
        sessionId={selected.id}
        pharmacy={pharmacy}
        patientName={selected.patientName}
        onNewChat={newChat}
        newChatLoading={opening.loading}
        note={note}
      />
    );
  } else {
    main = (
      <DetailsForm
        pharmacyName={pharmacy.name}
        initial={{ patientName: fullName(patient), phone: patient.phone ?? '' }}
        onStart={(details) => void open(details, composing || here.length > 0)}
        starting={opening.loading}
        footer={note}
      />
    );
  }

  return (
    <Layout
      main={main}
      side={
        <>
          <MyChats chats={chats} loading={listLoading} selectedId={selected?.id ?? null} onOpen={openFromList} />
          <PharmacyInfo pharmacy={pharmacy} />
        </>
      }
    />
  );
}

/** Patient chat with one pharmacy (/chat/:pharmacyId): a guest's chat, or a signed-in patient's with their history. */
export default function PatientChatPage() {
  const { pharmacyId = '' } = useParams();
  const { patient, checking } = usePatientSession();
  // the pharmacy is public: read with a client that carries no token
  const publicGraph = useMemo(() => createGraphClient(() => null), []);
  const pharmacyQuery = useQuery(PUBLIC_PHARMACY, { variables: { id: pharmacyId }, client: publicGraph.client });

  if ((pharmacyQuery.loading && !pharmacyQuery.data) || checking) {
    return (
      <div style={{ maxWidth: 1100, margin: '0 auto', padding: 24 }}>
        <Skeleton active />
      </div>
    );
  }
  const pharmacy = pharmacyQuery.data?.publicPharmacy;
  const unavailable = errorCode(pharmacyQuery.error);
  if (!pharmacy && unavailable === 'FORBIDDEN') {
    // suspended: out of the finder, and no new chats
    return (
      <Suspense fallback={null}>
        <Result
          status="warning"
          title="This pharmacy is not taking chats"
          subTitle={errorMessage(pharmacyQuery.error, 'Please contact the pharmacy directly, or choose another pharmacy.')}
          extra={
            <Link to="/pharmacy-finder">
              <Button type="primary">Find Pharmacies</Button>
            </Link>
          }
        />
      </Suspense>
    );
  }
  if (!pharmacy && pharmacyQuery.error && unavailable !== 'NOT_FOUND') {
    // the server could not answer: not the same as a pharmacy that does not exist
    return (
      <Suspense fallback={null}>
        <Result
          status="warning"
          title="We couldn't load this pharmacy"
          subTitle={errorMessage(pharmacyQuery.error, 'Please check your connection and try again.')}
          extra={
            <Button type="primary" onClick={() => void pharmacyQuery.refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        />
      </Suspense>
    );
  }
  if (!pharmacy) {
    return (
      <Suspense fallback={null}>
        <Result
          status="404"
          title="Pharmacy Not Found"
          subTitle="We couldn't find this pharmacy. It may have moved or is no longer on PharmaChat."
          extra={
            <Link to="/pharmacy-finder">
              <Button type="primary">Find Pharmacies</Button>
            </Link>
          }
        />
      </Suspense>
    );
  }
  return patient ? <AccountChat key={`${pharmacy.id}:${patient.id}`} pharmacy={pharmacy} patient={patient} /> : <GuestChat key={pharmacy.id} pharmacy={pharmacy} />;
}
