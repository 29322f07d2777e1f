import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient } from '../../../test/factories.js';
import { createFitExpert } from '../../../test/marketplace-fixtures.js';
import { openDirect, sendMessage } from '../../../test/messaging-fixtures.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { sendDueDigests } from './digests.js';

let catcher: SmtpCatcher;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({
    mail: { smtpUrl: catcher.url, pollMs: 100, retryBaseMs: 100 },
    live: { digestAfterMs: 300 },
    appUrl: 'https://app.example.com',
  });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const digestsTo = (email: string) =>
  catcher.messages.filter((caught) => caught.recipients.includes(email) && / about /.test(caught.subject));

const dueOf = async (app: TestApp, conversationId: number, userId: number) => {
  const { rows } = (await app.database.db.execute(sql`
    select digest_due_at is not null as due, last_digest_at is not null as digested,
      digest_due_at > now() + interval '50 minutes' as deferred
    from conversation_participants where conversation_id = ${conversationId} and user_id = ${userId}`)) as {
    rows: Array<{ due: boolean; digested: boolean; deferred: boolean | null }>;
  };
  return rows[0];
};

describe('message digests', () => {
  it('mails an unread message once it is old enough, quoting it as text, with a link to the conversation', async () => {
    const [client, expert] = await Promise.all([createClient(t.app), createFitExpert(t.app)]);
    const { conversationId } = await openDirect(t.app, client, expert);
    await sendMessage(t.app, client, conversationId, 'Can we talk <b>Tuesday</b>?');
    const mail = await catcher.waitForMail(
      (caught) => caught.recipients.includes(expert.email) && / about /.test(caught.subject),
      10_000,
    );
    expect(mail.subject).toBe('New message about Market entry');
    expect(mail.text).toContain('Mere Parata: Can we talk <b>Tuesday</b>?');
    expect(mail.text).toContain(`https://app.example.com/member/contractor/messages/${conversationId}`);
    expect(mail.html).toContain('&lt;b&gt;Tuesday&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Tuesday</b>');
    // The sender is never mailed about their own message.
    expect(digestsTo(client.email)).toEqual([]);

    // A second message within the hour is put off to the hour's end, not mailed again.
    await sendMessage(t.app, client, conversationId, 'Or Wednesday');
    await t.database.db.execute(
      sql`update conversation_participants set digest_due_at = now() where conversation_id = ${conversationId}`,
    );
    expect(await sendDueDigests(t.database.db, t.config)).toBe(0);
    // The app's own background pass may have claimed the row first (SKIP LOCKED): wait for its commit.
    await vi.waitFor(
      async () =>
        expect(await dueOf(t, conversationId, expert.user.id)).toEqual({ due: true, digested: true, deferred: true }),
      { timeout: 10_000 },
    );
    expect(digestsTo(expert.email)).toHaveLength(1);
  });

  it('sends nothing when the message is read first', async () => {
    // An app with the default delay (10 minutes), so the read surely comes first.
    const patient = await buildTestApp({ mail: { smtpUrl: catcher.url, pollMs: 100 } });
    const [client, expert] = await Promise.all([createClient(patient.app), createFitExpert(patient.app)]);
    const { conversationId } = await openDirect(patient.app, client, expert);
    const message = await sendMessage(patient.app, client, conversationId, 'Quick question');
    expect((await dueOf(patient, conversationId, expert.user.id))?.due).toBe(true);
    const read = await patient.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversationId}/read`,
      headers: bearer(expert.token),
      payload: { upTo: message.id },
    });
    expect(read.statusCode).toBe(204);
    expect(await dueOf(patient, conversationId, expert.user.id)).toEqual({
      due: false,
      digested: false,
      deferred: null,
    });
    // Even once the delay has passed, nothing is due.
    await patient.database.db.execute(sql`update messages set created_at = now() - interval '1 day'`);
    expect(await sendDueDigests(patient.database.db, patient.config)).toBe(0);
    expect(digestsTo(expert.email)).toEqual([]);
    await patient.close();
  });
});
