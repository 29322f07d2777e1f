import {
  Currencies,
  DiscoverySorts,
  Industries,
  JobLevels,
  type Currency,
  type DiscoverySort,
  type Industry,
  type JobLevel,
} from '@fractional/contract';
import { oneOf } from '../../lib/use-search-params-writer';

/**
 * Find experts' whole query as the URL holds it (docs/discovery.md, `GET /experts`): words, every filter,
 * sort and page, so a search can be bookmarked, shared and saved. Numbers are kept as the URL's digits.
 */
export interface SearchView {
  q: string;
  roles: number[];
  expertise: number[];
  skills: number[];
  industries: Industry[];
  jobLevel: JobLevel[];
  minRate: string;
  maxRate: string;
  /** null: the client's usual currency (their latest project's, else USD). */
  currency: Currency | null;
  minAvailableHours: string;
  /** An IANA zone (`Europe/London`), or "". */
  overlapWith: string;
  minOverlapHours: string;
  minRating: string;
  vetted: boolean;
  sort: DiscoverySort;
  page: number;
}

export const EMPTY_VIEW: SearchView = {
  q: '',
  roles: [],
  expertise: [],
  skills: [],
  industries: [],
  jobLevel: [],
  minRate: '',
  maxRate: '',
  currency: null,
  minAvailableHours: '',
  overlapWith: '',
  minOverlapHours: '',
  minRating: '',
  vetted: false,
  sort: 'relevance',
  page: 1,
};

export type IdListKey = 'roles' | 'expertise' | 'skills';
export type TextKey = 'minRate' | 'maxRate' | 'minAvailableHours' | 'minOverlapHours' | 'minRating';
const TEXT_KEYS: readonly TextKey[] = ['minRate', 'maxRate', 'minAvailableHours', 'minOverlapHours', 'minRating'];

const ids = (text: string | null) =>
  (text ?? '')
    .split(',')
    .filter((item) => /^[1-9]\d{0,8}$/.test(item))
    .map(Number);
const keys = <T extends string>(values: readonly T[], text: string | null) =>
  (text ?? '').split(',').flatMap((item) => oneOf(values, item) ?? []);
const digits = (text: string | null) => (text && /^\d+(\.\d)?$/.test(text) ? text : '');

/** The view a URL names; anything unknown or malformed (an old or hand-edited link) is left out. */
export function parseSearchView(params: URLSearchParams): SearchView {
  const page = Number(params.get('page'));
  const view: SearchView = {
    ...EMPTY_VIEW,
    q: params.get('q') ?? '',
    roles: ids(params.get('roles')),
    expertise: ids(params.get('expertise')),
    skills: ids(params.get('skills')),
    industries: keys(Industries.values, params.get('industries')),
    jobLevel: keys(JobLevels.values, params.get('jobLevel')),
    currency: oneOf(Currencies.values, params.get('currency')) ?? null,
    overlapWith: params.get('overlapWith') ?? '',
    vetted: params.get('vetted') === 'true',
    sort: oneOf(DiscoverySorts, params.get('sort')) ?? 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  for (const key of TEXT_KEYS) view[key] = digits(params.get(key));
  return view;
}

/** The URL of a view: only what differs from the defaults, in a stable order. */
export function toSearchParams(view: SearchView): URLSearchParams {
  const params = new URLSearchParams();
  const q = view.q.trim();
  if (q) params.set('q', q);
  for (const key of ['roles', 'expertise', 'skills', 'industries', 'jobLevel'] as const) {
    if (view[key].length > 0) params.set(key, view[key].join(','));
  }
  for (const key of TEXT_KEYS) if (view[key]) params.set(key, view[key]);
  if (view.currency) params.set('currency', view.currency);
  if (view.overlapWith) params.set('overlapWith', view.overlapWith);
  if (!view.overlapWith) params.delete('minOverlapHours');
  if (view.vetted) params.set('vetted', 'true');
  if (view.sort !== 'relevance') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** Whether the client has asked for anything yet (words or a filter); sort, page and currency alone are not a search. */
export function hasSearch(view: SearchView): boolean {
  const asked = toSearchParams({ ...view, currency: null, sort: 'relevance', page: 1 });
  return asked.size > 0;
}

/** `GET /experts`'s query for a view, in the currency the page shows. */
export function toApiQuery(view: SearchView, currency: Currency, limit: number): URLSearchParams {
  const params = toSearchParams({ ...view, currency });
  params.set('limit', String(limit));
  return params;
}

/** A saved search's query (docs/discovery.md#saved-searches): the URL's parameters without the page. */
export function toSavedQuery(view: SearchView): Record<string, string> {
  return Object.fromEntries(toSearchParams({ ...view, page: 1 }));
}
