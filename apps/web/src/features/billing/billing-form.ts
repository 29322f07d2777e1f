import {
  BILLING_ADDRESS_LINE_MAX,
  BILLING_LEGAL_NAME_MAX,
  BILLING_PAYMENT_INSTRUCTIONS_MAX,
  BILLING_TAX_ID_MAX,
  BILLING_TAX_NOTE_MAX,
  DEFAULT_PAYMENT_TERMS_DAYS,
  PAYMENT_TERMS_DAYS_MAX,
  TAX_RATE_PCT_MAX,
  type BillingDetails,
  type BillingDetailsInput,
} from '@fractional/contract';
import { z } from 'zod';
import { numberFromText } from '../../lib/number-text';

/** Which side of an invoice the form is for: a client is billed (payment terms), an expert bills (tax, payment). */
export type BillingSide = 'client' | 'expert';

export const PAYMENT_TERMS_TEXT = `A whole number of days from 0 to ${PAYMENT_TERMS_DAYS_MAX}.`;
export const TAX_RATE_TEXT = `A percentage from 0 to ${TAX_RATE_PCT_MAX}, at most two decimals (e.g. 20 or 7.75).`;

const PERCENT_TEXT = /^\d+(?:\.\d{1,2})?$/;

/** The days typed, or NaN when they are not a whole number in range ("" is the default, 30). */
export function paymentTermsFrom(text: string): number | undefined {
  const days = numberFromText(text);
  if (days === undefined) return undefined;
  return Number.isInteger(days) && days >= 0 && days <= PAYMENT_TERMS_DAYS_MAX ? days : Number.NaN;
}

/** The percentage typed (a decimal comma read as in every number field), NaN when not 0–30 with ≤ 2 decimals. */
export function taxRateFrom(text: string): number | undefined {
  const pct = numberFromText(text, { decimalComma: true });
  if (pct === undefined) return undefined;
  // Read through its decimal text: 7.75 has two decimals, 7.751 three (never `pct * 100`).
  return PERCENT_TEXT.test(String(pct)) && pct <= TAX_RATE_PCT_MAX ? pct : Number.NaN;
}

const text = (max: number) => z.string().trim().max(max);

/** What the form holds: every field as typed (numbers too, lib/number-text.ts), one input per address line. */
export const BillingFormSchema = z.object({
  legalName: text(BILLING_LEGAL_NAME_MAX).min(1),
  addressLine1: text(BILLING_ADDRESS_LINE_MAX).min(1),
  addressLine2: text(BILLING_ADDRESS_LINE_MAX),
  addressLine3: text(BILLING_ADDRESS_LINE_MAX),
  addressLine4: text(BILLING_ADDRESS_LINE_MAX),
  country: z.string().min(1),
  taxId: text(BILLING_TAX_ID_MAX),
  email: z.union([z.literal(''), z.email()]),
  paymentTermsDays: z.string().refine((days) => !Number.isNaN(paymentTermsFrom(days)), PAYMENT_TERMS_TEXT),
  taxRatePct: z.string().refine((pct) => !Number.isNaN(taxRateFrom(pct)), TAX_RATE_TEXT),
  taxNote: text(BILLING_TAX_NOTE_MAX),
  paymentInstructions: text(BILLING_PAYMENT_INSTRUCTIONS_MAX),
});
export type BillingFormValues = z.input<typeof BillingFormSchema>;

export const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'addressLine3', 'addressLine4'] as const;

/** The form's values from what is stored (or empty, with the defaults, when nothing is). */
export function toFormValues(stored: BillingDetails | null): BillingFormValues {
  const line = (index: number) => stored?.addressLines[index] ?? '';
  return {
    legalName: stored?.legalName ?? '',
    addressLine1: line(0),
    addressLine2: line(1),
    addressLine3: line(2),
    addressLine4: line(3),
    country: stored?.country ?? '',
    taxId: stored?.taxId ?? '',
    email: stored?.email ?? '',
    paymentTermsDays: String(stored?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS),
    taxRatePct: String(stored?.taxRatePct ?? 0),
    taxNote: stored?.taxNote ?? '',
    paymentInstructions: stored?.paymentInstructions ?? '',
  };
}

/**
 * `PUT /billing-details` writes the record whole: the fields this side's form does not show are sent
 * back as stored, so a client saving its address never clears a tax note it set elsewhere.
 */
export function toBillingBody(
  values: BillingFormValues,
  side: BillingSide,
  stored: BillingDetails | null,
): BillingDetailsInput {
  const isExpert = side === 'expert';
  const trimmedOrNull = (value: string) => value.trim() || null;
  return {
    legalName: values.legalName.trim(),
    addressLines: ADDRESS_FIELDS.map((field) => values[field].trim()).filter((line) => line !== ''),
    country: values.country,
    taxId: trimmedOrNull(values.taxId),
    email: trimmedOrNull(values.email),
    paymentTermsDays: isExpert ? stored?.paymentTermsDays : paymentTermsFrom(values.paymentTermsDays),
    taxRatePct: isExpert ? taxRateFrom(values.taxRatePct) : stored?.taxRatePct,
    taxNote: isExpert ? trimmedOrNull(values.taxNote) : (stored?.taxNote ?? null),
    paymentInstructions: isExpert ? trimmedOrNull(values.paymentInstructions) : (stored?.paymentInstructions ?? null),
  };
}

/** Where a server error key shows: the API names `addressLines` (or one line, `addressLines.2`) and the rest as is. */
export const SERVER_FIELDS = {
  legalName: 'legalName',
  addressLines: 'addressLine1',
  'addressLines.0': 'addressLine1',
  'addressLines.1': 'addressLine2',
  'addressLines.2': 'addressLine3',
  'addressLines.3': 'addressLine4',
  country: 'country',
  taxId: 'taxId',
  email: 'email',
  paymentTermsDays: 'paymentTermsDays',
  taxRatePct: 'taxRatePct',
  taxNote: 'taxNote',
  paymentInstructions: 'paymentInstructions',
} as const satisfies Record<string, keyof BillingFormValues>;
