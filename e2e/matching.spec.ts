import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  checkA11y,
  chooseInMultiSelect,
  expectFocused,
  expectPath,
  expectVisible,
  field,
  openPage,
  radio,
  registerClientViaApi,
  registerContractorViaApi,
  signInViaUi,
  useBrowser,
  type Account,
} from './fixtures.js';
import { createProjectViaApi, plantExpert, referenceIds, signInAs } from './marketplace-helpers.js';
import { photograph, savedUser } from './profile-helpers.js';

const browser = useBrowser();
const NO_MATCH = 'No expert fits this brief yet — we will keep looking.';

/**
 * A verified, open-to-work expert in fundraising, FP&A and investor relations who served retail: the
 * brief below fits them. Other specs share the server and plant fundraising and FP&A experts (one of
 * them vetted), so the third gap, investor relations, is this spec's own: only its expert covers all three.
 */
async function plantFittingExpert(lastName: string): Promise<Account> {
  return plantExpert(
    { firstName: 'Tama', lastName },
    {
      description: 'Fractional CFO for retail: fundraising rounds and financial planning.',
      expertise: await referenceIds('ref-expertises', [
        'fundraising',
        'financial-planning-analysis',
        'investor-relations',
      ]),
      openToWork: true,
      capacityHoursPerWeek: 30,
      hourlyRateMin: 120,
      hourlyRateMax: 180,
      industries: 'retail',
    },
  );
}

async function createProjectViaUi(page: Page, name: string): Promise<void> {
  await page.goto('/client/projects/create');
  await field(page, 'Project name').fill(name);
  await field(page, 'Project overview').fill('Raise a seed round and build the financial plan for retail growth.');
  await radio(page, 'Project stage', 'Planning').check();
  await radio(page, 'Is the budget allocated?', 'Yes').check();
  await field(page, 'Budget (USD)').fill('200000');
  await field(page, 'Timeline').selectOption({ label: '6-11 months' });
  await page.getByRole('checkbox', { name: 'Scale operations', exact: true }).check();
  await chooseInMultiSelect(page, 'Expertise needed', [
    'Fundraising',
    'Financial planning & analysis',
    'Investor relations',
  ]);
  expect(await field(page, 'Hours per week from each expert').inputValue()).toBe('10');
  await field(page, 'Hours per week from each expert').fill('12');
  await page.getByRole('button', { name: 'Create project' }).click();
  await page.waitForURL((url) => /^\/client\/projects\/\d+$/.test(url.pathname));
}

describe('matching', () => {
  it('a client creates a project and sees the fitting expert first, with the reasons, the factors and the profile', async () => {
    const lastName = `Fitwell${Date.now() % 100_000}`;
    await plantFittingExpert(lastName);
    const client = await registerClientViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, client.email, PASSWORD);
    await expectPath(page, '/client/home', 20_000);
    await createProjectViaUi(page, 'Seed round and plan');

    const section = page.getByRole('region', { name: 'Recommended experts' });
    await expectVisible(section.getByRole('heading', { name: 'Recommended experts', level: 2 }));
    const first = section.getByRole('listitem').first().getByRole('article');
    await expectVisible(first.getByRole('heading', { name: `Tama ${lastName}` }));
    await expectVisible(first.getByText('Executive · 15+ years'));
    const reasons = first.getByRole('list', { name: 'Top reasons' });
    await expectVisible(reasons.getByText(/Covers 3 of 3 expertise gaps/));
    await expectVisible(first.getByText('30 h/week available · USD 120–180/h'));
    await photograph(page, 'matching-summary');
    await checkA11y(page);

    // Why this match: every factor, its weight named.
    await first.getByText('Why this match').click();
    for (const factor of ['Expertise', 'Industry', 'Availability', 'Budget', 'Time zone']) {
      await expectVisible(first.getByText(factor, { exact: true }));
    }
    await expectVisible(first.getByText(/fit \d+% · weight \d+%/).first());
    await photograph(page, 'matching-why-open');
    await checkA11y(page);

    // The profile in a dialog: keyboard opens it, focus stays inside, Escape closes and focus returns.
    const nameButton = first.getByRole('button', { name: `Tama ${lastName}`, exact: true });
    await nameButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Tama ${lastName}` });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('heading', { name: 'Industries served' }));
    await expectVisible(dialog.getByText('Retail'));
    await expectFocused(dialog.getByRole('button', { name: 'Close' }));
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await photograph(page, 'matching-profile-dialog');
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expectFocused(nameButton);
  });

  it('shows the error with a retry that reaches the server, and the empty state', async () => {
    const client = await registerClientViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, client.email, PASSWORD);
    await expectPath(page, '/client/home', 20_000);
    // The first answer is a 429 (stood in: a 4xx is not retried by itself); Try again reaches the real server.
    let failures = 0;
    await page.route('**/api/v1/projects/*/matches*', async (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"status":429,"message":"slow down"}',
      });
    });
    await createProjectViaUi(page, 'Outage first');
    const section = page.getByRole('region', { name: 'Recommended experts' });
    await expectVisible(section.getByRole('alert').getByText('We could not load the recommended experts.'));
    await photograph(page, 'matching-error');
    await checkA11y(page);
    await section.getByRole('button', { name: 'Try again' }).click();
    // The real answer: ranked experts, or none when this database holds no matchable expert yet.
    await expectVisible(section.getByRole('article').or(section.getByText(NO_MATCH)));
    await expect.poll(() => section.getByRole('alert').count()).toBe(0);

    // Whether any expert fits depends on who else this shared database holds: the empty answer is stood in.
    await page.unrouteAll();
    await page.route('**/api/v1/projects/*/matches*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"data":[],"hasNextPage":false,"uncoveredGaps":[]}',
      }),
    );
    await page.reload();
    await expectVisible(section.getByText(NO_MATCH));
    await photograph(page, 'matching-empty');
    await checkA11y(page);
  });

  it('a contractor sets availability and rate in the edit form and sees the line on the profile', async () => {
    const contractor = await registerContractorViaApi();
    const page = await openPage(browser());
    await signInViaUi(page, contractor.email, PASSWORD);
    await expectPath(page, '/member/contractor/profile', 20_000);
    await page.getByRole('link', { name: 'Edit your profile' }).click();
    const section = page.getByRole('region', { name: 'Availability and rate' });
    await expectVisible(section);
    expect(await page.getByRole('checkbox', { name: 'Open to work' }).isChecked()).toBe(true);
    await field(page, 'Capacity (hours per week)').fill('15');
    await field(page, 'Hourly rate from (USD)').fill('200');
    await field(page, 'Hourly rate up to (USD)').fill('150');
    await field(page, 'Hourly rate from (USD)').focus();
    await page.keyboard.press('Tab');
    await expectVisible(section.getByText('The minimum rate must not be above the maximum rate.'));
    await photograph(page, 'availability-min-above-max');
    await checkA11y(page);
    await field(page, 'Hourly rate up to (USD)').fill('250');
    await chooseInMultiSelect(page, 'Industries served', ['Retail', 'Banking']);
    await expectHiddenText(page, 'The minimum rate must not be above the maximum rate.');
    await photograph(page, 'availability-filled');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expectPath(page, '/member/contractor/profile', 20_000);
    const card = page.getByRole('region', { name: 'AVAILABILITY AND RATE' });
    await expectVisible(card.getByText('Open to work · 15 h/week · USD 200–250/h'));
    await expectVisible(card.getByRole('list', { name: 'Industries served' }).getByText('Banking'));
    await photograph(page, 'availability-profile');
    await checkA11y(page);
    const saved = (await savedUser(contractor.email)).profiles[0];
    expect(saved).toMatchObject({ capacityHoursPerWeek: 15, hourlyRateMin: 200, hourlyRateMax: 250, openToWork: true });
    expect(saved?.industries?.split(',').sort()).toEqual(['banking', 'retail']);
  });

  it('says which gap nobody on Fractional covers, and the card warns when the expert has fewer hours free than asked', async () => {
    const lastName = `Shorthours${Date.now() % 100_000}`;
    // Fundraising and investor relations, 8 h a week free; nobody in the e2e market covers ESG & sustainability.
    await plantExpert(
      { firstName: 'Tama', lastName },
      {
        description: 'Fractional CFO: fundraising rounds and investor reporting for retail.',
        expertise: await referenceIds('ref-expertises', ['fundraising', 'investor-relations']),
        openToWork: true,
        capacityHoursPerWeek: 8,
        hourlyRateMin: 120,
        hourlyRateMax: 180,
        industries: 'retail',
      },
    );
    const client = await registerClientViaApi();
    const project = await createProjectViaApi(client, {
      name: 'Raise and report on impact',
      overview: 'Raise a seed round, report to investors and set up our impact reporting.',
      budget: 200_000,
      expertiseGap: 'fundraising,investor-relations,esg-sustainability',
      hoursPerWeek: 20,
    });
    const page = await signInAs(browser(), client, '/client/home');
    await page.goto(`/client/projects/${project.id}`);
    const section = page.getByRole('region', { name: 'Recommended experts' });
    await expectVisible(
      section.getByText('Nobody on Fractional covers ESG & sustainability yet — widen the brief or ask us.'),
    );
    const card = section.getByRole('article', { name: `Tama ${lastName}` });
    await expectVisible(card.getByRole('list', { name: 'Cautions' }).getByText('8 of the 20 h a week you asked free'));
    await expectVisible(card.getByText(/Covers 2 of 3 expertise gaps: Fundraising, Investor relations; not ESG/));
    await checkA11y(page);
  });
});

async function expectHiddenText(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByText(text).count()).toBe(0);
}
