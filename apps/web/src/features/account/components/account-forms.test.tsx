import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/builders';
import { stubApi, type Answer } from '../../../test/stub-api';
import { GOOGLE_ACCOUNT_NOTE } from '../account-messages';
import { accountQueryKeys } from '../api/query-keys';
import { renderAccount } from '../account-test-utils';
import { ChangeEmailForm } from './change-email-form';
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

  it("drops the last failure's banner when a new attempt fails on the form's own checks", async () => {
    stubApi((call) => (call.path === '/auth/password' ? invalid({ oldPassword: 'incorrectPassword' }) : undefined));
    renderAccount(emailUser, <ChangePasswordForm user={emailUser} />);
    await userEvent.type(screen.getByLabelText(/^Current password/), 'whatever-it-was');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-secret-1');
    await userEvent.type(screen.getByLabelText(/^Re-enter new password/), 'a-new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findAllByText('Incorrect password.')).length).toBe(2);
    await userEvent.clear(screen.getByLabelText(/^Re-enter new password/));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Re-enter new password/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByRole('button', { name: 'OK, got it!' })).toBeNull();
  });

  it('refreshes the signed-in devices after the change', async () => {
    stubApi((call) => (call.path === '/auth/password' ? { status: 204 } : undefined));
    const { queryClient } = renderAccount(emailUser, <ChangePasswordForm user={emailUser} />);
    queryClient.setQueryData(accountQueryKeys.sessions, { data: [], hasNextPage: false });
    await userEvent.type(screen.getByLabelText(/^Current password/), 'old-secret-1');
    await userEvent.type(screen.getByLabelText(/^New password/), 'a-new-secret-1');
    await userEvent.type(screen.getByLabelText(/^Re-enter new password/), 'a-new-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Your other devices were signed out.')).toBeTruthy();
    expect(queryClient.getQueryState(accountQueryKeys.sessions)?.isInvalidated).toBe(true);
  });
});

describe('ChangeEmailForm', () => {
  it('keeps the focus in the card when it switches to the pending state and back', async () => {
    window.localStorage.clear();
    stubApi((call) => (call.path === '/auth/email/change' ? { status: 204 } : undefined));
    renderAccount(emailUser, <ChangeEmailForm user={emailUser} />);
    await userEvent.type(screen.getByLabelText(/^New email/), 'ana.new@example.com');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'my-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    const another = await screen.findByRole('button', { name: 'Use another address' });
    expect(screen.getByRole('status').textContent).toContain('ana.new@example.com');
    // The focus moves in an effect, once the pending state is drawn.
    await waitFor(() => expect(document.activeElement).toBe(another));
    await userEvent.click(another);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^New email/)));
  });
});

describe('CloseAccount', () => {
  it('moves the focus into the confirmation and back to its button on Cancel', async () => {
    stubApi();
    renderAccount(emailUser, <CloseAccount user={emailUser} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close my account…' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Current password/)));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close my account…' })));
  });

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
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/account-closed'));
    expect(router.state.location.search).toBe(`?as=${googleUser.role.name}`);
    expect(calls).toEqual([{ method: 'DELETE', path: '/auth/me', body: { confirm: 'DELETE' } }]);
  });
});
