import { useState } from 'react';
import { Button, Dropdown, Input, Select, Switch, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { closingSlots, copyDay, dayLabels, HoursTextError, openingSlots, parseHoursText, slotLabel, weekdays, type WeekHours, type Weekday } from './operating-hours';

const openingOptions = openingSlots.map((time) => ({ value: time, label: slotLabel(time) }));
const closingOptions = closingSlots.map((time) => ({ value: time, label: slotLabel(time) }));

const copyTargets: { key: string; label: string; days: Weekday[] }[] = [
  { key: 'all', label: 'Copy to all days', days: [...weekdays] },
  { key: 'weekdays', label: 'Copy to Monday-Friday', days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
  { key: 'weekend', label: 'Copy to Saturday and Sunday', days: ['saturday', 'sunday'] },
];

/**
 * The operating-hours editor (spec part 1, section 5): each weekday open or closed with opening and closing times in
 * 30-minute slots, a line of text that fills the week ("Mon-Fri 9-6, Sat 9-2"), and copying one day to others.
 */
export function OperatingHoursEditor({ value, onChange, disabled }: { value: WeekHours; onChange(next: WeekHours): void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const apply = () => {
    try {
      onChange(parseHoursText(text));
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof HoursTextError ? error.message : 'Those hours could not be read.');
    }
  };

  const setDay = (day: Weekday, change: Partial<WeekHours[Weekday]>) => onChange({ ...value, [day]: { ...value[day], ...change } });

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="hours-editor">
      <div>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Input
            aria-label="Hours as text"
            placeholder="e.g. Mon-Fri 9-6, Sat 9-2"
            value={text}
            disabled={disabled}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={(e) => {
              e.preventDefault();
              apply();
            }}
            style={{ flex: '1 1 200px', minWidth: 0 }}
            status={problem ? 'error' : undefined}
          />
          <Button onClick={apply} disabled={disabled || !text.trim()}>
            Fill week
          </Button>
        </div>
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Days you leave out are closed.
          </Typography.Text>
        )}
      </div>
      {weekdays.map((day) => {
        const hours = value[day];
        return (
          <div key={day} data-testid={`hours-${day}`} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '6px 0', borderTop: '1px solid #f0f0f0' }}>
            <div style={{ width: 116, display: 'flex', alignItems: 'center', gap: 8 }}>
              <Switch size="small" checked={hours.isOpen} disabled={disabled} aria-label={`${dayLabels[day]} open`} onChange={(isOpen) => setDay(day, { isOpen })} />
              <Typography.Text strong>{dayLabels[day].slice(0, 3)}</Typography.Text>
            </div>
            {hours.isOpen ? (
              <div style={{ display: 'flex', alignItems: 'center', gap: 6, flex: '1 1 220px', minWidth: 0 }}>
                <Select aria-label={`${dayLabels[day]} opens`} value={hours.openTime} options={openingOptions} disabled={disabled} onChange={(openTime) => setDay(day, { openTime })} style={{ flex: 1, minWidth: 0 }} />
                <span>to</span>
                <Select aria-label={`${dayLabels[day]} closes`} value={hours.closeTime} options={closingOptions} disabled={disabled} onChange={(closeTime) => setDay(day, { closeTime })} style={{ flex: 1, minWidth: 0 }} />
              </div>
            ) : (
              <Typography.Text type="secondary" style={{ flex: '1 1 220px' }}>
                Closed
              </Typography.Text>
            )}
            <Dropdown
              disabled={disabled}
              trigger={['click']}
              menu={{ items: copyTargets.map((t) => ({ key: t.key, label: t.label })), onClick: ({ key }) => onChange(copyDay(value, day, copyTargets.find((t) => t.key === key)?.days ?? [])) }}
            >
              <Button size="small" type="text" icon={<CopyOutlined />} aria-label={`Copy ${dayLabels[day]}'s hours`} />
            </Dropdown>
          </div>
        );
      })}
    </div>
  );
}
