import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormMessages } from '../../../lib/form-messages';
import { INVALID_TOKEN_MESSAGE } from './sign-in-form';
import { buildResetHash, renderLanding, stubMemberApi, validationError } from './member-test-utils';

afterEach(() => vi.unstubAllGlobals());

const hash = buildResetHash({ email: 'ana@example.com', nonce: 'n-1' });
const confirmUrl = `/member/confirm-reset-password?hash=${hash}`;

async function choosePasswords(newPassword: string, again: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), newPassword);
  await user.type(screen.getByLabelText('Re-enter new password'), again);
  await user.tab();
  return user;
}

describe('ConfirmResetForm', () => {
  it('pre-fills the e-mail of the hash in a disabled field', async () => {
    stubMemberApi(() => ({ status: 204 }));
    renderLanding(confirmUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(document.title).toBe('Reset password | Fractional');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toBeDisabled();
  });

  it('says when the passwords do not match, and sends nothing', async () => {
    const calls = stubMemberApi(() => ({ status: 204 }));
    renderLanding(confirmUrl);
    const user = await choosePasswords('brand-new-secret', 'brand-new-secreX');
    expect(await screen.findByText(FormMessages.passwordsMismatch)).toBeInTheDocument();
    expect(screen.getByLabelText('Re-enter new password')).toHaveAccessibleDescription(FormMessages.passwordsMismatch);

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(calls).toEqual([]);
  });

  it('leaves the untouched re-enter field alone when the new password is left, and checks it as it is typed', async () => {
    stubMemberApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderLanding(confirmUrl);
    await user.type(await screen.findByLabelText('New password'), 'brand-new-secret');
    const reenter = screen.getByLabelText('Re-enter new password');
    await user.click(reenter);
    await user.keyboard('brand');
    // Let the check started by leaving "New password" finish: it must not flag the field being typed in.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reenter).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(FormMessages.required)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(FormMessages.passwordsMismatch)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Re-enter new password'));
    await user.keyboard('-new-secret');
    await waitFor(() => expect(screen.queryByText(FormMessages.passwordsMismatch)).not.toBeInTheDocument());
  });

  it('asks for both passwords and at least 8 characters', async () => {
    stubMemberApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderLanding(confirmUrl);
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText(FormMessages.required)).toHaveLength(2);

    await user.type(screen.getByLabelText('New password'), 'short');
    expect(await screen.findByText(FormMessages.minLength(8))).toBeInTheDocument();
  });

  it('changes the password and offers the way to sign in', async () => {
    const calls = stubMemberApi(() => ({ status: 204 }));
    const { router } = renderLanding(confirmUrl);
    const user = await choosePasswords('brand-new-secret', 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password changed!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/reset/password',
        body: { password: 'brand-new-secret', hash, email: 'ana@example.com' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Go to Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/sign-in');
  });

  it('shows a used or expired hash in the banner', async () => {
    stubMemberApi(() => validationError({ hash: 'invalidHash' }));
    renderLanding(confirmUrl);
    const user = await choosePasswords('brand-new-secret', 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('sends a link without a hash to sign-in', async () => {
    stubMemberApi(() => ({ status: 204 }));
    const { router } = renderLanding('/member/confirm-reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/sign-in');
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['not a token', 'not-a-token'],
    ['a payload without an e-mail', buildResetHash({ nonce: 'n-1' })],
  ])('sends %s to sign-in with error=invalid-token', async (_, broken) => {
    stubMemberApi(() => ({ status: 204 }));
    const { router } = renderLanding(`/member/confirm-reset-password?hash=${broken}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TOKEN_MESSAGE);
    expect(router.state.location.pathname).toBe('/member/sign-in');
    expect(router.state.location.search).toBe('?error=invalid-token');
  });
});
