import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Empty } from 'antd';

const PRIMARY = '#1677ff';

/**
 * A chart with its text alternative: the drawing is hidden from screen readers and a table with the same figures
 * follows it (folded under 'Show the figures as a table', always in the accessibility tree when opened).
 */
export function ChartWithTable({ label, chart, columns, rows, empty }: { label: string; chart: ReactNode; columns: string[]; rows: (string | number)[][]; empty?: string }) {
  if (rows.length === 0) return <Empty description={empty ?? 'No usage data available'} />;
  return (
    <figure style={{ margin: 0 }} aria-label={label}>
      <div aria-hidden="true" inert style={{ width: '100%', height: 220 }}>
        {chart}
      </div>
      <details style={{ marginTop: 8 }}>
        <summary style={{ cursor: 'pointer' }}>Show the figures as a table</summary>
        <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8, fontSize: 13 }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{label}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" style={{ textAlign: 'left', borderBottom: '1px solid #e5e7eb', padding: '2px 6px' }}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {row.map((value, j) => (
                  <td key={j} style={{ padding: '2px 6px', borderBottom: '1px solid #f3f4f6' }}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Conversations per day (bars) over the dashboard's range; the table adds the messages. */
export function ChatVolumeChart({ days }: { days: { day: string; conversations: number; messages: number }[] }) {
  const active = days.some((d) => d.conversations > 0 || d.messages > 0);
  return (
    <ChartWithTable
      label="Chat volume per day"
      columns={['Day', 'Conversations', 'Messages']}
      rows={active ? days.map((d) => [d.day, d.conversations, d.messages]) : []}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={days} margin={{ top: 8, right: 8, left: -20, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#f0f0f0" />
            <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={11} minTickGap={16} />
            <YAxis allowDecimals={false} fontSize={11} />
            <Tooltip />
            <Bar dataKey="conversations" name="Conversations" fill={PRIMARY} radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      }
    />
  );
}

/** A bar per item (categories, hours, buckets, stars). */
export function BarFigure({ label, data, valueName, empty, horizontal = false }: { label: string; data: { name: string; value: number; note?: string }[]; valueName: string; empty?: string; horizontal?: boolean }) {
  return (
    <ChartWithTable
      label={label}
      empty={empty}
      columns={data.some((d) => d.note) ? ['', valueName, 'Share'] : ['', valueName]}
      rows={data.filter((d) => d.value > 0).length === 0 ? [] : data.map((d) => (d.note !== undefined ? [d.name, d.value, d.note] : [d.name, d.value]))}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          {horizontal ? (
            <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 12, left: 8, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#f0f0f0" />
              <XAxis type="number" allowDecimals={false} fontSize={11} />
              <YAxis type="category" dataKey="name" width={110} fontSize={11} />
              <Tooltip />
              <Bar dataKey="value" name={valueName} fill={PRIMARY} radius={[0, 4, 4, 0]} />
            </BarChart>
          ) : (
            <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: -20, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#f0f0f0" />
              <XAxis dataKey="name" fontSize={11} interval={data.length > 8 ? 1 : 0} />
              <YAxis allowDecimals={false} fontSize={11} />
              <Tooltip />
              <Bar dataKey="value" name={valueName} fill={PRIMARY} radius={[4, 4, 0, 0]} />
            </BarChart>
          )}
        </ResponsiveContainer>
      }
    />
  );
}

/** Dark text on antd's light tag colours, so every tag passes the contrast check (4.5:1). */
export const tagText: Record<string, string> = { green: '#1f5c0a', orange: '#7a3300', red: '#8c0716', blue: '#00307a', default: '#262626' };

/** A wide table's own scroll area: reachable with the keyboard and named, so narrow screens scroll it, not the page. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      {children}
    </div>
  );
}
