import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { DetailsForm } from './DetailsForm';
import { sessionBadge } from './guest-session';

function setup() {
  const onStart = vi.fn();
  render(
    <App>
      <DetailsForm pharmacyName="Downtown Community Pharmacy" onStart={onStart} />
    </App>,
  );
  return { onStart, name: screen.getByLabelText('Full name'), phone: screen.getByLabelText('Phone number'), start: screen.getByRole('button', { name: 'Start Chat' }) };
}

describe('patient details form', () => {
  it('asks for both details when one is blank', async () => {
    const { onStart, name, start } = setup();
    fireEvent.change(name, { target: { value: 'Maria Garcia' } });
    fireEvent.click(start);
    await waitFor(() => expect(document.body.textContent).toContain('Please enter your details'));
    expect(document.body.textContent).toContain('We need your full name and phone number to start the chat');
    expect(onStart).not.toHaveBeenCalled();
  });

  it('starts the chat with trimmed details', () => {
    const { onStart, name, phone, start } = setup();
    fireEvent.change(name, { target: { value: '  Maria Garcia ' } });
    fireEvent.change(phone, { target: { value: ' (217) 555-0101 ' } });
    fireEvent.click(start);
    expect(onStart).toHaveBeenCalledWith({ patientName: 'Maria Garcia', phone: '(217) 555-0101' });
  });
});

describe('session badge', () => {
  it('truncates names longer than 15 characters', () => {
    expect(sessionBadge('Maria Garcia')).toBe('Maria Garcia');
    expect(sessionBadge('Maria Garcia-Hernandez')).toBe('Maria Garcia-He...');
  });
});
