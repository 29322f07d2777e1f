import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AccountExportSchema,
  DEFAULT_MAIL_PREFERENCES,
  type AccountExport,
  type ActivityPage,
  type FileUploadResult,
  type Invitation,
  type LoginResult,
  type MessagePage,
  type SquadPage,
} from '@fractional/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  bearer,
  buildClient,
  createClient,
  createContractor,
  createProject,
  createUserWithoutProfile,
  type Account,
} from '../../../test/factories.js';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildListeningTestApp } from '../../../test/listening-app.js';
import { accept, bookedHours, createFitExpert, invite } from '../../../test/marketplace-fixtures.js';
import { getMatches, idsOf } from '../../../test/matching-fixtures.js';
import { endMember, listConversations, openDirect, openSquad, sendMessage } from '../../../test/messaging-fixtures.js';
import { Subjects, nextMail } from '../../../test/mail-links.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import {
  files,
  liveEvents,
  profileSkills,
  profiles,
  projects,
  sessions,
  storageDeletions,
  users,
} from '../../db/schema/index.js';
import { enqueueStorageDeletions } from '../../storage/deletions.repository.js';

let catcher: SmtpCatcher;
let t: Awaited<ReturnType<typeof buildListeningTestApp>>;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildListeningTestApp({ mail: { smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 50 } });
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const login = (email: string, password: string) => call('POST', '/auth/email/login', undefined, { email, password });
const changePassword = (token: string, body: object) => call('POST', '/auth/password', token, body);
const closeAccount = (token: string, body: object) => call('DELETE', '/auth/me', token, body);

async function signInAgain(account: Account): Promise<LoginResult> {
  const response = await login(account.email, account.password);
  expect(response.statusCode).toBe(200);
  return response.json<LoginResult>();
}

/** Every token of these sessions is refused: access on a protected route, refresh on /auth/refresh. */
async function expectEnded(...sessionsToCheck: Array<{ token: string; refreshToken: string }>): Promise<void> {
  for (const session of sessionsToCheck) {
    expect((await call('GET', '/auth/me', session.token)).statusCode).toBe(401);
    expect((await call('GET', '/auth/sessions', session.token)).statusCode).toBe(401);
    expect((await call('POST', '/auth/refresh', session.refreshToken)).statusCode).toBe(401);
  }
}

async function uploadCv(account: Account): Promise<FileUploadResult['file']> {
  const bytes = Buffer.from('%PDF-1.4 a CV');
  const start = await call('POST', '/files/upload', account.token, {
    fileName: 'cv.pdf',
    fileSize: bytes.length,
    type: 'cv',
  });
  expect(start.statusCode, start.body).toBe(201);
  const { file, uploadSignedUrl } = start.json<FileUploadResult>();
  const put = await fetch(uploadSignedUrl, { method: 'PUT', body: bytes, headers: { 'content-type': file.mimeType } });
  expect(put.status).toBe(204);
  return file;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('POST /auth/password', () => {
  it('changes the password, ends every other session at once and keeps the calling one', async () => {
    const account = await createContractor(t.app);
    const other = await signInAgain(account);
    const since = [...catcher.messages];
    expect(
      (await changePassword(account.token, { oldPassword: PASSWORD, password: 'a-brand-new-one-1' })).statusCode,
    ).toBe(204);
    await expectEnded(other);
    expect((await call('GET', '/auth/me', account.token)).statusCode).toBe(200);
    expect((await call('POST', '/auth/refresh', account.refreshToken)).statusCode).toBe(200);
    expect((await login(account.email, PASSWORD)).json()).toEqual({
      status: 422,
      errors: { password: 'incorrectPassword' },
    });
    expect((await login(account.email, 'a-brand-new-one-1')).statusCode).toBe(200);
    await nextMail(catcher, account.email, Subjects.passwordChanged, since);
  });

  it('refuses a wrong old password, the same password again, a short new one, a Google-only account and no token, changing nothing', async () => {
    const account = await createContractor(t.app);
    const other = await signInAgain(account);
    expect(
      (await changePassword(account.token, { oldPassword: 'wrong-one-99', password: 'a-brand-new-one-1' })).json(),
    ).toEqual({
      status: 422,
      errors: { oldPassword: 'incorrectPassword' },
    });
    expect((await changePassword(account.token, { oldPassword: PASSWORD, password: PASSWORD })).json()).toEqual({
      status: 422,
      errors: { password: 'samePassword' },
    });
    const short = await changePassword(account.token, { oldPassword: PASSWORD, password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json<{ errors: object }>().errors)).toEqual(['password']);
    expect((await call('GET', '/auth/me', other.token)).statusCode).toBe(200);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);

    const google = await createUserWithoutProfile(t.app);
    expect(
      (await changePassword(google.token, { oldPassword: 'anything-1', password: 'a-brand-new-one-1' })).json(),
    ).toEqual({
      status: 422,
      errors: { oldPassword: 'noPassword' },
    });
    expect(
      (await call('POST', '/auth/password', undefined, { oldPassword: PASSWORD, password: 'a-brand-new-one-1' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('DELETE /auth/me', () => {
  it('closes the account at once: sessions end, personal data and CVs go, the e-mail is free, projects stay', async () => {
    const account = await createClient(t.app, {
      middleName: 'Hine',
      mobileNumber: '+64211234567',
      timezone: '+12:00 Pacific/Auckland',
      description: 'Finance lead',
      website: 'https://example.com/me',
      skills: [{ id: 1 }, { id: 2 }],
    });
    const other = await signInAgain(account);
    const project = await createProject(t.app, account);
    const cv = await uploadCv(account);
    expect(await t.app.deps.storage.size(cv.path)).not.toBeNull();

    expect((await closeAccount(account.token, { password: PASSWORD })).statusCode).toBe(204);
    await expectEnded(account, other);
    expect((await login(account.email, PASSWORD)).json()).toEqual({ status: 422, errors: { email: 'notFound' } });

    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(user).toMatchObject({
      email: `deleted+${account.user.id}@invalid`,
      passwordHash: null,
      firstName: 'Former',
      middleName: null,
      lastName: 'member',
      mobileNumber: null,
      timezone: null,
      statusId: 2,
    });
    expect(user?.deletedAt).toBeInstanceOf(Date);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, account.user.id));
    expect(profile).toMatchObject({ description: null, website: null });
    expect(await t.database.db.select().from(profileSkills).where(eq(profileSkills.profileId, profile!.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(files).where(eq(files.profileId, profile!.id))).toEqual([]);
    const [kept] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(kept?.name).toBe(project.name);
    const live = await t.database.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);

    // The stored CV is removed after commit, by the background pass.
    await until(async () => (await t.app.deps.storage.size(cv.path)) === null);
    // The address is free for a new sign-up.
    const again = await call('POST', '/auth/email/register', undefined, buildClient({ email: account.email }));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a wrong or missing password and, for Google accounts, anything but confirm DELETE', async () => {
    const account = await createContractor(t.app);
    expect((await closeAccount(account.token, { password: 'wrong-one-99' })).json()).toEqual({
      status: 422,
      errors: { password: 'incorrectPassword' },
    });
    expect((await closeAccount(account.token, {})).json()).toMatchObject({
      status: 422,
      errors: { password: expect.any(String) },
    });
    expect((await closeAccount(account.token, { confirm: 'DELETE' })).statusCode).toBe(422);
    // No body at all: the field that is missing is named, not the body as a whole.
    expect((await call('DELETE', '/auth/me', account.token)).json()).toEqual({
      status: 422,
      errors: { password: 'password should not be empty' },
    });
    expect((await call('GET', '/auth/me', account.token)).statusCode).toBe(200);

    const google = await createUserWithoutProfile(t.app);
    expect((await closeAccount(google.token, { password: 'whatever-1' })).json()).toMatchObject({
      status: 422,
      errors: { confirm: expect.any(String) },
    });
    expect((await closeAccount(google.token, { confirm: 'delete' })).statusCode).toBe(422);
    expect((await call('DELETE', '/auth/me', google.token)).json()).toEqual({
      status: 422,
      errors: { confirm: 'confirm must be DELETE' },
    });
    expect((await closeAccount(google.token, { confirm: 'DELETE' })).statusCode).toBe(204);
    expect((await call('GET', '/auth/me', google.token)).statusCode).toBe(401);
    expect((await call('DELETE', '/auth/me', undefined, { password: PASSWORD })).statusCode).toBe(401);
  });

  it('retries a stored file the storage fails to remove until it can', async () => {
    // A directory where a file is expected: the local driver's remove fails on it.
    const stuck = `cv/0/stuck-${Date.now()}.pdf`;
    const onDisk = path.join(t.config.dataDir, 'files', stuck);
    mkdirSync(onDisk, { recursive: true });
    writeFileSync(path.join(onDisk, 'inside'), 'x');
    await enqueueStorageDeletions(t.database.db, [stuck]);
    t.app.deps.background.kick();
    const queued = () => t.database.db.select().from(storageDeletions).where(eq(storageDeletions.path, stuck));
    await until(async () => ((await queued())[0]?.attempts ?? 0) >= 1);
    expect((await queued())[0]?.lastError).toBeTruthy();
    rmSync(onDisk, { recursive: true });
    await until(async () => (await queued()).length === 0);
  });
});

describe('DELETE /auth/me ends the engagements', () => {
  const invitationOf = async (token: string, id: number) => {
    const response = await call('GET', `/invitations/${id}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Invitation>();
  };
  const squadOf = async (token: string, projectId: number) => {
    const response = await call('GET', `/projects/${projectId}/squad`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SquadPage>().data;
  };
  const activityOf = async (token: string) =>
    (await call('GET', '/activity?limit=5', token)).json<ActivityPage>().data.map(({ type, text }) => ({ type, text }));
  /** The `invitation` stream events the user was sent for this invitation, oldest first. */
  const invitationEvents = async (userId: number, invitationId: number) => {
    const rows = await t.database.db
      .select()
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), eq(liveEvents.name, 'invitation')))
      .orderBy(asc(liveEvents.id));
    return rows.map((row) => JSON.parse(row.data) as Invitation).filter((item) => item.id === invitationId);
  };

  it('an expert who closes: open invitations declined, seats ended and hours freed, the client told', async () => {
    const client = await createClient(t.app);
    const expert = await createFitExpert(t.app, {}, { firstName: 'Ana', lastName: 'Closer' });
    const staffed = await createProject(t.app, client, { name: 'Staffed' });
    const seat = await accept(
      t.app,
      expert.token,
      (await invite(t.app, client.token, staffed.id, { profileId: expert.profileId })).id,
      {
        hoursPerWeek: 8,
      },
    );
    const pending = await createProject(t.app, client, { name: 'Pending' });
    const open = await invite(t.app, client.token, pending.id, { profileId: expert.profileId });
    expect(await bookedHours(t.app, expert.profileId)).toBe(8);

    expect((await closeAccount(expert.token, { password: PASSWORD })).statusCode).toBe(204);

    expect(await invitationOf(client.token, open.id)).toMatchObject({
      status: 'declined',
      declineReason: 'Account closed',
      respondedAt: expect.any(String),
      expert: { firstName: 'Former', lastName: 'member' },
    });
    const [member] = await squadOf(client.token, staffed.id);
    expect(member).toMatchObject({ id: seat.membership!.id, status: 'ended', endedAt: expect.any(String) });
    expect(await bookedHours(t.app, expert.profileId)).toBe(0);
    expect(await activityOf(client.token)).toEqual(
      expect.arrayContaining([
        { type: 'invitation.declined', text: 'Former member declined the invitation to Pending' },
        { type: 'member.ended', text: 'Former member left the squad of Staffed' },
      ]),
    );
    // Live: the client's stream got both invitations as they now read, without the erased name.
    expect((await invitationEvents(client.user.id, open.id)).at(-1)).toMatchObject({
      status: 'declined',
      expert: { firstName: 'Former' },
    });
    expect((await invitationEvents(client.user.id, seat.id)).at(-1)?.membership?.status).toBe('ended');
    // Not matchable any more, so it cannot be invited again.
    expect(idsOf(await getMatches(t.app, client.token, pending.id))).not.toContain(expert.profileId);
    expect(
      (await call('POST', `/projects/${pending.id}/invitations`, client.token, { profileId: expert.profileId }))
        .statusCode,
    ).toBe(422);
  });

  it('a client who closes: invitations on their projects withdrawn, squads ended, experts’ hours back', async () => {
    const client = await createClient(t.app);
    const [member, invited] = await Promise.all([
      createFitExpert(t.app, {}, { firstName: 'Mia', lastName: 'Member' }),
      createFitExpert(t.app, {}, { firstName: 'Ivo', lastName: 'Invited' }),
    ]);
    const project = await createProject(t.app, client, { name: 'Orphaned' });
    const seat = await accept(
      t.app,
      member.token,
      (await invite(t.app, client.token, project.id, { profileId: member.profileId })).id,
      {
        hoursPerWeek: 6,
      },
    );
    const open = await invite(t.app, client.token, project.id, { profileId: invited.profileId });

    expect((await closeAccount(client.token, { password: PASSWORD })).statusCode).toBe(204);

    expect(await invitationOf(invited.token, open.id)).toMatchObject({ status: 'withdrawn' });
    expect((await invitationEvents(invited.user.id, open.id)).at(-1)?.status).toBe('withdrawn');
    const [ended] = await squadOf(member.token, project.id);
    expect(ended).toMatchObject({ id: seat.membership!.id, status: 'ended' });
    expect(await bookedHours(t.app, member.profileId)).toBe(0);
    // Matched again elsewhere with all 20 hours.
    const elsewhere = await createClient(t.app);
    const next = await getMatches(t.app, elsewhere.token, (await createProject(t.app, elsewhere)).id);
    const card = next.data.find((match) => match.expert.profileId === member.profileId)?.expert;
    expect(card?.availableHoursPerWeek).toBe(20);
    expect(await activityOf(member.token)).toContainEqual({
      type: 'member.ended',
      text: "Former member ended Mia Member's membership of the squad of Orphaned",
    });
    expect(await activityOf(invited.token)).toContainEqual({
      type: 'invitation.withdrawn',
      text: 'Former member withdrew the invitation of Ivo Invited to Orphaned',
    });
    // The project stays but can no longer be acted on: nothing to accept, nobody to invite for; the
    // member's seat has already ended, so ending it again answers it as it stands (docs/api.md).
    expect(
      (await call('POST', `/invitations/${open.id}/accept`, invited.token, { hoursPerWeek: 5, hourlyRate: 100 }))
        .statusCode,
    ).toBe(409);
    const end = await call('POST', `/projects/${project.id}/squad/${seat.membership!.id}/end`, member.token);
    expect([end.statusCode, end.json<{ status: string }>().status]).toEqual([200, 'ended']);
    const admin = await createAdmin(t.app);
    const onBehalf = await call('POST', `/projects/${project.id}/invitations`, admin.token, {
      profileId: invited.profileId,
    });
    expect(onBehalf.statusCode, onBehalf.body).toBe(409);
    const [kept] = await t.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(kept?.name).toBe('Orphaned');
  });

  it('is one transaction: a failure while ending engagements leaves the account and its engagements as they were', async () => {
    const client = await createClient(t.app);
    const expert = await createFitExpert(t.app);
    const project = await createProject(t.app, client);
    const seat = await accept(
      t.app,
      expert.token,
      (await invite(t.app, client.token, project.id, { profileId: expert.profileId })).id,
      { hoursPerWeek: 4 },
    );
    const open = await invite(t.app, client.token, (await createProject(t.app, client)).id, {
      profileId: expert.profileId,
    });
    // A trigger fails the closure after the erasure and the declines, when it ends this seat.
    const { db } = t.database;
    const failing = `fail_end_${seat.membership!.id}`;
    await db.execute(
      sql.raw(`create function ${failing}() returns trigger language plpgsql as $$
        begin raise exception 'storage on fire'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger ${failing} before update on squad_members for each row
        when (old.id = ${seat.membership!.id}) execute function ${failing}()`),
    );
    try {
      expect((await closeAccount(expert.token, { password: PASSWORD })).statusCode).toBe(500);
    } finally {
      await db.execute(sql.raw(`drop trigger ${failing} on squad_members`));
      await db.execute(sql.raw(`drop function ${failing}()`));
    }
    expect((await call('GET', '/auth/me', expert.token)).statusCode).toBe(200);
    expect((await squadOf(client.token, project.id))[0]).toMatchObject({ status: 'active' });
    expect(await bookedHours(t.app, expert.profileId)).toBe(4);
    expect(await invitationOf(client.token, open.id)).toMatchObject({
      status: 'invited',
      expert: { firstName: 'Hemi', lastName: 'Walker' },
    });
  });
});

describe('GET /auth/me/export', () => {
  it('downloads everything stored about the caller, without a hash or a token', async () => {
    const account = await createClient(t.app);
    const project = await createProject(t.app, account);
    const cv = await uploadCv(account);
    const billing = await call('PUT', '/billing-details', account.token, {
      legalName: 'Kauri Analytics Ltd',
      addressLines: ['1 Queen Street', 'Auckland 1010'],
      country: 'NZ',
    });
    expect(billing.statusCode, billing.body).toBe(200);
    const response = await call('GET', '/auth/me/export', account.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="fractional-export-\d+\.json"/);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const document = response.json<AccountExport>();
    expect(Object.keys(document)).toEqual([
      'exportedAt',
      'user',
      'profile',
      'businessDetail',
      'billingDetails',
      'projects',
      'files',
      'sessions',
      'invitations',
      'squadMemberships',
      'conversations',
      'messages',
      'activity',
      'reviewsWritten',
      'reviewsReceived',
      'mailPreferences',
      'passkeys',
      'signInDevices',
    ]);
    expect(AccountExportSchema.parse(document)).toEqual(document);
    expect(document.user).toMatchObject({ id: account.user.id, email: account.email });
    expect(document.profile?.id).toBe(account.user.profiles[0]?.id);
    expect(document.businessDetail?.orgName).toBe('Kauri Analytics');
    expect(document.billingDetails).toEqual(billing.json());
    expect(document.projects.map((item) => item.id)).toEqual([project.id]);
    expect(document.files.map((item) => item.path)).toEqual([cv.path]);
    expect(document.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(document).toMatchObject({
      invitations: [],
      squadMemberships: [],
      conversations: [],
      messages: [],
      reviewsWritten: [],
      reviewsReceived: [],
      mailPreferences: DEFAULT_MAIL_PREFERENCES,
      passkeys: [],
    });
    // The device the account was created from, remembered for the new-sign-in alert.
    expect(document.signInDevices).toEqual([
      {
        userAgent: expect.toBeOneOf([expect.any(String), null]),
        ip: expect.any(String),
        firstSeenAt: expect.any(String),
        lastSeenAt: expect.any(String),
      },
    ]);
    expect(document.activity.map((item) => item.type)).toEqual(['project.created']);
    for (const secret of [
      account.token,
      account.refreshToken,
      'passwordHash',
      'password_hash',
      'refreshNonce',
      '$argon2',
    ]) {
      expect(response.body).not.toContain(secret);
    }
    expect((await call('GET', '/auth/me/export')).statusCode).toBe(401);
  });

  it('holds what the API shows the user: conversations, every message they wrote, activity, invitations, squad seats', async () => {
    const client = await createClient(t.app);
    const [expert, other] = await Promise.all([
      createFitExpert(t.app, {}, { firstName: 'Ana', lastName: 'Export' }),
      createFitExpert(t.app, {}, { firstName: 'Tui', lastName: 'Other' }),
    ]);
    const direct = await openDirect(t.app, client, expert);
    const squad = await openSquad(t.app, client, [expert, other]);
    await sendMessage(t.app, expert, direct.conversationId, 'Happy to talk about the brief.');
    await sendMessage(t.app, client, direct.conversationId, 'Great, Thursday?');
    await sendMessage(t.app, other, squad.conversationId, 'Hello squad');
    await sendMessage(t.app, expert, squad.conversationId, 'Kia ora, first draft attached tomorrow.');
    await endMember(t.app, client, squad.projectId, squad.memberIds[0]!);

    const response = await call('GET', '/auth/me/export', expert.token);
    expect(response.statusCode).toBe(200);
    const document = AccountExportSchema.parse(response.json());

    const conversations = await listConversations(t.app, expert, '?limit=50');
    expect(document.conversations).toEqual(conversations.data);
    // The squad, then the direct conversations of both invitations.
    expect(document.conversations.map((item) => item.participants.map((person) => person.lastName))).toEqual([
      ['Parata', 'Export', 'Other'],
      ['Parata', 'Export'],
      ['Parata', 'Export'],
    ]);
    const shown = await Promise.all(
      conversations.data.map(async ({ id }) => {
        const page = await call('GET', `/conversations/${id}/messages?limit=50`, expert.token);
        return page.json<MessagePage>().data;
      }),
    );
    const written = shown
      .flat()
      .filter((message) => message.sender.userId === expert.user.id)
      .sort((a, b) => a.id - b.id);
    expect(document.messages).toEqual(written);
    expect(document.messages.map((message) => message.body)).toEqual([
      'Happy to talk about the brief.',
      'Kia ora, first draft attached tomorrow.',
    ]);

    const activity = await call('GET', '/activity?limit=50', expert.token);
    expect(document.activity).toEqual(activity.json<ActivityPage>().data);
    expect(document.activity.length).toBeGreaterThan(3);

    const invitations = await call('GET', '/invitations?limit=50', expert.token);
    expect(document.invitations.map((item) => item.id).sort()).toEqual(
      invitations
        .json<{ data: Invitation[] }>()
        .data.map((item) => item.id)
        .sort(),
    );

    const seats = await call('GET', `/projects/${squad.projectId}/squad?limit=50`, client.token);
    const seat = seats.json<SquadPage>().data.find((member) => member.id === squad.memberIds[0]);
    expect(document.squadMemberships).toEqual([
      {
        id: seat?.id,
        project: { id: squad.projectId, name: 'Market entry' },
        invitationId: seat?.invitationId,
        hoursPerWeek: seat?.hoursPerWeek,
        hourlyRate: seat?.hourlyRate,
        status: 'ended',
        joinedAt: seat?.joinedAt,
        endedAt: seat?.endedAt,
      },
    ]);

    const clientDocument = (await call('GET', '/auth/me/export', client.token)).json<AccountExport>();
    expect(clientDocument.messages.map((message) => message.body)).toEqual(['Great, Thursday?']);
    expect(clientDocument.invitations).toHaveLength(3);
    for (const secret of [
      expert.token,
      expert.refreshToken,
      client.token,
      'passwordHash',
      'password_hash',
      '$argon2',
    ]) {
      expect(response.body).not.toContain(secret);
    }
  });
});
