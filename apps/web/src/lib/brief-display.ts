import { BusinessGoals, DEFAULT_CURRENCY, type Currency, type BusinessGoal, type Project } from '@fractional/contract';
import { formatNumber } from './format-number';

/*
 * How a brief reads where both sides show it: the client's project pages and the expert's invitation
 * and project page (features may not import one another, so it lives here).
 */

/** What a brief without a budget shows. */
export const NO_BUDGET = 'Not set';

/**
 * A budget as the client typed it, for the experts who decide on it (an invitation, the squad's
 * project page): cents kept where there are any, and the currency named ("USD 8,500.75", "USD 12,000",
 * a range "USD 40,000–60,000").
 */
export function formatBudgetAsEntered(
  budget: number | null,
  budgetMax: number | null = null,
  currency: Currency = DEFAULT_CURRENCY,
): string {
  if (budget === null) return NO_BUDGET;
  const amount = (value: number) => formatNumber(value, { decimals: 2, fixed: !Number.isInteger(value) });
  const range = budgetMax === null || budgetMax === budget ? amount(budget) : `${amount(budget)}–${amount(budgetMax)}`;
  return `${currency} ${range}`;
}

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
