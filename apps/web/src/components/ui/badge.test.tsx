import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows its text and no button when it cannot be removed', () => {
    render(<Badge tone="brand">Finance</Badge>);
    expect(screen.getByText('Finance')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a "Remove {text}" button that calls onRemove, from mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Badge onRemove={onRemove}>Budgeting</Badge>);
    await user.click(screen.getByRole('button', { name: 'Remove Budgeting' }));
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('uses removeLabel when the content is not plain text', () => {
    render(
      <Badge onRemove={() => {}} removeLabel="Excel">
        <strong>Excel</strong>
      </Badge>,
    );
    expect(screen.getByRole('button', { name: 'Remove Excel' })).toBeInTheDocument();
  });
});
