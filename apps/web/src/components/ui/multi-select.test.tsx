import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelect } from './multi-select';

const ROLES = [
  { value: 'cfo', label: 'Chief Financial Officer' },
  { value: 'fc', label: 'Financial Controller' },
  { value: 'fpa', label: 'FP&A Lead' },
  { value: 'tax', label: 'Tax Adviser' },
  { value: 'audit', label: 'Internal Auditor' },
  { value: 'treasury', label: 'Treasury Manager' },
  { value: 'payroll', label: 'Payroll Specialist' },
];

function Harness({ initial = [] as string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <div>
      <MultiSelect name="roles" label="Roles" options={ROLES} value={value} onChange={setValue} />
      <p>Outside</p>
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Roles/ });
const option = (name: string) => screen.getByRole('option', { name });

describe('MultiSelect', () => {
  it('shows the placeholder, then opens a listbox whose search filters labels case-insensitively', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(trigger()).toHaveTextContent('Select…');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(7);
    await user.type(screen.getByRole('searchbox', { name: 'Search Roles' }), 'FINANCIAL');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Chief Financial Officer',
      'Financial Controller',
    ]);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No matches for “zzz”')).toBeInTheDocument();
  });

  it('summarises the choice, shows chosen badges and removes one with its × button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.click(option('Tax Adviser'));
    await user.click(option('Payroll Specialist'));
    expect(option('Tax Adviser')).toHaveAttribute('aria-selected', 'true');
    expect(trigger()).toHaveTextContent('2 item(s) selected');
    const chosen = screen.getByRole('list', { name: 'Chosen Roles' });
    expect(within(chosen).getByText('Tax Adviser')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Tax Adviser' }));
    expect(trigger()).toHaveTextContent('1 item(s) selected');
    expect(within(chosen).queryByText('Tax Adviser')).not.toBeInTheDocument();
  });

  it('disables the other options once 5 are chosen', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['cfo', 'fc', 'fpa', 'tax']} />);
    await user.click(trigger());
    await user.click(option('Internal Auditor'));
    expect(trigger()).toHaveTextContent('5 item(s) selected');
    expect(option('Treasury Manager')).toHaveAttribute('aria-disabled', 'true');
    await user.click(option('Treasury Manager'));
    expect(option('Treasury Manager')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText(/You can choose up to 5/)).toBeInTheDocument();
    await user.click(option('Tax Adviser'));
    expect(option('Treasury Manager')).not.toHaveAttribute('aria-disabled');
  });

  it('works from the keyboard: open, move, toggle with Enter and Space, Escape returns focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('searchbox');
    expect(search).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox', { name: 'Roles' });
    expect(listbox).toHaveFocus();
    expect(listbox).toHaveAttribute('aria-activedescendant', option('Chief Financial Officer').id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(option('Financial Controller')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}[Space]');
    expect(option('FP&A Lead')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('[Space]');
    expect(option('FP&A Lead')).toHaveAttribute('aria-selected', 'false');
    expect(trigger()).toHaveTextContent('1 item(s) selected');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });
});
