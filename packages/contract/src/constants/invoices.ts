import { defineOptions } from './options.js';

/**
 * An invoice's life (docs/api.md#spend-and-invoices): `issued` → `paid` (the client or an admin) or
 * `void` (an admin; its hours may be invoiced again). `void` is final.
 */
export const InvoiceStatuses = defineOptions(['issued', 'paid', 'void'], {
  issued: 'Issued',
  paid: 'Paid',
  void: 'Void',
});
export type InvoiceStatus = (typeof InvoiceStatuses.values)[number];

export const INVOICE_VOID_REASON_MAX = 500;
/** `FR-YYYY-NNNNNN`: the year of issue and a gap-free number within it. */
export const INVOICE_NUMBER_PATTERN = /^FR-\d{4}-\d{6}$/;
