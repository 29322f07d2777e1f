import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  checkA11y,
  expectPath,
  expectVisible,
  openPage,
  registerContractorViaApi,
  screenshot,
  useBrowser,
  type Width,
} from './fixtures.js';

const browser = useBrowser();

/**
 * Browsers refuse an IP address as a WebAuthn relying party, so with APP_URL on 127.0.0.1 the app
 * serves passkeys on localhost, same port (docs/security.md#passkeys): this spec browses there.
 */
const origin = baseUrl.replace('127.0.0.1', 'localhost');

/** Chromium's DevTools-protocol authenticator: a platform authenticator that keeps passkeys and verifies the user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Account & security' }).click();
  await expectPath(page, '/member/contractor/account');
}

const passkeyList = (page: Page) => page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');

describe('passkeys (docs/security.md#passkeys)', () => {
  it.each([1280, 390] as Width[])(
    'an expert adds a passkey, signs in with it and no password, renames and deletes it (%i px)',
    async (width) => {
      const expert = await registerContractorViaApi();
      const page = await openPage(browser(), width);
      const authenticator = await addVirtualAuthenticator(page);
      await page.goto(`${origin}/member/sign-in`);
      await page.getByLabel('Email').fill(expert.email);
      await page.getByLabel('Password', { exact: false }).first().fill(expert.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectPath(page, '/member/contractor/profile');
      await openAccount(page);

      await expectVisible(page.getByText('No passkeys yet. Add one to sign in without your password.'));
      await page.getByRole('button', { name: 'Add a passkey' }).click();
      await expectVisible(passkeyList(page).first());
      expect(await passkeyList(page).count()).toBe(1);
      await expectVisible(passkeyList(page).getByText('Chrome on Linux'));
      await expectVisible(passkeyList(page).getByText(/Not used yet/));
      const stored = await authenticator.credentials();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.isResidentCredential).toBe(true);
      await checkA11y(page);
      await screenshot(page, 'passkeys-added');

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/member'));

      // Signing in: the passkey alone, from the keyboard; no e-mail or password typed.
      await page.goto(`${origin}/member/sign-in`);
      const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' });
      await passkeyButton.focus();
      await page.keyboard.press('Enter');
      await expectPath(page, '/member/contractor/profile');
      await openAccount(page);
      await expectVisible(passkeyList(page).getByText(/Last used/));

      await page.getByRole('button', { name: 'Rename' }).click();
      const name = page.getByLabel('Passkey name');
      await name.fill('');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expectVisible(page.getByText('Enter a name of 1 to 60 characters.'));
      await name.fill('Work laptop');
      await page.keyboard.press('Enter');
      await expectVisible(passkeyList(page).getByText('Work laptop'));

      await page.getByRole('button', { name: 'Delete' }).click();
      await expectVisible(page.getByRole('dialog', { name: 'Delete this passkey?' }));
      await page.getByRole('button', { name: 'Delete passkey' }).click();
      await expectVisible(page.getByText('No passkeys yet. Add one to sign in without your password.'));
      // 390 px: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The passkey left on the device signs in no more: the page says so.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/member'));
      await page.goto(`${origin}/member/sign-in`);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expectVisible(page.getByText(/This passkey could not sign you in/));
      await expectPath(page, '/member/sign-in');
    },
  );
});
