import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { doubleClick } from '../../test/double-click';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('acts once on a double-click while its action runs, busy until the answer, then acts again', async () => {
    let answer: () => void = () => undefined;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<Button onClick={onClick}>Approve</Button>);
    const button = screen.getByRole('button', { name: 'Approve' });
    await doubleClick(button);
    expect(onClick).toHaveBeenCalledOnce();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer());
    expect(button).toBeEnabled();
    await doubleClick(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves a button whose action returns nothing free to act on every click', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Copy last week</Button>);
    await doubleClick(screen.getByRole('button', { name: 'Copy last week' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is a type="button" by default so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while loading shows a spinner, is busy and cannot be pressed', async () => {
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        One moment please...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'One moment please...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner is decorative here: the button keeps its own name and no extra status is read.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with ignoresRepeatClick, ignores the second click of a double-click (a confirm drawn where the pressed button was)', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button ignoresRepeatClick onClick={onClick}>
          Keep
        </Button>
        <Button type="submit" ignoresRepeatClick>
          Yes, remove
        </Button>
      </form>,
    );
    const keep = screen.getByRole('button', { name: 'Keep' });
    const remove = screen.getByRole('button', { name: 'Yes, remove' });
    fireEvent.click(keep, { detail: 2 });
    fireEvent.click(remove, { detail: 2 });
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(keep, { detail: 1 });
    fireEvent.click(remove, { detail: 0 });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('passes native props through and can be disabled', () => {
    render(
      <Button variant="secondary" size="lg" fullWidth disabled aria-describedby="why">
        Dashboard
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Dashboard' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toHaveAttribute('aria-describedby', 'why');
  });
});

describe('ButtonLink', () => {
  it('is a link that navigates with the router', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <ButtonLink to="/next">Go to the home page</ButtonLink> },
        { path: '/next', element: <p>Next page</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Go to the home page' });
    expect(link).toHaveAttribute('href', '/next');
    await userEvent.click(link);
    expect(await screen.findByText('Next page')).toBeInTheDocument();
  });
});
