import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, bearer, createClient, type Account } from '../../../test/factories.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { describeDevice } from './sign-in-alerts.js';
import { TokenService } from './tokens.js';

let catcher: SmtpCatcher;
let t: TestApp;
const APP_URL = 'https://app.example.com';
const ALERT = 'New sign-in to your Fractional account';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({ mail: { smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 50 }, appUrl: APP_URL });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const signIn = (account: Account, userAgent?: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/email/login',
    payload: { email: account.email, password: PASSWORD },
    headers: userAgent ? { 'user-agent': userAgent } : {},
    remoteAddress: ip,
  });

/** How many alerts the account was sent: rows of the outbox, committed before the sign-in answered. */
async function alertsQueued(account: Account): Promise<number> {
  const { rows } = (await t.database.db.execute(
    sql`select count(*)::int as n from mail_outbox where "to" = ${account.email} and subject = ${ALERT}`,
  )) as { rows: Array<{ n: number }> };
  return rows[0]?.n ?? 0;
}

function notMeLink(mail: CaughtMail): string {
  const match = /https:\/\/app\.example\.com(\/api\/v1\/auth\/not-me\?hash=[\w.-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no not-me link in ${mail.text}`);
  return match[1];
}

describe('new sign-in alerts', () => {
  it('do not alert for the sign-up device, alert once for a new one with time, device and IP, then not again', async () => {
    const client = await createClient(t.app);
    // Signed up from the inject defaults (127.0.0.1, its user agent): the same pair is known.
    expect((await signIn(client)).statusCode).toBe(200);
    expect(await alertsQueued(client)).toBe(0);

    const since = [...catcher.messages];
    expect((await signIn(client, FIREFOX, '203.0.113.7')).statusCode).toBe(200);
    expect(await alertsQueued(client)).toBe(1);
    const mail = await catcher.waitForMail(
      (caught) => !since.includes(caught) && caught.recipients.includes(client.email) && caught.subject === ALERT,
      10_000,
    );
    expect(mail.text).toContain('Device: Firefox 133 on Linux');
    expect(mail.text).toContain('IP address: 203.0.113.7');
    expect(mail.text).toMatch(/Time: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(mail.text).toContain("This wasn't me");
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(notMeLink(mail)).toBeTruthy();

    // Known now: no second alert; another address with the same browser is a new pair.
    expect((await signIn(client, FIREFOX, '203.0.113.7')).statusCode).toBe(200);
    expect(await alertsQueued(client)).toBe(1);
    expect((await signIn(client, FIREFOX, '198.51.100.9')).statusCode).toBe(200);
    expect(await alertsQueued(client)).toBe(2);
  });

  it('alert again for a pair not seen in 90 days', async () => {
    const client = await createClient(t.app);
    expect((await signIn(client, SAFARI, '203.0.113.20')).statusCode).toBe(200);
    expect(await alertsQueued(client)).toBe(1);
    await t.database.db.execute(
      sql`update sign_in_devices set last_seen_at = now() - interval '91 days' where user_id = ${client.user.id}`,
    );
    expect((await signIn(client, SAFARI, '203.0.113.20')).statusCode).toBe(200);
    expect(await alertsQueued(client)).toBe(2);
    // 89 days is still known.
    await t.database.db.execute(
      sql`update sign_in_devices set last_seen_at = now() - interval '89 days' where user_id = ${client.user.id}`,
    );
    expect((await signIn(client, SAFARI, '203.0.113.20')).statusCode).toBe(200);
    expect(await alertsQueued(client)).toBe(2);
  });

  it('send one alert when many sign-ins from one new device race (the unique index decides)', async () => {
    const client = await createClient(t.app);
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(client, FIREFOX, '192.0.2.44')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await alertsQueued(client)).toBe(1);
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from sign_in_devices where user_id = ${client.user.id}`,
    )) as { rows: Array<{ n: number }> };
    expect(rows[0]?.n).toBe(2);
  });

  it("“This wasn't me”: the page only asks; confirming ends every session once and leads to a new password", async () => {
    const client = await createClient(t.app);
    const since = [...catcher.messages];
    const intruder = (await signIn(client, FIREFOX, '203.0.113.99')).json<{ token: string }>();
    const mail = await catcher.waitForMail(
      (caught) => !since.includes(caught) && caught.recipients.includes(client.email) && caught.subject === ALERT,
      10_000,
    );
    const link = notMeLink(mail);
    const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });

    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Secure your account');
    expect(page.body).toContain('name="confirm" value="yes"');
    expect((await me(intruder.token)).statusCode).toBe(200);

    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: link,
        payload: 'confirm=yes',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(303);
    const location = confirmed.headers.location as string;
    expect(location).toMatch(/^https:\/\/app\.example\.com\/member\/confirm-reset-password\?hash=[\w.-]+$/);
    expect((await me(intruder.token)).statusCode).toBe(401);
    expect((await me(client.token)).statusCode).toBe(401);
    // The link works once.
    expect((await confirm()).json()).toEqual({ status: 422, errors: { hash: 'invalidHash' } });
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    // The redirect is the reset flow: a new password, and the old one stops working.
    const hash = new URL(location).searchParams.get('hash')!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset/password',
      payload: { hash, password: 'a-brand-new-password-7' },
    });
    expect([200, 204]).toContain(reset.statusCode);
    expect((await signIn(client)).statusCode).toBe(422);
  });

  it('refuse a forged, expired or other-purpose link', async () => {
    const client = await createClient(t.app);
    const tokens = new TokenService(t.app.deps.config.auth);
    const expired = await tokens.signLink(
      'notMe',
      { email: client.email, linkId: '00000000-0000-4000-8000-000000000000' },
      new Date(Date.now() - 1000),
    );
    const unknownRow = await tokens.signLink(
      'notMe',
      { email: client.email, linkId: '00000000-0000-4000-8000-000000000000' },
      new Date(Date.now() + 60_000),
    );
    const otherPurpose = await tokens.signLink(
      'reset',
      { email: client.email, linkId: '00000000-0000-4000-8000-000000000000' },
      new Date(Date.now() + 60_000),
    );
    for (const hash of [expired, unknownRow, otherPurpose, 'junk']) {
      const url = `/api/v1/auth/not-me?hash=${encodeURIComponent(hash)}`;
      const posted = await t.app.inject({
        method: 'POST',
        url,
        payload: 'confirm=yes',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(posted.json()).toEqual({ status: 422, errors: { hash: 'invalidHash' } });
    }
    const url = `/api/v1/auth/not-me?hash=${expired}`;
    const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This link does not work');
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({
      status: 422,
      errors: { hash: 'invalidHash' },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(client.token) });
    expect(me.statusCode).toBe(200);
  });
});

describe('describeDevice', () => {
  it('reads browser and system from a user agent', () => {
    expect(describeDevice(FIREFOX)).toBe('Firefox 133 on Linux');
    expect(describeDevice(SAFARI)).toBe('Safari 17 on iOS 17.5');
    expect(describeDevice(null)).toBe('an unknown device');
  });
});
