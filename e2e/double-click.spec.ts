import type { Invitation, Outcome, Project } from '@fractional/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PASSWORD,
  expectHidden,
  expectVisible,
  registerClientViaApi,
  uniqueEmail,
  useBrowser,
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

/**
 * One request per intent (docs/product.md#one-click-one-request): every mutating control of the client, expert and
 * admin areas is double-clicked and the page's writes to the API (POST, PUT, PATCH, DELETE on /api/v1) are counted.
 * A button that opens a confirm dialog is double-clicked too: the dialog stays open and nothing is sent until its own
 * button is (double-)clicked.
 *
 * Covered:
 * - client: Save billing details (account page); Add outcome; Remove outcome (and its confirm); Approve (and its
 *   confirm); Rate the week; Issue now; Send confirmation link (change e-mail, account page).
 * - expert: Save draft and Submit (timesheet); Submit the check-in.
 * - admin: New user → Create user; Change e-mail → Send confirmation link; Deactivate (and its confirm).
 * - invitations: Decline (expert, and its dialog); Withdraw (client, and its confirm).
 * Not covered here (web component tests or other specs cover them): Mark paid (needs an invoice of an ended month),
 * Reject, End, Complete, Invite, Accept, reviews, CV removal, close account.
 */

const browser = useBrowser();
const admin = inject('e2eAdmin');
const suffix = () => String(Date.now() % 1_000_000);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** Today's column of the timesheet grid (UTC, as the API names weeks): the member joined today. */
const todayLabel = () => `${DAYS[(new Date().getUTCDay() + 6) % 7]} hours`;

/** The Monday of this week, `YYYY-MM-DD` (UTC). */
function thisMonday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Records a page's writes to the API as "METHOD /path" (without /api/v1), and how many are still unanswered. */
function recordWrites(page: Page) {
  const writes: string[] = [];
  const open = new Set<unknown>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/v1/') || !MUTATING.has(request.method())) return;
    // The live stream's ticket is asked for by the page as it connects, not by a press.
    if (url.pathname === '/api/v1/events/ticket') return;
    writes.push(`${request.method()} ${url.pathname.slice('/api/v1'.length)}`);
    open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  /**
   * Runs `act` (double-clicks), waits for `done` (what the page shows once the answer came) and for every write to be
   * answered, then expects exactly `expected` to have been sent.
   */
  return async (act: () => Promise<void>, done: Locator | null, expected: Array<string | RegExp>): Promise<void> => {
    writes.length = 0;
    await act();
    if (done) await expectVisible(done);
    await expect.poll(() => open.size === 0 && writes.length >= expected.length).toBe(true);
    expect(writes).toEqual(expected.map((item) => (typeof item === 'string' ? item : expect.stringMatching(item))));
  };
}

let owner: Account;
let expert: Account;
let project: Project;

beforeAll(async () => {
  expert = await plantExpert(
    { firstName: 'Rangi', lastName: `Twice${suffix()}` },
    {
      description: 'Fractional supply chain chief: procurement, supplier consolidation and S&OP.',
      expertise: await referenceIds('ref-expertises', ['supply-chain', 'procurement']),
      openToWork: true,
      capacityHoursPerWeek: 20,
      hourlyRateMin: 100,
      hourlyRateMax: 120,
    },
  );
  owner = await registerClientViaApi({ firstName: 'Aroha', lastName: `Twice${suffix()}` });
  project = await createProjectViaApi(owner, {
    name: `Double-click ${suffix()}`,
    overview: 'Consolidate suppliers, run procurement sourcing events and plan the supply chain.',
    budget: 150_000,
    expertiseGap: 'supply-chain,procurement',
    hoursPerWeek: 10,
  });
  await staffProject(owner, expert, project, { hoursPerWeek: 10, hourlyRate: 100 });
  await apiJson<Outcome>(
    owner.token,
    `/projects/${project.id}/outcomes`,
    { method: 'POST', body: { title: 'Spare outcome' } },
    201,
  );
});

describe('a double-click acts once', () => {
  it('in the expert’s and the client’s areas', async () => {
    // The expert: a timesheet saved, then submitted; this week's check-in.
    const member = await signInAs(browser(), expert, '/member/contractor/profile');
    const memberWrites = recordWrites(member);
    await member.goto(`/member/contractor/projects/${project.id}/timesheets`);
    const week = member.getByRole('region', { name: 'Hours this week' });
    await member.getByLabel(todayLabel()).fill('4');
    const weekPath = `PUT /projects/${project.id}/squad/${/\d+/.source}/timesheets/${thisMonday()}`;
    await memberWrites(
      () => week.getByRole('button', { name: 'Save draft' }).dblclick(),
      week.getByText('Draft saved.'),
      [new RegExp(`^${weekPath}$`)],
    );
    await memberWrites(
      () => week.getByRole('button', { name: 'Submit' }).dblclick(),
      week.getByText('Submitted: waiting for the client’s approval.'),
      [new RegExp(`^${weekPath}$`), /^POST \/timesheets\/\d+\/submit$/],
    );
    expect(await week.getByText('This week was already submitted.').count()).toBe(0);

    await member.goto(`/member/contractor/engagements/${project.id}`);
    const checkIn = member.getByRole('form', { name: /Check-in for the week of/ });
    await checkIn.getByLabel('What moved this week').fill('Shortlisted suppliers; two sourcing events booked.');
    await memberWrites(
      () => checkIn.getByRole('button', { name: 'Submit the check-in' }).dblclick(),
      member.getByText('Check-in saved. The client has been told.'),
      [`PUT /projects/${project.id}/check-ins/${thisMonday()}`],
    );

    // The client: outcomes, the week's approval and rating, invoices, the account.
    const client = await signInAs(browser(), owner, '/client/home');
    const clientWrites = recordWrites(client);
    await client.goto('/client/account');
    const billing = client.getByRole('form', { name: 'Billing details' });
    await billing.getByLabel(/^Legal name/).fill('Aroha Twice Ltd');
    await billing.getByLabel(/^Address line 1/).fill('1 Queen Street');
    await billing.getByLabel(/^Country/).selectOption('NZ');
    await clientWrites(
      () => billing.getByRole('button', { name: 'Save billing details' }).dblclick(),
      billing.getByText('Billing details saved.'),
      ['PUT /billing-details'],
    );
    await client.goto(`/client/projects/${project.id}/outcomes`);
    const outcomes = client.getByRole('region', { name: 'Outcomes' });
    await outcomes.getByLabel('Outcome', { exact: true }).fill('Consolidate to 12 suppliers');
    await clientWrites(
      () => outcomes.getByRole('button', { name: 'Add outcome' }).dblclick(),
      outcomes.getByRole('heading', { name: 'Consolidate to 12 suppliers' }),
      [`POST /projects/${project.id}/outcomes`],
    );
    const removal = client.getByRole('dialog', { name: 'Remove “Spare outcome”?' });
    await clientWrites(() => outcomes.getByRole('button', { name: 'Remove Spare outcome' }).dblclick(), removal, []);
    await clientWrites(
      () => removal.getByRole('button', { name: 'Remove outcome' }).dblclick(),
      outcomes.getByText('1 of 5'),
      [/^DELETE \/outcomes\/\d+$/],
    );
    await expectHidden(removal);

    await openProjectSection(client, 'Timesheets');
    const timesheets = client.getByRole('region', { name: 'Timesheets' });
    const approval = client.getByRole('dialog', { name: /^Approve / });
    await clientWrites(() => timesheets.getByRole('button', { name: 'Approve' }).dblclick(), approval, []);
    await clientWrites(
      () => approval.getByRole('button', { name: 'Approve the week' }).dblclick(),
      timesheets.getByText('Nothing waiting.'),
      [/^POST \/timesheets\/\d+\/approve$/],
    );

    await openProjectSection(client, 'Check-ins');
    const checkIns = client.getByRole('region', { name: 'Check-ins' });
    await checkIns.getByRole('radio', { name: '1 star' }).focus();
    for (let star = 1; star < 4; star += 1) await client.keyboard.press('ArrowRight');
    await clientWrites(
      () => checkIns.getByRole('button', { name: 'Rate the week' }).dblclick(),
      checkIns.getByText(/Rated 4 of 5/),
      [/^POST \/check-ins\/\d+\/rating$/],
    );

    await openProjectSection(client, 'Invoices');
    const invoices = client.getByRole('region', { name: 'Invoices' });
    await clientWrites(
      () => invoices.getByRole('button', { name: 'Issue now' }).dblclick(),
      invoices.getByText(/^Nothing left to invoice for /),
      [`POST /projects/${project.id}/invoices`],
    );

    await client.goto('/client/account');
    const emailCard = client.getByRole('region', { name: 'Change email' });
    await emailCard.getByLabel(/^New email/).fill(uniqueEmail('twice'));
    await emailCard.getByLabel(/^Current password/).fill(PASSWORD);
    await clientWrites(
      () => emailCard.getByRole('button', { name: 'Send confirmation link' }).dblclick(),
      emailCard.getByText(/We sent a link to/),
      ['POST /auth/email/change'],
    );
  });

  it('on an invitation: the expert declines, the client withdraws the next one', async () => {
    const brief = await createProjectViaApi(owner, {
      name: `Double-click invitations ${suffix()}`,
      overview: 'Run procurement sourcing events and consolidate suppliers for the new plant.',
      budget: 80_000,
      expertiseGap: 'supply-chain,procurement',
      hoursPerWeek: 5,
    });
    const profileId = expert.user.profiles[0]?.id ?? expect.unreachable('the expert has no profile');
    const invite = () =>
      apiJson<Invitation>(
        owner.token,
        `/projects/${brief.id}/invitations`,
        { method: 'POST', body: { profileId, hoursPerWeek: 5 } },
        201,
      );

    await invite();
    const member = await signInAs(browser(), expert, '/member/contractor/profile');
    const memberWrites = recordWrites(member);
    await member.goto('/member/contractor/opportunities');
    const decline = member.getByRole('dialog', { name: `Decline “${brief.name}”?` });
    await memberWrites(
      () => member.getByRole('article', { name: brief.name }).getByRole('button', { name: 'Decline' }).dblclick(),
      decline,
      [],
    );
    await memberWrites(
      () => decline.getByRole('button', { name: 'Decline invitation' }).dblclick(),
      member.getByRole('status').getByText(`You declined “${brief.name}”. The client has been told.`),
      [/^POST \/invitations\/\d+\/decline$/],
    );

    await invite();
    const name = `${expert.user.firstName} ${expert.user.lastName}`;
    const client = await signInAs(browser(), owner, '/client/home');
    const clientWrites = recordWrites(client);
    await client.goto('/client/account');
    const billing = client.getByRole('form', { name: 'Billing details' });
    await billing.getByLabel(/^Legal name/).fill('Aroha Twice Ltd');
    await billing.getByLabel(/^Address line 1/).fill('1 Queen Street');
    await billing.getByLabel(/^Country/).selectOption('NZ');
    await clientWrites(
      () => billing.getByRole('button', { name: 'Save billing details' }).dblclick(),
      billing.getByText('Billing details saved.'),
      ['PUT /billing-details'],
    );
    await client.goto(`/client/projects/${brief.id}/squad`);
    const invitations = client.getByRole('region', { name: 'Invitations' });
    const row = invitations
      .getByRole('listitem')
      .filter({ hasText: name })
      .filter({ has: client.getByRole('button', { name: 'Withdraw' }) });
    const withdraw = client.getByRole('dialog', { name: `Withdraw the invitation to ${name}?` });
    await clientWrites(() => row.getByRole('button', { name: 'Withdraw' }).dblclick(), withdraw, []);
    await clientWrites(
      () => withdraw.getByRole('button', { name: 'Withdraw invitation' }).dblclick(),
      invitations.getByText(/Withdrawn/),
      [/^POST \/invitations\/\d+\/withdraw$/],
    );
  });

  it('in the admin console', async () => {
    const stamp = suffix();
    const email = `twice-${stamp}@example.com`;
    const page = await signInAs(browser(), admin, '/admin');
    const adminWrites = recordWrites(page);
    await page.goto('/admin/users');

    const dialog = page.getByRole('dialog', { name: 'New user' });
    await adminWrites(() => page.getByRole('button', { name: 'New user' }).dblclick(), dialog, []);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('First name').fill('Hemi');
    await dialog.getByLabel('Last name').fill(`Twice${stamp}`);
    await adminWrites(
      () => dialog.getByRole('button', { name: 'Create user' }).dblclick(),
      page.getByRole('status').filter({ hasText: `${email} was created` }),
      ['POST /admin/users'],
    );
    await expectHidden(dialog);

    await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    const change = page.getByRole('dialog', { name: `Change Hemi Twice${stamp}’s e-mail` });
    await adminWrites(
      () => row.getByRole('button', { name: `Change e-mail of Hemi Twice${stamp}` }).dblclick(),
      change,
      [],
    );
    await change.getByLabel('New e-mail').fill(`moved-${email}`);
    await adminWrites(
      () => change.getByRole('button', { name: 'Send confirmation link' }).dblclick(),
      page.getByRole('status').filter({ hasText: `A confirmation link was sent to moved-${email}` }),
      [/^PATCH \/admin\/users\/\d+$/],
    );

    const status = page.getByRole('dialog', { name: `Deactivate Hemi Twice${stamp}?` });
    await adminWrites(() => row.getByRole('button', { name: `Deactivate Hemi Twice${stamp}` }).dblclick(), status, []);
    await adminWrites(
      () => status.getByRole('button', { name: 'Deactivate' }).dblclick(),
      row.getByRole('button', { name: `Reactivate Hemi Twice${stamp}` }),
      [/^PATCH \/admin\/users\/\d+$/],
    );
  });
});
