import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkA11y,
  expectPath,
  expectVisible,
  registerClientViaApi,
  screenshot,
  useBrowser,
  WIDTHS,
  type Account,
} from './fixtures.js';
import {
  apiJson,
  createProjectViaApi,
  openProjectSection,
  plantExpert,
  referenceIds,
  signInAs,
  staffProject,
} from './marketplace-helpers.js';

// The client project page's section menu (docs/product.md#client-area): every section at its own
// address, accessible and within the screen at both widths; long titles wrap inside their cards.
const browser = useBrowser();
const EXPERTISE = ['supply-chain', 'procurement'];
const SECTIONS = [
  ['Overview', ''],
  ['Squad', '/squad'],
  ['Shortlist', '/shortlist'],
  ['Timesheets', '/timesheets'],
  ['Spend', '/spend'],
  ['Invoices', '/invoices'],
  ['Outcomes', '/outcomes'],
  ['Check-ins', '/check-ins'],
  ['Reviews', '/reviews'],
  ['Messages', '/messages'],
] as const;
const LONG_TITLE = 'Consolidate'.repeat(18);

let owner: Account;
let projectId: number;

beforeAll(async () => {
  const suffix = String(Date.now() % 1_000_000);
  const expert = await plantExpert(
    { firstName: 'Mere', lastName: `Sections${suffix}` },
    {
      description: 'Fractional supply chain chief: procurement and supplier consolidation.',
      expertise: await referenceIds('ref-expertises', EXPERTISE),
      openToWork: true,
      capacityHoursPerWeek: 30,
      hourlyRateMin: 100,
      hourlyRateMax: 150,
    },
  );
  owner = await registerClientViaApi({ firstName: 'Tui', lastName: 'Sections' });
  const project = await createProjectViaApi(owner, {
    name: `Sections pilot ${suffix}`,
    overview: 'Consolidate suppliers and run procurement sourcing events.',
    budget: 80_000,
    expertiseGap: EXPERTISE.join(','),
    hoursPerWeek: 10,
  });
  await staffProject(owner, expert, project, { hoursPerWeek: 10 });
  projectId = project.id;
  await apiJson(owner.token, `/projects/${projectId}/outcomes`, { method: 'POST', body: { title: LONG_TITLE } }, 201);
});

/** Whether anything makes the page scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the client project page’s sections', () => {
  it.each(WIDTHS)(
    'opens each section by its address, marked current, accessible, nothing sideways (%i px)',
    async (width) => {
      const page = await signInAs(browser(), owner, '/client/home', width);
      for (const [label, suffix] of SECTIONS) {
        await page.goto(`/client/projects/${projectId}${suffix}`);
        const nav = page.getByRole('navigation', { name: 'Project sections' });
        const current = nav.getByRole('link', { name: label, exact: true });
        expect(await current.getAttribute('aria-current')).toBe('page');
        if (label !== 'Overview')
          await expectVisible(page.getByRole('heading', { level: 2, name: label, exact: true }));
        await expect
          .poll(() =>
            page
              .getByRole('status')
              .filter({ hasText: /^Loading/ })
              .count(),
          )
          .toBe(0);
        // The current section's link is in view in the menu, scrolled there on a phone.
        expect(
          await current.evaluate((link) => {
            const bar = link.closest('ul')!.getBoundingClientRect();
            const box = link.getBoundingClientRect();
            return box.left >= bar.left - 1 && box.right <= bar.right + 1;
          }),
        ).toBe(true);
        expect(await scrollsSideways(page), `${label} scrolls sideways at ${width} px`).toBe(false);
        await checkA11y(page);
        await screenshot(page, `project-section-${label.toLowerCase()}`);
      }
      // The promo stays out of the way of a project under way.
      await page.goto(`/client/projects/${projectId}`);
      await expectVisible(page.getByRole('region', { name: 'Project details' }));
      expect(await page.getByRole('complementary', { name: 'Stay in the loop' }).count()).toBe(0);
    },
  );

  it('moves between sections with the keyboard, and a long unbroken outcome title wraps inside its card', async () => {
    const page = await signInAs(browser(), owner, '/client/home', 390);
    await page.goto(`/client/projects/${projectId}`);
    const nav = page.getByRole('navigation', { name: 'Project sections' });
    await nav.getByRole('link', { name: 'Overview', exact: true }).focus();
    // Squad, Shortlist, Timesheets, Spend, Invoices, Outcomes (Interest is not listed for a private brief nobody asked about).
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectPath(page, `/client/projects/${projectId}/outcomes`);
    const title = page.getByRole('region', { name: 'Outcomes' }).getByRole('heading', { level: 3, name: LONG_TITLE });
    await expectVisible(title);
    const fits = await title.evaluate((node) => {
      const card = node.closest('section')!.getBoundingClientRect();
      const box = node.getBoundingClientRect();
      return node.scrollWidth <= node.clientWidth && box.right <= card.right;
    });
    expect(fits).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await openProjectSection(page, 'Overview');
    await expectVisible(page.getByRole('region', { name: 'Project details' }));
  });
});
