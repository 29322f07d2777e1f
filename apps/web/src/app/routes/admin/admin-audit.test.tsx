import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AdminAudit } from './admin-audit';

afterEach(() => vi.unstubAllGlobals());

/** Every request's path and query; the audit log answers as the API does for days out of order. */
function stubApi(): string[] {
  const requests: string[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    requests.push(url.pathname + url.search);
    const json = (status: number, body: unknown) =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    if (url.pathname.endsWith('/admin/audit')) {
      const [from, to] = [url.searchParams.get('from'), url.searchParams.get('to')];
      if (from && to && to < from) return json(422, { status: 422, errors: { to: 'must not be before from' } });
    }
    return json(200, { data: [], hasNextPage: false });
  });
  return requests;
}

function renderAudit(url: string) {
  const requests = stubApi();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AdminAudit />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return requests;
}

describe('the audit log filters', () => {
  it('says under To that a From day after the To day cannot be, instead of "could not load"', async () => {
    const requests = renderAudit('/admin/audit?from=2026-11-20&to=2026-11-10');
    const to = screen.getByLabelText('To (UTC)');
    expect(to).toHaveAccessibleDescription('To must be on or after From.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From (UTC)')).not.toHaveAttribute('aria-invalid');
    expect(await screen.findByText('Correct the days above to see the audit entries.')).toBeVisible();
    expect(screen.queryByText(/could not load/)).not.toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/admin/audit'))).toEqual([]);
  });

  it('asks for days in order', async () => {
    const requests = renderAudit('/admin/audit?from=2026-11-10&to=2026-11-20');
    expect(await screen.findByText('No admin action matches these filters.')).toBeVisible();
    expect(screen.getByLabelText('To (UTC)')).not.toHaveAttribute('aria-invalid');
    expect(requests.filter((request) => request.includes('/admin/audit'))).toEqual([
      '/api/v1/admin/audit?from=2026-11-10&to=2026-11-20&page=1&limit=20',
    ]);
  });
});
