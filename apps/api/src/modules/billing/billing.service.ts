import {
  CountryCodeSchema,
  DEFAULT_PAYMENT_TERMS_DAYS,
  ErrorKeys,
  type BillingDetails,
  type BillingDetailsInputSchema,
} from '@fractional/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { findBillingDetails, upsertBillingDetails, type BillingDetailsRow } from './billing.repository.js';

type ParsedInput = z.output<typeof BillingDetailsInputSchema>;

const PERCENT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A percentage with at most two decimals as an integer of hundredths of a percent, read through its
 * decimal text (20.15 → 2015, never 2014.9999…). The schema has checked the range and the decimals.
 */
export function basisPointsOf(pct: number): number {
  const match = PERCENT.exec(String(pct));
  if (!match) throw AppError.validation({ taxRatePct: ErrorKeys.tooManyDecimals });
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points back as the percentage JSON carries: 2015 → 20.15, 2000 → 20. */
export function percentOf(basisPoints: number): number {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = String(basisPoints % 100).padStart(2, '0');
  return Number(`${whole}.${hundredths}`);
}

export function toBillingDetails(row: BillingDetailsRow): BillingDetails {
  return {
    legalName: row.legalName,
    addressLines: row.addressLines,
    country: row.country,
    taxId: row.taxId,
    email: row.email,
    paymentTermsDays: row.paymentTermsDays,
    taxRatePct: percentOf(row.taxRateBasisPoints),
    taxNote: row.taxNote,
    paymentInstructions: row.paymentInstructions,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's own billing details, or null when none are stored (the account export reads it). */
export async function findOwnBillingDetails(db: Database, userId: number): Promise<BillingDetails | null> {
  const row = await findBillingDetails(db, userId);
  return row ? toBillingDetails(row) : null;
}

/** `GET /billing-details`: the caller's own, or 404 when none are stored ("incomplete"). */
export async function getOwnBillingDetails(db: Database, userId: number): Promise<BillingDetails> {
  const details = await findOwnBillingDetails(db, userId);
  if (!details) throw AppError.notFound('No billing details stored');
  return details;
}

/**
 * `PUT /billing-details`: writes the caller's record whole (an omitted optional field goes back to
 * its default), after the country is checked against ISO 3166-1 alpha-2 (docs/money.md#billing-details).
 */
export async function putOwnBillingDetails(db: Database, userId: number, parsed: ParsedInput): Promise<BillingDetails> {
  const country = CountryCodeSchema.safeParse(parsed.country);
  if (!country.success) throw AppError.validation({ country: ErrorKeys.invalidCountry });
  const row = await upsertBillingDetails(db, userId, {
    legalName: parsed.legalName,
    addressLines: parsed.addressLines,
    country: country.data,
    taxId: parsed.taxId,
    email: parsed.email,
    paymentTermsDays: parsed.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS,
    taxRateBasisPoints: basisPointsOf(parsed.taxRatePct ?? 0),
    taxNote: parsed.taxNote,
    paymentInstructions: parsed.paymentInstructions,
  });
  return toBillingDetails(row);
}
