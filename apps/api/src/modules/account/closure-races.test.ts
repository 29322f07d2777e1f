import { PASSWORD, createClient, createProject } from '../../../test/factories.js';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { api, bookedHours, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * An account closing while the other side (or the closing user's own other tab) acts on the same
 * engagements: real races on PostgreSQL (PGlite serialises them). Whatever the order, nothing is left
 * open or booked for a closed account, and nothing answers 500 (no deadlock).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ROUNDS = 4;

/** Open invitations and active seats still engaging the profile, or on the projects. */
async function liveEngagements(where: ReturnType<typeof sql>): Promise<{ open: number; seats: number }> {
  const { rows } = (await t.database.db.execute(sql`
    select (select count(*)::int from invitations i where i.status = 'invited' and ${where}) as open,
           (select count(*)::int from squad_members i where i.status = 'active' and ${where}) as seats`)) as {
    rows: Array<{ open: number; seats: number }>;
  };
  return rows[0]!;
}

describe('closure races', () => {
  it('an expert closing while accepting and being invited leaves nothing open or booked', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const client = await createClient(t.app);
      const expert = await createFitExpert(t.app);
      const [first, second, third] = await Promise.all([1, 2, 3].map(() => createProject(t.app, client)));
      const a = await invite(t.app, client.token, first!.id, { profileId: expert.profileId });
      const b = await invite(t.app, client.token, second!.id, { profileId: expert.profileId });
      const [closed, acceptA, acceptB, invited] = await Promise.all([
        api(t.app, 'DELETE', '/auth/me', expert.token, { password: PASSWORD }),
        api(t.app, 'POST', `/invitations/${a.id}/accept`, expert.token, { hoursPerWeek: 5, hourlyRate: 100 }),
        api(t.app, 'POST', `/invitations/${b.id}/accept`, expert.token, { hoursPerWeek: 5, hourlyRate: 100 }),
        api(t.app, 'POST', `/projects/${third!.id}/invitations`, client.token, { profileId: expert.profileId }),
      ]);
      expect(closed.statusCode, closed.body).toBe(204);
      for (const accepted of [acceptA, acceptB]) expect([200, 401, 409], accepted.body).toContain(accepted.statusCode);
      expect([201, 422], invited.body).toContain(invited.statusCode);
      expect(await liveEngagements(sql`i.profile_id = ${expert.profileId}`)).toEqual({ open: 0, seats: 0 });
      expect(await bookedHours(t.app, expert.profileId)).toBe(0);
    }
  }, 60_000);

  it('a client closing while an expert accepts and an admin invites for them leaves nothing open or booked', async () => {
    const admin = await createAdmin(t.app);
    for (let round = 0; round < ROUNDS; round += 1) {
      const client = await createClient(t.app);
      const [member, other] = await Promise.all([createFitExpert(t.app), createFitExpert(t.app)]);
      const project = await createProject(t.app, client);
      const open = await invite(t.app, client.token, project.id, { profileId: member.profileId });
      const [closed, accepted, onBehalf] = await Promise.all([
        api(t.app, 'DELETE', '/auth/me', client.token, { password: PASSWORD }),
        api(t.app, 'POST', `/invitations/${open.id}/accept`, member.token, { hoursPerWeek: 5, hourlyRate: 100 }),
        api(t.app, 'POST', `/projects/${project.id}/invitations`, admin.token, { profileId: other.profileId }),
      ]);
      expect(closed.statusCode, closed.body).toBe(204);
      expect([200, 409], accepted.body).toContain(accepted.statusCode);
      expect([201, 409], onBehalf.body).toContain(onBehalf.statusCode);
      expect(await liveEngagements(sql`i.project_id = ${project.id}`)).toEqual({ open: 0, seats: 0 });
      expect(await bookedHours(t.app, member.profileId)).toBe(0);
    }
  }, 60_000);
});
