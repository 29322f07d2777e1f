import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  checkA11y,
  expectHidden,
  expectPath,
  expectTitle,
  expectVisible,
  openPage,
  registerClientViaApi,
  signInViaUi,
  useBrowser,
  type Account,
} from './fixtures.js';
import {
  apiJson,
  callApi,
  createProjectViaApi,
  plantExpert,
  referenceIds,
  SEED_ROUND_BRIEF,
} from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';

/** Issue 19: a client and an expert talk in real time (two browsers), docs/realtime.md. */
const browser = useBrowser();

/** A client's project the planted expert fits, and the expert invited to it: a direct conversation opens. */
async function inviteToNewProject(client: Account, expert: Account, name: string): Promise<number> {
  const project = await createProjectViaApi(client, { name, ...SEED_ROUND_BRIEF });
  const profileId = expert.user.profiles[0]?.id ?? expect.unreachable('the expert has no profile');
  const invitation = await apiJson<{ id: number }>(
    client.token,
    `/projects/${project.id}/invitations`,
    { method: 'POST', body: { profileId } },
    201,
  );
  return invitation.id;
}

let client: Account;
let expert: Account;
let invitationId: number;
let expertName: string;
let clientName: string;
const PROJECT = 'Seed round talks';

beforeAll(async () => {
  const profile = {
    description: 'Fractional CFO for retail: fundraising rounds and financial planning.',
    expertise: await referenceIds('ref-expertises', ['fundraising', 'financial-planning-analysis']),
    openToWork: true,
    capacityHoursPerWeek: 30,
    industries: 'retail',
  };
  [expert, client] = await Promise.all([
    plantExpert({ firstName: 'Tama', lastName: `Korero${Date.now() % 100_000}` }, profile),
    registerClientViaApi(),
  ]);
  expertName = `${expert.firstName} ${expert.lastName}`;
  clientName = `${client.firstName} ${client.lastName}`;
  invitationId = await inviteToNewProject(client, expert, PROJECT);
});

const composer = (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true });
const thread = (page: Page) => page.getByRole('region', { name: 'Messages', exact: true });
/** The list item of a message whose text contains `text`. */
const messageItem = (page: Page, text: string) => thread(page).getByRole('listitem').filter({ hasText: text });
const messagesLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

/** The header's Messages link, named with the unread total ("Messages 2 unread") when there is one. */
async function expectNavUnread(page: Page, count: number): Promise<void> {
  const name = count > 0 ? `Messages ${count} unread` : 'Messages';
  await expectVisible(page.getByRole('banner').getByRole('link', { name, exact: true }));
}

async function openConversation(page: Page, area: 'client' | 'contractor', otherName: string): Promise<void> {
  await messagesLink(page).click();
  await expectPath(page, area === 'client' ? '/client/messages' : '/member/contractor/messages');
  // The direct conversation (the invitation's); once the expert accepts, the squad has one too.
  await page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(`^${otherName} · ${PROJECT}.*Direct`) })
    .click();
  // The direct thread and the squad's say which is which.
  await expectVisible(page.getByRole('heading', { name: `${otherName} · ${PROJECT}`, level: 2 }));
}

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

async function bodyText(item: Locator): Promise<string> {
  return item.locator('p').last().innerText();
}

describe('messages', () => {
  it('a client and an expert talk live: unread badge and title, Shift+Enter, limits, HTML as text, reload', async () => {
    const clientPage = await openPage(browser());
    const expertPage = await openPage(browser());
    await signInViaUi(clientPage, client.email, PASSWORD);
    await expectPath(clientPage, '/client/home', 20_000);
    await signInViaUi(expertPage, expert.email, PASSWORD);
    await expectPath(expertPage, '/member/contractor/profile', 20_000);

    // The invitation opened a direct conversation: both dashboards list it, nothing unread yet.
    const clientPanel = clientPage.getByRole('region', { name: 'Messages' });
    await expectVisible(clientPanel.getByRole('link', { name: new RegExp(expertName) }));
    await expectVisible(clientPage.getByRole('region', { name: 'Activity' }).getByText(/invited/));
    await photograph(clientPage, 'messages-client-dashboard');
    await checkA11y(clientPage);

    // The client writes first; the message shows at once, then as sent.
    await openConversation(clientPage, 'client', expertName);
    await expectVisible(clientPage.getByText('No messages yet. Start the conversation below.'));
    await photograph(clientPage, 'messages-client-empty-thread');
    await checkA11y(clientPage);
    await send(clientPage, 'Kia ora Tama, thanks for looking at our brief.');
    await expectVisible(messageItem(clientPage, 'Kia ora Tama'));
    await expectHidden(clientPage.getByText('Sending…'));
    expect(await composer(clientPage).inputValue()).toBe('');

    // The expert, elsewhere in the app, sees it arrive: the nav's badge and the tab title count it.
    await expectNavUnread(expertPage, 1);
    await expectTitle(expertPage, '(1) Profile');
    const expertPanel = expertPage.getByRole('region', { name: 'Messages' });
    await expectVisible(expertPanel.getByRole('link', { name: new RegExp(`${clientName}.*1 unread`) }));
    await photograph(expertPage, 'messages-expert-profile-unread');
    await checkA11y(expertPage);

    // Opening the conversation reads it: badge and count go.
    await openConversation(expertPage, 'contractor', clientName);
    await expectVisible(messageItem(expertPage, 'Kia ora Tama'));
    await expectTitle(expertPage, 'Messages');
    await expectNavUnread(expertPage, 0);

    // Shift+Enter starts a new line; Enter sends both lines as one message.
    await composer(expertPage).fill('Kia ora!');
    await composer(expertPage).press('Shift+Enter');
    await composer(expertPage).pressSequentially('Happy to help with the round.');
    expect(await composer(expertPage).inputValue()).toBe('Kia ora!\nHappy to help with the round.');
    await composer(expertPage).press('Enter');
    const twoLines = messageItem(clientPage, 'Happy to help with the round.');
    await expectVisible(twoLines);
    expect(await bodyText(twoLines)).toBe('Kia ora!\nHappy to help with the round.');
    // A screen reader hears it: the thread's live region names the sender.
    await expect
      .poll(() => clientPage.locator('[aria-live="polite"]').last().textContent())
      .toContain(`New message from ${expertName}: Kia ora!`);

    // Markup is text, and only web addresses become links.
    const markup = '<b>bold</b> <img src=x onerror=alert(1)> see https://example.com/plan.';
    await send(expertPage, markup);
    const shown = messageItem(clientPage, '<b>bold</b>');
    await expectVisible(shown);
    expect(await bodyText(shown)).toBe(markup);
    expect(await shown.locator('b, img').count()).toBe(0);
    expect(await shown.getByRole('link', { name: 'https://example.com/plan' }).getAttribute('href')).toBe(
      'https://example.com/plan',
    );

    // 5,001 characters are refused with a clear message and stay in the box; nothing is sent.
    const count = await thread(expertPage).getByRole('listitem').count();
    await composer(expertPage).fill('x'.repeat(5001));
    await expectVisible(expertPage.getByText('A message can have at most 5,000 characters; this one has 5,001.'));
    await expectVisible(expertPage.getByText('1 character too many'));
    await composer(expertPage).press('Enter');
    expect(await composer(expertPage).inputValue()).toHaveLength(5001);
    expect(await thread(expertPage).getByRole('listitem').count()).toBe(count);
    await photograph(expertPage, 'messages-expert-too-long');
    await checkA11y(expertPage);
    // The server refuses it too.
    const conversationId = Number(new URL(expertPage.url()).pathname.split('/').at(-1));
    const refused = await callApi(expert.token, `/conversations/${conversationId}/messages`, {
      method: 'POST',
      body: { body: 'x'.repeat(5001) },
    });
    expect(refused.status).toBe(422);
    await composer(expertPage).fill('');
    await composer(expertPage).press('Enter');
    await expectVisible(expertPage.getByText('Write a message before sending.'));

    // The client replies; the expert, in the thread, gets it live and it is read at once.
    await send(clientPage, 'Wonderful. Shall we meet on Thursday?');
    await expectVisible(messageItem(expertPage, 'Shall we meet on Thursday?'));
    await expectTitle(expertPage, 'Messages');
    await photograph(clientPage, 'messages-client-thread');
    await checkA11y(clientPage);
    await photograph(expertPage, 'messages-expert-thread');

    // A reload keeps the thread, in order, newest at the bottom.
    await clientPage.reload();
    await expectVisible(messageItem(clientPage, 'Shall we meet on Thursday?'));
    const bodies = await thread(clientPage).getByRole('listitem').allInnerTexts();
    expect(bodies.findIndex((text) => text.includes('Kia ora Tama'))).toBeLessThan(
      bodies.findIndex((text) => text.includes('Thursday')),
    );

    // The expert accepts: the client's dashboard shows it in Activity, and the squad's conversation, live.
    await clientPage.getByRole('button', { name: 'Dashboard' }).click();
    await expectPath(clientPage, '/client/home');
    const activity = clientPage.getByRole('region', { name: 'Activity' });
    await expectVisible(activity.getByText(/invited/));
    await apiJson(
      expert.token,
      `/invitations/${invitationId}/accept`,
      { method: 'POST', body: { hoursPerWeek: 12, hourlyRate: 100 } },
      200,
    );
    await expectVisible(activity.getByText(/accepted/));
    // The squad's new conversation is news; the direct one, where the client had the last word
    // ("Shall we meet on Thursday?"), is not, and waits on the Messages page.
    await expectVisible(clientPanel.getByRole('link', { name: /Squad/ }));
    await expectHidden(clientPanel.getByRole('link', { name: /Thursday/ }));
    await photograph(clientPage, 'messages-client-dashboard-live');
    await checkA11y(clientPage);
  });

  it('keeps a message that did not go with Retry, and sends it on Retry', async () => {
    const page = await openPage(browser());
    await signInViaUi(page, client.email, PASSWORD);
    await expectPath(page, '/client/home', 20_000);
    await openConversation(page, 'client', expertName);
    // The first send is refused as a busy server would (a 4xx stands in: the browser logs a dropped connection as an error).
    let isDown = true;
    await page.route('**/api/v1/conversations/*/messages', async (route) => {
      if (route.request().method() !== 'POST' || !isDown) return route.continue();
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"status":429,"message":"slow down"}',
      });
    });
    await send(page, 'Sent from a train going through a tunnel.');
    const failed = messageItem(page, 'going through a tunnel');
    await expectVisible(failed.getByText('Not sent. Check your connection and try again.'));
    await photograph(page, 'messages-not-sent');
    await checkA11y(page);
    isDown = false;
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expectHidden(page.getByText('Not sent. Check your connection and try again.'));
    await page.reload();
    await expectVisible(messageItem(page, 'going through a tunnel'));
  });

  it('lays the list and the thread out one at a time at 390 px', async () => {
    const page = await openPage(browser(), 390);
    await signInViaUi(page, expert.email, PASSWORD);
    await expectPath(page, '/member/contractor/profile', 20_000);
    await messagesLink(page).click();
    const list = page.getByRole('navigation', { name: 'Conversations' });
    const direct = list.getByRole('link', { name: new RegExp(`${clientName}.*Direct`) });
    await expectVisible(direct);
    await expectVisible(list.getByRole('link', { name: new RegExp(`^Squad · ${PROJECT}.*${clientName}`) }));
    await photograph(page, 'messages-expert-list');
    await page.setViewportSize({ width: 390, height: 844 }); // photograph leaves it at 1280
    await checkA11y(page);
    await direct.click();
    await expectVisible(page.getByRole('link', { name: 'All conversations' }));
    expect(await list.isVisible()).toBe(false);
    await expectVisible(messageItem(page, 'Thursday'));
    await photograph(page, 'messages-expert-thread-narrow');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkA11y(page);
    await page.getByRole('link', { name: 'All conversations' }).click();
    await expectPath(page, '/member/contractor/messages');
    await expectVisible(list);
  });
});
