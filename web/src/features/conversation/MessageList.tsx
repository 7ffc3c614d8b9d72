import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { IconAvatar, Tag, Typography } from '../../app/light-ui';
import { RobotOutlined, UserOutlined, MedicineBoxOutlined, WarningOutlined } from '@ant-design/icons';
import type { ChatMessage } from './graphql/messages';
import { isEnglish, isKnownLanguage, languageName } from './language';

const styles = {
  user: { background: '#0f766e', color: '#fff', alignSelf: 'flex-end' as const },
  ai: { background: '#f1f5f9', color: '#0f172a', alignSelf: 'flex-start' as const },
  staff: { background: '#ecfdf5', color: '#064e3b', alignSelf: 'flex-start' as const, border: '1px solid #a7f3d0' },
  safety: { background: '#fef2f2', color: '#7f1d1d', alignSelf: 'flex-start' as const, border: '1px solid #fecaca' },
};

type Viewer = 'patient' | 'staff';

function who(message: ChatMessage, viewer: Viewer): string {
  if (message.sender === 'user') return viewer === 'patient' ? 'You' : 'Patient';
  if (message.sender === 'ai') return 'Pharmacy assistant';
  return message.staffMember ? `${message.staffMember} (pharmacy staff)` : 'Pharmacy staff';
}

/** What staff should notice about a patient's message: an emergency, and a language other than English. */
function PatientMessageTags({ message }: { message: ChatMessage }) {
  const foreign = isKnownLanguage(message.language) && !isEnglish(message.language);
  if (message.urgency !== 'emergency' && !foreign) return null;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, marginInlineStart: 6, verticalAlign: 'middle' }}>
      {message.urgency === 'emergency' && (
        <Tag color="red" icon={<WarningOutlined />} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }} data-testid="message-emergency">
          Emergency
        </Tag>
      )}
      {foreign && (
        <Tag color="geekblue" style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }} data-testid="message-language">
          {languageName(message.language)}
        </Tag>
      )}
    </span>
  );
}

/** The message text; an answer put more simply than the knowledge base says it can show the original wording. */
function MessageBody({ message }: { message: ChatMessage }) {
  const [showOriginal, setShowOriginal] = useState(false);
  const original = message.sender === 'ai' && message.original && message.original.trim() !== message.content.trim() ? message.original : null;
  if (!original) return <>{message.content}</>;
  return (
    <>
      {message.content}
      <div style={{ marginTop: 4 }}>
        <Button type="link" size="small" style={{ padding: 0, height: 'auto', fontSize: 12 }} onClick={() => setShowOriginal((shown) => !shown)} aria-expanded={showOriginal} data-testid="show-original">
          {showOriginal ? 'Hide original' : 'Show original'}
        </Button>
      </div>
      {showOriginal && (
        <div style={{ marginTop: 4, paddingTop: 6, borderTop: '1px solid #cbd5e1', fontSize: 13 }} data-testid="original-text">
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            The pharmacy's original wording:
          </Typography.Text>
          {original}
        </div>
      )}
    </>
  );
}

/** The pharmacy's greeting (its Settings), shown to the patient as the assistant's first words. */
function Greeting({ text }: { text: string }) {
  return (
    <div data-testid="chat-greeting" style={{ display: 'flex', gap: 8, maxWidth: '80%', alignSelf: 'flex-start' }}>
      <IconAvatar icon={<RobotOutlined />} style={{ flex: 'none', background: '#64748b' }} />
      <div style={{ minWidth: 0 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Pharmacy assistant
        </Typography.Text>
        <div dir="auto" style={{ ...styles.ai, padding: '8px 12px', borderRadius: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</div>
      </div>
    </div>
  );
}

/** A conversation, newest at the bottom; scrolls to the newest message. `greeting`: the pharmacy's first words (patient view). */
export function MessageList({ messages, viewer, empty, greeting }: { messages: ChatMessage[]; viewer: Viewer; empty?: string; greeting?: string | null }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  if (messages.length === 0 && !greeting) {
    return (
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: 24 }}>
        {empty ?? 'No messages yet.'}
      </Typography.Paragraph>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} aria-live="polite">
      {greeting && <Greeting text={greeting} />}
      {messages.map((message) => {
        const style = message.kind === 'safety' ? styles.safety : styles[message.sender];
        const icon = message.kind === 'safety' ? <WarningOutlined /> : message.sender === 'ai' ? <RobotOutlined /> : message.sender === 'staff' ? <MedicineBoxOutlined /> : <UserOutlined />;
        return (
          <div key={message.id} data-testid={`message-${message.sender}`} data-kind={message.kind ?? ''} style={{ display: 'flex', gap: 8, maxWidth: '80%', ...{ alignSelf: style.alignSelf }, flexDirection: message.sender === 'user' ? 'row-reverse' : 'row' }}>
            <IconAvatar icon={icon} style={{ flex: 'none', background: message.sender === 'user' ? '#0f766e' : message.kind === 'safety' ? '#dc2626' : '#64748b' }} />
            <div style={{ minWidth: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {who(message, viewer)} · {new Date(message.timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
              </Typography.Text>
              {viewer === 'staff' && message.sender === 'user' && <PatientMessageTags message={message} />}
              <div dir="auto" style={{ ...style, padding: '8px 12px', borderRadius: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <MessageBody message={message} />
              </div>
            </div>
          </div>
        );
      })}
      <div ref={end} />
    </div>
  );
}
