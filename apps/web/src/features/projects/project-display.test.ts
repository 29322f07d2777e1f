import { describe, expect, it } from 'vitest';
import {
  businessGoalLabels,
  expertiseLabels,
  formatBudget,
  formatBudgetWhole,
  formatProductivity,
  formatProjectCount,
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

  it('shows budgets in US dollars: whole in the table, cents in the summary only when there are some', () => {
    expect(formatBudgetWhole(192_500.5)).toBe('$192,501');
    expect(formatBudgetWhole(null)).toBe('Not set');
    expect(formatBudget(25_000)).toBe('$25,000');
    expect(formatBudget(25_000.5)).toBe('$25,000.50');
  });

  it('follows productivity with an asterisk', () => {
    expect(formatProductivity(7)).toBe('7*');
    expect(formatProductivity(7.25)).toBe('7.3*');
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
