import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** The allowed value named in the URL, or undefined for anything else (an old or hand-edited link). */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((item) => item === value);
}

/**
 * The URL's search params, and a function writing the next ones (`replace`, no new history entry) from
 * the last ones written. React Router changes the URL in a transition and hands its own function form
 * the params of its last render, so two changes before that render (a tab clicked as a search box's pause
 * ends) lost the first. A render with new params (Back, a link) starts them afresh. Returns what it wrote.
 * `{push: true}` adds a history entry instead (a filter chosen, so Back undoes it).
 */
export function useSearchParamsWriter(): [
  URLSearchParams,
  (change: (latest: URLSearchParams) => URLSearchParams, options?: { push?: boolean }) => URLSearchParams,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const write = useCallback(
    (change: (latest: URLSearchParams) => URLSearchParams, options?: { push?: boolean }) => {
      const next = change(latest.current);
      latest.current = next;
      setParams(next, { replace: !options?.push });
      return next;
    },
    [setParams],
  );
  return [params, write];
}
