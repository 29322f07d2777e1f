import { startTransition, useCallback, useOptimistic } from 'react';
import { useSearchParamsWriter } from '../../../lib/use-search-params-writer';

/**
 * A list's filters and page kept in the URL (`?role=client&page=2`), so a reload, Back or a shared
 * link shows the same list. Changing a filter goes back to page 1.
 *
 * React Router changes the URL in a transition, which React renders after the click: on its own, a
 * ticked box would show unticked until then. The params are therefore optimistic (`useOptimistic`):
 * a control shows its new value at once, and the URL's catches up when the transition commits.
 */
export function useUrlFilters() {
  const [committed, write] = useSearchParamsWriter();
  const [params, setShown] = useOptimistic(committed);
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const change = useCallback(
    (edit: (next: URLSearchParams) => void) =>
      startTransition(() => {
        const next = write((latest) => {
          const edited = new URLSearchParams(latest);
          edit(edited);
          return edited;
        });
        setShown(next);
      }),
    [setShown, write],
  );

  /** Sets several filters at once (null removes one), back to page 1. */
  const setFilters = useCallback(
    (values: Record<string, string | null>) =>
      change((next) => {
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
      }),
    [change],
  );

  const setFilter = useCallback((key: string, value: string | null) => setFilters({ [key]: value }), [setFilters]);

  const setPage = useCallback(
    (page: number) =>
      change((next) => {
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
      }),
    [change],
  );

  return { params, page, setFilter, setFilters, setPage };
}
