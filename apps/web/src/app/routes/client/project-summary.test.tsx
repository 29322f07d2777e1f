import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@fractional/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProject } from '../../../features/projects/project-test-utils';
import { stubApi, type ApiCall } from '../../../test/stub-api';
import { Component as ProjectSummary } from './project-summary';

afterEach(() => vi.unstubAllGlobals());

const emptyPage = { data: [], hasNextPage: false };

/** The project page at `url` against an API that knows `project` and answers every list with an empty page. */
function renderProjectPage(url: string, project: Project = buildProject()) {
  const calls = stubApi((call: ApiCall) =>
    call.path === `/projects/${project.id}` ? { status: 200, body: project } : { status: 200, body: emptyPage },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/client/projects/:id/:section?', Component: ProjectSummary }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

const sectionsNav = () => screen.getByRole('navigation', { name: 'Project sections' });

describe('the client project page’s sections', () => {
  it('opens the section its address names, marks it current in the menu and loads only what it shows', async () => {
    const { calls } = renderProjectPage('/client/projects/1/timesheets');
    expect(await screen.findByRole('heading', { level: 2, name: 'Timesheets' })).toBeVisible();
    const links = within(sectionsNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Squad',
      'Shortlist',
      'Timesheets',
      'Spend',
      'Invoices',
      'Outcomes',
      'Check-ins',
      'Reviews',
      'Messages',
    ]);
    expect(within(sectionsNav()).getByRole('link', { name: 'Timesheets' })).toHaveAttribute('aria-current', 'page');
    expect(within(sectionsNav()).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(sectionsNav()).getByRole('link', { name: 'Spend' })).toHaveAttribute(
      'href',
      '/client/projects/1/spend',
    );
    expect(screen.queryByRole('heading', { name: 'Outcomes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Project details' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).not.toContain('/projects/1/outcomes');
    expect(calls.map((call) => call.path)).not.toContain('/projects/1/check-ins');
  });

  it('moves to another section by its link, changing the address', async () => {
    const { router } = renderProjectPage('/client/projects/1');
    await screen.findByRole('heading', { level: 1, name: 'Finance transformation' });
    await userEvent.click(within(sectionsNav()).getByRole('link', { name: 'Outcomes' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Outcomes' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/client/projects/1/outcomes');
    expect(within(sectionsNav()).getByRole('link', { name: 'Outcomes' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the newsletter promo off the overview of a project under way', async () => {
    renderProjectPage('/client/projects/1', buildProject({ status: 'active' }));
    expect(await screen.findByRole('heading', { name: 'Project details' })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Stay in the loop' })).not.toBeInTheDocument();
  });

  it('shows the newsletter promo after the details of a project not started yet', async () => {
    renderProjectPage('/client/projects/1', buildProject({ status: 'not_started', squadFormedAt: null }));
    const details = await screen.findByRole('heading', { name: 'Project details' });
    const promo = screen.getByRole('complementary', { name: 'Stay in the loop' });
    expect(details.compareDocumentPosition(promo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says "Project not found" for a section that does not exist', async () => {
    renderProjectPage('/client/projects/1/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
  });
});
