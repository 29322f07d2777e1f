import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';
import { isCalendarDate } from '../rules/dates.js';
import { IdSchema, pageSchema } from './common.js';
import { PersonSchema } from './messaging.js';

/** Limits of docs/engagements.md (outcomes and weekly check-ins). */
export const OUTCOMES_MAX = 5;
export const OUTCOME_TITLE_MAX = 200;
export const OUTCOME_TARGET_MAX = 200;
export const CHECK_IN_SUMMARY_MAX = 2000;
export const CHECK_IN_RISKS_MAX = 1000;
export const CHECK_IN_COMMENT_MAX = 1000;
/** How many rated weeks and ended weeks productivity reads (docs/engagements.md). */
export const PRODUCTIVITY_WEEKS = 4;
/** The dashboard compares productivity with this many days before. */
export const PRODUCTIVITY_CHANGE_DAYS = 30;

/** A calendar date `YYYY-MM-DD` that exists. */
export const CalendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: ErrorKeys.invalidDate })
  .refine(isCalendarDate, { message: ErrorKeys.invalidDate });

/** `POST /projects/{id}/outcomes` (owner). */
export const OutcomeCreateSchema = z.object({
  title: z.string().trim().min(1).max(OUTCOME_TITLE_MAX).describe('What the project must achieve'),
  target: z.string().trim().max(OUTCOME_TARGET_MAX).nullish().describe('How success is measured, e.g. "NPS ≥ 40"'),
  dueDate: CalendarDateSchema.nullish().describe(
    'YYYY-MM-DD; a date set or changed now is not before yesterday in UTC, else 422 `{dueDate:"dueDateInPast"}` (an unchanged one is kept)',
  ),
});
export type OutcomeCreate = z.infer<typeof OutcomeCreateSchema>;

/** `PATCH /outcomes/{id}` (owner): any of the fields. */
export const OutcomeUpdateSchema = OutcomeCreateSchema.partial();
export type OutcomeUpdate = z.infer<typeof OutcomeUpdateSchema>;

export const OutcomeSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    target: z.string().nullable(),
    dueDate: z.string().nullable().describe('YYYY-MM-DD or null'),
    progress: z.number().int().min(0).max(100).describe('The latest check-in’s figure; 0 until one reports it'),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Outcome' });
export type Outcome = z.infer<typeof OutcomeSchema>;

/** `GET /projects/{id}/outcomes`: a page like every list (at most 5 outcomes, so one page by default). */
export const OutcomeListSchema = pageSchema(OutcomeSchema).meta({ id: 'OutcomeList' });
export type OutcomeList = z.infer<typeof OutcomeListSchema>;

export const WeekParamsSchema = z.object({ id: IdSchema, weekStart: z.string().max(10) });

/** `PUT /projects/{id}/check-ins/{weekStart}` (an active member or the owner). */
export const CheckInInputSchema = z.object({
  summary: z.string().trim().min(1).max(CHECK_IN_SUMMARY_MAX),
  outcomes: z
    .array(
      z.object({
        outcomeId: z.number().int().positive().max(2_147_483_647),
        progress: z.number().int().min(0).max(100),
      }),
    )
    .max(OUTCOMES_MAX)
    .optional(),
  risks: z.string().trim().max(CHECK_IN_RISKS_MAX).nullish(),
});
export type CheckInInput = z.infer<typeof CheckInInputSchema>;

/** `POST /check-ins/{id}/rating` (owner). */
export const CheckInRatingSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(CHECK_IN_COMMENT_MAX).nullish(),
});
export type CheckInRating = z.infer<typeof CheckInRatingSchema>;

export const CheckInSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    weekStart: z.string().describe('The Monday the week is named by'),
    author: PersonSchema.nullable(),
    summary: z.string(),
    outcomes: z
      .array(
        z.object({
          outcomeId: z.number().int(),
          title: z.string().describe('As the outcome was called when reported (kept after it is removed)'),
          progress: z.number().int(),
          removed: z.boolean().describe('The outcome has since been removed'),
        }),
      )
      .describe('Progress reported per outcome'),
    risks: z.string().nullable(),
    rating: z.number().int().min(1).max(5).nullable(),
    ratingComment: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'CheckIn' });
export type CheckIn = z.infer<typeof CheckInSchema>;

export const CheckInPageSchema = pageSchema(CheckInSchema).meta({ id: 'CheckInPage' });
export type CheckInPage = z.infer<typeof CheckInPageSchema>;

/** `GET /projects/{id}/productivity` (owner, members): the parts and how they were computed. */
export const ProductivitySchema = z
  .object({
    productivity: z.number().int().min(0).max(100).nullable(),
    progress: z.number().int().min(0).max(100),
    progressSource: z.enum(['completed', 'outcomes', 'timeline']),
    delivery: z
      .object({ value: z.number().nullable(), approvedHours: z.number(), committedHours: z.number() })
      .nullable()
      .describe('Approved ÷ committed hours over the last 4 ended weeks; null until timesheets count'),
    satisfaction: z
      .object({
        value: z.number(),
        weeks: z.array(z.object({ weekStart: z.string(), rating: z.number().int() })),
      })
      .nullable()
      .describe('Mean of (rating − 1) ÷ 4 over the 4 latest-week rated check-ins; null without ratings'),
  })
  .meta({ id: 'Productivity' });
export type Productivity = z.infer<typeof ProductivitySchema>;

/** `checkin` live event: the check-in as `GET /projects/{id}/check-ins` shows it. */
export const CheckInEventSchema = CheckInSchema;
