import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { paths } from '../../config/paths';

export { buildSkill, buildUser } from '../../test/builders';
export { stubApi, type ApiCall } from '../../test/stub-api';

/** Renders a sign-up page at `path` with navigation state; the two area homes are stand-ins. */
export function renderSignUp(path: string, element: ReactNode, state?: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: paths.client.home, element: <h1>Client home</h1> },
      { path: paths.contractor.profile, element: <h1>Contractor profile</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
