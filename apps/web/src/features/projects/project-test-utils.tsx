import type { Project, ProjectPage } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/** A project as the API returns it (tests only). */
export function buildProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 1,
    name: 'Finance transformation',
    overview: 'Close the books in 5 days instead of 15.',
    projectStage: 'planning',
    isBudgetAllocated: true,
    currency: 'USD',
    budget: 25_000,
    budgetMax: null,
    timeline: '6-11-months',
    businessGoal: 'scale-operations',
    businessGoalOther: null,
    expertiseGap: 'fundraising',
    hoursPerWeek: 10,
    visibility: 'private',
    status: 'active',
    progress: 40,
    productivity: 75,
    squadFormedAt: '2025-01-02T00:00:00.000Z',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildPage(data: Project[], total = data.length): ProjectPage {
  return { data, total, hasNextPage: total > data.length };
}

/** Stubs fetch (the network boundary) with `answer`; returns the URLs asked for, in order. */
export function stubApi(answer: (url: URL, init: RequestInit) => { status: number; body?: unknown }) {
  const calls: URL[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    calls.push(url);
    const { status, body } = answer(url, init);
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `element` at `url` inside a router and a fresh query client. */
export function renderAt(element: ReactNode, url = '/client/home') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/**
 * Renders a component calling `useHook` at `url` (as renderAt): `probe.current` is what the hook returned
 * at the last commit, so a test can call its functions the way one render's handlers would.
 */
export function renderHookAt<T>(useHook: () => T, url: string) {
  const probe: { current: T | null } = { current: null };
  function Probe() {
    const value = useHook();
    useEffect(() => {
      probe.current = value;
    });
    return null;
  }
  return { probe, ...renderAt(<Probe />, url) };
}
