import { Currencies } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Exchange rates against USD (docs/money.md#exchange-rates): one row per quoted currency, 1 USD =
 * `rate_micros` ÷ 1,000,000 units of it, an integer so the rate is kept exactly as an admin typed it (at
 * most six decimals). `PUT /admin/fx-rates` replaces every row in one transaction; a currency without a
 * row has no rate. Seeded by migration 0032.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: text('currency').primaryKey(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('fx_rates_positive', sql`${table.rateMicros} > 0`),
    check(
      'fx_rates_currency',
      sql`${table.currency} in (${sql.raw(
        Currencies.values
          .filter((code) => code !== 'USD')
          .map((code) => `'${code}'`)
          .join(', '),
      )})`,
    ),
  ],
);
