import { useEffect, useState } from 'react';
import { App, Button, Card, Col, Row, Select, Space, Switch, Tag, Typography } from 'antd';
import { BellOutlined, ExportOutlined, MessageOutlined, SoundOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { isBuilt } from '../../app/routes';
import { notificationPermission, playAlertTone, requestNotificationPermission } from './alert-effects';
import { useChatNotifications, useNotificationPreferences } from './ChatNotifications';
import { ChatNotificationPanel } from './NotificationWidget';
import type { NotificationPreferences } from './graphql/notifications';

/** Seconds between refreshes when live updates are unavailable; 0 turns it off (the server accepts 0 or 5-300). */
export const AUTO_REFRESH_CHOICES = [0, 5, 10, 15, 30, 60, 120, 300];

const PERMISSION_LABELS: Record<string, { label: string; color: string }> = {
  granted: { label: 'Allowed', color: 'green' },
  denied: { label: 'Blocked in this browser', color: 'red' },
  default: { label: 'Not asked yet', color: 'default' },
  unsupported: { label: 'Not supported by this browser', color: 'default' },
};

interface PreferenceRow {
  key: Exclude<keyof NotificationPreferences, 'autoRefresh'>;
  label: string;
  help: string;
}

const ROWS: PreferenceRow[] = [
  { key: 'browserNotifications', label: 'Browser notifications', help: 'A system notification when new chats arrive, also while this tab is in the background.' },
  { key: 'soundAlerts', label: 'Sound alerts', help: 'A short chime with each alert.' },
  { key: 'emailNotifications', label: 'Email notifications', help: 'An e-mail when an urgent chat waits. Saved now; e-mails start once the platform sends mail.' },
  { key: 'urgentOnly', label: 'Urgent chats only', help: 'Alert only when urgent chats arrive; other new chats only update the counts.' },
];

/**
 * Staff notification settings (/staff-notifications, spec part 2, section 2.14): the widget in full, the alert
 * preferences saved on the server (they follow the person between devices), the browser's permission, and links
 * to the chat screens (one opens the live chat in a new tab).
 */
export default function StaffNotificationsPage() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const notifications = useChatNotifications();
  const { preferences, loaded, loading, error, save } = useNotificationPreferences();
  // the defaults show until the saved preferences arrive: no change before then
  const waiting = loading && !loaded;
  const [permission, setPermission] = useState(notificationPermission);
  const [saving, setSaving] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => setPermission(notificationPermission());
    window.addEventListener('focus', sync);
    return () => window.removeEventListener('focus', sync);
  }, []);

  const change = async (key: keyof NotificationPreferences, value: boolean | number) => {
    setSaving(key);
    const ok = await save({ [key]: value });
    setSaving(null);
    if (ok) notification.success({ key: 'preferences', title: 'Preferences saved', description: 'They apply on every device you sign in on.' });
    else notification.error({ key: 'preferences', title: 'Failed to save preferences', description: 'Please try again.' });
  };

  const permissionLabel = PERMISSION_LABELS[permission] ?? PERMISSION_LABELS.default!;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card
          title={
            <span style={{ whiteSpace: 'normal' }}>
              <BellOutlined /> Notification Preferences
            </span>
          }
          data-testid="notification-preferences"
        >
          {error && !loaded && (
            <Typography.Paragraph type="warning" data-testid="preferences-error">
              Your saved preferences could not be loaded; the defaults are shown.
            </Typography.Paragraph>
          )}
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {ROWS.map((row) => (
              <div key={row.key} style={{ display: 'flex', gap: 12, alignItems: 'flex-start', justifyContent: 'space-between' }}>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong id={`pref-${row.key}`} style={{ display: 'block' }}>
                    {row.label}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {row.help}
                  </Typography.Text>
                </div>
                <Switch checked={preferences[row.key]} loading={saving === row.key} disabled={waiting} onChange={(on) => void change(row.key, on)} aria-labelledby={`pref-${row.key}`} data-testid={`pref-${row.key}`} />
              </div>
            ))}
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <div style={{ minWidth: 0, flex: '1 1 200px' }}>
                <Typography.Text strong id="pref-autoRefresh" style={{ display: 'block' }}>
                  Auto refresh
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  How often the chat lists refresh when live updates are unavailable.
                </Typography.Text>
              </div>
              <Select
                value={preferences.autoRefresh}
                onChange={(seconds) => void change('autoRefresh', seconds)}
                loading={saving === 'autoRefresh'}
                disabled={waiting}
                style={{ width: 150 }}
                aria-labelledby="pref-autoRefresh"
                data-testid="pref-autoRefresh"
                options={[...new Set([...AUTO_REFRESH_CHOICES, preferences.autoRefresh])].sort((a, b) => a - b).map((seconds) => ({ value: seconds, label: seconds === 0 ? 'Off' : `Every ${seconds} s` }))}
              />
            </div>
          </Space>
        </Card>
        <Card title="Browser" style={{ marginTop: 16 }}>
          <Space wrap>
            <Typography.Text>System notifications:</Typography.Text>
            <Tag color={permissionLabel.color} data-testid="notification-permission">
              {permissionLabel.label}
            </Tag>
            {permission === 'default' && (
              <Button size="small" onClick={() => void requestNotificationPermission().then(setPermission)}>
                Allow notifications
              </Button>
            )}
            <Button size="small" icon={<SoundOutlined />} onClick={() => void playAlertTone()}>
              Test sound
            </Button>
          </Space>
          {permission === 'denied' && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              To get system notifications, allow them for this site in your browser&apos;s site settings.
            </Typography.Paragraph>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card title="Right now" data-testid="notifications-page-widget">
          {notifications ? (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <ChatNotificationPanel />
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="live-status">
                {notifications.liveState === 'connected' ? 'Live updates are on.' : notifications.pollInterval ? `Live updates are unavailable: refreshing every ${notifications.pollInterval / 1000} s.` : 'Live updates are unavailable and auto refresh is off.'}
              </Typography.Text>
            </Space>
          ) : (
            <Typography.Text type="secondary">Chat notifications are for accounts attached to a pharmacy.</Typography.Text>
          )}
        </Card>
        <Card title="Chats" style={{ marginTop: 16 }}>
          <Space wrap>
            <Button type="primary" icon={<MessageOutlined />} onClick={() => navigate('/staff-chat')}>
              Live Chat Support
            </Button>
            {isBuilt('/chat-management') && (
              <Button icon={<UnorderedListOutlined />} onClick={() => navigate('/chat-management')}>
                Chat Management
              </Button>
            )}
            <Button icon={<ExportOutlined />} onClick={() => window.open('/staff-chat', '_blank', 'noopener')} data-testid="open-chat-new-tab">
              Open Live Chat in a New Tab
            </Button>
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
