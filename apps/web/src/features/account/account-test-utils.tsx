import type { User } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { meQueryKey } from '../../lib/get-me';

/** Renders `element` on a page of a memory router, `user` signed in, with a fresh query client. */
export function renderAccount(user: User, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(meQueryKey, user);
  const router = createMemoryRouter(
    [
      { path: '/account', element },
      { path: '/member', element: <h1>Member sign in</h1> },
      { path: '/member/account-closed', element: <h1>Your account is closed</h1> },
    ],
    { initialEntries: ['/account'] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...rendered, router, queryClient };
}
