import { testConfig } from '../../../test/stub-api';
import type { PublicConfig } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Component as MemberLanding } from '../../../app/routes/member/member-landing';
import { paths } from '../../../config/paths';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
export type Answer = { status: number; body?: unknown };

export { testConfig };

/** Stubs fetch (the network boundary): `/config` answers itself; `answer` decides the rest. */
export function stubMemberApi(answer: (call: ApiCall) => Answer | Promise<Answer>, config: Partial<PublicConfig> = {}) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = input.replace('/api/v1', '').split('?')[0] ?? '';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method: init.method ?? 'GET', path, body };
    if (path !== '/config') calls.push(call);
    const { status, body: reply } =
      path === '/config' ? { status: 200, body: { ...testConfig, ...config } } : await answer(call);
    const text = status === 204 ? null : JSON.stringify(reply);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export const validationError = (errors: Record<string, string>): Answer => ({
  status: 422,
  body: { status: 422, errors },
});

/** A stand-in for a page the landing leads to, showing the navigation state it received. */
function StandIn({ title }: { title: string }) {
  const state: unknown = useLocation().state;
  return (
    <>
      <h1>{title}</h1>
      <pre data-testid="state">{JSON.stringify(state ?? null)}</pre>
    </>
  );
}

/** Renders the member landing at `url` (e.g. `/member/reset-password`) with stand-ins for where it leads. */
export function renderLanding(url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.member.root, element: <MemberLanding /> },
      { path: '/member/:pane', element: <MemberLanding /> },
      { path: paths.client.home, element: <StandIn title="Client home" /> },
      { path: paths.contractor.profile, element: <StandIn title="Contractor profile" /> },
      { path: paths.clientSignUp, element: <StandIn title="Client sign-up form" /> },
      { path: paths.contractorSignUp, element: <StandIn title="Contractor sign-up form" /> },
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

/** A reset hash as the API mails it: a JWT whose payload carries the e-mail (the signature is not checked here). */
export function buildResetHash(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}
