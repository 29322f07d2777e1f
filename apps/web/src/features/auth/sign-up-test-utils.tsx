import { Roles, Statuses, type Skill, type User } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { paths } from '../../config/paths';

/** A user as Google sign-in leaves it: names and e-mail, no profile yet (tests only). */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ana@example.com',
    provider: 'google',
    socialId: 'google-sub-7',
    firstName: 'Ana',
    middleName: null,
    lastName: 'Tui',
    role: Roles.contractor,
    status: Statuses.active,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    timezone: null,
    mobileNumber: null,
    agreedToTerms: false,
    agreedToPolicies: false,
    fxnlScore: null,
    leadSource: null,
    profiles: [],
    businessDetail: null,
    ...overrides,
  };
}

export function buildSkill(id: number): Skill {
  return { id, skill: `Skill ${id}`, code: `skill-${id}`, description: `What skill ${id} is about` };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body?: unknown } | undefined;

const referenceAnswers: Record<string, unknown> = {
  '/config': {
    version: 'test',
    googleClientId: null,
    supportEmail: 'support@example.com',
    contactEmail: 'hello@example.com',
    links: {
      company: 'https://example.com',
      principles: 'https://example.com/principles',
      memberTerms: 'https://example.com/member-terms',
      clientTerms: 'https://example.com/client-terms',
      linkedin: 'https://linkedin.com',
    },
  },
  '/ref-countries': [{ code: 'NZ', countryName: 'New Zealand' }],
  '/ref-timezones': { timezones: [], regions: [] },
  '/ref-job-roles': { data: [{ id: 1, roleCode: 'cfo', role: 'Chief Financial Officer' }], hasNextPage: false },
  '/ref-expertises': { data: [{ id: 2, expertiseCode: 'finance', expertise: 'Finance' }], hasNextPage: false },
  '/ref-skills': { data: [], hasNextPage: false },
};

/** Stubs fetch: reference data answers itself; `answer` decides the rest. Returns the calls made. */
export function stubApi(answer: (call: ApiCall) => Answer = () => undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const path = input.replace('/api/v1', '').split('?')[0] ?? '';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method: init.method ?? 'GET', path, body };
    const reference = referenceAnswers[path];
    const result = reference === undefined ? answer(call) : { status: 200, body: reference };
    if (reference === undefined) calls.push(call);
    const { status, body: reply } = result ?? { status: 500, body: { status: 500, message: 'not stubbed' } };
    const headers = { 'content-type': 'application/json' };
    return Promise.resolve(new Response(JSON.stringify(reply), { status, headers }));
  });
  return calls;
}

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
