import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The allowed value named in the URL, or undefined for anything else (an old or hand-edited link). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

/**
 * A list's filters and page kept in the URL (`?role=client&page=2`), so a reload, Back or a shared
 * link shows the same list. Changing a filter goes back to page 1.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const setFilter = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next > 1) changed.set('page', String(next));
          else changed.delete('page');
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { params, page, setFilter, setPage };
}
