import type { ActivityPage } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createProject, type Account } from '../../../test/factories.js';
import { createExpert } from '../../../test/matching-fixtures.js';
import { sendMatchAlerts } from './match-alerts.js';

/*
 * "A match appeared" (docs/matching.md): the background pass tells a client when an open project with
 * fewer than 3 matches gains one in its top 3, with an activity item and at most one mail a day. The
 * pass is run here by hand after the queue's settling time is passed (the test app's background poll
 * is an hour away, so nothing else runs it meanwhile).
 */
let t: TestApp;
beforeAll(async () => {
  // The test runs each pass itself: the app's own background passes (kicked after commits) would race it.
  t = await buildTestApp({ mail: { pollMs: 3_600_000 } }, { runBackground: false });
});
afterAll(async () => t.close());

const db = () => t.database.db;
// Tax strategy (expertise 8) and Tax planning (skill 19): two pieces of evidence for the brief below.
const TAX_BRIEF = { name: 'Zebrafish ledger', overview: 'Zebrafish ledger tax work', expertiseGap: 'tax-strategy' };
const taxExpert = () => createExpert(t.app, { expertise: [{ id: 8 }], skills: [{ id: 19 }] });
// Grants & public funding (expertise 90) and Grant applications (skill 31), for a brief of its own.
const GRANT_BRIEF = {
  name: 'Kelp farm grants',
  overview: 'Grant applications for our kelp farm',
  expertiseGap: 'grants-public-funding',
};

/** Runs the pass as if the queued changes had settled. */
async function runPass(): Promise<number> {
  await db().execute(sql`update match_alert_queue set queued_at = now() - interval '2 days'`);
  return sendMatchAlerts(db(), t.config);
}

async function feedTypes(account: Account, projectId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/activity?limit=50',
    headers: bearer(account.token),
  });
  expect(response.statusCode).toBe(200);
  return response
    .json<ActivityPage>()
    .data.filter((item) => item.project.id === projectId)
    .map((item) => ({ type: item.type, text: item.text }));
}

async function alertMails(to: string): Promise<string[]> {
  const { rows } = (await db().execute(
    sql`select subject from mail_outbox where "to" = ${to} and subject like 'A new expert matches%' order by id`,
  )) as { rows: Array<{ subject: string }> };
  return rows.map((row) => row.subject);
}

describe('a match appeared', () => {
  it('tells the client once per new top-3 match while the project has fewer than 3, and mails at most once a day', async () => {
    const client = await createClient(t.app);
    const project = await createProject(t.app, client, { ...TAX_BRIEF, name: 'Zebrafish ledger one' });
    await runPass(); // whatever other suites' experts queued is handled before the first expert below
    const created = await feedTypes(client, project.id);

    const first = await taxExpert();
    expect(await runPass()).toBeGreaterThanOrEqual(1);
    const afterFirst = await feedTypes(client, project.id);
    expect(afterFirst.slice(0, afterFirst.length - created.length)).toEqual([
      { type: 'match.appeared', text: 'A new expert matches Zebrafish ledger one: see the recommendations' },
    ]);
    expect(await alertMails(client.email)).toEqual(['A new expert matches Zebrafish ledger one']);
    const [mail] = (
      (await db().execute(sql`select text from mail_outbox where "to" = ${client.email} order by id desc limit 1`)) as {
        rows: Array<{ text: string }>;
      }
    ).rows;
    expect(mail!.text).toContain(`/client/projects/${project.id}`);
    expect(mail!.text).not.toContain(first.email);

    // A second new match the same day: an activity item, no second mail.
    await taxExpert();
    await runPass();
    expect((await feedTypes(client, project.id)).filter((item) => item.type === 'match.appeared')).toHaveLength(2);
    expect(await alertMails(client.email)).toHaveLength(1);

    // A day later the third one is mailed again; with 3 matches, a fourth tells nobody.
    await db().execute(
      sql`update projects set match_alert_mailed_at = now() - interval '25 hours' where id = ${project.id}`,
    );
    await taxExpert();
    await runPass();
    expect((await feedTypes(client, project.id)).filter((item) => item.type === 'match.appeared')).toHaveLength(3);
    expect(await alertMails(client.email)).toHaveLength(2);
    await db().execute(sql`update projects set match_alert_mailed_at = null where id = ${project.id}`);
    await taxExpert();
    await runPass();
    expect((await feedTypes(client, project.id)).filter((item) => item.type === 'match.appeared')).toHaveLength(3);
    expect(await alertMails(client.email)).toHaveLength(2);
  });

  it('counts an expert who opens to work again, and never an expert under the floor or a completed project', async () => {
    const client = await createClient(t.app);
    const open = await createProject(t.app, client, GRANT_BRIEF);
    const done = await createProject(t.app, client, { ...GRANT_BRIEF, name: 'Kelp farm grants, done' });
    const completed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/projects/${done.id}`,
      headers: bearer(client.token),
      payload: { status: 'completed' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await runPass();
    const before = (await feedTypes(client, open.id)).length;

    await createExpert(t.app, { expertise: [{ id: 90 }] }); // one piece of evidence: under the floor
    await runPass();
    expect(await feedTypes(client, open.id)).toHaveLength(before);

    const expert = await createExpert(t.app, { expertise: [{ id: 90 }], skills: [{ id: 31 }] }, { openToWork: false });
    const openToWork = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/profiles/${expert.profileId}`,
        headers: bearer(expert.token),
        payload: { openToWork: true },
      });
    await runPass();
    expect(await feedTypes(client, open.id)).toHaveLength(before);
    expect((await openToWork()).statusCode).toBe(200);
    await runPass();
    const after = await feedTypes(client, open.id);
    expect(after.slice(0, after.length - before).map((item) => item.type)).toEqual(['match.appeared']);
    expect((await feedTypes(client, done.id)).some((item) => item.type === 'match.appeared')).toBe(false);
  });
});
