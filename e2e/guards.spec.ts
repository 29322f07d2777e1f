import { describe, expect, it } from 'vitest';
import {
  expectHidden,
  expectPath,
  expectTitle,
  expectVisible,
  openPage,
  registerClientViaApi,
  registerContractorViaApi,
  signInViaUi,
  useBrowser,
} from './fixtures.js';
import type { Page } from 'playwright-core';

const browser = useBrowser();

async function logOutFromAvatarMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
}

describe('signed out', () => {
  it.each(['/client/home', '/client', '/member/contractor/profile', '/member/contractor'])(
    'sends %s to the sign-in landing',
    async (path) => {
      const page = await openPage(browser());
      await page.goto(path);
      await expectPath(page, '/member');
      await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));
    },
  );

  it('resolves / to /member', async () => {
    const page = await openPage(browser());
    await page.goto('/');
    await expectPath(page, '/member');
  });

  it('redirects /contractor to /member and /contractor/sign-up to the contractor sign-up', async () => {
    const page = await openPage(browser());
    await page.goto('/contractor');
    await expectPath(page, '/member');
    await page.goto('/contractor/sign-up');
    await expectPath(page, '/member/contractor/sign-up');
  });

  it('shows Page Not Found for an unknown path and for /page-not-found', async () => {
    const page = await openPage(browser(), 390);
    for (const path of ['/no/such/page', '/page-not-found']) {
      await page.goto(path);
      await expectVisible(page.getByRole('heading', { name: 'Page Not Found' }));
      await expectVisible(page.getByText('The page you are looking for does not exist or has been moved.'));
      await expectTitle(page, 'Page Not Found');
    }
  });
});

describe('signed in', () => {
  it('sends a contractor opening /client/home to their profile, and / to their profile', async () => {
    const account = await registerContractorViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    await page.goto('/client/home');
    await expectPath(page, '/member/contractor/profile');
    await page.goto('/');
    await expectPath(page, '/member/contractor/profile');
  });

  it('sends a client opening the contractor profile to the client home, and / to the home', async () => {
    const account = await registerClientViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/client/home');
    await page.goto('/member/contractor/profile');
    await expectPath(page, '/client/home');
    await page.goto('/');
    await expectPath(page, '/client/home');
  });

  it.each([
    ['client', registerClientViaApi, '/client/home'],
    ['contractor', registerContractorViaApi, '/member/contractor/profile'],
  ] as const)('logs a %s out from the avatar menu, with no way back into the area', async (_role, register, area) => {
    const account = await register();
    const page = await openPage(browser(), 390);
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, area);
    await expectVisible(page.getByRole('heading', { name: `Kia ora, ${account.firstName}!` }));

    await logOutFromAvatarMenu(page);
    await expectPath(page, '/member');
    await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));

    // History was replaced: Back lands on the entry before the area (sign-in pane or blank), not in it.
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe(area);
    await expectHidden(page.getByRole('heading', { name: `Kia ora, ${account.firstName}!` }));
    await page.goto(area);
    await expectPath(page, '/member');
  });
});
