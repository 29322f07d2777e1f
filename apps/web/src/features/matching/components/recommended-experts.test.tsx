import type { Match, MatchFactor } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { NO_MATCH_TEXT, RecommendedExperts } from './recommended-experts';

afterEach(() => vi.unstubAllGlobals());

const factor = (key: MatchFactor['key'], score: number, weight: number, reason: string): MatchFactor => ({
  key,
  score,
  weight,
  reason,
});

function buildMatch(profileId: number, lastName: string): Match {
  return {
    expert: {
      profileId,
      firstName: 'Tama',
      lastName,
      description: 'Fractional CFO for retail',
      jobLevel: 'executive',
      yearsOfExperience: '15+',
      fractionalExperience: '3-5',
      jobRole: [{ id: 1, roleCode: 'cfo', role: 'Chief Financial Officer' }],
      expertise: [{ id: 2, expertiseCode: 'fundraising', expertise: 'Fundraising' }],
      skills: [],
      industries: 'retail,banking',
      timezone: 'Pacific/Auckland',
      capacityHoursPerWeek: 30,
      availableHoursPerWeek: 30,
      hourlyRateMin: 120,
      hourlyRateMax: 180,
      rateCurrency: 'USD',
      website: 'linkedin.com/in/tama',
      vetting: 'pending',
      rating: { average: 4.8, count: 6 },
      completedEngagements: 7,
    },
    score: 87,
    factors: [
      factor('expertise', 1, 0.3, 'Covers 2 of 2 expertise gaps: Fundraising, FP&A'),
      factor('roles', 0.5, 0.1, 'Chief Financial Officer fits the brief'),
      factor('skills', 0, 0.15, 'No skill of the expert appears in the brief'),
      factor('industry', 1, 0.1, 'Has served retail'),
      factor('availability', 1, 0.05, '30 h/week free for the 10 h/week asked'),
      factor('timezone', 0.25, 0.1, 'Two working hours overlap'),
    ],
    engagement: null,
  };
}

const page = (data: Match[], hasNextPage = false, uncoveredGaps: Array<{ id: number; expertise: string }> = []) => ({
  status: 200,
  body: { data, hasNextPage, uncoveredGaps },
});

function renderSection(answer: (call: ApiCall) => Answer) {
  const calls = stubApi(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <button type="button">Before</button>
      <RecommendedExperts projectId={7} />
    </QueryClientProvider>,
  );
  return calls;
}

const region = () => screen.getByRole('region', { name: 'Recommended experts' });

describe('RecommendedExperts', () => {
  it('shows each expert with score, seniority, the top three reasons and availability', async () => {
    const calls = renderSection(() => page([buildMatch(5, 'Fitwell')]));
    const card = await screen.findByRole('article', { name: 'Tama Fitwell' });
    expect(calls[0]?.path).toBe('/projects/7/matches');
    expect(within(card).getByText('87')).toBeVisible();
    expect(within(card).getByText('Executive · 15+ years')).toBeVisible();
    expect(within(card).getByText('30 h/week available · USD 120–180/h')).toBeVisible();
    expect(within(card).getByText(/4\.8/)).toHaveTextContent('★ 4.8 out of 5 (6 reviews)');
    expect(within(card).getByText('7 completed engagements')).toBeVisible();
    const reasons = within(within(card).getByRole('list', { name: 'Top reasons' })).getAllByRole('listitem');
    // Ranked by weight × score: expertise 0.3, industry 0.1, roles 0.05 (timezone 0.025, skills 0 left out).
    expect(reasons.map((item) => item.textContent)).toEqual([
      'Covers 2 of 2 expertise gaps: Fundraising, FP&A',
      'Has served retail',
      'Chief Financial Officer fits the brief',
    ]);
  });

  it('leads the reasons with the expertise gaps covered, the order of the list, even when other factors add more', async () => {
    const match = buildMatch(6, 'Onegap');
    match.factors = [
      factor('expertise', 1 / 3, 0.25, 'Covers 1 of 3 expertise gaps: Fundraising'),
      factor('timezone', 1, 0.1, 'Overlaps 8 working hours with Pacific/Auckland'),
      factor('industry', 1, 0.1, 'Has served retail'),
      factor('availability', 1, 0.09, '30 h/week free for the 10 h/week asked'),
    ];
    renderSection(() => page([match]));
    const card = await screen.findByRole('article', { name: 'Tama Onegap' });
    const reasons = within(within(card).getByRole('list', { name: 'Top reasons' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'Covers 1 of 3 expertise gaps: Fundraising',
      'Overlaps 8 working hours with Pacific/Auckland',
      'Has served retail',
    ]);
    expect(
      within(region()).getByText(/Ordered by match score, highest first: how well each expert fits your brief/),
    ).toBeVisible();
  });

  it('"Why this match" discloses every factor with its fit bar and weight', async () => {
    const user = userEvent.setup();
    renderSection(() => page([buildMatch(5, 'Fitwell')]));
    const card = await screen.findByRole('article', { name: 'Tama Fitwell' });
    const summary = within(card).getByText('Why this match');
    expect(within(card).getByText('Time zone')).not.toBeVisible();
    await user.click(summary);
    for (const label of ['Expertise', 'Roles', 'Skills', 'Industry', 'Availability', 'Time zone']) {
      expect(within(card).getByText(label, { exact: true })).toBeVisible();
    }
    expect(within(card).getByText('fit 25% · weight 10%')).toBeVisible();
    expect(within(card).getByText('Two working hours overlap')).toBeVisible();
  });

  it('opens the expert’s profile in a dialog: focus inside and trapped, Escape closes, focus returns', async () => {
    const user = userEvent.setup();
    const calls = renderSection(({ path }) =>
      path === '/profiles/5/card'
        ? { status: 200, body: buildMatch(5, 'Fitwell').expert }
        : page([buildMatch(5, 'Fitwell')]),
    );
    const name = await screen.findByRole('button', { name: 'Tama Fitwell' });
    await user.click(name);
    const dialog = screen.getByRole('dialog', { name: 'Tama Fitwell' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    expect(within(dialog).getByText('Banking')).toBeVisible();
    expect(within(dialog).getByText('3-5 engagements')).toBeVisible();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/profiles/5/card'));

    const link = within(dialog).getByRole('link', { name: /Website or LinkedIn/ });
    expect(link).toHaveAttribute('href', 'https://linkedin.com/in/tama');
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(link).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(name).toHaveFocus();
  });

  it('shows the Vetted badge on approved experts only', async () => {
    const approved = buildMatch(5, 'Approved');
    approved.expert.vetting = 'approved';
    renderSection(() => page([approved, buildMatch(6, 'Pending')]));
    const vetted = await screen.findByRole('article', { name: 'Tama Approved' });
    expect(within(vetted).getByText('Vetted')).toBeVisible();
    const pending = screen.getByRole('article', { name: 'Tama Pending' });
    expect(within(pending).queryByText('Vetted')).not.toBeInTheDocument();
  });

  it('says "No reviews yet" for an expert without published reviews', async () => {
    const newcomer = buildMatch(6, 'Newcomer');
    newcomer.expert.rating = null;
    newcomer.expert.completedEngagements = 1;
    renderSection(() => page([newcomer]));
    const card = await screen.findByRole('article', { name: 'Tama Newcomer' });
    expect(within(card).getByText('No reviews yet')).toBeVisible();
    expect(within(card).getByText('1 completed engagement')).toBeVisible();
  });

  it('says which gaps nobody on Fractional covers, and shows the cautions a card carries', async () => {
    const far = {
      ...buildMatch(5, 'Faraway'),
      cautions: [
        'No working hour in common with Europe/London: calls fall outside your working day',
        '8 of the 20 h a week you asked free',
      ],
    };
    renderSection(() => page([far, buildMatch(6, 'Nearby')], false, [{ id: 40, expertise: 'Pricing strategy' }]));
    const card = await screen.findByRole('article', { name: 'Tama Faraway' });
    expect(within(region()).getByRole('status')).toHaveTextContent(
      'Nobody on Fractional covers Pricing strategy yet — widen the brief or ask us.',
    );
    const cautions = within(card).getByRole('list', { name: 'Cautions' });
    expect(
      within(cautions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(far.cautions);
    const nearby = screen.getByRole('article', { name: 'Tama Nearby' });
    expect(within(nearby).queryByRole('list', { name: 'Cautions' })).toBeNull();
  });

  it('says so when no expert fits', async () => {
    renderSection(() => page([]));
    expect(await within(region()).findByText(NO_MATCH_TEXT)).toBeVisible();
  });

  it('shows an error with a retry that asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSection(() =>
      fail ? { status: 500, body: { status: 500, message: 'boom' } } : page([buildMatch(5, 'Fitwell')]),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the recommended experts.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Tama Fitwell' })).toBeVisible();
  });

  it('"Show more" loads the next page below the first', async () => {
    const user = userEvent.setup();
    let asked = 0;
    renderSection(() => {
      asked += 1;
      return asked === 1 ? page([buildMatch(5, 'First')], true) : page([buildMatch(6, 'Second')]);
    });
    await screen.findByRole('article', { name: 'Tama First' });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('article', { name: 'Tama Second' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
