import type { LoginResult } from '@fractional/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './fixtures.js';

/** Waits until the locator's text matches (a live update may take a moment), as long as expectVisible waits. */
export async function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  await expect.poll(() => locator.innerText()).toMatch(text);
}

/** The client project page's Timesheets card. */
export const timesheetsCard = (page: Page) => page.getByRole('region', { name: 'Timesheets' });

/** A bearer token for an account that exists already (`POST /auth/email/login`). */
export async function loginViaApi(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as LoginResult).token;
}
