import { useCallback, useMemo } from 'react';
import { useSearchParamsWriter } from '../../../lib/use-search-params-writer';
import { EMPTY_VIEW, parseSearchView, toSearchParams, type SearchView } from '../search-view';

/**
 * Find experts' query in the URL (docs/product.md#client-area): a filter chosen adds a history entry, so Back
 * undoes it; typing replaces the entry (the caller debounces it). Any change but the page goes back to page 1.
 */
export function useSearchView() {
  const [params, write] = useSearchParamsWriter();
  const view = useMemo(() => parseSearchView(params), [params]);
  const update = useCallback(
    (change: Partial<SearchView>, options: { push: boolean }) =>
      void write((latest) => toSearchParams({ ...parseSearchView(latest), page: 1, ...change }), options),
    [write],
  );
  const setPage = useCallback((page: number) => update({ page }, { push: true }), [update]);
  /** Every filter off; the words, currency and sort stay. */
  const clearFilters = useCallback(
    () =>
      void write(
        (latest) => {
          const { q, currency, sort } = parseSearchView(latest);
          return toSearchParams({ ...EMPTY_VIEW, q, currency, sort });
        },
        { push: true },
      ),
    [write],
  );
  return { view, update, setPage, clearFilters };
}
