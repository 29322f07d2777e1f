import { describe, expect, it } from 'vitest';
import {
  businessGoalLabels,
  expertiseLabels,
  formatBudget,
  formatBudgetAsEntered,
  formatProductivity,
  formatProjectCount,
  formatShownCount,
  projectInitials,
} from './project-display';

describe('project display', () => {
  it.each([
    [0, '0 projects'],
    [1, '1 project'],
    [2, '2 projects'],
    [1000, '1,000 projects'],
  ])('counts %i as %s', (total, text) => {
    expect(formatProjectCount(total)).toBe(text);
  });

  it.each([
    [3, 12, '3 of 12 shown'],
    [1, 1000, '1 of 1,000 shown'],
    [0, 1, '0 of 1 shown'],
  ])('counts %i shown of %i as %s', (shown, total, text) => {
    expect(formatShownCount(shown, total)).toBe(text);
  });

  it('shows budgets in the project currency, cents only where there are some, one rule for the table and the summary', () => {
    expect(formatBudget(192_500.5)).toBe('$192,500.50');
    expect(formatBudget(8_500.75)).toBe('$8,500.75');
    expect(formatBudget(25_000)).toBe('$25,000');
    expect(formatBudget(12_000, null, 'EUR')).toBe('€12,000');
    expect(formatBudget(1_250_000, null, 'JPY')).toBe('¥1,250,000');
    expect(formatBudget(null)).toBe('Not set');
    expect(formatBudget(40_000, 60_000)).toBe('$40,000–$60,000');
    expect(formatBudget(40_000, 40_000)).toBe('$40,000');
  });

  it('shows the experts a budget as entered: cents kept, the currency named', () => {
    expect(formatBudgetAsEntered(8_500.75)).toBe('USD 8,500.75');
    expect(formatBudgetAsEntered(8_500.5)).toBe('USD 8,500.50');
    expect(formatBudgetAsEntered(25_000)).toBe('USD 25,000');
    expect(formatBudgetAsEntered(null)).toBe('Not set');
    expect(formatBudgetAsEntered(40_000, 60_000)).toBe('USD 40,000–USD 60,000');
    expect(formatBudgetAsEntered(40_000, 60_000.5, 'GBP')).toBe('GBP 40,000–GBP 60,000.50');
  });

  it('follows productivity with an asterisk', () => {
    expect(formatProductivity(7)).toBe('7*');
    expect(formatProductivity(7.25)).toBe('7.3*');
    // Nothing rated yet (docs/engagements.md).
    expect(formatProductivity(null)).toBe('—');
  });

  it.each([
    ['Cloud migration 0042', 'CM'],
    ['  brand ', 'B'],
    ['Ōtautahi rebuild', 'ŌR'],
    ['', '?'],
  ])('takes the initials of %j: %s', (name, initials) => {
    expect(projectInitials(name)).toBe(initials);
  });

  it('labels business goals, Other by its text', () => {
    expect(businessGoalLabels({ businessGoal: 'scale-operations,other', businessGoalOther: 'Series B' })).toEqual([
      'Scale operations',
      'Series B',
    ]);
    expect(businessGoalLabels({ businessGoal: 'other', businessGoalOther: null })).toEqual(['Other']);
  });

  it('labels expertise codes from the catalogue', () => {
    const catalogue = [{ id: 1, expertiseCode: 'fundraising', expertise: 'Fundraising' }];
    expect(expertiseLabels('fundraising,unknown-code', catalogue)).toEqual(['Fundraising', 'unknown-code']);
  });
});
