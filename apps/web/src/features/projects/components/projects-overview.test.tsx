import { PAGE_SIZE } from '@fractional/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPage, buildProject, renderAt, stubApi } from '../project-test-utils';
import type * as TableModule from './project-table';
import { ProjectsOverview } from './projects-overview';

// Counts renders of the real table: typing in the search box must not re-render 50 rows per key.
const renders = vi.hoisted(() => ({ table: 0 }));
vi.mock('./project-table', async (importOriginal) => {
  const actual = await importOriginal<typeof TableModule>();
  return {
    ...actual,
    ProjectTable: (props: Parameters<typeof actual.ProjectTable>[0]) => {
      renders.table += 1;
      return actual.ProjectTable(props);
    },
  };
});

const fifty = Array.from({ length: PAGE_SIZE }, (_, index) =>
  buildProject({ id: index + 1, name: `Project ${index + 1}` }),
);

/** The list answers: total 1,000, the page's rows named after their search; the count query (limit=1) alike. */
function stubProjects(total = 1000) {
  return stubApi((url) => {
    const search = url.searchParams.get('search');
    const rows = search ? [buildProject({ id: 9999, name: `Match for ${search}` })] : fifty;
    return { status: 200, body: buildPage(rows, search ? 1 : total) };
  });
}

const listCalls = (calls: URL[]) => calls.filter((url) => url.searchParams.get('limit') !== '1');

beforeEach(() => {
  renders.table = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('ProjectsOverview', () => {
  it('shows No projects yet with Create a project when the client has none', async () => {
    stubApi(() => ({ status: 200, body: buildPage([], 0) }));
    renderAt(<ProjectsOverview />);
    expect(await screen.findByText('No projects yet')).toBeInTheDocument();
    expect(screen.getByText('0 projects')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a project' })).toHaveAttribute('href', '/client/projects/create');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('counts one project in the singular', async () => {
    stubApi(() => ({ status: 200, body: buildPage([buildProject()], 1) }));
    renderAt(<ProjectsOverview />);
    expect(await screen.findByText('1 project')).toBeInTheDocument();
  });

  it(
    'asks the server once typing pauses, without re-rendering the table on each key',
    { timeout: 30_000 },
    async () => {
      const calls = stubProjects();
      renderAt(<ProjectsOverview />);
      await screen.findByText('Project 1');
      expect(screen.getByText('1,000 projects')).toBeInTheDocument();
      const before = renders.table;

      const search = screen.getByRole('searchbox', { name: 'Search projects by name' });
      for (const text of ['c', 'cl', 'clo', 'clou', 'cloud']) fireEvent.change(search, { target: { value: text } });
      expect(search).toHaveValue('cloud');
      expect(renders.table).toBe(before);

      // The debounce, then the request and fifty rows rendered in jsdom: on a 2-core machine at load 20 this took over 5 s.
      expect(await screen.findByText('Match for cloud', {}, { timeout: 15_000 })).toBeInTheDocument();
      const searches = listCalls(calls).map((url) => url.searchParams.get('search'));
      expect(searches.filter(Boolean)).toEqual(['cloud']);
      expect(screen.getByText('1 of 1,000 shown')).toBeInTheDocument();
    },
  );

  it('keeps the previous rows on screen, marked busy, while the next page loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: URL[] = [];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input, 'http://localhost');
      calls.push(url);
      if (url.searchParams.get('page') === '2') await held;
      const rows = url.searchParams.get('page') === '2' ? [buildProject({ id: 51, name: 'Project 51' })] : fifty;
      return new Response(JSON.stringify(buildPage(rows, 1000)), { status: 200 });
    });
    renderAt(<ProjectsOverview />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));

    await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('Project 1')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Project 51')).toBeInTheDocument();
    expect(screen.getByText('Showing 51–100 of 1,000')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/home?page=2');
  });

  it('sorts on the server: ascending first, then toggling, back to page 1', async () => {
    const calls = stubProjects();
    renderAt(<ProjectsOverview />, '/client/home?page=3');
    await screen.findByText('Project 1');
    const lastList = () => listCalls(calls).at(-1)!.searchParams;

    await userEvent.click(screen.getByRole('button', { name: 'Project' }));
    await waitFor(() => expect(lastList().get('order')).toBe('asc'));
    expect(lastList().get('sort')).toBe('name');
    expect(lastList().get('page')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'Project' }));
    await waitFor(() => expect(lastList().get('order')).toBe('desc'));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/home?sort=name&order=desc');

    await userEvent.click(screen.getByRole('button', { name: 'Productivity' }));
    await waitFor(() => expect(lastList().get('sort')).toBe('productivity'));
    expect(lastList().get('order')).toBe('asc');
  });

  it('filters by status with the tabs (click and arrow keys)', async () => {
    const calls = stubProjects();
    renderAt(<ProjectsOverview />);
    await screen.findByText('Project 1');
    const tabs = within(screen.getByRole('tablist', { name: 'Project status' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Active', 'Completed', 'Not Started']);
    expect(screen.getByRole('tabpanel', { name: 'All' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('status')).toBe('completed'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.get('status')).toBe('not_started'));
    expect(screen.getByRole('tab', { name: 'Not Started' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Not Started' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(listCalls(calls).at(-1)!.searchParams.has('status')).toBe(false));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  });

  it('says when the projects cannot be loaded, and tries again', async () => {
    let isDown = true;
    stubApi(() =>
      isDown ? { status: 503, body: { status: 503, message: 'Down' } } : { status: 200, body: buildPage(fifty, 1000) },
    );
    renderAt(<ProjectsOverview />);
    expect(await screen.findByText('We could not load your projects.')).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Project 1')).toBeInTheDocument();
  });
});
