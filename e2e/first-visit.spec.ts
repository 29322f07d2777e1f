import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkA11y,
  dataDir,
  expectHidden,
  expectPath,
  expectTitle,
  expectVisible,
  field,
  latestResetLink,
  openPage,
  registerClientViaApi,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  WIDTHS,
  type Account,
} from './fixtures.js';

/** What a new user meets first (issue 15): the landing, the loading overlay, sign-up, 404. */
const browser = useBrowser();

/**
 * Requests matching `pattern` wait until `release()`: the page is caught in the state a slow
 * connection leaves it in, for as long as the test needs, with no timing involved.
 */
async function holdRequests(page: Page, pattern: string | RegExp): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * The tokens of a sign-in stored as the app stores them, without the cached user: it must ask /auth/me.
 * Stored once the app runs (the footer's links come from the config it fetches), as another tab
 * would: while React hydrates the prerendered page, a session appearing would change what it draws.
 */
async function storeTokensOnly(page: Page, account: Account): Promise<void> {
  await page.goto('/member');
  await expectVisible(page.getByRole('link', { name: 'Contact us' }));
  await page.evaluate(
    ({ token, refreshToken }) => {
      localStorage.setItem('fractional.auth.token', JSON.stringify({ value: token, expiresAt: null }));
      localStorage.setItem('fractional.auth.refreshToken', JSON.stringify({ value: refreshToken, expiresAt: null }));
    },
    { token: account.token, refreshToken: account.refreshToken },
  );
}

const loadingOverlay = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading' });

const MEMBER_PAGES = ['/member', '/member/sign-in', '/member/sign-up', '/member/reset-password'];

describe('the sign-in landing while signed in (item 10)', () => {
  it('sends a signed-in client from /member and each of its panes to the client home', async () => {
    const account = await registerClientViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/client/home');
    for (const path of MEMBER_PAGES) {
      await page.goto(path);
      await expectPath(page, '/client/home');
      await expectVisible(page.getByRole('heading', { name: `Kia ora, ${account.firstName}!` }));
    }
  });

  it('still opens a mailed reset link for someone signed in (the link names its own account)', async () => {
    const account = await registerClientViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/client/home');
    const forgot = await fetch(`${baseUrl}/api/v1/auth/forgot/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email }),
    });
    expect(forgot.status).toBe(204);
    await page.goto(await latestResetLink(dataDir, account.email));
    await expectPath(page, '/member/confirm-reset-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
  });

  it('sends a signed-in contractor from /member to their profile', async () => {
    const account = await registerContractorViaApi();
    const page = await openPage(browser(), 390);
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    await page.goto('/member');
    await expectPath(page, '/member/contractor/profile');
  });

  it('asks who is signed in first when only the tokens are known, with the loading overlay meanwhile', async () => {
    const account = await registerClientViaApi();
    const page = await openPage(browser());
    await storeTokensOnly(page, account);
    const me = await holdRequests(page, '**/api/v1/auth/me');
    await page.goto('/member');
    await expectVisible(loadingOverlay(page));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/member');
    me.release();
    await expectPath(page, '/client/home');
    await expectHidden(loadingOverlay(page));
  });

  it('shows the sign-in page to a signed-out visitor at once, before any script has run', async () => {
    const context = await browser().newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/member');
      await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));
      await expectHidden(loadingOverlay(page));
    } finally {
      await context.close();
    }
  });

  it('keeps a signed-out visitor on /member, and a sign-in there still leads to the area', async () => {
    const account = await registerClientViaApi();
    const page = await openPage(browser());
    await page.goto('/member');
    await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: false }).first().fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, '/client/home');
  });
});

describe('the loading overlay while the app is not ready (item 11)', () => {
  it.each(WIDTHS)('covers the page while its scripts are still on the way, at %i px', async (width) => {
    const page = await openPage(browser(), width);
    const scripts = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.goto('/client/home', { waitUntil: 'commit' });
    await expectVisible(loadingOverlay(page));
    // Eight segments turning in eight steps, once the stylesheet (not held) has arrived.
    const spinner = () =>
      page.locator('.boot-spinner').evaluate((element) => {
        const style = getComputedStyle(element);
        return { name: style.animationName, timing: style.animationTimingFunction, segments: element.children.length };
      });
    await expect.poll(spinner).toEqual({ name: expect.stringMatching(/turn/), timing: 'steps(8)', segments: 8 });
    await screenshot(page, 'loading-overlay');
    scripts.release();
    await expectPath(page, '/member');
    await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));
    await expectHidden(loadingOverlay(page));
  });

  it('shows the overlay, not a blank page, while a signed-in page waits for the user', async () => {
    const account = await registerClientViaApi();
    const page = await openPage(browser(), 390);
    await storeTokensOnly(page, account);
    const me = await holdRequests(page, '**/api/v1/auth/me');
    await page.goto('/client/home');
    await expectVisible(loadingOverlay(page));
    await checkA11y(page);
    me.release();
    await expectVisible(page.getByRole('heading', { name: `Kia ora, ${account.firstName}!` }));
    await expectHidden(loadingOverlay(page));
  });

  it('turns once every 4 s without reduced motion, and the overlay fades in over 400 ms', async () => {
    const context = await browser().newContext({ baseURL: baseUrl, reducedMotion: 'no-preference' });
    try {
      const page = await context.newPage();
      const scripts = await holdRequests(page, /\/assets\/.*\.js$/);
      await page.goto('/client/home', { waitUntil: 'commit' });
      await expectVisible(loadingOverlay(page));
      const durations = () =>
        page.evaluate(() => ({
          spinner: getComputedStyle(document.querySelector('.boot-spinner') ?? document.body).animationDuration,
          overlay: getComputedStyle(document.querySelector('.boot-overlay') ?? document.body).animationDuration,
        }));
      await expect.poll(durations).toEqual({ spinner: '4s', overlay: '0.4s' });
      scripts.release();
      await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));
    } finally {
      await context.close();
    }
  });
  it("takes over index.html's overlay without fading in a second time", async () => {
    const account = await registerClientViaApi();
    const context = await browser().newContext({ baseURL: baseUrl, reducedMotion: 'no-preference' });
    try {
      const page = await context.newPage();
      await storeTokensOnly(page, account);
      const me = await holdRequests(page, '**/api/v1/auth/me');
      await page.goto('/client/home');
      // The app has drawn: index.html's overlay is gone, the guard's own overlay waits for the user.
      await expectHidden(page.locator('#boot-overlay'));
      const overlay = page.locator('[aria-busy="true"]');
      await expectVisible(overlay);
      expect(await overlay.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
      me.release();
      await expectVisible(page.getByRole('heading', { name: `Kia ora, ${account.firstName}!` }));
    } finally {
      await context.close();
    }
  });
});

describe('first pages', () => {
  it.each(WIDTHS)(
    'titles the client sign-up page Client Sign-up, opened or reached from the pane (item 12, %i px)',
    async (width) => {
      const page = await openPage(browser(), width);
      await page.goto('/member/client/sign-up');
      await expectTitle(page, 'Client Sign-up');
      await page.goto('/member/sign-up');
      await page.getByRole('radio', { name: /A business/ }).check();
      await field(page, 'Email').fill('new-client@example.com');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectPath(page, '/member/client/sign-up');
      await expectTitle(page, 'Client Sign-up');
    },
  );

  it.each(WIDTHS)('keeps the header with the logo and a way home on Page Not Found (item 13, %i px)', async (width) => {
    const page = await openPage(browser(), width);
    await page.goto('/no/such/page');
    const header = page.getByRole('banner');
    await expectVisible(header.getByRole('link', { name: 'Fractional (opens in a new window)' }));
    await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }));
    await checkA11y(page);
    await screenshot(page, 'page-not-found');
    await header.getByRole('link', { name: 'Home' }).click();
    await expectPath(page, '/member');
  });

  it.each(WIDTHS)('makes the sign-in logo link only as wide as the logo (item 15, %i px)', async (width) => {
    const page = await openPage(browser(), width);
    await page.goto('/member');
    const logo = page.getByRole('link', { name: 'Fractional (opens in a new window)' });
    const word = logo.getByText('Fractional', { exact: true });
    const [link, text] = await Promise.all([logo.boundingBox(), word.boundingBox()]);
    if (!link || !text) return expect.unreachable('the logo is not laid out');
    expect(link.x + link.width).toBeCloseTo(text.x + text.width, 0);
  });

  it.each(WIDTHS)('spaces field and button of the reset pane as on the other panes (item 16, %i px)', async (width) => {
    const page = await openPage(browser(), width);
    const gapUnder = async (path: string, button: string) => {
      await page.goto(path);
      const [input, action] = await Promise.all([
        field(page, 'Email').boundingBox(),
        page.getByRole('button', { name: button }).boundingBox(),
      ]);
      if (!input || !action) return expect.unreachable(`${path} is not laid out`);
      return action.y - (input.y + input.height);
    };
    const signUp = await gapUnder('/member/sign-up', 'Continue');
    const reset = await gapUnder('/member/reset-password', 'Send reset link');
    expect(reset).toBeCloseTo(signUp, 0);
    await screenshot(page, 'member-reset-password-spacing');
  });
});
