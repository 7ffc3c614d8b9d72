import { Typography } from 'antd';
import { support } from './support-info';

/** The support hours and reply times, with the ways to reach support. */
export function SupportHours({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="support-hours-title">
      <Heading id="support-hours-title" style={{ fontSize: 18, margin: '0 0 8px' }}>
        Support hours
      </Heading>
      <table style={{ borderCollapse: 'collapse', marginBottom: 8 }}>
        <tbody>
          {support.hours.map((row) => (
            <tr key={row.days}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 500, padding: '2px 16px 2px 0' }}>
                {row.days}
              </th>
              <td style={{ padding: '2px 0' }}>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        All times {support.timeZone}. {support.emailReply} {support.emergencyReply}
      </Typography.Paragraph>
      <ul style={{ paddingInlineStart: 20, margin: 0, lineHeight: 1.9 }}>
        <li>
          E-mail: <a href={`mailto:${support.email}`}>{support.email}</a>
        </li>
        <li>
          Phone: <a href={support.phoneHref}>{support.phone}</a>
        </li>
        <li>
          Website: <a href={support.website}>{support.website.replace(/^https:\/\//, '')}</a>
        </li>
      </ul>
    </section>
  );
}
