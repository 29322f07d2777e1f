import type { CheckIn, Project } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, expectPath, expectVisible, registerClientViaApi, useBrowser, type Account } from './fixtures.js';
import {
  apiJson,
  createProjectViaApi,
  openProjectSection,
  plantExpert,
  referenceIds,
  signInAs,
  staffProject,
} from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';

const browser = useBrowser();
const EXPERTISE = ['supply-chain', 'procurement'];
const suffix = () => String(Date.now() % 1_000_000);

/** The Monday of this week, `YYYY-MM-DD` (UTC, as the API names weeks). */
function monday(weeksBack = 0): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7) - 7 * weeksBack);
  return day.toISOString().slice(0, 10);
}

async function staffedProject(client: Account, expert: Account): Promise<Project> {
  const project = await createProjectViaApi(client, {
    name: `Check-in pilot ${suffix()}`,
    overview: 'Consolidate suppliers, run procurement sourcing events and plan the supply chain.',
    budget: 150_000,
    expertiseGap: EXPERTISE.join(','),
    hoursPerWeek: 10,
  });
  await staffProject(client, expert, project, { hoursPerWeek: 10 });
  return project;
}

const signIn = (account: Account, path: string): Promise<Page> => signInAs(browser(), account, path);

describe('outcomes and weekly check-ins', () => {
  it('the squad writes a check-in, the client rates it, and the productivity follows without a reload', async () => {
    const expert = await plantExpert(
      { firstName: 'Rangi', lastName: `Checkin${suffix()}` },
      {
        description: 'Fractional supply chain chief: procurement, supplier consolidation and S&OP.',
        expertise: await referenceIds('ref-expertises', EXPERTISE),
        openToWork: true,
        capacityHoursPerWeek: 20,
      },
    );
    const clientAccount = await registerClientViaApi({ firstName: 'Aroha', lastName: 'Ngata' });
    const project = await staffedProject(clientAccount, expert);

    // The client: an empty Outcomes card says what to do first; they add one.
    const client = await signIn(clientAccount, '/client/home');
    await client.goto(`/client/projects/${project.id}/outcomes`);
    const outcomes = client.getByRole('region', { name: 'Outcomes' });
    await expectVisible(outcomes.getByText(/Add the outcomes this project must achieve/));
    await photograph(client, 'engagements-client-empty');
    await checkA11y(client);
    // A due date long gone is refused, said on the field (docs/engagements.md#outcomes); today is fine.
    await outcomes.getByLabel('Outcome', { exact: true }).fill('Consolidate to 12 suppliers');
    await outcomes.getByLabel('Due date (optional)').fill('1999-01-01');
    await outcomes.getByRole('button', { name: 'Add outcome' }).click();
    await expectVisible(outcomes.getByRole('alert').getByText('Pick today or a later date.'));
    await outcomes.getByLabel('Due date (optional)').fill(new Date().toISOString().slice(0, 10));
    await outcomes.getByRole('button', { name: 'Add outcome' }).click();
    const added = outcomes.getByRole('heading', { name: 'Consolidate to 12 suppliers' });
    await expectVisible(added);
    // Focus stays with the work: on the outcome just added, not the top of the page.
    await expect.poll(() => added.evaluate((node) => node === document.activeElement)).toBe(true);
    await expectVisible(outcomes.getByText(/^Due /));
    await openProjectSection(client, 'Check-ins');
    await expectVisible(client.getByRole('region', { name: 'Check-ins' }).getByText(/No check-ins yet/));

    // The expert (another browser context) writes this week's check-in from My projects.
    const member = await signIn(expert, '/member/contractor/profile');
    await member.goto('/member/contractor/projects');
    await member.getByRole('link', { name: 'Check-ins and outcomes' }).click();
    await expectPath(member, `/member/contractor/engagements/${project.id}`);
    const form = member.getByRole('form', { name: /Check-in for the week of/ });
    await form.getByLabel('What moved this week').fill('Shortlisted suppliers; two sourcing events booked.');
    const slider = form.getByRole('slider', { name: /Consolidate to 12 suppliers/ });
    await slider.focus();
    for (let i = 0; i < 8; i += 1) await slider.press('ArrowRight');
    await expectVisible(form.getByText('Consolidate to 12 suppliers: 40%'));
    await form.getByLabel('Risks (optional)').fill('One supplier may not sign before Christmas.');
    await photograph(member, 'engagements-member-form');
    await checkA11y(member);
    await form.getByRole('button', { name: 'Submit the check-in' }).click();
    await expectVisible(member.getByRole('status').getByText('Check-in saved. The client has been told.'));

    // The client's open page shows it without a reload, with the outcome's progress; they rate with the keyboard.
    const checkIns = client.getByRole('region', { name: 'Check-ins' });
    await expectVisible(checkIns.getByText('Shortlisted suppliers; two sourcing events booked.'));
    await checkIns.getByRole('radio', { name: '1 star' }).focus();
    for (let i = 0; i < 3; i += 1) await client.keyboard.press('ArrowRight');
    expect(await checkIns.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await checkIns.getByLabel('Comment (optional)').fill('Good pace.');
    await photograph(client, 'engagements-client-rating');
    await checkA11y(client);
    await checkIns.getByRole('button', { name: 'Rate the week' }).click();
    await expectVisible(checkIns.getByText(/Rated 4 of 5/));
    await openProjectSection(client, 'Outcomes');
    await expectVisible(outcomes.getByText('40% done'));
    await openProjectSection(client, 'Overview');
    await expectVisible(client.getByTestId('project-productivity').getByText('75 of 100'));
    await client.getByText('How is this measured?').click();
    await expectVisible(client.getByText(/75% from Week of .*: 4★/));

    // The dashboard: 75, and it moves when another week is rated, without a reload.
    await client.goto('/client/home');
    const score = client.getByTestId('productivity-score');
    await expectVisible(score.getByText('75', { exact: true }));
    const earlier = await apiJson<CheckIn>(
      clientAccount.token,
      `/projects/${project.id}/check-ins/${monday(1)}`,
      { method: 'PUT', body: { summary: 'Kick-off week' } },
      201,
    );
    await apiJson(clientAccount.token, `/check-ins/${earlier.id}/rating`, { method: 'POST', body: { rating: 2 } }, 200);
    // (0.75 + 0.25) / 2 = 0.5 → 50.
    await expectVisible(score.getByText('50', { exact: true }));
    await photograph(client, 'engagements-dashboard');
    await checkA11y(client);

    // The member sees the rating on their page too.
    await expectVisible(member.getByText(/Rated 4 of 5/));
    await photograph(member, 'engagements-member-rated');
  });
});
