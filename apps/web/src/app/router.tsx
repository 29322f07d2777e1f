import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * The browser's router, made once the lazy routes of the current URL have loaded: it then renders
 * the page at once, the same page the prerendered HTML of /member shows (no loading state), which
 * is what hydrating that HTML needs.
 */
export async function createAppRouter(): Promise<ReturnType<typeof createBrowserRouter>> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
  return createBrowserRouter(routes);
}
