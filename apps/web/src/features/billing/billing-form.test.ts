import { describe, expect, it } from 'vitest';
import { BillingFormSchema, paymentTermsFrom, taxRateFrom, toBillingBody, toFormValues } from './billing-form';

const STORED = {
  legalName: 'Ngaio Consulting',
  addressLines: ['14 Rue de Rivoli', '75004 Paris'],
  country: 'FR',
  taxId: 'FR40303265045',
  email: null,
  paymentTermsDays: 14,
  taxRatePct: 20.5,
  taxNote: 'Reverse charge.',
  paymentInstructions: 'IBAN FR76',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the billing form', () => {
  it('reads numbers as typed: whole days 0–90, a percentage 0–30 with at most two decimals', () => {
    expect(paymentTermsFrom('')).toBeUndefined();
    expect(paymentTermsFrom('45')).toBe(45);
    for (const text of ['91', '-1', '1.5', '30 days']) expect(paymentTermsFrom(text)).toBeNaN();
    expect(taxRateFrom('20,5')).toBe(20.5);
    expect(taxRateFrom('7.75')).toBe(7.75);
    expect(taxRateFrom('0.29')).toBe(0.29);
    for (const text of ['7.751', '30.01', '-1', '20%']) expect(taxRateFrom(text)).toBeNaN();
  });

  it("sends the client's fields and keeps the expert's as stored (PUT writes the record whole)", () => {
    const values = { ...toFormValues(STORED), legalName: ' Ngaio Ltd ', addressLine2: '', paymentTermsDays: '60' };
    expect(BillingFormSchema.safeParse(values).success).toBe(true);
    expect(toBillingBody(values, 'client', STORED)).toEqual({
      legalName: 'Ngaio Ltd',
      addressLines: ['14 Rue de Rivoli'],
      country: 'FR',
      taxId: 'FR40303265045',
      email: null,
      paymentTermsDays: 60,
      taxRatePct: 20.5,
      taxNote: 'Reverse charge.',
      paymentInstructions: 'IBAN FR76',
    });
  });

  it("sends the expert's fields and keeps the client's payment terms as stored", () => {
    const values = { ...toFormValues(STORED), taxRatePct: '7,7', taxNote: '', paymentTermsDays: 'ignored' };
    expect(toBillingBody(values, 'expert', STORED)).toMatchObject({
      paymentTermsDays: 14,
      taxRatePct: 7.7,
      taxNote: null,
      paymentInstructions: 'IBAN FR76',
    });
    expect(toBillingBody(toFormValues(null), 'expert', null)).toMatchObject({
      paymentTermsDays: undefined,
      taxRatePct: 0,
    });
  });
});
