import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  dataDir,
  expectPath,
  expectVisible,
  latestResetLink,
  openPage,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
} from './fixtures.js';

const browser = useBrowser();
const NEW_PASSWORD = 'brand-new-secret-7';

/** Holds the forgot-password call until released, so the loading state can be seen. */
async function holdForgotCall(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/auth/forgot/password', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('forgotten password', () => {
  it('goes from the request through the mail to signing in with the new password', async () => {
    const account = await registerContractorViaApi();
    const page = await openPage(browser());
    await page.goto('/member/reset-password');
    await page.getByLabel('Email').fill(account.email);

    const release = await holdForgotCall(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(page.getByRole('button', { name: 'One moment please...' }));
    release();
    const sent = page.getByRole('button', { name: 'Password reset sent!' });
    await expectVisible(sent);
    expect(await sent.isDisabled()).toBe(true);
    await expectVisible(page.getByText(/We've sent an email to reset your password\. Please check your inbox!/));
    await expectVisible(page.getByText(/If you don't receive it in 2 minutes, please contact us: support@localhost/));
    await screenshot(page, 'member-reset-password-sent');
    await checkA11y(page);

    const link = await latestResetLink(dataDir, account.email);
    await page.goto(link);
    await expectPath(page, '/member/confirm-reset-password');
    const email = page.getByLabel('Email');
    await expectVisible(email);
    expect(await email.inputValue()).toBe(account.email);
    expect(await email.isDisabled()).toBe(true);

    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Re-?enter new password/i).fill(`${NEW_PASSWORD}x`);
    await page.getByLabel(/^Re-?enter new password/i).blur();
    await expectVisible(page.getByText('Passwords do not match'));
    await page.getByLabel(/^Re-?enter new password/i).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(page.getByText('Password changed!'));
    await screenshot(page, 'member-confirm-reset-password-done');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Go to Sign in' }).click();
    await expectPath(page, '/member/sign-in');

    await signInViaUi(page, account.email, NEW_PASSWORD);
    await expectPath(page, '/member/contractor/profile');

    const other = await openPage(browser(), 390);
    await signInViaUi(other, account.email, account.password);
    await expectVisible(other.getByText('Incorrect username or password.'));
  });

  it('sends a confirm link without a hash to sign-in, and a broken one with error=invalid-token', async () => {
    const page = await openPage(browser());
    await page.goto('/member/confirm-reset-password');
    await expectPath(page, '/member/sign-in');
    await page.goto('/member/confirm-reset-password?hash=not-a-token');
    await expectPath(page, '/member/sign-in');
    expect(new URL(page.url()).searchParams.get('error')).toBe('invalid-token');
  });
});
