import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  expectPath,
  expectVisible,
  openPage,
  registerClientViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  type Width,
} from './fixtures.js';

const browser = useBrowser();

/** The code an authenticator app shows `steps` 30-second steps from now. */
function codeOf(key: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Account & security' }).click();
  await expectPath(page, '/client/account');
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/member'));
}

describe('two-step sign-in (docs/security.md)', () => {
  it.each([1280, 390] as Width[])(
    'a client turns it on, signs in with a code, then with a recovery code once (%i px)',
    async (width) => {
      const account = await registerClientViaApi();
      const page = await openPage(browser(), width);
      await signInViaUi(page, account.email, account.password);
      await expectPath(page, '/client/home');
      await openAccount(page);

      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await expectVisible(page.getByRole('img', { name: 'QR code for your authenticator app' }));
      const key = ((await page.getByText(/^Key:/).textContent()) ?? '').replace('Key:', '').trim();
      expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
      await checkA11y(page);
      await screenshot(page, 'two-factor-setup');
      await page.getByLabel('2. Enter the 6-digit code the app shows').fill(codeOf(key));
      await page.getByRole('button', { name: 'Turn on', exact: true }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expectVisible(codes.first());
      expect(await codes.count()).toBe(10);
      const recovery = ((await codes.nth(2).textContent()) ?? '').trim();
      await screenshot(page, 'two-factor-recovery-codes');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expectVisible(page.getByText('10 recovery codes left.'));

      // Signing in now asks for a code after the password.
      await signOut(page);
      await signInViaUi(page, account.email, account.password);
      await expectVisible(page.getByRole('heading', { name: 'Two-step sign-in' }));
      await screenshot(page, 'two-factor-sign-in');
      await page.getByLabel('Code', { exact: true }).fill(codeOf(key, 1));
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expectPath(page, '/client/home');

      // The phone is lost: a recovery code gets them in once.
      await signOut(page);
      await signInViaUi(page, account.email, account.password);
      await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expectPath(page, '/client/home');
      await openAccount(page);
      await expectVisible(page.getByText('9 recovery codes left.'));

      await signOut(page);
      await signInViaUi(page, account.email, account.password);
      await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recovery);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expectVisible(page.getByText('This recovery code is not right, or was used already.'));
      await page.context().close();
    },
  );
});
