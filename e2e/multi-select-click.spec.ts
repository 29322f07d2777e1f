import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WIDTHS, expectVisible, openPage, screenshot, useBrowser } from './fixtures.js';

const browser = useBrowser();

/** Opens a multi-select by its label; returns its listbox. */
async function openList(page: Page, label: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(`^${label} `) }).click();
  const list = page.getByRole('listbox', { name: label, exact: true });
  await expectVisible(list);
  return list;
}

/** The option nearest the middle of what the list shows now. */
async function optionInView(list: Locator): Promise<Locator> {
  const index = await list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const options = Array.from(element.querySelectorAll('[role="option"]'));
    return options.findIndex((option) => {
      const rect = option.getBoundingClientRect();
      return rect.top <= middle && rect.bottom >= middle;
    });
  });
  expect(index).toBeGreaterThanOrEqual(0);
  return list.getByRole('option').nth(index);
}

// Issue 41: the first click on an option, right after opening or after scrolling the list, was lost
// and the list jumped back to the top (docs/product.md#shared-widgets).
describe('multi-select: every click on an option chooses it', () => {
  for (const width of WIDTHS) {
    it(`takes the first click after opening and after scrolling, and keeps the list where it was (${width} px)`, async () => {
      const page = await openPage(browser(), width);
      await page.goto('/member/contractor/sign-up');
      for (const label of ['Job roles', 'Expertise']) {
        // Opened, scrolled with the wheel (focus still in the search box), then one click.
        const list = await openList(page, label);
        await list.hover();
        await page.mouse.wheel(0, 400);
        await page.waitForFunction((name) => {
          const element = document.querySelector(`[role="listbox"][aria-label="${name}"]`);
          return element !== null && element.scrollTop > 0;
        }, label);
        const scrolled = await list.evaluate((element) => element.scrollTop);
        const option = await optionInView(list);
        await option.click();
        expect(await option.getAttribute('aria-selected')).toBe('true');
        expect(await list.evaluate((element) => element.scrollTop)).toBe(scrolled);
        if (label === 'Expertise') await screenshot(page, `multi-select-after-scroll-${width}`);
        await page.keyboard.press('Escape');

        // Opened again, one click on the first option showing.
        const again = await openList(page, label);
        const first = await optionInView(again);
        await first.click();
        expect(await first.getAttribute('aria-selected')).toBe('true');
        await page.keyboard.press('Escape');
      }
      await page.close();
    });
  }
});
