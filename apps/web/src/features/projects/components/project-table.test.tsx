import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProject } from '../project-test-utils';
import { ProjectTable, type ProjectTableProps } from './project-table';

function renderTable(props: Partial<ProjectTableProps> = {}) {
  const onSort = vi.fn();
  const onOpen = vi.fn();
  render(
    <ProjectTable
      projects={[buildProject()]}
      sort={null}
      onSort={onSort}
      onOpen={onOpen}
      caption="Your projects"
      {...props}
    />,
  );
  return { onSort, onOpen, table: screen.getByRole('table', { name: 'Your projects' }) };
}

const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td'));

describe('ProjectTable', () => {
  it('has the columns, each a sort button, and a Details column', () => {
    const { table } = renderTable();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Project',
      'About',
      'Progress',
      'Budget',
      'Productivity',
      'Details',
    ]);
    for (const name of ['Project', 'About', 'Progress', 'Budget', 'Productivity']) {
      expect(within(table).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows initials, name and status, timeline and stage, progress, budget in its currency and productivity*', () => {
    renderTable({
      projects: [
        buildProject({
          name: 'cloud migration',
          status: 'not_started',
          timeline: '12-17-months',
          projectStage: 'execution',
          progress: 37,
          budget: 1234.5,
          productivity: 7.25,
        }),
      ],
    });
    const [row] = screen.getAllByRole('row').slice(1);
    const cells = cellsOf(row!);
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'CMcloud migrationNot Started',
      '12-17 monthsExecution stage',
      '37%',
      '$1,234.50',
      '7.3*',
      'Details of cloud migration',
    ]);
    expect(within(row!).getByRole('progressbar', { name: 'Progress of cloud migration' })).toHaveAttribute(
      'aria-valuenow',
      '37',
    );
  });

  it.each([
    [150, '100'],
    [-20, '0'],
    [Number.NaN, '0'],
  ])('clamps progress %s to %s', (progress, shown) => {
    renderTable({ projects: [buildProject({ progress })] });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', shown);
    expect(screen.getByText(`${shown}%`)).toBeInTheDocument();
  });

  it('says Not set for a project without a budget', () => {
    renderTable({ projects: [buildProject({ budget: null })] });
    expect(screen.getByText('Not set')).toBeInTheDocument();
  });

  it('marks the sorted column and asks for a sort on click', async () => {
    const { onSort, table } = renderTable({ sort: { key: 'name', order: 'desc' } });
    expect(within(table).getByRole('columnheader', { name: 'Project' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Budget' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(table).getByRole('button', { name: 'Budget' }));
    expect(onSort).toHaveBeenCalledWith('budget');
    await userEvent.click(within(table).getByRole('button', { name: 'About' }));
    expect(onSort).toHaveBeenLastCalledWith('timeline');
  });

  it('opens the project of the row whose Details is pressed', async () => {
    const second = buildProject({ id: 2, name: 'Brand refresh' });
    const { onOpen } = renderTable({ projects: [buildProject(), second] });
    await userEvent.click(screen.getByRole('button', { name: 'Details of Brand refresh' }));
    expect(onOpen).toHaveBeenCalledWith(second);
  });

  it('marks itself busy while the next page loads', () => {
    const { table } = renderTable({ isBusy: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
  });
});
