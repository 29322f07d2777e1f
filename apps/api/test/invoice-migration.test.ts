import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { InvoiceSchema } from '@fractional/contract';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSnapshot } from '../src/modules/invoices/invoice-snapshot.js';
import { toInvoice } from '../src/modules/invoices/invoices.service.js';
import { seedEngagements } from './seed-engagements.js';

/**
 * Migration 0030 on invoices issued before it (docs/money.md#invoices): they keep their numbers and
 * are snapshotted from what they showed. The migrations run one by one on an in-memory PGlite.
 */
const DRIZZLE = fileURLToPath(new URL('../drizzle/', import.meta.url));
const files = readdirSync(DRIZZLE)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const apply = async (db: PGlite, names: string[]) => {
  for (const name of names)
    await db.exec(readFileSync(`${DRIZZLE}${name}`, 'utf8').replaceAll('--> statement-breakpoint', ''));
};

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  // Up to 0029, plus 0033 (rates in minor units, which only adds columns and keeps the old ones): the
  // seeding below writes today's rate columns. 0030 on invoices issued before it is what is tested.
  await apply(
    db,
    files.filter((name) => Number(name.slice(0, 4)) <= 29 || name.startsWith('0033_')),
  );
}, 120_000);
afterAll(async () => db.close());

describe('migration 0030: invoices issued before snapshots', () => {
  it('keeps their numbers and shows what they showed: names, month, lines and amounts in cents', async () => {
    await db.query(
      `insert into roles (id, name) values (1, 'admin'), (2, 'client'), (3, 'contractor') on conflict do nothing`,
    );
    await db.query(`insert into statuses (id, name) values (1, 'active') on conflict do nothing`);
    const { projectIds, memberIds } = await seedEngagements(db as unknown as pg.ClientBase, {
      tag: 'migration',
      projects: 1,
      membersPerProject: 1,
      hoursPerWeek: 20,
      hourlyRate: 95,
      joinedAt: new Date('2026-08-01T00:00:00Z'),
      weeks: ['2026-08-31', '2026-09-07'],
      billing: false,
    });
    const { rows: sheets } = await db.query<{ id: number; week_start: string }>(
      `select id, to_char(week_start, 'YYYY-MM-DD') as week_start from timesheets order by week_start`,
    );
    const { rows } = await db.query<{ id: number }>(
      `insert into invoices (number, project_id, member_id, month, client_org_name, expert_profile_id,
         expert_first_name, expert_last_name, total_hours, total_amount, status, issued_at, paid_at)
       values ('FR-2026-000007', $1, $2, '2026-09', 'Kauri Analytics', 1, 'Ana', 'Lima', 56, 5320.5,
         'paid', '2026-10-01T02:00:05Z', '2026-10-09T10:00:00Z')
       returning id`,
      [projectIds[0], memberIds[0]],
    );
    const invoiceId = rows[0]!.id;
    await db.query(
      `insert into invoice_lines (invoice_id, timesheet_id, month, week_start, hours, hourly_rate, amount)
       values ($1, $2, '2026-09', $3, 16, 95, 1520.25), ($1, $4, '2026-09', $5, 40, 95, 3800.25)`,
      [invoiceId, sheets[0]!.id, sheets[0]!.week_start, sheets[1]!.id, sheets[1]!.week_start],
    );

    await apply(
      db,
      files.filter((name) => Number(name.slice(0, 4)) > 29 && !name.startsWith('0033_')),
    );

    const { rows: after } = await db.query<{
      id: number;
      number: string;
      status: 'paid';
      issued_at: Date;
      paid_at: Date;
      voided_at: null;
      snapshot: InvoiceSnapshot;
    }>(`select id, number, status, issued_at, paid_at, voided_at, snapshot from invoices`);
    const row = after[0]!;
    const invoice = InvoiceSchema.parse(
      toInvoice({
        invoice: {
          id: row.id,
          number: row.number,
          projectId: projectIds[0]!,
          memberId: memberIds[0]!,
          month: '2026-09',
          snapshot: row.snapshot,
          status: row.status,
          issuedAt: new Date(row.issued_at),
          paidAt: new Date(row.paid_at),
          voidedAt: null,
          voidReason: null,
        },
        creditNote: null,
      }),
    );
    expect(invoice).toMatchObject({
      number: 'FR-2026-000007',
      seller: { legalName: 'Ana Lima', addressLines: [], taxId: null },
      buyer: { legalName: 'Kauri Analytics', addressLines: [], taxId: null },
      client: { orgName: 'Kauri Analytics' },
      expert: { profileId: 1, firstName: 'Ana', lastName: 'Lima' },
      project: { id: projectIds[0], name: 'Seeded squad 1' },
      month: '2026-09',
      issueDate: '2026-10-01',
      dueDate: '2026-10-31',
      servicePeriod: { from: '2026-09-01', to: '2026-09-30' },
      totalHours: 56,
      subtotal: 5320.5,
      taxRatePct: 0,
      taxAmount: 0,
      total: 5320.5,
      totalAmount: 5320.5,
      currency: 'USD',
      status: 'paid',
      creditNote: null,
    });
    expect(invoice.lines).toEqual([
      {
        timesheetId: sheets[0]!.id,
        description: 'Seeded squad 1, week of 31 Aug 2026',
        weekStart: '2026-08-31',
        from: '2026-09-01',
        to: '2026-09-06',
        hours: 16,
        hourlyRate: 95,
        amount: 1520.25,
      },
      {
        timesheetId: sheets[1]!.id,
        description: 'Seeded squad 1, week of 7 Sep 2026',
        weekStart: '2026-09-07',
        from: '2026-09-07',
        to: '2026-09-13',
        hours: 40,
        hourlyRate: 95,
        amount: 3800.25,
      },
    ]);
    expect(row.snapshot.totalMinor).toBe(532_050);
  });
});
