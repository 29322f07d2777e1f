import { minorDigits, type InvoiceExportQuery } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import type { AuthState } from '../../lib/access.js';
import { toCsv } from '../../lib/csv.js';
import type { Currency } from '@fractional/contract';
import * as exportRepo from './invoice-export.repository.js';

export const INVOICE_EXPORT_HEADER = [
  'number',
  'issue_date',
  'due_date',
  'seller',
  'buyer',
  'currency',
  'subtotal',
  'tax',
  'total',
  'status',
  'paid_at',
] as const;

/** Minor units as plain decimal text with the currency's digits ("1234.50", "-0.05", JPY "1250"), for spreadsheets. */
export function decimalText(minor: number, currency: Currency): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * `GET /invoices/export.csv?from=&to=` (docs/money.md#exports): the invoices issued on those days
 * that the caller may see (a client its projects', an expert its own, an admin all), read from
 * their snapshots, one row each by number.
 */
export async function exportInvoices(db: Database, caller: AuthState, query: InvoiceExportQuery): Promise<string> {
  const scope: exportRepo.ExportScope =
    caller.role === 'admin'
      ? { kind: 'all' }
      : caller.role === 'client'
        ? { kind: 'owner', userId: caller.userId }
        : { kind: 'expert', userId: caller.userId };
  const rows = await exportRepo.invoicesToExport(db, scope, query);
  return toCsv(
    INVOICE_EXPORT_HEADER,
    rows.map(({ number, snapshot, status, paidAt }) => [
      number,
      snapshot.issueDate,
      snapshot.dueDate,
      snapshot.seller.legalName,
      snapshot.buyer.legalName,
      snapshot.currency,
      decimalText(snapshot.subtotalMinor, snapshot.currency),
      decimalText(snapshot.taxMinor, snapshot.currency),
      decimalText(snapshot.totalMinor, snapshot.currency),
      status,
      paidAt?.toISOString() ?? null,
    ]),
  );
}
