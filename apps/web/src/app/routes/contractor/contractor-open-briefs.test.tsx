import type { OpenBrief } from '@fractional/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInvitation, page, renderWithClient } from '../../../features/squads/squad-test-utils';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { Component as OpenBriefs } from './contractor-open-briefs';

afterEach(() => vi.unstubAllGlobals());

const { client: _client, ...project } = buildInvitation().project;

function buildBrief(overrides: Partial<OpenBrief> = {}): OpenBrief {
  return {
    project: { ...project, id: 7, currency: 'EUR', budget: 40_000, budgetMax: 60_000 },
    client: { orgName: 'Kauri Analytics', industry: 'retail', rating: { average: 4.5, count: 2 } },
    match: {
      score: 82,
      factors: [
        { key: 'expertise', score: 1, weight: 0.3, reason: 'Covers 1 of 1 expertise gaps: Fundraising' },
        { key: 'industry', score: 1, weight: 0.1, reason: 'Has served retail' },
      ],
    },
    myInterest: null,
    ...overrides,
  };
}

const interest = { id: 3, status: 'pending', createdAt: '2026-11-29T10:00:00.000Z' };

function renderPage(answer: (call: ApiCall) => Answer) {
  const calls = stubApi(answer);
  renderWithClient(<OpenBriefs />);
  return calls;
}

const opened = async () => {
  const card = await screen.findByRole('article', { name: 'Seed round and plan' });
  await userEvent.click(within(card).getByRole('button', { name: 'Express interest' }));
  return screen.findByRole('dialog', { name: 'Express interest in “Seed round and plan”' });
};

describe('Open briefs', () => {
  it('shows each brief with the client, budget in its currency, the expert’s own score and reasons', async () => {
    const calls = renderPage((call) => (call.path === '/opportunities/open' ? page([buildBrief()]) : undefined));
    const card = await screen.findByRole('article', { name: 'Seed round and plan' });
    expect(within(card).getByText('Kauri Analytics · Retail')).toBeVisible();
    expect(within(card).getByText('82')).toBeVisible();
    expect(within(card).getByText('EUR 40,000–EUR 60,000')).toBeVisible();
    expect(within(card).getByText('12 h/week')).toBeVisible();
    expect(within(card).getByText('Covers 1 of 1 expertise gaps: Fundraising', { selector: 'li' })).toBeVisible();
    expect(within(card).getByText('Why this match')).toBeVisible();
    expect(calls.find((call) => call.path === '/opportunities/open')).toBeDefined();
  });

  it('says when no brief fits, and suggests completing the profile', async () => {
    renderPage((call) => (call.path === '/opportunities/open' ? page([]) : undefined));
    expect(await screen.findByText('No open brief fits you right now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/member/contractor/profile/edit',
    );
  });

  it('checks the form before sending: a message is required, the hours start at the brief’s, the rate must read', async () => {
    const calls = renderPage((call) => (call.path === '/opportunities/open' ? page([buildBrief()]) : undefined));
    const dialog = await opened();
    expect(within(dialog).getByRole('textbox', { name: /Hours per week you offer/ })).toHaveValue('12');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Hourly rate you ask \(EUR\)/ }), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send interest' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(within(dialog).getByText('Enter the rate as a number, e.g. 150 or 150.50.')).toBeVisible();
    // What was typed stays.
    expect(within(dialog).getByRole('textbox', { name: /Hourly rate you ask/ })).toHaveValue('abc');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends once with a decimal comma read as cents, then the card says the interest was sent', async () => {
    let briefs = [buildBrief()];
    const calls = renderPage((call) => {
      if (call.path === '/opportunities/open') return page(briefs);
      if (call.path === '/projects/7/interest') {
        briefs = [buildBrief({ myInterest: interest as OpenBrief['myInterest'] })];
        return { status: 201, body: interest };
      }
      return undefined;
    });
    const dialog = await opened();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Why you fit this brief/ }),
      'I raised two rounds.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Hourly rate you ask/ }), '150,5');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Send interest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/projects/7/interest',
        body: { message: 'I raised two rounds.', hoursPerWeek: 12, hourlyRate: 150.5 },
      },
    ]);
    const card = screen.getByRole('article', { name: 'Seed round and plan' });
    expect(within(card).getByText('Interest sent: the client has not answered yet.')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Express interest' })).not.toBeInTheDocument();
  });

  it('says so when the expert already expressed interest (409)', async () => {
    renderPage((call) => {
      if (call.path === '/opportunities/open') return page([buildBrief()]);
      if (call.path === '/projects/7/interest') return { status: 409, body: { status: 409, message: 'Conflict' } };
      return undefined;
    });
    const dialog = await opened();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why you fit this brief/ }), 'Me.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Hourly rate you ask/ }), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send interest' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already expressed interest in this brief.');
  });

  it('says what became of an interest sent, in the expert’s words', async () => {
    renderPage((call) =>
      call.path === '/opportunities/open'
        ? page([buildBrief({ myInterest: { ...interest, status: 'invited' } })])
        : undefined,
    );
    const card = await screen.findByRole('article', { name: 'Seed round and plan' });
    expect(within(card).getByText(/the client invited you/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'See it in Opportunities' })).toHaveAttribute(
      'href',
      '/member/contractor/opportunities',
    );
  });
});
