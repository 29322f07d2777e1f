import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  expectPath,
  field,
  openPage,
  registerContractorViaApi,
  signInViaUi,
  useBrowser,
} from './fixtures.js';
import { photograph, savedUser } from './profile-helpers.js';

// Issue 15, item 2: every zone people live in is in the timezone select, and typing a city finds it.

const browser = useBrowser();

/** Focuses the select and types like a person would: the browser's type-ahead picks the option. */
async function typeIntoSelect(page: Page, label: string, text: string): Promise<void> {
  await field(page, label).focus();
  await page.keyboard.type(text);
}

describe('timezone select', () => {
  it('finds Paris, Chicago and Mexico City by typing the city on the sign-up form', async () => {
    const page = await openPage(browser());
    await page.goto('/member/contractor/sign-up');
    const timezone = field(page, 'Timezone');
    expect(await timezone.locator('option:checked').textContent()).toBe('Select or type a city');
    // The regions arrive from GET /ref-timezones after the page shows.
    await expect.poll(() => timezone.locator('option', { hasText: /^Paris \(UTC\+0[12]:00\)$/ }).count()).toBe(1);
    // Labels show today's offset (Caracas keeps UTC−04:00 all year), each zone once, only places.
    expect(await timezone.locator('option', { hasText: 'Caracas' }).allTextContents()).toEqual(['Caracas (UTC−04:00)']);
    expect(await timezone.locator('option', { hasText: 'Kolkata' }).allTextContents()).toEqual(['Kolkata (UTC+05:30)']);
    expect(await timezone.locator('option', { hasText: /Calcutta|GMT|Etc/ }).count()).toBe(0);
    expect(await timezone.locator('option', { hasText: 'Nicosia' }).count()).toBe(1);

    for (const [city, value] of [
      ['Paris', '+01:00 Europe/Paris'],
      ['Chicago', '-06:00 America/Chicago'],
      ['Mexico City', '-06:00 America/Mexico_City'],
    ] as const) {
      await typeIntoSelect(page, 'Timezone', city);
      await expect.poll(() => timezone.inputValue()).toBe(value);
      // The type-ahead forgets what was typed after a second of quiet; blur ends the search instead.
      await timezone.blur();
    }
    await typeIntoSelect(page, 'Timezone', 'Paris');
    await expect.poll(() => timezone.inputValue()).toBe('+01:00 Europe/Paris');
    await photograph(page, 'timezone-select-paris');
    await checkA11y(page);
  });

  it('shows a stored value selected in the edit form, and saves a city found by typing', async () => {
    const account = await registerContractorViaApi({ timezone: '+12:00 Pacific/Auckland' });
    const page = await openPage(browser());
    await signInViaUi(page, account.email, account.password);
    await expectPath(page, '/member/contractor/profile');
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    await expectPath(page, '/member/contractor/profile/edit');
    const timezone = field(page, 'Timezone');
    // Selected as the catalogue's own option once the regions have loaded, not as an unknown value.
    await expect.poll(() => timezone.locator('option:checked').textContent()).toMatch(/^Auckland \(UTC\+1[23]:00\)$/);
    expect(await timezone.inputValue()).toBe('+12:00 Pacific/Auckland');

    await typeIntoSelect(page, 'Timezone', 'Berlin');
    await expect.poll(() => timezone.inputValue()).toBe('+01:00 Europe/Berlin');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectPath(page, '/member/contractor/profile');
    expect((await savedUser(account.email)).timezone).toBe('+01:00 Europe/Berlin');
  });
});
