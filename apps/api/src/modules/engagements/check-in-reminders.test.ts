import { addDays, isoDate, mondayOf } from '@fractional/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createProject } from '../../../test/factories.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';
import { accept, api, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import { mailOutbox } from '../../db/schema/index.js';
import { queueCheckInReminders } from './check-in-reminders.js';

let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => t.close());

describe('queueCheckInReminders', () => {
  it('mails each active member once on their Friday while the week has no check-in', async () => {
    const client = await createClient(t.app);
    // Auckland (+12:00) and Honolulu (−10:00): the same instant is a different day.
    const [kiwi, hawaii] = await Promise.all([
      createFitExpert(t.app, {}, { timezone: '+12:00 Pacific/Auckland' }),
      createFitExpert(t.app, {}, { timezone: '-10:00 Pacific/Honolulu' }),
    ]);
    const project = await createProject(t.app, client, { name: `Reminders ${Date.now()}` });
    for (const expert of [kiwi, hawaii]) {
      const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
      await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 5 });
    }
    const friday = addDays(mondayOf(isoDate(new Date())), 4);
    // Friday 12:00 UTC: Friday in Honolulu (02:00), Saturday in Auckland (00:00).
    const noon = new Date(`${friday}T12:00:00Z`);
    const mailsOf = (email: string) =>
      t.app.deps.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, '%check-in for%')));
    await queueCheckInReminders(t.app.deps, noon);
    expect(await mailsOf(hawaii.email)).toHaveLength(1);
    expect(await mailsOf(kiwi.email)).toHaveLength(0);
    // Again the same day: nothing twice.
    await queueCheckInReminders(t.app.deps, new Date(noon.getTime() + 3_600_000));
    expect(await mailsOf(hawaii.email)).toHaveLength(1);
    // Friday 00:30 UTC is Friday 12:30 in Auckland; but once the week has a check-in nobody is reminded.
    const written = await api(t.app, 'PUT', `/projects/${project.id}/check-ins/${mondayOf(friday)}`, kiwi.token, {
      summary: 'Done for the week',
    });
    expect(written.statusCode, written.body).toBe(201);
    await queueCheckInReminders(t.app.deps, new Date(`${friday}T00:30:00Z`));
    expect(await mailsOf(kiwi.email)).toHaveLength(0);
    const [mail] = await mailsOf(hawaii.email);
    expect(mail?.text).toContain(`/member/contractor/engagements/${project.id}`);
  });
});
