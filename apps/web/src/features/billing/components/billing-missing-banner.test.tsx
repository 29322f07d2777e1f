import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import { BillingMissingBanner } from './billing-missing-banner';

afterEach(() => vi.unstubAllGlobals());

const STORED = {
  legalName: 'Kauri Analytics Ltd',
  addressLines: ['1 Queen Street'],
  country: 'NZ',
  taxId: null,
  email: null,
  paymentTermsDays: 30,
  taxRatePct: 0,
  taxNote: null,
  paymentInstructions: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('BillingMissingBanner', () => {
  it('asks for billing details while none are stored (404), linking to the account page', async () => {
    stubApi(() => ({ status: 404, body: { status: 404, message: 'No billing details stored' } }));
    renderWithClient(<BillingMissingBanner side="client" />);
    expect(await screen.findByText("Add your billing details: invoices can't be issued without them.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add billing details' })).toHaveAttribute('href', '/client/account');
  });

  it("links an expert to the expert's account page", async () => {
    stubApi(() => ({ status: 404, body: { status: 404, message: 'No billing details stored' } }));
    renderWithClient(<BillingMissingBanner side="expert" />);
    expect(await screen.findByRole('link', { name: 'Add billing details' })).toHaveAttribute(
      'href',
      '/member/contractor/account',
    );
  });

  it('shows nothing once they are stored, nor when the call fails', async () => {
    const calls = stubApi(() => ({ status: 200, body: STORED }));
    renderWithClient(<BillingMissingBanner side="client" />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
    vi.unstubAllGlobals();
    stubApi(() => ({ status: 500, body: { status: 500, message: 'Internal Server Error' } }));
    renderWithClient(<BillingMissingBanner side="expert" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
