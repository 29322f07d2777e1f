import type { Productivity, Spend } from '@fractional/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimesheet } from '../../../test/builders';
import { stubApi } from '../../../test/stub-api';
import { ProductivityCard } from '../../engagements/components/productivity-card';
import SpendPanel from '../../invoices/components/spend-panel';
import { renderWithClient } from '../../squads/squad-test-utils';
import { ProjectTimesheets } from './project-timesheets';

afterEach(() => vi.unstubAllGlobals());

const productivity = (value: number): Productivity => ({
  productivity: value,
  progress: 40,
  progressSource: 'timeline',
  delivery: { value: value / 100, approvedHours: value, committedHours: 100 },
  satisfaction: null,
});

const spend = (approved: number): Spend => ({
  currency: 'USD',
  budget: 50_000,
  approved: { hours: approved / 100, amount: approved },
  submitted: { hours: 0, amount: 0 },
  unpriced: { hours: 0 },
  committedHoursPerWeek: 20,
  weeklyRunRate: 2000,
  weeksRemaining: 4,
  forecastTotal: approved + 8000,
  overBudget: false,
  byMember: [],
  byWeek: [{ weekStart: '2026-11-09', hours: approved / 100, amount: approved }],
});

describe('the project page’s figures after a timesheet is decided', () => {
  it('shows the new productivity and spend without a reload', async () => {
    const user = userEvent.setup();
    let isApproved = false;
    stubApi((call) => {
      if (call.method === 'POST' && call.path === '/timesheets/5/approve') {
        isApproved = true;
        return { status: 200, body: buildTimesheet({ status: 'approved' }) };
      }
      if (call.path === '/timesheets')
        return {
          status: 200,
          body: { data: [buildTimesheet(isApproved ? { status: 'approved' } : {})], hasNextPage: false, totals: [] },
        };
      if (call.path === '/projects/7/productivity') return { status: 200, body: productivity(isApproved ? 88 : 82) };
      if (call.path === '/projects/7/spend') return { status: 200, body: spend(isApproved ? 5000 : 3000) };
      return undefined;
    });
    renderWithClient(
      <>
        <ProductivityCard projectId={7} />
        <SpendPanel projectId={7} />
        <ProjectTimesheets projectId={7} />
      </>,
    );
    const card = screen.getByRole('region', { name: 'Progress and productivity' });
    expect(await within(card).findByTestId('project-productivity')).toHaveTextContent('82 of 100');
    const panel = screen.getByRole('region', { name: 'Spend' });
    expect(await within(panel).findByText('$3,000.00', { selector: 'strong' })).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(await screen.findByRole('button', { name: 'Approve the week' }));

    expect(await within(card).findByText('88 of 100', { exact: false })).toBeVisible();
    expect(within(card).getByTestId('project-productivity')).toHaveTextContent('88 of 100');
    expect(await within(panel).findByText('$5,000.00', { selector: 'strong' })).toBeVisible();
  });
});

describe('the timesheets’ waiting count', () => {
  it('counts distinct weeks: two members’ sheets of one week are 2 timesheets of 1 week', async () => {
    const other = { id: 4, expert: { profileId: 10, firstName: 'Ana', lastName: 'Lee' } };
    stubApi((call) =>
      call.path === '/timesheets'
        ? {
            status: 200,
            body: {
              data: [buildTimesheet(), buildTimesheet({ id: 6, member: other })],
              hasNextPage: false,
              totals: [],
            },
          }
        : undefined,
    );
    renderWithClient(<ProjectTimesheets projectId={7} />);
    const card = screen.getByRole('region', { name: 'Timesheets' });
    expect(await within(card).findByText('2 timesheets waiting, 1 week')).toBeVisible();
    expect(within(card).queryByText(/2 weeks waiting/)).toBeNull();
  });

  it('says weeks when each waiting week is one timesheet', async () => {
    stubApi((call) =>
      call.path === '/timesheets'
        ? {
            status: 200,
            body: {
              data: [buildTimesheet(), buildTimesheet({ id: 6, weekStart: '2026-11-09' })],
              hasNextPage: false,
              totals: [],
            },
          }
        : undefined,
    );
    renderWithClient(<ProjectTimesheets projectId={7} />);
    expect(await screen.findByText('2 weeks waiting')).toBeVisible();
  });
});
