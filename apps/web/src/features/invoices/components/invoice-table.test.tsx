import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import { buildInvoice } from '../invoice-test-fixtures';
import { InvoiceTable } from './invoice-table';
import styles from './invoices.module.css';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rowOf = (number: string) => screen.getByRole('row', { name: new RegExp(`^${number}`) });

describe('InvoiceTable', () => {
  it("lists the expert's invoices across clients: project, client, dates, total in its own currency, status", () => {
    stubApi();
    const invoices = [
      buildInvoice({ id: 1, number: 'FR-2026-000011', currency: 'EUR', total: 13162.5, dueDate: '2026-12-29' }),
      buildInvoice({
        id: 2,
        number: 'FR-2026-000012',
        project: { id: 8, name: 'Tokyo launch' },
        buyer: { legalName: 'Sakura KK', addressLines: ['1-1 Marunouchi'], country: 'JP', taxId: null },
        currency: 'JPY',
        total: 1250000,
      }),
    ];
    renderWithClient(<InvoiceTable invoices={invoices} view="expert" today="2026-12-01" />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Number',
      'Project',
      'Client',
      'Issued',
      'Due date',
      'Total',
      'Status',
      'Actions',
    ]);
    const euro = within(rowOf('FR-2026-000011'));
    expect(euro.getByText('Board pack')).toBeVisible();
    expect(euro.getByText('Ngata Retail Ltd')).toBeVisible();
    expect(euro.getByText('1 Oct 2026')).toBeVisible();
    expect(euro.getByText('29 Dec 2026')).toBeVisible();
    expect(euro.getByText('€13,162.50')).toBeVisible();
    expect(euro.getByText('Due in 28 days')).toHaveClass(styles.due!);
    const yen = within(rowOf('FR-2026-000012'));
    expect(yen.getByText('Tokyo launch')).toBeVisible();
    expect(yen.getByText('Sakura KK')).toBeVisible();
    expect(yen.getByText('¥1,250,000')).toBeVisible();
  });

  it('says how long an issued invoice is overdue, in the warning style; nothing once paid', () => {
    stubApi();
    const invoices = [
      buildInvoice({ id: 1, number: 'FR-2026-000021', dueDate: '2026-12-29' }),
      buildInvoice({ id: 2, number: 'FR-2026-000022', dueDate: '2026-12-29', status: 'paid', paidAt: '2027-01-02' }),
    ];
    renderWithClient(<InvoiceTable invoices={invoices} view="project" today="2027-01-01" />);
    expect(within(rowOf('FR-2026-000021')).getByText('Overdue by 3 days')).toHaveClass(styles.overdue!);
    const paid = within(rowOf('FR-2026-000022'));
    expect(paid.getByText('Paid')).toBeVisible();
    expect(paid.queryByText(/Due|Overdue/)).toBeNull();
    expect(within(rowOf('FR-2026-000021')).getByText('Tama Hours')).toBeVisible();
  });

  it("shows a void invoice's credit note beside it and downloads its PDF", async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs and cannot follow a download link: the browser's side is stubbed.
    const createObjectURL = vi.fn(() => 'blob:credit-note');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = stubApi(() => ({ status: 200, body: {} }));
    const invoice = buildInvoice({
      number: 'FR-2026-000031',
      status: 'void',
      voidedAt: '2026-11-02T10:00:00.000Z',
      creditNote: { id: 3, number: 'CN-2026-000003' },
    });
    renderWithClient(<InvoiceTable invoices={[invoice]} view="engagement" today="2027-01-01" />);
    const row = within(rowOf('FR-2026-000031'));
    expect(row.getByText('Void')).toBeVisible();
    expect(row.queryByText(/Overdue/)).toBeNull();
    await user.click(row.getByRole('button', { name: 'Download PDF of credit note CN-2026-000003' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'GET', path: '/credit-notes/3/pdf', body: undefined }]));
    await waitFor(() => expect(saved).toEqual(['CN-2026-000003.pdf']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('downloads the UBL e-invoice of a row and the CSV export of every invoice', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = stubApi(() => ({ status: 200, body: {} }));
    renderWithClient(
      <InvoiceTable invoices={[buildInvoice({ id: 41, number: 'FR-2026-000041' })]} view="engagement" />,
    );
    await user.click(screen.getByRole('button', { name: 'Download the e-invoice (UBL XML) of FR-2026-000041' }));
    await user.click(screen.getByRole('button', { name: 'Export all invoices (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['FR-2026-000041.xml', 'invoices.csv']));
    expect(calls.map((call) => call.path)).toEqual(['/invoices/41/ubl', '/invoices/export.csv']);
  });
});
