import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  checkA11y,
  dataDir,
  expectPath,
  expectVisible,
  openPage,
  registerClientViaApi,
  screenshot,
  signInViaUi,
  useBrowser,
  type Width,
} from './fixtures.js';
import { latestMailUrl } from './mail-links.js';
import { apiJson, createProjectViaApi, plantExpert, referenceIds, SEED_ROUND_BRIEF } from './marketplace-helpers.js';

/** Issue 46: mail preferences on Account & security, and a digest's one-click unsubscribe (docs/mail.md). */
const browser = useBrowser();

async function openAccount(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('link', { name: 'Account & security' }).click();
  await expectPath(page, '/client/account');
}

const card = (page: Page) => page.getByRole('region', { name: 'Mail preferences' });

describe('mail preferences (docs/mail.md)', () => {
  it.each([1280, 390] as Width[])(
    'a client turns categories off with the keyboard and saves (%i px)',
    async (width) => {
      const client = await registerClientViaApi();
      const page = await openPage(browser(), width);
      await signInViaUi(page, client.email, client.password);
      await expectPath(page, '/client/home');
      await openAccount(page);
      const preferences = card(page);
      await expectVisible(preferences.getByRole('radio', { name: 'Soon after a message waits unread' }));
      expect(await preferences.getByRole('radio', { name: 'Soon after a message waits unread' }).isChecked()).toBe(
        true,
      );
      const reviews = preferences.getByRole('checkbox', { name: 'Reviews to write and reviews about me' });
      expect(await reviews.isChecked()).toBe(true);

      // Keyboard only: arrows choose within the radio group, Space toggles a checkbox, Enter saves.
      await preferences.getByRole('radio', { name: 'Soon after a message waits unread' }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await preferences.getByRole('radio', { name: 'At most one e-mail a day' }).isChecked()).toBe(true);
      await reviews.focus();
      await page.keyboard.press('Space');
      expect(await reviews.isChecked()).toBe(false);
      await preferences.getByRole('button', { name: 'Save mail preferences' }).focus();
      await page.keyboard.press('Enter');
      await expectVisible(preferences.getByRole('status').filter({ hasText: 'Mail preferences saved.' }));
      await checkA11y(page);
      await screenshot(page, `mail-preferences-${width}`);
      const box = await preferences.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);

      // Saved on the server: a reload shows them.
      await page.reload();
      await expectVisible(card(page).getByRole('radio', { name: 'At most one e-mail a day' }));
      expect(await card(page).getByRole('radio', { name: 'At most one e-mail a day' }).isChecked()).toBe(true);
      expect(
        await card(page).getByRole('checkbox', { name: 'Reviews to write and reviews about me' }).isChecked(),
      ).toBe(false);
    },
  );

  it("a digest's unsubscribe link works in a signed-out browser; the card then shows messages off", async () => {
    const profile = {
      description: 'Fractional CFO for retail: fundraising rounds and financial planning.',
      expertise: await referenceIds('ref-expertises', ['fundraising', 'financial-planning-analysis']),
      openToWork: true,
      capacityHoursPerWeek: 30,
      industries: 'retail',
    };
    const [expert, client] = await Promise.all([
      plantExpert({ firstName: 'Rawiri', lastName: `Mēra${Date.now() % 100_000}` }, profile),
      registerClientViaApi(),
    ]);
    const project = await createProjectViaApi(client, { name: 'Unsubscribe talks', ...SEED_ROUND_BRIEF });
    const profileId = expert.user.profiles[0]?.id ?? expect.unreachable('the expert has no profile');
    await apiJson(client.token, `/projects/${project.id}/invitations`, { method: 'POST', body: { profileId } }, 201);
    const conversations = await apiJson<{ data: Array<{ id: number }> }>(
      expert.token,
      '/conversations',
      { method: 'GET' },
      200,
    );
    const conversationId = conversations.data[0]?.id ?? expect.unreachable('no conversation opened');
    await apiJson(
      expert.token,
      `/conversations/${conversationId}/messages`,
      { method: 'POST', body: { body: 'Happy to help with the round.' } },
      201,
    );

    // The client leaves it unread: the digest comes, with its one-click link.
    const link = await latestMailUrl(
      dataDir,
      client.email,
      /https?:\/\/[^\s"'<>]+\/api\/v1\/unsubscribe\?token=[\w.-]+/,
    );
    const signedOut = await openPage(browser(), 390);
    await signedOut.goto(link);
    await expectVisible(signedOut.getByRole('heading', { name: 'Stop new-message e-mails?' }));
    await screenshot(signedOut, 'unsubscribe-confirm');
    await signedOut.getByRole('button', { name: 'Unsubscribe from new-message e-mails' }).click();
    await expectVisible(signedOut.getByRole('heading', { name: 'You are unsubscribed' }));

    const page = await openPage(browser());
    await signInViaUi(page, client.email, PASSWORD);
    await expectPath(page, '/client/home');
    await openAccount(page);
    await expectVisible(card(page).getByRole('radio', { name: 'Never' }));
    expect(await card(page).getByRole('radio', { name: 'Never' }).isChecked()).toBe(true);
    expect(
      await card(page).getByRole('checkbox', { name: 'Invitations, interest and squad changes' }).isChecked(),
    ).toBe(true);
  });
});
