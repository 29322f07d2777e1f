import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps, users } from './users.js';

/**
 * An account's legal party on invoices (docs/money.md#billing-details): one row per user, written
 * whole by `PUT /billing-details`. An invoice copies it at issue and never reads it again.
 */
export const billingDetails = pgTable(
  'billing_details',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
    addressLines: text('address_lines').array().notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    taxId: text('tax_id'),
    email: text('email'),
    /** A client's: days from issue to due. */
    paymentTermsDays: smallint('payment_terms_days').notNull().default(30),
    /** An expert's tax rate in hundredths of a percent (20 % = 2000), so it stays an integer. */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(0),
    taxNote: text('tax_note'),
    paymentInstructions: text('payment_instructions'),
    ...timestamps,
  },
  (table) => [
    check('billing_details_address', sql`cardinality(${table.addressLines}) between 1 and 4`),
    check('billing_details_country', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('billing_details_terms', sql`${table.paymentTermsDays} between 0 and 90`),
    check('billing_details_tax_rate', sql`${table.taxRateBasisPoints} between 0 and 3000`),
  ],
);
