import { addWeeks, mondayOf, todayUtc } from '@fractional/contract';
import type { Timesheet } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick } from '../../../test/double-click';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { ExpertTimesheet } from './expert-timesheet';

afterEach(() => vi.unstubAllGlobals());

const thisWeek = mondayOf(todayUtc());
const lastWeek = addWeeks(thisWeek, -1);

function buildTimesheet(overrides: Partial<Timesheet> = {}): Timesheet {
  return {
    id: 5,
    project: { id: 7, name: 'Board pack' },
    member: { id: 3, expert: { profileId: 9, firstName: 'Tama', lastName: 'Hours' } },
    weekStart: lastWeek,
    hours: [8, 8, 4, 0, 2.5, 0, 0],
    totalHours: 22.5,
    hourlyRate: 100,
    currency: 'USD',
    amount: 2250,
    overCommitment: true,
    note: null,
    status: 'approved',
    submittedAt: '2026-01-01T00:00:00.000Z',
    decidedAt: '2026-01-02T00:00:00.000Z',
    decidedBy: { id: 1, firstName: 'Mere', lastName: 'Parata' },
    rejectionReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

function renderTimesheet(items: Timesheet[], answer: (call: ApiCall) => Answer = () => undefined) {
  const calls = stubApi((call) =>
    call.path === '/timesheets' ? { status: 200, body: { data: items, hasNextPage: false, totals: [] } } : answer(call),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ExpertTimesheet
        engagement={{
          projectId: 7,
          memberId: 3,
          hoursPerWeek: 20,
          joinedAt: `${addWeeks(thisWeek, -4)}T09:00:00.000Z`,
          endedAt: null,
        }}
      />
    </QueryClientProvider>,
  );
  return calls;
}

const grid = () => screen.findByRole('region', { name: 'Hours this week' });

describe('ExpertTimesheet', () => {
  it('copies last week’s hours into this week and shows the running total over the commitment', async () => {
    const user = userEvent.setup();
    renderTimesheet([buildTimesheet()]);
    const card = await grid();
    expect(within(card).getByText(/0 h of 20 h committed this week/)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Copy last week' }));
    expect(screen.getByLabelText<HTMLInputElement>('Monday hours').value).toBe('8');
    expect(screen.getByLabelText<HTMLInputElement>('Friday hours').value).toBe('2.5');
    expect(within(card).getByText(/22\.5 h of 20 h committed: 2\.5 h over your commitment/)).toBeTruthy();
  });

  it('says which day is wrong and sends nothing until it is fixed', async () => {
    const user = userEvent.setup();
    const calls = renderTimesheet([]);
    await grid();
    await user.type(screen.getByLabelText('Tuesday hours'), '7.3');
    expect(screen.getByRole('alert').textContent).toBe(
      'Tuesday: Enter 0 to 24 hours, in quarters of an hour (0.25, 0.5, 0.75).',
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('reads a decimal comma as one (1,5 is 1.5 h, not 15) and keeps what it cannot read as typed', async () => {
    const user = userEvent.setup();
    renderTimesheet([]);
    const card = await grid();
    await user.type(screen.getByLabelText('Monday hours'), '1,5');
    expect(screen.getByLabelText('Monday hours')).toHaveValue('1,5');
    expect(within(card).getByText(/1\.5 h of 20 h committed/)).toBeTruthy();
    await user.type(screen.getByLabelText('Tuesday hours'), '2h');
    expect(screen.getByLabelText('Tuesday hours')).toHaveValue('2h');
    expect(screen.getByRole('alert').textContent).toBe(
      'Tuesday: Enter 0 to 24 hours, in quarters of an hour (0.25, 0.5, 0.75).',
    );
  });

  it('saves the week, submits it, and shows the API’s refusals in words', async () => {
    const user = userEvent.setup();
    const calls = renderTimesheet([], (call) => {
      if (call.method === 'PUT')
        return { status: 201, body: buildTimesheet({ id: 8, weekStart: thisWeek, status: 'draft' }) };
      if (call.path === '/timesheets/8/submit') {
        return { status: 422, body: { status: 422, errors: { hours: 'empty' } } };
      }
      return undefined;
    });
    await grid();
    await user.type(screen.getByLabelText('Monday hours'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Log some hours before you submit the week.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/projects/7/squad/3/timesheets/${thisWeek}`,
      body: { hours: [0, 0, 0, 0, 0, 0, 0], note: null },
    });
  });

  it('submits the week once on a double-click, with no "already submitted" after it', async () => {
    const user = userEvent.setup();
    const calls = renderTimesheet([], (call) => {
      const submits = calls.filter((made) => made.path === '/timesheets/8/submit').length;
      if (call.method === 'PUT')
        return { status: 201, body: buildTimesheet({ id: 8, weekStart: thisWeek, status: 'draft' }) };
      if (call.path === '/timesheets/8/submit') {
        return submits > 1
          ? { status: 409, body: { status: 409, message: 'already submitted' } }
          : { status: 200, body: buildTimesheet({ id: 8, weekStart: thisWeek, status: 'submitted' }) };
      }
      return undefined;
    });
    await grid();
    await user.type(screen.getByLabelText('Monday hours'), '4');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await doubleClick(submit);
    await waitFor(() => expect(calls.some((call) => call.path === '/timesheets/8/submit')).toBe(true));
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    expect(calls.filter((call) => call.method !== 'GET')).toMatchObject([
      { method: 'PUT' },
      { method: 'POST', path: '/timesheets/8/submit' },
    ]);
    expect(screen.queryByText('This week was already submitted.')).toBeNull();
  });

  it('shows a rejected week’s reason and offers to resubmit; "Next week" never goes past this week', async () => {
    renderTimesheet([
      buildTimesheet({ id: 9, weekStart: thisWeek, status: 'rejected', rejectionReason: 'Split Friday please' }),
    ]);
    const card = await grid();
    expect(within(card).getByText('“Split Friday please”', { exact: false })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Resubmit' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next week →' }).disabled).toBe(true);
  });
});
