import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  expectPath,
  expectVisible,
  openPage,
  registerClientViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  type Account,
} from './fixtures.js';
import { apiJson, createProjectViaApi, plantExpert, referenceIds, SEED_ROUND_BRIEF } from './marketplace-helpers.js';

/** Issue 41: at 390 px the pages fit the phone's width (nothing scrolls sideways) and the client header keeps one row. */
const browser = useBrowser();

let client: Account;
let expert: Account;

beforeAll(async () => {
  const profile = {
    description: 'Fractional CFO for retail: fundraising rounds and financial planning.',
    expertise: await referenceIds('ref-expertises', ['fundraising', 'financial-planning-analysis']),
    openToWork: true,
    capacityHoursPerWeek: 30,
    industries: 'retail',
  };
  [expert, client] = await Promise.all([
    plantExpert({ firstName: 'Tama', lastName: `Whanui${Date.now() % 100_000}` }, profile),
    registerClientViaApi(),
  ]);
  const project = await createProjectViaApi(client, {
    ...SEED_ROUND_BRIEF,
    name: 'A seed round with a rather long project name to wrap',
  });
  const profileId = expert.user.profiles[0]?.id ?? expect.unreachable('the expert has no profile');
  await apiJson(client.token, `/projects/${project.id}/invitations`, { method: 'POST', body: { profileId } }, 201);
  // Unread messages both ways (the header badges), one with a long unbroken address.
  const { data } = await apiJson<{ data: Array<{ id: number }> }>(
    expert.token,
    '/conversations',
    { method: 'GET' },
    200,
  );
  const conversationId = data[0]?.id ?? expect.unreachable('the invitation opened no conversation');
  const long = 'See https://example.com/a-very-long-path/without-any-break/in-it-at-all/for-the-phone-layout';
  for (const [account, body] of [
    [expert, long],
    [client, 'Thanks, reading it now.'],
  ] as const) {
    await apiJson(account.token, `/conversations/${conversationId}/messages`, { method: 'POST', body: { body } }, 201);
  }
});

/** How far the page scrolls sideways: 0 when it fits the viewport. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The rows of the header's bar: 1 when the logo and every action share a line (each one's middle within the logo's height). */
function headerRows(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((header) => {
    const bar = header.firstElementChild ?? header;
    const boxes = Array.from(bar.children, (child) => child.getBoundingClientRect());
    const logo = boxes[0]!;
    const below = boxes.filter((box) => box.top + box.height / 2 > logo.bottom);
    return below.length === 0 ? 1 : 2;
  });
}

/** The page fits 390 px (and `check` holds) in the web font and in Debian's wider system font. */
async function expectFits(page: Page, name: string, check?: () => Promise<void>): Promise<void> {
  await screenshot(page, name);
  expect(await sidewaysOverflow(page), name).toBe(0);
  await check?.();
  // The same page in the system font, as it reads before the web font loads (or wherever it does
  // not): Debian's DejaVu Sans is wider than Inter.
  const style = await page.addStyleTag({ content: ':root { --font-sans: "DejaVu Sans", sans-serif; }' });
  await screenshot(page, `${name}-fallback-font`);
  expect(await sidewaysOverflow(page), `${name} in the system font`).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
  await check?.();
  await style.evaluate((element) => (element as HTMLElement).remove());
}

describe('at 390 px', () => {
  it('the client header keeps one row, and Messages fits the width', async () => {
    const page = await openPage(browser(), 390);
    await signInViaUi(page, client.email, PASSWORD);
    await expectPath(page, '/client/home', 20_000);
    const banner = page.getByRole('banner');
    await expectVisible(banner.getByRole('link', { name: /^Messages/ }));
    await expectFits(page, 'narrow-client-home', async () => expect(await headerRows(page)).toBe(1));

    await banner.getByRole('link', { name: /^Messages/ }).click();
    await expectPath(page, '/client/messages');
    await expectVisible(page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first());
    await expectFits(page, 'narrow-client-messages');
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().click();
    await expectVisible(page.getByRole('textbox', { name: 'Message', exact: true }));
    await expectFits(page, 'narrow-client-conversation');
  });

  it('the expert’s Opportunities and Messages fit the width', async () => {
    const page = await openPage(browser(), 390);
    await signInViaUi(page, expert.email, PASSWORD);
    await expectPath(page, '/member/contractor/profile', 20_000);
    await page.goto(new URL('/member/contractor/opportunities', page.url()).href);
    await expectVisible(page.getByRole('heading', { level: 1 }));
    await expectVisible(page.getByRole('article').first());
    await expectFits(page, 'narrow-opportunities');

    await page.goto(new URL('/member/contractor/messages', page.url()).href);
    await expectVisible(page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first());
    await expectFits(page, 'narrow-contractor-messages');
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().click();
    await expectVisible(page.getByRole('textbox', { name: 'Message', exact: true }));
    await expectFits(page, 'narrow-contractor-conversation');
  });
});
