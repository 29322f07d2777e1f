import type { LoginResult, Project } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  WIDTHS,
  baseUrl,
  checkA11y,
  chooseInMultiSelect,
  expectFocused,
  expectPath,
  expectTitle,
  expectVisible,
  field,
  fillClientSignUp,
  openPage,
  radio,
  registerClientViaApi,
  screenshot,
  signInViaUi,
  uniqueEmail,
  useBrowser,
} from './fixtures.js';

const browser = useBrowser();
const BANNER_INCOMPLETE = 'Please complete all the required fields.';
const BANNER_SERVER = 'We encountered a few errors in your project, please review in order to proceed.';

/** A client signs up through the form with the required fields only and lands on the dashboard. */
async function signUpClientViaUi(page: Page, email: string): Promise<void> {
  await page.goto('/member/client/sign-up');
  await expectVisible(page.getByRole('heading', { name: 'Client Sign-up', level: 1 }));
  await fillClientSignUp(page, email);
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('button', { name: 'Sign up now' }).click();
  await expectPath(page, '/client/home', 20_000);
}

async function logIn(email: string): Promise<LoginResult> {
  const response = await fetch(`${baseUrl}/api/v1/auth/email/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginResult;
}

async function getProject(token: string, id: number): Promise<Project> {
  const response = await fetch(`${baseUrl}/api/v1/projects/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as Project;
}

/** Photographs the page at 1280 and at 390 px wide (axe on both), then goes back to 1280. */
async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await screenshot(page, name);
    await checkA11y(page);
  }
}

const goal = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

/** Fills every field validly (other need included), as a client would. */
async function fillProject(page: Page, name: string): Promise<void> {
  await field(page, 'Project name').fill(name);
  await field(page, 'Project overview').fill('Close the books in 5 days instead of 15.');
  await radio(page, 'Project stage', 'Planning').check();
  await radio(page, 'Is the budget allocated?', 'Yes').check();
  await field(page, 'Budget (USD)').fill('25000.5');
  await field(page, 'Timeline').selectOption({ label: '6-11 months' });
  await goal(page, 'Scale operations').check();
  await goal(page, 'Other').check();
  await field(page, 'Describe your other need').fill('Prepare for a Series B');
  await chooseInMultiSelect(page, 'Expertise needed', ['Fundraising', 'Financial planning & analysis']);
}

describe('create project', () => {
  it('a new client creates a project through the form, sees its summary (also reloaded and by URL) and the dashboard lists it', async () => {
    const email = uniqueEmail('creator');
    const page = await openPage(browser());
    await signUpClientViaUi(page, email);
    await expectVisible(page.getByText('No projects yet'));
    await page
      .getByRole('region', { name: /^Projects/ })
      .getByRole('link', { name: 'Create a project' })
      .click();

    await expectPath(page, '/client/projects/create');
    await expectTitle(page, 'Create your project');
    await expectVisible(page.getByRole('heading', { name: 'Create your project', level: 1 }));
    await expectVisible(page.getByText('Fields marked with * are required.'));
    for (const section of ['Project info', 'Project parameters']) {
      await expectVisible(page.getByRole('region', { name: section }));
    }
    await expectVisible(page.getByRole('link', { name: 'Back to Dashboard' }));

    await fillProject(page, 'Finance transformation');
    await expectVisible(page.getByText('460 characters remaining'));
    // Decimal mode: grouped once the field is left, plain while typing.
    expect(await field(page, 'Budget (USD)').inputValue()).toBe('25,000.5');
    await field(page, 'Budget (USD)').focus();
    expect(await field(page, 'Budget (USD)').inputValue()).toBe('25000.5');
    await screenshotAtBothWidths(page, 'create-project-filled');

    const meRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/auth/me') meRequests.push(request.method());
    });
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL((url) => /^\/client\/projects\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    // "Project created: …" right after creating it; the name alone on a reload or a later visit.
    const checkSummary = async (heading = 'Project created: Finance transformation') => {
      await expectVisible(page.getByRole('heading', { name: heading, level: 1, exact: true }));
      await expectVisible(
        page.getByText('Thank you for creating your project! We will get back to you within 3 working days.'),
      );
      await expectVisible(page.getByRole('complementary', { name: 'Stay in the loop' }));
      const details = page.getByRole('region', { name: 'Project details' });
      // The gap's labels come with the expertise catalogue, which may arrive after the project.
      await expectVisible(details.getByText('Financial planning & analysis'));
      const facts = await details.evaluate((card) =>
        Array.from(card.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
      expect(facts).toEqual([
        ['Stage', 'Planning'],
        ['Budget', 'Allocated'],
        ['Range (USD)', '$25,000.50'],
        ['Timeline', '6-11 months'],
        ['Who can find it', 'Private: only experts you invite see it'],
        ['Overview', 'Close the books in 5 days instead of 15.'],
        ['Business goals', 'Scale operationsPrepare for a Series B'],
        ['Expertise gap', 'FundraisingFinancial planning & analysis'],
      ]);
    };
    await checkSummary();
    await expect.poll(() => meRequests).toContain('GET');
    await screenshotAtBothWidths(page, 'project-summary');

    // What the server stored: one call created it and attached it to the profile.
    const login = await logIn(email);
    const stored = await getProject(login.token, id);
    expect(stored).toMatchObject({
      name: 'Finance transformation',
      projectStage: 'planning',
      isBudgetAllocated: true,
      budget: 25000.5,
      timeline: '6-11-months',
      businessGoal: 'scale-operations,other',
      businessGoalOther: 'Prepare for a Series B',
      expertiseGap: 'fundraising,financial-planning-analysis',
    });
    expect(login.user.profiles[0]!.projects.map((project) => project.id)).toEqual([id]);

    await page.reload();
    await checkSummary('Finance transformation');

    // Opened by URL in another tab (no navigation state): loaded by id.
    const other = await page.context().newPage();
    await other.goto(`/client/projects/${id}`);
    await expectVisible(other.getByRole('heading', { name: 'Finance transformation', level: 1, exact: true }));
    await other.close();

    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectPath(page, '/client/home');
    await expectVisible(page.getByText('1 project', { exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Details of Finance transformation', exact: true }));
  });

  it.each(WIDTHS)(
    'asks for every required field on an empty submit and keeps the form rules (%i px)',
    async (width) => {
      const client = await registerClientViaApi();
      const page = await openPage(browser(), width);
      await signInViaUi(page, client.email, client.password);
      await expectPath(page, '/client/home');
      await page.goto('/client/projects/create');
      await page.getByRole('button', { name: 'Create project' }).click();

      await expectVisible(page.getByRole('alert').filter({ hasText: BANNER_INCOMPLETE }));
      // Name, overview, stage, budget allocated, timeline, business need and expertise.
      await expect.poll(() => page.getByText('This field is required.').count()).toBe(7);
      // The first field in error has the focus.
      await expectFocused(field(page, 'Project name'));
      await screenshot(page, 'create-project-errors');
      await checkA11y(page);

      // Business need: at most 3, the rest disabled; Other needs its text, unchecking clears it.
      await goal(page, 'Other').check();
      await page.getByRole('button', { name: 'Create project' }).click();
      const otherText = field(page, 'Describe your other need');
      expect(await otherText.getAttribute('aria-invalid')).toBe('true');
      await otherText.fill('Win a tender');
      await goal(page, 'Other').uncheck();
      await goal(page, 'Other').check();
      expect(await otherText.inputValue()).toBe('');
      await goal(page, 'Increase market share').check();
      await goal(page, 'Scale operations').check();
      expect(await goal(page, 'Develop innovative solutions').isDisabled()).toBe(true);
      expect(await goal(page, 'Launch a new product or service').isDisabled()).toBe(true);
      await goal(page, 'Scale operations').uncheck();
      expect(await goal(page, 'Develop innovative solutions').isDisabled()).toBe(false);

      // Overview: 500 characters at most, counted down.
      await field(page, 'Project overview').fill('x'.repeat(600));
      expect((await field(page, 'Project overview').inputValue()).length).toBe(500);
      await expectVisible(page.getByText('0 characters remaining'));
      expect(new URL(page.url()).pathname).toBe('/client/projects/create');
    },
  );

  it('shows a server error under its field with the project banner', async () => {
    const client = await registerClientViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, client.email, client.password);
    await expectPath(page, '/client/home');
    await page.getByRole('link', { name: 'Create a project' }).first().click();
    await fillProject(page, 'Stale catalogue');
    // An expertise area withdrawn after the form loaded: the real server refuses the code.
    await page.route('**/api/v1/projects', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, expertiseGap: 'withdrawn-expertise' }) });
    });
    await page.getByRole('button', { name: 'Create project' }).click();

    await expectVisible(page.getByRole('alert').filter({ hasText: BANNER_SERVER }));
    await expectVisible(page.getByText('One of your choices is no longer available. Please choose again.'));
    const trigger = page.getByRole('button', { name: /^Expertise needed / });
    expect(await trigger.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/client/projects/create');
    await screenshot(page, 'create-project-server-error');
    await checkA11y(page);

    await page.getByRole('button', { name: 'OK, got it!' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Create your project' }));
    expect(await page.getByRole('alert').filter({ hasText: BANNER_SERVER }).count()).toBe(0);
  });

  it('Cancel goes back to the dashboard; Back to Dashboard too', async () => {
    const client = await registerClientViaApi();
    const page = await openPage(browser(), 390);
    await signInViaUi(page, client.email, client.password);
    await expectPath(page, '/client/home');
    await page.getByRole('link', { name: 'Create a project' }).first().click();
    await expectPath(page, '/client/projects/create');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/client/home');
    await page.getByRole('link', { name: 'Create a project' }).first().click();
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expectPath(page, '/client/home');
  });
});
