import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { pageText, renderScreen } from '../../test-utils';
import { ChangePasswordDialog } from './ChangePasswordDialog';

function setup(saved = true, saving = false) {
  const onSubmit = vi.fn(async () => saved);
  renderScreen(<ChangePasswordDialog open username="downtown.staff" saving={saving} onSubmit={onSubmit} onClose={() => undefined} />);
  const fill = (newPassword: string, confirmPassword: string) => {
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: newPassword } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirmPassword } });
  };
  return { onSubmit, fill };
}

describe('Change Password dialog', () => {
  it('names the user it changes the password for', () => {
    setup();
    expect(pageText()).toContain('Change Password for downtown.staff');
  });

  it("requires at least 6 characters and a matching confirmation ('Passwords don't match')", async () => {
    const { onSubmit, fill } = setup();
    fill('12345', '54321');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(pageText()).toContain('Password must be at least 6 characters'));
    expect(pageText()).toContain("Passwords don't match");
    fill('secret-2', 'secret-3');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(pageText()).not.toContain('Password must be at least 6 characters'));
    expect(pageText()).toContain("Passwords don't match");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the new password once both agree, and clears the fields after saving', async () => {
    const { onSubmit, fill } = setup();
    fill('secret-2', 'secret-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('secret-2'));
    await waitFor(() => expect((screen.getByLabelText('New Password') as HTMLInputElement).value).toBe(''));
  });

  it("shows 'Changing...' while saving", () => {
    setup(true, true);
    expect(screen.getByRole('button', { name: /Changing\.\.\./ })).toBeTruthy();
  });
});
