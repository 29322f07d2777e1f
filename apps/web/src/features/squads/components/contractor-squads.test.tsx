import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiCall } from '../../../test/stub-api';
import { buildInvitation, page, renderWithClient } from '../squad-test-utils';
import { MyProjects } from './my-projects';
import { Opportunities } from './opportunities';

afterEach(() => vi.unstubAllGlobals());

const withMatch = buildInvitation({
  match: {
    score: 82,
    factors: [
      { key: 'expertise', score: 1, weight: 0.3, reason: 'Covers 1 of 1 expertise gaps: Fundraising' },
      { key: 'industry', score: 1, weight: 0.1, reason: 'Has served retail' },
    ],
  },
});

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('Opportunities', () => {
  it('shows the brief, the organisation and industries, the hours asked, the score, the reasons and the message', async () => {
    stubApi(() => page([withMatch]));
    renderWithClient(<Opportunities suggestedRate={{ amount: 120, currency: 'USD' }} />);
    const card = await screen.findByRole('article', { name: 'Seed round and plan' });
    expect(card).toHaveTextContent('Kauri Analytics · Retail, Banking');
    expect(card).toHaveTextContent('Hours asked12 h/week');
    expect(card).toHaveTextContent('BudgetUSD 8,500.75');
    expect(card).toHaveTextContent('82/ 100 match');
    expect(within(card).getByText('Covers 1 of 1 expertise gaps: Fundraising')).toBeVisible();
    expect(within(card).getByText('We would love your help with the round.')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Message from the client' })).toBeVisible();
  });

  it("reads the client's reviews on request when the client has a track record", async () => {
    const user = userEvent.setup();
    const rated = buildInvitation({
      client: { orgName: 'Kauri Analytics', industry: null, rating: { average: 4.5, count: 2 } },
    });
    stubApi(() => page([rated, buildInvitation({ id: 13 })]));
    renderWithClient(<Opportunities suggestedRate={null} clientReviews={(id) => <p>Reviews of invitation {id}</p>} />);
    const [card, unrated] = await screen.findAllByRole('article');
    expect(within(unrated!).queryByRole('button', { name: 'Read the reviews' })).not.toBeInTheDocument();
    const toggle = within(card!).getByRole('button', { name: 'Read the reviews' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(card!).getByText(`Reviews of invitation ${rated.id}`)).toBeVisible();
    await user.click(within(card!).getByRole('button', { name: 'Hide the reviews' }));
    expect(within(card!).queryByText(/Reviews of invitation/)).not.toBeInTheDocument();
  });

  it('shows the budget as entered, says when it is not allocated, and when there is none', async () => {
    const brief = buildInvitation().project;
    stubApi(() =>
      page([
        buildInvitation({
          id: 1,
          project: { ...brief, id: 1, name: 'Whole', budget: 12000, isBudgetAllocated: false },
        }),
        buildInvitation({ id: 2, project: { ...brief, id: 2, name: 'None', budget: null, isBudgetAllocated: false } }),
      ]),
    );
    renderWithClient(<Opportunities suggestedRate={null} />);
    expect(await screen.findByRole('article', { name: 'Whole' })).toHaveTextContent(
      'BudgetUSD 12,000 (not allocated yet)',
    );
    expect(screen.getByRole('article', { name: 'None' })).toHaveTextContent('BudgetNot set');
  });

  it('says when Fractional invited on the client’s behalf', async () => {
    stubApi(() => page([buildInvitation({ invitedBy: 'fractional' })]));
    renderWithClient(<Opportunities suggestedRate={null} />);
    const card = await screen.findByRole('article', { name: 'Seed round and plan' });
    expect(within(card).getByText('Invited by Fractional, on behalf of the client')).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Message from Fractional' })).toBeVisible();
  });

  it('accepts with the hours and rate given; over capacity (409) is said under the hours', async () => {
    const user = userEvent.setup();
    let over = true;
    const calls = stubApi((call) => {
      if (call.method !== 'POST') return page(over ? [withMatch] : []);
      if (over) return { status: 409, body: { status: 409, errors: { hoursPerWeek: 'overCapacity' } } };
      return { status: 200, body: buildInvitation({ status: 'accepted' }) };
    });
    renderWithClient(<Opportunities suggestedRate={{ amount: 120, currency: 'USD' }} />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the squad of “Seed round and plan”' });
    const hours = within(dialog).getByLabelText(/Hours per week you commit/);
    expect(hours).toHaveValue('12');
    expect(within(dialog).getByLabelText('Hourly rate (USD)')).toHaveValue('120');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and join' }));
    expect(await within(dialog).findByText(/more than the hours you have free/)).toBeVisible();
    expect(hours).toHaveAttribute('aria-invalid', 'true');

    over = false;
    await user.clear(hours);
    await user.type(hours, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You joined the squad of “Seed round and plan”.');
    expect(posts(calls).at(-1)).toEqual({
      method: 'POST',
      path: '/invitations/31/accept',
      body: { hoursPerWeek: 10, hourlyRate: 120 },
    });
    expect(await screen.findByText('No open invitations right now.')).toBeVisible();
  });

  it("does not suggest the expert's own rate when it is in another currency than the project's", async () => {
    const user = userEvent.setup();
    stubApi(() => page([withMatch]));
    renderWithClient(<Opportunities suggestedRate={{ amount: 120, currency: 'EUR' }} />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the squad of “Seed round and plan”' });
    expect(within(dialog).getByLabelText('Hourly rate (USD)')).toHaveValue('');
  });

  it('never commits to hours other than those typed: -2, 2.5 and a rate of 1.505 are refused in words', async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) => (call.method === 'POST' ? { status: 200, body: withMatch } : page([withMatch])));
    renderWithClient(<Opportunities suggestedRate={null} />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the squad of “Seed round and plan”' });
    const hours = within(dialog).getByLabelText(/Hours per week you commit/);
    const rate = within(dialog).getByLabelText('Hourly rate (USD)');
    for (const typed of ['-2', '2.5']) {
      await user.clear(hours);
      await user.type(hours, typed);
      expect(hours).toHaveValue(typed);
      await user.click(within(dialog).getByRole('button', { name: 'Accept and join' }));
      expect(hours).toHaveAccessibleDescription('A whole number from 1 to 60.');
    }
    await user.clear(hours);
    await user.type(hours, '2');
    await user.type(rate, '1.505');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and join' }));
    expect(rate).toHaveValue('1.505');
    expect(rate).toHaveAccessibleDescription(/^At most 2 decimals\./);
    expect(posts(calls)).toEqual([]);
  });

  it('warns under the hours, as they are typed, when they exceed the hours free, and still lets the server judge', async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) => (call.method === 'POST' ? { status: 200, body: withMatch } : page([withMatch])));
    renderWithClient(<Opportunities suggestedRate={null} />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Join the squad of “Seed round and plan”' });
    const hours = within(dialog).getByLabelText(/Hours per week you commit/);
    expect(hours).toHaveAccessibleDescription('A whole number from 1 to 60.');
    await user.clear(hours);
    await user.type(hours, '30');
    expect(hours).toHaveAccessibleDescription('A whole number from 1 to 60.');
    await user.clear(hours);
    await user.type(hours, '31');
    expect(hours).toHaveAccessibleDescription(
      'More than the 30 h/week you have free: accepting will be refused unless you free some hours first.',
    );
    expect(posts(calls)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Hourly rate (USD)'), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You joined the squad of “Seed round and plan”.');
    // A decimal comma reads as the decimal point: 1.50 an hour, exactly what was typed.
    expect(posts(calls)).toEqual([
      { method: 'POST', path: '/invitations/31/accept', body: { hoursPerWeek: 31, hourlyRate: 1.5 } },
    ]);
  });

  it('declines with an optional reason; a closed invitation (409) is said in words', async () => {
    const user = userEvent.setup();
    let closed = true;
    const calls = stubApi((call) => {
      if (call.method !== 'POST') return page([withMatch]);
      if (closed) return { status: 409, body: { status: 409, message: 'closed' } };
      return { status: 200, body: buildInvitation({ status: 'declined' }) };
    });
    renderWithClient(<Opportunities suggestedRate={null} />);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline “Seed round and plan”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This invitation is no longer open');
    closed = false;
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Booked until March');
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You declined “Seed round and plan”.');
    expect(posts(calls).map((call) => call.body)).toEqual([{}, { reason: 'Booked until March' }]);
  });
});

describe('MyProjects', () => {
  const joined = (id: number, status: 'active' | 'ended') =>
    buildInvitation({
      id,
      status: 'accepted',
      hoursPerWeek: 10,
      hourlyRate: 150,
      project: {
        ...buildInvitation().project,
        id: id + 100,
        name: `Project ${id}`,
        client: { orgName: 'Kauri Analytics', industry: 'retail', firstName: 'Mere', lastName: 'Parata' },
      },
      membership: {
        id: id + 200,
        status,
        joinedAt: '2026-11-21T10:00:00.000Z',
        endedAt: status === 'ended' ? '2026-11-23T10:00:00.000Z' : null,
      },
    });

  it('lists active and past squads with the client, hours and rate; Leave asks, then ends the membership', async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) =>
      call.method === 'POST' ? { status: 200, body: {} } : page([joined(1, 'active'), joined(2, 'ended')]),
    );
    renderWithClient(<MyProjects />);
    const active = await screen.findByRole('region', { name: 'Active' });
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(active).getByRole('link', { name: 'Project 1' })).toHaveAttribute(
      'href',
      '/member/contractor/projects/101',
    );
    expect(within(past).getByRole('link', { name: 'Project 2' })).toHaveAttribute(
      'href',
      '/member/contractor/projects/102',
    );
    expect(active).toHaveTextContent('Mere Parata · Kauri Analytics');
    expect(active).toHaveTextContent('$150/h');
    expect(past).toHaveTextContent('Project 2');
    expect(past).toHaveTextContent('Ended');
    expect(within(past).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(active).getByRole('button', { name: 'Leave' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave “Project 1”?' })).getByRole('button', {
        name: 'Leave the squad',
      }),
    );
    expect(posts(calls)[0]?.path).toBe('/projects/101/squad/201/end');
  });

  it('points to Opportunities when the expert is in no squad', async () => {
    stubApi(() => page([]));
    renderWithClient(<MyProjects />);
    expect(await screen.findByRole('link', { name: 'See your opportunities' })).toBeVisible();
  });
});
