import { daysBetween } from '@fractional/contract';
import { ApiError } from '../../lib/api-client';

/** `YYYY-MM-DD` of today in the viewer's calendar. */
export function today(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** "23 Nov 2026" for a calendar date, whatever the viewer's time zone. */
export function formatDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Week of 23 Nov 2026". */
export function weekLabel(weekStart: string): string {
  return `Week of ${formatDate(weekStart)}`;
}

/** "Due 31 Mar 2027", "Due today", or "Overdue by 3 days" in words. */
export function dueText(dueDate: string | null, progress: number, now: string = today()): string | null {
  if (dueDate === null) return null;
  if (progress >= 100 || dueDate > now) return `Due ${formatDate(dueDate)}`;
  if (dueDate === now) return 'Due today';
  const days = daysBetween(dueDate, now);
  return `Overdue by ${days === 1 ? '1 day' : `${days} days`} (was due ${formatDate(dueDate)})`;
}

const FIELD_TEXT: Record<string, string> = {
  tooManyOutcomes: 'A project has at most 5 outcomes. Remove one to add another.',
  invalidDate: 'Enter a real date.',
  dueDateInPast: 'Pick today or a later date.',
  notMonday: 'A week is named by its Monday.',
  outsideEngagement: 'That week is outside your engagement.',
  unknownOutcome: 'One of the outcomes was removed. Reload and try again.',
};

/** What a failed engagement call says, in words. */
export function engagementErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const key = error.fieldErrors ? Object.values(error.fieldErrors)[0] : undefined;
    if (key && FIELD_TEXT[key]) return FIELD_TEXT[key];
    if (error.status === 409) return 'This week is already rated and can no longer change.';
    if (error.status === 403) return 'You can no longer change this.';
    if (key) return key;
  }
  return 'Something went wrong. Please try again.';
}
