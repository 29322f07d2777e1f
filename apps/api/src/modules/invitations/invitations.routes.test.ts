import { InvitationPageSchema, InvitationSchema, OPEN_INVITATIONS_MAX, type Invitation } from '@fractional/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createClient, createContractor, createProject, type Account } from '../../../test/factories.js';
import { accept, api, bookedHours, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import { getMatches, type Expert } from '../../../test/matching-fixtures.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { users } from '../../db/schema/index.js';

let t: TestApp;
let catcher: SmtpCatcher;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({
    appUrl: 'https://app.example.com',
    mail: { smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 100 },
  });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const CLIENT_PHONE = '+6421555123';

async function count(table: 'invitations' | 'squad_members' | 'mail_outbox'): Promise<number> {
  const { rows } = (await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as {
    rows: Array<{ n: number }>;
  };
  return rows[0]!.n;
}

const booked = (profileId: number) => bookedHours(t.app, profileId);

describe('invitations', () => {
  let client: Account;
  let projectId: number;
  let expert: Expert;

  beforeAll(async () => {
    client = await createClient(t.app, { mobileNumber: CLIENT_PHONE, firstName: 'Mere', lastName: 'Parata' });
    projectId = (await createProject(t.app, client, { name: 'Series A raise', hoursPerWeek: 12 })).id;
    expert = await createFitExpert(t.app, { capacityHoursPerWeek: 20 });
  });

  it('invites a matched expert: 201 with the project’s hours, the match snapshot, and a mail to the expert', async () => {
    const created = await invite(t.app, client.token, projectId, { profileId: expert.profileId, message: 'Join us!' });
    expect(InvitationSchema.parse(created)).toEqual(created);
    expect(created).toMatchObject({
      status: 'invited',
      hoursPerWeek: 12,
      message: 'Join us!',
      invitedBy: 'client',
      respondedAt: null,
      membership: null,
      expert: { profileId: expert.profileId, availableHoursPerWeek: 20 },
      project: { id: projectId, name: 'Series A raise', status: 'not_started' },
    });
    expect(created.match?.score).toBeGreaterThan(0);
    expect(created.match?.factors.map((factor) => factor.key)).toContain('expertise');

    const mail = await catcher.waitForMail(
      (caught) => caught.recipients.includes(expert.email) && caught.subject.startsWith('Invitation'),
    );
    expect(mail.subject).toBe('Invitation: "Series A raise" on Fractional');
    expect(mail.text).toContain(
      'Kauri Analytics invites you to join the squad of "Series A raise" for 12 hours a week.',
    );
    // The link opens this invitation, which later says what became of it.
    expect(mail.text).toContain(`https://app.example.com/member/contractor/opportunities/${created.id}`);
    expect(mail.text).not.toContain(client.email);
    expect(mail.html).toContain(`href="https://app.example.com/member/contractor/opportunities/${created.id}"`);

    // The matches show the engagement; the card stays readable.
    const matches = await getMatches(t.app, client.token, projectId);
    const match = matches.data.find((item) => item.expert.profileId === expert.profileId);
    expect(match?.engagement).toEqual({ invitationId: created.id, status: 'invited', memberStatus: null });
  });

  it('refuses the same expert twice while invited or accepted (409), writing nothing', async () => {
    const before = await count('invitations');
    const again = await api(t.app, 'POST', `/projects/${projectId}/invitations`, client.token, {
      profileId: expert.profileId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409 });
    expect(await count('invitations')).toBe(before);
  });

  it('lets the expert read the brief without the client’s names, e-mail or phone until they accept', async () => {
    const own = await api(t.app, 'GET', '/invitations?status=invited', expert.token);
    expect(own.statusCode).toBe(200);
    const page = InvitationPageSchema.parse(own.json());
    expect(page.data).toHaveLength(1);
    const [invitation] = page.data;
    expect(invitation!.project.client).toEqual({
      orgName: 'Kauri Analytics',
      industry: 'information-technology,retail',
      firstName: null,
      lastName: null,
    });
    for (const secret of [client.email, CLIENT_PHONE, 'Parata']) expect(own.body).not.toContain(secret);
    const one = await api(t.app, 'GET', `/invitations/${invitation!.id}`, expert.token);
    expect(one.json<Invitation>().project.client.firstName).toBeNull();
    expect(one.body).not.toContain(client.email);

    // The client sees their own names, and the expert card (never the expert's e-mail or phone).
    const projectSide = await api(t.app, 'GET', `/projects/${projectId}/invitations`, client.token);
    expect(projectSide.json<{ data: Invitation[] }>().data[0]!.project.client.lastName).toBe('Parata');
    expect(projectSide.body).not.toContain(expert.email);
    expect(projectSide.body).not.toContain('+14155552671');
  });

  it('accepts with the hours committed: books them, forms the squad, mails the client', async () => {
    const [open] = (await api(t.app, 'GET', '/invitations?status=invited', expert.token)).json<{
      data: Invitation[];
    }>().data;
    const accepted = await accept(t.app, expert.token, open!.id, { hoursPerWeek: 8, hourlyRate: 180 });
    expect(accepted).toMatchObject({
      status: 'accepted',
      hoursPerWeek: 8,
      // What was asked stays beside what was agreed.
      hoursAsked: 12,
      hourlyRate: 180,
      membership: { status: 'active', endedAt: null },
      project: { status: 'active', client: { firstName: 'Mere', lastName: 'Parata' } },
      expert: { availableHoursPerWeek: 12 },
    });
    expect(accepted.respondedAt).not.toBeNull();
    expect(accepted.project.client).not.toHaveProperty('email');
    expect(await booked(expert.profileId)).toBe(8);

    const project = (await api(t.app, 'GET', `/projects/${projectId}`, client.token)).json<{
      status: string;
      squadFormedAt: string | null;
      progress: number;
    }>();
    expect(project).toMatchObject({ status: 'active', progress: 0 });
    expect(project.squadFormedAt).not.toBeNull();

    const mail = await catcher.waitForMail((caught) => caught.subject === 'Hemi Walker joined "Series A raise"');
    expect(mail.recipients).toEqual([client.email]);
    expect(mail.text).toContain(`https://app.example.com/client/projects/${projectId}`);

    const matches = await getMatches(t.app, client.token, projectId);
    const match = matches.data.find((item) => item.expert.profileId === expert.profileId);
    expect(match).toMatchObject({
      engagement: { invitationId: open!.id, status: 'accepted', memberStatus: 'active' },
      expert: { availableHoursPerWeek: 12 },
    });
  });

  it('answers 409 on any action on a closed invitation, and changes nothing', async () => {
    const [closed] = (await api(t.app, 'GET', '/invitations?status=accepted', expert.token)).json<{
      data: Invitation[];
    }>().data;
    const before = await count('squad_members');
    for (const [action, token, body] of [
      ['accept', expert.token, { hoursPerWeek: 1, hourlyRate: 120 }],
      ['decline', expert.token, {}],
      ['withdraw', client.token, undefined],
    ] as const) {
      const response = await api(t.app, 'POST', `/invitations/${closed!.id}/${action}`, token, body);
      expect(response.statusCode, action).toBe(409);
      expect(response.json()).toMatchObject({ status: 409, message: expect.any(String) });
    }
    expect(await count('squad_members')).toBe(before);
    expect(await booked(expert.profileId)).toBe(8);
  });

  it('answers the same action again (a double-click) with 200 and the invitation, writing nothing more', async () => {
    const [closed] = (await api(t.app, 'GET', '/invitations?status=accepted', expert.token)).json<{
      data: Invitation[];
    }>().data;
    const before = { members: await count('squad_members'), mails: await count('mail_outbox') };
    const again = await api(t.app, 'POST', `/invitations/${closed!.id}/accept`, expert.token, {
      hoursPerWeek: 8,
      hourlyRate: 180,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: closed!.id, status: 'accepted', hoursPerWeek: 8, hourlyRate: 180 });
    // Other hours, or another rate, are another answer: still 409.
    for (const body of [
      { hoursPerWeek: 9, hourlyRate: 180 },
      { hoursPerWeek: 8, hourlyRate: 181 },
    ]) {
      const other = await api(t.app, 'POST', `/invitations/${closed!.id}/accept`, expert.token, body);
      expect(other.statusCode, JSON.stringify(body)).toBe(409);
    }

    const project = await createProject(t.app, client, { name: 'Repeat answers' });
    const toDecline = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    for (let i = 0; i < 2; i += 1) {
      const declined = await api(t.app, 'POST', `/invitations/${toDecline.id}/decline`, expert.token, {});
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json()).toMatchObject({ status: 'declined' });
    }
    expect((await api(t.app, 'POST', `/invitations/${toDecline.id}/withdraw`, client.token)).statusCode).toBe(409);
    const toWithdraw = await invite(t.app, client.token, project.id, { profileId: expert.profileId });
    for (let i = 0; i < 2; i += 1) {
      const withdrawn = await api(t.app, 'POST', `/invitations/${toWithdraw.id}/withdraw`, client.token);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
    }
    expect((await api(t.app, 'POST', `/invitations/${toWithdraw.id}/decline`, expert.token, {})).statusCode).toBe(409);
    expect(await count('squad_members')).toBe(before.members);
    expect(await booked(expert.profileId)).toBe(8);
    const activity = (await t.database.db.execute(
      sql`select type from activity_events where project_id = ${project.id} and type like 'invitation.%' order by id`,
    )) as { rows: Array<{ type: string }> };
    expect(activity.rows.map((row) => row.type)).toEqual([
      'invitation.sent',
      'invitation.declined',
      'invitation.sent',
      'invitation.withdrawn',
    ]);
  });

  it('refuses hours above the expert’s available hours with 409 overCapacity, writing nothing', async () => {
    const other = await createProject(t.app, client, { name: 'Second raise' });
    const invitation = await invite(t.app, client.token, other.id, { profileId: expert.profileId });
    const [members, outbox] = [await count('squad_members'), await count('mail_outbox')];
    const response = await api(t.app, 'POST', `/invitations/${invitation.id}/accept`, expert.token, {
      hoursPerWeek: 13,
      hourlyRate: 100,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, errors: { hoursPerWeek: 'overCapacity' } });
    expect([await count('squad_members'), await count('mail_outbox')]).toEqual([members, outbox]);
    const still = (await api(t.app, 'GET', `/invitations/${invitation.id}`, expert.token)).json<Invitation>();
    expect(still.status).toBe('invited');
    expect((await api(t.app, 'GET', `/projects/${other.id}`, client.token)).json()).toMatchObject({
      status: 'not_started',
      squadFormedAt: null,
    });
    // Exactly the hours left are fine.
    await accept(t.app, expert.token, invitation.id, { hoursPerWeek: 12 });
    expect(await booked(expert.profileId)).toBe(20);
  });

  it('no longer matches an expert with no hours left, and refuses to invite them (422 notAvailable)', async () => {
    const third = await createProject(t.app, client, { name: 'Third raise' });
    const matches = await getMatches(t.app, client.token, third.id);
    expect(matches.data.map((match) => match.expert.profileId)).not.toContain(expert.profileId);
    const response = await api(t.app, 'POST', `/projects/${third.id}/invitations`, client.token, {
      profileId: expert.profileId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: 422, errors: { profileId: 'notAvailable' } });
    // Still engaged on the client's other projects, so the card stays readable.
    expect((await api(t.app, 'GET', `/profiles/${expert.profileId}/card`, client.token)).statusCode).toBe(200);
  });

  it('refuses experts who are not matchable for the project (422 notAvailable)', async () => {
    const project = await createProject(t.app, client, { name: 'Fourth raise' });
    const unverified = await createContractor(t.app, { expertise: [{ id: 2 }] });
    const closedToWork = await createFitExpert(t.app, { openToWork: false });
    const unrelated = await createFitExpert(t.app, {}, { expertise: [{ id: 40 }] });
    const inactive = await createFitExpert(t.app);
    await t.database.db.update(users).set({ statusId: 2 }).where(eq(users.id, inactive.user.id));
    const ids = [unverified.user.profiles[0]!.id, closedToWork.profileId, unrelated.profileId, inactive.profileId];
    for (const profileId of [...ids, 999_999]) {
      const response = await api(t.app, 'POST', `/projects/${project.id}/invitations`, client.token, { profileId });
      expect(response.json(), String(profileId)).toEqual({ status: 422, errors: { profileId: 'notAvailable' } });
    }
  });

  it('declines with a reason the client reads by mail; the expert can be invited again', async () => {
    const project = await createProject(t.app, client, { name: 'Fifth raise' });
    const candidate = await createFitExpert(t.app, {}, { firstName: 'Ana', lastName: 'Lee' });
    const invitation = await invite(t.app, client.token, project.id, {
      profileId: candidate.profileId,
      hoursPerWeek: 5,
    });
    const response = await api(t.app, 'POST', `/invitations/${invitation.id}/decline`, candidate.token, {
      reason: 'Booked until spring',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'declined', declineReason: 'Booked until spring' });
    const mail = await catcher.waitForMail((caught) => caught.subject === 'Ana Lee declined "Fifth raise"');
    expect(mail.text).toContain('Their reason: "Booked until spring"');
    expect(mail.recipients).toEqual([client.email]);
    // A decline without a body is fine too.
    const again = await invite(t.app, client.token, project.id, { profileId: candidate.profileId });
    const bare = await api(t.app, 'POST', `/invitations/${again.id}/decline`, candidate.token);
    expect(bare.json()).toMatchObject({ status: 'declined', declineReason: null });
  });

  it('withdraws an open invitation (owner); the expert sees it withdrawn', async () => {
    const project = await createProject(t.app, client, { name: 'Sixth raise' });
    const candidate = await createFitExpert(t.app);
    const invitation = await invite(t.app, client.token, project.id, { profileId: candidate.profileId });
    const response = await api(t.app, 'POST', `/invitations/${invitation.id}/withdraw`, client.token);
    expect(response.json()).toMatchObject({ status: 'withdrawn' });
    const mail = await catcher.waitForMail(
      (caught) =>
        caught.recipients.includes(candidate.email) && caught.subject === 'Invitation withdrawn: "Sixth raise"',
    );
    expect(mail.text).toContain('Kauri Analytics withdrew its invitation to join the squad of "Sixth raise".');
    expect(mail.text).toContain(`https://app.example.com/member/contractor/opportunities/${invitation.id}`);
    const page = (await api(t.app, 'GET', '/invitations?status=withdrawn', candidate.token)).json<{
      data: Invitation[];
    }>();
    expect(page.data.map((item) => item.id)).toEqual([invitation.id]);
    expect((await api(t.app, 'GET', '/invitations?status=invited', candidate.token)).json()).toEqual({
      data: [],
      hasNextPage: false,
    });
  });

  it(`allows ${OPEN_INVITATIONS_MAX} open invitations per project; the next is 422 tooManyOpenInvitations`, async () => {
    const project = await createProject(t.app, client, { name: 'Big search' });
    const experts = await Promise.all(
      Array.from({ length: OPEN_INVITATIONS_MAX + 1 }, () => createFitExpert(t.app, { capacityHoursPerWeek: 10 })),
    );
    for (const candidate of experts.slice(0, OPEN_INVITATIONS_MAX)) {
      await invite(t.app, client.token, project.id, { profileId: candidate.profileId });
    }
    const last = experts.at(-1)!;
    const response = await api(t.app, 'POST', `/projects/${project.id}/invitations`, client.token, {
      profileId: last.profileId,
    });
    expect(response.json()).toEqual({ status: 422, errors: { profileId: 'tooManyOpenInvitations' } });
    // Pages of the project's invitations, newest first.
    const first = (await api(t.app, 'GET', `/projects/${project.id}/invitations?limit=15`, client.token)).json<{
      data: Invitation[];
      hasNextPage: boolean;
    }>();
    const second = (await api(t.app, 'GET', `/projects/${project.id}/invitations?limit=15&page=2`, client.token)).json<{
      data: Invitation[];
      hasNextPage: boolean;
    }>();
    expect([first.data.length, first.hasNextPage, second.data.length, second.hasNextPage]).toEqual([
      15,
      true,
      5,
      false,
    ]);
    const ids = [...first.data, ...second.data].map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Closing one makes room for the next.
    await api(t.app, 'POST', `/invitations/${ids[0]}/withdraw`, client.token);
    await invite(t.app, client.token, project.id, { profileId: last.profileId });
  });

  it('exports every invitation received or sent, each as that side sees it', async () => {
    const exported = async (account: Account) =>
      (await api(t.app, 'GET', '/auth/me/export', account.token)).json<{ invitations: Invitation[] }>().invitations;
    const received = await exported(expert);
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(received.every((invitation) => invitation.expert.profileId === expert.profileId)).toBe(true);
    const sent = await exported(client);
    expect(sent.map((invitation) => invitation.id)).toEqual(expect.arrayContaining(received.map((item) => item.id)));
    expect(sent.every((invitation) => invitation.project.client.lastName === 'Parata')).toBe(true);
  });

  it('answers bad input with 422 naming the field', async () => {
    const cases: Array<[string, object, string]> = [
      [`/projects/${projectId}/invitations`, { profileId: 'x' }, 'profileId'],
      [`/projects/${projectId}/invitations`, { profileId: 1, hoursPerWeek: 61 }, 'hoursPerWeek'],
      [`/projects/${projectId}/invitations`, { profileId: 1, message: 'x'.repeat(2001) }, 'message'],
      ['/invitations/1/accept', {}, 'hoursPerWeek'],
      ['/invitations/1/accept', { hoursPerWeek: 0 }, 'hoursPerWeek'],
      ['/invitations/1/decline', { reason: 'x'.repeat(1001) }, 'reason'],
    ];
    for (const [url, body, field] of cases) {
      const response = await api(t.app, 'POST', url, client.token, body);
      expect(response.statusCode, url).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), url).toContain(field);
    }
    expect((await api(t.app, 'GET', '/invitations?status=nope', expert.token)).statusCode).toBe(422);
  });
});

describe('one score whichever side looks', () => {
  it('shows an open invitation’s live match to both sides, the score of the client’s list; an answered one its snapshot', async () => {
    const owner = await createClient(t.app);
    const project = (await createProject(t.app, owner, { name: 'Raise and sell', hoursPerWeek: 10 })).id;
    const expert = await createFitExpert(t.app, { capacityHoursPerWeek: 20, hourlyRateMin: 100 });
    const created = await invite(t.app, owner.token, project, { profileId: expert.profileId });
    const snapshot = created.match!.score;

    // The expert's rate goes up: the budget fits less, so the live score falls below the snapshot.
    const patched = await api(t.app, 'PATCH', `/profiles/${expert.profileId}`, expert.token, {
      hourlyRateMin: 2000,
      hourlyRateMax: 2000,
    });
    expect(patched.statusCode).toBe(200);
    const listed = (await getMatches(t.app, owner.token, project)).data.find(
      (item) => item.expert.profileId === expert.profileId,
    )!;
    expect(listed.score).toBeLessThan(snapshot);

    const asExpert = (await api(t.app, 'GET', `/invitations/${created.id}`, expert.token)).json<Invitation>();
    const asClient = (await api(t.app, 'GET', `/invitations/${created.id}`, owner.token)).json<Invitation>();
    const ofProject = (await api(t.app, 'GET', `/projects/${project}/invitations`, owner.token)).json<{
      data: Invitation[];
    }>();
    const ofExpert = (await api(t.app, 'GET', '/invitations?status=invited', expert.token)).json<{
      data: Invitation[];
    }>();
    for (const seen of [asExpert, asClient, ofProject.data[0]!, ofExpert.data[0]!]) {
      expect(seen.match?.score).toBe(listed.score);
      expect(seen.match?.factors).toEqual(listed.factors);
    }

    // Declined, the invitation keeps the score it was sent on, for both sides.
    expect((await api(t.app, 'POST', `/invitations/${created.id}/decline`, expert.token, {})).statusCode).toBe(200);
    for (const token of [expert.token, owner.token]) {
      const read = (await api(t.app, 'GET', `/invitations/${created.id}`, token)).json<Invitation>();
      expect(read.match?.score).toBe(snapshot);
    }
  });

  it('gives every open invitation of a list its own live match, across projects and experts', async () => {
    const owner = await createClient(t.app);
    const projects = [
      (await createProject(t.app, owner, { name: 'Raise and sell', hoursPerWeek: 10 })).id,
      (await createProject(t.app, owner, { name: 'Raise again', hoursPerWeek: 30, budget: 50_000 })).id,
    ];
    const experts = [
      await createFitExpert(t.app, { capacityHoursPerWeek: 20, hourlyRateMin: 100 }),
      await createFitExpert(t.app, { capacityHoursPerWeek: 40, hourlyRateMin: 300 }),
      await createFitExpert(t.app, { capacityHoursPerWeek: 40 }),
    ];
    const invited = new Map<string, Invitation>();
    for (const project of projects)
      for (const expert of experts)
        invited.set(
          `${project}:${expert.profileId}`,
          await invite(t.app, owner.token, project, { profileId: expert.profileId }),
        );
    // The first expert's rate rises (live scores move off the snapshots); the last one stops being
    // matchable, so their invitations keep the snapshot.
    const patched = await api(t.app, 'PATCH', `/profiles/${experts[0]!.profileId}`, experts[0]!.token, {
      hourlyRateMin: 2000,
      hourlyRateMax: 2000,
    });
    expect(patched.statusCode).toBe(200);
    const closed = await api(t.app, 'PATCH', `/profiles/${experts[2]!.profileId}`, experts[2]!.token, {
      openToWork: false,
    });
    expect(closed.statusCode).toBe(200);

    const expected = new Map<string, number>();
    for (const project of projects) {
      const listed = (await getMatches(t.app, owner.token, project)).data;
      for (const expert of experts) {
        const match = listed.find((item) => item.expert.profileId === expert.profileId);
        const snapshot = invited.get(`${project}:${expert.profileId}`)!.match!.score;
        expected.set(`${project}:${expert.profileId}`, match?.score ?? snapshot);
      }
    }
    expect(expected.get(`${projects[0]}:${experts[0]!.profileId}`)).toBeLessThan(
      invited.get(`${projects[0]}:${experts[0]!.profileId}`)!.match!.score,
    );
    const seen: Invitation[] = [];
    for (const project of projects)
      seen.push(
        ...(await api(t.app, 'GET', `/projects/${project}/invitations`, owner.token)).json<{ data: Invitation[] }>()
          .data,
      );
    for (const expert of experts)
      seen.push(
        ...(await api(t.app, 'GET', '/invitations?status=invited', expert.token)).json<{ data: Invitation[] }>().data,
      );
    expect(seen).toHaveLength(2 * projects.length * experts.length);
    for (const invitation of seen)
      expect(invitation.match?.score).toBe(expected.get(`${invitation.project.id}:${invitation.expert.profileId}`));
  });
});
