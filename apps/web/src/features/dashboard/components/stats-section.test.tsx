import type { Dashboard } from '@fractional/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { formatChange, productivityBasis, StatsSection } from './stats-section';

afterEach(() => vi.unstubAllGlobals());

function renderStats() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StatsSection />
    </QueryClientProvider>,
  );
}

const basis = (projects: number, skipped: Dashboard['productivitySkipped'] = []) => ({
  productivityProjects: projects,
  productivitySkipped: skipped,
});

const definitions = () =>
  within(screen.getByRole('region', { name: 'Your squads at a glance' }))
    .getAllByRole('definition')
    .map((item) => item.textContent);

describe('StatsSection', () => {
  it('shows the squads, members, change and productivity that GET /dashboard answers', async () => {
    const calls = stubApi(() => ({
      status: 200,
      body: {
        squads: 2,
        members: 3,
        membersChangePct: 50,
        productivity: 72.5,
        productivityChangePct: -10,
        ...basis(2, [{ id: 9, name: 'SOC 2', status: 'completed' }]),
      },
    }));
    renderStats();
    // The first render also loads the schemas on demand: give it the time a cold start takes.
    await screen.findByText('+50% vs last month', {}, { timeout: 5000 });
    expect(definitions()).toEqual([
      '2',
      '3',
      '+50% vs last month',
      '72.5',
      '-10% vs last month',
      'Mean of 2 projects with an active squad; SOC 2 (completed) is not counted.',
      '',
      expect.stringContaining('How is this measured?'),
    ]);
    expect(screen.getByRole('slider', { name: 'Productivity score out of 100' })).toHaveValue('72.5');
    expect(calls[0]?.path).toBe('/dashboard');
  });

  it('shows "—" and says why while no check-in is rated, and "no figure" without one a month ago', async () => {
    stubApi(() => ({
      status: 200,
      body: {
        squads: 1,
        members: 1,
        membersChangePct: 0,
        productivity: null,
        productivityChangePct: null,
        ...basis(0),
      },
    }));
    renderStats();
    await screen.findByText('No rated check-ins yet');
    expect(definitions().slice(3, 5)).toEqual(['—', 'No rated check-ins yet']);
  });

  it('says which projects the score is the mean of, and why one with a figure is left out', () => {
    expect(productivityBasis(basis(3, [{ id: 9, name: 'SOC 2', status: 'completed' }]))).toBe(
      'Mean of 3 projects with an active squad; SOC 2 (completed) is not counted.',
    );
    expect(productivityBasis(basis(1))).toBe('Mean of 1 project with an active squad.');
    expect(
      productivityBasis(
        basis(0, [
          { id: 9, name: 'SOC 2', status: 'completed' },
          { id: 10, name: 'Pricing', status: 'active' },
        ]),
      ),
    ).toBe(
      'No project with an active squad has a figure yet; SOC 2 (completed), Pricing (no active squad) are not counted.',
    );
    expect(productivityBasis(basis(0))).toBeNull();
  });

  it('words the change: up, down, none and all new', () => {
    expect(formatChange(25)).toBe('+25% vs last month');
    expect(formatChange(-10)).toBe('-10% vs last month');
    expect(formatChange(0)).toBe('0% vs last month');
    expect(formatChange(null)).toBe('All new vs last month');
  });

  it('says when the figures cannot be loaded, and asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi(() =>
      fail
        ? { status: 500, body: { status: 500, message: 'boom' } }
        : {
            status: 200,
            body: {
              squads: 1,
              members: 1,
              membersChangePct: null,
              productivity: 0,
              productivityChangePct: null,
              ...basis(1),
            },
          },
    );
    renderStats();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your squad figures.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('All new vs last month')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
