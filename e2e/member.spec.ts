import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectPath,
  expectTitle,
  expectVisible,
  openPage,
  registerClientViaApi,
  registerContractorViaApi,
  signInViaUi,
  uniqueEmail,
  useBrowser,
} from './fixtures.js';

const browser = useBrowser();

const emailField = (page: Page) => page.getByLabel('Email');
const passwordField = (page: Page) => page.getByLabel('Password', { exact: false }).first();
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

async function expectPane(page: Page, path: string, title: string): Promise<void> {
  await expectPath(page, path);
  await expectVisible(page.getByRole('heading', { name: title, level: 1 }));
  await expectTitle(page, title);
}

describe('the member landing', () => {
  it.each([
    ['/member', 'Member sign in'],
    ['/member/sign-in', 'Member sign in'],
    ['/member/sign-up', 'Member sign up'],
    ['/member/reset-password', 'Reset password'],
  ])('%s shows the pane titled %s', async (path, title) => {
    const page = await openPage(browser());
    await page.goto(path);
    await expectPane(page, path, title);
  });

  it('links the panes to each other', async () => {
    const page = await openPage(browser(), 390);
    await page.goto('/member');
    await page.getByRole('link', { name: 'Ask for a reset' }).click();
    await expectPane(page, '/member/reset-password', 'Reset password');
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expectPane(page, '/member/sign-up', 'Member sign up');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectPane(page, '/member/sign-in', 'Member sign in');
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await expectPane(page, '/member/sign-up', 'Member sign up');
    await page.goto('/member/reset-password');
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectPane(page, '/member/sign-in', 'Member sign in');
  });
});

describe('signing in', () => {
  it('takes a client to the dashboard', async () => {
    const account = await registerClientViaApi({ firstName: 'Hine' });
    const page = await openPage(browser());
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/client/home');
    await expectVisible(page.getByRole('heading', { name: 'Kia ora, Hine!' }));
  });

  it('takes a contractor to their profile', async () => {
    const account = await registerContractorViaApi({ firstName: 'Tama' });
    const page = await openPage(browser(), 390);
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    await expectVisible(page.getByRole('heading', { name: 'Kia ora, Tama!' }));
  });

  it('asks for both fields when submitted empty', async () => {
    const page = await openPage(browser());
    await page.goto('/member');
    await signInButton(page).click();
    await expectVisible(page.getByText('This field is required.'));
    expect(await page.getByText('This field is required.').count()).toBe(2);
    expect(await emailField(page).getAttribute('aria-invalid')).toBe('true');
    await expectPath(page, '/member');
  });

  it('asks for a valid e-mail address', async () => {
    const page = await openPage(browser());
    await page.goto('/member');
    await emailField(page).fill('not-an-email');
    await passwordField(page).fill('whatever-123');
    await signInButton(page).click();
    await expectVisible(page.getByText('Please enter a valid email address.'));
    await expectPath(page, '/member');
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const account = await registerClientViaApi();
    const page = await openPage(browser());
    for (const [email, password] of [
      [uniqueEmail('nobody'), account.password],
      [account.email, 'wrong-password-1'],
    ] as const) {
      await page.goto('/member');
      await emailField(page).fill(email);
      await passwordField(page).fill(password);
      await signInButton(page).click();
      await expectVisible(page.getByText('Incorrect username or password.'));
      await expectPath(page, '/member');
    }
  });

  it('explains an invalid reset link (?error=invalid-token)', async () => {
    const page = await openPage(browser());
    await page.goto('/member/sign-in?error=invalid-token');
    await expectVisible(page.getByRole('alert').filter({ hasText: /invalid|expired/i }));
  });
});
