import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { NotificationBell, NotificationSummary, sinceLastMessage, type UrgentChatPreview } from './NotificationWidget';

const NOW = Date.parse('2026-03-10T10:30:00.000Z');
const chat = (n: number, lastMessageAt: string | null): UrgentChatPreview => ({ id: `s-${n}`, patientId: `${n}bcdef0123-4567-89ab-cdef-000000000000`, lastMessageAt });

function summary(props: Partial<Parameters<typeof NotificationSummary>[0]> = {}) {
  const handlers = { onToggleSound: vi.fn(), onOpenChats: vi.fn() };
  render(
    <App>
      <NotificationSummary urgent={0} active={0} urgentChats={[]} now={NOW} soundOn {...handlers} {...props} />
    </App>,
  );
  return handlers;
}

describe('the full widget', () => {
  it('says all caught up when nothing is open', () => {
    summary();
    expect(screen.getByTestId('notifications-all-caught-up').textContent).toBe('All caught up!No active chats right now');
    expect(screen.queryByText('Chat Notifications')).toBeNull();
  });

  it('shows the urgent and active cards with the spec texts', () => {
    const { onOpenChats, onToggleSound } = summary({ urgent: 2, active: 1, urgentChats: [chat(1, '2026-03-10T10:27:30.000Z'), chat(2, null)] });
    expect(screen.getByText('Chat Notifications')).toBeTruthy();
    const urgent = screen.getByTestId('urgent-card');
    expect(urgent.textContent).toContain('2 Urgent Chats');
    expect(urgent.textContent).toContain('Patients need immediate attention');
    const active = screen.getByTestId('active-card');
    expect(active.textContent).toContain('1 Active Chat');
    expect(active.textContent).not.toContain('1 Active Chats');
    expect(active.textContent).toContain('Ongoing conversations');
    expect(screen.getAllByTestId('urgent-preview').map((row) => row.textContent)).toEqual(['Patient: 1bcdef012 min ago', 'Patient: 2bcdef01Just started']);
    expect(screen.queryByTestId('urgent-more')).toBeNull();

    fireEvent.click(within(urgent).getByRole('button', { name: 'Respond Now' }));
    fireEvent.click(within(active).getByRole('button', { name: 'View All' }));
    expect(onOpenChats).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: /Sound On/ }));
    expect(onToggleSound).toHaveBeenCalledWith(false);
  });

  it('lists 3 urgent chats, then "+N more urgent chats"', () => {
    summary({ urgent: 7, active: 0, urgentChats: [1, 2, 3, 4, 5].map((n) => chat(n, '2026-03-10T10:30:00.000Z')) });
    expect(screen.getAllByTestId('urgent-preview')).toHaveLength(3);
    expect(screen.getByTestId('urgent-more').textContent).toBe('+4 more urgent chats');
    expect(screen.getByTestId('urgent-card').textContent).toContain('7 Urgent Chats');
    expect(screen.queryByTestId('active-card')).toBeNull();
  });

  it('says "+1 more urgent chat" for one more, and Sound Off when off', () => {
    summary({ urgent: 4, active: 0, urgentChats: [1, 2, 3, 4].map((n) => chat(n, null)), soundOn: false });
    expect(screen.getByTestId('urgent-more').textContent).toBe('+1 more urgent chat');
    expect(screen.getByTestId('sound-toggle').textContent).toBe('Sound Off');
  });

  it('counts whole minutes since the last message', () => {
    expect(sinceLastMessage(null, NOW)).toBe('Just started');
    expect(sinceLastMessage('2026-03-10T10:29:31.000Z', NOW)).toBe('0 min ago');
    expect(sinceLastMessage('2026-03-10T10:18:00.000Z', NOW)).toBe('12 min ago');
  });
});

describe('the compact widget', () => {
  const bell = (urgent: number, active: number) =>
    render(
      <App>
        <MemoryRouter>
          <NotificationBell urgent={urgent} active={active} open={false} onOpenChange={() => undefined} panel={null} />
        </MemoryRouter>
      </App>,
    );

  it('shows the count on the bell and "N Active" linking to the live chat', () => {
    bell(2, 5);
    const widget = screen.getByTestId('notification-bell');
    expect(within(widget).getByTestId('notification-badge').textContent).toContain('7');
    const link = within(widget).getByTestId('active-link');
    expect(link.textContent).toBe('7 Active');
    expect(link.getAttribute('href')).toBe('/staff-chat');
    expect(within(widget).getByRole('button').getAttribute('aria-label')).toBe('Chat notifications: 7 open chats, 2 urgent');
  });

  it('caps the badge at 99+', () => {
    bell(40, 60);
    const badge = screen.getByTestId('notification-badge');
    expect(badge.textContent).toContain('99+');
    expect(badge.textContent).not.toContain('100');
    expect(screen.getByTestId('active-link').textContent).toBe('100 Active');
  });
});
