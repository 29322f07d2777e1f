import { InvoiceStatuses } from '@fractional/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { squadMembers } from './invitations.js';
import { projects } from './projects.js';
import { timesheets } from './timesheets.js';
import type { CreditNoteSnapshot, InvoiceSnapshot } from '../../modules/invoices/invoice-snapshot.js';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The last invoice number handed out per year of issue. The issuing transaction locks its year's row
 * `FOR UPDATE` and moves it on; a rollback gives the numbers back, so they have no gaps (a sequence
 * would skip them). docs/concurrency.md.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** One member's invoice for one calendar month of a project (docs/api.md#spend-and-invoices). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    /** `FR-YYYY-NNNNNN`. */
    number: text('number').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => squadMembers.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    /**
     * The whole document as issued, amounts in integer minor units (docs/money.md#invoices): parties,
     * dates, lines and totals. The invoice is read from it alone, so nothing changed later shows on it.
     */
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
    status: text('status', { enum: InvoiceStatuses.values }).notNull().default('issued'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
  },
  (table) => [
    uniqueIndex('invoices_number').on(table.number),
    index('invoices_project_idx').on(table.projectId, table.issuedAt.desc(), table.id.desc()),
    index('invoices_member_idx').on(table.memberId, table.issuedAt.desc(), table.id.desc()),
    check('invoices_status', sql`${table.status} in (${inList(InvoiceStatuses.values)})`),
    check('invoices_month', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('invoices_number_format', sql`${table.number} ~ '^FR-[0-9]{4}-[0-9]{6}$'`),
    check('invoices_paid', sql`(${table.status} = 'paid') <= (${table.paidAt} is not null)`),
  ],
);

/**
 * Which hours an invoice holds: one timesheet's hours on the days of the invoice's month (what the
 * document says about them is in its snapshot). `is_active` turns false when the invoice is voided,
 * which frees the hours to be invoiced again; the partial unique index is the last guard that an
 * hour is on one live invoice only.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    timesheetId: integer('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    hours: doublePrecision('hours').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    index('invoice_lines_invoice_idx').on(table.invoiceId, table.weekStart),
    uniqueIndex('invoice_lines_once')
      .on(table.timesheetId, table.month)
      .where(sql`${table.isActive}`),
  ],
);

/** The last credit-note number handed out per year, locked like `invoice_counters` (docs/concurrency.md). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A voided invoice's credit note (docs/money.md#credit-notes): its lines negated, a snapshot of its
 * own. One per invoice (the unique index), numbered `CN-YYYY-NNNNNN` from its own gap-free series.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<CreditNoteSnapshot>().notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_notes_number').on(table.number),
    uniqueIndex('credit_notes_invoice').on(table.invoiceId),
    check('credit_notes_number_format', sql`${table.number} ~ '^CN-[0-9]{4}-[0-9]{6}$'`),
  ],
);

/**
 * A member left out of a month's invoice and why (docs/money.md#invoices): the first run that skips
 * it inserts the row and mails both sides; later runs of that month find it and stay quiet.
 */
export const invoiceSkipNotices = pgTable(
  'invoice_skip_notices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => squadMembers.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.month, table.reason] })],
);
