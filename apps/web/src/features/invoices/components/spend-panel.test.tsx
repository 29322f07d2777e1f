import type { Spend } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import SpendPanel from './spend-panel';

afterEach(() => vi.unstubAllGlobals());
// The panel imports the contract's schemas on its first answer: loaded once here, so the first test's
// wait for the chart measures the panel, not a cold import of zod and the contract.
beforeAll(() => import('../api/invoice-schemas'));

function buildSpend(overrides: Partial<Spend> = {}): Spend {
  return {
    currency: 'USD',
    budget: 10_000,
    approved: { hours: 30, amount: 3000 },
    submitted: { hours: 8, amount: 800 },
    committedHoursPerWeek: 20,
    weeklyRunRate: 2000,
    weeksRemaining: 2,
    forecastTotal: 7800,
    overBudget: false,
    byMember: [],
    byWeek: [
      { weekStart: '2026-11-02', hours: 20, amount: 2000 },
      { weekStart: '2026-11-09', hours: 10, amount: 1000 },
    ],
    ...overrides,
  };
}

function renderPanel(answer: { status: number; body?: unknown }) {
  stubApi((call) => (call.path === '/projects/7/spend' ? answer : undefined));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SpendPanel projectId={7} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Spend' });
}

describe('SpendPanel', () => {
  it('shows the figures and the burn as an image with a description, and as a table on demand', async () => {
    const panel = renderPanel({ status: 200, body: buildSpend() });
    const chart = await within(panel).findByRole('img', { name: /Approved spend, week by week/ });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('2 weeks from 2 Nov 26 to 9 Nov 26: $3,000.00 approved'),
    );
    expect(within(panel).getByText('$10,000.00')).toBeVisible();
    expect(within(panel).getByText('$7,800.00')).toBeVisible();
    expect(within(panel).queryByText(/Over budget/)).toBeNull();

    await userEvent.click(within(panel).getByRole('button', { name: 'Show as table' }));
    const table = within(panel).getByRole('table', { name: 'Approved spend by week' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Week ofApprovedTotal so far', '2 Nov 26$2,000.00$2,000.00', '9 Nov 26$1,000.00$3,000.00']);
    expect(within(panel).queryByRole('img')).toBeNull();
  });

  it('warns when the forecast passes the budget', async () => {
    const panel = renderPanel({ status: 200, body: buildSpend({ forecastTotal: 12_000, overBudget: true }) });
    expect((await within(panel).findByText('Over budget.')).parentElement).toHaveTextContent(
      'Over budget. At the squad’s committed hours, the forecast passes the $10,000.00 budget.',
    );
  });

  it('warns when the approved hours alone pass the budget', async () => {
    const panel = renderPanel({ status: 200, body: buildSpend({ budget: 2500, overBudget: true }) });
    expect((await within(panel).findByText('Over budget.')).parentElement).toHaveTextContent(
      'The approved hours already cost more than the $2,500.00 budget.',
    );
  });

  it('says so when the spend cannot be loaded', async () => {
    const panel = renderPanel({ status: 500, body: { message: 'boom' } });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('We could not load the spend.');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
