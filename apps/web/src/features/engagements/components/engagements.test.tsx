import { mondayOf } from '@fractional/contract';
import type { CheckIn, Outcome, Productivity } from '@fractional/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick } from '../../../test/double-click';
import { stubApi, type ApiCall } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import { today } from '../engagement-display';
import { CheckInForm } from './check-in-form';
import { CheckInTimeline } from './check-ins';
import { ProductivityCard } from './productivity-card';
import { ProjectOutcomes } from './project-outcomes';

afterEach(() => vi.unstubAllGlobals());

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

function buildOutcome(overrides: Partial<Outcome> = {}): Outcome {
  return {
    id: 3,
    title: 'Launch in Australia',
    target: '500 customers',
    dueDate: null,
    progress: 40,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function buildCheckIn(overrides: Partial<CheckIn> = {}): CheckIn {
  return {
    id: 9,
    projectId: 7,
    weekStart: '2026-11-16',
    author: { userId: 4, firstName: 'Tama', lastName: 'Fitwell' },
    summary: 'Signed two distributors.',
    outcomes: [{ outcomeId: 3, title: 'Launch in Australia', progress: 40, removed: false }],
    risks: null,
    rating: null,
    ratingComment: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const list = <T,>(data: T[]) => ({ status: 200, body: { data, hasNextPage: false } });
const paged = <T,>(data: T[]) => ({ status: 200, body: { data, hasNextPage: false } });

describe('ProductivityCard: progress, productivity and "How is this measured?"', () => {
  it('shows the figures and, opened, each part with its values and the weeks counted', async () => {
    const user = userEvent.setup();
    const figures: Productivity = {
      productivity: 69,
      progress: 40,
      progressSource: 'outcomes',
      delivery: { value: 0.75, approvedHours: 24, committedHours: 32 },
      satisfaction: {
        value: 0.625,
        weeks: [
          { weekStart: '2026-11-16', rating: 4 },
          { weekStart: '2026-11-09', rating: 3 },
        ],
      },
    };
    stubApi(() => ({ status: 200, body: figures }));
    renderWithClient(<ProductivityCard projectId={7} />);
    const card = screen.getByRole('region', { name: 'Progress and productivity' });
    expect(await within(card).findByTestId('project-progress')).toHaveTextContent('40%');
    expect(within(card).getByTestId('project-productivity')).toHaveTextContent('69 of 100');
    const how = within(card).getByText('How is this measured?');
    expect(within(card).getByText(/24 approved of 32 committed hours/)).not.toBeVisible();
    await user.click(how);
    expect(within(card).getByText('The mean of the outcomes’ latest reported progress.')).toBeVisible();
    expect(
      within(card).getByText(/^75%: 24 approved of 32 committed hours over the last 4 ended weeks$/),
    ).toBeVisible();
    expect(within(card).getByText(/^63% from Week of 16 Nov 2026: 4★, Week of 9 Nov 2026: 3★/)).toBeVisible();
  });

  it('says why there is no productivity yet, and where the progress comes from without outcomes', async () => {
    const user = userEvent.setup();
    stubApi(() => ({
      status: 200,
      body: { productivity: null, progress: 12, progressSource: 'timeline', delivery: null, satisfaction: null },
    }));
    renderWithClient(<ProductivityCard projectId={7} />);
    expect(await screen.findByTestId('project-productivity')).toHaveTextContent('— (no rated check-ins yet)');
    await user.click(screen.getByText('How is this measured?'));
    expect(screen.getByText(/No outcomes yet: the share of the timeline elapsed/)).toBeVisible();
    expect(screen.getByText(/^Not counted yet: approved timesheet hours/)).toBeVisible();
    expect(screen.getByText(/^No rated check-ins yet/)).toBeVisible();
  });

  it('has an error state', async () => {
    stubApi(() => ({ status: 500, body: { status: 500, message: 'Boom' } }));
    renderWithClient(<ProductivityCard projectId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the figures.');
  });
});

describe('ProjectOutcomes: the outcome form', () => {
  it('tells the owner what to do first, and adds an outcome with trimmed fields, empty ones as null', async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) =>
      call.method === 'POST' ? { status: 201, body: buildOutcome({ title: 'Hire a CFO' }) } : list([]),
    );
    renderWithClient(<ProjectOutcomes projectId={7} canEdit />);
    expect(await screen.findByText(/^Add the outcomes this project must achieve/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add outcome' });
    const add = within(form).getByRole('button', { name: 'Add outcome' });
    expect(add).toBeDisabled();
    await user.type(within(form).getByLabelText('Outcome'), '  Hire a CFO  ');
    await user.type(within(form).getByLabelText('Due date (optional)'), '2027-03-31');
    await user.click(add);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/projects/7/outcomes',
        body: { title: 'Hire a CFO', target: null, dueDate: '2027-03-31' },
      },
    ]);
  });

  it('edits and removes an outcome, and says an overdue date in words', async () => {
    const user = userEvent.setup();
    const outcome = buildOutcome({ dueDate: '2020-01-31' });
    const calls = stubApi((call) => {
      if (call.method === 'PATCH') return { status: 200, body: { ...outcome, target: '800 customers' } };
      if (call.method === 'DELETE') return { status: 204 };
      return list([outcome]);
    });
    renderWithClient(<ProjectOutcomes projectId={7} canEdit />);
    expect(await screen.findByText(/^Overdue by \d+ days \(was due 31 Jan 2020\)$/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progress of Launch in Australia' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    await user.click(screen.getByRole('button', { name: 'Edit Launch in Australia' }));
    const form = screen.getByRole('form', { name: 'Save outcome' });
    const target = within(form).getByLabelText('Target (optional)');
    await user.clear(target);
    await user.type(target, '800 customers');
    await user.click(within(form).getByRole('button', { name: 'Save outcome' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Launch in Australia' }));
    // Removing asks first (docs/product.md#one-click-one-request); a double-click on the answer removes once.
    const confirm = screen.getByRole('dialog', { name: 'Remove “Launch in Australia”?' });
    expect(writes(calls)).toHaveLength(1);
    await doubleClick(within(confirm).getByRole('button', { name: 'Remove outcome' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      {
        method: 'PATCH',
        path: '/outcomes/3',
        body: { title: 'Launch in Australia', target: '800 customers', dueDate: '2020-01-31' },
      },
      { method: 'DELETE', path: '/outcomes/3', body: undefined },
    ]);
  });

  it('says the sixth outcome is refused in words', async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.method === 'POST'
        ? { status: 422, body: { status: 422, errors: { title: 'tooManyOutcomes' } } }
        : list([buildOutcome()]),
    );
    renderWithClient(<ProjectOutcomes projectId={7} canEdit />);
    const form = await screen.findByRole('form', { name: 'Add outcome' });
    await user.type(within(form).getByLabelText('Outcome'), 'One too many');
    await user.click(within(form).getByRole('button', { name: 'Add outcome' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A project has at most 5 outcomes. Remove one to add another.',
    );
  });

  it('says a due date in the past is refused, on the date field', async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.method === 'POST' ? { status: 422, body: { status: 422, errors: { dueDate: 'dueDateInPast' } } } : list([]),
    );
    renderWithClient(<ProjectOutcomes projectId={7} canEdit />);
    const form = await screen.findByRole('form', { name: 'Add outcome' });
    await user.type(within(form).getByLabelText('Outcome'), 'Ship it');
    const due = within(form).getByLabelText('Due date (optional)');
    await user.type(due, '1999-01-01');
    await user.click(within(form).getByRole('button', { name: 'Add outcome' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Pick today or a later date.');
    expect(due).toHaveAttribute('aria-invalid', 'true');
    expect(due).toHaveAccessibleDescription('Pick today or a later date.');
    expect(due).toHaveValue('1999-01-01');
  });

  it('moves the focus to the outcome just added, not to the top of the page', async () => {
    const user = userEvent.setup();
    let stored: Outcome[] = [];
    stubApi((call) => {
      if (call.method !== 'POST') return list(stored);
      stored = [buildOutcome({ id: 4, title: 'Hire a CFO' })];
      return { status: 201, body: stored[0] };
    });
    renderWithClient(<ProjectOutcomes projectId={7} canEdit />);
    const form = await screen.findByRole('form', { name: 'Add outcome' });
    await user.type(within(form).getByLabelText('Outcome'), 'Hire a CFO');
    await user.click(within(form).getByRole('button', { name: 'Add outcome' }));
    expect(await screen.findByRole('heading', { name: 'Hire a CFO' })).toHaveFocus();
    expect(within(screen.getByRole('form', { name: 'Add outcome' })).getByLabelText('Outcome')).toHaveValue('');
  });

  it('reads only for a member', async () => {
    stubApi(() => list([buildOutcome()]));
    renderWithClient(<ProjectOutcomes projectId={7} canEdit={false} />);
    expect(await screen.findByRole('heading', { name: 'Launch in Australia' })).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it.each([
    ['expert', 'The client has not set outcomes yet. Your check-in can still say what moved this week.'],
    ['client', 'No outcomes were set for this project.'],
  ] as const)('speaks to the %s about an empty list it cannot change', async (viewer, text) => {
    stubApi(() => list([]));
    renderWithClient(<ProjectOutcomes projectId={7} canEdit={false} viewer={viewer} />);
    expect(await screen.findByText(text)).toBeVisible();
    if (viewer === 'client') expect(screen.queryByText(/Your check-in/)).not.toBeInTheDocument();
  });
});

describe('CheckInForm: this week’s check-in', () => {
  const week = mondayOf(today());

  it('sends the summary, a figure per outcome from its slider, and the risks', async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) => {
      if (call.method === 'PUT') return { status: 201, body: buildCheckIn({ weekStart: week }) };
      return call.path.endsWith('/outcomes') ? list([buildOutcome()]) : paged([]);
    });
    renderWithClient(<CheckInForm projectId={7} />);
    const form = await screen.findByRole('form', { name: /^Check-in for the week of/ });
    const submit = within(form).getByRole('button', { name: 'Submit the check-in' });
    expect(submit).toBeDisabled();
    await user.type(within(form).getByLabelText('What moved this week'), ' Signed two distributors. ');
    const slider = within(form).getByRole('slider', { name: /Launch in Australia/ });
    expect(slider).toHaveValue('40');
    fireEvent.change(slider, { target: { value: '55' } });
    expect(slider).toHaveAttribute('aria-valuetext', '55%');
    await user.type(within(form).getByLabelText('Risks (optional)'), 'Customs delays');
    await user.click(submit);
    expect(await within(form).findByRole('status')).toHaveTextContent('Check-in saved. The client has been told.');
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `/projects/7/check-ins/${week}`,
        body: {
          summary: 'Signed two distributors.',
          risks: 'Customs delays',
          outcomes: [{ outcomeId: 3, progress: 55 }],
        },
      },
    ]);
  });

  it('offers an update of a written week, and says a rated week is final', async () => {
    stubApi((call) =>
      call.path.endsWith('/outcomes') ? list([]) : paged([buildCheckIn({ weekStart: week, rating: 4 })]),
    );
    renderWithClient(<CheckInForm projectId={7} />);
    expect(await screen.findByText(/is rated 4 of 5: its check-in is final\.$/)).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('CheckInTimeline: the owner’s 1–5 stars', () => {
  it('are a radio group the keyboard moves through; the rating goes with the comment', async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) =>
      call.method === 'POST' ? { status: 200, body: buildCheckIn({ rating: 4 }) } : paged([buildCheckIn()]),
    );
    renderWithClient(<CheckInTimeline projectId={7} canRate />);
    const form = await screen.findByRole('form', { name: 'Rate the week of 16 nov 2026' });
    const rateButton = within(form).getByRole('button', { name: 'Rate the week' });
    expect(rateButton).toBeDisabled();
    const group = within(form).getByRole('radiogroup', { name: /^Your rating of this week/ });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);

    // Back-tabbing into the group (none chosen yet) lands on its last star, as in a browser; Space
    // picks it, the arrows move the choice and the focus together.
    await user.click(within(form).getByLabelText('Comment (optional)'));
    await user.tab({ shift: true });
    const star = (name: string) => within(group).getByRole('radio', { name });
    expect(star('5 stars')).toHaveFocus();
    await user.keyboard(' ');
    expect(star('5 stars')).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(star('3 stars')).toBeChecked();
    expect(star('3 stars')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(star('4 stars')).toBeChecked();
    expect(star('5 stars')).not.toBeChecked();
    expect(rateButton).toBeEnabled();

    await user.type(within(form).getByLabelText('Comment (optional)'), 'Good week');
    await user.click(rateButton);
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/check-ins/9/rating', body: { rating: 4, comment: 'Good week' } },
    ]);
  });

  it('shows a rated week with its stars and comment, and a member waits for the rating', async () => {
    stubApi(() =>
      paged([buildCheckIn({ id: 10, weekStart: '2026-11-23', rating: 5, ratingComment: 'Superb' }), buildCheckIn()]),
    );
    renderWithClient(<CheckInTimeline projectId={7} canRate={false} />);
    const items = await screen.findAllByRole('listitem');
    const weeks = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(weeks).toEqual(['Week of 23 Nov 2026', 'Week of 16 Nov 2026']);
    expect(items[0]).toHaveTextContent('Rated 5 of 5');
    expect(items[0]).toHaveTextContent('“Superb”');
    expect(screen.getByText('Waiting for the client’s rating')).toBeVisible();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
