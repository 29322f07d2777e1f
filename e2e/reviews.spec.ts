import { addDays, isoDate, mondayOf } from '@fractional/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  checkA11y,
  expectHidden,
  expectPath,
  expectVisible,
  registerClientViaApi,
  useBrowser,
  type Account,
} from './fixtures.js';
import {
  SEED_ROUND_BRIEF,
  apiJson,
  createProjectViaApi,
  plantExpert,
  referenceIds,
  signInAs,
  staffProject,
} from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';

const browser = useBrowser();
const admin = inject('e2eAdmin');
const suffix = () => String(Date.now() % 1_000_000);
const AWAITING = 'Awaiting the other side’s review — both are published together.';

/** A verified fundraising and FP&A expert, open to work: SEED_ROUND_BRIEF fits them. */
async function plantReviewedExpert(lastName: string): Promise<Account> {
  return plantExpert(
    { firstName: 'Wiremu', lastName },
    {
      description: 'Fractional CFO: seed rounds, investor updates and the financial plan.',
      expertise: await referenceIds('ref-expertises', ['fundraising', 'financial-planning-analysis']),
      openToWork: true,
      capacityHoursPerWeek: 20,
      industries: 'retail',
    },
  );
}

/**
 * A client, an expert in their project's squad with a day's work approved (8 h today: an engagement
 * counts towards a track record only with 8 approved hours, docs/matching.md), and the membership's ids.
 */
async function engagement() {
  const lastName = `Review${suffix()}`;
  const [owner, expert] = await Promise.all([registerClientViaApi(), plantReviewedExpert(lastName)]);
  const project = await createProjectViaApi(owner, { name: `Seed round ${lastName}`, ...SEED_ROUND_BRIEF });
  const invitation = await staffProject(owner, expert, project, { hoursPerWeek: 10, hourlyRate: 150 });
  const memberId = invitation.membership.id;
  const today = isoDate(new Date());
  const weekStart = mondayOf(today);
  const hours = [0, 0, 0, 0, 0, 0, 0].map((_, day) => (addDays(weekStart, day) === today ? 8 : 0));
  const week = await apiJson<{ id: number }>(
    expert.token,
    `/projects/${project.id}/squad/${memberId}/timesheets/${weekStart}`,
    { method: 'PUT', body: { hours } },
    201,
  );
  await apiJson(expert.token, `/timesheets/${week.id}/submit`, { method: 'POST' }, 200);
  await apiJson(owner.token, `/timesheets/${week.id}/approve`, { method: 'POST' }, 200);
  return { owner, expert, project, memberId, expertName: `Wiremu ${lastName}` };
}

const squadOf = (page: Page) => page.getByRole('region', { name: 'Squad' });

describe('reviews of an ended engagement', () => {
  it('the owner ends the membership, both sides review blind, and the card shows the published rating', async () => {
    const { owner, expert, project, expertName } = await engagement();

    // The owner ends the membership from the squad; its row then asks for a review.
    const client = await signInAs(browser(), owner, '/client/home');
    await client.goto(`/client/projects/${project.id}/squad`);
    const squad = squadOf(client);
    await squad.getByRole('button', { name: 'End' }).click();
    await client.getByRole('dialog').getByRole('button', { name: 'End membership' }).click();
    await expectVisible(squad.getByText('Ended', { exact: true }));
    await squad.getByRole('button', { name: `Write a review of ${expertName}` }).click();

    // The dialog: sending with nothing chosen says so at the fields; stars answer the keyboard.
    const dialog = client.getByRole('dialog', { name: `Review ${expertName}` });
    await dialog.getByRole('button', { name: 'Send the review' }).click();
    const stars = dialog.getByRole('radiogroup', { name: 'Your rating' });
    await expectVisible(stars.getByText('This field is required.'));
    await stars.getByRole('radio', { name: '1 star' }).focus();
    await client.keyboard.press('End');
    await client.keyboard.press('ArrowLeft');
    expect(await stars.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await dialog.getByLabel('Your review (optional)').fill('Clear investor story; the model held up in diligence.');
    await expectVisible(dialog.getByText('1947 characters remaining'));
    await dialog.getByRole('radiogroup', { name: 'Would you work with them again?' }).getByLabel('Yes').check();
    await photograph(client, 'reviews-dialog');
    await checkA11y(client);
    await dialog.getByRole('button', { name: 'Send the review' }).click();
    await expectHidden(dialog);

    // Blind until the other side is in: the owner reads only that it waits.
    await expectVisible(squad.getByText(AWAITING));
    await photograph(client, 'reviews-awaiting');

    // The expert reviews the client from My projects; both reviews are then published together.
    const member = await signInAs(browser(), expert, '/member/contractor/profile');
    await member.goto('/member/contractor/projects');
    const past = member.getByRole('region', { name: 'Past' });
    await expectHidden(past.getByText('Clear investor story', { exact: false }));
    await past.getByRole('button', { name: 'Write a review of Kauri Analytics' }).click();
    const theirs = member.getByRole('dialog');
    await theirs.getByRole('radio', { name: '5 stars' }).check();
    await theirs.getByLabel('Your review (optional)').fill('Quick decisions and timesheets approved every week.');
    await theirs.getByLabel('Yes').check();
    await theirs.getByRole('button', { name: 'Send the review' }).click();
    await expectHidden(theirs);
    await expectVisible(past.getByText('Clear investor story; the model held up in diligence.'));
    await expectVisible(past.getByText('Quick decisions and timesheets approved every week.'));
    await photograph(member, 'reviews-published-expert');
    await checkA11y(member);

    // The expert's own profile lists the review about them.
    await member.goto('/member/contractor/profile');
    const own = member.getByRole('region', { name: 'Reviews about you' });
    await expectVisible(own.getByText('Clear investor story; the model held up in diligence.'));
    await photograph(member, 'reviews-own-profile');

    // The owner sees the pair; the expert's card in the recommendations carries the published rating.
    await client.reload();
    await expectVisible(squad.getByText('Quick decisions and timesheets approved every week.'));
    await expectHidden(squad.getByText(AWAITING));
    const card = client.getByRole('region', { name: 'Recommended experts' }).getByRole('article', { name: expertName });
    await expectVisible(card.getByText('★ 4.0 out of 5 (1 review)'));
    await expectVisible(card.getByText('1 completed engagement'));
    await photograph(client, 'reviews-published-client');
    await checkA11y(client);

    // The public profile lists the published review.
    await card.getByRole('button', { name: expertName }).click();
    const profile = client.getByRole('dialog', { name: expertName });
    await expectVisible(profile.getByText('Clear investor story; the model held up in diligence.'));
    await photograph(client, 'reviews-profile-dialog');
    await checkA11y(client);

    // Invited to the client's next project, the expert reads the client's published rating on the invitation.
    const next = await createProjectViaApi(owner, { name: `Series A ${suffix()}`, ...SEED_ROUND_BRIEF });
    const profileId = expert.user.profiles[0]?.id;
    await apiJson(owner.token, `/projects/${next.id}/invitations`, { method: 'POST', body: { profileId } }, 201);
    await member.goto('/member/contractor/opportunities');
    const opportunity = member.getByRole('article', { name: next.name });
    await expectVisible(opportunity.getByText('★ 5.0 out of 5 (1 review)'));
    // …and, on request, what experts wrote about that client.
    await opportunity.getByRole('button', { name: 'Read the reviews' }).click();
    const aboutClient = opportunity.getByRole('region', { name: 'Reviews of this client by experts' });
    await expectVisible(aboutClient.getByText('Quick decisions and timesheets approved every week.'));
    await photograph(member, 'reviews-opportunity');
    await checkA11y(member);
  });

  it('an admin hides a review with a reason, and it counts nowhere', async () => {
    const { owner, expert, project, memberId, expertName } = await engagement();
    await apiJson(owner.token, `/projects/${project.id}/squad/${memberId}/end`, { method: 'POST' }, 200);
    const reviews = `/projects/${project.id}/squad/${memberId}/reviews`;
    const body = { rating: 1, text: 'Offensive words here.', wouldWorkAgain: false };
    await apiJson(owner.token, reviews, { method: 'POST', body }, 201);
    await apiJson(expert.token, reviews, { method: 'POST', body: { rating: 5, wouldWorkAgain: true } }, 201);

    const page = await signInAs(browser(), admin, '/admin');
    await page.goto(`/admin/projects/${project.id}`);
    const section = page.getByRole('region', { name: 'Reviews' });
    await expectVisible(section.getByText('Offensive words here.'));
    await section.getByRole('button', { name: /^Hide the review by Mere/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Hide the review' }).click();
    await expectVisible(dialog.getByText('This field is required.'));
    await dialog.getByLabel('Reason').fill('Insults break the review rules.');
    await photograph(page, 'reviews-admin-hide');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Hide the review' }).click();
    await expectHidden(dialog);
    await expectVisible(section.getByText(/Hidden by Fractional on .*: Insults break the review rules\./));

    // The console's Reviews page lists every project's published reviews, newest first: hidden, no Hide.
    await page.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expectPath(page, '/admin/reviews');
    const listed = page.getByRole('article').filter({ hasText: 'Offensive words here.' });
    await expectVisible(listed.getByText(/Hidden by Fractional on .*: Insults break the review rules\./));
    await expectVisible(listed.getByText(project.name, { exact: false }));
    await expectHidden(listed.getByRole('button', { name: /^Hide/ }));
    await photograph(page, 'reviews-admin-list');
    await checkA11y(page);

    // The owner's recommendations: the hidden review leaves the expert with none.
    const client = await signInAs(browser(), owner, '/client/home');
    await client.goto(`/client/projects/${project.id}/squad`);
    const card = client.getByRole('region', { name: 'Recommended experts' }).getByRole('article', { name: expertName });
    await expectVisible(card.getByText('No reviews yet'));
  });
});
