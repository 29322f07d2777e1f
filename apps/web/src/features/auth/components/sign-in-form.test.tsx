import { Roles } from '@fractional/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormMessages } from '../../../lib/form-messages';
import { buildUser } from '../sign-up-test-utils';
import { INVALID_TOKEN_MESSAGE } from './sign-in-form';
import { renderLanding, stubMemberApi, validationError, type Answer } from './member-test-utils';

afterEach(() => vi.unstubAllGlobals());

const loginResult = (role: 'client' | 'contractor'): Answer => ({
  status: 200,
  body: {
    token: 'access',
    refreshToken: 'refresh',
    tokenExpires: Date.now() + 60_000,
    user: buildUser({ provider: 'email', socialId: null, role: Roles[role] }),
  },
});

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SignInForm', () => {
  it('is the default pane and asks for both fields when submitted empty', async () => {
    const calls = stubMemberApi(() => loginResult('client'));
    const user = userEvent.setup();
    renderLanding('/member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member sign in' })).toBeInTheDocument();
    expect(document.title).toBe('Member sign in | Fractional');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findAllByText(FormMessages.required)).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(FormMessages.required);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(FormMessages.required);
    expect(calls).toEqual([]);
  });

  it('asks for a valid e-mail address', async () => {
    const calls = stubMemberApi(() => loginResult('client'));
    renderLanding('/member/sign-in');
    await signIn('not-an-email', 'whatever-123');
    expect(await screen.findByText(FormMessages.email)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    ['client', 'Client home'],
    ['contractor', 'Contractor profile'],
  ] as const)('takes a %s to %s', async (role, page) => {
    const calls = stubMemberApi(() => loginResult(role));
    const { router } = renderLanding('/member');
    await signIn(' Ana@Example.com ', 'secret-password');
    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(role === 'client' ? '/client/home' : '/member/contractor/profile');
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/email/login', body: { email: 'ana@example.com', password: 'secret-password' } },
    ]);
  });

  it.each([
    ['an unknown e-mail', { email: 'notFound' }, 'Email'],
    ['a wrong password', { password: 'incorrectPassword' }, 'Password'],
  ])('answers %s with "Incorrect username or password." once, under the field', async (_, errors, label) => {
    stubMemberApi(() => validationError(errors));
    renderLanding('/member');
    await signIn('ana@example.com', 'secret-password');

    await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Incorrect username or password.');
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.getAllByText('Incorrect username or password.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failure without fields in the banner only', async () => {
    stubMemberApi(() => ({ status: 429, body: { status: 429, message: 'Too many attempts, please wait.' } }));
    renderLanding('/member');
    await signIn('ana@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please wait.');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('explains an invalid reset link (?error=invalid-token)', async () => {
    stubMemberApi(() => loginResult('client'));
    renderLanding('/member/sign-in?error=invalid-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_TOKEN_MESSAGE);
  });

  it('links to the reset and sign-up panes', async () => {
    stubMemberApi(() => loginResult('client'));
    const user = userEvent.setup();
    const { router } = renderLanding('/member');
    await user.click(await screen.findByRole('link', { name: 'Ask for a reset' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/reset-password');

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member sign up' })).toBeInTheDocument();
    expect(document.title).toBe('Member sign up | Fractional');
  });
});

describe('SignInForm on the demo marketplace', () => {
  const demo = {
    password: 'fractional-demo',
    accounts: [
      { role: 'client' as const, email: 'maya@ledgerly.example.com', name: 'Maya Okafor' },
      { role: 'contractor' as const, email: 'diego.kaur@example.com', name: 'Diego Kaur' },
    ],
  };

  it('offers nothing outside the demo', async () => {
    stubMemberApi(() => loginResult('client'));
    renderLanding('/member');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member sign in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Demo marketplace/)).not.toBeInTheDocument());
  });

  it('lists the demo accounts, and a pick fills the form for that account', async () => {
    const calls = stubMemberApi(() => loginResult('contractor'), { demo });
    const user = userEvent.setup();
    renderLanding('/member');
    const panel = await screen.findByRole('complementary', { name: 'Demo marketplace — sign in as…' });
    expect(within(panel).getByText('fractional-demo')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /Expert\s*Diego Kaur/ }));
    expect(screen.getByLabelText('Email')).toHaveValue('diego.kaur@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('fractional-demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/auth/email/login',
        body: { email: 'diego.kaur@example.com', password: 'fractional-demo' },
      }),
    );
  });

  it('asks for the second step when two-step sign-in is on: a wrong code in words, then a recovery code signs in', async () => {
    const calls = stubMemberApi((call) => {
      if (call.path === '/auth/email/login') return { status: 200, body: { mfaRequired: true, mfaToken: 'step-two' } };
      const body = call.body as { code?: string; recoveryCode?: string };
      return body.recoveryCode === 'k7m2q-9xpab' ? loginResult('client') : validationError({ code: 'invalidCode' });
    });
    const { router } = renderLanding('/member');
    const user = await signIn('ana@example.com', 'secret-password');
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6 digits your app shows.')).toBeVisible();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText('This code is not right, or was used already. Wait for the next one and try again.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Lost your phone? Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'k7m2q-9xpab');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Client home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/client/home');
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/auth/email/login', { email: 'ana@example.com', password: 'secret-password' }],
      ['/auth/2fa/verify', { mfaToken: 'step-two', code: '123456' }],
      ['/auth/2fa/verify', { mfaToken: 'step-two', recoveryCode: 'k7m2q-9xpab' }],
    ]);
  });
});
