import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createContractor } from '../../test/factories.js';
import { parseMail, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.js';
import { mailOutbox } from '../db/schema/index.js';
import { enqueueMail } from '../mail/outbox.repository.js';
import { BackgroundWorker } from './background-worker.js';

/** Polls `read` every 20 ms until `isDone` holds or the deadline passes. */
async function eventually<T>(read: () => Promise<T> | T, isDone: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const RESET_SUBJECT = 'Reset your Fractional password';
/** The mails to `to` with this subject (sign-up also mails a verify link to the same address). */
const outboxRowsTo = (t: TestApp, to: string, subject = RESET_SUBJECT) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject)));
const forgot = (t: TestApp, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot/password', payload: { email } });

describe('with an SMTP server', () => {
  let catcher: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    t = await buildTestApp({ mail: { smtpUrl: catcher.url, pollMs: 100, retryBaseMs: 100 } });
  });
  afterAll(async () => {
    await t.close();
    await catcher.stop();
  });

  it('keeps the mail through an outage and delivers it when the server is back', async () => {
    const account = await createContractor(t.app);
    await catcher.stop();
    const startedAt = Date.now();
    expect((await forgot(t, account.email)).statusCode).toBe(204);
    expect(Date.now() - startedAt).toBeLessThan(5000);
    await eventually(
      () => outboxRowsTo(t, account.email),
      ([row]) => (row?.attempts ?? 0) >= 1,
    );

    await catcher.start();
    const mail = await catcher.waitForMail(
      (m) => m.recipients.includes(account.email) && m.subject === RESET_SUBJECT,
      10_000,
    );
    expect(mail.text).toContain('/member/confirm-reset-password?hash=');
    const [row] = await eventually(
      () => outboxRowsTo(t, account.email),
      ([sent]) => Boolean(sent?.sentAt),
    );
    expect(row?.attempts).toBeGreaterThanOrEqual(1);
    expect(row?.lastError).toBeNull();
  });

  it('delivers each mail exactly once with several senders on one database', async () => {
    const recipients = Array.from({ length: 25 }, (_, index) => `bulk-${index}-${Date.now()}@example.com`);
    for (const to of recipients)
      await enqueueMail(t.database.db, { to, subject: 'Bulk', text: 'hello', html: '<p>hello</p>' });
    const others = [1, 2].map(() => new BackgroundWorker(t.database.db, t.config, t.app.log));
    for (const sender of others) sender.start();
    t.app.deps.background.kick();
    try {
      await eventually(
        () => Promise.all(recipients.map((to) => outboxRowsTo(t, to, 'Bulk'))),
        (rows) => rows.every(([row]) => Boolean(row?.sentAt)),
      );
    } finally {
      await Promise.all(others.map((sender) => sender.stop()));
    }
    const caught = catcher.messages.filter((mail) => mail.subject === 'Bulk').flatMap((mail) => mail.recipients);
    expect(caught.sort()).toEqual([...recipients].sort());
  });
});

describe('when the SMTP server never comes back', () => {
  let t: TestApp;
  beforeAll(async () => {
    const gone = await startSmtpCatcher();
    await gone.stop();
    t = await buildTestApp({ mail: { smtpUrl: gone.url, pollMs: 50, retryBaseMs: 20, maxAttempts: 2 } });
  });
  afterAll(async () => t.close());

  it('gives up after maxAttempts and keeps the mail with its last error', async () => {
    const account = await createContractor(t.app);
    expect((await forgot(t, account.email)).statusCode).toBe(204);
    await eventually(
      () => outboxRowsTo(t, account.email),
      ([row]) => row?.attempts === 2,
    );
    // One more full pass after giving up must leave the row alone.
    t.app.deps.background.kick();
    await t.app.deps.background.stop();
    const [row] = await outboxRowsTo(t, account.email);
    expect(row).toMatchObject({ attempts: 2, sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ mail: { pollMs: 100 } });
  });
  afterAll(async () => t.close());

  it('writes each mail as an .eml file under DATA_DIR/outbox', async () => {
    const account = await createContractor(t.app);
    expect((await forgot(t, account.email)).statusCode).toBe(204);
    const directory = path.join(t.config.dataDir, 'outbox');
    // Sign-up mailed a verify link first: two mails, the reset among them.
    const files = await eventually(
      () => (existsSync(directory) ? readdirSync(directory) : []),
      (names) => names.filter((name) => name.endsWith('.eml')).length >= 2,
    );
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
    const mails = files.map((name) => parseMail(readFileSync(path.join(directory, name), 'utf8')));
    const mail = mails.find((parsed) => parsed.subject === RESET_SUBJECT);
    if (!mail) throw new Error(`no reset mail among ${mails.map((parsed) => parsed.subject).join(', ')}`);
    expect(mail.headers.to).toContain(account.email);
    expect(mail.text).toContain(`${t.config.appUrl}/member/confirm-reset-password?hash=`);
    expect(mail.html).toContain(`${t.config.appUrl}/member/confirm-reset-password?hash=`);
    const [row] = await eventually(
      () => outboxRowsTo(t, account.email),
      ([sent]) => Boolean(sent?.sentAt),
    );
    expect(row?.attempts).toBe(0);
  });
});
