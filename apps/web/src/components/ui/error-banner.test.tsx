import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorBanner } from './error-banner';

const MESSAGE = 'We encountered a few errors in your profile update, please review in order to proceed';

function Page() {
  const [message, setMessage] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setMessage(MESSAGE)}>
        Save
      </button>
      <ErrorBanner message={message} onDismiss={() => setMessage(null)} />
    </>
  );
}

describe('ErrorBanner', () => {
  it('renders nothing without a message', () => {
    render(<ErrorBanner message={null} onDismiss={() => {}} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the message as an alert and is dismissed with "OK, got it!"', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    await user.click(screen.getByRole('button', { name: 'OK, got it!' }));
    // Gone for assistive technology at once; the element leaves after its exit animation.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
  });

  it('comes back when the next submit fails', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'OK, got it!' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
  });
});
