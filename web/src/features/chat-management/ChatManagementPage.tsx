import { useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { useQuery } from '@apollo/client/react';
import { App, Badge, Button, Card, Descriptions, Drawer, Empty, Grid, Input, Rate, Result, Select, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { AlertOutlined, CheckCircleOutlined, ClockCircleOutlined, DownloadOutlined, EyeOutlined, FilterOutlined, MessageOutlined, SearchOutlined } from '@ant-design/icons';
import { staffSession, useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { errorMessage } from '../../app/errors';
import type { ChatSessionFilter, SessionStatus } from '../../gql/graphql';
import { MessageList } from '../conversation/MessageList';
import { usePharmacyLiveUpdates } from '../staff-chat/usePharmacyLiveUpdates';
import { allChatsCsvPath, chatCsvPath, downloadCsv, type TokenSource } from './csv-export';
import { categoryLabel, chatCategories, formatDuration, formatResponseTime, shortPatientId, statusColor, statusLabel } from './format';
import { CHAT_MANAGEMENT_CONVERSATION, CHAT_MANAGEMENT_SESSIONS, CHAT_MANAGEMENT_SUMMARY, type ChatManagementSession } from './graphql/chat-management';

/** Rows per page the table asks the server for. */
export const PAGE_SIZE = 25;
/** How long typing pauses before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;
const EXPORT_TOAST = 'chat-management-export';
const LOAD_TOAST = 'chat-management-load';

const statuses: SessionStatus[] = ['active', 'waiting_for_staff', 'escalated', 'resolved'];

const formatStarted = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function Satisfaction({ rating }: { rating: number | null | undefined }) {
  if (rating === null || rating === undefined) return <Tag data-testid="satisfaction-pending">Pending</Tag>;
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-testid="satisfaction" aria-label={`Satisfaction ${rating.toFixed(1)} of 5`}>
      <Rate disabled allowHalf value={Math.round(rating * 2) / 2} style={{ fontSize: 14 }} /> <Typography.Text type="secondary">{rating.toFixed(1)}</Typography.Text>
    </span>
  );
}

function StatusTag({ status }: { status: string }) {
  return (
    <Tag color={statusColor(status)} style={{ whiteSpace: 'nowrap' }}>
      {statusLabel(status)}
    </Tag>
  );
}

interface FilterState {
  status: SessionStatus | null;
  category: string | null;
  startedFrom: string;
  startedTo: string;
}
const noFilters: FilterState = { status: null, category: null, startedFrom: '', startedTo: '' };

function SummaryCards({ pharmacyId, refreshKey, narrow }: { pharmacyId: string; refreshKey: number; narrow: boolean }) {
  const summary = useQuery(CHAT_MANAGEMENT_SUMMARY, { variables: { pharmacyId } });
  const { refetch } = summary;
  useEffect(() => {
    if (refreshKey > 0) void refetch().catch(() => undefined);
  }, [refreshKey, refetch]);
  const data = summary.data?.chatManagementSummary;
  const cards = [
    { title: 'Active Chats', value: data?.activeChats ?? 0, icon: <MessageOutlined style={{ color: '#0f766e' }} /> },
    { title: 'Resolved Today', value: data?.resolvedToday ?? 0, icon: <CheckCircleOutlined style={{ color: '#16a34a' }} /> },
    { title: 'Avg Response Time', value: formatResponseTime(data?.avgResponseSeconds), icon: <ClockCircleOutlined style={{ color: '#2563eb' }} /> },
    { title: 'Escalated', value: data?.escalated ?? 0, icon: <AlertOutlined style={{ color: '#dc2626' }} /> },
  ];
  // a grid, not Row/Col: the gutter's negative margins would make the page wider than a phone
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${narrow ? 2 : 4}, minmax(0, 1fr))`, gap: narrow ? 8 : 16 }}>
      {cards.map((card) => (
        <Card key={card.title} data-testid="summary-card" size="small" styles={{ body: { padding: narrow ? 12 : 16 } }}>
          {summary.loading && !summary.data ? <Skeleton active paragraph={{ rows: 1 }} /> : <Statistic title={card.title} value={card.value} prefix={card.icon} />}
        </Card>
      ))}
    </div>
  );
}

/** View: the session's details and its whole conversation, in a drawer. */
function ConversationDrawer({ sessionId, onClose, onExport, exporting }: { sessionId: string | null; onClose(): void; onExport(session: ChatManagementSession): void; exporting: boolean }) {
  const narrow = !Grid.useBreakpoint().md;
  const { data, loading, error } = useQuery(CHAT_MANAGEMENT_CONVERSATION, { variables: { id: sessionId ?? '' }, skip: !sessionId, fetchPolicy: 'cache-and-network' });
  const session = data?.chatSession ?? null;
  return (
    <Drawer
      open={sessionId !== null}
      onClose={onClose}
      size={narrow ? '100%' : 640}
      destroyOnHidden
      title={session ? `${session.patientName} · Patient ${shortPatientId(session.patientId)}` : 'Conversation'}
      extra={
        session && (
          <Button icon={<DownloadOutlined />} onClick={() => onExport(session)} loading={exporting}>
            Export
          </Button>
        )
      }
      data-testid="conversation-drawer"
    >
      {loading && !session ? (
        <Skeleton active />
      ) : !session ? (
        <Empty description={error ? errorMessage(error, 'Could not load this chat. Please try again.') : 'This chat no longer exists.'} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="Category">{categoryLabel(session.category)}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <StatusTag status={session.status} />
            </Descriptions.Item>
            <Descriptions.Item label="Started">{formatStarted(session.startedAt)}</Descriptions.Item>
            <Descriptions.Item label="Duration">{formatDuration(session.duration)}</Descriptions.Item>
            <Descriptions.Item label="Messages">{session.messageCount}</Descriptions.Item>
            <Descriptions.Item label="Satisfaction">
              <Satisfaction rating={session.satisfactionRating} />
            </Descriptions.Item>
          </Descriptions>
          <MessageList messages={session.messages} viewer="staff" empty="No messages in this chat." />
        </Space>
      )}
    </Drawer>
  );
}

/** A session on a phone: the table's columns as a compact card. */
function SessionCard({ session, onView, onExport, exporting }: { session: ChatManagementSession; onView(): void; onExport(): void; exporting: boolean }) {
  return (
    <Card size="small" data-testid="session-row" style={{ width: '100%' }}>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Space wrap size={[8, 4]} style={{ justifyContent: 'space-between', width: '100%' }}>
          <Typography.Text code>{shortPatientId(session.patientId)}</Typography.Text>
          <StatusTag status={session.status} />
        </Space>
        <Typography.Text>
          {categoryLabel(session.category)} · {session.messageCount} messages · {formatDuration(session.duration)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Started {formatStarted(session.startedAt)}
        </Typography.Text>
        <Satisfaction rating={session.satisfactionRating} />
        <Space wrap>
          <Button size="small" icon={<EyeOutlined />} onClick={onView} aria-label={`View chat ${shortPatientId(session.patientId)}`}>
            View
          </Button>
          <Button size="small" icon={<DownloadOutlined />} onClick={onExport} loading={exporting} aria-label={`Export chat ${shortPatientId(session.patientId)}`}>
            Export
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

/** Chat Management (/chat-management): every session of the pharmacy, searched and filtered on the server. */
export default function ChatManagementPage({ credentials = staffSession as TokenSource }: { credentials?: TokenSource }) {
  const { user } = useAuth();
  const { notification } = App.useApp();
  const narrow = !Grid.useBreakpoint().md;
  const pharmacyId = user?.pharmacyId ?? null;

  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<FilterState>(noFilters);
  const activeFilters = [filters.status, filters.category, filters.startedFrom, filters.startedTo].filter(Boolean).length;

  const filter = useMemo<ChatSessionFilter>(
    () => ({
      search: search || null,
      status: filters.status,
      category: filters.category,
      startedFrom: filters.startedFrom || null,
      startedTo: filters.startedTo || null,
    }),
    [filters, search],
  );

  const sessions = useQuery(CHAT_MANAGEMENT_SESSIONS, { variables: { pharmacyId: pharmacyId ?? '', filter, first: PAGE_SIZE }, skip: !pharmacyId, notifyOnNetworkStatusChange: true });
  const page = sessions.data?.chatManagementSessions;
  const rows = page?.sessions ?? [];
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    if (sessions.error) notification.error({ key: LOAD_TOAST, title: 'Failed to fetch chat sessions', description: errorMessage(sessions.error, 'Please try again.') });
    else notification.destroy(LOAD_TOAST);
  }, [notification, sessions.error]);
  // toasts of this screen do not outlive it
  useEffect(
    () => () => {
      notification.destroy(LOAD_TOAST);
      notification.destroy(EXPORT_TOAST);
    },
    [notification],
  );

  // live changes to the pharmacy's chats refresh the summary and, while only the first page is shown, the list
  // (at most once a second; a list paged further stays as it is until the person searches or reloads)
  const [summaryRefresh, setSummaryRefresh] = useState(0);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const firstPageOnly = useRef(true);
  firstPageOnly.current = rows.length <= PAGE_SIZE;
  const refetchList = sessions.refetch;
  useEffect(() => () => void (refreshTimer.current && clearTimeout(refreshTimer.current)), []);
  usePharmacyLiveUpdates(pharmacyId, () => {
    if (refreshTimer.current) return;
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = null;
      setSummaryRefresh((n) => n + 1);
      if (firstPageOnly.current) void refetchList().catch(() => undefined);
    }, 1000);
  });

  const [viewing, setViewing] = useState<string | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);

  const runExport = async (what: string, path: string, fallbackName: string) => {
    setExporting(what);
    try {
      const name = await downloadCsv(path, credentials, fallbackName);
      notification.success({ key: EXPORT_TOAST, title: 'Export ready', description: `Saved ${name}` });
    } catch (error) {
      notification.error({ key: EXPORT_TOAST, title: 'Export failed', description: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setExporting(null);
    }
  };
  const exportChat = (session: Pick<ChatManagementSession, 'id' | 'patientId'>) => void runExport(session.id, chatCsvPath(session.id), `chat-${shortPatientId(session.patientId)}.csv`);
  const exportAll = () => pharmacyId && void runExport('all', allChatsCsvPath(pharmacyId, filter), 'chat-sessions.csv');

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setLoadingMore(true);
    try {
      await sessions.fetchMore({
        variables: { after: page.nextCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const known = new Set(previous.chatManagementSessions.sessions.map((s) => s.id));
          return {
            chatManagementSessions: {
              ...fetchMoreResult.chatManagementSessions,
              sessions: [...previous.chatManagementSessions.sessions, ...fetchMoreResult.chatManagementSessions.sessions.filter((s) => !known.has(s.id))],
            },
          };
        },
      });
    } catch (error) {
      notification.error({ key: LOAD_TOAST, title: 'Failed to fetch chat sessions', description: errorMessage(error, 'Please try again.') });
    } finally {
      setLoadingMore(false);
    }
  };

  if (!pharmacyId) {
    return isSuperAdmin(user) ? (
      <Result status="info" title="Choose a pharmacy" subTitle="Chat Management shows one pharmacy's chats. Switch to a pharmacy context with the role switcher at the top to see its chats." />
    ) : (
      <Result status="info" title="No pharmacy" subTitle="Chat Management shows one pharmacy's chats, and this account is not attached to a pharmacy." />
    );
  }

  const columns: ColumnsType<ChatManagementSession> = [
    { title: 'Patient ID', dataIndex: 'patientId', render: (id: string, s) => <Typography.Text code title={s.patientName}>{shortPatientId(id)}</Typography.Text> },
    { title: 'Category', dataIndex: 'category', render: (c: string | null) => <span style={{ whiteSpace: 'nowrap' }}>{categoryLabel(c)}</span> },
    { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
    { title: 'Started', dataIndex: 'startedAt', render: (at: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatStarted(at)}</span> },
    { title: 'Duration', dataIndex: 'duration', render: (d: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatDuration(d)}</span> },
    { title: 'Messages', dataIndex: 'messageCount', align: 'right' },
    { title: 'Satisfaction', dataIndex: 'satisfactionRating', render: (r: number | null) => <Satisfaction rating={r} /> },
    {
      title: 'Actions',
      align: 'right',
      render: (_: unknown, s) => (
        <Space size={4} style={{ whiteSpace: 'nowrap' }}>
          <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => setViewing(s.id)} aria-label={`View chat ${shortPatientId(s.patientId)}`}>
            View
          </Button>
          <Button size="small" type="link" icon={<DownloadOutlined />} loading={exporting === s.id} onClick={() => exportChat(s)} aria-label={`Export chat ${shortPatientId(s.patientId)}`}>
            Export
          </Button>
        </Space>
      ),
    },
  ];

  const initialLoading = sessions.loading && !sessions.data;
  const empty = 'No chat sessions found';

  return (
    <div style={{ minWidth: 0 }} data-testid="chat-management">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Chat Management
          </Typography.Title>
          <Typography.Text type="secondary">Every conversation with your patients: search, review and export</Typography.Text>
        </div>
        <Button type="primary" icon={<DownloadOutlined />} onClick={exportAll} loading={exporting === 'all'} title="Every chat that matches the search and filters, as a CSV file">
          Export All Chats
        </Button>
      </div>

      <SummaryCards pharmacyId={pharmacyId} refreshKey={summaryRefresh} narrow={narrow} />

      <Card style={{ marginTop: 16 }} styles={{ body: { padding: narrow ? 12 : 24 } }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search by Patient ID, category, or content..."
            aria-label="Search chats"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            style={{ flex: '1 1 240px', minWidth: 0 }}
          />
          <Badge count={activeFilters} size="small" color="#0f766e">
            <Button icon={<FilterOutlined />} onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen}>
              Filters
            </Button>
          </Badge>
        </div>
        {filtersOpen && (
          <div data-testid="chat-filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginBottom: 16, padding: 12, background: '#f8fafc', borderRadius: 8 }}>
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 160px' }}>
              <Typography.Text type="secondary">Status</Typography.Text>
              <Select<SessionStatus>
                allowClear
                aria-label="Status"
                placeholder="Any status"
                value={filters.status ?? undefined}
                onChange={(status) => setFilters((f) => ({ ...f, status: status ?? null }))}
                options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
              />
            </label>
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 160px' }}>
              <Typography.Text type="secondary">Category</Typography.Text>
              <Select<string>
                allowClear
                aria-label="Category"
                placeholder="Any category"
                value={filters.category ?? undefined}
                onChange={(category) => setFilters((f) => ({ ...f, category: category ?? null }))}
                options={chatCategories.map((c) => ({ value: c, label: categoryLabel(c) }))}
              />
            </label>
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 140px' }}>
              <Typography.Text type="secondary">Started from</Typography.Text>
              <Input type="date" aria-label="Started from" value={filters.startedFrom} max={filters.startedTo || undefined} onChange={(e) => setFilters((f) => ({ ...f, startedFrom: e.target.value }))} />
            </label>
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 140px' }}>
              <Typography.Text type="secondary">Started to</Typography.Text>
              <Input type="date" aria-label="Started to" value={filters.startedTo} min={filters.startedFrom || undefined} onChange={(e) => setFilters((f) => ({ ...f, startedTo: e.target.value }))} />
            </label>
            <Button onClick={() => setFilters(noFilters)} disabled={activeFilters === 0}>
              Clear filters
            </Button>
          </div>
        )}

        {narrow ? (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {initialLoading ? (
              <Skeleton active />
            ) : rows.length === 0 ? (
              <Empty description={empty} />
            ) : (
              rows.map((s) => <SessionCard key={s.id} session={s} onView={() => setViewing(s.id)} onExport={() => exportChat(s)} exporting={exporting === s.id} />)
            )}
          </div>
        ) : (
          <Table<ChatManagementSession>
            rowKey="id"
            size="middle"
            loading={initialLoading}
            dataSource={rows}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content' }}
            onRow={() => ({ 'data-testid': 'session-row' }) as HTMLAttributes<HTMLElement>}
            locale={{ emptyText: <Empty description={empty} /> }}
          />
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between', marginTop: 16 }}>
          <Typography.Text type="secondary" data-testid="sessions-count">
            {page ? `Showing ${rows.length} of ${page.totalCount} chat${page.totalCount === 1 ? '' : 's'}` : ''}
          </Typography.Text>
          {page?.nextCursor && (
            <Button onClick={() => void loadMore()} loading={loadingMore}>
              Load more
            </Button>
          )}
        </div>
      </Card>

      <ConversationDrawer sessionId={viewing} onClose={() => setViewing(null)} onExport={exportChat} exporting={viewing !== null && exporting === viewing} />
    </div>
  );
}
