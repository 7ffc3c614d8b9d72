import { useState, type KeyboardEvent } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';

export const COUNTER_LIMIT = 500;

export interface ChatComposerProps {
  onSend(text: string): Promise<boolean | void> | boolean | void;
  placeholder?: string;
  /** shows the n/500 counter (patients); the limit is shown, not enforced */
  showCounter?: boolean;
  disabled?: boolean;
}

/**
 * Message composer: Enter sends, Shift+Enter adds a new line, blank messages are not sent, the text is trimmed.
 * The text is kept when sending fails (onSend returns false or throws).
 */
export function ChatComposer({ onSend, placeholder = 'Type your message...', showCounter = false, disabled = false }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim().length === 0;

  const send = async () => {
    const message = text.trim();
    if (!message || sending || disabled) return;
    setSending(true);
    try {
      const result = await onSend(message);
      if (result !== false) setText('');
    } catch {
      /* the caller reports the failure; the text stays for another try */
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          aria-label="Message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          autoSize={{ minRows: 1, maxRows: 5 }}
          disabled={disabled}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={() => void send()} disabled={blank || disabled} loading={sending} aria-label="Send">
          Send
        </Button>
      </Space.Compact>
      {showCounter && (
        <Typography.Text type={text.length > COUNTER_LIMIT ? 'warning' : 'secondary'} style={{ fontSize: 12 }} data-testid="char-counter">
          {text.length}/{COUNTER_LIMIT}
        </Typography.Text>
      )}
    </div>
  );
}
