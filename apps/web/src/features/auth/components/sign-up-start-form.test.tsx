import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormMessages } from '../../../lib/form-messages';
import { renderLanding, stubMemberApi } from './member-test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('SignUpStartForm', () => {
  it('asks what the user is and for an e-mail', async () => {
    stubMemberApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderLanding('/member/sign-up');
    expect(await screen.findByRole('heading', { level: 1, name: 'Member sign up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findAllByText(FormMessages.required)).toHaveLength(2);
    expect(screen.getByRole('radiogroup', { name: /I am joining as/ })).toHaveAccessibleDescription(
      FormMessages.required,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['A business', '/member/client/sign-up', 'Client sign-up form'],
    ['An expert', '/member/contractor/sign-up', 'Contractor sign-up form'],
  ])('as %s continues to %s carrying the typed e-mail', async (choice, path, page) => {
    const calls = stubMemberApi(() => ({ status: 200, body: { available: true } }));
    const user = userEvent.setup();
    const { router } = renderLanding('/member/sign-up');
    await user.click(await screen.findByRole('radio', { name: choice }));
    await user.type(screen.getByLabelText('Email'), 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: page })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(JSON.parse(within(document.body).getByTestId('state').textContent ?? '')).toEqual({
      email: 'ana@example.com',
    });
    expect(calls).toEqual([{ method: 'POST', path: '/auth/email/check', body: { email: 'ana@example.com' } }]);
  });

  it('finds a taken address at this step and offers to sign in instead', async () => {
    stubMemberApi(() => ({ status: 200, body: { available: false } }));
    const user = userEvent.setup();
    const { router } = renderLanding('/member/sign-up');
    await user.click(await screen.findByRole('radio', { name: 'An expert' }));
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('This email already exists in our system.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/sign-up');
    await user.click(screen.getByRole('link', { name: 'Sign in instead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member sign in' })).toBeInTheDocument();
  });

  it('links back to sign-in', async () => {
    stubMemberApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderLanding('/member/sign-up');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member sign in' })).toBeInTheDocument();
  });
});
