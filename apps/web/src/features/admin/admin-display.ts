import { RESPONSE_PROMISE_DAYS } from '@fractional/contract';
import { formatWorkingDays, workingDaysBetween } from '../../lib/working-days';

export { formatDate, formatDateTime } from '../../lib/format-time';

/** "Mere Parata", or the e-mail (or a placeholder) when the names are empty. */
export function personName(person: {
  firstName: string | null;
  lastName: string | null;
  email?: string | null;
}): string {
  const name = [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ');
  return name || person.email || 'Unnamed user';
}

export interface WaitingClock {
  text: string;
  /** Still waiting and past the promise of docs/product.md#admin-console (3 working days). */
  isOverdue: boolean;
}

/**
 * The queue's clock: working days since the project was created. It turns red once a project still
 * waiting for its first invitation is past the promise; a project someone was invited to is answered.
 */
export function waitingClock(createdAt: string, isWaiting: boolean, now: Date): WaitingClock {
  const days = workingDaysBetween(new Date(createdAt), now);
  return { text: formatWorkingDays(days), isOverdue: isWaiting && days > RESPONSE_PROMISE_DAYS };
}
