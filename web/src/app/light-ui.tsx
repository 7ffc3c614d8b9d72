import { useLayoutEffect, useRef, type Ref } from 'react';
import type { CSSProperties, HTMLAttributes, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * Light stand-ins for antd's Card and Typography on the pages of a patient's first visit (finder, patient chat).
 * antd's Card brings its Tabs (and their menu) and Typography brings the editable and copyable text (input, form,
 * tooltip): about 45 kB of gzip JavaScript for a box and a few lines of text. These render the same look with plain
 * elements; the staff screens keep antd's.
 */

const secondary = '#4b5563';
const danger = '#b91c1c';

type TextType = 'secondary' | 'danger' | 'success' | 'warning';
const textColours: Record<TextType, string> = { secondary, danger, warning: '#b45309', success: '#15803d' };
const colourOf = (type?: TextType) => (type ? textColours[type] : undefined);

interface TextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'type'> {
  type?: TextType;
  strong?: boolean;
  /** one line, cut with an ellipsis */
  ellipsis?: boolean;
}

function Text({ type, strong, ellipsis, style, children, ...rest }: TextProps) {
  const cut: CSSProperties = ellipsis ? { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' } : {};
  return (
    <span {...rest} style={{ color: colourOf(type), fontWeight: strong ? 600 : undefined, ...cut, ...style }}>
      {children}
    </span>
  );
}

interface ParagraphProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'type'> {
  type?: TextType;
}

function Paragraph({ type, style, children, ...rest }: ParagraphProps) {
  return (
    <p {...rest} style={{ margin: '0 0 1em', color: colourOf(type), ...style }}>
      {children}
    </p>
  );
}

const titleSizes = { 1: 38, 2: 30, 3: 24, 4: 20, 5: 16 } as const;

interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: 1 | 2 | 3 | 4 | 5;
}

function Title({ level = 1, style, children, ...rest }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <Heading {...rest} style={{ margin: '0 0 0.5em', fontSize: titleSizes[level], fontWeight: 600, lineHeight: 1.3, color: 'rgba(0, 0, 0, 0.88)', ...style }}>
      {children}
    </Heading>
  );
}

export const Typography = { Text, Paragraph, Title };

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  /** a row of actions at the foot, each in its own cell */
  actions?: ReactNode[];
  size?: 'small' | 'default';
  styles?: { body?: CSSProperties };
}

/** A bordered box with an optional head (title and extra) and action row, like antd's Card. */
export function Panel({ title, extra, actions, size, styles, style, children, ...rest }: PanelProps) {
  const pad = size === 'small' ? 12 : 24;
  return (
    <div {...rest} style={{ background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8, display: 'flex', flexDirection: 'column', minWidth: 0, ...style }}>
      {(title || extra) && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: size === 'small' ? 38 : 56, padding: `0 ${pad}px`, borderBottom: '1px solid #f0f0f0', fontWeight: 600, fontSize: size === 'small' ? 14 : 16 }}>
          <div style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</div>
          {extra && <div style={{ fontWeight: 400 }}>{extra}</div>}
        </div>
      )}
      <div style={{ padding: pad, flex: 'auto', ...styles?.body }}>{children}</div>
      {actions && actions.length > 0 && (
        <ul style={{ display: 'flex', margin: 0, padding: 0, listStyle: 'none', borderTop: '1px solid #f0f0f0' }}>
          {actions.map((action, index) => (
            <li key={index} style={{ flex: 1, textAlign: 'center', padding: '8px 4px', borderInlineStart: index ? '1px solid #f0f0f0' : undefined }}>
              {action}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A dot and a short state text ("Open now"), like antd's Badge with a status. */
export function StatusDot({ on, text }: { on: boolean; text: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span aria-hidden style={{ width: 6, height: 6, borderRadius: 3, background: on ? '#52c41a' : '#9ca3af', flex: 'none' }} />
      <span>{text}</span>
    </span>
  );
}

/** A large search box (the browser's own search input, with its clear button), like antd's Input.Search. */
export function SearchField({ style, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      type="search"
      {...rest}
      style={{ display: 'block', width: '100%', boxSizing: 'border-box', height: 40, padding: '6px 11px', font: 'inherit', fontSize: 16, border: '1px solid #d1d5db', borderRadius: 8, background: '#fff', ...style }}
    />
  );
}

/** A read-only 5-star rating (halves shown), like antd's disabled Rate without its tooltips. */
export function Stars({ value, size = 14 }: { value: number; size?: number }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} style={{ display: 'inline-flex', gap: 2, fontSize: size, lineHeight: 1 }}>
      {[0, 1, 2, 3, 4].map((index) => {
        const filled = Math.max(0, Math.min(1, value - index)) * 100;
        return (
          <span key={index} aria-hidden style={{ background: `linear-gradient(90deg, #fadb14 ${filled}%, #e5e7eb ${filled}%)`, WebkitBackgroundClip: 'text', backgroundClip: 'text', color: 'transparent' }}>
            ★
          </span>
        );
      })}
    </span>
  );
}

const fieldStyle: CSSProperties = { display: 'block', width: '100%', boxSizing: 'border-box', padding: '4px 11px', font: 'inherit', fontSize: 14, lineHeight: 1.5715, border: '1px solid #d1d5db', borderRadius: 8, background: '#fff' };

/** A text input that looks like antd's Input. */
export function TextField({ style, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...rest} style={{ ...fieldStyle, height: 32, ...style }} />;
}

/** A textarea that grows with its text from `minRows` to `maxRows` lines, like antd's TextArea with autoSize. */
export function GrowingTextArea({ minRows = 1, maxRows = 5, style, ref, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number; maxRows?: number; ref?: Ref<HTMLTextAreaElement> }) {
  const own = useRef<HTMLTextAreaElement | null>(null);
  const lineHeight = 22;
  useLayoutEffect(() => {
    const element = own.current;
    if (!element) return;
    element.style.height = 'auto';
    const padding = 10;
    element.style.height = `${Math.min(Math.max(element.scrollHeight, minRows * lineHeight + padding), maxRows * lineHeight + padding)}px`;
  }, [rest.value, minRows, maxRows]);
  return (
    <textarea
      {...rest}
      ref={(element) => {
        own.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      rows={minRows}
      style={{ ...fieldStyle, lineHeight: `${lineHeight}px`, resize: 'none', overflowY: 'auto', ...style }}
    />
  );
}

/** A small round icon badge, like antd's `<Avatar size="small" icon={...} />`. */
export function IconAvatar({ icon, style }: { icon: ReactNode; style?: CSSProperties }) {
  return (
    <span aria-hidden style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 24, height: 24, borderRadius: 12, color: '#fff', fontSize: 14, background: '#64748b', ...style }}>
      {icon}
    </span>
  );
}

/** Tag colours as antd draws them (text, background, border), darkened where antd's text is below 4.5:1. */
const tagColours: Record<string, [string, string, string]> = {
  default: ['rgba(0, 0, 0, 0.88)', '#fafafa', '#d9d9d9'],
  green: ['#237804', '#f6ffed', '#b7eb8f'],
  red: ['#a8071a', '#fff1f0', '#ffa39e'],
  geekblue: ['#10239e', '#f0f5ff', '#adc6ff'],
  teal: ['#115e59', '#f0fdfa', '#99f6e4'],
};

interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: string;
  icon?: ReactNode;
}

/** A small label, like antd's Tag (preset colours: default, green, red, geekblue, teal). */
export function Tag({ color = 'default', icon, style, children, ...rest }: TagProps) {
  const [text, background, border] = tagColours[color] ?? tagColours.default!;
  return (
    <span
      {...rest}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, height: 'auto', marginInlineEnd: 8, paddingInline: 7, fontSize: 12, lineHeight: '20px', whiteSpace: 'nowrap', color: text, background, border: `1px solid ${border}`, borderRadius: 4, ...style }}
    >
      {icon}
      {children}
    </span>
  );
}

/** Label and value rows in one column, like antd's `<Descriptions column={1} size="small">`. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8, rowGap: 8, fontSize: 14 }}>
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt style={{ color: secondary }}>{item.label}:</dt>
          <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
