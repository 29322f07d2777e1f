import {
  BusinessGoals,
  DEFAULT_CURRENCY,
  formatMoney,
  type BusinessGoal,
  type Currency,
  type Project,
} from '@fractional/contract';

/*
 * How a brief reads where both sides show it: the client's project pages and the expert's invitation
 * and project page (features may not import one another, so it lives here).
 */

/** What a brief without a budget shows. */
export const NO_BUDGET = 'Not set';

/**
 * A budget wherever it shows, in the project's currency through `formatMoney` (docs/money.md):
 * cents only where there are any ("$8,500.75", "€12,000", a range "$40,000–$60,000"). One rule for
 * the client's table and summary and the experts' invitation and project page.
 */
export function formatBudget(
  budget: number | null,
  budgetMax: number | null = null,
  currency: Currency = DEFAULT_CURRENCY,
  display: 'symbol' | 'code' = 'symbol',
): string {
  if (budget === null) return NO_BUDGET;
  const amount = (value: number) => formatMoney(value, currency, { display, trimZeroMinor: true });
  return budgetMax === null || budgetMax === budget ? amount(budget) : `${amount(budget)}–${amount(budgetMax)}`;
}

/**
 * The same, with the currency named by its code, for the experts who decide on it (an invitation,
 * the squad's project page): "USD 8,500.75", a range "EUR 40,000–EUR 60,000".
 */
export const formatBudgetAsEntered = (budget: number | null, budgetMax: number | null = null, currency?: Currency) =>
  formatBudget(budget, budgetMax, currency, 'code');

function isBusinessGoal(key: string): key is BusinessGoal {
  return (BusinessGoals.values as readonly string[]).includes(key);
}

/** The business goals' labels; Other shows the text the client wrote. */
export function businessGoalLabels(project: Pick<Project, 'businessGoal' | 'businessGoalOther'>): string[] {
  return project.businessGoal
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => {
      if (key === 'other') return project.businessGoalOther?.trim() || BusinessGoals.labels.other;
      return isBusinessGoal(key) ? BusinessGoals.labels[key] : key;
    });
}
