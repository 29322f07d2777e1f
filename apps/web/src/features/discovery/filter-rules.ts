import { CAPACITY_HOURS_MAX, HOURLY_RATE_MAX, REVIEW_RATING_MAX } from '@fractional/contract';
import type { SearchView } from './search-view';

/** A whole number from `min` to `max` as the URL holds it; "" clears the filter; anything else is refused (null). */
function wholeNumber(min: number, max: number) {
  return (text: string): string | null => {
    const trimmed = text.trim();
    if (trimmed === '') return '';
    if (!/^\d{1,7}$/.test(trimmed)) return null;
    const value = Number(trimmed);
    return value >= min && value <= max ? String(value) : null;
  };
}

export const normalizeRate = wholeNumber(0, HOURLY_RATE_MAX);
export const normalizeHours = wholeNumber(1, CAPACITY_HOURS_MAX);
export const RATE_HINT = `A whole number from 0 to ${HOURLY_RATE_MAX.toLocaleString('en')}.`;
export const HOURS_HINT = `A whole number from 1 to ${CAPACITY_HOURS_MAX}.`;

/** The words the search box keeps in the URL: trimmed, spaces inside kept. */
export const normalizeWords = (text: string): string => text.trim();

export const OVERLAP_HOURS_OPTIONS = [1, 2, 3, 4, 5, 6, 7, 8].map((hours) => ({
  value: String(hours),
  label: hours === 1 ? 'At least 1 hour' : `At least ${hours} hours`,
}));

export const RATING_OPTIONS = ['3', '3.5', '4', '4.5'].map((rating) => ({
  value: rating,
  label: `${rating} stars or more (of ${REVIEW_RATING_MAX})`,
}));

/** What keeps a view from being asked at all: a rate range whose start is above its end. */
export function viewProblem(view: Pick<SearchView, 'minRate' | 'maxRate'>): string | null {
  if (view.minRate && view.maxRate && Number(view.minRate) > Number(view.maxRate)) {
    return 'The rate “from” is above the rate “up to”: lower one of them.';
  }
  return null;
}
