import { type Skill } from '@fractional/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SkillSearch } from './skill-search';

const skill = (id: number, name: string, description: string): Skill => ({
  id,
  skill: name,
  code: name.toLowerCase().replace(/\W+/g, '-'),
  description,
});

const SKILLS: Skill[] = [
  skill(1, 'Financial modelling', 'Builds three-statement models that boards can act on.'),
  skill(2, 'Scenario planning', 'Runs what-if MODELS of pricing and hiring.'),
  skill(3, 'Cash flow management', 'Produces 13-week cash forecasts.'),
  skill(4, 'Payroll', 'Runs monthly payroll.'),
  skill(5, 'Tax compliance', 'Files GST and income tax returns.'),
  skill(6, 'Board reporting', 'Prepares monthly board packs.'),
  skill(7, 'Treasury', 'Manages banking and FX.'),
];

function Harness({ initial = [] as Skill[] }) {
  const [value, setValue] = useState<Skill[]>(initial);
  return <SkillSearch name="skills" label="Skills" skills={SKILLS} value={value} onChange={setValue} />;
}

const search = () => screen.getByRole('combobox', { name: /Skills/ });
const resultNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.querySelector('span')?.textContent);

describe('SkillSearch', () => {
  it('shows nothing for an empty query', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(search());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(search(), '   ');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('matches the skill name or its description, ignoring case', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(search(), 'model');
    expect(resultNames()).toEqual(['Financial modelling', 'Scenario planning']);
    expect(search()).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists name matches before skills that only mention the query in their description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(search(), 'PLAN');
    expect(resultNames()).toEqual(['Scenario planning']);
    await user.clear(search());
    await user.type(search(), 'board');
    // "Board reporting" is later in the catalogue than "Financial modelling", which mentions boards.
    expect(resultNames()).toEqual(['Board reporting', 'Financial modelling']);
    await user.clear(search());
    await user.type(search(), 'ing');
    // Names, then descriptions ("Manages banking"): catalogue order within each.
    expect(resultNames()).toEqual(['Financial modelling', 'Scenario planning', 'Board reporting', 'Treasury']);
  });

  it('adds a result, lists it with its description, then clears the query, closes the list and offers it no more', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(search(), 'model');
    await user.click(screen.getByRole('option', { name: /Financial modelling/ }));
    const chosen = screen.getByRole('list', { name: 'Chosen Skills' });
    expect(within(chosen).getByText('Financial modelling')).toBeInTheDocument();
    expect(within(chosen).getByText('Builds three-statement models that boards can act on.')).toBeInTheDocument();
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search()).toHaveAttribute('aria-expanded', 'false');
    await user.type(search(), 'model');
    expect(resultNames()).toEqual(['Scenario planning']);
  });

  it('is keyboard usable: arrows move the active option, Enter adds it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(search(), 'model{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Scenario planning/ });
    expect(search()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Chosen Skills' })).getByText('Scenario planning'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('disables the search once 5 are chosen, and removing one enables it again', async () => {
    const user = userEvent.setup();
    render(<Harness initial={SKILLS.slice(0, 5)} />);
    expect(search()).toBeDisabled();
    expect(screen.getByText(/You have chosen 5 skills, the maximum/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Payroll' }));
    expect(screen.queryByText('Payroll')).not.toBeInTheDocument();
    expect(search()).toBeEnabled();
    expect(search()).toHaveFocus();
  });
});
