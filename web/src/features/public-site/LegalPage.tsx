import type { ReactNode } from 'react';
import { Typography } from 'antd';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A legal text (terms, privacy): a title, when it was last changed, and numbered sections with their own headings. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <article style={{ maxWidth: 820, margin: '0 auto', padding: '32px 16px 48px', lineHeight: 1.7, fontSize: 15 }}>
      <Typography.Title level={1} style={{ fontSize: 32, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">Last updated {updated}</Typography.Paragraph>
      <Typography.Paragraph>{intro}</Typography.Paragraph>
      <nav aria-label={`${title}: contents`}>
        <ol style={{ paddingInlineStart: 24 }}>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#section-${index + 1}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`section-${index + 1}`}>
          <Typography.Title level={2} id={`section-${index + 1}`} style={{ fontSize: 20, scrollMarginTop: 16 }}>
            {index + 1}. {section.title}
          </Typography.Title>
          <div>{section.body}</div>
        </section>
      ))}
    </article>
  );
}
