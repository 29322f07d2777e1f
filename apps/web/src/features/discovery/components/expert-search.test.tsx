import type { Currency, ExpertCard, ExpertSearchPage } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpertSearch } from './expert-search';
import { NO_SEARCH_TEXT } from './search-results';

afterEach(() => vi.unstubAllGlobals());

const expert: ExpertCard = {
  profileId: 7,
  firstName: 'Aroha',
  lastName: 'Ngata',
  description: 'Fractional CFO for SaaS',
  jobLevel: 'executive',
  yearsOfExperience: '15+',
  fractionalExperience: '3-5',
  jobRole: [{ id: 3, roleCode: 'fractional-cfo', role: 'Fractional CFO' }],
  expertise: [],
  skills: [],
  industries: 'banking',
  timezone: 'Europe/Berlin',
  capacityHoursPerWeek: 30,
  availableHoursPerWeek: 30,
  hourlyRateMin: 100,
  hourlyRateMax: 150,
  rateCurrency: 'GBP',
  website: null,
  vetting: 'approved',
  rating: { average: 4.8, count: 6 },
  completedEngagements: 7,
};

const found: ExpertSearchPage = {
  data: [{ expert, highlights: ['Matches “CFO” in their roles', '7 h of working-day overlap with London'] }],
  hasNextPage: true,
  total: 21,
  facets: {
    roles: [
      { id: 3, label: 'Fractional CFO', count: 21 },
      { id: 4, label: 'Interim CFO', count: 5 },
    ],
    expertise: [],
    skills: [],
    industries: [{ key: 'banking', label: 'Banking', count: 9 }],
    jobLevel: [{ key: 'executive', label: 'Executive', count: 12 }],
  },
};
const nobody: ExpertSearchPage = { ...found, data: [], hasNextPage: false, total: 0 };

/** GET /experts answers `page`; every search's query is kept. */
function stubSearch(page: ExpertSearchPage): URLSearchParams[] {
  const searches: URLSearchParams[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    let body: unknown = { data: [], hasNextPage: false };
    if (url.pathname.endsWith('/experts')) {
      searches.push(url.searchParams);
      body = page;
    } else if (url.pathname.endsWith('/ref-timezones')) {
      body = { timezones: [], regions: [{ utc_offset: '+00:00', region: 'Europe/London', timezones: [] }] };
    }
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  });
  return searches;
}

function CurrentSearch() {
  return <output aria-label="Address">{useLocation().search}</output>;
}
const address = () => new URLSearchParams(screen.getByRole('status', { name: 'Address' }).textContent ?? '');

function renderSearch(url: string, page: ExpertSearchPage = found, usualCurrency: Currency | 'loading' = 'GBP') {
  const searches = stubSearch(page);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (currency: Currency | undefined) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <ExpertSearch usualCurrency={currency} onOpen={() => undefined} renderAction={() => <button>Invite</button>} />
        <CurrentSearch />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(tree(usualCurrency === 'loading' ? undefined : usualCurrency));
  return Object.assign(searches, { currencyLoaded: (currency: Currency) => rerender(tree(currency)) });
}

describe('Find experts', () => {
  it('says what to do before anything is asked, and asks nothing', async () => {
    const searches = renderSearch('/client/experts');
    expect(await screen.findByText(NO_SEARCH_TEXT)).toBeVisible();
    expect(searches).toHaveLength(0);
  });

  it('restores every control from the URL and asks the API for exactly that search', async () => {
    const searches = renderSearch(
      '/client/experts?q=fractional+CFO&roles=3&minAvailableHours=10&overlapWith=Europe%2FLondon&minOverlapHours=3&minRating=4&vetted=true&sort=rating&currency=EUR&page=2',
    );
    expect(screen.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('fractional CFO');
    expect(screen.getByLabelText('Free hours a week, at least')).toHaveValue('10');
    expect(screen.getByLabelText('Hours in common')).toHaveValue('3');
    expect(screen.getByLabelText('Rating')).toHaveValue('4');
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating');
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByRole('checkbox', { name: 'Vetted only' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Overlap with')).toHaveValue('+00:00 Europe/London'));
    expect(await screen.findByText('21 experts')).toBeVisible();
    expect(Object.fromEntries(searches.at(-1)!)).toEqual({
      q: 'fractional CFO',
      roles: '3',
      minAvailableHours: '10',
      minOverlapHours: '3',
      minRating: '4',
      currency: 'EUR',
      overlapWith: 'Europe/London',
      vetted: 'true',
      sort: 'rating',
      page: '2',
      limit: '20',
    });
  });

  it('shows the facets with their counts and the highlights; a ticked filter goes into the URL, back on page 1', async () => {
    const user = userEvent.setup();
    renderSearch('/client/experts?q=cfo&page=3');
    const roles = await screen.findByRole('group', { name: 'Job roles' });
    expect(within(roles).getByRole('checkbox', { name: 'Fractional CFO (21)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Banking (9)' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'Aroha Ngata' });
    expect(within(card).getByRole('list', { name: 'Why they are here' })).toHaveTextContent(
      '7 h of working-day overlap with London',
    );
    await user.click(within(roles).getByRole('checkbox', { name: 'Interim CFO (5)' }));
    await waitFor(() => expect(address().get('roles')).toBe('4'));
    expect(address().get('page')).toBeNull();
    expect(address().get('q')).toBe('cfo');
  });

  it('waits for the usual currency before a rate can be typed, and a typed rate keeps that currency in the URL', async () => {
    const user = userEvent.setup();
    const searches = renderSearch('/client/experts?q=cfo', found, 'loading');
    expect(screen.getByLabelText('From')).toBeDisabled();
    expect(screen.getByLabelText('Currency')).toBeDisabled();
    expect(searches).toHaveLength(0);
    searches.currencyLoaded('GBP');
    const from = screen.getByLabelText('From (GBP)');
    expect(from).toBeEnabled();
    await user.type(from, '90');
    await waitFor(() => expect(address().get('minRate')).toBe('90'));
    expect(address().get('currency')).toBe('GBP');
    await waitFor(() => expect(searches.at(-1)?.get('minRate')).toBe('90'));
    expect(searches.at(-1)?.get('currency')).toBe('GBP');
  });

  it('keeps what was typed and writes it to the URL once typing pauses', async () => {
    const user = userEvent.setup();
    renderSearch('/client/experts?q=cfo');
    const hours = screen.getByLabelText('Free hours a week, at least');
    await user.type(hours, '1x');
    expect(hours).toHaveValue('1x');
    expect(await screen.findByText('A whole number from 1 to 60.')).toBeVisible();
    await user.clear(hours);
    await user.type(hours, '12');
    await waitFor(() => expect(address().get('minAvailableHours')).toBe('12'));
    const box = screen.getByRole('searchbox', { name: 'Search experts' });
    await user.type(box, ' saas ');
    expect(box).toHaveValue('cfo saas ');
    await waitFor(() => expect(address().get('q')).toBe('cfo saas'));
    expect(box).toHaveValue('cfo saas ');
  });

  it('names the filters that are on when nobody matches, each with a button that removes it', async () => {
    const user = userEvent.setup();
    renderSearch('/client/experts?q=zebra&vetted=true&minRate=80&industries=banking', nobody);
    expect(
      await screen.findByText('No listed expert matches “zebra” with these filters. Try relaxing one:'),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Filters that are on' });
    expect(within(list).getByText('Rate from £80 an hour')).toBeVisible();
    expect(within(list).getByText('Industries: Banking')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Remove the filter Vetted only' }));
    await waitFor(() => expect(address().get('vetted')).toBeNull());
    expect(address().get('minRate')).toBe('80');
  });

  it('does not ask when the rate range is upside down, and says why', async () => {
    const searches = renderSearch('/client/experts?q=cfo&minRate=300&maxRate=100');
    expect(
      await screen.findAllByText('The rate “from” is above the rate “up to”: lower one of them.'),
    ).not.toHaveLength(0);
    expect(searches).toHaveLength(0);
  });
});
