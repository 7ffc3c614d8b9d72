import { useState } from 'react';
import { useApolloClient, useFragment, useQuery, useSubscription } from '@apollo/client/react';
import { Card, Col, Empty, Grid, Result, Row } from 'antd';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { CHAT_MESSAGES } from '../conversation/graphql/messages';
import { useChatNotifications, widgetInboxVariables } from '../notifications/ChatNotifications';
import { markChatOpened } from '../notifications/opened-chats';
import { Conversation } from './Conversation';
import { DoctorChatLists } from './doctor-chats/DoctorChatLists';
import { DoctorConversation } from './doctor-chats/DoctorConversation';
import { PHARMACY_DOCTOR_CHAT_UPDATES, PHARMACY_DOCTOR_CHATS, STAFF_DOCTOR_CHAT } from './doctor-chats/doctor-inbox.graphql';
import { CHAT_INBOX, CHAT_SESSION_SUMMARY, PHARMACY_CONTACT, type ChatSessionSummary } from './graphql/staff-chat';
import { InboxSidebar } from './InboxSidebar';
import { useInboxActions } from './useInboxActions';
import { useDebounced } from './useInboxList';
import { usePharmacyLiveUpdates } from './usePharmacyLiveUpdates';

/**
 * Staff live chat (/staff-chat): the pharmacy's inbox (Urgent, Active, Resolved; searched and paged on the
 * server) and the selected conversation, live. Actions: Mark Urgent, Resolve, Clear, Clear All (admins). At phone
 * width the list and the conversation are two screens.
 */
export default function StaffChatPage() {
  const { user } = useAuth();
  const pharmacyId = user?.pharmacyId ?? null;
  if (!pharmacyId || !user) {
    return <Result status="info" title="No pharmacy" subTitle="Live chat shows one pharmacy's patients, and this account is not attached to a pharmacy. A super admin can switch to a pharmacy with the role switcher at the top." />;
  }
  const staffMember = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return <Inbox pharmacyId={pharmacyId} userId={user.id} staffMember={staffMember} isAdmin={user.role === 'pharmacy_admin' || isSuperAdmin(user)} />;
}

function Inbox({ pharmacyId, userId, staffMember, isAdmin }: { pharmacyId: string; userId: string; staffMember: string; isAdmin: boolean }) {
  const client = useApolloClient();
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const notifications = useChatNotifications();
  const pollInterval = notifications?.pollInterval ?? 0;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [selectedDoctorChat, setSelectedDoctorChat] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const appliedSearch = useDebounced(search, 300);
  const [busy, setBusy] = useState<string | null>(null);
  const actions = useInboxActions();

  // every patient session of the pharmacy, whatever the search: what Clear All deletes (the widget's cache entry)
  const overview = useQuery(CHAT_INBOX, { variables: widgetInboxVariables(pharmacyId), fetchPolicy: 'cache-first' });
  const allCount = overview.data?.chatInbox.counts.all ?? 0;
  const contact = useQuery(PHARMACY_CONTACT, { variables: { id: pharmacyId } });
  const smsAvailable = !!contact.data?.pharmacy?.phone?.trim();

  const selection = useFragment({ fragment: CHAT_SESSION_SUMMARY, fragmentName: 'ChatSessionSummary', from: selectedId ? { __typename: 'ChatSession', id: selectedId } : null });
  const selected = selectedId && selection.complete ? (selection.data as ChatSessionSummary) : null;

  usePharmacyLiveUpdates(pharmacyId, (update) => {
    // the assistant answers after triage: the patient's message now has its language and urgency, read them once
    if (update.sessionId === selectedId && update.message?.sender === 'ai') {
      void client.query({ query: CHAT_MESSAGES, variables: { sessionId: update.sessionId }, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
  });

  // doctors' chats with the pharmacy (the doctor service): the list is kept live by the shell's notifications
  // (usePharmacyDoctorChats, the same cached query); here the open doctor chat reads its new messages
  const doctorChats = useQuery(PHARMACY_DOCTOR_CHATS, { variables: { pharmacyId }, pollInterval });
  useSubscription(PHARMACY_DOCTOR_CHAT_UPDATES, {
    variables: { pharmacyId },
    skip: !selectedDoctorChat,
    onData: ({ data }) => {
      const update = data.data?.pharmacyDoctorChatUpdates;
      if (!update || !selectedDoctorChat) return;
      if (update.sessionId === selectedDoctorChat || update.sessionIds?.includes(selectedDoctorChat)) {
        void client.query({ query: STAFF_DOCTOR_CHAT, variables: { id: selectedDoctorChat }, fetchPolicy: 'network-only' }).catch(() => undefined);
      }
    },
  });
  const selectDoctorChat = (id: string) => {
    setSelectedId(null);
    setSelectedDoctorChat(id);
    // opened: the urgent re-alert stops, as for patient chats
    markChatOpened(userId, id);
  };

  const select = (id: string) => {
    setSelectedDoctorChat(null);
    setSelectedId(id);
    // this person opened it: the urgent re-alert stops in all their tabs
    markChatOpened(userId, id);
  };

  const run = async (name: string, action: () => Promise<boolean>, thenDeselect: boolean) => {
    setBusy(name);
    try {
      const done = await action();
      if (done && thenDeselect) setSelectedId(null);
    } finally {
      setBusy(null);
    }
  };
  const clearAll = () => void run('clear-all', () => actions.clearAllChats(pharmacyId, allCount), true);

  const sidebar = (
    <InboxSidebar
      pharmacyId={pharmacyId}
      selectedId={selectedId}
      onSelect={select}
      search={search}
      onSearch={setSearch}
      appliedSearch={appliedSearch}
      pollInterval={pollInterval}
      clearAllCount={isAdmin ? allCount : null}
      onClearAll={clearAll}
      doctorLists={<DoctorChatLists chats={doctorChats.data?.pharmacyDoctorChats ?? []} selectedId={selectedDoctorChat} onSelect={selectDoctorChat} search={appliedSearch} />}
    />
  );
  const conversation = selectedDoctorChat ? (
    <DoctorConversation key={selectedDoctorChat} sessionId={selectedDoctorChat} staffMember={staffMember} pollInterval={pollInterval} onBack={narrow ? () => setSelectedDoctorChat(null) : undefined} />
  ) : selected ? (
    <Conversation
      key={selected.id}
      session={selected}
      smsAvailable={smsAvailable}
      canClearAll={isAdmin}
      pollInterval={pollInterval}
      onBack={narrow ? () => setSelectedId(null) : undefined}
      onMarkUrgent={() => void run('urgent', () => actions.markUrgent(selected), false)}
      onResolve={() => void run('resolve', () => actions.resolveChat(selected), true)}
      onClear={() => void run('clear', () => actions.clearChat(selected), true)}
      onClearAll={clearAll}
      busy={busy}
    />
  ) : (
    <Card>
      <Empty description={selectedId ? 'This chat is no longer available: it was cleared.' : 'Select a conversation'} />
    </Card>
  );

  // phones: the list, or the open conversation with a back button
  if (narrow) return <div style={{ minWidth: 0 }}>{selected || selectedDoctorChat ? conversation : sidebar}</div>;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        {sidebar}
      </Col>
      <Col xs={24} lg={15}>
        <div style={{ position: 'sticky', top: 16 }}>{conversation}</div>
      </Col>
    </Row>
  );
}
