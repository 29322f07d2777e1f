import { InvitationAcceptSchema } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormMessages } from './form-messages';
import { numberFromText, schemaFieldErrors } from './schema-errors';

describe('schemaFieldErrors', () => {
  const wording = { hoursPerWeek: 'A whole number from 1 to 60.' };
  const check = (hours: string, rate: string) =>
    schemaFieldErrors(
      InvitationAcceptSchema,
      { hoursPerWeek: numberFromText(hours), hourlyRate: numberFromText(rate) ?? null },
      wording,
    );

  it('passes what the API accepts', () => {
    expect(check('12', '')).toBeNull();
    expect(check(' 60 ', '150')).toBeNull();
  });

  it('says a missing value is required, and gives a field its own sentence for anything else', () => {
    expect(check('', '')).toEqual({ hoursPerWeek: FormMessages.required });
    expect(check('61', '')).toEqual(wording);
    expect(check('1.5', '')).toEqual(wording);
    expect(check('abc', '')).toEqual(wording);
  });

  it('words a field without its own sentence as every form does, never as zod', () => {
    const errors = schemaFieldErrors(z.object({ hourlyRate: z.number().max(10_000) }), { hourlyRate: 100_000 }, {});
    expect(errors?.hourlyRate).toMatch(/^Hourly rate must be at most /);
  });
});
