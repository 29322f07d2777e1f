import type { User } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD, WIDTHS, baseUrl, expectVisible, screenshot } from './fixtures.js';

/** docs/product.md#forms-and-validation: the banner and footer text after a failed profile save. */
export const PROFILE_UPDATE_ERRORS =
  'We encountered a few errors in your profile update, please review in order to proceed.';

/** Waits until the profile's completion bar and its caption read `text`, e.g. "100.00%". */
export async function expectCompletion(page: Page, text: string): Promise<void> {
  const bar = page.getByRole('progressbar', { name: 'Profile completion' });
  await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe(text);
  await expectVisible(page.getByText(text, { exact: true }));
}

/** The user as the API has them now (a fresh login), to check what was saved. */
export async function savedUser(email: string): Promise<User> {
  const login = await fetch(`${baseUrl}/api/v1/auth/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { user: User }).user;
}

/** Full-page screenshots at 1280 and 390 px; the page is left at 1280 px. */
export async function photograph(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await screenshot(page, name);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Rewrites the body of the next profile saves (`PATCH /auth/me`) on their way out. The edit forms
 * apply the API's own rules, so only a client with other rules sends what the server refuses: this
 * stands in for one, and the real server's answer is what the page shows.
 */
export async function tamperWithProfileSave(
  page: Page,
  change: (body: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  await page.route('**/api/v1/auth/me', async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    const body = request.postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify(change(body)) });
  });
}
