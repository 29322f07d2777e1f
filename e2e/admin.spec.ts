import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  PASSWORD,
  checkA11y,
  dataDir,
  expectHidden,
  expectFocused,
  expectPath,
  expectTitle,
  expectVisible,
  openPage,
  registerClientViaApi,
  registerContractorViaApi,
  signInViaUi,
  useBrowser,
  type Account,
} from './fixtures.js';
import { latestMailLink } from './mail-links.js';
import { callApi, createProjectViaApi, plantExpert, referenceIds, SEED_ROUND_BRIEF } from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';

const browser = useBrowser();
const admin = inject('e2eAdmin');

/** A verified expert open to work, in fundraising and FP&A for retail: the brief below fits them. */
async function plantFundraisingExpert(lastName: string): Promise<Account> {
  return plantExpert(
    { firstName: 'Tama', lastName },
    {
      description: 'Fundraising and financial planning for retail businesses.',
      expertise: await referenceIds('ref-expertises', ['fundraising', 'financial-planning-analysis']),
      openToWork: true,
      capacityHoursPerWeek: 20,
      industries: 'retail',
    },
  );
}

async function signInAsAdmin(page: Page): Promise<void> {
  await signInViaUi(page, admin.email, admin.password);
  await expectPath(page, '/admin', 20_000);
  await expectVisible(page.getByRole('heading', { name: 'Projects queue', level: 1 }));
}

/** The console's section link in its navigation. */
const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Matcher console' }).getByRole('link', { name, exact: true });

/** Waits until the list shows the answer it asked for last (no dimmed previous page left). */
async function listSettled(page: Page): Promise<void> {
  await expectHidden(page.locator('[data-stale]'));
  await expectHidden(page.getByRole('status', { name: /^Loading/ }));
}

/**
 * Searches the queue for the project (oldest first, a new one would sit behind the 1,000 seeded
 * ones) and returns its row, the only one left.
 */
async function findInQueue(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search projects, clients or organisations' }).fill(name);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
  await listSettled(page);
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader').getByText(name, { exact: true }) });
  await expectVisible(row);
  return row;
}

describe('matcher console', () => {
  it('sends everyone else to their own area: signed out to /member, a client and a contractor home', async () => {
    const page = await openPage(browser());
    await page.goto('/admin');
    await expectPath(page, '/member');

    const client = await registerClientViaApi();
    await signInViaUi(page, client.email, PASSWORD);
    await expectPath(page, '/client/home', 20_000);
    await page.goto('/admin/users');
    await expectPath(page, '/client/home');

    const contractor = await openPage(browser());
    const expert = await registerContractorViaApi();
    await signInViaUi(contractor, expert.email, PASSWORD);
    await expectPath(contractor, '/member/contractor/profile', 20_000);
    await contractor.goto('/admin/experts');
    await expectPath(contractor, '/member/contractor/profile');
  });

  it('an admin finds a new project waiting, invites a matched expert on the client’s behalf, and the client sees it', async () => {
    const lastName = `Vetwell${Date.now() % 100_000}`;
    const expertName = `Tama ${lastName}`;
    await plantFundraisingExpert(lastName);
    const client = await registerClientViaApi();
    const projectName = `Seed round ${lastName}`;
    const projectId = (await createProjectViaApi(client, { name: projectName, ...SEED_ROUND_BRIEF })).id;

    const page = await openPage(browser());
    await signInAsAdmin(page);
    await expectTitle(page, 'Projects queue');

    // Waiting, not started: the oldest first, long past the promise (the seeded projects are from 2025).
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Not Started' });
    await page.getByRole('checkbox', { name: /Waiting only/ }).check();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=not_started&waiting=true');
    await listSettled(page);
    const oldest = page.locator('tbody tr').first();
    await expectVisible(oldest.getByText(/\d+ working days\s·\soverdue/));
    await photograph(page, 'admin-queue');
    await checkA11y(page);

    const row = await findInQueue(page, projectName);
    expect(new URL(page.url()).searchParams.get('status')).toBe('not_started');
    await photograph(page, 'admin-queue-search');
    await checkA11y(page);
    await expectVisible(row.getByText('Mere Parata'));
    await expectVisible(row.getByText('Kauri Analytics'));
    await expectVisible(row.getByText('None yet'));
    await expectVisible(row.getByText('Under a day'));
    expect(await row.getByText(/overdue/).count()).toBe(0);

    // The project: brief, client, ranked matches, and Invite.
    await row.getByRole('link', { name: `Open ${projectName}` }).click();
    await expectPath(page, `/admin/projects/${projectId}`);
    await expectVisible(page.getByRole('heading', { name: projectName, level: 1 }));
    await expectVisible(page.getByText('Mere Parata · Kauri Analytics'));
    await expectVisible(page.getByRole('heading', { name: 'Project details' }));
    const matches = page.getByRole('region', { name: 'Recommended experts' });
    const card = matches.getByRole('article', { name: expertName });
    await expectVisible(card);
    await expectVisible(page.getByText(/sent by Fractional on their behalf/));
    await photograph(page, 'admin-project');
    await checkA11y(page);

    await card.getByRole('button', { name: `Invite ${expertName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Invite ${expertName} on behalf of Kauri Analytics` });
    await expectVisible(
      dialog.getByText(/^Fractional sends this invitation in the name of Mere Parata of Kauri Analytics/),
    );
    await dialog.getByLabel('Message (optional)').fill('Kia ora Tama, this brief fits you well.');
    await photograph(page, 'admin-invite-dialog');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expectHidden(dialog);
    await expectVisible(card.getByText(/Invited$/));
    expect(await card.getByRole('button', { name: `Invite ${expertName}` }).count()).toBe(0);
    const invitations = page.getByRole('region', { name: 'Invitations' });
    await expectVisible(invitations.getByText(expertName));

    // The client, in their own browser, sees the invitation on the project.
    const clientPage = await openPage(browser());
    await signInViaUi(clientPage, client.email, PASSWORD);
    await expectPath(clientPage, '/client/home', 20_000);
    await clientPage.goto(`/client/projects/${projectId}`);
    const clientCard = clientPage
      .getByRole('region', { name: 'Recommended experts' })
      .getByRole('article', { name: expertName });
    await expectVisible(clientCard.getByText(/Invited$/));

    // The queue counts the invitation; the project waits no more.
    await section(page, 'Projects').click();
    await page.getByRole('checkbox', { name: /Waiting only/ }).uncheck();
    const answered = await findInQueue(page, projectName);
    await expectVisible(answered.getByRole('cell', { name: '1', exact: true }));
  });

  it('approving an expert shows the Vetted badge at once, and on the client’s recommended experts', async () => {
    const lastName = `Approved${Date.now() % 100_000}`;
    const expertName = `Tama ${lastName}`;
    await plantFundraisingExpert(lastName);
    const client = await registerClientViaApi();
    const projectId = (await createProjectViaApi(client, { name: `Plan ${lastName}`, ...SEED_ROUND_BRIEF })).id;
    const clientPage = await openPage(browser());
    await signInViaUi(clientPage, client.email, PASSWORD);
    await expectPath(clientPage, '/client/home', 20_000);
    const clientCard = clientPage
      .getByRole('region', { name: 'Recommended experts' })
      .getByRole('article', { name: expertName });

    const page = await openPage(browser());
    await signInAsAdmin(page);
    await section(page, 'Experts').click();
    await expectPath(page, '/admin/experts');
    await expectVisible(page.getByRole('heading', { name: 'Experts to vet', level: 1 }));
    await page.getByRole('searchbox', { name: 'Search experts by name or e-mail' }).fill(lastName);
    const expertCard = page.getByRole('article', { name: expertName });
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await expectVisible(expertCard.getByText('Not vetted yet'));
    await listSettled(page);
    await photograph(page, 'admin-experts');
    await checkA11y(page);
    await expertCard.getByRole('button', { name: `Approve ${expertName}` }).click();
    const approve = page.getByRole('dialog', { name: `Approve ${expertName}` });
    await approve.getByLabel(/^Note/).fill('CV and two references checked.');
    await checkA11y(page);
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectHidden(approve);
    await expectVisible(expertCard.getByText('Vetted', { exact: true }));
    await expectVisible(expertCard.getByText('CV and two references checked.'));
    expect(await expertCard.getByRole('button', { name: `Approve ${expertName}` }).count()).toBe(0);

    await clientPage.goto(`/client/projects/${projectId}`);
    await expectVisible(clientCard.getByText('Vetted', { exact: true }));
    await photograph(clientPage, 'admin-client-sees-vetted');
  });

  it('deactivating a user signs them out at once; an admin cannot deactivate themselves; the audit log tells it all', async () => {
    const expert = await registerContractorViaApi({ lastName: `Leaving${Date.now() % 100_000}` });
    const expertPage = await openPage(browser());
    await signInViaUi(expertPage, expert.email, PASSWORD);
    await expectPath(expertPage, '/member/contractor/profile', 20_000);

    const page = await openPage(browser());
    await signInAsAdmin(page);
    await section(page, 'Users').click();
    await expectPath(page, '/admin/users');
    const search = page.getByRole('searchbox', { name: 'Search users by name or e-mail' });

    // Oneself: nothing to deactivate (the API would refuse it too).
    await search.fill(admin.email);
    const me = page.getByRole('row').filter({ hasText: admin.email });
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expectVisible(me.getByText('(you)'));
    await listSettled(page);
    expect(await me.getByRole('button').count()).toBe(0);
    await photograph(page, 'admin-users');
    await checkA11y(page);

    // The expert: deactivated after a confirmation, and signed out of their open browser.
    await search.fill(expert.email);
    const row = page.getByRole('row').filter({ hasText: expert.email });
    await expectVisible(row.getByText('Active', { exact: true }));
    await row.getByRole('button', { name: `Deactivate ${expert.firstName} ${expert.lastName}` }).click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${expert.firstName} ${expert.lastName}?` });
    await expectVisible(confirm.getByText(/signed out everywhere at once/));
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expectHidden(confirm);
    await expectVisible(row.getByText('Inactive', { exact: true }));
    await expectVisible(row.getByRole('button', { name: `Reactivate ${expert.firstName} ${expert.lastName}` }));

    await expertPage.reload();
    await expectPath(expertPage, '/member', 20_000);
    await expectVisible(expertPage.getByRole('heading', { name: 'Member sign in' }));

    // The audit log, newest first: the deactivation with its before and after.
    await section(page, 'Audit').click();
    await expectPath(page, '/admin/audit');
    const newest = page.locator('tbody tr').first();
    await expectVisible(newest.getByText('User deactivated'));
    await expectVisible(newest.getByText(admin.email));
    await expectVisible(newest.getByText('inactive', { exact: true }));
    await photograph(page, 'admin-audit');
    await checkA11y(page);
  });

  it('creates a user who sets their own password from the mail, changes an e-mail by mail, shows a closed account as closed, and filters the audit log', async () => {
    const stamp = Date.now() % 1_000_000;
    const email = `made-${stamp}@example.com`;
    const page = await openPage(browser());
    await signInAsAdmin(page);
    await section(page, 'Users').click();
    await expectPath(page, '/admin/users');
    // A route change lands on the new page's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Users');

    // New user: the dialog checks the e-mail before asking the server.
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByRole('radio', { name: 'Expert' }).check();
    await dialog.getByLabel('E-mail').fill('not-an-address');
    await dialog.getByLabel('First name').fill('Hemi');
    await dialog.getByLabel('Last name').fill(`Made${stamp}`);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expectVisible(dialog.getByText('Please enter a valid email address.'));
    await dialog.getByLabel('E-mail').fill(admin.email);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expectVisible(dialog.getByText('Another account already uses this e-mail.'));
    await dialog.getByLabel('E-mail').fill(email);
    await photograph(page, 'admin-new-user-dialog');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expectHidden(dialog);
    const notice = page.getByRole('status').filter({ hasText: `${email} was created` });
    await expectVisible(notice);
    // Focus lands on what the dialog did, never on <body>.
    await expectFocused(notice);
    await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expectVisible(row.getByText('Expert', { exact: true }));
    // No password chosen yet: "Invited", not "Active".
    await expectVisible(row.getByText('Invited', { exact: true }));
    await listSettled(page);
    await photograph(page, 'admin-users-created');

    // The new expert chooses a password from the mail and signs in.
    const member = await openPage(browser());
    await member.goto(await latestMailLink(dataDir, email, 'confirm-reset-password'));
    await member.getByLabel(/^New password/).fill('hemi-chose-this-1');
    await member.getByLabel(/^Re-?enter new password/i).fill('hemi-chose-this-1');
    await member.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(member.getByText('Password changed!'));
    await signInViaUi(member, email, 'hemi-chose-this-1');
    await member.waitForURL((url) => url.pathname.startsWith('/member/contractor'), { timeout: 20_000 });

    // Change e-mail: a link goes to the new address; the list keeps the old one until it is opened.
    const moved = `moved-${stamp}@example.com`;
    await row.getByRole('button', { name: `Change e-mail of Hemi Made${stamp}` }).click();
    const change = page.getByRole('dialog', { name: `Change Hemi Made${stamp}’s e-mail` });
    await change.getByLabel('New e-mail').fill(moved);
    await photograph(page, 'admin-change-email-dialog');
    await checkA11y(page);
    await change.getByRole('button', { name: 'Send confirmation link' }).click();
    await expectHidden(change);
    await expectVisible(page.getByRole('status').filter({ hasText: `A confirmation link was sent to ${moved}` }));
    await expectVisible(row.getByText(email));
    await expectVisible(row.getByText(`Changing to ${moved} (awaiting confirmation)`));
    await member.goto(await latestMailLink(dataDir, moved, 'confirm-email-change'));
    await expectVisible(member.getByText(/Your email address is changed/));

    // A closed account: when it was closed, and nothing to offer.
    const closing = await registerContractorViaApi({ lastName: `Closing${stamp}` });
    await callApi(closing.token, '/auth/me', { method: 'DELETE', body: { password: PASSWORD } });
    await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill('Former member');
    await listSettled(page);
    const closed = page.getByRole('row').filter({ hasText: 'Former member' }).first();
    await expectVisible(closed.getByText(/^Closed on /));
    expect(await closed.getByRole('button').count()).toBe(0);
    await photograph(page, 'admin-users-closed');

    // The audit log, filtered by action, kept in the URL.
    await section(page, 'Audit').click();
    await expectPath(page, '/admin/audit');
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'User created' });
    await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('user.created');
    await listSettled(page);
    // Other spec files create users on the same server at the same time: find this one's row, not the newest.
    const created = page.locator('tbody tr').filter({ has: page.getByRole('link', { name: email }) });
    await expectVisible(created.getByRole('link', { name: email }));
    await photograph(page, 'admin-audit-filtered');
    await checkA11y(page);
    await page.reload();
    await expect.poll(() => page.getByLabel('Action', { exact: true }).inputValue()).toBe('user.created');
    await created.getByRole('link', { name: email }).click();
    await expectPath(page, '/admin/users');
    expect(new URL(page.url()).searchParams.get('q')).toBe(email);
  });
});
