import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('is absent when everything fits on the first page', () => {
    const { container } = render(<Pager page={1} hasNextPage={false} onPage={vi.fn()} label="User pages" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the next page from the first, and both ways from the middle', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} hasNextPage onPage={onPage} label="User pages" />);
    const nav = screen.getByRole('navigation', { name: 'User pages' });
    expect(nav).toHaveTextContent('Page 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pager page={3} hasNextPage={false} onPage={onPage} label="User pages" />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
