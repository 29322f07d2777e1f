import type { TimesheetList, TimesheetMemberTotals } from '@fractional/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTimesheet } from '../../../test/builders';
import { stubApi } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import { ProjectTimesheets } from './project-timesheets';

afterEach(() => vi.unstubAllGlobals());

const none = { weeks: 0, hours: 0, amount: 0 };
const totalsOf = (overrides: Partial<TimesheetMemberTotals>): TimesheetMemberTotals => ({
  memberId: 3,
  expert: { profileId: 9, firstName: 'Tama', lastName: 'Hours' },
  currency: 'USD',
  draft: none,
  submitted: none,
  approved: none,
  rejected: none,
  unpricedHours: 0,
  ...overrides,
});

describe('the timesheets’ totals per member', () => {
  it('shows what the API added up over every week, from one request, and loads older weeks on demand', async () => {
    const user = userEvent.setup();
    const totals = [
      totalsOf({
        approved: { weeks: 60, hours: 1200.5, amount: 120_050.25 },
        submitted: { weeks: 1, hours: 20, amount: 2000 },
      }),
      // Drafts only: the client sees a week once it is submitted.
      totalsOf({
        memberId: 4,
        expert: { profileId: 10, firstName: 'Ana', lastName: 'Lee' },
        draft: { weeks: 1, hours: 8, amount: 800 },
      }),
    ];
    const pages: TimesheetList[] = [
      { data: [buildTimesheet()], hasNextPage: true, totals },
      { data: [buildTimesheet({ id: 6, weekStart: '2025-01-06', status: 'approved' })], hasNextPage: false, totals },
    ];
    // stubApi records a call once answered: calls.length is how many came before this one.
    const calls = stubApi((call) =>
      call.path === '/timesheets' ? { status: 200, body: pages[calls.length] } : undefined,
    );
    renderWithClient(<ProjectTimesheets projectId={7} />);
    const card = screen.getByRole('region', { name: 'Timesheets' });
    const table = await within(card).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MemberApproved hoursApproved amountWaiting hours',
      'Tama Hours1200.5 h$120,050.2520 h',
    ]);
    expect(calls).toHaveLength(1);
    expect(within(card).queryByText(/week of 6 Jan/)).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Show older weeks' }));
    expect(await within(card).findByText(/week of 6 Jan/)).toBeVisible();
    expect(calls).toHaveLength(2);
    expect(within(card).queryByRole('button', { name: 'Show older weeks' })).toBeNull();
  });
});
