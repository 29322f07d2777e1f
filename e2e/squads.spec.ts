import type { Invitation, Project } from '@fractional/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  checkA11y,
  chooseInMultiSelect,
  expectFocused,
  expectPath,
  expectVisible,
  field,
  fillClientSignUp,
  openPage,
  radio,
  registerClientViaApi,
  signInViaUi,
  uniqueEmail,
  useBrowser,
  type Account,
} from './fixtures.js';
import {
  apiJson,
  callApi,
  createProjectViaApi,
  openProjectSection,
  plantExpert,
  referenceIds,
} from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';

const browser = useBrowser();
/** A brief no other spec asks for: the experts planted here rank first for it. */
const EXPERTISE = ['supply-chain', 'procurement'];

const suffix = () => String(Date.now() % 1_000_000);

/** A verified, open-to-work supply-chain expert (USD 140–160/h) who fits the brief above. */
async function plantSupplyExpert(firstName: string, capacityHoursPerWeek = 20): Promise<Account> {
  return plantExpert(
    { firstName, lastName: `Supply${suffix()}` },
    {
      description: 'Fractional supply chain chief: procurement, supplier consolidation and S&OP.',
      jobRole: await referenceIds('ref-job-roles', ['fractional-chief-supply-chain-officer']),
      expertise: await referenceIds('ref-expertises', EXPERTISE),
      skills: await referenceIds('ref-skills', ['supply-chain-planning', 'procurement-strategy']),
      openToWork: true,
      capacityHoursPerWeek,
      hourlyRateMin: 140,
      hourlyRateMax: 160,
      industries: 'retail',
    },
  );
}

const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;
const profileIdOf = (account: Account) => account.user.profiles[0]?.id ?? expect.unreachable('no profile');

const createSupplyProject = (client: Account, name: string): Promise<Project> =>
  createProjectViaApi(client, {
    name,
    overview: 'Consolidate suppliers, run procurement sourcing events and plan the supply chain.',
    budget: 150_000,
    expertiseGap: EXPERTISE.join(','),
    hoursPerWeek: 10,
  });

const inviteViaApi = (client: Account, projectId: number, expert: Account, hoursPerWeek = 10): Promise<Invitation> =>
  apiJson<Invitation>(
    client.token,
    `/projects/${projectId}/invitations`,
    { method: 'POST', body: { profileId: profileIdOf(expert), hoursPerWeek } },
    201,
  );

async function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  await expect.poll(() => locator.innerText()).toMatch(text);
}

const recommended = (page: Page) => page.getByRole('region', { name: 'Recommended experts' });
const expertCard = (page: Page, expert: Account) => recommended(page).getByRole('article', { name: nameOf(expert) });
const invitationsRegion = (page: Page) => page.getByRole('region', { name: 'Invitations' });
const squadRegion = (page: Page) => page.getByRole('region', { name: 'Squad' });

/** The client's view of the project's squad section, after a fresh load (what the other side did shows). */
async function openSummary(page: Page, projectId: number): Promise<void> {
  await page.goto(`/client/projects/${projectId}/squad`);
  await expectVisible(page.getByRole('region', { name: 'Squad' }));
}

async function signInExpert(expert: Account): Promise<Page> {
  const page = await openPage(browser());
  await signInViaUi(page, expert.email, PASSWORD);
  await expectPath(page, '/member/contractor/profile', 20_000);
  return page;
}

describe('squads', () => {
  it('a new client invites the first recommended expert, who accepts with 10 h/week; the dashboard counts the squad', async () => {
    const expert = await plantSupplyExpert('Wiremu');
    const projectName = `Supplier consolidation ${suffix()}`;

    // The client signs up and creates a project through the UI.
    const client = await openPage(browser());
    const clientEmail = uniqueEmail('client');
    await client.goto('/member/client/sign-up');
    await fillClientSignUp(client, clientEmail);
    await client.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
    await client.getByRole('button', { name: 'Sign up now' }).click();
    await expectPath(client, '/client/home', 20_000);
    await client.getByRole('link', { name: 'Create a project' }).first().click();
    await field(client, 'Project name').fill(projectName);
    await field(client, 'Project overview').fill('Consolidate suppliers, run procurement sourcing and plan supply.');
    await radio(client, 'Project stage', 'Planning').check();
    await radio(client, 'Is the budget allocated?', 'Yes').check();
    await field(client, 'Budget (USD)').fill('150000');
    await field(client, 'Timeline').selectOption({ label: '6-11 months' });
    await client.getByRole('checkbox', { name: 'Scale operations', exact: true }).check();
    await chooseInMultiSelect(client, 'Expertise needed', [
      'Supply chain management',
      'Procurement & vendor management',
    ]);
    await client.getByRole('button', { name: 'Create project' }).click();
    await client.waitForURL((url) => /^\/client\/projects\/\d+$/.test(url.pathname));

    // The summary: empty squad and invitations, the expert first among the recommendations (on the
    // overview of a project not started yet, as in the Squad section).
    await openProjectSection(client, 'Squad');
    await expectVisible(squadRegion(client).getByText(/No one has joined yet/));
    await openProjectSection(client, 'Overview');
    await expectVisible(invitationsRegion(client).getByText(/No invitations yet/));
    const first = recommended(client).getByRole('listitem').first().getByRole('article');
    await expectVisible(first.getByRole('heading', { name: nameOf(expert) }));
    await photograph(client, 'squads-summary-new');
    await checkA11y(client);

    await first.getByRole('button', { name: `Invite ${nameOf(expert)}` }).click();
    const invite = client.getByRole('dialog', { name: `Invite ${nameOf(expert)}` });
    expect(await invite.getByLabel(/Hours per week asked/).inputValue()).toBe('10');
    await invite.getByLabel('Message (optional)').fill('Your procurement work fits us. Could you start next month?');
    await photograph(client, 'squads-invite-dialog');
    await checkA11y(client);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(first.getByText('Invitation status: Invited'));
    await expect.poll(() => invite.count()).toBe(0);
    const row = invitationsRegion(client)
      .getByRole('listitem')
      .filter({ hasText: nameOf(expert) });
    await expectText(row, /Invited/);
    await expectText(row, /10 h\/week asked/);
    await photograph(client, 'squads-summary-invited');
    await checkA11y(client);

    // The expert, in a browser of their own, sees the opportunity without the client's e-mail.
    const member = await signInExpert(expert);
    await member.getByRole('link', { name: 'Opportunities, 1 open' }).click();
    await expectPath(member, '/member/contractor/opportunities');
    const card = member.getByRole('article', { name: projectName });
    await expectVisible(card);
    await expectText(card, /Kawhia Foods · Retail/);
    await expectText(card, /10 h\/week/);
    await expectText(card, /Your procurement work fits us/);
    expect(await card.innerText()).not.toContain(clientEmail);
    await photograph(member, 'squads-opportunities');
    await checkA11y(member);

    await card.getByRole('button', { name: 'Accept' }).click();
    const accept = member.getByRole('dialog', { name: `Join the squad of “${projectName}”` });
    expect(await accept.getByLabel('Hourly rate (USD)').inputValue()).toBe('140');
    await accept.getByLabel(/Hours per week you commit/).fill('10');
    await photograph(member, 'squads-accept-dialog');
    await checkA11y(member);
    await accept.getByRole('button', { name: 'Accept and join' }).click();
    await expectVisible(member.getByRole('status').getByText(`You joined the squad of “${projectName}”.`));
    await expectVisible(member.getByText('No open invitations right now.'));
    await expectVisible(member.getByRole('link', { name: 'Opportunities', exact: true }));
    await member.getByRole('link', { name: 'See it in My projects' }).click();
    await expectPath(member, '/member/contractor/projects');
    const active = member.getByRole('region', { name: 'Active' });
    await expectText(active, new RegExp(projectName));
    await expectText(active, /Ruia Kawhia · Kawhia Foods/);
    await expectText(active, /10 h\/week/);
    await expectText(active, /\$140\/h/);
    await photograph(member, 'squads-my-projects');
    await checkA11y(member);

    // The client's dashboard tells the truth: 1 squad, 1 member, the project under Active.
    await client.goto('/client/home');
    const stats = client.getByRole('region', { name: 'Your squads at a glance' });
    const squadsAndMembers = async () => (await stats.getByRole('definition').allInnerTexts()).slice(0, 3);
    await expect.poll(squadsAndMembers).toEqual(['1', '1', 'All new vs last month']);
    await client.getByRole('tab', { name: 'Active' }).click();
    await expectVisible(client.getByRole('table').getByRole('rowheader', { name: new RegExp(projectName) }));
    await photograph(client, 'squads-dashboard-active');
    await checkA11y(client);

    // The summary shows the squad with the hours and rate agreed.
    await client.getByRole('button', { name: `Details of ${projectName}` }).click();
    await openProjectSection(client, 'Squad');
    const squadRow = squadRegion(client)
      .getByRole('listitem')
      .filter({ hasText: nameOf(expert) });
    await expectText(squadRow, /10 h\/week/);
    await expectText(squadRow, /\$140\/h/);
    await expectVisible(squadRegion(client).getByText('1 member · 10 h/week'));
    await expectVisible(first.getByText('Invitation status: Accepted'));
    await photograph(client, 'squads-summary-active');
    await checkA11y(client);

    // The expert leaves: the squad is gone from the client's figures.
    await member.getByRole('button', { name: 'Leave' }).click();
    const leave = member.getByRole('dialog', { name: `Leave “${projectName}”?` });
    await photograph(member, 'squads-leave-dialog');
    await checkA11y(member);
    await leave.getByRole('button', { name: 'Leave the squad' }).click();
    await expectText(member.getByRole('region', { name: 'Past' }), new RegExp(projectName));
    await photograph(member, 'squads-my-projects-past');
    await client.goto('/client/home');
    await expect.poll(squadsAndMembers).toEqual(['0', '0', '0% vs last month']);
  });

  it('a client withdraws an open invitation; another expert declines with a reason the client reads', async () => {
    const owner = await registerClientViaApi();
    const project = await createSupplyProject(owner, `Procurement reset ${suffix()}`);
    const [withdrawn, decliner] = await Promise.all([plantSupplyExpert('Hemi'), plantSupplyExpert('Aroha')]);

    const client = await openPage(browser());
    await signInViaUi(client, owner.email, PASSWORD);
    await expectPath(client, '/client/home', 20_000);
    await openSummary(client, project.id);
    await expertCard(client, withdrawn)
      .getByRole('button', { name: `Invite ${nameOf(withdrawn)}` })
      .click();
    await client.getByRole('button', { name: 'Send invitation' }).click();
    const row = invitationsRegion(client)
      .getByRole('listitem')
      .filter({ hasText: nameOf(withdrawn) });
    await row.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = client.getByRole('dialog', { name: `Withdraw the invitation to ${nameOf(withdrawn)}?` });
    await photograph(client, 'squads-withdraw-dialog');
    await checkA11y(client);
    await dialog.getByRole('button', { name: 'Withdraw invitation' }).click();
    await expectText(row, /Withdrawn/);
    await expectVisible(expertCard(client, withdrawn).getByText('Invitation status: Withdrawn'));
    await expectVisible(
      expertCard(client, withdrawn).getByRole('button', { name: `Invite again ${nameOf(withdrawn)}` }),
    );

    await inviteViaApi(owner, project.id, decliner);
    const member = await signInExpert(decliner);
    await member.getByRole('link', { name: 'Opportunities, 1 open' }).click();
    await member.getByRole('article', { name: project.name }).getByRole('button', { name: 'Decline' }).click();
    const decline = member.getByRole('dialog', { name: `Decline “${project.name}”?` });
    await decline.getByLabel('Reason (optional)').fill('Fully booked until March.');
    await photograph(member, 'squads-decline-dialog');
    await checkA11y(member);
    await decline.getByRole('button', { name: 'Decline invitation' }).click();
    await expectVisible(
      member.getByRole('status').getByText(`You declined “${project.name}”. The client has been told.`),
    );
    await expectVisible(member.getByText('No open invitations right now.'));
    await photograph(member, 'squads-opportunities-empty');
    await checkA11y(member);

    await openSummary(client, project.id);
    const declined = invitationsRegion(client)
      .getByRole('listitem')
      .filter({ hasText: nameOf(decliner) });
    await expectText(declined, /Declined/);
    await expectText(declined, /Fully booked until March\./);
    await expectVisible(invitationsRegion(client).getByText('0 open'));
    await photograph(client, 'squads-summary-answered');
    await checkA11y(client);
  });

  it('says no in words (over capacity, inviting twice), drops a withdrawn invitation live, then ends a member and completes the project', async () => {
    const owner = await registerClientViaApi();
    const project = await createSupplyProject(owner, `Logistics plan ${suffix()}`);
    const [small, late, joiner, twice] = await Promise.all([
      plantSupplyExpert('Manaia', 5),
      plantSupplyExpert('Rangi'),
      plantSupplyExpert('Kiri'),
      plantSupplyExpert('Tui'),
    ]);

    // Over capacity: 10 h asked of an expert with 5 h free; 5 h then joins.
    await inviteViaApi(owner, project.id, small);
    const lateInvitation = await inviteViaApi(owner, project.id, late);
    const member = await signInExpert(small);
    await member.getByRole('link', { name: 'Opportunities, 1 open' }).click();
    await member.getByRole('article', { name: project.name }).getByRole('button', { name: 'Accept' }).click();
    const accept = member.getByRole('dialog', { name: `Join the squad of “${project.name}”` });
    await accept.getByLabel(/^Hourly rate/).fill('120');
    await accept.getByRole('button', { name: 'Accept and join' }).click();
    await expectVisible(accept.getByText(/more than the hours you have free/));
    expect(await accept.getByLabel(/Hours per week you commit/).getAttribute('aria-invalid')).toBe('true');
    await photograph(member, 'squads-accept-over-capacity');
    await checkA11y(member);
    await accept.getByLabel(/Hours per week you commit/).fill('5');
    await accept.getByRole('button', { name: 'Accept and join' }).click();
    await expectVisible(member.getByRole('status').getByText(`You joined the squad of “${project.name}”.`));

    // A withdrawn invitation leaves the expert's open page by itself (live updates, docs/realtime.md).
    const latePage = await signInExpert(late);
    await latePage.getByRole('link', { name: 'Opportunities, 1 open' }).click();
    const lateCard = latePage.getByRole('article', { name: project.name });
    await expectVisible(lateCard);
    const withdrawn = await callApi(owner.token, `/invitations/${lateInvitation.id}/withdraw`, { method: 'POST' });
    expect(withdrawn.status).toBe(200);
    await lateCard.waitFor({ state: 'hidden', timeout: 10_000 });
    await expectVisible(latePage.getByText('No open invitations right now.'));
    await photograph(latePage, 'squads-withdrawn-live');

    // Inviting twice: an invitation is sent elsewhere while the client's invite dialog is open.
    const client = await openPage(browser());
    await signInViaUi(client, owner.email, PASSWORD);
    await expectPath(client, '/client/home', 20_000);
    await openSummary(client, project.id);
    await expertCard(client, twice)
      .getByRole('button', { name: `Invite ${nameOf(twice)}` })
      .click();
    const invite = client.getByRole('dialog', { name: `Invite ${nameOf(twice)}` });
    await expectVisible(invite);
    await inviteViaApi(owner, project.id, twice);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(invite.getByRole('alert').getByText(/already has an open or accepted invitation/));
    await photograph(client, 'squads-invite-twice');
    await checkA11y(client);
    await invite.getByRole('button', { name: 'Cancel' }).click();
    // The card follows: it shows the invitation and offers no second one.
    await expectVisible(expertCard(client, twice).getByText('Invitation status: Invited'));
    expect(
      await expertCard(client, twice)
        .getByRole('button', { name: `Invite ${nameOf(twice)}` })
        .count(),
    ).toBe(0);

    // A second member joins through the API; the client ends that membership.
    const joinerInvitation = await inviteViaApi(owner, project.id, joiner, 6);
    const joined = await callApi(joiner.token, `/invitations/${joinerInvitation.id}/accept`, {
      method: 'POST',
      body: { hoursPerWeek: 6, hourlyRate: 150 },
    });
    expect(joined.status, await joined.text()).toBe(200);
    await openSummary(client, project.id);
    await expectVisible(squadRegion(client).getByText('2 members · 11 h/week'));
    const joinerRow = squadRegion(client)
      .getByRole('listitem')
      .filter({ hasText: nameOf(joiner) });
    await joinerRow.getByRole('button', { name: 'End' }).click();
    const end = client.getByRole('dialog', { name: `End ${nameOf(joiner)}’s membership?` });
    await photograph(client, 'squads-end-dialog');
    await checkA11y(client);
    await end.getByRole('button', { name: 'End membership' }).click();
    await expectVisible(squadRegion(client).getByText('1 member · 5 h/week'));
    await expectText(joinerRow, /Ended/);

    // Completing the project ends the squad; it moves to the Completed tab.
    await client.getByRole('button', { name: 'Mark project completed' }).click();
    const complete = client.getByRole('dialog', { name: `Mark “${project.name}” completed?` });
    await photograph(client, 'squads-complete-dialog');
    await checkA11y(client);
    await complete.getByRole('button', { name: 'Mark completed' }).click();
    await expectVisible(client.getByText('This project is completed: its squad has ended.'));
    await expect.poll(() => client.getByRole('button', { name: 'Mark project completed' }).count()).toBe(0);
    await expect.poll(() => squadRegion(client).getByRole('button', { name: 'End' }).count()).toBe(0);
    // Nothing left to invite to: the recommendations are gone.
    await expect.poll(() => recommended(client).count()).toBe(0);
    await photograph(client, 'squads-summary-completed');
    await checkA11y(client);
    await client.goto('/client/home?status=completed');
    await expectVisible(client.getByRole('table').getByRole('rowheader', { name: new RegExp(project.name) }));

    await member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My projects' }).click();
    const past = member.getByRole('region', { name: 'Past' });
    await expectText(past, new RegExp(project.name));
    await expectText(past, /Project completed/);
  });

  it('puts focus on the changed card or the page heading after a dialog or a route change, never on <body>', async () => {
    const owner = await registerClientViaApi();
    const project = await createSupplyProject(owner, `Focus check ${suffix()}`);
    const [invitee, decliner] = await Promise.all([plantSupplyExpert('Rawiri'), plantSupplyExpert('Mihi')]);
    const focusIn = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));

    // Invite: the Invite button is gone once sent; focus stays on the expert's card.
    const client = await openPage(browser());
    await signInViaUi(client, owner.email, PASSWORD);
    await expectPath(client, '/client/home', 20_000);
    await openSummary(client, project.id);
    const card = expertCard(client, invitee);
    await card.getByRole('button', { name: `Invite ${nameOf(invitee)}` }).click();
    await client.getByRole('button', { name: 'Send invitation' }).click();
    await expectVisible(card.getByText('Invitation status: Invited'));
    await expect.poll(() => focusIn(card)).toBe(true);

    // A route change through the navigation: focus on the new page's heading.
    await inviteViaApi(owner, project.id, decliner);
    const member = await signInExpert(decliner);
    await member.getByRole('link', { name: 'Opportunities, 1 open' }).click();
    await expectPath(member, '/member/contractor/opportunities');
    const heading = member.getByRole('heading', { level: 1, name: 'Opportunities' });
    await expectFocused(heading);

    // Decline: the card goes away with the dialog; focus lands on the page's heading.
    await member.getByRole('article', { name: project.name }).getByRole('button', { name: 'Decline' }).click();
    const decline = member.getByRole('dialog', { name: `Decline “${project.name}”?` });
    await expect.poll(() => focusIn(decline)).toBe(true);
    await decline.getByRole('button', { name: 'Decline invitation' }).click();
    await expectVisible(member.getByText('No open invitations right now.'));
    await expectFocused(heading);
  });
});
