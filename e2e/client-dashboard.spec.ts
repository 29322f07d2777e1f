import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  WIDTHS,
  checkA11y,
  expectHidden,
  expectPath,
  expectTitle,
  expectVisible,
  openPage,
  registerClientViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
} from './fixtures.js';
import { SEEDED_PROJECT_COUNT, seededProjects, type SeedProject } from './seed-projects.js';

const browser = useBrowser();
const seeded = inject('e2eSeededClient');
// The seed is the first insert of a fresh database: project n has id n.
const projects = seededProjects().map((project, index) => ({ ...project, id: index + 1 }));
type Seeded = SeedProject & { id: number };
const PAGE_SIZE = 50;

/** The projects in the order the server lists them, as the first page shows them. */
function firstPage(list: Seeded[], compare: (a: Seeded, b: Seeded) => number): string[] {
  return [...list]
    .sort(compare)
    .slice(0, PAGE_SIZE)
    .map((project) => project.name);
}
const newestFirst = (a: Seeded, b: Seeded) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const byName = (a: Seeded, b: Seeded) => {
  const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a.id - b.id;
};

/** The project names of the rows shown, top to bottom (from each row's "Details of {name}" button). */
function rowNames(page: Page): Promise<string[]> {
  return page
    .getByRole('button', { name: /^Details of / })
    .evaluateAll((buttons) => buttons.map((button) => (button.textContent ?? '').replace(/^Details of /, '')));
}

async function expectRows(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => rowNames(page)).toEqual(names);
}

async function openSeededDashboard(width: 1280 | 390 = 1280): Promise<Page> {
  const page = await openPage(browser(), width);
  await signInViaUi(page, seeded.email, seeded.password);
  await expectPath(page, '/client/home');
  await expectVisible(page.getByText('1,000 projects'));
  return page;
}

const isListRequest = (request: Request) => new URL(request.url()).pathname === '/api/v1/projects';

describe('client layout', () => {
  it('has a Dashboard button and an avatar menu; logging out replaces history', async () => {
    const client = await registerClientViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, client.email, client.password);
    await expectPath(page, '/client/home');
    await expectTitle(page, 'Dashboard');

    const dashboard = page.getByRole('banner').getByRole('button', { name: 'Dashboard' });
    expect(await dashboard.isDisabled()).toBe(true);
    // The header's create-project entry is hidden (docs/product.md#roles-and-access): the only one is the page's own button.
    expect(
      await page
        .getByRole('banner')
        .getByText(/create/i)
        .count(),
    ).toBe(0);

    const avatar = page.getByRole('button', { name: 'Account menu' });
    expect(await avatar.locator('[aria-hidden="true"]').innerText()).toBe('MP');
    await avatar.click();
    const menuList = page.getByRole('banner').getByRole('list');
    const menu = menuList.getByRole('listitem');
    await expect
      .poll(async () => (await menu.allInnerTexts()).map((text) => text.replace(/\s*\(opens in a new window\)$/, '')))
      .toEqual([
        'Dashboard',
        'Profile',
        'Account & security',
        'Skills Assessment (soon!)',
        'Digital-First Work Principles and Policies',
        'Terms & Conditions',
        'Log out',
      ]);
    expect(await menuList.getByText('Dashboard', { exact: true }).getAttribute('aria-disabled')).toBe('true');
    expect(await menuList.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/client/profile');
    // Skills Assessment is text only: neither a link nor a button.
    expect(await menuList.getByRole('link', { name: /Skills Assessment/ }).count()).toBe(0);
    expect(await menuList.getByRole('button', { name: /Skills Assessment/ }).count()).toBe(0);
    for (const name of ['Digital-First Work Principles and Policies', 'Terms & Conditions']) {
      expect(await menuList.getByRole('link', { name }).getAttribute('target')).toBe('_blank');
    }

    // A click outside closes the menu.
    await page.getByRole('heading', { name: 'Kia ora, Mere!' }).click();
    await expectHidden(page.getByRole('button', { name: 'Log out' }));

    // Away from the dashboard, the Dashboard button leads back.
    await page.goto('/client/projects/create');
    await expectVisible(page.getByRole('heading', { name: 'Create your project' }));
    expect(await dashboard.isDisabled()).toBe(false);
    await dashboard.click();
    await expectPath(page, '/client/home');

    const entries = await page.evaluate(() => window.history.length);
    await avatar.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expectPath(page, '/member');
    await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));
    expect(await page.evaluate(() => window.history.length)).toBe(entries);
    await page.goto('/client/home');
    await expectPath(page, '/member');
  });
});

describe.each(WIDTHS)('a new client at %i px', (width) => {
  it('sees the greeting, zero squad figures, empty panels and No projects yet', async () => {
    const client = await registerClientViaApi({ firstName: 'Tama', lastName: 'Rewi' });
    const page = await openPage(browser(), width);
    await signInViaUi(page, client.email, client.password);
    await expectPath(page, '/client/home');
    await expectVisible(page.getByRole('heading', { name: 'Kia ora, Tama!', level: 1 }));
    await expectVisible(page.getByText('You can start by creating a new project.'));
    await expectVisible(page.getByText('No projects yet'));

    const stats = page.getByRole('region', { name: 'Your squads at a glance' });
    expect(await stats.getByRole('term').allInnerTexts()).toEqual(['Squads', 'Members', 'Productivity score']);
    // GET /dashboard's figures for a client without squads (docs/api.md#projects).
    await expect
      .poll(() => stats.getByRole('definition').allInnerTexts())
      .toEqual(['0', '0', '0% vs last month', '—', 'No rated check-ins yet', '', 'How is this measured?']);
    const slider = stats.getByRole('slider', { name: 'Productivity score out of 100' });
    expect(await slider.inputValue()).toBe('0');
    expect(await slider.isDisabled()).toBe(true);
    await expectVisible(page.getByRole('region', { name: 'Messages' }).getByText('No messages yet'));
    await expectVisible(page.getByRole('region', { name: 'Activity' }).getByText('No activity yet'));

    const projects = page.getByRole('region', { name: /^Projects/ });
    await expectVisible(projects.getByText('0 projects', { exact: true }));
    expect(await projects.getByRole('tablist').count()).toBe(0);
    await screenshot(page, 'client-home-empty');
    await checkA11y(page);

    await projects.getByRole('link', { name: 'Create a project' }).click();
    await expectPath(page, '/client/projects/create');
    await page.goBack();
    await page.getByRole('link', { name: 'View my profile' }).click();
    await expectPath(page, '/client/profile');
  });
});

describe('a client with 1,000 projects', () => {
  it.each(WIDTHS)('shows the newest 50 first, with row content and pages (%i px)', async (width) => {
    const page = await openSeededDashboard(width);
    await expectRows(page, firstPage(projects, newestFirst));
    expect(projects).toHaveLength(SEEDED_PROJECT_COUNT);
    await expectVisible(page.getByText('Showing 1–50 of 1,000'));
    await expectVisible(page.getByText('Page 1 of 20'));

    // Project 4 (see seed-projects.ts): completed, less than 6 months, planning, $192,500.50, 52.
    const project4 = projects[3]!;
    expect(project4).toMatchObject({ name: 'Data platform 0004', status: 'completed', budget: 192_500.5 });
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Details of ${project4.name}` }) });
    const text = await row.innerText();
    for (const part of ['DP', 'Completed', 'Less than 6 months', 'Planning stage', '$192,500.50', '52*', '100%']) {
      expect(text).toContain(part);
    }
    expect(await row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    // Project 3 is active, 13% along.
    const row3 = page.getByRole('row').filter({ has: page.getByRole('button', { name: /Details of .* 0003$/ }) });
    expect(await row3.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('13');
    // Project 10 has no budget.
    const row10 = page.getByRole('row').filter({ has: page.getByRole('button', { name: /Details of .* 0010$/ }) });
    expect(await row10.innerText()).toContain('Not set');
    if (width === 390) {
      // Cards, not a table wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'client-home-projects');
    await checkA11y(page);
  });

  it('keeps the current page on screen while the next one loads', async () => {
    const page = await openSeededDashboard();
    const first = firstPage(projects, newestFirst);
    await expectRows(page, first);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/v1/projects' && url.searchParams.get('page') === '2',
      async (route: Route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.locator('table[aria-busy="true"]'));
    expect(await rowNames(page)).toEqual(first);
    release();

    await expectRows(
      page,
      [...projects]
        .sort(newestFirst)
        .slice(50, 100)
        .map((project) => project.name),
    );
    await expectVisible(page.getByText('Showing 51–100 of 1,000'));
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectRows(page, first);
  });

  it('searches names case-insensitively on the server, one request per pause in typing', async () => {
    const page = await openSeededDashboard();
    const searches: string[] = [];
    page.on('request', (request) => {
      const search = new URL(request.url()).searchParams.get('search');
      if (isListRequest(request) && search) searches.push(search);
    });
    const typed = 'MIGRATION 00';
    await page.getByRole('searchbox', { name: 'Search projects by name' }).pressSequentially(typed);

    const matches = projects.filter((project) => project.name.toLowerCase().includes('migration 00'));
    expect(matches.length).toBe(10);
    await expectRows(page, firstPage(matches, newestFirst));
    await expectVisible(page.getByText('10 of 1,000 shown', { exact: true }));
    expect(searches.at(-1)).toBe(typed);
    expect(searches.length).toBeLessThan(typed.length);

    await page.getByRole('searchbox', { name: 'Search projects by name' }).fill('no such project');
    await expectVisible(page.getByText('No projects match “no such project”.'));
    await expectVisible(page.getByText('0 of 1,000 shown', { exact: true }));
  });

  it('filters by status with the tab bar (mouse and arrow keys)', async () => {
    const page = await openSeededDashboard();
    const tabs = page.getByRole('tablist', { name: 'Project status' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['All', 'Active', 'Completed', 'Not Started']);

    const expectTab = async (label: string, status: SeedProject['status'] | null) => {
      const list = status ? projects.filter((project) => project.status === status) : projects;
      await expectRows(page, firstPage(list, newestFirst));
      const shown = list.length.toLocaleString('en-US');
      const count = status ? `${shown} of 1,000 shown` : '1,000 projects';
      await expectVisible(page.getByText(count, { exact: true }));
      expect(await page.getByRole('tab', { name: label }).getAttribute('aria-selected')).toBe('true');
    };
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expectTab('Completed', 'completed');
    const progress = await page
      .getByRole('progressbar')
      .evaluateAll((bars) => bars.map((bar) => bar.getAttribute('aria-valuenow')));
    expect(new Set(progress)).toEqual(new Set(['100']));

    await page.keyboard.press('ArrowRight');
    await expectTab('Not Started', 'not_started');
    await page.keyboard.press('ArrowRight');
    await expectTab('All', null);
    await page.getByRole('tab', { name: 'Active' }).click();
    await expectTab('Active', 'active');
  });

  it('sorts by Project (ascending first, then toggling) and by the other columns', async () => {
    const page = await openSeededDashboard();
    const header = (name: string) => page.getByRole('columnheader', { name });
    await page.getByRole('button', { name: 'Project', exact: true }).click();
    await expectRows(page, firstPage(projects, byName));
    expect(await header('Project').getAttribute('aria-sort')).toBe('ascending');

    await page.getByRole('button', { name: 'Project', exact: true }).click();
    await expectRows(
      page,
      firstPage(projects, (a, b) => byName(b, a)),
    );
    expect(await header('Project').getAttribute('aria-sort')).toBe('descending');

    // Budget ascending: smallest first, projects without a budget last, ties by id.
    await page.getByRole('button', { name: 'Budget', exact: true }).click();
    const byBudget = (a: Seeded, b: Seeded) => (a.budget ?? Infinity) - (b.budget ?? Infinity) || a.id - b.id;
    await expectRows(page, firstPage(projects, byBudget));
    expect(await header('Project').getAttribute('aria-sort')).toBeNull();

    await page.getByRole('button', { name: 'Productivity', exact: true }).click();
    await page.getByRole('button', { name: 'Productivity', exact: true }).click();
    const byProductivity = (a: Seeded, b: Seeded) => b.productivity - a.productivity || b.id - a.id;
    await expectRows(page, firstPage(projects, byProductivity));
    expect(await header('Productivity').getAttribute('aria-sort')).toBe('descending');

    // The view is in the URL: a reload shows the same sorted page.
    await page.reload();
    await expectRows(page, firstPage(projects, byProductivity));
  });

  it('opens a project summary from Details at once (navigation state), and comes back to the same view', async () => {
    const page = await openSeededDashboard();
    await page.getByRole('tab', { name: 'Completed' }).click();
    const completed = projects.filter((project) => project.status === 'completed');
    await expectRows(page, firstPage(completed, newestFirst));
    // The summary shows the project from navigation state at once; loading it by id only revalidates.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /^\/api\/v1\/projects\/\d+$/.test(url.pathname),
      async (route: Route) => {
        await held;
        await route.continue();
      },
    );

    const project = [...completed].sort(newestFirst)[1]!;
    await page.getByRole('button', { name: `Details of ${project.name}`, exact: true }).click();
    await expectPath(page, `/client/projects/${project.id}`);
    await expectVisible(page.getByRole('heading', { name: project.name, level: 1, exact: true }));
    await expectVisible(page.getByText(project.overview));
    release();

    await page.goBack();
    await expectPath(page, '/client/home');
    expect(await page.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
    await expectRows(page, firstPage(completed, newestFirst));
  });

  it.each(WIDTHS)('shows Project not found for a foreign, unknown or non-numeric id (%i px)', async (width) => {
    const other = await registerClientViaApi();
    const page = await openPage(browser(), width);
    await signInViaUi(page, other.email, other.password);
    await expectPath(page, '/client/home');
    for (const id of ['1', '999999', 'abc', '12abc', '0', '99999999999']) {
      await page.goto(`/client/projects/${id}`);
      await expectVisible(page.getByRole('heading', { name: 'Project not found', level: 1 }));
      await expectVisible(page.getByText('This project does not exist, or it is not one of yours.'));
    }
    await expectTitle(page, 'Project not found');
    await screenshot(page, 'project-not-found');
    await checkA11y(page);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectPath(page, '/client/home');
  });
});
