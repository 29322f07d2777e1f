import { z } from 'zod';
import { Currencies } from '../constants/currencies.js';
import { ErrorKeys } from '../constants/error-keys.js';
import {
  TIMESHEET_DAY_HOURS_MAX,
  TIMESHEET_HOURS_STEP,
  TIMESHEET_NOTE_MAX,
  TIMESHEET_REJECTION_REASON_MAX,
  TimesheetStatuses,
} from '../constants/timesheets.js';
import { isCalendarDate } from '../rules/dates.js';
import { isWeekHours } from '../rules/timesheet-hours.js';
import { IdSchema, PageQuerySchema, pageSchema } from './common.js';

const WeekHoursSchema = z.custom<number[]>(isWeekHours, { message: ErrorKeys.invalidHours }).meta({
  type: 'array',
  items: { type: 'number', minimum: 0, maximum: TIMESHEET_DAY_HOURS_MAX, multipleOf: TIMESHEET_HOURS_STEP },
  minItems: 7,
  maxItems: 7,
  description: 'Hours per day, Monday to Sunday, each 0–24 in steps of 0.25 (isDayHours)',
});

export const DateSchema = z.string().refine(isCalendarDate, { message: 'must be a date (YYYY-MM-DD)' });

/**
 * `PUT /projects/{id}/squad/{memberId}/timesheets/{weekStart}`. `weekStart` is read as text here and
 * checked by the API (a date that is not a Monday → 422 `{weekStart:'notMonday'}`, not a 404).
 */
export const TimesheetWeekParamsSchema = z.object({
  id: IdSchema,
  memberId: IdSchema,
  weekStart: z.string().max(40).describe('The Monday that names the week, YYYY-MM-DD'),
});
export type TimesheetWeekParams = z.infer<typeof TimesheetWeekParamsSchema>;

export const TimesheetWeekSchema = z.object({
  hours: WeekHoursSchema,
  note: z.string().trim().max(TIMESHEET_NOTE_MAX).nullish().describe('Shown to the client'),
});
export type TimesheetWeek = z.infer<typeof TimesheetWeekSchema>;

/** `POST /timesheets/{id}/reject`: the reason the expert reads. */
export const TimesheetRejectSchema = z.object({
  reason: z.string().trim().min(1).max(TIMESHEET_REJECTION_REASON_MAX),
});
export type TimesheetReject = z.infer<typeof TimesheetRejectSchema>;

/** `GET /timesheets`: newest week first; `from`/`to` bound `weekStart` (inclusive). */
export const TimesheetQuerySchema = PageQuerySchema.extend({
  projectId: IdSchema.optional(),
  memberId: IdSchema.optional(),
  status: z.enum(TimesheetStatuses.values).optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
export type TimesheetQuery = z.infer<typeof TimesheetQuerySchema>;

/** `GET /timesheets/export.csv`: the filters of `GET /timesheets`, every page. */
export const TimesheetExportQuerySchema = TimesheetQuerySchema.omit({ page: true, limit: true });
export type TimesheetExportQuery = z.infer<typeof TimesheetExportQuerySchema>;

export const TimesheetSchema = z
  .object({
    id: z.number().int(),
    project: z.object({ id: z.number().int(), name: z.string() }),
    member: z.object({
      id: z.number().int(),
      expert: z.object({
        profileId: z.number().int(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
      }),
    }),
    weekStart: z.string().describe('The Monday, YYYY-MM-DD'),
    hours: z.array(z.number()).describe('Monday to Sunday'),
    totalHours: z.number(),
    hourlyRate: z
      .number()
      .nullable()
      .describe('The rate in force on the week’s Monday, in the project’s currency; null: no rate agreed'),
    currency: z.enum(Currencies.values),
    amount: z
      .number()
      .nullable()
      .describe('totalHours × hourlyRate, rounded half-up once to the currency’s minor unit; null without a rate'),
    overCommitment: z.boolean().describe('totalHours above the member’s hours per week'),
    note: z.string().nullable(),
    status: z.enum(TimesheetStatuses.values),
    submittedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    decidedBy: z
      .object({ id: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable() })
      .nullable()
      .describe('Who approved or rejected it; null for the system (auto-approval) or while undecided'),
    rejectionReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Timesheet' });
export type Timesheet = z.infer<typeof TimesheetSchema>;

export const TimesheetPageSchema = pageSchema(TimesheetSchema);
export type TimesheetPage = z.infer<typeof TimesheetPageSchema>;

const StatusTotalSchema = z.object({
  weeks: z.number().int().describe('Timesheets in this status'),
  hours: z.number().describe('Their hours'),
  amount: z
    .number()
    .describe(
      'Each week priced at the rate in force on its Monday, rounded half-up once, summed in integer minor units and written in major units of `currency`; weeks without a rate count in no amount',
    ),
});

/** One squad member's hours and amounts per status, over every timesheet a `GET /timesheets` matches. */
export const TimesheetMemberTotalsSchema = z
  .object({
    memberId: z.number().int(),
    expert: z.object({
      profileId: z.number().int(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    }),
    currency: z.enum(Currencies.values).describe('The project’s'),
    draft: StatusTotalSchema,
    submitted: StatusTotalSchema.describe('Waiting for approval'),
    approved: StatusTotalSchema,
    rejected: StatusTotalSchema,
    unpricedHours: z.number().describe('Hours of weeks no agreed rate prices, in any status: counted in no amount'),
  })
  .meta({ id: 'TimesheetMemberTotals' });
export type TimesheetMemberTotals = z.infer<typeof TimesheetMemberTotalsSchema>;

/** `GET /timesheets`: a page of timesheets, and the totals per member of every page. */
export const TimesheetListSchema = TimesheetPageSchema.extend({
  totals: z
    .array(TimesheetMemberTotalsSchema)
    .describe(
      'Per member, over every timesheet the filters match (all pages, not only this one), aggregated in SQL; in member id order',
    ),
});
export type TimesheetList = z.infer<typeof TimesheetListSchema>;
