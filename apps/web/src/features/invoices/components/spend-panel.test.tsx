import type { Spend } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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
    unpriced: { hours: 0 },
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
    const chart = await within(panel).findByRole('img', { name: /Approved spend to date, added up week by week/ });
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

  it('says by how much the forecast would exceed the budget, without calling 30 % spent "over budget"', async () => {
    const panel = renderPanel({
      status: 200,
      body: buildSpend({ forecastTotal: 12_345.67, overBudget: true }),
    });
    const warning = (await within(panel).findByText(/^Forecast to exceed the budget by/)).parentElement;
    expect(warning).toHaveTextContent(
      'Forecast to exceed the budget by $2,345.67. At the squad’s committed hours the total reaches $12,345.67 by the end of the timeline, against a $10,000.00 budget.',
    );
    expect(within(panel).queryByText(/Over budget/)).toBeNull();
  });

  it('draws the forecast dashed to the end of the timeline, dates more than two weeks, and reads each week by key and pointer', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z'), toFake: ['Date'] });
    const panel = renderPanel({
      status: 200,
      body: buildSpend({
        weeksRemaining: 6,
        byWeek: [
          { weekStart: '2026-10-19', hours: 10, amount: 1000 },
          { weekStart: '2026-10-26', hours: 10, amount: 1000 },
          { weekStart: '2026-11-02', hours: 20, amount: 2000 },
          { weekStart: '2026-11-09', hours: 10, amount: 1000 },
        ],
        approved: { hours: 50, amount: 5000 },
      }),
    });
    const chart = await within(panel).findByRole('img', { name: /Cumulative|Approved spend to date/ });
    vi.useRealTimers();
    expect(within(panel).getByText('Cumulative spend')).toBeVisible();
    expect(within(panel).queryByText('Weekly burn')).toBeNull();
    // This week is 23 Nov; 6 weeks remain → the forecast ends the week of 4 Jan 27 at $7,800.00.
    expect(chart).toHaveAccessibleName(expect.stringContaining('Forecast $7,800.00 by the week of 4 Jan 27.'));
    expect(within(panel).getByTestId('burn-forecast')).toBeInTheDocument();
    const dates = [...chart.querySelectorAll('text')]
      .map((text) => text.textContent)
      .filter((t) => /\d \w{3} \d\d/.test(t ?? ''));
    expect(dates.length).toBeGreaterThan(2);
    expect(dates[0]).toBe('19 Oct 26');
    expect(dates.at(-1)).toBe('4 Jan 27');

    const readout = within(panel).getByTestId('burn-readout');
    act(() => chart.focus());
    expect(readout).toHaveTextContent('Week of 9 Nov 26: $1,000.00 approved, $5,000.00 in all');
    await userEvent.keyboard('{ArrowLeft}');
    expect(readout).toHaveTextContent('Week of 2 Nov 26: $2,000.00 approved, $4,000.00 in all');
    await userEvent.keyboard('{Home}');
    expect(readout).toHaveTextContent('Week of 19 Oct 26: $1,000.00 approved, $1,000.00 in all');
    act(() => chart.blur());
    // The pointer reads the nearest week (jsdom lays the chart out at 0, the drawing box 640 wide).
    fireEvent.pointerMove(chart, { clientX: 64 + 20 });
    expect(readout).toHaveTextContent('Week of 19 Oct 26');
    fireEvent.pointerLeave(chart);
    expect(readout).not.toHaveTextContent('Week of');
  });

  it('draws at the width it is shown, so 12 px labels stay 12 px on a phone', async () => {
    class FixedWidth {
      constructor(private readonly callback: (entries: Array<{ contentRect: { width: number } }>) => void) {}
      observe() {
        this.callback([{ contentRect: { width: 358 } }]);
      }
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', FixedWidth);
    const panel = renderPanel({ status: 200, body: buildSpend() });
    const chart = await within(panel).findByRole('img', { name: /Approved spend to date/ });
    expect(chart).toHaveAttribute('viewBox', '0 0 358 240');
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
