import type { User } from '@fractional/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../test/builders';
import { stubApi, type Answer } from '../../../test/stub-api';
import { RATE_LIMITED } from '../account-messages';
import { renderAccount } from '../account-test-utils';
import { VerifyEmailBanner } from './verify-email-banner';

const renderBanner = (user: User) => renderAccount(user, <VerifyEmailBanner />);

const unverified = () => buildUser({ id: 7, email: 'aroha@example.com', emailVerifiedAt: null });
const banner = () => screen.queryByRole('region', { name: 'Verify your email' });

describe('VerifyEmailBanner', () => {
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is not shown once the address is verified', () => {
    stubApi();
    renderBanner(buildUser({ emailVerifiedAt: '2026-11-24T10:00:00.000Z' }));
    expect(banner()).toBeNull();
  });

  it('resends the link and says so', async () => {
    const calls = stubApi((): Answer => ({ status: 204 }));
    renderBanner(unverified());
    expect(banner()?.textContent).toContain('aroha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Sent — check your inbox')).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/auth/email/verify/resend', body: undefined }]);
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
  });

  it('answers a rate limit politely and lets the user try again later', async () => {
    stubApi((): Answer => ({ status: 429, body: { status: 429, message: 'Rate limit exceeded, retry in 1 minute' } }));
    renderBanner(unverified());
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText(RATE_LIMITED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeTruthy();
  });

  it('stays dismissed for the browser session', async () => {
    stubApi();
    const first = renderBanner(unverified());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    first.unmount();
    renderBanner(unverified());
    expect(banner()).toBeNull();
  });
});
