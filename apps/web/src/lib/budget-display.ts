import { formatNumber } from './format-number';

/** What a brief without a budget shows. */
export const NO_BUDGET = 'Not set';

/**
 * A budget as the client typed it, for the experts who decide on it (an invitation, the squad's
 * project page): cents kept where there are any, and the currency named ("USD 8,500.75", "USD 12,000").
 */
export function formatBudgetAsEntered(budget: number | null): string {
  if (budget === null) return NO_BUDGET;
  return `USD ${formatNumber(budget, { decimals: 2, fixed: !Number.isInteger(budget) })}`;
}
