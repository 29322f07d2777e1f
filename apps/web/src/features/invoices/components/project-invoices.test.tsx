import type { Invoice } from '@fractional/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick } from '../../../test/double-click';
import { stubApi } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import ProjectInvoices from './project-invoices';

afterEach(() => vi.unstubAllGlobals());

const issued: Invoice = {
  id: 4,
  number: 'FR-2026-000004',
  project: { id: 7, name: 'Board pack' },
  client: { orgName: 'Ngata Retail' },
  expert: { profileId: 9, firstName: 'Tama', lastName: 'Hours' },
  month: '2026-09',
  lines: [{ timesheetId: 5, weekStart: '2026-09-07', hours: 8, hourlyRate: 100, amount: 800 }],
  totalHours: 8,
  totalAmount: 800,
  currency: 'USD',
  status: 'issued',
  issuedAt: '2026-10-01T00:00:00.000Z',
  paidAt: null,
};

describe('ProjectInvoices: Mark paid', () => {
  it('asks first, then marks the invoice paid once on a double-click', async () => {
    const user = userEvent.setup();
    let invoice = issued;
    const calls = stubApi((call) => {
      if (call.method === 'POST' && call.path === '/invoices/4/paid') {
        invoice = { ...issued, status: 'paid', paidAt: '2026-10-02T00:00:00.000Z' };
        return { status: 200, body: invoice };
      }
      return { status: 200, body: { data: [invoice], hasNextPage: false } };
    });
    renderWithClient(<ProjectInvoices projectId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Mark paid: FR-2026-000004' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark FR-2026-000004 paid?' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await doubleClick(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/invoices/4/paid', body: undefined },
    ]);
  });

  it('keeps the invoice issued when the question is cancelled', async () => {
    const user = userEvent.setup();
    const calls = stubApi(() => ({ status: 200, body: { data: [issued], hasNextPage: false } }));
    renderWithClient(<ProjectInvoices projectId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Mark paid: FR-2026-000004' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
