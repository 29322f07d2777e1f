import type { FxRates } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, checkA11y, expectPath, expectVisible, openPage, signInViaUi, useBrowser } from './fixtures.js';
import { callApi } from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';
import { loginViaApi } from './timesheet-helpers.js';

const browser = useBrowser();
const admin = inject('e2eAdmin');

const publicRates = async (): Promise<FxRates> =>
  (await fetch(`${baseUrl}/api/v1/fx-rates`)).json() as Promise<FxRates>;
const rateField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

let seeded: FxRates['rates'] | null = null;
let adminToken: string | null = null;

// The rates are the server's: put the seeded ones back for the other specs.
afterAll(async () => {
  if (seeded && adminToken) await callApi(adminToken, '/admin/fx-rates', { method: 'PUT', body: { rates: seeded } });
});

describe('the FX rates page of the matcher console', () => {
  it('lists the rates and replaces them as typed, with a message per currency and one request per double-click', async () => {
    seeded = (await publicRates()).rates;
    const page = await openPage(browser());
    await signInViaUi(page, admin.email, admin.password);
    await expectPath(page, '/admin', 20_000);
    adminToken = await loginViaApi(admin);
    await page
      .getByRole('navigation', { name: 'Matcher console' })
      .getByRole('link', { name: 'FX rates', exact: true })
      .click();
    await expectPath(page, '/admin/fx-rates');
    await expectVisible(page.getByRole('heading', { name: 'FX rates', level: 1 }));
    await expectVisible(page.getByText(/^Last replaced /));
    const eur = rateField(page, 'EUR — Euro');
    await expect.poll(() => eur.inputValue()).toBe('0.92');

    // A decimal comma and too many decimals: each currency says why, nothing is sent.
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/v1/admin/fx-rates')) puts.push(request.url());
    });
    await rateField(page, 'GBP — Pound sterling').fill('0,79');
    await rateField(page, 'CHF — Swiss franc').fill('0.1234567');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expectVisible(page.getByText('Enter the rate as a number, like 0.92.'));
    await expectVisible(page.getByText('Use at most 6 decimals.'));
    await expect.poll(() => rateField(page, 'GBP — Pound sterling').inputValue()).toBe('0,79');
    expect(puts).toHaveLength(0);
    await photograph(page, 'admin-fx-rates-errors');

    await rateField(page, 'GBP — Pound sterling').fill('0.785');
    await rateField(page, 'CHF — Swiss franc').fill('0.881');
    await eur.fill('0.9312');
    await rateField(page, 'NZD — New Zealand dollar').fill('');
    await page.getByRole('button', { name: 'Save rates' }).dblclick();
    await expectVisible(page.getByRole('status').getByText('Rates saved.'));
    expect(puts).toHaveLength(1);
    const stored = await publicRates();
    expect(stored.rates).toMatchObject({ EUR: 0.9312, GBP: 0.785, CHF: 0.881, JPY: 150 });
    expect(stored.rates.NZD).toBeUndefined();
    await expect.poll(() => rateField(page, 'NZD — New Zealand dollar').inputValue()).toBe('');
    await checkA11y(page);
    await photograph(page, 'admin-fx-rates');
  });
});
