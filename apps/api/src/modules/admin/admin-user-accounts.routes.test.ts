import { AdminUserSchema, type AdminUser, type AuditPage, type User } from '@fractional/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, createAdmin, expectNoSecrets } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { PASSWORD, createClient, createContractor, uniqueEmail, type Account } from '../../../test/factories.js';
import { Subjects, hashIn, nextMail } from '../../../test/mail-links.js';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher.js';
import { count } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema/index.js';

let catcher: SmtpCatcher;
let t: TestApp;
let admin: Account;
beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = await buildTestApp({ mail: { smtpUrl: catcher.url, pollMs: 50, retryBaseMs: 50 } });
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await catcher.stop();
});

const as = (account: Account | undefined) => callAs(t.app, account?.token);
const count_ = async (table: typeof auditLog | typeof users) =>
  (await t.app.deps.database.db.select({ n: count() }).from(table))[0]!.n;
const latestAudit = async () => (await as(admin)('GET', '/admin/audit?limit=1')).json<AuditPage>().data[0];
const businessDetail = {
  orgName: 'Tui Ventures',
  industry: 'retail',
  segment: 'small-business',
  headQuarters: 'NZ',
  teamSize: '1-10',
};

describe('POST /admin/users', () => {
  it('creates a contractor without a password; the mailed set-password link signs them in, verified', async () => {
    const email = uniqueEmail('made-by-admin');
    const since = [...catcher.messages];
    const response = await as(admin)('POST', '/admin/users', {
      email: email.toUpperCase(),
      firstName: 'Hemi',
      lastName: 'Walker',
      role: 'contractor',
    });
    expect(response.statusCode, response.body).toBe(201);
    expectNoSecrets(response.body);
    const created = AdminUserSchema.parse(response.json<AdminUser>());
    expect(created).toMatchObject({
      email,
      firstName: 'Hemi',
      lastName: 'Walker',
      role: { name: 'contractor' },
      status: { name: 'active' },
      emailVerifiedAt: null,
      deletedAt: null,
      awaitingPassword: true,
      pendingEmail: null,
    });
    expect(await latestAudit()).toMatchObject({
      actor: { id: admin.user.id },
      action: 'user.created',
      target: { type: 'user', id: created.id, label: email },
      after: { email, role: 'contractor', status: 'active' },
    });

    // No password yet: nobody can sign in with a guess.
    expect((await as(undefined)('POST', '/auth/email/login', { email, password: PASSWORD })).statusCode).toBe(422);
    const mail = await nextMail(catcher, email, Subjects.accountCreated, since);
    expect(mail.text).toContain('Hi Hemi,');
    expect(mail.text).not.toMatch(/password:\s*\S/i);
    const hash = hashIn(mail, 'confirm-reset-password');
    const reset = await as(undefined)('POST', '/auth/reset/password', { hash, password: 'chosen-by-hemi-1' });
    expect(reset.statusCode, reset.body).toBe(204);
    const login = await as(undefined)('POST', '/auth/email/login', { email, password: 'chosen-by-hemi-1' });
    expect(login.statusCode, login.body).toBe(200);
    const me = (await callAs(t.app, login.json<{ token: string }>().token)('GET', '/auth/me')).json<User>();
    expect(me).toMatchObject({ id: created.id, role: { name: 'contractor' } });
    expect(me.emailVerifiedAt).not.toBeNull();
    // The owner chose a password: the console no longer says "Invited".
    const listed = (await as(admin)('GET', `/admin/users?search=${encodeURIComponent(email)}`)).json<{
      data: AdminUser[];
    }>();
    expect(listed.data).toMatchObject([{ id: created.id, awaitingPassword: false }]);
  });

  it('creates a client with their organisation', async () => {
    const email = uniqueEmail('client-by-admin');
    const since = [...catcher.messages];
    const response = await as(admin)('POST', '/admin/users', {
      email,
      firstName: 'Ana',
      lastName: 'Lee',
      role: 'client',
      businessDetail,
    });
    expect(response.statusCode, response.body).toBe(201);
    const hash = hashIn(await nextMail(catcher, email, Subjects.accountCreated, since), 'confirm-reset-password');
    expect((await as(undefined)('POST', '/auth/reset/password', { hash, password: 'ana-chose-1' })).statusCode).toBe(
      204,
    );
    const login = await as(undefined)('POST', '/auth/email/login', { email, password: 'ana-chose-1' });
    const me = (await callAs(t.app, login.json<{ token: string }>().token)('GET', '/auth/me')).json<User>();
    expect(me).toMatchObject({ role: { name: 'client' }, businessDetail: { orgName: 'Tui Ventures' } });
  });

  it('refuses a taken e-mail and bad bodies with 422, writing nothing', async () => {
    const existing = await createContractor(t.app);
    const [audits, rows] = [await count_(auditLog), await count_(users)];
    const base = { email: uniqueEmail('bad'), firstName: 'A', lastName: 'B', role: 'client' };
    const cases: Array<[object, Record<string, string> | string]> = [
      [{ ...base, email: existing.email.toUpperCase() }, { email: 'emailAlreadyExists' }],
      [{ ...base, role: 'admin' }, 'role'],
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, firstName: '  ' }, 'firstName'],
      [{ ...base, role: 'contractor', businessDetail }, 'businessDetail'],
      [{ ...base, password: 'x' }, 'general'],
      [{ ...base, isAdmin: true }, { isAdmin: 'isAdmin is not allowed' }],
    ];
    for (const [body, expected] of cases) {
      const response = await as(admin)('POST', '/admin/users', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const errors = response.json<{ errors: Record<string, string> }>().errors;
      if (typeof expected === 'string') expect(Object.keys(errors), JSON.stringify(body)).toEqual([expected]);
      else expect(errors).toEqual(expected);
    }
    expect([await count_(auditLog), await count_(users)]).toEqual([audits, rows]);
  });
});

describe('PATCH /admin/users/{id} {email}', () => {
  it('mails a confirm link to the new address; the address changes only when its owner opens it', async () => {
    const target = await createClient(t.app);
    const next = uniqueEmail('moved');
    const since = [...catcher.messages];
    const response = await as(admin)('PATCH', `/admin/users/${target.user.id}`, { email: next });
    expect(response.statusCode, response.body).toBe(200);
    // Pending: the answer still shows the old address, and the old one still signs in.
    expect(response.json<AdminUser>()).toMatchObject({
      email: target.email,
      pendingEmail: next,
      awaitingPassword: false,
    });
    const search = `/admin/users?search=${encodeURIComponent(target.email)}`;
    expect((await as(admin)('GET', search)).json<{ data: AdminUser[] }>().data).toMatchObject([{ pendingEmail: next }]);
    expect(await latestAudit()).toMatchObject({
      action: 'user.emailChangeRequested',
      target: { type: 'user', id: target.user.id },
      before: { email: target.email },
      after: { pendingEmail: next },
    });
    expect((await as(target)('GET', '/auth/me')).json<User>().email).toBe(target.email);

    const mail = await nextMail(catcher, next, Subjects.confirmChange, since);
    expect(mail.text).toContain('A Fractional admin asked');
    const hash = hashIn(mail, 'confirm-email-change');
    expect((await as(undefined)('POST', '/auth/email/change/confirm', { hash })).statusCode).toBe(204);
    expect((await as(target)('GET', '/auth/me')).json<User>().email).toBe(next);
    const moved = `/admin/users?search=${encodeURIComponent(next)}`;
    expect((await as(admin)('GET', moved)).json<{ data: AdminUser[] }>().data).toMatchObject([{ pendingEmail: null }]);
    const login = await as(undefined)('POST', '/auth/email/login', { email: next, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a taken, unchanged or closed account’s address, and both fields at once; nothing audited', async () => {
    const target = await createContractor(t.app);
    const other = await createContractor(t.app);
    const closed = await createContractor(t.app);
    expect((await as(closed)('DELETE', '/auth/me', { password: PASSWORD })).statusCode).toBe(204);
    const audits = await count_(auditLog);
    const patch = (id: number, body: object) => as(admin)('PATCH', `/admin/users/${id}`, body);
    expect((await patch(target.user.id, { email: other.email })).json()).toEqual({
      status: 422,
      errors: { email: 'emailAlreadyExists' },
    });
    expect((await patch(target.user.id, { email: target.email })).json()).toEqual({
      status: 422,
      errors: { email: 'emailUnchanged' },
    });
    expect((await patch(closed.user.id, { email: uniqueEmail('closed') })).json()).toEqual({
      status: 422,
      errors: { email: 'cannotBeChanged' },
    });
    expect((await patch(target.user.id, { email: uniqueEmail('both'), status: 'active' })).json()).toEqual({
      status: 422,
      errors: { email: 'email cannot be changed together with status' },
    });
    expect((await patch(target.user.id, {})).json()).toEqual({
      status: 422,
      errors: { status: 'status should not be empty' },
    });
    expect((await patch(2_147_483_647, { email: uniqueEmail('nobody') })).statusCode).toBe(404);
    expect(await count_(auditLog)).toBe(audits);
  });
});

describe('POST /admin/users/{id}/password-reset', () => {
  it('mails the user a reset link they use to choose a password; the admin sees no link; audited', async () => {
    const target = await createClient(t.app);
    const since = [...catcher.messages];
    const response = await as(admin)('POST', `/admin/users/${target.user.id}/password-reset`);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await latestAudit()).toMatchObject({
      actor: { id: admin.user.id },
      action: 'user.passwordResetSent',
      target: { type: 'user', id: target.user.id, label: target.email },
    });
    // Nothing changed yet: the old password still works until the link is used.
    expect((await as(target)('GET', '/auth/me')).statusCode).toBe(200);

    const mail = await nextMail(catcher, target.email, Subjects.resetBySupport, since);
    expect(mail.text).toContain('Fractional support sent you this link');
    const hash = hashIn(mail, 'confirm-reset-password');
    const reset = await as(undefined)('POST', '/auth/reset/password', { hash, password: 'a-new-one-for-support' });
    expect(reset.statusCode, reset.body).toBe(204);
    // Resetting ends every session; the new password signs in, and the link works once.
    expect((await as(target)('GET', '/auth/me')).statusCode).toBe(401);
    const login = await as(undefined)('POST', '/auth/email/login', {
      email: target.email,
      password: 'a-new-one-for-support',
    });
    expect(login.statusCode).toBe(200);
    const again = await as(undefined)('POST', '/auth/reset/password', { hash, password: 'yet-another-one-1' });
    expect(again.statusCode).toBe(422);
  });

  it('refuses inactive and closed accounts (422), unknown ids (404), and non-admins (403); nothing audited', async () => {
    const inactive = await createContractor(t.app);
    const closed = await createContractor(t.app);
    const client = await createClient(t.app);
    expect((await as(closed)('DELETE', '/auth/me', { password: PASSWORD })).statusCode).toBe(204);
    const deactivate = await as(admin)('PATCH', `/admin/users/${inactive.user.id}`, { status: 'inactive' });
    expect(deactivate.statusCode).toBe(200);
    const audits = await count_(auditLog);
    const reset = (id: number, account: Account | null = admin) =>
      as(account ?? undefined)('POST', `/admin/users/${id}/password-reset`);
    expect((await reset(inactive.user.id)).json()).toEqual({ status: 422, errors: { user: 'userInactive' } });
    expect((await reset(closed.user.id)).json()).toEqual({ status: 422, errors: { user: 'cannotBeChanged' } });
    expect((await reset(2_147_483_647)).statusCode).toBe(404);
    expect((await reset(inactive.user.id, client)).statusCode).toBe(403);
    expect((await reset(inactive.user.id, null)).statusCode).toBe(401);
    expect(await count_(auditLog)).toBe(audits);
  });
});
