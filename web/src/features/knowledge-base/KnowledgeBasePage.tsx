import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { App, Button, Card, Empty, Grid, Input, Result, Select, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { BookOutlined, CalendarOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, SearchOutlined, TagsOutlined, TrophyOutlined, UploadOutlined } from '@ant-design/icons';
import { useAuth } from '../../app/auth/AuthProvider';
import { isSuperAdmin } from '../../app/auth/auth-storage';
import { errorMessage } from '../../app/errors';
import { useRetryKeys, withIdempotencyKey } from '../../app/idempotency';
import { categoryLabel, categoryTagStyle, knowledgeCategories } from './categories';
import { CREATE_KNOWLEDGE_ENTRY, DELETE_KNOWLEDGE_ENTRY, IMPORT_KNOWLEDGE_ENTRIES, KNOWLEDGE_BASE_ENTRIES, UPDATE_KNOWLEDGE_ENTRY, type KnowledgeEntry } from './graphql/knowledge-base';
import { csvToEntries, CsvImportError, entriesToCsv } from './kb-csv';
import { KnowledgeEntryDialog, type KnowledgeEntryValues } from './KnowledgeEntryDialog';

/** Tags a card shows before '+N more' (spec part 2, section 9). */
export const TAGS_PER_CARD = 3;

/** 'Today', 'Yesterday' or the date of the latest change; '—' without entries. */
export function lastUpdatedLabel(entries: readonly Pick<KnowledgeEntry, 'updatedAt'>[], now = new Date()): string {
  if (entries.length === 0) return '—';
  const latest = new Date(Math.max(...entries.map((e) => new Date(e.updatedAt).getTime())));
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((day(now) - day(latest)) / 86_400_000);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return latest.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** The category with the most entries, by its label. */
function mostCommonCategory(entries: readonly KnowledgeEntry[]): string {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.category, (counts.get(e.category) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  return top ? categoryLabel(top[0]) : '—';
}

/** Long answers show three lines and an Expand button (CSS line clamp: no hidden measuring copy that axe flags). */
function EntryAnswer({ answer }: { answer: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = answer.length > 180 || answer.split('\n').length > 3;
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Paragraph
        type="secondary"
        style={{
          overflowWrap: 'anywhere',
          marginBottom: 4,
          ...(long && !expanded ? { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
        }}
      >
        {answer}
      </Typography.Paragraph>
      {long && (
        <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Collapse' : 'Expand'}
        </Button>
      )}
    </div>
  );
}

export function EntryTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, TAGS_PER_CARD);
  return (
    <Space size={[4, 4]} wrap data-testid="entry-tags">
      {shown.map((tag) => (
        <Tag key={tag} style={{ marginInlineEnd: 0, maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {tag}
        </Tag>
      ))}
      {tags.length > TAGS_PER_CARD && <Tag style={{ marginInlineEnd: 0 }}>+{tags.length - TAGS_PER_CARD} more</Tag>}
    </Space>
  );
}

function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Knowledge Base (/knowledge-base, spec part 2, section 2.10): what the assistant answers patients from. */
export default function KnowledgeBasePage() {
  const { user } = useAuth();
  const { notification } = App.useApp();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const pharmacyId = user?.pharmacyId ?? null;
  const canEdit = !!user && (user.role === 'pharmacy_admin' || user.role === 'super_admin');
  const list = useQuery(KNOWLEDGE_BASE_ENTRIES, { variables: { pharmacyId: pharmacyId ?? '' }, skip: !pharmacyId, fetchPolicy: 'cache-and-network' });
  const [createEntry, creating] = useMutation(CREATE_KNOWLEDGE_ENTRY);
  const [updateEntry, updating] = useMutation(UPDATE_KNOWLEDGE_ENTRY);
  const [deleteEntry] = useMutation(DELETE_KNOWLEDGE_ENTRY);
  const [importEntries, importing] = useMutation(IMPORT_KNOWLEDGE_ENTRIES);
  const createKeys = useRetryKeys();
  const importKeys = useRetryKeys();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>('all');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<KnowledgeEntry | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const entries = useMemo(() => list.data?.knowledgeBaseEntries ?? [], [list.data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return entries.filter(
      (e) =>
        (category === 'all' || e.category === category) &&
        (!needle || e.question.toLowerCase().includes(needle) || e.answer.toLowerCase().includes(needle) || e.tags.some((t) => t.toLowerCase().includes(needle))),
    );
  }, [entries, search, category]);

  if (!user) return null;
  if (!pharmacyId) {
    if (isSuperAdmin(user)) {
      return (
        <Result
          status="info"
          title="Switch to Pharmacy Context"
          subTitle="As a Super Admin, you need to switch to a pharmacy context to manage its knowledge base. Use the role switcher in the top navigation to select a pharmacy."
        />
      );
    }
    return <Result status="403" title="Access Required" subTitle="You need to be associated with a pharmacy to access the knowledge base." />;
  }

  const refresh = () => void list.refetch().catch(() => undefined);

  const save = async (values: KnowledgeEntryValues): Promise<boolean> => {
    const input = { category: values.category, question: values.question, answer: values.answer, tags: values.tags };
    if (editing) {
      try {
        await updateEntry({ variables: { id: editing.id, input } });
        notification.success({ title: 'Success', description: 'Knowledge base entry updated successfully' });
        setDialogOpen(false);
        setEditing(null);
        refresh();
        return true;
      } catch (error) {
        notification.error({ title: 'Error', description: `Failed to update knowledge base entry. ${errorMessage(error, 'Please try again.')}` });
        return false;
      }
    }
    try {
      const key = createKeys.keyFor(JSON.stringify({ pharmacyId, input }));
      await createEntry({ variables: { pharmacyId, input }, context: withIdempotencyKey(key) });
      createKeys.sent();
      notification.success({ title: 'Success', description: 'Knowledge base entry created successfully' });
      setDialogOpen(false);
      refresh();
      return true;
    } catch (error) {
      notification.error({ title: 'Error', description: `Failed to create knowledge base entry. ${errorMessage(error, 'Please try again.')}` });
      return false;
    }
  };

  const remove = async (entry: KnowledgeEntry) => {
    try {
      await deleteEntry({ variables: { id: entry.id } });
      notification.success({ title: 'Success', description: 'Knowledge base entry deleted successfully' });
      refresh();
    } catch (error) {
      notification.error({ title: 'Error', description: `Failed to delete knowledge base entry. ${errorMessage(error, 'Please try again.')}` });
    }
  };

  const exportCsv = () => {
    download(entriesToCsv(entries), `knowledge-base-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  const importCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const text = await file.text();
      const parsed = csvToEntries(text);
      const key = importKeys.keyFor(JSON.stringify({ pharmacyId, text }));
      const { data } = await importEntries({ variables: { pharmacyId, entries: parsed }, context: withIdempotencyKey(key) });
      importKeys.sent();
      const count = data?.importKnowledgeBaseEntries.length ?? parsed.length;
      notification.success({ title: 'Success', description: `${count} knowledge base ${count === 1 ? 'entry' : 'entries'} imported successfully` });
      refresh();
    } catch (error) {
      const message = error instanceof CsvImportError ? error.message : errorMessage(error, 'Please check the file and try again.');
      notification.error({ title: 'Failed to import knowledge base', description: message });
    }
  };

  const cards = [
    { title: 'Total Entries', value: entries.length, icon: <BookOutlined style={{ color: '#2563eb' }} /> },
    { title: 'Categories', value: new Set(entries.map((e) => e.category)).size, icon: <TagsOutlined style={{ color: '#16a34a' }} /> },
    { title: 'Most Common', value: mostCommonCategory(entries), icon: <TrophyOutlined style={{ color: '#d97706' }} /> },
    { title: 'Last Updated', value: lastUpdatedLabel(entries), icon: <CalendarOutlined style={{ color: '#7c3aed' }} /> },
  ];
  const loading = list.loading && !list.data;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Knowledge Base
          </Typography.Title>
          <Typography.Text type="secondary">The questions and answers your AI assistant answers patients from.</Typography.Text>
        </div>
        <Space wrap>
          <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={entries.length === 0}>
            Export CSV
          </Button>
          {canEdit && (
            <>
              <Button icon={<UploadOutlined />} loading={importing.loading} onClick={() => fileInput.current?.click()}>
                Import CSV
              </Button>
              <input ref={fileInput} type="file" accept=".csv,text/csv" hidden data-testid="kb-import-input" aria-label="Import CSV file" onChange={(e) => void importCsv(e)} />
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => {
                  setEditing(null);
                  setDialogOpen(true);
                }}
              >
                Add Entry
              </Button>
            </>
          )}
        </Space>
      </div>

      {/* a grid, not Row/Col: the gutter's negative margins would make the page wider than a phone */}
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${narrow ? 2 : 4}, minmax(0, 1fr))`, gap: narrow ? 8 : 16 }}>
        {cards.map((card) => (
          <Card key={card.title} size="small" data-testid="kb-summary-card" styles={{ body: { padding: narrow ? 12 : 16 } }}>
            {loading ? <Skeleton active paragraph={{ rows: 1 }} /> : <Statistic title={card.title} value={card.value} prefix={card.icon} styles={{ content: { fontSize: narrow ? 18 : 24 } }} />}
          </Card>
        ))}
      </div>

      <Card size="small">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Search questions, answers and tags..."
            aria-label="Search the knowledge base"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ flex: '1 1 220px', minWidth: 0 }}
          />
          <Select
            aria-label="Filter by category"
            value={category}
            onChange={setCategory}
            style={{ flex: '0 1 200px', minWidth: 160 }}
            options={[{ value: 'all', label: 'All Categories' }, ...knowledgeCategories.map((c) => ({ value: c.value, label: c.label }))]}
          />
        </div>
      </Card>

      {list.error && !list.data ? (
        <Result status="warning" title="Couldn't load the knowledge base" subTitle={errorMessage(list.error, 'Please try again.')} extra={<Button onClick={refresh}>Try again</Button>} />
      ) : loading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          <Empty description={entries.length === 0 ? 'No knowledge base entries yet. Add the questions patients ask most.' : 'No entries match your search.'} />
        </Card>
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', gap: 16 }} data-testid="kb-entries">
          {shown.map((entry) => (
            <Card
              key={entry.id}
              size="small"
              data-testid="kb-entry"
              title={
                <Tag style={{ marginInlineEnd: 0, ...categoryTagStyle(entry.category) }}>
                  {categoryLabel(entry.category)}
                </Tag>
              }
              extra={
                canEdit && (
                  <Space size={0}>
                    <Button
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={`Edit "${entry.question}"`}
                      onClick={() => {
                        setEditing(entry);
                        setDialogOpen(true);
                      }}
                    />
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete "${entry.question}"`} onClick={() => void remove(entry)} />
                  </Space>
                )
              }
            >
              <Typography.Title level={5} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
                {entry.question}
              </Typography.Title>
              <EntryAnswer answer={entry.answer} />
              <EntryTags tags={entry.tags} />
            </Card>
          ))}
        </div>
      )}

      <KnowledgeEntryDialog
        open={dialogOpen}
        entry={editing}
        saving={creating.loading || updating.loading}
        onSubmit={save}
        onClose={() => {
          setDialogOpen(false);
          setEditing(null);
        }}
      />
    </div>
  );
}
