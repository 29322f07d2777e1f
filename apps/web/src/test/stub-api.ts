import type { PublicConfig } from '@fractional/contract';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}
export type Answer = { status: number; body?: unknown } | undefined;

/** The runtime config (GET /api/v1/config) the component tests run with. */
export const testConfig: PublicConfig = {
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
  demo: null,
};

const referenceAnswers: Record<string, unknown> = {
  '/config': testConfig,
  '/ref-countries': [{ code: 'NZ', countryName: 'New Zealand' }],
  '/ref-timezones': { timezones: [], regions: [] },
  '/ref-job-roles': { data: [{ id: 1, roleCode: 'cfo', role: 'Chief Financial Officer' }], hasNextPage: false },
  '/ref-expertises': { data: [{ id: 2, expertiseCode: 'finance', expertise: 'Finance' }], hasNextPage: false },
  '/ref-skills': { data: [], hasNextPage: false },
};

/**
 * Stubs fetch (the network boundary): reference data answers itself (`references` replaces some of
 * it); `answer` decides the rest. Returns the calls made, reference data left out.
 */
export function stubApi(
  answer: (call: ApiCall) => Answer = () => undefined,
  references: Record<string, unknown> = {},
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const path = input.replace('/api/v1', '').split('?')[0] ?? '';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method: init.method ?? 'GET', path, body };
    const reference = references[path] ?? referenceAnswers[path];
    const result = reference === undefined ? answer(call) : { status: 200, body: reference };
    if (reference === undefined) calls.push(call);
    const { status, body: reply } = result ?? { status: 500, body: { status: 500, message: 'not stubbed' } };
    const headers = { 'content-type': 'application/json' };
    const text = status === 204 ? null : JSON.stringify(reply);
    return Promise.resolve(new Response(text, { status, headers }));
  });
  return calls;
}
