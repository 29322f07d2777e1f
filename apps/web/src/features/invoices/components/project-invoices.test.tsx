import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick } from '../../../test/double-click';
import { stubApi } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import { buildInvoice } from '../invoice-test-fixtures';
import ProjectInvoices from './project-invoices';

afterEach(() => vi.unstubAllGlobals());

const issued = buildInvoice();

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
