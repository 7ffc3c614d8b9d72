import { useEffect, useRef } from 'react';
import { Avatar, Typography } from 'antd';
import { RobotOutlined, UserOutlined, MedicineBoxOutlined, WarningOutlined } from '@ant-design/icons';
import type { ChatMessage } from './graphql/messages';

const styles = {
  user: { background: '#0f766e', color: '#fff', alignSelf: 'flex-end' as const },
  ai: { background: '#f1f5f9', color: '#0f172a', alignSelf: 'flex-start' as const },
  staff: { background: '#ecfdf5', color: '#064e3b', alignSelf: 'flex-start' as const, border: '1px solid #a7f3d0' },
  safety: { background: '#fef2f2', color: '#7f1d1d', alignSelf: 'flex-start' as const, border: '1px solid #fecaca' },
};

function who(message: ChatMessage, viewer: 'patient' | 'staff'): string {
  if (message.sender === 'user') return viewer === 'patient' ? 'You' : 'Patient';
  if (message.sender === 'ai') return 'Pharmacy assistant';
  return message.staffMember ? `${message.staffMember} (pharmacy staff)` : 'Pharmacy staff';
}

/** A conversation, newest at the bottom; scrolls to the newest message. */
export function MessageList({ messages, viewer, empty }: { messages: ChatMessage[]; viewer: 'patient' | 'staff'; empty?: string }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  if (messages.length === 0) {
    return (
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: 24 }}>
        {empty ?? 'No messages yet.'}
      </Typography.Paragraph>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} aria-live="polite">
      {messages.map((message) => {
        const style = message.kind === 'safety' ? styles.safety : styles[message.sender];
        const icon = message.kind === 'safety' ? <WarningOutlined /> : message.sender === 'ai' ? <RobotOutlined /> : message.sender === 'staff' ? <MedicineBoxOutlined /> : <UserOutlined />;
        return (
          <div key={message.id} data-testid={`message-${message.sender}`} data-kind={message.kind ?? ''} style={{ display: 'flex', gap: 8, maxWidth: '80%', ...{ alignSelf: style.alignSelf }, flexDirection: message.sender === 'user' ? 'row-reverse' : 'row' }}>
            <Avatar size="small" icon={icon} style={{ flex: 'none', background: message.sender === 'user' ? '#0f766e' : message.kind === 'safety' ? '#dc2626' : '#64748b' }} />
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {who(message, viewer)} · {new Date(message.timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
              </Typography.Text>
              <div style={{ ...style, padding: '8px 12px', borderRadius: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</div>
            </div>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
