import type { LoginResult, SavedSearch } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContractor } from './factories.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';
import { signUp, signUpClient, startTwoInstances, type TwoInstances } from './two-instances.js';

/**
 * The weekly saved-search mail (docs/discovery.md#saved-searches) with two real server processes on one
 * PostgreSQL database, each with its background loop and schedules, delivering to one SMTP catcher: the
 * period runs on one instance only, and each search's mail goes out once. Needs TEST_DATABASE_URL.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const SCHEDULE = 'saved-searches.new-experts';

describe.runIf(databaseUrl)('the weekly saved-search mail across two instances', () => {
  let two: TwoInstances;
  let catcher: SmtpCatcher;

  beforeAll(async () => {
    catcher = await startSmtpCatcher();
    two = await startTwoInstances({ SMTP_URL: catcher.url });
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    await catcher?.stop();
  });

  /** A findable expert whose own words hold `word`, signed up through instance `on`. */
  async function expertWith(on: number, word: string, firstName: string): Promise<void> {
    const expert = await signUp(two, on, buildContractor({ description: `Operator ${word}`, firstName }));
    await two.query('update users set email_verified_at = now() where id = $1', [expert.user.id]);
    const profileId = expert.user.profiles[0]!.id;
    const patched = await two.send(on, 'PATCH', `/profiles/${profileId}`, expert.token, { capacityHoursPerWeek: 20 });
    expect(patched.status, patched.text).toBe(200);
  }

  async function saveSearch(on: number, client: LoginResult, word: string): Promise<SavedSearch> {
    const saved = await two.send<SavedSearch>(on, 'POST', '/saved-searches', client.token, {
      name: `Search ${word}`,
      query: { q: word },
    });
    expect(saved.status, saved.text).toBe(201);
    return saved.json();
  }

  it('runs the period once and sends each search its one mail', async () => {
    const clients = [await signUpClient(two, 0), await signUpClient(two, 1)];
    for (const client of clients)
      await two.query('update users set email_verified_at = now() where id = $1', [client.user.id]);
    const words = ['zqbcdfgh', 'zqkmnpqr'];
    await Promise.all(words.map((word, index) => expertWith(index, word, 'Baseline')));
    await Promise.all(clients.map((client, index) => saveSearch(index, client, words[index]!)));
    await Promise.all(words.map((word, index) => expertWith(index + 1, word, 'Newcomer')));

    // This week's period is due now on both instances, as if they had been up since Monday 07:00.
    await two.query(
      `insert into job_schedules (name, next_run_at) values ($1, now() - interval '1 minute')
       on conflict (name) do update set next_run_at = excluded.next_run_at`,
      [SCHEDULE],
    );
    for (const client of clients)
      await catcher.waitForMail(
        (mail) => mail.recipients.includes(client.user.email) && /matches "/.test(mail.subject),
        90_000,
      );
    // Two more passes of both background loops (each polls every 5 s): nothing runs or sends again.
    await new Promise((resolve) => setTimeout(resolve, 11_000));

    const [schedule] = await two.query<{ runs: number; next_run_at: Date }>(
      'select runs, next_run_at from job_schedules where name = $1',
      [SCHEDULE],
    );
    // One run of the period, on one of the two instances.
    expect(schedule!.runs).toBe(1);
    // The next period is next week's Monday 07:00 UTC.
    expect(schedule!.next_run_at.getUTCDay()).toBe(1);
    expect(schedule!.next_run_at.getUTCHours()).toBe(7);
    expect(schedule!.next_run_at.getTime()).toBeGreaterThan(Date.now());
    for (const [index, client] of clients.entries()) {
      const mails = catcher.messages.filter(
        (mail) => mail.recipients.includes(client.user.email) && /matches "/.test(mail.subject),
      );
      expect(mails.map((mail) => mail.subject)).toEqual([`A new expert matches "Search ${words[index]}"`]);
      expect(mails[0]!.text).toContain('Newcomer');
      expect(mails[0]!.text).not.toContain('Baseline');
    }
    const outbox = await two.query<{ n: string }>(
      `select count(*) as n from mail_outbox where subject like '%matches "%'`,
    );
    expect(Number(outbox[0]!.n)).toBe(2);
  }, 240_000);
});
