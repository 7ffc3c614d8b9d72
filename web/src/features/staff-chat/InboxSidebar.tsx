import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Empty, Input, Space, Spin, Typography } from 'antd';
import { AlertOutlined, CheckCircleOutlined, DeleteOutlined, DownOutlined, MessageOutlined, RightOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { CHAT_INBOX, preview, shortId, type ChatSessionSummary } from './graphql/staff-chat';
import type { InboxListName } from './inbox-cache';
import { sessionTags } from './session-tags';
import { inboxVariables, useInboxList } from './useInboxList';

/** Keyboard focus shows on the rows (real buttons); the selected row is tinted. */
const ROW_CSS = `
.inbox-row { display: block; width: 100%; text-align: left; font: inherit; color: inherit; background: transparent; border: 0; border-radius: 6px; padding: 8px; cursor: pointer; }
.inbox-row:hover { background: #f8fafc; }
.inbox-row[aria-current="true"] { background: #f0fdfa; }
.inbox-row:focus-visible { outline: 2px solid #0f766e; outline-offset: 1px; }
.inbox-rows { list-style: none; margin: 0; padding: 0; }
.inbox-rows > li + li { border-top: 1px solid #f1f5f9; }
`;

const LIST_LABELS: Record<InboxListName, { title: string; empty: string; testId: string; icon: ReactNode; color: string }> = {
  urgent: { title: 'Urgent', empty: 'No urgent chats', testId: 'urgent-sessions', icon: <AlertOutlined style={{ color: '#dc2626' }} />, color: '#dc2626' },
  active: { title: 'Active', empty: 'No active chats', testId: 'active-sessions', icon: <MessageOutlined />, color: '#0f766e' },
  resolved: { title: 'Resolved', empty: 'No resolved chats', testId: 'resolved-sessions', icon: <CheckCircleOutlined />, color: '#64748b' },
};

function SessionRow({ session, selected, onSelect }: { session: ChatSessionSummary; selected: boolean; onSelect(id: string): void }) {
  const last = preview(session.lastMessage);
  const label = `${session.patientName}, patient ${shortId(session.patientId)}${session.isUrgent ? ', urgent' : ''}${session.status === 'resolved' ? ', resolved' : ''}. ${last ? `Last message: ${last}` : 'No messages yet'}`;
  return (
    <li>
      <button type="button" className="inbox-row" aria-current={selected ? 'true' : undefined} aria-label={label} onClick={() => onSelect(session.id)} data-testid="session-item" data-session-id={session.id}>
        <Space size={4} wrap style={{ width: '100%' }}>
          <Typography.Text strong>{session.patientName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Patient {shortId(session.patientId)}
          </Typography.Text>
          {sessionTags(session)}
        </Space>
        <Typography.Text type="secondary" dir="auto" style={{ display: 'block', fontSize: 13, overflowWrap: 'anywhere', textAlign: 'start' }} data-testid="session-preview">
          {last || 'No messages yet'}
        </Typography.Text>
      </button>
    </li>
  );
}

interface SectionProps {
  pharmacyId: string;
  list: InboxListName;
  search: string;
  selectedId: string | null;
  onSelect(id: string): void;
  pollInterval: number;
  /** the count to show while the list is folded (from another list's counts) */
  foldedCount?: number;
  foldable?: boolean;
}

/** One list of the inbox with its count and its pages ('Load more'). */
function InboxSection({ pharmacyId, list, search, selectedId, onSelect, pollInterval, foldedCount, foldable = false }: SectionProps) {
  const [open, setOpen] = useState(!foldable);
  const { page, loading, error, loadMore, loadingMore, loadError } = useInboxList(pharmacyId, list, search, { skip: !open, pollInterval });
  const labels = LIST_LABELS[list];
  const count = open ? (page?.totalCount ?? foldedCount ?? 0) : (foldedCount ?? 0);
  const sessions = page?.sessions ?? [];
  const remaining = page ? Math.max(0, page.totalCount - sessions.length) : 0;
  const headingId = `inbox-${list}-heading`;

  const heading = (
    <Space>
      {labels.icon}
      <span id={headingId}>{labels.title}</span>
      <span data-testid={`${list}-count`} data-count={count}>
        <Badge count={count} showZero overflowCount={999} color={labels.color} />
      </span>
    </Space>
  );
  return (
    <Card
      size="small"
      title={
        foldable ? (
          <button type="button" className="inbox-row" style={{ padding: 0 }} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? <DownOutlined style={{ fontSize: 11, marginRight: 6 }} /> : <RightOutlined style={{ fontSize: 11, marginRight: 6 }} />}
            {heading}
          </button>
        ) : (
          heading
        )
      }
      styles={{ body: open ? { padding: 8 } : { display: 'none' } }}
      data-testid={labels.testId}
    >
      {open && (
        <section aria-labelledby={headingId}>
          {loading ? (
            <div style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
              <Spin />
            </div>
          ) : error && !page ? (
            <Typography.Text type="danger">The chats could not be loaded. They will be tried again shortly.</Typography.Text>
          ) : sessions.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search.trim() ? `No ${labels.title.toLowerCase()} chats match "${search.trim()}"` : labels.empty} />
          ) : (
            <ul className="inbox-rows" aria-label={`${labels.title} chats`}>
              {sessions.map((session) => (
                <SessionRow key={session.id} session={session} selected={session.id === selectedId} onSelect={onSelect} />
              ))}
            </ul>
          )}
          {page?.nextCursor && (
            <Button block type="link" onClick={() => void loadMore()} loading={loadingMore} data-testid={`${list}-load-more`}>
              Load more ({remaining} more)
            </Button>
          )}
          {loadError && <Typography.Text type="danger">More chats could not be loaded. Please try again.</Typography.Text>}
        </section>
      )}
    </Card>
  );
}

export interface InboxSidebarProps {
  pharmacyId: string;
  selectedId: string | null;
  onSelect(id: string): void;
  search: string;
  onSearch(text: string): void;
  /** the search the lists use (the box, debounced) */
  appliedSearch: string;
  pollInterval: number;
  /** every patient session of the pharmacy (Clear All Chats (n)); null hides the button */
  clearAllCount: number | null;
  onClearAll(): void;
  /** the doctor chats' Urgent and Active lists, shown after the patients' */
  doctorLists?: ReactNode;
}

/** The inbox: search, then Urgent and Active (and Resolved, folded) lists, each paged on the server. */
export function InboxSidebar({ pharmacyId, selectedId, onSelect, search, onSearch, appliedSearch, pollInterval, clearAllCount, onClearAll, doctorLists }: InboxSidebarProps) {
  // the folded Resolved list shows its count from the Urgent list's answer (same search, every list's count)
  const urgent = useQuery(CHAT_INBOX, { variables: inboxVariables(pharmacyId, 'urgent', appliedSearch), fetchPolicy: 'cache-only' });
  const resolvedCount = urgent.data?.chatInbox.counts.resolved ?? 0;
  return (
    <>
      <style>{ROW_CSS}</style>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Input allowClear prefix={<SearchOutlined />} placeholder="Search by patient, patient ID or message" aria-label="Search chats" value={search} onChange={(e) => onSearch(e.target.value)} data-testid="inbox-search" />
        {clearAllCount !== null && clearAllCount > 0 && (
          <Button danger block icon={<DeleteOutlined />} onClick={onClearAll} data-testid="sidebar-clear-all">
            Clear All Chats ({clearAllCount})
          </Button>
        )}
        <InboxSection pharmacyId={pharmacyId} list="urgent" search={appliedSearch} selectedId={selectedId} onSelect={onSelect} pollInterval={pollInterval} />
        <InboxSection pharmacyId={pharmacyId} list="active" search={appliedSearch} selectedId={selectedId} onSelect={onSelect} pollInterval={pollInterval} />
        {doctorLists}
        <InboxSection pharmacyId={pharmacyId} list="resolved" search={appliedSearch} selectedId={selectedId} onSelect={onSelect} pollInterval={pollInterval} foldable foldedCount={resolvedCount} />
      </Space>
    </>
  );
}
