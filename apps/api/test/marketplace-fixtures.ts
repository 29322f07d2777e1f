import { mondayOf, todayUtc } from '@fractional/contract';
import type {
  FileUploadResult,
  Invitation,
  InvitationAccept,
  InvitationCreate,
  ProfileUpdate,
  Register,
  Timesheet,
} from '@fractional/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { profiles } from '../src/db/schema/index.js';
import { bearer } from './factories.js';
import { createExpert, type Expert } from './matching-fixtures.js';

/**
 * The marketplace loop through HTTP, for the invitation, squad, race and IDOR tests. The default
 * project of `buildProject` asks for fundraising and M&A; `createFitExpert` covers fundraising (expertise
 * 2 of the shipped catalogue) and is a Fundraising Advisor (job role 26): two pieces of evidence, the
 * matching floor (docs/matching.md), so they match.
 */
export function createFitExpert(
  app: FastifyInstance,
  availability: ProfileUpdate = {},
  signUp: Partial<Register> = {},
): Promise<Expert> {
  return createExpert(
    app,
    {
      expertise: [{ id: 2 }],
      jobRole: [{ id: 26 }],
      mobileNumber: '+14155552671',
      firstName: 'Hemi',
      lastName: 'Walker',
      ...signUp,
    },
    { capacityHoursPerWeek: 20, ...availability },
  );
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function api(app: FastifyInstance, method: Method, url: string, token?: string, payload?: object) {
  return app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
}

export async function invite(
  app: FastifyInstance,
  token: string,
  projectId: number,
  body: InvitationCreate,
): Promise<Invitation> {
  const response = await api(app, 'POST', `/projects/${projectId}/invitations`, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Invitation>();
}

export async function accept(
  app: FastifyInstance,
  token: string,
  invitationId: number,
  body: Omit<InvitationAccept, 'hourlyRate'> & { hourlyRate?: number },
): Promise<Invitation> {
  // An agreed rate is required (docs/money.md#agreed-rates): tests that do not care get 100 an hour.
  const response = await api(app, 'POST', `/invitations/${invitationId}/accept`, token, { hourlyRate: 100, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Invitation>();
}

/** Starts a CV upload and PUTs the bytes to the signed URL over real HTTP (needs a listening app). */
export async function uploadCv(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  fileName = 'My CV.pdf',
): Promise<FileUploadResult['file']> {
  const start = await api(app, 'POST', '/files/upload', token, { fileName, fileSize: bytes.length, type: 'cv' });
  expect(start.statusCode, start.body).toBe(201);
  const { file, uploadSignedUrl } = start.json<FileUploadResult>();
  const put = await fetch(uploadSignedUrl, { method: 'PUT', body: bytes, headers: { 'content-type': file.mimeType } });
  expect(put.status).toBe(204);
  return file;
}

/** The expert's capacity ledger as stored: hours of active memberships (ADR 0012). */
export async function bookedHours(app: FastifyInstance, profileId: number): Promise<number> {
  const [row] = await app.deps.database.db
    .select({ booked: profiles.bookedHoursPerWeek })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row!.booked;
}

/** This week's Monday (UTC), `YYYY-MM-DD`: the week a member who joined today may log. */
export function thisMonday(): string {
  return mondayOf(todayUtc());
}

/** This week's hours with `hours` on today only (a member who joined today may log no earlier day). */
export function todaysHours(hours = 2): number[] {
  const week = [0, 0, 0, 0, 0, 0, 0];
  week[(new Date().getUTCDay() + 6) % 7] = hours;
  return week;
}

/** Logs today's hours on this week's timesheet of the member (201: a new draft). */
export async function logTodaysHours(
  app: FastifyInstance,
  expert: { token: string },
  projectId: number,
  memberId: number,
): Promise<Timesheet> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/v1/projects/${projectId}/squad/${memberId}/timesheets/${thisMonday()}`,
    headers: bearer(expert.token),
    payload: { hours: todaysHours() },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Timesheet>();
}

export async function submitTimesheet(app: FastifyInstance, expert: { token: string }, id: number): Promise<Timesheet> {
  const response = await api(app, 'POST', `/timesheets/${id}/submit`, expert.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Timesheet>();
}
