import { readFileSync } from 'node:fs';
import type { LoginResult } from '@fractional/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkA11y,
  dataDir,
  expectHidden,
  expectPath,
  expectTitle,
  expectVisible,
  openPage,
  registerClientViaApi,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  signUpContractorViaUi,
  uniqueEmail,
  useBrowser,
  type Account,
  type Width,
} from './fixtures.js';
import { latestMailLink } from './mail-links.js';

const browser = useBrowser();
const NEW_PASSWORD = 'a-brand-new-secret-9';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Presses Tab until `locator` has the focus (at most 30 times). */
async function tabTo(page: Page, locator: Locator): Promise<void> {
  for (let presses = 0; presses < 30; presses += 1) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  expect.unreachable('Tab never reached the element');
}

/** Signs in through the UI and opens Account & security from the avatar menu. */
async function openAccountPage(account: Account, width: Width = 1280): Promise<Page> {
  const page = await openPage(browser(), width);
  await signInViaUi(page, account.email, account.password);
  const isClient = account.user.role.name === 'client';
  await expectPath(page, isClient ? '/client/home' : '/member/contractor/profile');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Account & security' }).click();
  await expectPath(page, isClient ? '/client/account' : '/member/contractor/account');
  await expectTitle(page, 'Account & security');
  await expectVisible(page.getByRole('heading', { name: 'Account & security', level: 1 }));
  return page;
}

/** A second session of the account, signed in through the API from "another device". */
async function signInElsewhere(account: Account, userAgent: string): Promise<LoginResult> {
  const response = await fetch(`${baseUrl}/api/v1/auth/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginResult;
}

async function meStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

describe('account & security', () => {
  it('changes the password: wrong and mismatched entries are told, then only the new one signs in', async () => {
    const account = await registerContractorViaApi();
    const page = await openAccountPage(account);
    await checkA11y(page);
    await screenshot(page, 'account-contractor');

    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByLabel(/^Current password/).fill('not-my-password');
    await card.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await card.getByLabel(/^Re-enter new password/).fill(`${NEW_PASSWORD}x`);
    await card.getByLabel(/^Re-enter new password/).blur();
    await expectVisible(card.getByText('Passwords do not match'));
    await card.getByLabel(/^Re-enter new password/).fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(card.getByText('Incorrect password.').first());
    await checkA11y(page);

    await card.getByRole('button', { name: 'OK, got it!' }).click();
    await card.getByLabel(/^Current password/).fill(account.password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(card.getByRole('status').getByText('Password changed. Your other devices were signed out.'));
    expect(await card.getByLabel(/^Current password/).inputValue()).toBe('');

    const other = await openPage(browser(), 390);
    await signInViaUi(other, account.email, account.password);
    await expectVisible(other.getByText('Incorrect username or password.'));
    await signInViaUi(other, account.email, NEW_PASSWORD);
    await expectPath(other, '/member/contractor/profile');
  });

  it('verifies the e-mail through the mailed link: banner, Resend, the link page, banner gone', async () => {
    const account = await registerContractorViaApi();
    const first = await latestMailLink(dataDir, account.email, 'verify-email');
    const page = await openPage(browser());
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    const banner = page.getByRole('region', { name: 'Verify your email' });
    await expectVisible(banner.getByText(account.email));
    await checkA11y(page);
    await screenshot(page, 'verify-banner');

    await banner.getByRole('button', { name: 'Resend' }).click();
    await expectVisible(banner.getByText('Sent — check your inbox'));
    const resent = await latestMailLink(dataDir, account.email, 'verify-email', first);

    // The link is opened signed out, as on another device; the earlier one stopped working.
    const phone = await openPage(browser(), 390);
    await phone.goto(first.replace(baseUrl, ''));
    await expectVisible(phone.getByText(/This link is invalid or has expired\./));
    await phone.goto(resent.replace(baseUrl, ''));
    await expectTitle(phone, 'Verify your email');
    await expectVisible(phone.getByText(`Thank you — ${account.email} is verified.`, { exact: false }));
    await checkA11y(phone);
    await screenshot(phone, 'verify-email-done');

    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expectHidden(page.getByRole('region', { name: 'Verify your email' }));
  });

  it('dismisses the banner for the browser session', async () => {
    const account = await registerClientViaApi();
    const page = await openPage(browser(), 390);
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/client/home');
    await screenshot(page, 'verify-banner-client');
    await page.getByRole('region', { name: 'Verify your email' }).getByRole('button', { name: 'Dismiss' }).click();
    await expectHidden(page.getByRole('region', { name: 'Verify your email' }));
    await page.reload();
    await expectVisible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByRole('region', { name: 'Verify your email' }).count()).toBe(0);
  });

  it('shows the missing-hash and invalid-hash states of both link pages', async () => {
    for (const width of [1280, 390] as const) {
      const page = await openPage(browser(), width);
      await page.goto('/member/verify-email');
      await expectVisible(page.getByText(/This link is incomplete\./));
      await checkA11y(page);
      await screenshot(page, 'verify-email-missing');
      await page.goto('/member/confirm-email-change?hash=not-a-token');
      await expectTitle(page, 'Confirm your new email');
      await expectVisible(page.getByText(/This link is invalid or has expired\./));
      await checkA11y(page);
      await screenshot(page, 'confirm-email-change-invalid');
    }
  });

  it('changes the e-mail: a taken address is refused, the pending state holds until the link is opened', async () => {
    const account = await registerClientViaApi();
    const taken = await registerContractorViaApi();
    const page = await openAccountPage(account, 390);
    await checkA11y(page);
    await screenshot(page, 'account-client');

    const card = page.getByRole('region', { name: 'Change email' });
    await card.getByLabel(/^New email/).fill(taken.email);
    await card.getByLabel(/^Current password/).fill(account.password);
    await card.getByRole('button', { name: 'Send confirmation link' }).click();
    await expectVisible(card.getByText('This email already exists in our system.').first());
    await card.getByRole('button', { name: 'OK, got it!' }).click();

    const newEmail = uniqueEmail('moved');
    await card.getByLabel(/^New email/).fill(newEmail);
    await card.getByRole('button', { name: 'Send confirmation link' }).click();
    const pending = card.getByRole('status');
    await expectVisible(pending.getByText(newEmail));
    await expectVisible(pending.getByText(/your address changes when you open it/));
    await page.reload();
    await expectVisible(page.getByRole('region', { name: 'Change email' }).getByRole('status').getByText(newEmail));
    await screenshot(page, 'account-email-pending');

    const link = await latestMailLink(dataDir, newEmail, 'confirm-email-change');
    const other = await openPage(browser());
    await other.goto(link.replace(baseUrl, ''));
    await expectVisible(other.getByText(/Your email address is changed/));
    await expectVisible(other.getByText(newEmail));
    await checkA11y(other);
    await screenshot(other, 'confirm-email-change-done');

    await page.reload();
    const changed = page.getByRole('region', { name: 'Change email' });
    await expectVisible(changed.getByText(newEmail));
    await expectVisible(changed.getByLabel(/^New email/));
    await signInViaUi(other, newEmail, account.password);
    await expectPath(other, '/client/home');
  });

  it('lists the sessions in plain words, signs another device out, then signs out everywhere', async () => {
    const account = await registerContractorViaApi();
    const elsewhere = await signInElsewhere(account, FIREFOX_ON_WINDOWS);
    const page = await openAccountPage(account);

    const list = page.getByRole('list', { name: 'Signed-in devices' });
    const thisDevice = list.getByRole('listitem').filter({ hasText: 'This device' });
    await expectVisible(thisDevice.getByText('Chrome on Linux'));
    expect(await thisDevice.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    const firefox = list.getByRole('listitem').filter({ hasText: 'Firefox on Windows' });
    await expectVisible(firefox.getByText(/Signed in .* · Last used /));
    await screenshot(page, 'account-sessions');

    expect(await meStatus(elsewhere.token)).toBe(200);
    await firefox.getByRole('button', { name: 'Sign out' }).click();
    await expectHidden(list.getByText('Firefox on Windows'));
    expect(await meStatus(elsewhere.token)).toBe(401);

    const token = await page.evaluate(() => localStorage.getItem('fractional.auth.token'));
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectPath(page, '/member');
    const stored = JSON.parse(token ?? 'null') as { value: string } | null;
    expect(stored?.value).toBeTruthy();
    expect(await meStatus(stored?.value ?? '')).toBe(401);
    await page.goto('/member/contractor/account');
    await expectPath(page, '/member');
  });

  it('downloads my data as a .json file', async () => {
    const account = await registerClientViaApi();
    const page = await openAccountPage(account);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fractional-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as { user: { email: string }; projects: unknown[] };
    expect(data.user.email).toBe(account.email);
    expect(Array.isArray(data.projects)).toBe(true);
    expect(readFileSync(file, 'utf8')).not.toMatch(/passwordHash|refreshToken/);
  });

  it('closes the account after naming what is erased, and the address signs up again', async () => {
    const account = await registerClientViaApi();
    const page = await openAccountPage(account);
    const card = page.getByRole('region', { name: 'Close account' });
    await card.getByRole('button', { name: 'Close my account…' }).click();
    await expectVisible(card.getByText(/names, phone number, timezone, description, website, skills and CVs/));
    await expectVisible(card.getByText(/Projects you created stay/));
    await checkA11y(page);
    await screenshot(page, 'account-close-confirm');

    await card.getByRole('button', { name: 'Close my account for good' }).click();
    await expectVisible(card.getByText('This field is required.'));
    await card.getByLabel(/^Current password/).fill('not-my-password');
    await card.getByRole('button', { name: 'Close my account for good' }).click();
    await expectVisible(card.getByText('Incorrect password.'));
    await card.getByLabel(/^Current password/).fill(account.password);
    await card.getByRole('button', { name: 'Close my account for good' }).click();
    await expectPath(page, '/member/account-closed');
    await expectVisible(page.getByRole('heading', { name: 'Your account is closed', level: 1 }));
    await expectVisible(page.getByText(/Projects you created stay/));
    await checkA11y(page);
    await screenshot(page, 'account-closed-client');

    const other = await openPage(browser(), 390);
    await signInViaUi(other, account.email, account.password);
    await expectVisible(other.getByText('Incorrect username or password.'));

    // The address is free again: a new sign-up through the form takes it.
    await signUpContractorViaUi(page, {
      email: account.email,
      password: NEW_PASSWORD,
      firstName: 'Rua',
      lastName: 'Kerei',
    });
    await expectPath(page, '/member/contractor/profile', 20_000);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Kia ora, Rua!' }));
  });

  it('is reachable and usable with the keyboard alone', async () => {
    const account = await registerContractorViaApi();
    const page = await openPage(browser(), 390);
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    const entry = page.getByRole('link', { name: 'Account & security' });
    await expectVisible(entry);
    await tabTo(page, entry);
    await page.keyboard.press('Enter');
    await expectPath(page, '/member/contractor/account');

    const current = page.getByRole('region', { name: 'Change password' }).getByLabel(/^Current password/);
    await tabTo(page, current);
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expectVisible(page.getByText('Password changed. Your other devices were signed out.'));
  });
});
