import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pageText, renderScreen, solveCaptcha } from '../../test-utils';
import { AddStaffDialog, type AddStaffResult } from './AddStaffDialog';

vi.mock('altcha', () => ({}));

function setup(result: AddStaffResult = { ok: true }) {
  const onSubmit = vi.fn(async () => result);
  renderScreen(<AddStaffDialog open adding={false} onSubmit={onSubmit} onClose={() => undefined} />);
  const submit = screen.getByRole('button', { name: 'Add Staff Member' }) as HTMLButtonElement;
  const fill = (username: string, email: string, password: string) => {
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  };
  return { onSubmit, submit, fill };
}

describe('Add Staff Member', () => {
  it('keeps the submit button disabled until the captcha is solved', () => {
    const { submit } = setup();
    expect(submit.disabled).toBe(true);
    solveCaptcha();
    expect(submit.disabled).toBe(false);
  });

  it('refuses to send without a solved captcha', async () => {
    const { onSubmit, fill } = setup();
    fill('new.staff', 'new.staff@example.com', 'secret-1');
    // e.g. Enter in a field: the form is submitted even though the button is disabled
    fireEvent.submit(screen.getByLabelText('Username').closest('form')!);
    await waitFor(() => expect(pageText()).toContain('reCAPTCHA Required'));
    expect(pageText()).toContain('Please complete the reCAPTCHA verification');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the validation messages of the spec', async () => {
    const { onSubmit, submit, fill } = setup();
    solveCaptcha();
    fill('ab', 'nope', '12345');
    fireEvent.click(submit);
    await waitFor(() => expect(pageText()).toContain('Username must be at least 3 characters'));
    expect(pageText()).toContain('Please enter a valid email address');
    expect(pageText()).toContain('Password must be at least 6 characters');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the member as pharmacy staff by default with the captcha payload, then needs a fresh captcha', async () => {
    const { onSubmit, submit, fill } = setup();
    fill(' new.staff ', 'new.staff@example.com', 'secret-1');
    solveCaptcha(document.body, 'solved-once');
    fireEvent.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: 'new.staff', email: 'new.staff@example.com', password: 'secret-1', role: 'pharmacy_staff' }, 'solved-once'));
    await waitFor(() => expect(submit.disabled).toBe(true));
  });

  it("shows the server's field messages next to the fields", async () => {
    const { submit, fill } = setup({ ok: false, fieldErrors: { username: 'This username is already taken' } });
    fill('downtown.staff', 'x@example.com', 'secret-1');
    solveCaptcha();
    fireEvent.click(submit);
    await waitFor(() => expect(pageText()).toContain('This username is already taken'));
  });
});
