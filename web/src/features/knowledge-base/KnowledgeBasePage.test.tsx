import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { pageText, renderScreen, staffUser } from '../../test-utils';
import { KNOWLEDGE_BASE_ENTRIES } from './graphql/knowledge-base';
import KnowledgeBasePage, { lastUpdatedLabel } from './KnowledgeBasePage';

const today = new Date().toISOString();
const entry = (id: string, category: string, question: string, tags: string[], updatedAt = today) => ({
  __typename: 'KnowledgeBaseEntry',
  id,
  pharmacyId: 'p-downtown',
  category,
  question,
  answer: `The answer to ${question}`,
  tags,
  createdAt: updatedAt,
  updatedAt,
});

const listMock = {
  request: { query: KNOWLEDGE_BASE_ENTRIES, variables: { pharmacyId: 'p-downtown' } },
  result: {
    data: {
      knowledgeBaseEntries: [
        entry('e1', 'store_hours', 'What are your hours?', ['hours', 'open', 'weekend', 'holidays', 'sunday']),
        entry('e2', 'store_hours', 'Are you open on holidays?', ['holidays']),
        entry('e3', 'general', 'Do you deliver?', [], '2026-01-02T10:00:00.000Z'),
      ],
    },
  },
};

describe('Knowledge Base', () => {
  it("tells a super admin without a pharmacy to switch context, and others that access is required", () => {
    renderScreen(<KnowledgeBasePage />, { user: staffUser({ role: 'super_admin', pharmacyId: null, isAdmin: true }) });
    expect(pageText()).toContain('Switch to Pharmacy Context');
    expect(pageText()).toContain('Use the role switcher in the top navigation');
  });

  it('says Access Required to a user without a pharmacy', () => {
    renderScreen(<KnowledgeBasePage />, { user: staffUser({ pharmacyId: null }) });
    expect(pageText()).toContain('Access Required');
  });

  it('shows the summary cards from the entries and up to 3 tags per card, then +N more', async () => {
    renderScreen(<KnowledgeBasePage />, { user: staffUser(), mocks: [listMock] });
    await waitFor(() => expect(screen.getAllByTestId('kb-entry')).toHaveLength(3));
    const cards = screen.getAllByTestId('kb-summary-card').map((card) => card.textContent);
    expect(cards).toEqual(['Total Entries3', 'Categories2', 'Most CommonStore Hours', 'Last UpdatedToday']);
    const tags = screen.getAllByTestId('entry-tags')[0]!.textContent;
    expect(tags).toBe('hoursopenweekend+2 more');
    expect(pageText()).toContain('Add Entry');
  });

  it('lets staff read without changing', async () => {
    renderScreen(<KnowledgeBasePage />, { user: staffUser({ role: 'pharmacy_staff' }), mocks: [listMock] });
    await waitFor(() => expect(screen.getAllByTestId('kb-entry')).toHaveLength(3));
    expect(pageText()).not.toContain('Add Entry');
    expect(pageText()).not.toContain('Import CSV');
  });

  it('labels the last update as today, yesterday or its date', () => {
    const now = new Date('2026-03-10T12:00:00');
    expect(lastUpdatedLabel([], now)).toBe('—');
    expect(lastUpdatedLabel([{ updatedAt: '2026-03-10T08:00:00' }, { updatedAt: '2026-01-01T08:00:00' }], now)).toBe('Today');
    expect(lastUpdatedLabel([{ updatedAt: '2026-03-09T23:00:00' }], now)).toBe('Yesterday');
    expect(lastUpdatedLabel([{ updatedAt: '2026-02-01T08:00:00' }], now)).toMatch(/2026/);
  });
});
