import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as AdminProjects } from './admin-projects';

afterEach(() => vi.unstubAllGlobals());

/** The queue's requests, query strings included; every one answers an empty page. */
function stubQueue(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal('fetch', (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname.endsWith('/admin/projects')) queries.push(url.searchParams);
    const body = JSON.stringify({ data: [], hasNextPage: false });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  return queries;
}

function CurrentSearch() {
  return <output aria-label="Address">{useLocation().search}</output>;
}

function renderQueue(url: string) {
  const queries = stubQueue();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <AdminProjects />
        <CurrentSearch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queries;
}

const address = () => new URLSearchParams(screen.getByRole('status', { name: 'Address' }).textContent ?? '');

describe('the projects queue', () => {
  it('searches what the URL says, and keeps a new search in the URL with the filters, back on page 1', async () => {
    const user = userEvent.setup();
    const queries = renderQueue('/admin?q=kauri&waiting=true&page=2');
    const box = screen.getByRole('searchbox', { name: 'Search projects, clients or organisations' });
    expect(box).toHaveValue('kauri');
    expect(
      await screen.findByText('No project, client or organisation matches “kauri” with these filters.'),
    ).toBeVisible();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ search: 'kauri', waiting: 'true', page: '2', limit: '20' });

    await user.clear(box);
    await user.type(box, '  50% off_ ');
    await waitFor(() => expect(address().get('q')).toBe('50% off_'));
    expect(address().get('waiting')).toBe('true');
    expect(address().get('page')).toBeNull();
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        search: '50% off_',
        waiting: 'true',
        page: '1',
        limit: '20',
      }),
    );

    await user.clear(box);
    await waitFor(() => expect(address().get('q')).toBeNull());
    expect(await screen.findByText('No project is waiting: every client has heard from us.')).toBeVisible();
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({ waiting: 'true', page: '1', limit: '20' }),
    );
  });
});
