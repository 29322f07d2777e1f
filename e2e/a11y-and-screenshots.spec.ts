import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import {
  WIDTHS,
  baseUrl,
  checkA11y,
  dataDir,
  expectPath,
  expectVisible,
  latestResetLink,
  openPage,
  registerClientViaApi,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  type Account,
} from './fixtures.js';
import { verifyEmail } from './marketplace-helpers.js';

const browser = useBrowser();
let client: Account;
let contractor: Account;
let searcher: Account;
let confirmLink: string;

beforeAll(async () => {
  [client, contractor, searcher] = await Promise.all([
    registerClientViaApi(),
    registerContractorViaApi(),
    registerClientViaApi(),
  ]);
  await verifyEmail(searcher);
  const response = await fetch(`${baseUrl}/api/v1/auth/forgot/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: contractor.email, userPath: '/member' }),
  });
  if (response.status !== 204) throw new Error(`forgot password answered ${response.status}`);
  confirmLink = await latestResetLink(dataDir, contractor.email);
});

interface Pane {
  name: string;
  /** Opens the pane and returns the heading that shows it is ready. */
  open(page: Page): Promise<string>;
}

const visit = (path: string, heading: string) => async (page: Page) => {
  await page.goto(path);
  return heading;
};

const PANES: Pane[] = [
  { name: 'member-sign-in', open: visit('/member', 'Member sign in') },
  { name: 'member-sign-up', open: visit('/member/sign-up', 'Member sign up') },
  { name: 'member-reset-password', open: visit('/member/reset-password', 'Reset password') },
  {
    name: 'member-confirm-reset-password',
    open: async (page) => {
      await page.goto(confirmLink);
      await expectPath(page, '/member/confirm-reset-password');
      return 'Reset password';
    },
  },
  { name: 'client-sign-up', open: visit('/member/client/sign-up', 'Client Sign-up') },
  { name: 'contractor-sign-up', open: visit('/member/contractor/sign-up', 'Enter account details') },
  { name: 'page-not-found', open: visit('/page-not-found', 'Page Not Found') },
  {
    name: 'client-home',
    open: async (page) => {
      await signInViaUi(page, client.email, client.password);
      await expectPath(page, '/client/home');
      return `Kia ora, ${client.firstName}!`;
    },
  },
  {
    // A verified client's search with a filter on (docs/product.md#client-area, Find experts).
    name: 'client-find-experts',
    open: async (page) => {
      await signInViaUi(page, searcher.email, searcher.password);
      await expectPath(page, '/client/home');
      await page.goto('/client/experts?q=fractional%20CFO&minAvailableHours=10');
      return 'Find experts';
    },
  },
  {
    name: 'contractor-profile',
    open: async (page) => {
      await signInViaUi(page, contractor.email, contractor.password);
      await expectPath(page, '/member/contractor/profile');
      return `Kia ora, ${contractor.firstName}!`;
    },
  },
  {
    // An unverified expert: the page says Open briefs are for verified experts (open-briefs.spec.ts has the list).
    name: 'contractor-open-briefs',
    open: async (page) => {
      await signInViaUi(page, contractor.email, contractor.password);
      await expectPath(page, '/member/contractor/profile');
      await page.goto('/member/contractor/open-briefs');
      return 'Open briefs';
    },
  },
];

/** Everything drawn: the heading, the web font, no spinner overlay. */
async function settle(page: Page, heading: string): Promise<void> {
  await expectVisible(page.getByRole('heading', { name: heading, level: 1 }));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .getByRole('status', { name: /loading/i })
    .first()
    .waitFor({ state: 'hidden' });
}

describe.each(WIDTHS)('at %i px wide', (width) => {
  it.each(PANES.map((pane) => [pane.name, pane] as const))(
    '%s: axe finds no serious or critical issue',
    async (_name, pane) => {
      const page = await openPage(browser(), width);
      await settle(page, await pane.open(page));
      await screenshot(page, pane.name);
      await checkA11y(page);
    },
  );

  it('the sign-in pane with its field errors is accessible', async () => {
    const page = await openPage(browser(), width);
    await page.goto('/member');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectVisible(page.getByText('This field is required.'));
    await screenshot(page, 'member-sign-in-errors');
    await checkA11y(page);
  });

  it('the client sign-up form after an empty submit is accessible', async () => {
    const page = await openPage(browser(), width);
    await page.goto('/member/client/sign-up');
    await settle(page, 'Client Sign-up');
    await page.getByRole('button', { name: 'Sign up now' }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Please complete all the required fields.' }));
    await screenshot(page, 'client-sign-up-errors');
    await checkA11y(page);
  });

  it('the open avatar menu of the client area is accessible', async () => {
    const page = await openPage(browser(), width);
    await signInViaUi(page, client.email, client.password);
    await settle(page, `Kia ora, ${client.firstName}!`);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expectVisible(page.getByRole('button', { name: 'Log out' }));
    await screenshot(page, 'client-home-menu');
    await checkA11y(page);
  });
});
