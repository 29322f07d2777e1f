import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';
import { Currencies, DEFAULT_CURRENCY, type Currency } from '../constants/currencies.js';
import { hasMinorDigits } from '../rules/money.js';
import { commaListSchema, keyListSchema } from './common.js';
import {
  BusinessGoals,
  ProjectSortKeys,
  ProjectStages,
  ProjectStatuses,
  ProjectVisibilities,
  Timelines,
} from '../constants/projects.js';
import {
  BUDGET_MAX,
  BUSINESS_GOAL_OTHER_MAX,
  BUSINESS_GOALS_MAX,
  EXPERTISE_MAX,
  OVERVIEW_MAX,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  PROJECT_HOURS_DEFAULT,
  PROJECT_HOURS_MAX,
  PROJECT_HOURS_MIN,
  PROJECT_NAME_MAX,
} from '../rules/validation-limits.js';

const EXPERTISE_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The brief's fields: all required to create (hours optional), any of them to edit. */
const projectBriefFields = {
  name: z.string().trim().min(1).max(PROJECT_NAME_MAX),
  overview: z.string().trim().min(1).max(OVERVIEW_MAX),
  projectStage: z.enum(ProjectStages.values),
  isBudgetAllocated: z.boolean(),
  budget: z
    .number()
    .min(0)
    .max(BUDGET_MAX)
    .multipleOf(0.01)
    .nullable()
    .describe(`The budget in the project's currency: the amount, or the range's minimum when budgetMax is set`),
  budgetMax: z
    .number()
    .min(0)
    .max(BUDGET_MAX)
    .multipleOf(0.01)
    .nullable()
    .optional()
    .describe(
      `The range's maximum in the project's currency, at least budget (else 422 {budgetMax:'maxBelowMin'}); ` +
        'null or left out for a single amount. Needs a budget.',
    ),
  currency: z
    .enum(Currencies.values)
    .optional()
    .describe(
      `The project's currency (default ${DEFAULT_CURRENCY}): its budget, squad rates, spend and invoices are in it. ` +
        "Locked once any member has joined (422 {currency:'currencyLocked'}).",
    ),
  timeline: z.enum(Timelines.values),
  businessGoal: keyListSchema(BusinessGoals.values, BUSINESS_GOALS_MAX),
  businessGoalOther: z.string().trim().max(BUSINESS_GOAL_OTHER_MAX).nullish(),
  expertiseGap: commaListSchema(EXPERTISE_MAX, (code) => EXPERTISE_CODE.test(code), 'expertise codes').describe(
    'Comma-joined expertise codes',
  ),
  hoursPerWeek: z
    .number()
    .int()
    .min(PROJECT_HOURS_MIN)
    .max(PROJECT_HOURS_MAX)
    .optional()
    .describe(`Hours a week asked of each expert, 1–60 (default ${PROJECT_HOURS_DEFAULT})`),
  visibility: z
    .enum(ProjectVisibilities.values)
    .optional()
    .describe("'open' lists the brief in experts' Open briefs (docs/discovery.md); default 'private'"),
};

/**
 * A budget range's maximum is at least its minimum, and a maximum needs a minimum. On an edit that
 * sends one bound, the API checks it against the stored other one (docs/api.md#projects).
 */
export function budgetRangeIssue(budget: unknown, budgetMax: unknown): { budgetMax: string } | null {
  if (typeof budgetMax !== 'number') return null;
  if (typeof budget !== 'number' || budgetMax < budget) return { budgetMax: ErrorKeys.maxBelowMin };
  return null;
}

/**
 * The budget's amounts have at most the currency's minor digits (a JPY budget is whole yen): the
 * field to name, or null (docs/money.md#currencies).
 */
export function budgetDigitsIssue(
  currency: Currency,
  budget: number | null | undefined,
  budgetMax: number | null | undefined,
): { budget: string } | { budgetMax: string } | null {
  if (typeof budget === 'number' && !hasMinorDigits(budget, currency)) return { budget: ErrorKeys.tooManyDecimals };
  if (typeof budgetMax === 'number' && !hasMinorDigits(budgetMax, currency)) {
    return { budgetMax: ErrorKeys.tooManyDecimals };
  }
  return null;
}

function budgetRangeRule(project: { budget?: unknown; budgetMax?: unknown }, ctx: z.RefinementCtx) {
  if (!('budget' in project)) return; // an edit without the minimum: the API checks the stored one
  const issue = budgetRangeIssue(project.budget, project.budgetMax);
  if (issue) ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: issue.budgetMax });
}

/** `other` among the goals needs its text; `requireText` false leaves a missing text to the stored one. */
function otherGoalRule(requireText: boolean) {
  return (project: { businessGoal?: unknown; businessGoalOther?: string | null }, ctx: z.RefinementCtx) => {
    // Runs even when other fields failed (a form shows every error at once), so types are checked.
    const goals: unknown = project.businessGoal;
    const wantsOther = typeof goals === 'string' && goals.split(',').includes('other');
    const isMissing = requireText ? !project.businessGoalOther : project.businessGoalOther === null;
    if (wantsOther && isMissing) {
      ctx.addIssue({ code: 'custom', path: ['businessGoalOther'], message: ErrorKeys.otherRequiresText });
    }
  };
}
const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

export const ProjectCreateSchema = z
  .object(projectBriefFields)
  .superRefine(otherGoalRule(true), { when: isObject })
  .superRefine(budgetRangeRule, { when: isObject });
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;

export const ProjectSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    overview: z.string(),
    projectStage: z.enum(ProjectStages.values),
    isBudgetAllocated: z.boolean(),
    currency: z.enum(Currencies.values).describe('The currency of its budget, squad rates, spend and invoices'),
    budget: z.number().nullable().describe("In the project's currency: the amount, or the range's minimum"),
    budgetMax: z
      .number()
      .nullable()
      .describe("In the project's currency: the range's maximum; null for a single amount"),
    timeline: z.enum(Timelines.values),
    businessGoal: z.string(),
    businessGoalOther: z.string().nullable(),
    expertiseGap: z.string(),
    hoursPerWeek: z.number().int(),
    visibility: z.enum(ProjectVisibilities.values),
    status: z.enum(ProjectStatuses.values),
    progress: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe(
        'In whole percent: 100 once completed; with outcomes the rounded mean of their latest reported progress; ' +
          'without, the share of the timeline elapsed since the squad formed (docs/engagements.md)',
      ),
    productivity: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .describe('Mean of delivery and satisfaction, ×100; null while neither is known (docs/engagements.md)'),
    squadFormedAt: z.string().nullable().describe('When the first expert joined; null before'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Project' });
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE),
  status: z.enum(ProjectStatuses.values).optional(),
  search: z.string().trim().max(PROJECT_NAME_MAX).optional(),
  sort: z.enum(ProjectSortKeys.values).default('createdAt'),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

export const ProjectPageSchema = z
  .object({ data: z.array(ProjectSchema), hasNextPage: z.boolean(), total: z.number().int() })
  .meta({ id: 'ProjectPage' });
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

const BRIEF_KEYS = Object.keys(projectBriefFields);

/**
 * `PATCH /projects/{id}` (the owner): either `{status:'completed'}`, alone, or any of the brief's
 * fields under the rules of `POST /projects` (docs/api.md#projects).
 */
export const ProjectUpdateSchema = z
  .object({
    status: z.literal('completed').optional().describe("Ends every active membership and frees the experts' hours"),
    ...z.object(projectBriefFields).partial().shape,
  })
  .superRefine((update, ctx) => {
    const briefKeys = Object.keys(update).filter((key) => BRIEF_KEYS.includes(key));
    if ('status' in update && briefKeys.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'status cannot be combined with brief fields' });
    } else if (!('status' in update) && briefKeys.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['general'], message: 'Send status or at least one brief field' });
    }
    otherGoalRule(false)(update, ctx);
    budgetRangeRule(update, ctx);
  });
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;
export type ProjectBriefUpdate = Omit<ProjectUpdate, 'status'>;
