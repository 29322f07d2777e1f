import { useMatches } from 'react-router';

/**
 * What a route declares about itself: its depth, for the contractor area's horizontal slide, and a
 * transition name shared by the URLs that change in place without animating (one thread to the next).
 */
export interface RouteHandle {
  depth?: number;
  transition?: string;
}

/** The deepest route's handle that has the given key. */
export function useRouteHandle<K extends keyof RouteHandle>(key: K): RouteHandle[K] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.[key] !== undefined) return handle[key];
  }
  return undefined;
}
