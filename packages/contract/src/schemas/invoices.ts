import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';
import { INVOICE_VOID_REASON_MAX, InvoiceStatuses } from '../constants/invoices.js';
import { Currencies } from '../constants/currencies.js';
import { InvoicePartySchema } from './billing-details.js';
import { pageSchema, PageQuerySchema } from './common.js';
import { DateSchema } from './timesheets.js';

const ExpertNameSchema = z.object({
  profileId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** A calendar month `YYYY-MM` (years 2000–2999). */
export function isCalendarMonth(text: string): boolean {
  return /^2\d{3}-(0[1-9]|1[0-2])$/.test(text);
}

/**
 * `GET /projects/{id}/spend` (owner, admin): in the project's currency, approved and submitted hours
 * (each week priced at the rate in force on its Monday), the hours no rate prices, the forecast.
 */
export const SpendSchema = z
  .object({
    currency: z.enum(Currencies.values),
    budget: z.number().nullable().describe('The project’s budget in its currency; null when none is set'),
    approved: z.object({ hours: z.number(), amount: z.number() }),
    submitted: z.object({ hours: z.number(), amount: z.number() }),
    unpriced: z
      .object({ hours: z.number() })
      .describe('Approved and submitted hours of members with no agreed rate: counted in no amount'),
    committedHoursPerWeek: z.number().describe('Σ hoursPerWeek over active members'),
    weeklyRunRate: z.number().describe('Σ hoursPerWeek × the rate in force today over active members'),
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

const CurrencySchema = z.enum(Currencies.values);

/**
 * One line of an invoice or credit note: the days of one week inside the service period
 * ("Fractional CFO services, 29 Sep – 5 Oct 2026: 16 h × EUR 150.00"). Amounts are major units with
 * the currency's minor digits; a credit note's hours and amounts are negative.
 */
export const InvoiceLineSchema = z.object({
  timesheetId: z.number().int(),
  description: z.string(),
  weekStart: z.string().describe('The week’s Monday, YYYY-MM-DD'),
  from: z.string().describe('First day of the week inside the service period, YYYY-MM-DD'),
  to: z.string().describe('Last day of the week inside the service period, YYYY-MM-DD'),
  hours: z.number().describe('The week’s hours on days of the service period'),
  hourlyRate: z.number().describe('The rate in force on the week’s Monday'),
  amount: z.number().describe('hours × hourlyRate, rounded half-up once'),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

/**
 * An invoice: a snapshot taken at issue that never changes afterwards (docs/money.md#invoices). The
 * Part-three fields `month`, `client`, `expert`, `totalHours` and `totalAmount` (= total) stay.
 */
export const InvoiceSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('FR-YYYY-NNNNNN, gap-free in issue order'),
    project: z.object({ id: z.number().int(), name: z.string() }),
    client: z.object({ orgName: z.string() }),
    expert: ExpertNameSchema,
    seller: InvoicePartySchema.describe('The expert’s billing details at issue'),
    buyer: InvoicePartySchema.describe('The client’s billing details at issue'),
    month: z.string().describe('YYYY-MM'),
    issueDate: z.string().describe('YYYY-MM-DD'),
    dueDate: z.string().describe('issueDate + the buyer’s paymentTermsDays'),
    servicePeriod: z.object({ from: z.string(), to: z.string() }).describe('The month, cut to the membership'),
    lines: z.array(InvoiceLineSchema),
    totalHours: z.number(),
    subtotal: z.number(),
    taxRatePct: z.number(),
    taxAmount: z.number(),
    total: z.number(),
    totalAmount: z.number().describe('= total (Part three)'),
    currency: CurrencySchema,
    taxNote: z.string().nullable().describe('The seller’s, e.g. a reverse-charge sentence'),
    paymentInstructions: z.string().nullable(),
    status: z.enum(InvoiceStatuses.values),
    issuedAt: z.string(),
    paidAt: z.string().nullable(),
    voidedAt: z.string().nullable(),
    creditNote: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

/**
 * A credit note: voids one invoice with the same lines negated (`CN-YYYY-NNNNNN`, a gap-free series
 * of its own), shown to the people who see its invoice (docs/money.md#credit-notes).
 */
export const CreditNoteSchema = z
  .object({
    id: z.number().int(),
    number: z.string().describe('CN-YYYY-NNNNNN'),
    invoice: z.object({ id: z.number().int(), number: z.string() }),
    project: z.object({ id: z.number().int(), name: z.string() }),
    seller: InvoicePartySchema,
    buyer: InvoicePartySchema,
    issueDate: z.string(),
    servicePeriod: z.object({ from: z.string(), to: z.string() }),
    reason: z.string(),
    lines: z.array(InvoiceLineSchema),
    totalHours: z.number(),
    subtotal: z.number(),
    taxRatePct: z.number(),
    taxAmount: z.number(),
    total: z.number(),
    currency: CurrencySchema,
    taxNote: z.string().nullable(),
    issuedAt: z.string(),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof CreditNoteSchema>;

/** Why a member's hours were left out of an invoice run (they stay uninvoiced; both sides are mailed). */
export const InvoiceSkipReasons = ['rateNotAgreed', 'expertBillingIncomplete', 'clientBillingIncomplete'] as const;
export type InvoiceSkipReason = (typeof InvoiceSkipReasons)[number];

export const InvoicePageSchema = pageSchema(InvoiceSchema);
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

export const IssuedInvoicesSchema = z.object({
  data: z.array(InvoiceSchema),
  skipped: z.array(z.object({ memberId: z.number().int(), reason: z.enum(InvoiceSkipReasons) })),
});
export type IssuedInvoices = z.infer<typeof IssuedInvoicesSchema>;

/** `GET /invoices/export.csv?from=&to=`: invoices issued on days of `[from, to]` (each optional, YYYY-MM-DD). */
export const InvoiceExportQuerySchema = z.object({
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
export type InvoiceExportQuery = z.infer<typeof InvoiceExportQuerySchema>;
