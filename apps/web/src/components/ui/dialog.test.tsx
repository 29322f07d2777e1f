import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('closes on a press outside, but not on the second press of the double-click that opened it', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Approve the week?" onClose={onClose}>
        <p>An approved week is final.</p>
      </Dialog>,
    );
    const backdrop = screen.getByRole('dialog', { name: 'Approve the week?' }).parentElement!;
    fireEvent.mouseDown(backdrop, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(backdrop, { detail: 1 });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
