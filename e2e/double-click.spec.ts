import type { FileUploadResult, Invitation, Invoice, Outcome, Project, Timesheet } from '@fractional/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PASSWORD,
  baseUrl,
  expectHidden,
  expectPath,
  expectVisible,
  registerClientViaApi,
  registerContractorViaApi,
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
import { loginViaApi } from './timesheet-helpers.js';

/**
 * One request per intent (docs/product.md#one-click-one-request): every mutating control of the client, expert and
 * admin areas is double-clicked and the page's writes to the API (POST, PUT, PATCH, DELETE on /api/v1) are counted.
 * A button that opens a confirm dialog is double-clicked too: the dialog stays open and nothing is sent until its own
 * button is (double-)clicked.
 *
 * The page shows the one result and no error (no visible role="alert").
 *
 * Covered:
 * - client: Save billing details (account page); Add outcome; Remove outcome (and its confirm); Approve and Reject (each with its confirm); Rate the week;
 *   Issue now; Mark paid (and its confirm); Invite (the recommended expert's button and the dialog's Send invitation);
 *   Withdraw (and its confirm); End (and its confirm); Write a review and Send the review; Mark project completed
 *   (and its confirm); Send confirmation link (change e-mail, account page).
 * - expert: Save draft and Submit (timesheet); Submit the check-in; Accept (and its dialog's Accept and join);
 *   Decline (and its dialog); Write a review and Send the review; Remove a CV (and its Yes, remove).
 * - any user: Close my account… and Close my account for good.
 * - admin: New user → Create user; Change e-mail → Send confirmation link; Deactivate (and its confirm).
 * Last month's weeks and invoice need an engagement older than the API can make, so the sweep has its own seeded one
 * (`inject('e2eSweptEngagement')`, e2e/global-setup.ts).
 */

const browser = useBrowser();
const admin = inject('e2eAdmin');
const swept = inject('e2eSweptEngagement');
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

const DAY_MS = 86_400_000;
/** Last month (`YYYY-MM`, UTC) and the Mondays of two weeks wholly inside it or before it. */
const lastMonthStart = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
})();
const lastMonth = lastMonthStart.toISOString().slice(0, 7);
const mondayOf = (day: Date) => new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
const approvedWeek = mondayOf(new Date(lastMonthStart.getTime() + 10 * DAY_MS))
  .toISOString()
  .slice(0, 10);
const rejectedWeek = mondayOf(new Date(lastMonthStart.getTime() + 3 * DAY_MS - 7 * DAY_MS))
  .toISOString()
  .slice(0, 10);

/** Uploads a CV through the API as the profile page does: ask for a signed URL, PUT the bytes, complete. */
async function uploadCv(account: Account, fileName: string): Promise<void> {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(400, 0x20)]);
  const started = await apiJson<FileUploadResult>(
    account.token,
    '/files/upload',
    { method: 'POST', body: { fileName, fileSize: bytes.length, type: 'cv' } },
    201,
  );
  const put = await fetch(new URL(started.uploadSignedUrl, baseUrl), {
    method: 'PUT',
    headers: { 'content-type': started.file.mimeType },
    body: new Uint8Array(bytes),
  });
  expect(put.ok, await put.text()).toBe(true);
  await apiJson(account.token, `/files/${started.file.id}/complete`, { method: 'POST' }, 200);
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
    const alerts = await page
      .getByRole('alert')
      .evaluateAll((nodes) =>
        nodes.flatMap((node) =>
          node instanceof HTMLElement && node.offsetParent !== null && node.innerText.trim() ? [node.innerText] : [],
        ),
      );
    expect(alerts, 'errors shown on the page').toEqual([]);
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
  await uploadCv(expert, 'Sweep CV.pdf');
});

describe('a double-click acts once', () => {
  it('in the expert’s and the client’s areas', { timeout: 120_000 }, async () => {
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

    // A CV removed from the profile: Remove only asks, Yes, remove sends once.
    await member.goto('/member/contractor/profile');
    const cv = member.getByRole('list', { name: 'Your CVs' }).getByRole('listitem').filter({ hasText: 'Sweep CV.pdf' });
    await memberWrites(
      () => cv.getByRole('button', { name: 'Remove Sweep CV.pdf' }).dblclick(),
      cv.getByRole('group', { name: 'Remove Sweep CV.pdf?' }),
      [],
    );
    await memberWrites(() => cv.getByRole('button', { name: 'Yes, remove Sweep CV.pdf' }).dblclick(), null, [
      /^DELETE \/files\/\d+$/,
    ]);
    await expectHidden(cv);

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

  it(
    'on an invitation: the expert declines, the client withdraws the next one, invites to another, the expert accepts',
    { timeout: 120_000 },
    async () => {
      const newBrief = (name: string) =>
        createProjectViaApi(owner, {
          name: `${name} ${suffix()}`,
          overview: 'Run procurement sourcing events and consolidate suppliers for the new plant.',
          budget: 80_000,
          expertiseGap: 'supply-chain,procurement',
          hoursPerWeek: 5,
        });
      const [brief, other] = await Promise.all([
        newBrief('Double-click invitations'),
        newBrief('Double-click invite and accept'),
      ]);
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

      // Invite from the recommendations of another brief: the card's button opens the dialog, its Send sends once.
      await client.goto(`/client/projects/${other.id}`);
      const card = client.getByRole('region', { name: 'Recommended experts' }).getByRole('article', { name });
      const inviting = client.getByRole('dialog', { name: `Invite ${name}` });
      await clientWrites(() => card.getByRole('button', { name: `Invite ${name}` }).dblclick(), inviting, []);
      await clientWrites(
        () => inviting.getByRole('button', { name: 'Send invitation' }).dblclick(),
        card.getByText('Invitation status: Invited'),
        [`POST /projects/${other.id}/invitations`],
      );
      await expectHidden(inviting);
      await expect
        .poll(() => client.getByRole('region', { name: 'Invitations' }).getByRole('listitem').count())
        .toBe(1);

      // The expert accepts it: Accept opens the dialog, Accept and join sends once.
      await member.goto('/member/contractor/opportunities');
      const joining = member.getByRole('dialog', { name: `Join the squad of “${other.name}”` });
      await memberWrites(
        () => member.getByRole('article', { name: other.name }).getByRole('button', { name: 'Accept' }).dblclick(),
        joining,
        [],
      );
      await joining.getByLabel(/Hours per week you commit/).fill('5');
      await joining.getByLabel(/^Hourly rate/).fill('120');
      await memberWrites(
        () => joining.getByRole('button', { name: 'Accept and join' }).dblclick(),
        member.getByRole('status').getByText(`You joined the squad of “${other.name}”.`),
        [/^POST \/invitations\/\d+\/accept$/],
      );
    },
  );

  it(
    'on an engagement since last month: Reject, Mark paid, End, both reviews, Complete',
    { timeout: 120_000 },
    async () => {
      const [clientToken, expertToken] = await Promise.all([loginViaApi(swept.client), loginViaApi(swept.expert)]);
      const accepted = await apiJson<{ data: Invitation[] }>(
        expertToken,
        '/invitations?status=accepted',
        { method: 'GET' },
        200,
      );
      const engagement = accepted.data.find((item) => item.project.name === swept.projectName);
      const projectId = engagement?.project.id ?? expect.unreachable('the swept engagement');
      const memberId = engagement?.membership?.id ?? expect.unreachable('the swept engagement has no member');
      // Two weeks submitted; one approved and invoiced (last month), the other left for the client to reject.
      const submit = async (weekStart: string) => {
        const week = await apiJson<Timesheet>(
          expertToken,
          `/projects/${projectId}/squad/${memberId}/timesheets/${weekStart}`,
          { method: 'PUT', body: { hours: [8, 8, 0, 0, 0, 0, 0] } },
          201,
        );
        return apiJson<Timesheet>(expertToken, `/timesheets/${week.id}/submit`, { method: 'POST' }, 200);
      };
      const approved = await submit(approvedWeek);
      await submit(rejectedWeek);
      await apiJson(clientToken, `/timesheets/${approved.id}/approve`, { method: 'POST' }, 200);
      const issued = await apiJson<{ data: Invoice[] }>(
        clientToken,
        `/projects/${projectId}/invoices`,
        { method: 'POST', body: { month: lastMonth } },
        201,
      );
      const number = issued.data[0]?.number ?? expect.unreachable('no invoice issued');

      const client = await signInAs(browser(), swept.client, '/client/home');
      const clientWrites = recordWrites(client);
      await client.goto(`/client/projects/${projectId}/timesheets`);
      const timesheets = client.getByRole('region', { name: 'Timesheets' });
      const rejection = client.getByRole('dialog', { name: /^Reject / });
      // The section's first load (a fresh page, two weeks): given as long as a loaded CI machine needs.
      await expectVisible(timesheets.getByRole('button', { name: 'Reject' }), 30_000);
      await clientWrites(() => timesheets.getByRole('button', { name: 'Reject' }).dblclick(), rejection, []);
      await rejection.getByLabel(/Reason/).fill('Those two days were the public holiday.');
      await clientWrites(
        () => rejection.getByRole('button', { name: 'Reject the week' }).dblclick(),
        timesheets.getByText('Nothing waiting.'),
        [/^POST \/timesheets\/\d+\/reject$/],
      );

      await openProjectSection(client, 'Invoices');
      const row = client.getByRole('region', { name: 'Invoices' }).getByRole('row', { name: new RegExp(number) });
      const paying = client.getByRole('dialog', { name: `Mark ${number} paid?` });
      await clientWrites(() => row.getByRole('button', { name: `Mark paid: ${number}` }).dblclick(), paying, []);
      await clientWrites(
        () => paying.getByRole('button', { name: 'Mark paid' }).dblclick(),
        row.getByText('Paid', { exact: true }),
        [/^POST \/invoices\/\d+\/paid$/],
      );

      await openProjectSection(client, 'Squad');
      const squad = client.getByRole('region', { name: 'Squad' });
      const expertName = `${swept.expert.firstName} ${swept.expert.lastName}`;
      const ending = client.getByRole('dialog', { name: `End ${expertName}’s membership?` });
      await clientWrites(() => squad.getByRole('button', { name: 'End' }).dblclick(), ending, []);
      await clientWrites(
        () => ending.getByRole('button', { name: 'End membership' }).dblclick(),
        squad.getByText('Ended', { exact: true }),
        [`POST /projects/${projectId}/squad/${memberId}/end`],
      );
      const review = client.getByRole('dialog', { name: `Review ${expertName}` });
      await clientWrites(
        () => squad.getByRole('button', { name: `Write a review of ${expertName}` }).dblclick(),
        review,
        [],
      );
      await review.getByRole('radio', { name: '4 stars' }).check();
      await review.getByRole('radiogroup', { name: 'Would you work with them again?' }).getByLabel('Yes').check();
      await clientWrites(
        () => review.getByRole('button', { name: 'Send the review' }).dblclick(),
        squad.getByText(/Awaiting the other side’s review/),
        [`POST /projects/${projectId}/squad/${memberId}/reviews`],
      );
      await expectHidden(review);

      const completing = client.getByRole('dialog', { name: `Mark “${swept.projectName}” completed?` });
      await clientWrites(
        () => client.getByRole('button', { name: 'Mark project completed' }).dblclick(),
        completing,
        [],
      );
      await clientWrites(
        () => completing.getByRole('button', { name: 'Mark completed' }).dblclick(),
        client.getByText('This project is completed: its squad has ended.'),
        [`PATCH /projects/${projectId}`],
      );

      // The expert reviews the client from My projects.
      const member = await signInAs(browser(), swept.expert, '/member/contractor/profile');
      const memberWrites = recordWrites(member);
      await member.goto('/member/contractor/projects');
      const past = member.getByRole('region', { name: 'Past' });
      const theirs = member.getByRole('dialog', { name: /^Review / });
      await memberWrites(
        () => past.getByRole('button', { name: 'Write a review of Harbour Logistics' }).dblclick(),
        theirs,
        [],
      );
      await theirs.getByRole('radio', { name: '5 stars' }).check();
      await theirs.getByRole('radiogroup', { name: 'Would you work with them again?' }).getByLabel('Yes').check();
      await memberWrites(() => theirs.getByRole('button', { name: 'Send the review' }).dblclick(), null, [
        `POST /projects/${projectId}/squad/${memberId}/reviews`,
      ]);
      await expectHidden(theirs);
    },
  );

  it('on closing an account', { timeout: 120_000 }, async () => {
    const account = await registerContractorViaApi({ lastName: `Twice${suffix()}` });
    const page = await signInAs(browser(), account, '/member/contractor/profile');
    const writes = recordWrites(page);
    await page.goto('/member/contractor/account');
    const card = page.getByRole('region', { name: 'Close account' });
    await writes(
      () => card.getByRole('button', { name: 'Close my account…' }).dblclick(),
      card.getByLabel(/^Current password/),
      [],
    );
    await card.getByLabel(/^Current password/).fill(account.password);
    await writes(
      () => card.getByRole('button', { name: 'Close my account for good' }).dblclick(),
      page.getByRole('heading', { name: 'Your account is closed', level: 1 }),
      ['DELETE /auth/me'],
    );
    await expectPath(page, '/member/account-closed');
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
