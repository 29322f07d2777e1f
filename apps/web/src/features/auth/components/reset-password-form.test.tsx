import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormMessages } from '../../../lib/form-messages';
import { renderLanding, stubMemberApi, validationError, type Answer } from './member-test-utils';

afterEach(() => vi.unstubAllGlobals());

/** Holds every API answer until `release()`, so the loading state can be seen. */
function heldAnswers(answer: Answer) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls = stubMemberApi(async () => {
    await released;
    return answer;
  });
  return { calls, release };
}

describe('ResetPasswordForm', () => {
  it('goes from "Send reset link" through "One moment please..." to "Password reset sent!" and the notice', async () => {
    const { calls, release } = heldAnswers({ status: 204 });
    const user = userEvent.setup();
    renderLanding('/member/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(document.title).toBe('Reset password | Fractional');

    await user.type(screen.getByLabelText('Email'), 'Ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const loading = await screen.findByRole('button', { name: 'One moment please...' });
    expect(loading).toBeDisabled();
    release();

    const sent = await screen.findByRole('button', { name: 'Password reset sent!' });
    expect(sent).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      "We've sent an email to reset your password. Please check your inbox! (If you don't receive it in 2 minutes, please contact us: support@example.com)",
    );
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/forgot/password', body: { email: 'ana@example.com', userPath: '/member' } },
    ]);
  });

  it('asks for the e-mail before sending', async () => {
    const calls = stubMemberApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderLanding('/member/reset-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(FormMessages.required)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows an unknown account under the e-mail and in the banner, and lets the user try again', async () => {
    stubMemberApi(() => validationError({ email: 'emailNotExists' }));
    const user = userEvent.setup();
    renderLanding('/member/reset-password');
    await user.type(await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Account does not exist.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Account does not exist.');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('starts idle again after switching panes', async () => {
    stubMemberApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderLanding('/member/reset-password');
    await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Password reset sent!' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Ask for a reset' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled());
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByText(/We've sent an email/)).not.toBeInTheDocument();
  });
});
