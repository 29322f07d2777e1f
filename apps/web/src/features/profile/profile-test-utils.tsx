import type { User } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { meQueryKey } from '../../lib/get-me';

/** A page a test navigates to: its title, and the navigation state it received. */
export function StandIn({ title }: { title: string }) {
  const state: unknown = useLocation().state;
  return (
    <>
      <h1>{title}</h1>
      <pre data-testid="state">{JSON.stringify(state ?? null)}</pre>
    </>
  );
}

interface RenderOptions {
  /** The signed-in user (as `GET /auth/me` would answer). */
  user: User;
  path: string;
  element: ReactNode;
  /** Where the test starts: the path with navigation state; history entries before it. */
  entries?: Array<string | { pathname: string; state?: unknown }>;
  /** Other routes, usually stand-ins. */
  others?: Record<string, ReactNode>;
}

/** Renders `element` at `path` with the user signed in, a memory router and a fresh query client. */
export function renderSignedIn({ user, path, element, entries = [path], others = {} }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(meQueryKey, user);
  const router = createMemoryRouter(
    [{ path, element }, ...Object.entries(others).map(([route, other]) => ({ path: route, element: other }))],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
