import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doubleClick } from '../../../test/double-click';
import { stubApi } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import { BillingDetailsCard } from './billing-details-form';

afterEach(() => vi.unstubAllGlobals());

const STORED = {
  legalName: 'Ngaio Consulting',
  addressLines: ['14 Rue de Rivoli'],
  country: 'NZ',
  taxId: null,
  email: null,
  paymentTermsDays: 30,
  taxRatePct: 20,
  taxNote: 'Reverse charge.',
  paymentInstructions: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label, { exact: false });
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? document.getElementById(id)?.textContent : null;
};

describe('BillingDetailsCard', () => {
  it("shows a server's field error under its field (the country list answered a stale code)", async () => {
    const user = userEvent.setup();
    stubApi((call) =>
      call.method === 'PUT'
        ? { status: 422, body: { status: 422, errors: { country: 'invalidCountry' } } }
        : { status: 200, body: STORED },
    );
    renderWithClient(<BillingDetailsCard side="client" />);
    expect(await screen.findByDisplayValue('Ngaio Consulting')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    await waitFor(() => expect(errorOf('Country')).toBe('Please choose a country from the list.'));
  });

  it("saves once on a double-click, sending the client's terms and the expert fields as stored", async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { ...STORED, ...(call.body as object), updatedAt: '2026-11-29T08:00:00.000Z' } }
        : { status: 200, body: STORED },
    );
    renderWithClient(<BillingDetailsCard side="client" />);
    const terms = await screen.findByLabelText('Payment terms (days)', { exact: false });
    await user.clear(terms);
    await user.type(terms, '45');
    await doubleClick(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Billing details saved.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/billing-details',
        body: {
          legalName: 'Ngaio Consulting',
          addressLines: ['14 Rue de Rivoli'],
          country: 'NZ',
          taxId: null,
          email: null,
          paymentTermsDays: 45,
          taxRatePct: 20,
          taxNote: 'Reverse charge.',
          paymentInstructions: null,
        },
      },
    ]);
  });
});
