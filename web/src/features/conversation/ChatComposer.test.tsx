import { describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChatComposer, type ChatComposerHandle } from './ChatComposer';

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

  it('takes a draft from the page to edit, without sending it', async () => {
    const onSend = vi.fn().mockResolvedValue(true);
    const composer = createRef<ChatComposerHandle>();
    render(<ChatComposer ref={composer} onSend={onSend} showCounter />);
    const box = screen.getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'my own words' } });
    act(() => composer.current!.setDraft('Hi Maria, your refill is ready.'));
    expect(box.value).toBe('Hi Maria, your refill is ready.');
    expect(screen.getByTestId('char-counter').textContent).toBe('31/500');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: `${box.value} Pick it up today.` } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Hi Maria, your refill is ready. Pick it up today.'));
  });
});
