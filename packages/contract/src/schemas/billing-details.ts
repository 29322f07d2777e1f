import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';
import {
  BILLING_ADDRESS_LINE_MAX,
  BILLING_ADDRESS_LINES_MAX,
  BILLING_LEGAL_NAME_MAX,
  BILLING_PAYMENT_INSTRUCTIONS_MAX,
  BILLING_TAX_ID_MAX,
  BILLING_TAX_NOTE_MAX,
  PAYMENT_TERMS_DAYS_MAX,
  TAX_RATE_PCT_MAX,
} from '../constants/billing.js';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => (text ? text : null));

/**
 * `PUT /billing-details`: the caller's legal party on invoices (docs/money.md#billing-details). The
 * country is an ISO 3166-1 alpha-2 code, checked by the API against the country list (422
 * `{country:'invalidCountry'}`). `paymentTermsDays` is read from a client's details, `taxRatePct`,
 * `taxNote` and `paymentInstructions` from an expert's (the seller's).
 */
export const BillingDetailsInputSchema = z.object({
  legalName: z.string().trim().min(1).max(BILLING_LEGAL_NAME_MAX),
  addressLines: z.array(z.string().trim().min(1).max(BILLING_ADDRESS_LINE_MAX)).min(1).max(BILLING_ADDRESS_LINES_MAX),
  country: z.string().trim().toUpperCase().length(2),
  taxId: optionalText(BILLING_TAX_ID_MAX),
  email: z
    .email()
    .max(254)
    .nullish()
    .transform((email) => email ?? null),
  paymentTermsDays: z.number().int().min(0).max(PAYMENT_TERMS_DAYS_MAX).nullish(),
  taxRatePct: z
    .number()
    .min(0)
    .max(TAX_RATE_PCT_MAX)
    .refine((pct) => Math.abs(pct * 100 - Math.round(pct * 100)) < 1e-9, { message: ErrorKeys.tooManyDecimals })
    .nullish(),
  taxNote: optionalText(BILLING_TAX_NOTE_MAX),
  paymentInstructions: optionalText(BILLING_PAYMENT_INSTRUCTIONS_MAX),
});
export type BillingDetailsInput = z.input<typeof BillingDetailsInputSchema>;

export const BillingDetailsSchema = z
  .object({
    legalName: z.string(),
    addressLines: z.array(z.string()),
    country: z.string(),
    taxId: z.string().nullable(),
    email: z.string().nullable(),
    paymentTermsDays: z.number().int().describe('Days from issue to due on invoices to this client (default 30)'),
    taxRatePct: z.number().describe('Tax this expert charges, in percent (default 0)'),
    taxNote: z.string().nullable(),
    paymentInstructions: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BillingDetails' });
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

/** A legal party as an invoice snapshot keeps it. */
export const InvoicePartySchema = z.object({
  legalName: z.string(),
  addressLines: z.array(z.string()),
  country: z.string(),
  taxId: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;
