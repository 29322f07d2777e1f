import { describe, expect, it } from 'vitest';
import { hasSearch, parseSearchView, toApiQuery, toSavedQuery, toSearchParams } from './search-view';

describe('the Find experts view in the URL', () => {
  it('reads every control from the URL and writes the same URL back', () => {
    const url =
      'q=fractional+CFO&roles=3,17&expertise=5&skills=9&industries=banking,retail&jobLevel=executive&minRate=80' +
      '&maxRate=200&minAvailableHours=10&minOverlapHours=3&minRating=4.5&currency=GBP&overlapWith=Europe%2FLondon' +
      '&vetted=true&sort=rating&page=2';
    const view = parseSearchView(new URLSearchParams(url));
    expect(view).toEqual({
      q: 'fractional CFO',
      roles: [3, 17],
      expertise: [5],
      skills: [9],
      industries: ['banking', 'retail'],
      jobLevel: ['executive'],
      minRate: '80',
      maxRate: '200',
      currency: 'GBP',
      minAvailableHours: '10',
      overlapWith: 'Europe/London',
      minOverlapHours: '3',
      minRating: '4.5',
      vetted: true,
      sort: 'rating',
      page: 2,
    });
    expect(parseSearchView(toSearchParams(view))).toEqual(view);
  });

  it('leaves out what an old or hand-edited link gets wrong', () => {
    const view = parseSearchView(
      new URLSearchParams('roles=3,x,0&industries=banking,moon&sort=cheapest&page=-1&minRate=abc&currency=XYZ'),
    );
    expect(view).toMatchObject({ roles: [3], industries: ['banking'], sort: 'relevance', page: 1, minRate: '' });
    expect(view.currency).toBeNull();
  });

  it('drops the overlap hours without a zone, and the defaults', () => {
    const view = parseSearchView(new URLSearchParams('minOverlapHours=3&sort=relevance&page=1&q=%20cfo%20'));
    expect(toSearchParams(view).toString()).toBe('q=cfo');
  });

  it('counts words or a filter as a search; sort, currency and page alone are not one', () => {
    expect(hasSearch(parseSearchView(new URLSearchParams('sort=rate&currency=EUR&page=3')))).toBe(false);
    expect(hasSearch(parseSearchView(new URLSearchParams('vetted=true')))).toBe(true);
    expect(hasSearch(parseSearchView(new URLSearchParams('q=cfo')))).toBe(true);
  });

  it('asks the API in the page currency, and saves the query without its page', () => {
    const view = parseSearchView(new URLSearchParams('q=cfo&page=3'));
    expect(toApiQuery(view, 'NZD', 20).toString()).toBe('q=cfo&currency=NZD&page=3&limit=20');
    expect(toSavedQuery(view)).toEqual({ q: 'cfo' });
  });
});
