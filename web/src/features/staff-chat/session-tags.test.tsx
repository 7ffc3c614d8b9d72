import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTags } from './session-tags';

const facts = { status: 'escalated', isUrgent: true, urgency: 'emergency', urgencyReason: 'chest_pain', handoffState: 'waiting_for_staff', language: 'es', sentiment: 'negative' } as const;

describe('sessionTags', () => {
  it('shows a waiting emergency in red with its reason', () => {
    render(<div>{sessionTags(facts)}</div>);
    const tag = screen.getByTestId('session-emergency');
    expect(tag.textContent).toBe('Emergency');
    expect(tag.className).toContain('red');
    expect(screen.getByTestId('session-reason').textContent).toBe('Chest pain');
  });

  it('shows an emergency staff have answered as history, in grey and without the urgent reason', () => {
    render(<div>{sessionTags({ ...facts, status: 'active', isUrgent: false, handoffState: 'with_staff' })}</div>);
    const tag = screen.getByTestId('session-emergency');
    expect(tag.textContent).toBe('Emergency, answered');
    expect(tag.className).not.toContain('red');
    expect(screen.queryByTestId('session-reason')).toBeNull();
  });
});
