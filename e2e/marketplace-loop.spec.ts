import type { Invitation } from '@fractional/contract';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHidden, expectPath, expectVisible, registerClientViaApi, useBrowser, type Account } from './fixtures.js';
import {
  apiJson,
  createProjectViaApi,
  openProjectSection,
  plantExpert,
  referenceIds,
  signInAs,
} from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';

const browser = useBrowser();
/** A brief no other spec asks for: the expert planted here ranks among its recommendations. */
const EXPERTISE = ['pricing-strategy', 'unit-economics'];
const suffix = () => String(Date.now() % 1_000_000);
const nameOf = (account: Account) => `${account.firstName} ${account.lastName}`;

async function plantPricingExpert(): Promise<Account> {
  return plantExpert(
    { firstName: 'Aroha', lastName: `Pricing${suffix()}` },
    {
      description: 'Fractional pricing lead: price architecture, unit economics and margin recovery.',
      expertise: await referenceIds('ref-expertises', EXPERTISE),
      openToWork: true,
      capacityHoursPerWeek: 20,
    },
  );
}

/** The requests `page` sends with this method to a path matching `path`, as they go. */
function watchRequests(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
}

const signIn = (account: Account, landing: string) => signInAs(browser(), account, landing);

describe('the marketplace loop, in two browsers', () => {
  it('double-clicks send one request and succeed; the client’s summary follows the squad live', async () => {
    const [client, expert] = await Promise.all([registerClientViaApi(), plantPricingExpert()]);
    const projectName = `Pricing reset ${suffix()}`;
    const project = await createProjectViaApi(client, {
      name: projectName,
      overview: 'Rebuild the price architecture and recover margin with better unit economics.',
      budget: 90_000,
      expertiseGap: EXPERTISE.join(','),
      hoursPerWeek: 8,
    });

    // The client opens the project: headed with its name (not "Project created"), not started yet.
    const clientPage = await signIn(client, '/client/home');
    await clientPage.goto(`/client/projects/${project.id}`);
    await expectVisible(clientPage.getByRole('heading', { name: projectName, level: 1, exact: true }));
    const status = clientPage.getByText('Status:', { exact: true }).locator('..');
    expect(await status.innerText()).toContain('Not Started');
    await expectVisible(clientPage.getByText(/We will get back to you within 3 working days/));

    // Invite with a double-click on "Send invitation": one request, the invitation sent, no error.
    const invites = watchRequests(clientPage, 'POST', /\/projects\/\d+\/invitations$/);
    const card = clientPage
      .getByRole('region', { name: 'Recommended experts' })
      .getByRole('article', { name: nameOf(expert) });
    await card.getByRole('button', { name: `Invite ${nameOf(expert)}` }).click();
    const inviteDialog = clientPage.getByRole('dialog', { name: `Invite ${nameOf(expert)}` });
    await inviteDialog.getByRole('button', { name: 'Send invitation' }).dblclick();
    await expectVisible(card.getByText('Invitation status: Invited'));
    await expectHidden(inviteDialog);
    expect(invites).toHaveLength(1);
    expect(await clientPage.getByRole('alert').count()).toBe(0);

    // The expert accepts with a double-click, in a browser of their own: one request, joined.
    const expertPage = await signIn(expert, '/member/contractor/profile');
    await expertPage.goto('/member/contractor/opportunities');
    const accepts = watchRequests(expertPage, 'POST', /\/invitations\/\d+\/accept$/);
    await expertPage.getByRole('article', { name: projectName }).getByRole('button', { name: 'Accept' }).click();
    const acceptDialog = expertPage.getByRole('dialog', { name: `Join the squad of “${projectName}”` });
    await acceptDialog.getByLabel(/^Hourly rate/).fill('120');
    await acceptDialog.getByRole('button', { name: 'Accept and join' }).dblclick();
    await expectVisible(expertPage.getByRole('status').getByText(`You joined the squad of “${projectName}”.`));
    expect(accepts).toHaveLength(1);
    await expectHidden(acceptDialog);

    // The client, who never reloaded, sees the project turn active with its squad.
    await expectVisible(
      clientPage.getByText('Your squad is at work. Invite more experts whenever the project needs them.'),
    );
    expect(await status.innerText()).toContain('Active');
    await openProjectSection(clientPage, 'Squad');
    await expectVisible(clientPage.getByRole('region', { name: 'Squad' }).getByText('1 member · 8 h/week'));
    await photograph(clientPage, 'loop-summary-live-active');

    // The only member leaves (a double-click on "Leave" in the dialog): the copy says so, live.
    await expertPage.goto('/member/contractor/projects');
    const ends = watchRequests(expertPage, 'POST', /\/squad\/\d+\/end$/);
    await expertPage.getByRole('button', { name: 'Leave' }).click();
    const leave = expertPage.getByRole('dialog', { name: `Leave “${projectName}”?` });
    await leave.getByRole('button', { name: 'Leave the squad' }).dblclick();
    await expectVisible(expertPage.getByRole('region', { name: 'Past' }).getByText(projectName));
    expect(ends).toHaveLength(1);
    await expectVisible(
      clientPage.getByText('Nobody is in the squad right now. Invite experts to carry the project on.'),
    );
    expect(await clientPage.getByText('Your squad is at work', { exact: false }).count()).toBe(0);
    await photograph(clientPage, 'loop-summary-live-empty');

    // Mark completed with a double-click: one request, completed, no error.
    const patches = watchRequests(clientPage, 'PATCH', /\/projects\/\d+$/);
    await clientPage.getByRole('button', { name: 'Mark project completed' }).click();
    const complete = clientPage.getByRole('dialog', { name: `Mark “${projectName}” completed?` });
    await complete.getByRole('button', { name: 'Mark completed' }).dblclick();
    await expectVisible(clientPage.getByText('This project is completed: its squad has ended.'));
    expect(patches).toHaveLength(1);
    expect(await clientPage.getByRole('alert').count()).toBe(0);

    // The mails link the expert to the invitation, which says what happened instead of an empty page.
    const [accepted] = (
      await apiJson<{ data: Invitation[] }>(expert.token, '/invitations?status=accepted', { method: 'GET' }, 200)
    ).data;
    await expertPage.goto(`/member/contractor/opportunities/${accepted!.id}`);
    await expectVisible(expertPage.getByText(/^This project was completed: your membership ended on /));

    const other = await createProjectViaApi(client, {
      name: `Margin review ${suffix()}`,
      overview: 'Review price and margin per channel.',
      budget: 20_000,
      expertiseGap: EXPERTISE.join(','),
      hoursPerWeek: 4,
    });
    const body = { profileId: expert.user.profiles[0]!.id };
    const sent = await apiJson<Invitation>(
      client.token,
      `/projects/${other.id}/invitations`,
      { method: 'POST', body },
      201,
    );
    await apiJson(client.token, `/invitations/${sent.id}/withdraw`, { method: 'POST' }, 200);
    await expertPage.goto(`/member/contractor/opportunities/${sent.id}`);
    await expectVisible(expertPage.getByText(/^Kauri Analytics withdrew this invitation on /));
    const past = expertPage.getByRole('region', { name: 'Past invitations' });
    await expectVisible(past.getByText(other.name));
    await expectVisible(past.getByText('Withdrawn', { exact: true }));
    await photograph(expertPage, 'loop-invitation-withdrawn');
  });

  it('the owner edits the brief: the form starts from it, saves the change, and the summary shows it', async () => {
    const client = await registerClientViaApi();
    const project = await createProjectViaApi(client, {
      name: `Price list ${suffix()}`,
      overview: 'Tidy the price list.',
      budget: 10_000,
      expertiseGap: EXPERTISE.join(','),
      hoursPerWeek: 5,
    });
    const page = await signIn(client, '/client/home');
    await page.goto(`/client/projects/${project.id}`);
    await page.getByRole('link', { name: 'Edit brief' }).click();
    await expectPath(page, `/client/projects/${project.id}/edit`);
    await expectVisible(page.getByRole('heading', { name: 'Edit your project', level: 1 }));
    const name = page.getByLabel('Project name', { exact: true });
    expect(await name.inputValue()).toBe(project.name);
    const save = page.getByRole('button', { name: 'Save changes' });
    expect(await save.isDisabled()).toBe(true);
    await name.fill(`${project.name} and margins`);
    expect(await save.isDisabled()).toBe(false);
    await photograph(page, 'loop-edit-brief');
    const patches = watchRequests(page, 'PATCH', /\/projects\/\d+$/);
    await save.dblclick();
    await expectPath(page, `/client/projects/${project.id}`);
    await expectVisible(page.getByRole('heading', { name: `${project.name} and margins`, level: 1, exact: true }));
    expect(patches).toHaveLength(1);
  });
});
