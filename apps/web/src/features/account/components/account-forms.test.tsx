import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/builders';
import { stubApi, type Answer } from '../../../test/stub-api';
import { GOOGLE_ACCOUNT_NOTE } from '../account-messages';
import { renderAccount } from '../account-test-utils';
import { ChangePasswordForm } from './change-password-form';
import { CloseAccount } from './close-account';

const emailUser = buildUser({ provider: 'email', socialId: null });
const googleUser = buildUser({ provider: 'google' });
const invalid = (errors: Record<string, string>): Answer => ({ status: 422, body: { status: 422, errors } });

afterEach(() => vi.unstubAllGlobals());

describe('ChangePasswordForm', () => {
  it('tells a Google account why it has no password to change, without a form', () => {
    stubApi();
    renderAccount(googleUser, <ChangePasswordForm user={googleUser} />);
    expect(screen.getByText(GOOGLE_ACCOUNT_NOTE)).toBeTruthy();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });

  it('puts the server keys under their fields in the account words', async () => {
    stubApi((call) => (call.path === '/auth/password' ? invalid({ oldPassword: 'noPassword' }) : undefined));
    renderAccount(emailUser, <ChangePasswordForm user={emailUser} />);
    await userEvent.type(screen.getByLabelText(/^Current password/), 'whatever-it-was');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-secret-1');
    await userEvent.type(screen.getByLabelText(/^Re-enter new password/), 'a-new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText(GOOGLE_ACCOUNT_NOTE)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Current password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends nothing while the new password is short or not re-entered alike', async () => {
    const calls = stubApi();
    renderAccount(emailUser, <ChangePasswordForm user={emailUser} />);
    await userEvent.type(screen.getByLabelText(/^Current password/), 'old-secret-1');
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Re-enter new password/), 'shorter');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Minimum length is 8 characters.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('CloseAccount', () => {
  it('asks a Google account to type DELETE and sends {confirm: DELETE}', async () => {
    const calls = stubApi((call) => (call.path === '/auth/me' ? { status: 204 } : undefined));
    const { router } = renderAccount(googleUser, <CloseAccount user={googleUser} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close my account…' }));
    expect(screen.getByText(/names, phone number, timezone, description, website, skills and CVs/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Type DELETE to confirm/), 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(screen.getByText('Please type DELETE to confirm.')).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/^Type DELETE to confirm/));
    await userEvent.type(screen.getByLabelText(/^Type DELETE to confirm/), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Close my account for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(calls).toEqual([{ method: 'DELETE', path: '/auth/me', body: { confirm: 'DELETE' } }]);
  });
});
