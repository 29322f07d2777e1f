import { webPaths, type SavedSearch, type SavedSearchPage } from '@fractional/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, type Account } from '../../../test/factories.js';
import { createExpert, type Expert } from '../../../test/matching-fixtures.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { namedRows } from '../../db/prepared.js';
import { users } from '../../db/schema/index.js';
import { MAIL_EXPERTS_MAX } from './new-experts-mail.js';
import { mailNewExperts } from './new-experts.service.js';

/**
 * The weekly "new experts match your saved search" mail (docs/discovery.md#saved-searches): the schedule's
 * handler run for given periods on a fresh database, its mail delivered through the outbox to a real SMTP server.
 */
let t: TestApp;
let catcher: SmtpCatcher;
const WEEK_MS = 7 * 86_400_000;
/** Each test's periods: later than any earlier test's, as the schedule's Mondays are. */
let period = Date.UTC(2030, 0, 7, 7);
const nextPeriod = () => ({ periodStart: new Date((period += WEEK_MS)), attempt: 1 });

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({ mail: { smtpUrl: catcher.url, pollMs: 100, retryBaseMs: 100 } });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

async function verifiedClient(): Promise<Account> {
  const account = await createClient(t.app);
  await t.app.deps.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
  return account;
}

/** A word no other test's experts use: consonants only, so the English stemmer leaves it as it is. */
function uniqueWord(): string {
  const letters = 'bcdfghjkmnpqrtvwxz';
  return `zq${Array.from({ length: 8 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
}

/** A findable expert whose own words hold `word`, a Fractional CFO (job role 1 of the catalogue) with a phone. */
function expertWith(word: string, firstName: string): Promise<Expert> {
  return createExpert(
    t.app,
    {
      description: `Operator ${word}`,
      firstName,
      lastName: 'Tester',
      jobRole: [{ id: 1 }],
      mobileNumber: '+14155552671',
    },
    { capacityHoursPerWeek: 20 },
  );
}

async function save(account: Account, name: string, query: object): Promise<SavedSearch> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/saved-searches',
    headers: bearer(account.token),
    payload: { name, query },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

/** The new-experts mails `account` received (not the sign-up's verification mail). */
const isNewExpertsMailTo = (account: Account) => (mail: CaughtMail) =>
  mail.recipients.includes(account.email) && / match(es)? "/.test(mail.subject);
const mailsTo = (account: Account) => catcher.messages.filter(isNewExpertsMailTo(account));

describe('the weekly new-experts mail', () => {
  it('names only the experts who newly match, once; none new → no mail', async () => {
    const client = await verifiedClient();
    const word = uniqueWord();
    const before = await expertWith(word, 'Baseline');
    const search = await save(client, 'Operators in Auckland', { q: word, vetted: 'false' });

    // First run: the expert matching at creation counts as seen, so there is nothing to tell.
    expect(await mailNewExperts(t.app.deps, nextPeriod())).toBe(0);

    const fresh = await expertWith(word, 'Newcomer');
    const elsewhere = await expertWith(uniqueWord(), 'Elsewhere');
    const run = nextPeriod();
    expect(await mailNewExperts(t.app.deps, run)).toBe(1);
    const mail = await catcher.waitForMail(isNewExpertsMailTo(client));
    expect(mail.subject).toBe('A new expert matches "Operators in Auckland"');
    expect(mail.text).toContain('Newcomer Tester — Fractional CFO');
    for (const absent of [before.email, fresh.email, elsewhere.email, 'Baseline', 'Elsewhere', '4155552671', 'cvPath'])
      expect(mail.raw).not.toContain(absent);
    // The link opens Find experts with the saved query.
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe(webPaths.client.findExperts);
    expect(Object.fromEntries(link.searchParams)).toEqual({ q: word, vetted: 'false' });
    expect(mail.html).toContain('Newcomer Tester');

    // The same period again (a rerun after a crash) and the next one: nothing more.
    expect(await mailNewExperts(t.app.deps, run)).toBe(0);
    expect(await mailNewExperts(t.app.deps, nextPeriod())).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(client)).toHaveLength(1);

    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/saved-searches', headers: bearer(client.token) });
    const [shown] = listed.json<SavedSearchPage>().data;
    expect(shown).toMatchObject({ id: search.id });
    expect(shown!.lastNotifiedAt).not.toBeNull();
  });

  it(`names at most ${MAIL_EXPERTS_MAX} experts and counts the rest; one mail per search`, async () => {
    const client = await verifiedClient();
    const word = uniqueWord();
    await save(client, 'Many', { q: word });
    await save(client, 'Same words again', { q: word, sort: 'rating' });
    for (let index = 0; index < MAIL_EXPERTS_MAX + 2; index++) await expertWith(word, `Expert${index}`);
    expect(await mailNewExperts(t.app.deps, nextPeriod())).toBe(2);
    await catcher.waitForMail((caught) => isNewExpertsMailTo(client)(caught) && /Same words/.test(caught.subject));
    await catcher.waitForMail((caught) => isNewExpertsMailTo(client)(caught) && /Many/.test(caught.subject));
    const mails = mailsTo(client);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `${MAIL_EXPERTS_MAX + 2} new experts match "Many"`,
      `${MAIL_EXPERTS_MAX + 2} new experts match "Same words again"`,
    ]);
    expect(mails[0]!.text).toContain('… and 2 more.');
    expect(mails[0]!.text.match(/ — Fractional CFO/g)).toHaveLength(MAIL_EXPERTS_MAX);
  });

  it('mails nobody whose account may no longer search, and nothing for a deleted search', async () => {
    const [unverified, deleting] = [await verifiedClient(), await verifiedClient()];
    const word = uniqueWord();
    await save(unverified, 'Lapsed', { q: word });
    const gone = await save(deleting, 'Gone', { q: word });
    await t.app.deps.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.user.id));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/saved-searches/${gone.id}`,
      headers: bearer(deleting.token),
    });
    expect(removed.statusCode).toBe(204);
    await expertWith(word, 'Unseen');
    expect(await mailNewExperts(t.app.deps, nextPeriod())).toBe(0);
    const seen = await namedRows<{ count: number }>(
      t.app.deps.database.db,
      sql`select count(*)::int as count from saved_search_seen where saved_search_id = ${gone.id}`,
    );
    expect(seen[0]!.count).toBe(0);
  });
});
