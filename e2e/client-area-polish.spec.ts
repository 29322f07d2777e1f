import type { Project, ProjectCreate } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  WIDTHS,
  baseUrl,
  checkA11y,
  expectPath,
  expectVisible,
  openPage,
  registerClientViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  type Account,
  type Width,
} from './fixtures.js';

const browser = useBrowser();

/** A project of `client` created through the API (not started, as every new project is). */
async function createProject(client: Account, change: Partial<ProjectCreate>): Promise<Project> {
  const body: ProjectCreate = {
    name: 'Finance transformation',
    overview: 'Close the books in 5 days instead of 15.',
    projectStage: 'planning',
    isBudgetAllocated: true,
    budget: 25_000,
    timeline: '6-11-months',
    businessGoal: 'scale-operations',
    expertiseGap: 'financial-planning-analysis',
    ...change,
  };
  const response = await fetch(`${baseUrl}/api/v1/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${client.token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return JSON.parse(text) as Project;
}

async function openDashboard(client: Account, width: Width = 1280): Promise<Page> {
  const page = await openPage(browser(), width);
  await signInViaUi(page, client.email, client.password);
  await expectPath(page, '/client/home');
  return page;
}

const projectsRegion = (page: Page) => page.getByRole('region', { name: /^Projects/ });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search projects by name' });

/** The count beside the Projects heading, once it reads `text`. */
async function expectCount(page: Page, text: string): Promise<void> {
  await expectVisible(projectsRegion(page).getByText(text, { exact: true }));
}

describe('the dashboard count (issue 15, item 7)', () => {
  it.each(WIDTHS)(
    'reads the client total, and "n of N shown" while a tab or search leaves fewer (%i px)',
    async (width) => {
      const client = await registerClientViaApi();
      for (const name of ['Alpha launch', 'Alpha pricing', 'Beta hiring']) await createProject(client, { name });
      const page = await openDashboard(client, width);
      await expectCount(page, '3 projects');

      await search(page).fill('alpha');
      await expectVisible(page.getByRole('button', { name: 'Details of Alpha pricing' }));
      await expectCount(page, '2 of 3 shown');
      await screenshot(page, 'client-home-count-filtered');

      await search(page).fill('beta');
      await expectCount(page, '1 of 3 shown');

      await search(page).fill('');
      await page.getByRole('tab', { name: 'Completed' }).click();
      await expectVisible(page.getByText('No completed projects.'));
      await expectCount(page, '0 of 3 shown');

      // Every new project is not started: that tab shows them all, so the count is the total again.
      await page.getByRole('tab', { name: 'Not Started' }).click();
      await expectVisible(page.getByRole('button', { name: 'Details of Beta hiring' }));
      await expectCount(page, '3 projects');
      await checkA11y(page);
    },
  );

  it('speaks of one project in the singular, and of "0 of 1 shown" when filtered', async () => {
    const client = await registerClientViaApi();
    await createProject(client, { name: 'Only one' });
    const page = await openDashboard(client);
    await expectCount(page, '1 project');
    await search(page).fill('nothing like it');
    await expectVisible(page.getByText('No projects match “nothing like it”.'));
    await expectCount(page, '0 of 1 shown');
  });
});

describe('budgets (issue 15, item 8)', () => {
  it.each(WIDTHS)('read the same in the table and on the summary, cents as typed (%i px)', async (width) => {
    const client = await registerClientViaApi();
    await createProject(client, { name: 'Odd cents', budget: 8_500.75 });
    const page = await openDashboard(client, width);
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Details of Odd cents' }) });
    await expectVisible(row);
    expect(await row.innerText()).toContain('$8,500.75');

    await page.getByRole('button', { name: 'Details of Odd cents' }).click();
    const details = page.getByRole('region', { name: 'Project details' });
    await expectVisible(details);
    const range = await details.evaluate((card) => {
      const term = Array.from(card.querySelectorAll('dt')).find((item) => item.textContent === 'Range (USD)');
      return term?.nextElementSibling?.textContent;
    });
    expect(range).toBe('$8,500.75');
    await screenshot(page, 'project-summary-budget');
  });
});

/** Each card's content inset (left, top) from its border, and the gaps between cards stacked in one column. */
function cardGeometry(page: Page) {
  return page.locator('main').evaluate((main) => {
    const cards = Array.from(main.querySelectorAll('section')).filter(
      (section) => getComputedStyle(section).borderTopStyle !== 'none',
    );
    const insets = cards.map((card) => {
      const box = card.getBoundingClientRect();
      const first = card.firstElementChild?.getBoundingClientRect() ?? box;
      return { card: card.querySelector('h2')?.textContent, left: first.left - box.left, top: first.top - box.top };
    });
    const gaps: number[] = [];
    for (const [index, card] of cards.entries()) {
      const below = cards
        .slice(index + 1)
        .find((other) => other.getBoundingClientRect().left === card.getBoundingClientRect().left);
      if (below) gaps.push(Math.round(below.getBoundingClientRect().top - card.getBoundingClientRect().bottom));
    }
    return { insets, gaps };
  });
}

describe('the client profile page (issue 15, item 9)', () => {
  it.each(WIDTHS)('pads every card alike and spaces them evenly (%i px)', async (width) => {
    const client = await registerClientViaApi({ description: 'CEO of Kauri Analytics' });
    const page = await openDashboard(client, width);
    await page.goto('/client/profile');
    await expectVisible(page.getByRole('region', { name: 'BUSINESS' }));
    await expectVisible(page.getByRole('region', { name: 'EXPERTISE' }));
    const { insets, gaps } = await cardGeometry(page);
    expect(insets.length).toBeGreaterThanOrEqual(5);
    const first = insets[0]!;
    for (const inset of insets)
      expect(inset, `the inset of ${inset.card}`).toMatchObject({ left: first.left, top: first.top });
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    expect(new Set(gaps).size, `gaps between cards: ${gaps.join(', ')}`).toBe(1);
    await screenshot(page, 'client-profile-cards');
  });
});
