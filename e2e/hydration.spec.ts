import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WIDTHS,
  baseUrl,
  expectPath,
  expectVisible,
  openPage,
  registerClientViaApi,
  screenshot,
  useBrowser,
  type Width,
} from './fixtures.js';

const browser = useBrowser();

const emailField = (page: Page) => page.getByLabel('Email');
const passwordField = (page: Page) => page.getByLabel('Password', { exact: false }).first();
const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

/**
 * Opens /member as on a slow connection: the prerendered page is there, but every script waits until
 * `release` is called (the stylesheet and the font are not held).
 */
async function openWithScriptsHeld(owner: Browser, width: Width): Promise<{ page: Page; release: () => void }> {
  const page = await openPage(owner, width);
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/member', { waitUntil: 'commit' });
  await expectVisible(emailField(page));
  return { page, release };
}

/** The app has taken over and drawn again: the footer's links come from the config it fetches. */
async function expectAppRunning(page: Page): Promise<void> {
  await expectVisible(page.getByRole('link', { name: 'Contact us' }));
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? null);
const caret = (page: Page) =>
  page.evaluate(() => {
    const input = document.activeElement as HTMLInputElement;
    return [input.selectionStart, input.selectionEnd];
  });

describe('a page typed into before its scripts run', () => {
  it.each(WIDTHS)('keeps the text, the focus and the caret when the app takes over (%i px)', async (width) => {
    const account = await registerClientViaApi({ firstName: 'Rawiri' });
    const { page, release } = await openWithScriptsHeld(browser(), width);
    await emailField(page).pressSequentially(account.email);
    // The password without its dash; the caret is put back before "42" to type it after the take-over.
    const typed = account.password.replace('-42', '42');
    await passwordField(page).pressSequentially(typed);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');

    release();
    await expectAppRunning(page);
    expect(await emailField(page).inputValue()).toBe(account.email);
    expect(await passwordField(page).inputValue()).toBe(typed);
    expect(await focusedLabel(page)).toMatch(/^Password/);
    expect(await caret(page)).toEqual([typed.length - 2, typed.length - 2]);
    await screenshot(page, 'hydration-typed');

    // The app holds what the boxes show: typing on where the caret was, then signing in, works.
    await page.keyboard.type('-');
    expect(await passwordField(page).inputValue()).toBe(account.password);
    await signInButton(page).click();
    await expectPath(page, '/client/home');
    await expectVisible(page.getByRole('heading', { name: 'Kia ora, Rawiri!' }));
  });

  it('signs the person in when they pressed "Sign in" before the scripts arrived', async () => {
    const account = await registerClientViaApi({ firstName: 'Ngaio' });
    const { page, release } = await openWithScriptsHeld(browser(), 390);
    const posts: Request[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request));
    await emailField(page).pressSequentially(account.email);
    await passwordField(page).pressSequentially(account.password);
    await signInButton(page).click();
    expect(await signInButton(page).getAttribute('aria-busy')).toBe('true');
    await screenshot(page, 'hydration-submitted-early');
    expect(await emailField(page).inputValue()).toBe(account.email);

    release();
    await expectPath(page, '/client/home');
    await expectVisible(page.getByRole('heading', { name: 'Kia ora, Ngaio!' }));
    // The sign-in went to the API once, as JSON; the page itself was never posted to. (The signed-in
    // area then asks for its live-updates ticket, a POST of its own.)
    const paths = posts.map((request) => new URL(request.url()).pathname);
    expect(paths.filter((path) => path !== '/api/v1/events/ticket')).toEqual(['/api/v1/auth/email/login']);
  });

  it('shows the usual error when the early sign-in is refused, keeping the e-mail', async () => {
    const account = await registerClientViaApi();
    const { page, release } = await openWithScriptsHeld(browser(), 1280);
    await emailField(page).pressSequentially(account.email);
    await passwordField(page).pressSequentially('wrong-password-1');
    await page.keyboard.press('Enter');

    release();
    await expectVisible(page.getByText('Incorrect username or password.'));
    await expectPath(page, '/member');
    expect(await emailField(page).inputValue()).toBe(account.email);
  });
});

describe('a browser running no script at all', () => {
  it('stays on the sign-in page with what was typed when the form is sent', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/member`);
      await emailField(page).fill('jo@example.com');
      await passwordField(page).fill('hunter2-secret');
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await signInButton(page).click();
      expect((await answer).status()).toBe(204);
      expect(new URL(page.url()).pathname).toBe('/member');
      expect(await emailField(page).inputValue()).toBe('jo@example.com');
      expect(await passwordField(page).inputValue()).toBe('hunter2-secret');
    } finally {
      await context.close();
    }
  });
});
