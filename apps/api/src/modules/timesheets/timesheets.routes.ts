import {
  IdParamsSchema,
  MessageErrorSchema,
  TimesheetExportQuerySchema,
  TimesheetListSchema,
  TimesheetQuerySchema,
  TimesheetRejectSchema,
  TimesheetSchema,
  TimesheetWeekParamsSchema,
  TimesheetWeekSchema,
} from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvHeaders } from '../../lib/csv.js';
import { authErrors, bearerSecurity, notFoundErrors, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { exportTimesheets } from './timesheet-export.js';
import { decide } from './timesheet-decisions.service.js';
import { listWithTotals } from './timesheet-totals.service.js';
import { putWeek, submit } from './timesheet-weeks.service.js';

const conflict = { 409: MessageErrorSchema } as const;

/** Timesheets (docs/api.md#timesheets): a squad member's hours per week, approved or rejected by the client. */
export async function timesheetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.put('/projects/:id/squad/:memberId/timesheets/:weekStart', {
    onRequest: authenticate,
    schema: {
      tags: ['timesheets'],
      summary: 'Log a week of hours (that member’s expert): 201 creates a draft, 200 replaces a draft or rejected one',
      description:
        '`weekStart` not a Monday → 422 `{weekStart:"notMonday"}`; a week after today or wholly outside the membership → 422 `{weekStart:"outsideEngagement"}`; hours on days outside it → 422 `{hours:"outsideEngagement"}`; a submitted or approved week → 409.',
      security: bearerSecurity,
      params: TimesheetWeekParamsSchema,
      body: TimesheetWeekSchema,
      response: {
        200: TimesheetSchema,
        201: TimesheetSchema,
        ...validationErrors,
        ...authErrors,
        ...notFoundErrors,
        ...conflict,
      },
    },
    handler: async (request, reply) => {
      const { timesheet, isNew } = await putWeek(app.deps, caller(request), request.params, request.body);
      return reply.code(isNew ? 201 : 200).send(timesheet);
    },
  });

  r.post('/timesheets/:id/submit', {
    onRequest: authenticate,
    schema: {
      tags: ['timesheets'],
      summary: 'Submit a draft week for approval (its expert); a week of no hours → 422 `{hours:"empty"}`',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: TimesheetSchema, ...validationErrors, ...authErrors, ...notFoundErrors, ...conflict },
    },
    handler: async (request) => submit(app.deps, caller(request), request.params.id),
  });

  r.post('/timesheets/:id/approve', {
    onRequest: authenticate,
    schema: {
      tags: ['timesheets'],
      summary: 'Approve a submitted week (the project’s owner or an admin); final',
      security: bearerSecurity,
      params: IdParamsSchema,
      response: { 200: TimesheetSchema, ...authErrors, ...notFoundErrors, ...conflict },
    },
    handler: async (request) =>
      decide(app.deps, caller(request), request.params.id, { status: 'approved', reason: null }),
  });

  r.post('/timesheets/:id/reject', {
    onRequest: authenticate,
    schema: {
      tags: ['timesheets'],
      summary:
        'Reject a submitted week with a reason (the project’s owner or an admin); the expert edits and resubmits',
      security: bearerSecurity,
      params: IdParamsSchema,
      body: TimesheetRejectSchema,
      response: { 200: TimesheetSchema, ...validationErrors, ...authErrors, ...notFoundErrors, ...conflict },
    },
    handler: async (request) =>
      decide(app.deps, caller(request), request.params.id, {
        status: 'rejected',
        reason: request.body.reason,
      }),
  });

  r.get('/timesheets', {
    onRequest: authenticate,
    schema: {
      tags: ['timesheets'],
      summary: 'Timesheets, newest week first: a client’s projects’, an expert’s own, all for an admin',
      description:
        '`totals`: per member, the hours and amounts of every timesheet the filters match (all pages), by status.',
      security: bearerSecurity,
      querystring: TimesheetQuerySchema,
      response: { 200: TimesheetListSchema, ...validationErrors, 401: authErrors[401] },
    },
    handler: async (request) => listWithTotals(db, caller(request), request.query),
  });

  r.get('/timesheets/export.csv', {
    onRequest: authenticate,
    schema: {
      tags: ['timesheets'],
      summary: 'Timesheets as CSV with the filters of GET /timesheets, one row per timesheet, every page',
      description:
        "text/csv, RFC 4180, header `id,project_id,project,member_id,expert,week_start,hours,status,submitted_at,decided_at,note`; a cell beginning with `= + - @` is prefixed with `'`.",
      security: bearerSecurity,
      querystring: TimesheetExportQuerySchema,
      response: { 200: z.any().describe('text/csv'), ...validationErrors, 401: authErrors[401] },
    },
    handler: async (request, reply) => {
      const csv = await exportTimesheets(db, caller(request), request.query);
      return reply.headers(csvHeaders('timesheets.csv')).send(csv);
    },
  });
}
