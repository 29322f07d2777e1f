import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Composer, EMPTY_MESSAGE, composerError } from './composer';

function setUp() {
  const onSend = vi.fn();
  render(<Composer onSend={onSend} />);
  return { onSend, box: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('composerError', () => {
  it('takes 1 to 5,000 characters that are not all spaces', () => {
    expect(composerError('a')).toBeNull();
    expect(composerError('x'.repeat(5000))).toBeNull();
    expect(composerError(' \n\t ')).toBe(EMPTY_MESSAGE);
    expect(composerError('x'.repeat(5001))).toBe('A message can have at most 5,000 characters; this one has 5,001.');
  });
});

describe('Composer', () => {
  it('sends on Enter, as typed, and empties the box', async () => {
    const { onSend, box } = setUp();
    await userEvent.type(box, '  Kia ora <b>Tama</b>{Enter}');
    expect(onSend).toHaveBeenCalledWith('  Kia ora <b>Tama</b>');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('starts a new line on Shift+Enter, and sends both lines with the button', async () => {
    const { onSend, box } = setUp();
    await userEvent.type(box, 'one{Shift>}{Enter}{/Shift}two');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('one\ntwo');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('one\ntwo');
  });

  it('keeps Enter for the input method while it composes', () => {
    const { onSend, box } = setUp();
    fireEvent.change(box, { target: { value: 'にほん' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says why an empty message does not go, once the user tries', async () => {
    const { onSend, box } = setUp();
    expect(screen.queryByText(EMPTY_MESSAGE)).not.toBeInTheDocument();
    await userEvent.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(EMPTY_MESSAGE);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(EMPTY_MESSAGE);
    await userEvent.type(box, 'x');
    expect(screen.queryByText(EMPTY_MESSAGE)).not.toBeInTheDocument();
  });

  it('counts down near the limit and refuses 5,001 characters, keeping them', async () => {
    const { onSend, box } = setUp();
    fireEvent.change(box, { target: { value: 'x'.repeat(4600) } });
    expect(screen.getByText('400 characters remaining')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('1 character too many')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('at most 5,000 characters; this one has 5,001.');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('x'.repeat(5001));
  });
});
