import { formatMoney, type Currency } from '@fractional/contract';

/** A squad member's name as the timesheets write it ("A squad member" while their profile has none). */
export function memberName(expert: { firstName: string | null; lastName: string | null }): string {
  return [expert.firstName, expert.lastName].filter(Boolean).join(' ') || 'A squad member';
}

/** An amount in the project's currency, or what to do when no rate prices it. */
export function amountText(amount: number | null, currency: Currency): string {
  return amount === null ? 'Rate not set — agree a rate' : formatMoney(amount, currency);
}
