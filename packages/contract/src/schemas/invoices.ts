import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';
import { INVOICE_VOID_REASON_MAX, InvoiceStatuses } from '../constants/invoices.js';
import { pageSchema, PageQuerySchema } from './common.js';

const ExpertNameSchema = z.object({
  profileId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** A calendar month `YYYY-MM` (years 2000–2999). */
export function isCalendarMonth(text: string): boolean {
  return /^2\d{3}-(0[1-9]|1[0-2])$/.test(text);
}

/** `GET /projects/{id}/spend` (owner, admin): USD, approved and submitted hours, the forecast. */
export const SpendSchema = z
  .object({
    currency: z.literal('USD'),
    budget: z.number().nullable().describe('The project’s budget in USD; null when none is set'),
    approved: z.object({ hours: z.number(), amount: z.number() }),
    submitted: z.object({ hours: z.number(), amount: z.number() }),
    committedHoursPerWeek: z.number().describe('Σ hoursPerWeek over active members'),
    weeklyRunRate: z.number().describe('Σ hoursPerWeek × hourlyRate over active members (USD)'),
    weeksRemaining: z
      .number()
      .describe('The timeline’s weeks (months × 52/12) minus whole weeks since the squad formed; never below 0'),
    forecastTotal: z.number().describe('approved + submitted amounts + weeklyRunRate × weeksRemaining'),
    overBudget: z.boolean().describe('A budget is set and forecastTotal exceeds it'),
    byMember: z.array(
      z.object({ memberId: z.number().int(), expert: ExpertNameSchema, hours: z.number(), amount: z.number() }),
    ),
    byWeek: z.array(z.object({ weekStart: z.string(), hours: z.number(), amount: z.number() })),
  })
  .meta({ id: 'Spend' });
export type Spend = z.infer<typeof SpendSchema>;

/** `POST /projects/{id}/invoices`: the month to invoice (over, in UTC). */
export const InvoiceRunSchema = z.object({
  month: z.string().refine(isCalendarMonth, { message: ErrorKeys.invalidMonth }).describe('YYYY-MM'),
});
export type InvoiceRun = z.infer<typeof InvoiceRunSchema>;

/** `POST /invoices/{id}/void`: why (kept on the invoice, for the audit). */
export const InvoiceVoidSchema = z.object({ reason: z.string().trim().min(1).max(INVOICE_VOID_REASON_MAX) });
export type InvoiceVoid = z.infer<typeof InvoiceVoidSchema>;

export const InvoiceQuerySchema = PageQuerySchema;
export type InvoiceQuery = z.infer<typeof InvoiceQuerySchema>;

export const InvoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('FR-YYYY-NNNNNN, gap-free in issue order'),
    project: z.object({ id: z.number().int(), name: z.string() }),
    client: z.object({ orgName: z.string() }),
    expert: ExpertNameSchema,
    month: z.string().describe('YYYY-MM'),
    lines: z.array(
      z.object({
        timesheetId: z.number().int(),
        weekStart: z.string(),
        hours: z.number().describe('The week’s hours on days of this month'),
        hourlyRate: z.number(),
        amount: z.number(),
      }),
    ),
    totalHours: z.number(),
    totalAmount: z.number(),
    currency: z.literal('USD'),
    status: z.enum(InvoiceStatuses.values),
    issuedAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoicePageSchema = pageSchema(InvoiceSchema);
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

export const IssuedInvoicesSchema = z.object({ data: z.array(InvoiceSchema) });
export type IssuedInvoices = z.infer<typeof IssuedInvoicesSchema>;
