import { Badge, Card, Empty, Space, Typography } from 'antd';
import { ToneTag } from '../../admin-pharmacies/PharmacyDialogs';
import { AlertOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import type { PharmacyDoctorChatsQuery } from '../../../gql/graphql';
import { preview } from '../graphql/staff-chat';

export type DoctorChatRow = PharmacyDoctorChatsQuery['pharmacyDoctorChats'][number];
const PRIORITY_TONES = { urgent: 'red', high: 'amber', normal: 'blue', low: 'grey' } as const;

function Row({ chat, selected, onSelect }: { chat: DoctorChatRow; selected: boolean; onSelect(id: string): void }) {
  const last = preview(chat.lastMessage);
  return (
    <li>
      <button type="button" className="inbox-row" aria-current={selected ? 'true' : undefined} onClick={() => onSelect(chat.id)} data-testid="doctor-chat-item" data-session-id={chat.id}>
        <Space size={4} wrap style={{ width: '100%' }}>
          <MedicineBoxOutlined aria-hidden style={{ color: '#0f766e' }} />
          <Typography.Text strong>{chat.doctorName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Doctor {chat.doctorId.slice(0, 8)}
          </Typography.Text>
          <ToneTag tone={PRIORITY_TONES[chat.priority as keyof typeof PRIORITY_TONES] ?? 'blue'}>{chat.priority}</ToneTag>
        </Space>
        <Typography.Text style={{ display: 'block', fontSize: 13 }}>{chat.subject}</Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13, overflowWrap: 'anywhere' }}>
          {last || 'No messages yet'}
        </Typography.Text>
      </button>
    </li>
  );
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLocaleLowerCase();

/** The doctor chats the inbox search matches: by doctor, doctor ID, subject, patient or last message (all loaded, filtered here). */
export function matchingDoctorChats(chats: DoctorChatRow[], search: string): DoctorChatRow[] {
  const term = fold(search.trim());
  if (!term) return chats;
  return chats.filter((c) => [c.doctorName, c.doctorId, c.subject, c.patientName, c.lastMessage].some((field) => field && fold(field).includes(term)));
}

/**
 * Doctor chats beside the patients' in /staff-chat (spec part 2 section 2.12): Urgent (priority urgent or high, or a
 * doctor waiting for an answer: the doctor service's isUrgent) and Active, with their counts.
 */
export function DoctorChatLists({ chats, selectedId, onSelect, search = '' }: { chats: DoctorChatRow[]; selectedId: string | null; onSelect(id: string): void; search?: string }) {
  const open = matchingDoctorChats(chats, search).filter((c) => c.status === 'active');
  const term = search.trim();
  const lists = [
    { key: 'urgent', title: 'Urgent doctor chats', rows: open.filter((c) => c.isUrgent), color: '#dc2626', icon: <AlertOutlined style={{ color: '#dc2626' }} />, empty: 'No urgent doctor chats' },
    { key: 'active', title: 'Active doctor chats', rows: open.filter((c) => !c.isUrgent), color: '#0f766e', icon: <MedicineBoxOutlined />, empty: 'No active doctor chats' },
  ];
  return (
    <>
      {lists.map((list) => (
        <Card
          key={list.key}
          size="small"
          data-testid={`doctor-${list.key}-chats`}
          title={
            <Space>
              {list.icon}
              <span id={`doctor-${list.key}-heading`}>{list.title}</span>
              <span data-testid={`doctor-${list.key}-count`} data-count={list.rows.length}>
                <Badge count={list.rows.length} showZero color={list.color} />
              </span>
            </Space>
          }
          styles={{ body: { padding: 8 } }}
        >
          <section aria-labelledby={`doctor-${list.key}-heading`}>
            {list.rows.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={term ? `No ${list.title.toLowerCase()} match "${term}"` : list.empty} />
            ) : (
              <ul className="inbox-rows" aria-label={list.title}>
                {list.rows.map((chat) => (
                  <Row key={chat.id} chat={chat} selected={chat.id === selectedId} onSelect={onSelect} />
                ))}
              </ul>
            )}
          </section>
        </Card>
      ))}
    </>
  );
}
