import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Card, Popover, Space, Typography } from 'antd';
import { AlertOutlined, BellOutlined, CheckCircleOutlined, MessageOutlined, SoundOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import { shortId } from '../staff-chat/graphql/staff-chat';
import { urgentChatsTitle } from './alert-rules';
import { useChatNotifications } from './ChatNotifications';

export const BADGE_CAP = 99;
export const URGENT_PREVIEW = 3;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Just started' without a message yet, otherwise the whole minutes since the last one ('0 min ago' under a minute). */
export function sinceLastMessage(lastMessageAt: string | null | undefined, now: number): string {
  if (!lastMessageAt) return 'Just started';
  const minutes = Math.max(0, Math.floor((now - Date.parse(lastMessageAt)) / 60_000));
  return `${minutes} min ago`;
}

/** The current time, again every `everyMs` (for "N min ago"). */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export interface UrgentChatPreview {
  id: string;
  patientId: string;
  lastMessageAt?: string | null;
}

export interface NotificationSummaryProps {
  urgent: number;
  active: number;
  urgentChats: UrgentChatPreview[];
  now: number;
  soundOn: boolean;
  onToggleSound(on: boolean): void;
  onOpenChats(): void;
}

/** The widget's full mode (spec part 2, section 2.13): all caught up, or the urgent and active cards. */
export function NotificationSummary({ urgent, active, urgentChats, now, soundOn, onToggleSound, onOpenChats }: NotificationSummaryProps) {
  if (urgent + active === 0) {
    return (
      <Card size="small" data-testid="notifications-all-caught-up">
        <Space>
          <CheckCircleOutlined style={{ color: '#16a34a', fontSize: 20 }} />
          <div>
            <Typography.Text strong style={{ display: 'block' }}>
              All caught up!
            </Typography.Text>
            <Typography.Text type="secondary">No active chats right now</Typography.Text>
          </div>
        </Space>
      </Card>
    );
  }
  const more = Math.max(0, urgent - URGENT_PREVIEW);
  return (
    <div data-testid="notifications-summary" style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Typography.Text strong>
          <BellOutlined /> Chat Notifications
        </Typography.Text>
        <Button size="small" icon={<SoundOutlined />} aria-pressed={soundOn} onClick={() => onToggleSound(!soundOn)} data-testid="sound-toggle">
          {soundOn ? 'Sound On' : 'Sound Off'}
        </Button>
      </div>
      {urgent > 0 && (
        <Card size="small" style={{ borderColor: '#fecaca', background: '#fef2f2' }} data-testid="urgent-card">
          <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
            <AlertOutlined style={{ color: '#dc2626', fontSize: 20 }} />
            <div style={{ flex: '1 1 140px', minWidth: 0 }}>
              <Typography.Text strong style={{ display: 'block', color: '#b91c1c' }}>
                {urgentChatsTitle(urgent)}
              </Typography.Text>
              <Typography.Text type="secondary">Patients need immediate attention</Typography.Text>
            </div>
            <Button danger type="primary" size="small" onClick={onOpenChats}>
              Respond Now
            </Button>
          </div>
          <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }} aria-label="Urgent chats">
            {urgentChats.slice(0, URGENT_PREVIEW).map((chat) => (
              <li key={chat.id} style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: 13, paddingBlock: 2 }} data-testid="urgent-preview">
                <span>Patient: {shortId(chat.patientId)}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {sinceLastMessage(chat.lastMessageAt, now)}
                </Typography.Text>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="urgent-more">
              +{more} more urgent {more === 1 ? 'chat' : 'chats'}
            </Typography.Text>
          )}
        </Card>
      )}
      {active > 0 && (
        <Card size="small" data-testid="active-card">
          <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
            <MessageOutlined style={{ color: '#0f766e', fontSize: 20 }} />
            <div style={{ flex: '1 1 140px', minWidth: 0 }}>
              <Typography.Text strong style={{ display: 'block' }}>
                {plural(active, 'Active Chat')}
              </Typography.Text>
              <Typography.Text type="secondary">Ongoing conversations</Typography.Text>
            </div>
            <Button size="small" onClick={onOpenChats}>
              View All
            </Button>
          </div>
        </Card>
      )}
    </div>
  );
}

/** The full widget with the signed-in user's data (nothing for users without a pharmacy). */
export function ChatNotificationPanel({ onNavigate }: { onNavigate?(): void }) {
  const notifications = useChatNotifications();
  const navigate = useNavigate();
  const now = useNow();
  if (!notifications) return null;
  return (
    <NotificationSummary
      urgent={notifications.urgent}
      active={notifications.active}
      urgentChats={notifications.urgentChats}
      now={now}
      soundOn={notifications.preferences.soundAlerts}
      onToggleSound={(on) => void notifications.savePreferences({ soundAlerts: on })}
      onOpenChats={() => {
        onNavigate?.();
        navigate('/staff-chat');
      }}
    />
  );
}

export interface NotificationBellProps {
  urgent: number;
  active: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  panel: ReactNode;
}

/** The widget's compact mode: a bell with the count ('99+' cap) opening the full widget, and 'N Active'. */
export function NotificationBell({ urgent, active, open, onOpenChange, panel }: NotificationBellProps) {
  const total = urgent + active;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flex: 'none' }} data-testid="notification-bell">
      <Popover content={<div style={{ width: 'min(320px, calc(100vw - 120px))' }}>{panel}</div>} trigger="click" open={open} onOpenChange={onOpenChange} placement="bottomRight">
        <Button type="text" aria-label={total ? `Chat notifications: ${total} open ${total === 1 ? 'chat' : 'chats'}${urgent ? `, ${urgent} urgent` : ''}` : 'Chat notifications: no open chats'} style={{ paddingInline: 6 }}>
          <Badge count={total} overflowCount={BADGE_CAP} color={urgent > 0 ? '#dc2626' : '#0f766e'} size="small" offset={[4, -2]} data-testid="notification-badge">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </Button>
      </Popover>
      <Link to="/staff-chat" data-testid="active-link" style={{ whiteSpace: 'nowrap' }}>
        {total} Active
      </Link>
    </div>
  );
}

/** The compact widget in the shell header, for users with a pharmacy. */
export function ChatNotificationWidget() {
  const notifications = useChatNotifications();
  const [open, setOpen] = useState(false);
  if (!notifications) return null;
  return <NotificationBell urgent={notifications.urgent} active={notifications.active} open={open} onOpenChange={setOpen} panel={<ChatNotificationPanel onNavigate={() => setOpen(false)} />} />;
}
