import { addDays, isoDate, mondayOf } from '@fractional/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createProject } from '../../../test/factories.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';
import { accept, api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import { cronSchedule } from '../../background/cron.js';
import { mailOutbox } from '../../db/schema/index.js';
import { queueCheckInReminders } from './check-in-reminders.js';

let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => t.close());

describe('queueCheckInReminders', () => {
  it('mails each active member once from 09:00 on their own Friday, across a change to summer time', async () => {
    const client = await createClient(t.app);
    const [kiwi, hawaii, londoner] = await Promise.all([
      createFitExpert(t.app, {}, { timezone: '+12:00 Pacific/Auckland' }),
      createFitExpert(t.app, {}, { timezone: '-10:00 Pacific/Honolulu' }),
      createFitExpert(t.app, {}, { timezone: '+00:00 Europe/London' }),
    ]);
    const project = await createProject(t.app, client, { name: `Reminders ${Date.now()}` });
    for (const expert of [kiwi, hawaii, londoner]) {
      const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
      await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 5 });
    }
    const counts = async () =>
      Promise.all([kiwi, hawaii, londoner].map(async (expert) => (await mailsOf(expert.email)).length));
    const runAt = (iso: string) => queueCheckInReminders(t.app.deps, new Date(iso));

    // Friday 2027-03-26, before London's clocks go forward on the 28th: 09:00 in Auckland (NZDT, +13) is
    // Thursday 20:00 UTC; 09:00 in London (GMT) is 09:00 UTC; 09:00 in Honolulu is 19:00 UTC.
    await runAt('2027-03-25T19:45:00Z');
    expect(await counts()).toEqual([0, 0, 0]);
    await runAt('2027-03-25T20:00:00Z');
    expect(await counts()).toEqual([1, 0, 0]);
    await runAt('2027-03-26T08:45:00Z');
    expect(await counts()).toEqual([1, 0, 0]);
    await runAt('2027-03-26T09:00:00Z');
    expect(await counts()).toEqual([1, 0, 1]);
    // Later the same day, on any instance: nobody twice.
    await runAt('2027-03-26T19:00:00Z');
    expect(await counts()).toEqual([1, 1, 1]);
    await runAt('2027-03-26T19:15:00Z');
    expect(await counts()).toEqual([1, 1, 1]);
    // Friday 2027-04-02 in London is in summer time (BST, +1): 09:00 there is 08:00 UTC.
    await runAt('2027-04-02T07:45:00Z');
    expect((await counts())[2]).toBe(1);
    await runAt('2027-04-02T08:00:00Z');
    expect((await counts())[2]).toBe(2);
    const [mail] = await mailsOf(hawaii.email);
    expect(mail?.text).toContain(`/member/contractor/engagements/${project.id}`);
  });

  it('mails nobody for a week that has its check-in', async () => {
    const client = await createClient(t.app);
    const kiwi = await createFitExpert(t.app, {}, { timezone: '+12:00 Pacific/Auckland' });
    const project = await createProject(t.app, client, { name: `Checked in ${Date.now()}` });
    const invitation = await invite(t.app, client.token, project.id, { profileId: kiwi.profileId });
    await accept(t.app, kiwi.token, invitation.id, { hoursPerWeek: 5 });
    const monday = mondayOf(isoDate(new Date()));
    const written = await api(t.app, 'PUT', `/projects/${project.id}/check-ins/${monday}`, kiwi.token, {
      summary: 'Done for the week',
    });
    expect(written.statusCode, written.body).toBe(201);
    // This week's Friday 09:00 in Auckland, whichever offset it has then.
    const friday = cronSchedule('0 9 * * 5', 'Pacific/Auckland')!(new Date(`${addDays(monday, -1)}T00:00:00Z`));
    await queueCheckInReminders(t.app.deps, friday);
    expect(await mailsOf(kiwi.email)).toHaveLength(0);
  });
});

function mailsOf(email: string) {
  return t.app.deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%check-in for%')));
}
