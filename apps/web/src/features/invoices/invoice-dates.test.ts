import { todayUtc } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { dueState, invoiceDateText } from './invoice-dates';

describe('dueState', () => {
  const issued = { status: 'issued' as const, dueDate: '2026-12-29' };

  it('says when an issued invoice is due, up to and including its due date', () => {
    expect(dueState(issued, '2026-12-01')).toEqual({ kind: 'due', text: 'Due in 28 days' });
    expect(dueState(issued, '2026-12-28')).toEqual({ kind: 'due', text: 'Due in 1 day' });
    expect(dueState(issued, '2026-12-29')).toEqual({ kind: 'due', text: 'Due today' });
  });

  it('counts the days overdue once the due date has passed', () => {
    expect(dueState(issued, '2026-12-30')).toEqual({ kind: 'overdue', text: 'Overdue by 1 day' });
    expect(dueState(issued, '2027-01-01')).toEqual({ kind: 'overdue', text: 'Overdue by 3 days' });
    // Across a daylight-saving change the days stay whole (dates are read in UTC).
    expect(dueState({ status: 'issued', dueDate: '2026-03-01' }, '2026-04-01')?.text).toBe('Overdue by 31 days');
  });

  it('owes nothing on a paid or void invoice', () => {
    expect(dueState({ ...issued, status: 'paid' }, '2027-02-01')).toBeNull();
    expect(dueState({ ...issued, status: 'void' }, '2027-02-01')).toBeNull();
  });
});

describe('invoiceDateText and todayUtc', () => {
  it('write a calendar day the same in every timezone', () => {
    expect(invoiceDateText('2026-01-05')).toBe('5 Jan 2026');
    expect(todayUtc(new Date('2026-12-31T23:30:00-05:00'))).toBe('2027-01-01');
  });
});
