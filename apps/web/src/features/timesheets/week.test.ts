import { addWeeks, mondayOf } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { cellHours, commitmentText, weekBounds, weekHours, weekLabel, weekTotal } from './week';

describe('the week grid’s arithmetic', () => {
  it('names a week by its Monday, whatever day or time it is given', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29T23:59:00.000Z')).toBe('2026-11-23');
    expect(addWeeks('2026-11-23', -1)).toBe('2026-11-16');
    expect(weekLabel('2026-12-28')).toBe('28 Dec – 3 Jan 2027');
  });

  it('reads blanks as 0 and refuses what is not 0–24 in quarters', () => {
    expect(cellHours('')).toBe(0);
    expect(cellHours(' 7.75 ')).toBe(7.75);
    expect(cellHours('0.3')).toBeNull();
    expect(cellHours('25')).toBeNull();
    expect(cellHours('-1')).toBeNull();
    expect(cellHours('e')).toBeNull();
  });

  it('totals the valid cells, and sends hours only when every cell is valid', () => {
    expect(weekTotal(['8', '7.5', '', '0.25', '', '', ''])).toBe(15.75);
    expect(weekHours(['8', '7.5', '', '0.25', '', '', ''])).toEqual([8, 7.5, 0, 0.25, 0, 0, 0]);
    expect(weekHours(['8', '7.3', '', '', '', '', ''])).toBeNull();
  });

  it('says the running total against the commitment, and an over-commitment in words', () => {
    expect(commitmentText(6, 10)).toBe('6 h of 10 h committed this week.');
    expect(commitmentText(12.5, 10)).toBe(
      '12.5 h of 10 h committed: 2.5 h over your commitment. The client sees this flagged.',
    );
  });

  it('lets the picker go from the week joined to this week, or to the week the seat ended', () => {
    expect(weekBounds('2026-10-07T10:00:00.000Z', null, '2026-11-26')).toEqual({
      first: '2026-10-05',
      last: '2026-11-23',
    });
    expect(weekBounds('2026-10-07T10:00:00.000Z', '2026-11-04T09:00:00.000Z', '2026-11-26')).toEqual({
      first: '2026-10-05',
      last: '2026-11-02',
    });
  });
});
