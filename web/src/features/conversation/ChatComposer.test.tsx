import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChatComposer } from './ChatComposer';

function setup(onSend = vi.fn().mockResolvedValue(true), showCounter = true) {
  render(<ChatComposer onSend={onSend} showCounter={showCounter} />);
  return { onSend, box: screen.getByLabelText('Message') as HTMLTextAreaElement, send: screen.getByRole('button', { name: /send/i }) as HTMLButtonElement };
}

describe('ChatComposer', () => {
  it('counts characters against /500 without capping them', () => {
    const { box } = setup();
    expect(screen.getByTestId('char-counter').textContent).toBe('0/500');
    fireEvent.change(box, { target: { value: 'x'.repeat(520) } });
    expect(screen.getByTestId('char-counter').textContent).toBe('520/500');
    expect(box.value).toHaveLength(520);
  });

  it('sends the trimmed text on Enter and clears the box', async () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: '  Is my refill ready?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Is my refill ready?'));
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('does not send on Shift+Enter (a new line)', () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: 'line one' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('never sends a blank message: the button is disabled and Enter does nothing', () => {
    const { box, onSend, send } = setup();
    fireEvent.change(box, { target: { value: '    ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text when sending fails, for another try', async () => {
    const { box, onSend } = setup(vi.fn().mockResolvedValue(false));
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalled());
    expect(box.value).toBe('hello');
  });

  it('hides the counter for staff', () => {
    setup(undefined, false);
    expect(screen.queryByTestId('char-counter')).toBeNull();
  });
});
