import { describe, expect, it } from 'vitest';
import { formIssueMessage, friendlyServerMessage } from '../../lib/form-messages';
import { parseBudget, projectFormDefaults, projectFormSchema, type ProjectFormInput } from './project-form-schema';

const valid: ProjectFormInput = {
  name: ' Finance transformation ',
  overview: 'Close the books in 5 days.',
  projectStage: 'planning',
  isBudgetAllocated: 'no',
  currency: 'USD',
  budget: '25000.5',
  budgetMax: '',
  timeline: '6-11-months',
  businessGoal: ['scale-operations', 'other'],
  businessGoalOther: ' Series B ',
  expertiseGap: ['fundraising', 'corporate-finance'],
  hoursPerWeek: '12',
  visibility: 'open',
};

/** Field → the first message (as the form shows it), in the words users read. */
function errorsOf(values: ProjectFormInput): Record<string, string> {
  const result = projectFormSchema.safeParse(values, { error: formIssueMessage });
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= friendlyServerMessage(issue.message);
  return errors;
}

describe('projectFormSchema', () => {
  it('turns the widgets’ values into the POST /projects body', () => {
    expect(projectFormSchema.parse(valid)).toEqual({
      name: 'Finance transformation',
      overview: 'Close the books in 5 days.',
      projectStage: 'planning',
      isBudgetAllocated: false,
      budget: 25000.5,
      budgetMax: null,
      currency: 'USD',
      timeline: '6-11-months',
      businessGoal: 'scale-operations,other',
      businessGoalOther: 'Series B',
      expertiseGap: 'fundraising,corporate-finance',
      hoursPerWeek: 12,
      visibility: 'open',
    });
  });

  it('asks 10 hours a week by default and refuses none, 0 or more than 60', () => {
    expect(projectFormDefaults.hoursPerWeek).toBe('10');
    expect(errorsOf({ ...valid, hoursPerWeek: '' }).hoursPerWeek).toBe('This field is required.');
    expect(errorsOf({ ...valid, hoursPerWeek: '0' }).hoursPerWeek).toBeDefined();
    expect(errorsOf({ ...valid, hoursPerWeek: '61' }).hoursPerWeek).toBe('A whole number from 1 to 60.');
    expect(errorsOf({ ...valid, hoursPerWeek: '60' }).hoursPerWeek).toBeUndefined();
  });

  it('never reads typed hours as another number: 2.5, -3 and 1e1 are refused in the field’s words', () => {
    for (const typed of ['2.5', '2,5', '-3', '1e1', '10h']) {
      expect(errorsOf({ ...valid, hoursPerWeek: typed }).hoursPerWeek).toBe('A whole number from 1 to 60.');
    }
  });

  it('refuses a budget it cannot read or below zero, reads grouping and a decimal comma', () => {
    for (const typed of ['£40k–£60k', '-5000', '40.000,50', '1e5', '40,00,000']) {
      expect(errorsOf({ ...valid, budget: typed }).budget).toBe('An amount like 40000 or 40,000.50.');
    }
    expect(projectFormSchema.parse({ ...valid, budget: '40,000' }).budget).toBe(40000);
    expect(projectFormSchema.parse({ ...valid, budget: '40000,5' }).budget).toBe(40000.5);
  });

  it('gives the budget a shape: an amount, or a range whose top is at least its bottom', () => {
    expect(projectFormSchema.parse({ ...valid, budget: '40,000', budgetMax: '60,000' })).toMatchObject({
      budget: 40000,
      budgetMax: 60000,
    });
    const below = 'The top of the range must be at least the budget.';
    expect(errorsOf({ ...valid, budget: '40000', budgetMax: '30000' }).budgetMax).toBe(below);
    expect(errorsOf({ ...valid, budget: '', budgetMax: '30000' }).budgetMax).toBe(below);
    expect(errorsOf({ ...valid, budget: '40000', budgetMax: '£60k' }).budgetMax).toBe(
      'An amount like 40000 or 40,000.50.',
    );
  });

  it('sends no other-need text without the Other goal, and no budget when none is given', () => {
    const body = projectFormSchema.parse({ ...valid, businessGoal: ['scale-operations'], budget: '' });
    expect(body.businessGoalOther).toBeNull();
    expect(body.budget).toBeNull();
  });

  it('asks for every required field at once, the other-need text included', () => {
    expect(errorsOf({ ...projectFormDefaults, businessGoal: ['other'] })).toEqual({
      name: 'This field is required.',
      overview: 'This field is required.',
      projectStage: 'This field is required.',
      isBudgetAllocated: 'This field is required.',
      timeline: 'This field is required.',
      expertiseGap: 'This field is required.',
      businessGoalOther: 'This field is required.',
    });
    expect(errorsOf(projectFormDefaults)).toHaveProperty('businessGoal', 'This field is required.');
  });

  it('keeps the contract’s limits: overview 500, 3 goals, 5 expertise areas, budget 1,000,000,000', () => {
    expect(
      errorsOf({
        ...valid,
        overview: 'x'.repeat(501),
        businessGoal: ['scale-operations', 'increase-market-share', 'develop-innovative-solutions', 'other'],
        expertiseGap: ['a', 'b', 'c', 'd', 'e', 'f'],
        budget: '1000000000.01',
      }),
    ).toMatchObject({
      overview: 'Maximum length is 500 characters.',
      budget: 'An amount like 40000 or 40,000.50.',
    });
    expect(
      Object.keys(
        errorsOf({
          ...valid,
          businessGoal: ['scale-operations', 'increase-market-share', 'develop-innovative-solutions', 'other'],
        }),
      ),
    ).toEqual(['businessGoal']);
    expect(Object.keys(errorsOf({ ...valid, expertiseGap: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual(['expertiseGap']);
  });
});

describe('parseBudget', () => {
  it.each([
    ['25000', 25000],
    ['25,000.50', 25000.5],
    ['  ', null],
    ['', null],
    ['40000,5', 40000.5],
    ['.', Number.NaN],
    ['abc', Number.NaN],
    ['£40k–£60k', Number.NaN],
  ])('reads %j as %j', (text, value) => {
    expect(parseBudget(text)).toBe(value);
  });
});
