import type { Invitation, LoginResult } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  WIDTHS,
  baseUrl,
  checkA11y,
  dataDir,
  expectHidden,
  expectPath,
  expectVisible,
  openPage,
  registerClientViaApi,
  registerContractorViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  type Account,
} from './fixtures.js';
import { latestMailLink, latestMailUrl } from './mail-links.js';
import {
  SEED_ROUND_BRIEF,
  apiJson,
  callApi,
  createProjectViaApi,
  plantExpert,
  referenceIds,
  signInAs,
} from './marketplace-helpers.js';

/** One Chromium for the file; every page below is a context of its own (another device). */
const browser = useBrowser();
const admin = inject('e2eAdmin');
const NEW_PASSWORD = 'a-brand-new-secret-9';
const SUPPORT = /Contact \S+@\S+ to restore it\./;

/** Signs in on the sign-in pane already open (keeping its `?next=`), and waits for the landing. */
async function signInHere(page: Page, account: { email: string; password: string }, landing: string): Promise<void> {
  await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: false }).first().fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(page, landing);
}

/** Screenshots of the page as it is, at 1280 and at 390 px wide; the page is left at its first width. */
async function photographAtBothWidths(page: Page, name: string): Promise<void> {
  const first = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [...WIDTHS].sort((a, b) => Number(b === first.width) - Number(a === first.width))) {
    await page.setViewportSize({ width, height: first.height });
    await screenshot(page, name);
  }
  await page.setViewportSize(first);
}

async function openAccountPage(page: Page, area: '/client' | '/member/contractor'): Promise<void> {
  await page.goto(`${area}/account`);
  await expectVisible(page.getByRole('heading', { name: 'Account & security', level: 1 }));
}

describe('a session that ended elsewhere', () => {
  it('sends the other tab to sign-in saying the password changed, then that it was signed out elsewhere', async () => {
    const account = await registerContractorViaApi();
    const laptop = await signInAs(browser(), account, '/member/contractor/profile');
    const phone = await signInAs(browser(), account, '/member/contractor/profile', 390);
    await phone
      .getByRole('link', { name: /^Opportunities/ })
      .first()
      .click();
    await expectPath(phone, '/member/contractor/opportunities');

    await openAccountPage(laptop, '/member/contractor');
    const card = laptop.getByRole('region', { name: 'Change password' });
    await card.getByLabel(/^Current password/).fill(account.password);
    await card.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await card.getByLabel(/^Re-enter new password/).fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(card.getByRole('status').getByText('Password changed.', { exact: false }));
    // The devices list drops the phone's ended session without a reload: only this device is left.
    const devices = laptop.getByRole('region', { name: "Where you're signed in" });
    await expect.poll(() => devices.getByRole('button', { name: 'Sign out', exact: true }).count()).toBe(0);

    // The phone's live stream closes; its refresh is refused, and it says why.
    await expectPath(phone, '/member');
    await expectVisible(phone.getByText('You were signed out because your password changed.'));
    await checkA11y(phone);
    await photographAtBothWidths(phone, 'signed-out-password-changed');

    // Signing in again comes back to the page the phone was on.
    await signInHere(phone, { email: account.email, password: NEW_PASSWORD }, '/member/contractor/opportunities');
    await expectHidden(phone.getByText('You were signed out because your password changed.'));

    await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectPath(laptop, '/member');
    await expectPath(phone, '/member');
    await expectVisible(phone.getByText('You were signed out from another device.'));
  });

  it('signs out the other tab of the same browser when one signs out everywhere', async () => {
    const account = await registerClientViaApi();
    const first = await signInAs(browser(), account, '/client/home');
    const second = await first.context().newPage();
    await second.goto('/client/messages');
    await expectVisible(second.getByRole('heading', { name: 'Messages', level: 1 }));

    await openAccountPage(first, '/client');
    await first.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expectPath(first, '/member');
    await expectPath(second, '/member');
    await expectVisible(second.getByRole('heading', { name: 'Member sign in' }));
    // Signing in again in that tab comes back to where it was.
    await signInHere(second, account, '/client/messages');
  });

  it('sends the user to sign-in when an admin deactivates the account, naming whom to contact', async () => {
    const client = await registerClientViaApi();
    const page = await signInAs(browser(), client, '/client/home');

    const adminLogin = await fetch(`${baseUrl}/api/v1/auth/email/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const { token } = (await adminLogin.json()) as LoginResult;
    const deactivated = await callApi(token, `/admin/users/${client.user.id}`, {
      method: 'PATCH',
      body: { status: 'inactive' },
    });
    expect(deactivated.status, await deactivated.text()).toBe(200);

    await expectPath(page, '/member');
    await expectVisible(page.getByText('You were signed out because this account was deactivated.', { exact: false }));
    await expectVisible(page.getByRole('status').getByText(SUPPORT));
    await screenshot(page, 'signed-out-deactivated');

    await signInViaUi(page, client.email, client.password);
    // Said once, under the e-mail field, which takes the focus (docs/product.md#error-messages).
    const email = page.getByLabel('Email', { exact: true });
    await expectVisible(page.getByText(/^This account was deactivated\. Contact \S+@\S+ to restore it\.$/));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    await checkA11y(page);
    await screenshot(page, 'sign-in-deactivated');
  });
});

describe('deep links through sign-in', () => {
  it('brings an invited expert from the mailed link to Opportunities once signed in', async () => {
    const client = await registerClientViaApi();
    const expert = await plantExpert(
      { firstName: 'Hine', lastName: 'Deeplink' },
      {
        description: 'Fundraising and financial planning for retail businesses.',
        expertise: await referenceIds('ref-expertises', ['fundraising', 'financial-planning-analysis']),
        openToWork: true,
        capacityHoursPerWeek: 20,
        industries: 'retail',
      },
    );
    const project = await createProjectViaApi(client, { name: 'Deep link seed round', ...SEED_ROUND_BRIEF });
    await apiJson<Invitation>(
      client.token,
      `/projects/${project.id}/invitations`,
      { method: 'POST', body: { profileId: expert.user.profiles[0]?.id, hoursPerWeek: 10 } },
      201,
    );

    const link = await latestMailUrl(dataDir, expert.email, /https?:\/\/[^\s"'<>]+\/member\/contractor\/opportunities/);
    const phone = await openPage(browser(), 390);
    await phone.goto(link.replace(/^https?:\/\/[^/]+/, ''));
    await expectPath(phone, '/member');
    expect(new URL(phone.url()).searchParams.get('next')).toBe('/member/contractor/opportunities');
    await signInHere(phone, expert, '/member/contractor/opportunities');
    await expectVisible(phone.getByRole('article', { name: 'Deep link seed round' }));

    // The client, in a browser of their own, follows a link to the project the same way.
    const laptop = await openPage(browser());
    await laptop.goto(`/client/projects/${project.id}`);
    await expectPath(laptop, '/member');
    await signInHere(laptop, client, `/client/projects/${project.id}`);
    await expectVisible(laptop.getByRole('heading', { level: 1, name: /Deep link seed round/ }));
  });

  it('never follows a link elsewhere, or into another role’s area', async () => {
    const client = await registerClientViaApi();
    for (const next of [
      '//evil.example/client/home',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/member/contractor/profile',
    ]) {
      const page = await openPage(browser());
      await page.goto(`/member?next=${encodeURIComponent(next)}`);
      await signInHere(page, client, '/client/home');
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
    }
  });
});

describe('an unverified expert', () => {
  it('is told clients cannot find them yet until the mailed link is opened', async () => {
    const expert: Account = await registerContractorViaApi();
    const first = await latestMailLink(dataDir, expert.email, 'verify-email');
    const page = await signInAs(browser(), expert, '/member/contractor/profile');
    const notice = page.getByRole('region', { name: 'Clients cannot find you yet' });
    await expectVisible(notice.getByText(expert.email));
    await checkA11y(page);
    await photographAtBothWidths(page, 'unverified-expert-profile');

    await notice.getByRole('button', { name: 'Resend the link' }).click();
    await expectVisible(notice.getByText('Sent — check your inbox'));
    const resent = await latestMailLink(dataDir, expert.email, 'verify-email', first);

    await page
      .getByRole('link', { name: /^Opportunities/ })
      .first()
      .click();
    await expectPath(page, '/member/contractor/opportunities');
    await expectVisible(page.getByRole('region', { name: 'Clients cannot find you yet' }));
    await photographAtBothWidths(page, 'unverified-expert-opportunities');

    // Opened signed out, on another device: it names the address; opened again, it is already verified.
    const phone = await openPage(browser(), 390);
    await phone.goto(resent.replace(baseUrl, ''));
    await expectVisible(phone.getByRole('status').getByText(`Thank you — ${expert.email} is verified.`));
    await photographAtBothWidths(phone, 'verify-email-named');
    await phone.reload();
    await expectVisible(phone.getByRole('status').getByText(/is already verified/));
    await checkA11y(phone);
    await photographAtBothWidths(phone, 'verify-email-already');

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Opportunities', level: 1 }));
    await expectHidden(page.getByRole('region', { name: 'Clients cannot find you yet' }));
    await page.goto('/member/contractor/profile');
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expect.poll(() => page.getByRole('region', { name: 'Clients cannot find you yet' }).count()).toBe(0);
  });
});

describe('sign-up and closing', () => {
  it('finds a taken e-mail at the first step of sign-up and offers to sign in instead', async () => {
    const account = await registerClientViaApi();
    for (const width of WIDTHS) {
      const page = await openPage(browser(), width);
      await page.goto('/member/sign-up');
      await page.getByRole('radio', { name: 'An expert' }).check();
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expectVisible(page.getByText('This email already exists in our system.'));
      await checkA11y(page);
      await screenshot(page, 'sign-up-email-taken');
      await page.getByRole('link', { name: 'Sign in instead' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Member sign in' }));
    }
  });

  it('ends closing an expert account on a page that says what stays of it', async () => {
    const expert = await registerContractorViaApi();
    const page = await signInAs(browser(), expert, '/member/contractor/profile', 390);
    await openAccountPage(page, '/member/contractor');
    const card = page.getByRole('region', { name: 'Close account' });
    await card.getByRole('button', { name: 'Close my account…' }).click();
    await expectVisible(card.getByText(/Your invitations and messages stay/));
    expect(await card.getByText(/Projects you created/).count()).toBe(0);
    await card.getByLabel(/^Current password/).fill(expert.password);
    await card.getByRole('button', { name: 'Close my account for good' }).click();
    await expectPath(page, '/member/account-closed');
    await expectVisible(page.getByText(/Your invitations and messages stay, shown as from “Former member”/));
    await checkA11y(page);
    await photographAtBothWidths(page, 'account-closed-contractor');
  });
});
