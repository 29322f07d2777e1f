import type { Project } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkA11y, expectPath, expectVisible, registerClientViaApi, useBrowser, type Account } from './fixtures.js';
import {
  apiJson,
  createProjectViaApi,
  plantExpert,
  referenceIds,
  signInAs,
  staffProject,
} from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';
import { expectText, timesheetsCard } from './timesheet-helpers.js';

const browser = useBrowser();
const suffix = () => String(Date.now() % 1_000_000);
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Today's column of the grid (UTC, as the API names weeks): the member joined today. */
const todayLabel = () => `${DAYS[(new Date().getUTCDay() + 6) % 7]} hours`;

/** A client's project with a member who joined today at 8 h/week and USD 100/h. */
async function projectWithMember(): Promise<{ owner: Account; expert: Account; project: Project }> {
  const owner = await registerClientViaApi();
  const expert = await plantExpert(
    { firstName: 'Tama', lastName: `Hours${suffix()}` },
    {
      description: 'Fractional finance lead: budgets, forecasts and board packs.',
      jobRole: await referenceIds('ref-job-roles', ['fractional-chief-supply-chain-officer']),
      expertise: await referenceIds('ref-expertises', ['procurement']),
      skills: await referenceIds('ref-skills', ['procurement-strategy']),
      openToWork: true,
      capacityHoursPerWeek: 20,
      hourlyRateMin: 100,
      hourlyRateMax: 120,
      industries: 'retail',
    },
  );
  const project = await createProjectViaApi(owner, {
    name: `Board pack ${suffix()}`,
    overview: 'Monthly board packs, forecasts and procurement savings tracking for the board.',
    budget: 90_000,
    expertiseGap: 'procurement',
    hoursPerWeek: 8,
  });
  await staffProject(owner, expert, project, { hoursPerWeek: 8, hourlyRate: 100 });
  return { owner, expert, project };
}

const signIn = (account: Account, landing: string) => signInAs(browser(), account, landing);
const weekCard = (page: Page) => page.getByRole('region', { name: 'Hours this week' });

describe('timesheets', () => {
  it('the expert logs and submits a week, the client rejects it with a reason, the expert resubmits, the client approves: each side sees it live', async () => {
    const { owner, expert, project } = await projectWithMember();
    const member = await signIn(expert, '/member/contractor/profile');
    await member.goto('/member/contractor/projects');
    await member.getByRole('link', { name: 'Timesheet', exact: true }).click();
    await expectPath(member, `/member/contractor/projects/${project.id}/timesheets`);
    await expectVisible(member.getByRole('heading', { level: 1, name: `Timesheet: ${project.name}` }));
    await expectVisible(member.getByText('No timesheets yet — members log their hours here each week.'));
    // Never a future week, and the member joined this week: neither way to move.
    expect(await member.getByRole('button', { name: 'Next week →' }).isDisabled()).toBe(true);
    expect(await member.getByRole('button', { name: '← Previous week' }).isDisabled()).toBe(true);

    const today = member.getByLabel(todayLabel());
    await today.fill('0.3');
    await expectVisible(weekCard(member).getByText(/in quarters of an hour/));
    await today.fill('9.5');
    await expectText(weekCard(member), /9\.5 h of 8 h committed: 1\.5 h over your commitment/);
    await member.getByLabel('Note for the client').fill('Board pack draft and forecast review');
    await photograph(member, 'timesheets-expert-draft');
    await checkA11y(member);
    await member.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(weekCard(member).getByText('Submitted: waiting for the client’s approval.'));

    const client = await signIn(owner, '/client/home');
    await client.goto(`/client/projects/${project.id}/timesheets`);
    const waiting = timesheetsCard(client).getByRole('region', { name: 'Waiting for approval' });
    const row = waiting.getByRole('article', { name: new RegExp(expert.lastName ?? '') });
    await expectText(row, /Total\s+9\.5 h/);
    await expectText(row, /\$950\.00/);
    await expectVisible(row.getByText('Over the committed hours'));
    await expectVisible(row.getByText('Note: Board pack draft and forecast review'));
    await photograph(client, 'timesheets-client-waiting');
    await checkA11y(client);

    // A rejection needs a reason; the expert reads it without a reload.
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = client.getByRole('dialog', { name: /^Reject / });
    await dialog.getByRole('button', { name: 'Reject the week' }).click();
    await expectVisible(dialog.getByText('Tell the expert why, in a few words.'));
    await dialog.getByLabel('Reason').fill('Please split the forecast review into its own day');
    await photograph(client, 'timesheets-client-reject-dialog');
    await checkA11y(client);
    await dialog.getByRole('button', { name: 'Reject the week' }).click();
    await expectVisible(timesheetsCard(client).getByText('Nothing waiting.'));
    await expectVisible(weekCard(member).getByText('“Please split the forecast review into its own day”'));
    expect(await weekCard(member).getByText('Week submitted to the client.').count()).toBe(0);
    await photograph(member, 'timesheets-expert-rejected');
    await checkA11y(member);

    // Edit and resubmit; the client's page shows it waiting again without a reload, then approves it.
    await member.getByLabel(todayLabel()).fill('7.75');
    await member.getByRole('button', { name: 'Resubmit' }).click();
    await expectVisible(weekCard(member).getByText('Submitted: waiting for the client’s approval.'));
    await expectText(waiting.getByRole('article', { name: new RegExp(expert.lastName ?? '') }), /Total\s+7\.75 h/);
    await waiting.getByRole('button', { name: 'Approve' }).click();
    // Approving is final: it asks first (docs/product.md#one-click-one-request).
    await client
      .getByRole('dialog', { name: /^Approve / })
      .getByRole('button', { name: 'Approve the week' })
      .click();
    await expectVisible(timesheetsCard(client).getByText('Nothing waiting.'));
    const totals = timesheetsCard(client).getByRole('table');
    await expectText(totals, /7\.75 h\s+\$775\.00/);
    await photograph(client, 'timesheets-client-decided');

    await expectVisible(weekCard(member).getByText('Approved. This week is final.'));
    await expectText(member.getByRole('region', { name: 'Your weeks' }), /7\.75 h\s+Approved/);
    expect(await member.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    await photograph(member, 'timesheets-expert-approved');

    // The dashboards' Activity panels say it in words and lead to the timesheets.
    await client.goto('/client/home');
    const approvedEntry = client.getByRole('link', { name: new RegExp(`approved .*timesheet for ${project.name}`) });
    await expectVisible(approvedEntry);
    expect(await approvedEntry.first().getAttribute('href')).toBe(`/client/projects/${project.id}`);
    await member.goto('/member/contractor/profile');
    const memberEntry = member.getByRole('link', { name: new RegExp(`timesheet for ${project.name}`) }).first();
    await expectVisible(memberEntry);
    expect(await memberEntry.getAttribute('href')).toBe(`/member/contractor/projects/${project.id}/timesheets`);
  });

  it('refuses to resubmit a week already submitted, in words', async () => {
    const { expert, project } = await projectWithMember();
    const member = await signIn(expert, '/member/contractor/profile');
    await member.goto(`/member/contractor/projects/${project.id}/timesheets`);
    await member.getByLabel(todayLabel()).fill('2');
    await member.getByRole('button', { name: 'Save draft' }).click();
    await expectVisible(member.getByText('Draft saved.'));
    // Meanwhile it is submitted from elsewhere (another tab): this tab's edit is refused.
    const page = await apiJson<{ data: Array<{ id: number }> }>(
      expert.token,
      `/timesheets?projectId=${project.id}`,
      { method: 'GET' },
      200,
    );
    await apiJson(expert.token, `/timesheets/${page.data[0]?.id}/submit`, { method: 'POST' }, 200);
    await member.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(member.getByText('This week was already submitted.'));
  });
});
