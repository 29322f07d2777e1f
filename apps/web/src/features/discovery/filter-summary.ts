import { formatMoney, Industries, JobLevels, type Currency } from '@fractional/contract';
import { formatTimezone } from '../../lib/format-time';
import type { SearchView } from './search-view';

/** One filter that is on, in words, and the change that turns it off. */
export interface ActiveFilter {
  key: string;
  label: string;
  clear: Partial<SearchView>;
}

const chosen = (count: number, noun: string) => `${noun}: ${count} chosen`;
const rate = (value: string, currency: Currency) => formatMoney(Number(value), currency, { trimZeroMinor: true });

/**
 * The filters that are on (docs/product.md#client-area, Find experts): what a search that found nobody
 * names, each with the change that relaxes it.
 */
export function activeFilters(view: SearchView, currency: Currency): ActiveFilter[] {
  const filters: ActiveFilter[] = [];
  const add = (key: string, label: string, clear: Partial<SearchView>) => filters.push({ key, label, clear });
  if (view.roles.length) add('roles', chosen(view.roles.length, 'Job roles'), { roles: [] });
  if (view.expertise.length) add('expertise', chosen(view.expertise.length, 'Expertise'), { expertise: [] });
  if (view.skills.length) add('skills', chosen(view.skills.length, 'Skills'), { skills: [] });
  if (view.industries.length) {
    add('industries', `Industries: ${view.industries.map((key) => Industries.labels[key]).join(', ')}`, {
      industries: [],
    });
  }
  if (view.jobLevel.length) {
    add('jobLevel', `Job level: ${view.jobLevel.map((key) => JobLevels.labels[key]).join(', ')}`, { jobLevel: [] });
  }
  if (view.minRate) add('minRate', `Rate from ${rate(view.minRate, currency)} an hour`, { minRate: '' });
  if (view.maxRate) add('maxRate', `Rate up to ${rate(view.maxRate, currency)} an hour`, { maxRate: '' });
  if (view.minAvailableHours) {
    add('minAvailableHours', `At least ${view.minAvailableHours} free hours a week`, { minAvailableHours: '' });
  }
  if (view.overlapWith && view.minOverlapHours) {
    add('overlap', `At least ${view.minOverlapHours} h of overlap with ${formatTimezone(view.overlapWith)}`, {
      minOverlapHours: '',
    });
  }
  if (view.minRating) add('minRating', `Rated ${view.minRating} or more`, { minRating: '' });
  if (view.vetted) add('vetted', 'Vetted only', { vetted: false });
  return filters;
}
