import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { Button } from 'antd';
import { GrowingTextArea, Typography } from '../../app/light-ui';
import { SendOutlined } from '@ant-design/icons';

export const COUNTER_LIMIT = 500;

export interface ChatComposerProps {
  onSend(text: string): Promise<boolean | void> | boolean | void;
  placeholder?: string;
  /** shows the n/500 counter (patients); the limit is shown, not enforced */
  showCounter?: boolean;
  disabled?: boolean;
  /** lets the page put a draft in the box (e.g. a suggested reply) for the user to edit and send */
  ref?: Ref<ChatComposerHandle>;
}

export interface ChatComposerHandle {
  /** replaces the text with `text` and focuses the box, the cursor at the end; nothing is sent */
  setDraft(text: string): void;
}

/**
 * Message composer: Enter sends, Shift+Enter adds a new line, blank messages are not sent, the text is trimmed.
 * The text is kept when sending fails (onSend returns false or throws).
 */
export function ChatComposer({ onSend, placeholder = 'Type your message...', showCounter = false, disabled = false, ref }: ChatComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const [draftSet, setDraftSet] = useState(0);
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

  useImperativeHandle(
    ref,
    () => ({
      setDraft(draft: string) {
        setText(draft);
        setDraftSet((n) => n + 1);
      },
    }),
    [],
  );
  // once the draft is in the box, so the cursor lands after it
  useEffect(() => {
    const element = box.current;
    if (draftSet > 0 && element) {
      element.focus();
      element.setSelectionRange(element.value.length, element.value.length);
    }
  }, [draftSet]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', width: '100%' }}>
        <GrowingTextArea
          ref={box}
          aria-label="Message"
          dir="auto"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          minRows={1}
          maxRows={5}
          disabled={disabled}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="primary" icon={<SendOutlined />} onClick={() => void send()} disabled={blank || disabled} loading={sending} aria-label="Send">
          Send
        </Button>
      </div>
      {showCounter && (
        <Typography.Text type={text.length > COUNTER_LIMIT ? 'warning' : 'secondary'} style={{ fontSize: 12 }} data-testid="char-counter">
          {text.length}/{COUNTER_LIMIT}
        </Typography.Text>
      )}
    </div>
  );
}
