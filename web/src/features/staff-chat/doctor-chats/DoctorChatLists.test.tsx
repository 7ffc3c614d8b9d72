import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DoctorChatLists, matchingDoctorChats, type DoctorChatRow } from './DoctorChatLists';

const chat = (over: Partial<DoctorChatRow>): DoctorChatRow => ({
  id: 'c1',
  doctorId: 'd0c70a11-0000-4000-8000-000000000001',
  doctorName: 'Dr. Grace Okafor',
  subject: 'Warfarin and a new antibiotic',
  priority: 'normal',
  status: 'active',
  needsStaffAttention: false,
  isUrgent: false,
  patientName: 'A. L.',
  messageCount: 1,
  lastMessage: 'Is ciprofloxacin safe with her warfarin?',
  lastMessageAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T09:00:00.000Z',
  ...over,
});

describe('doctor chats in the inbox search', () => {
  const chats = [chat({}), chat({ id: 'c2', doctorName: 'Dr. José Núñez', subject: 'Insulin pens for a patient', lastMessage: 'Are the pens in stock?', isUrgent: true })];

  it('matches by doctor, subject and last message, ignoring case and accents; an empty search keeps all', () => {
    expect(matchingDoctorChats(chats, '').map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(matchingDoctorChats(chats, 'nunez').map((c) => c.id)).toEqual(['c2']);
    expect(matchingDoctorChats(chats, 'CIPRO').map((c) => c.id)).toEqual(['c1']);
    expect(matchingDoctorChats(chats, 'insulin').map((c) => c.id)).toEqual(['c2']);
    expect(matchingDoctorChats(chats, 'd0c70a11').map((c) => c.id)).toEqual(['c1', 'c2']);
  });

  it('filters both lists and says when nothing matches', () => {
    render(<DoctorChatLists chats={chats} selectedId={null} onSelect={() => {}} search="warfarin" />);
    expect(within(screen.getByTestId('doctor-active-chats')).getByText('Dr. Grace Okafor')).toBeTruthy();
    expect(within(screen.getByTestId('doctor-urgent-chats')).getByText('No urgent doctor chats match "warfarin"')).toBeTruthy();
  });
});
