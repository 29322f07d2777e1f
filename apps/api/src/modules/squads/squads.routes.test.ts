import { randomBytes } from 'node:crypto';
import { DashboardSchema, SquadPageSchema, type Project, type SquadMember, type SquadPage } from '@fractional/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createContractor, createProject, type Account } from '../../../test/factories.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';
import { accept, api, bookedHours, createFitExpert, invite, uploadCv } from '../../../test/marketplace-fixtures.js';
import type { Expert } from '../../../test/matching-fixtures.js';
import { projects, squadMembers } from '../../db/schema/index.js';

let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
beforeAll(async () => {
  t = await buildListeningTestApp();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) =>
  api(t.app, method, url, token, payload);

/** A project of `client` with `experts` in its squad, each accepted with `hours`. */
async function staffedProject(client: Account, experts: Expert[], hours = 5): Promise<Project> {
  const project = await createProject(t.app, client);
  for (const expert of experts) {
    const invitation = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    await accept(t.app, expert.token, invitation.id, { hoursPerWeek: hours, hourlyRate: 150 });
  }
  return project;
}

async function squadOf(projectId: number, token: string): Promise<SquadPage> {
  const response = await call('GET', `/projects/${projectId}/squad`, token);
  expect(response.statusCode, response.body).toBe(200);
  return SquadPageSchema.parse(response.json());
}

const booked = (profileId: number) => bookedHours(t.app, profileId);

/** The subjects of the mails queued to `email`, oldest first. */
async function mailsTo(email: string): Promise<string[]> {
  const { rows } = (await t.database.db.execute(
    sql`select subject from mail_outbox where "to" = ${email} order by id`,
  )) as { rows: Array<{ subject: string }> };
  return rows.map((row) => row.subject);
}

describe('squads', () => {
  let client: Account;
  let stranger: Account;
  let ana: Expert;
  let ben: Expert;
  let project: Project;

  beforeAll(async () => {
    [client, stranger] = await Promise.all([createClient(t.app), createClient(t.app)]);
    [ana, ben] = await Promise.all([createFitExpert(t.app), createFitExpert(t.app)]);
    project = await staffedProject(client, [ana, ben]);
  });

  it('lists the squad for the owner (with CVs) and for members (without), 404 for anyone else', async () => {
    const cv = await uploadCv(t.app, ana.token, randomBytes(2048), 'Ana CV.pdf');
    const forOwner = await squadOf(project.id, client.token);
    expect(forOwner.data.map((member) => member.expert.profileId)).toEqual([ana.profileId, ben.profileId]);
    expect(forOwner.data[0]).toMatchObject({
      projectId: project.id,
      hoursPerWeek: 5,
      hourlyRate: 150,
      status: 'active',
      endedAt: null,
      cvs: [{ id: cv.id, fileName: 'Ana CV.pdf', fileSize: 2048, mimeType: 'application/pdf' }],
    });
    const forMember = await squadOf(project.id, ben.token);
    expect(forMember.data.every((member) => member.cvs.length === 0)).toBe(true);
    for (const outsider of [stranger, await createContractor(t.app)]) {
      expect((await call('GET', `/projects/${project.id}/squad`, outsider.token)).statusCode).toBe(404);
    }
  });

  it('lets the owner read an accepted expert’s CV, and nobody else', async () => {
    const cv = await uploadCv(t.app, ben.token, randomBytes(1000), 'Ben CV.pdf');
    expect((await call('GET', `/files/${cv.id}`, client.token)).statusCode).toBe(200);
    expect((await call('GET', `/files/${cv.id}`, ben.token)).statusCode).toBe(200);
    for (const other of [stranger, ana])
      expect((await call('GET', `/files/${cv.id}`, other.token)).statusCode).toBe(404);
    // An invitation alone (not accepted) does not open the CVs.
    const invited = await createFitExpert(t.app);
    const invitedCv = await uploadCv(t.app, invited.token, randomBytes(500));
    await invite(t.app, client.token, project.id, { profileId: invited.profileId });
    expect((await call('GET', `/files/${invitedCv.id}`, client.token)).statusCode).toBe(404);
  });

  it('ends a membership (that member or the owner, 403 for a fellow member, 404 for others); hours are freed', async () => {
    const squad = await squadOf(project.id, client.token);
    const [anaSeat, benSeat] = squad.data as [SquadMember, SquadMember];
    expect(await booked(ana.profileId)).toBe(5);
    expect((await call('POST', `/projects/${project.id}/squad/${anaSeat.id}/end`, ben.token)).statusCode).toBe(403);
    expect((await call('POST', `/projects/${project.id}/squad/${anaSeat.id}/end`, stranger.token)).statusCode).toBe(
      404,
    );
    // The member id must belong to the project in the path.
    const elsewhere = await createProject(t.app, client);
    expect((await call('POST', `/projects/${elsewhere.id}/squad/${anaSeat.id}/end`, client.token)).statusCode).toBe(
      404,
    );
    const ended = await call('POST', `/projects/${project.id}/squad/${anaSeat.id}/end`, ana.token);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ id: anaSeat.id, status: 'ended', endedAt: expect.any(String) });
    expect(await booked(ana.profileId)).toBe(0);
    // Ending it again (a double-click, or the other side a moment later) answers the member as it stands.
    const again = await call('POST', `/projects/${project.id}/squad/${anaSeat.id}/end`, client.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: anaSeat.id, status: 'ended', endedAt: ended.json().endedAt });
    const byOwner = await call('POST', `/projects/${project.id}/squad/${benSeat.id}/end`, client.token);
    expect(byOwner.json()).toMatchObject({ status: 'ended' });
    // Ben, ended by the owner, is mailed; Ana, who left herself, is not.
    expect(await mailsTo(ben.email)).toContain(`Your membership of "${project.name}" ended`);
    expect((await mailsTo(ana.email)).filter((subject) => subject.includes('ended'))).toEqual([]);
    expect(await booked(ben.profileId)).toBe(0);
    // A former member still reads the squad; the project stays active.
    expect((await squadOf(project.id, ana.token)).data).toHaveLength(2);
    expect((await call('GET', `/projects/${project.id}`, client.token)).json()).toMatchObject({ status: 'active' });
  });

  it('completes a project (owner): ends the squad, frees the hours, withdraws open invitations', async () => {
    const [cara, dan, eve] = await Promise.all([
      createFitExpert(t.app),
      createFitExpert(t.app),
      createFitExpert(t.app),
    ]);
    const staffed = await staffedProject(client, [cara, dan], 7);
    const open = await invite(t.app, client.token, staffed.id, { profileId: eve.profileId });
    expect(await booked(cara.profileId)).toBe(7);

    expect((await call('PATCH', `/projects/${staffed.id}`, stranger.token, { status: 'completed' })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', `/projects/${staffed.id}`, cara.token, { status: 'completed' })).statusCode).toBe(404);
    expect((await call('PATCH', `/projects/${staffed.id}`, client.token, { status: 'active' })).statusCode).toBe(422);

    const response = await call('PATCH', `/projects/${staffed.id}`, client.token, { status: 'completed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: staffed.id, status: 'completed', progress: 100 });
    expect((await squadOf(staffed.id, client.token)).data.map((member) => member.status)).toEqual(['ended', 'ended']);
    // Each expert it concerned is mailed: the members it ended, the invitee it withdrew.
    for (const expert of [cara, dan, eve])
      expect(await mailsTo(expert.email)).toContain(`"${staffed.name}" was completed`);
    expect([await booked(cara.profileId), await booked(dan.profileId)]).toEqual([0, 0]);
    expect((await call('GET', `/invitations/${open.id}`, eve.token)).json()).toMatchObject({ status: 'withdrawn' });
    // Nothing more happens on a completed project; completing it again changes nothing.
    expect(
      (await call('POST', `/invitations/${open.id}/accept`, eve.token, { hoursPerWeek: 1, hourlyRate: 100 }))
        .statusCode,
    ).toBe(409);
    const invitedLate = await call('POST', `/projects/${staffed.id}/invitations`, client.token, {
      profileId: eve.profileId,
    });
    expect(invitedLate.statusCode).toBe(409);
    expect(
      (await call('PATCH', `/projects/${staffed.id}`, client.token, { status: 'completed' })).json(),
    ).toMatchObject({ status: 'completed' });
    const completed = await call('GET', '/projects?status=completed', client.token);
    expect(completed.json<{ data: Project[] }>().data.map((item) => item.id)).toContain(staffed.id);
  });

  it('reports progress as the share of the timeline elapsed since the squad formed', async () => {
    const staffed = await staffedProject(client, [await createFitExpert(t.app)]);
    // 6-11 months reads as 6 months = 182.625 days; a squad formed 73.05 days ago is 40 % along.
    const formed = new Date(Date.now() - 0.405 * 182.625 * 86_400_000);
    await t.database.db.update(projects).set({ squadFormedAt: formed }).where(eq(projects.id, staffed.id));
    expect((await call('GET', `/projects/${staffed.id}`, client.token)).json()).toMatchObject({ progress: 40 });
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await t.database.db.update(projects).set({ squadFormedAt: longAgo }).where(eq(projects.id, staffed.id));
    expect((await call('GET', `/projects/${staffed.id}`, client.token)).json()).toMatchObject({ progress: 100 });
  });
});

describe('GET /dashboard', () => {
  it('counts squads and distinct active members, the change vs 30 days ago, and productivity', async () => {
    const client = await createClient(t.app);
    const empty = await call('GET', '/dashboard', client.token);
    expect(empty.json()).toEqual({
      squads: 0,
      members: 0,
      membersChangePct: 0,
      productivity: null,
      productivityChangePct: null,
      productivityProjects: 0,
      productivitySkipped: [],
    });

    const [ana, ben, cara] = await Promise.all([
      createFitExpert(t.app),
      createFitExpert(t.app),
      createFitExpert(t.app),
    ]);
    const first = await staffedProject(client, [ana, ben], 4);
    const second = await staffedProject(client, [ana], 4);
    await createProject(t.app, client); // no squad
    const now = DashboardSchema.parse((await call('GET', '/dashboard', client.token)).json());
    // Three members joined today and none was there 30 days ago: no base to compare with.
    // No rated check-in anywhere: no productivity (docs/engagements.md).
    expect(now).toEqual({
      squads: 2,
      members: 2,
      membersChangePct: null,
      productivity: null,
      productivityChangePct: null,
      productivityProjects: 0,
      productivitySkipped: [],
    });

    // Ana's seat on the first project dates from 40 days ago: 1 member then, 2 now → +100 %.
    await t.database.db
      .update(squadMembers)
      .set({ joinedAt: sql`now() - interval '40 days'` })
      .where(sql`${squadMembers.projectId} = ${first.id} and ${squadMembers.profileId} = ${ana.profileId}`);
    await t.database.db.update(projects).set({ productivity: 7.25 }).where(eq(projects.id, first.id));
    const later = (await call('GET', '/dashboard', client.token)).json();
    // The second project has no figure and is skipped, not counted as 0.
    expect(later).toEqual({
      squads: 2,
      members: 2,
      membersChangePct: 100,
      productivity: 7.3,
      productivityChangePct: null,
      productivityProjects: 1,
      productivitySkipped: [],
    });

    // Ana's seat on the first project ends and the second project completes: Ben is left, 1 now vs
    // 1 then → 0 %. A completed squad no longer counts; the other client sees none of it.
    const anaSeat = (await squadOf(first.id, client.token)).data.find(
      (item) => item.expert.profileId === ana.profileId,
    );
    await call('POST', `/projects/${first.id}/squad/${anaSeat!.id}/end`, client.token);
    await call('PATCH', `/projects/${second.id}`, client.token, { status: 'completed' });
    await call('PATCH', `/projects/${(await staffedProject(client, [cara])).id}`, client.token, {
      status: 'completed',
    });
    expect((await call('GET', '/dashboard', client.token)).json()).toEqual({
      squads: 1,
      members: 1,
      membersChangePct: 0,
      productivity: 7.3,
      productivityChangePct: null,
      productivityProjects: 1,
      productivitySkipped: [],
    });
    expect((await call('GET', '/dashboard', (await createClient(t.app)).token)).json()).toMatchObject({ squads: 0 });
    expect((await call('GET', '/dashboard', ana.token)).statusCode).toBe(403);
  });
});
