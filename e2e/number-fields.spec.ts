import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WIDTHS,
  chooseInMultiSelect,
  expectPath,
  expectVisible,
  field,
  openPage,
  radio,
  registerClientViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
} from './fixtures.js';

const browser = useBrowser();
const AMOUNT = 'An amount like 40000 or 40,000.50.';
const HOURS = 'A whole number from 1 to 60.';

async function fillBrief(page: Page): Promise<void> {
  await field(page, 'Project name').fill('Budget shape');
  await field(page, 'Project overview').fill('Close the books in 5 days instead of 15.');
  await radio(page, 'Project stage', 'Planning').check();
  await radio(page, 'Is the budget allocated?', 'Yes').check();
  await field(page, 'Timeline').selectOption({ label: '6-11 months' });
  await page.getByRole('checkbox', { name: 'Scale operations', exact: true }).check();
  await chooseInMultiSelect(page, 'Expertise needed', ['Fundraising']);
}

/** The text of the field's error, read from its description. */
const describedAs = (page: Page, label: string) =>
  field(page, label).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });

// Issue 41: a number field keeps what was typed and says what is wrong; it never sends another number.
describe('number fields in the brief', () => {
  for (const width of WIDTHS) {
    it(`keep "£40k–£60k" and "2.5" as typed, refuse to send them, and save a range typed with grouping (${width} px)`, async () => {
      const client = await registerClientViaApi();
      const page = await openPage(browser(), width);
      await signInViaUi(page, client.email, client.password);
      await expectPath(page, '/client/home');
      await page.goto('/client/projects/create');
      await fillBrief(page);
      await field(page, 'Budget (USD)').pressSequentially('£40k–£60k');
      await field(page, 'Hours per week from each expert').fill('');
      await field(page, 'Hours per week from each expert').pressSequentially('2.5');
      let posts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/v1/projects')) posts += 1;
      });
      await page.getByRole('button', { name: 'Create project' }).click();
      expect(await field(page, 'Budget (USD)').inputValue()).toBe('£40k–£60k');
      expect(await field(page, 'Hours per week from each expert').inputValue()).toBe('2.5');
      await expect.poll(() => describedAs(page, 'Budget (USD)')).toContain(AMOUNT);
      await expect.poll(() => describedAs(page, 'Hours per week from each expert')).toContain(HOURS);
      await expectVisible(page.getByRole('alert').filter({ hasText: 'Please correct the 2 fields marked below.' }));
      await screenshot(page, `number-fields-refused-${width}`);
      expect(posts).toBe(0);

      await field(page, 'Budget (USD)').fill('40,000');
      await field(page, 'Budget up to (USD)').fill('60,000');
      await field(page, 'Hours per week from each expert').fill('12');
      await page.getByRole('button', { name: 'Create project' }).click();
      await expectVisible(page.getByText('$40,000–$60,000'));
      await screenshot(page, `number-fields-range-summary-${width}`);
      await page.close();
    });
  }
});
