import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkA11y,
  expectHidden,
  expectPath,
  expectVisible,
  radio,
  registerClientViaApi,
  screenshot,
  useBrowser,
  type Account,
} from './fixtures.js';
import {
  SEED_ROUND_BRIEF,
  apiJson,
  createProjectViaApi,
  openProjectSection,
  plantExpert,
  referenceIds,
  signInAs,
  verifyEmail,
} from './marketplace-helpers.js';

// Issue 44 on the web (docs/discovery.md): a client opens a brief from its form; an expert who fits finds
// it in Open briefs with their reasons and expresses interest on a phone; the client invites them from
// the project's Interest, and the invitation reaches the expert's Opportunities. The project's Shortlist:
// experts shortlisted through the API, one removed, one invited.
const browser = useBrowser();
const EXPERTISE = ['fundraising', 'financial-planning-analysis'];
const suffix = String(Date.now() % 1_000_000);

let owner: Account;
let keen: Account;
let kept: Account;
let dropped: Account;
let projectId: number;
const projectName = `Open seed round ${suffix}`;
const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;
const profileIdOf = (account: Account) => account.user.profiles[0]?.id ?? expect.unreachable('no profile');

function watchRequests(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

beforeAll(async () => {
  const expertise = await referenceIds('ref-expertises', EXPERTISE);
  const plant = (firstName: string, lastName: string) =>
    plantExpert(
      { firstName, lastName: `${lastName}${suffix}` },
      {
        description: 'Fractional CFO: seed rounds, fundraising and the financial plan for retail growth.',
        expertise,
        industries: 'retail',
        openToWork: true,
        capacityHoursPerWeek: 30,
        hourlyRateMin: 110,
        hourlyRateMax: 160,
        rateCurrency: 'EUR',
      },
    );
  [keen, kept, dropped] = await Promise.all([
    plant('Hine', 'Keen'),
    plant('Wiremu', 'Kept'),
    plant('Ngaio', 'Dropped'),
  ]);
  owner = await registerClientViaApi({ firstName: 'Rangi', lastName: 'Opener' });
  await verifyEmail(owner);
  const project = await createProjectViaApi(owner, { name: projectName, ...SEED_ROUND_BRIEF, currency: 'EUR' });
  projectId = project.id;
  for (const [expert, note] of [
    [kept, 'Met at the retail summit: strong on FP&A.'],
    [dropped, null],
  ] as const) {
    await apiJson(
      owner.token,
      `/projects/${projectId}/shortlist`,
      {
        method: 'POST',
        body: { profileId: profileIdOf(expert), note },
      },
      201,
    );
  }
});

describe('open briefs and interest', () => {
  it(
    'a client opens the brief; a fitting expert expresses interest at 390 px; the client invites them',
    { timeout: 180_000 },
    async () => {
      // The client opens the brief from its form: the project page says who can find it.
      const client = await signInAs(browser(), owner, '/client/home');
      await client.goto(`/client/projects/${projectId}/edit`);
      await radio(
        client,
        'Who can find this brief',
        'Open: listed in Open briefs for experts to express interest',
      ).check();
      await client.getByRole('button', { name: 'Save changes' }).click();
      await expectPath(client, `/client/projects/${projectId}`);
      await expectVisible(client.getByText('Open: listed in experts’ Open briefs, where they can ask to join'));

      // The expert, on a phone, finds it in Open briefs with their own reasons.
      const expert = await signInAs(browser(), keen, '/member/contractor/profile', 390);
      await expert.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Open briefs' }).click();
      await expectPath(expert, '/member/contractor/open-briefs');
      expect(await scrollsSideways(expert), 'the contractor nav at 390 px').toBe(false);
      await expert.getByRole('searchbox', { name: 'Search open briefs' }).fill('seed');
      await expect.poll(() => new URL(expert.url()).searchParams.get('q')).toBe('seed');
      const card = expert.getByRole('article', { name: projectName });
      await expectVisible(card);
      await expectVisible(card.getByRole('heading', { name: 'Why you match' }));
      await expectVisible(card.getByText(/Fundraising/).first());
      await expectVisible(card.getByText('Kauri Analytics · Information Technology, Retail'));
      await screenshot(expert, 'open-briefs');
      await checkA11y(expert);

      // Express interest: the message is required, then one request with the rate read with a decimal comma.
      await card.getByRole('button', { name: 'Express interest' }).click();
      const dialog = expert.getByRole('dialog', { name: `Express interest in “${projectName}”` });
      await dialog.getByRole('button', { name: 'Send interest' }).click();
      await expectVisible(dialog.getByText('This field is required.').first());
      await dialog.getByLabel(/Why you fit this brief/).fill('I closed two seed rounds for retailers last year.');
      await dialog.getByLabel(/Hourly rate you ask \(EUR\)/).fill('120,50');
      await screenshot(expert, 'open-briefs-express-interest');
      await checkA11y(expert);
      const sends = watchRequests(expert, 'POST', /\/projects\/\d+\/interest$/);
      await dialog.getByRole('button', { name: 'Send interest' }).dblclick();
      await expectHidden(dialog);
      await expectVisible(card.getByText('Interest sent: the client has not answered yet.'));
      expect(sends).toHaveLength(1);
      expect(await scrollsSideways(expert)).toBe(false);

      // The client sees the interest on the project page, and invites (one click, one invitation).
      await client.goto(`/client/projects/${projectId}`);
      await openProjectSection(client, 'Interest');
      const interest = client.getByRole('article', { name: nameOf(keen) });
      await expectVisible(interest.getByText('I closed two seed rounds for retailers last year.'));
      await expectVisible(interest.getByText('12 h/week · €120.50/h'));
      await expectVisible(interest.getByText('Waiting for you'));
      await screenshot(client, 'project-interest');
      await checkA11y(client);
      const invites = watchRequests(client, 'POST', /\/interest\/\d+\/invite$/);
      await interest.getByRole('button', { name: `Invite ${nameOf(keen)}` }).dblclick();
      await expectVisible(interest.getByRole('link', { name: `See the invitation to ${nameOf(keen)}` }));
      expect(invites).toHaveLength(1);

      // The invitation reaches the expert's Opportunities; Open briefs says so.
      await expert.goto('/member/contractor/opportunities');
      await expectVisible(expert.getByRole('article', { name: projectName }));
      await expert.goto('/member/contractor/open-briefs');
      await expectVisible(
        expert.getByRole('article', { name: projectName }).getByText('Interest sent: the client invited you.'),
      );
    },
  );

  it(
    'the Shortlist shows the experts kept with their match and note; one removed, one invited',
    { timeout: 120_000 },
    async () => {
      const client = await signInAs(browser(), owner, '/client/home', 390);
      await client.goto(`/client/projects/${projectId}/shortlist`);
      const section = client.getByRole('region', { name: 'Shortlist' });
      const keptCard = section.getByRole('article', { name: nameOf(kept) });
      await expectVisible(keptCard.getByText('Met at the retail summit: strong on FP&A.'));
      await expectVisible(section.getByRole('article', { name: nameOf(dropped) }));
      expect(await scrollsSideways(client)).toBe(false);
      await screenshot(client, 'project-shortlist');
      await checkA11y(client);

      await section.getByRole('button', { name: `Remove ${nameOf(dropped)} from the shortlist` }).click();
      await expectHidden(section.getByRole('article', { name: nameOf(dropped) }));

      await keptCard.getByRole('button', { name: `Invite ${nameOf(kept)}` }).click();
      const dialog = client.getByRole('dialog', { name: `Invite ${nameOf(kept)}` });
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expectHidden(dialog);
      await expectVisible(keptCard.getByText('Invitation status: Invited'));
    },
  );
});
