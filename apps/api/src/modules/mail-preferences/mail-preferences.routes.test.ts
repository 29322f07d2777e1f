import { DEFAULT_MAIL_PREFERENCES, type MailPreferences } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, type Account } from '../../../test/factories.js';
import { createFitExpert } from '../../../test/marketplace-fixtures.js';
import { openDirect, sendMessage } from '../../../test/messaging-fixtures.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { interestDeclinedMail } from '../../mail/interest-templates.js';
import { passwordChangedMail } from '../../mail/account-templates.js';
import { TokenService } from '../auth/tokens.js';
import { sendDueDigests } from '../messaging/digests.js';

let catcher: SmtpCatcher;
let t: TestApp;
const APP_URL = 'https://app.example.com';
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({
    mail: { smtpUrl: catcher.url, pollMs: 100, retryBaseMs: 100 },
    live: { digestAfterMs: 300 },
    appUrl: APP_URL,
  });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const preferences = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/me/notifications', headers: bearer(token) });
const save = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/notifications', headers: bearer(token), payload });
const oneClick = (url: string, payload = 'List-Unsubscribe=One-Click', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: url.slice(APP_URL.length),
    payload,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

/** The List-Unsubscribe address of a caught mail, as a mailbox provider reads it. */
function unsubscribeLinkOf(mail: CaughtMail): string {
  const header = mail.headers['list-unsubscribe'] ?? '';
  const match = /^<([^>]+)>$/.exec(header);
  if (!match?.[1]) throw new Error(`no List-Unsubscribe in ${JSON.stringify(mail.headers)}`);
  return match[1];
}

async function digestFor(client: Account): Promise<{ expert: Account; conversationId: number; mail: CaughtMail }> {
  const expert = await createFitExpert(t.app);
  const { conversationId } = await openDirect(t.app, client, expert);
  await sendMessage(t.app, client, conversationId, 'Can we talk Tuesday?');
  const mail = await catcher.waitForMail(
    (caught) => caught.recipients.includes(expert.email) && / about /.test(caught.subject),
    10_000,
  );
  return { expert, conversationId, mail };
}

describe('mail preferences', () => {
  it('start with everything on, save every key exactly, and need a session', async () => {
    const client = await createClient(t.app);
    expect((await preferences(client.token)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);
    expect(DEFAULT_MAIL_PREFERENCES.messages).toBe('instant');
    const chosen: MailPreferences = { ...DEFAULT_MAIL_PREFERENCES, messages: 'daily', invoices: 'off', reviews: 'off' };
    const saved = await save(client.token, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await preferences(client.token)).json()).toEqual(chosen);
    // Another account's preferences are its own.
    const other = await createClient(t.app);
    expect((await preferences(other.token)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);

    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me/notifications' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/auth/me/notifications', payload: chosen })).statusCode,
    ).toBe(401);
  });

  it('answer 422 naming the field for an unknown key, a bad value or a missing key', async () => {
    const client = await createClient(t.app);
    const unknown = await save(client.token, { ...DEFAULT_MAIL_PREFERENCES, newsletter: 'on' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json<{ errors: object }>().errors)).toEqual(['newsletter']);
    const bad = await save(client.token, { ...DEFAULT_MAIL_PREFERENCES, messages: 'hourly' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['messages']);
    const switched = await save(client.token, { ...DEFAULT_MAIL_PREFERENCES, invoices: true });
    expect(Object.keys(switched.json<{ errors: object }>().errors)).toEqual(['invoices']);
    const { reviews: _missing, ...partial } = DEFAULT_MAIL_PREFERENCES;
    const missing = await save(client.token, partial);
    expect(Object.keys(missing.json<{ errors: object }>().errors)).toEqual(['reviews']);
    expect((await preferences(client.token)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);
  });
});

describe('messages: daily', () => {
  it('sends one digest a day across conversations, and puts the others off to the next slot', async () => {
    const [first, second] = [await createClient(t.app), await createClient(t.app)];
    const expert = await createFitExpert(t.app);
    expect((await save(expert.token, { ...DEFAULT_MAIL_PREFERENCES, messages: 'daily' })).statusCode).toBe(200);
    const conversations = [
      (await openDirect(t.app, first, expert)).conversationId,
      (await openDirect(t.app, second, expert)).conversationId,
    ];
    await sendMessage(t.app, first, conversations[0]!, 'From the first client');
    await sendMessage(t.app, second, conversations[1]!, 'From the second client');
    const states = async () => {
      const { rows } = (await t.database.db.execute(sql`
        select last_digest_at is not null as digested, digest_due_at > now() + interval '23 hours' as deferred
        from conversation_participants
        where user_id = ${expert.user.id} and conversation_id in (${conversations[0]!}, ${conversations[1]!})
        order by digested desc`)) as { rows: Array<{ digested: boolean; deferred: boolean | null }> };
      return rows;
    };
    await vi.waitFor(
      async () =>
        expect(await states()).toEqual([
          { digested: true, deferred: null },
          { digested: false, deferred: true },
        ]),
      { timeout: 15_000 },
    );
    await catcher.waitForMail((caught) => caught.recipients.includes(expert.email) && / about /.test(caught.subject));
    expect(
      catcher.messages.filter((caught) => caught.recipients.includes(expert.email) && / about /.test(caught.subject)),
    ).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  it('comes with every digest; a GET only asks, the one-click POST turns messages off without a session, twice alike', async () => {
    const client = await createClient(t.app);
    const { expert, conversationId, mail } = await digestFor(client);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLinkOf(mail);
    expect(link).toMatch(/^https:\/\/app\.example\.com\/api\/v1\/unsubscribe\?token=[\w.-]+$/);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);

    // A link scanner (or the user's browser) opening it changes nothing.
    const page = await t.app.inject({ method: 'GET', url: link.slice(APP_URL.length) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Stop new-message e-mails?');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await preferences(expert.token)).json<MailPreferences>().messages).toBe('instant');

    const first = await oneClick(link);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ category: 'messages', unsubscribed: true });
    expect((await oneClick(link)).json()).toEqual({ category: 'messages', unsubscribed: true });
    expect((await preferences(expert.token)).json()).toEqual({ ...DEFAULT_MAIL_PREFERENCES, messages: 'off' });

    // A browser's form post gets a page saying so.
    const browser = await oneClick(link, 'List-Unsubscribe=One-Click', { accept: 'text/html' });
    expect(browser.statusCode).toBe(200);
    expect(browser.body).toContain('You are unsubscribed');

    // The next digest is not sent: the preference is read when it would go.
    const before = catcher.messages.length;
    await sendMessage(t.app, client, conversationId, 'Or Wednesday?');
    await t.database.db.execute(
      sql`update conversation_participants set digest_due_at = now(), last_digest_at = now() - interval '2 hours'
          where conversation_id = ${conversationId} and user_id = ${expert.user.id}`,
    );
    await sendDueDigests(t.database.db, t.config);
    await vi.waitFor(
      async () => {
        const { rows } = (await t.database.db.execute(sql`
          select digest_due_at is null as done, last_digest_at > now() - interval '1 hour' as digested
          from conversation_participants
          where conversation_id = ${conversationId} and user_id = ${expert.user.id}`)) as {
          rows: Array<{ done: boolean; digested: boolean }>;
        };
        // Cancelled, not digested: no mail was queued.
        expect(rows[0]).toEqual({ done: true, digested: false });
      },
      { timeout: 10_000 },
    );
    expect(catcher.messages.slice(before).filter((caught) => caught.recipients.includes(expert.email))).toEqual([]);
  });

  it('refuses a tampered, foreign-kind or expired token clearly, and an empty or wrong body', async () => {
    const client = await createClient(t.app);
    const tokens = new TokenService(t.app.deps.config.auth);
    const good = await tokens.signUnsubscribe(
      { userId: client.user.id, category: 'invoices' },
      new Date(Date.now() + 60_000),
    );
    const expired = await tokens.signUnsubscribe(
      { userId: client.user.id, category: 'invoices' },
      new Date(Date.now() - 1000),
    );
    const [header, payload, signature] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as object;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, cat: 'reviews' })).toString('base64url')}.${signature}`;
    for (const token of [tampered, expired, client.token, 'not-a-token']) {
      const url = `${APP_URL}/api/v1/unsubscribe?token=${encodeURIComponent(token)}`;
      const posted = await oneClick(url);
      expect(posted.json()).toEqual({ status: 422, errors: { token: 'invalidToken' } });
      const page = await t.app.inject({
        method: 'GET',
        url: url.slice(APP_URL.length),
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This unsubscribe link does not work');
      const api = await t.app.inject({ method: 'GET', url: url.slice(APP_URL.length) });
      expect(api.json()).toEqual({ status: 422, errors: { token: 'invalidToken' } });
    }
    const url = `${APP_URL}/api/v1/unsubscribe?token=${good}`;
    expect((await oneClick(url, '')).statusCode).toBe(422);
    expect((await oneClick(url, 'List-Unsubscribe=Yes')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/unsubscribe' })).statusCode).toBe(422);
    expect((await preferences(client.token)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);
    expect((await oneClick(url)).statusCode).toBe(200);
    expect((await preferences(client.token)).json<MailPreferences>().invoices).toBe('off');
  });

  it('skips a mail whose category is off at send time, and never puts the link on a security mail', async () => {
    const client = await createClient(t.app);
    expect((await save(client.token, { ...DEFAULT_MAIL_PREFERENCES, invitations: 'off' })).statusCode).toBe(200);
    const base = { to: client.email, firstName: 'Mere', supportEmail: 'help@example.com', projectName: 'Skipped' };
    const skippedId = await enqueueMail(
      t.database.db,
      interestDeclinedMail({ ...base, link: `${APP_URL}/x`, orgName: null, reason: null }),
    );
    await enqueueMail(t.database.db, passwordChangedMail(base));
    t.app.deps.background.kick();
    const notice = await catcher.waitForMail(
      (caught) => caught.recipients.includes(client.email) && caught.subject === 'Your Fractional password was changed',
      10_000,
    );
    expect(notice.headers['list-unsubscribe']).toBeUndefined();
    expect(notice.text).not.toContain('unsubscribe');
    await vi.waitFor(
      async () => {
        const { rows } = (await t.database.db.execute(
          sql`select sent_at is not null as done, last_error from mail_outbox where id = ${skippedId}`,
        )) as { rows: Array<{ done: boolean; last_error: string | null }> };
        expect(rows[0]).toEqual({ done: true, last_error: 'not sent: the recipient turned this category off' });
      },
      { timeout: 10_000 },
    );
    expect(catcher.messages.filter((caught) => caught.subject === 'Your interest in "Skipped"')).toEqual([]);
  });
});
