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

describe('ProjectInvoices: Issue now', () => {
  it('names each member a run left out and what to complete', async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: {
              data: [],
              skipped: [
                { memberId: 31, reason: 'rateNotAgreed' },
                { memberId: 31, reason: 'clientBillingIncomplete' },
                { memberId: 32, reason: 'expertBillingIncomplete' },
              ],
            },
          }
        : { status: 200, body: { data: [], hasNextPage: false } },
    );
    const names = new Map([[31, 'Łukasz Żółć']]);
    renderWithClient(<ProjectInvoices projectId={7} memberName={(id) => names.get(id)} />);
    await user.click(await screen.findByRole('button', { name: 'Issue now' }));
    const status = screen.getByRole('status');
    await within(status).findByText(/^No invoice issued for /);
    const items = within(status).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Łukasz Żółć: no hourly rate is agreed yet: propose one on the Squad; your billing details are missing: add them in Account & security.',
      'A squad member: their billing details are missing: we have asked them to add them.',
    ]);
  });
});
