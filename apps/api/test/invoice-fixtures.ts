import type { SquadPage } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { squadMembers } from '../src/db/schema/index.js';
import { createClient, createProject } from './factories.js';
import { accept, api, invite } from './marketplace-fixtures.js';
import type { Expert } from './matching-fixtures.js';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const plusDays = (date: string, days: number) => day(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
export const now = new Date();
/** The month before this one, its first day, and the Monday of the week holding that day. */
export const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
export const thisMonth = now.toISOString().slice(0, 7);
export const firstDay = `${lastMonth}-01`;
export const firstMonday = plusDays(firstDay, -((new Date(`${firstDay}T00:00:00Z`).getUTCDay() + 6) % 7));
export const FULL_WEEK = [8, 8, 8, 8, 8, 0, 0];

export type Engagement = Awaited<ReturnType<typeof engagement>>;

/** A new client's project (lt-6-months, budget) with `expert` in its squad at `rate`, 20 h a week, joined 100 days ago. */
export async function engagement(app: FastifyInstance, expert: Expert, rate: number, budget = 50_000) {
  const client = await createClient(app);
  const project = await createProject(app, client, { timeline: 'lt-6-months', isBudgetAllocated: true, budget });
  const invitation = await invite(app, client.token, project.id, { profileId: expert.profileId });
  await accept(app, expert.token, invitation.id, { hoursPerWeek: 20, hourlyRate: rate });
  const squad = (await api(app, 'GET', `/projects/${project.id}/squad`, client.token)).json<SquadPage>();
  const member = squad.data.find((row) => row.expert.profileId === expert.profileId)!;
  await app.deps.database.db
    .update(squadMembers)
    .set({ joinedAt: new Date(Date.now() - 100 * DAY_MS) })
    .where(eq(squadMembers.id, member.id));
  return { client, project, memberId: member.id };
}

/** Logs and submits a week, and approves it unless `approve` is false; returns the timesheet id. */
export async function week(app: FastifyInstance, setup: Engagement, expert: Expert, weekStart: string, approve = true) {
  const put = await api(
    app,
    'PUT',
    `/projects/${setup.project.id}/squad/${setup.memberId}/timesheets/${weekStart}`,
    expert.token,
    { hours: FULL_WEEK },
  );
  expect(put.statusCode, put.body).toBe(201);
  const id = put.json<{ id: number }>().id;
  expect((await api(app, 'POST', `/timesheets/${id}/submit`, expert.token)).statusCode).toBe(200);
  if (approve) expect((await api(app, 'POST', `/timesheets/${id}/approve`, setup.client.token)).statusCode).toBe(200);
  return id;
}

export const issue = (app: FastifyInstance, token: string, projectId: number, month = lastMonth) =>
  api(app, 'POST', `/projects/${projectId}/invoices`, token, { month });
