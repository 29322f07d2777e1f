import type { RateChange } from '@fractional/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { buildMember, renderWithClient } from '../squad-test-utils';
import { MemberRate } from './member-rate';

afterEach(() => vi.unstubAllGlobals());

const proposal = (overrides: Partial<RateChange> = {}): RateChange => ({
  id: 9,
  memberId: 41,
  hourlyRate: 175.5,
  effectiveFrom: '2026-12-07',
  proposedBy: { userId: 1, side: 'client' },
  status: 'proposed',
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

describe('MemberRate', () => {
  it('writes the rate with formatMoney in the project currency, and says when none is agreed', () => {
    stubApi();
    renderWithClient(
      <MemberRate projectId={7} member={buildMember({ hourlyRate: 15000, currency: 'JPY' })} side="client" />,
    );
    expect(screen.getByText('¥15,000/h')).toBeVisible();
  });

  it('says "Rate not set — agree a rate" with the control to propose one', () => {
    stubApi();
    renderWithClient(<MemberRate projectId={7} member={buildMember({ hourlyRate: null })} side="expert" />);
    expect(screen.getByText('Rate not set — agree a rate')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Propose a new rate' })).toBeVisible();
  });

  it('proposes a rate as typed (decimal comma kept), refusing decimals the currency lacks first', async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) => (call.method === 'POST' ? { status: 201, body: proposal() } : undefined));
    renderWithClient(<MemberRate projectId={7} member={buildMember({ currency: 'EUR' })} side="client" />);
    await user.click(screen.getByRole('button', { name: 'Propose a new rate' }));
    const rate = screen.getByLabelText(/New hourly rate \(EUR\)/);
    await user.type(rate, '175.555');
    const effective = screen.getByLabelText(/From the week of/);
    await user.clear(effective);
    await user.type(effective, '2026-12-07');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Too many decimals for this currency.')).toBeVisible();
    expect(rate).toHaveValue('175.555');
    await user.clear(rate);
    await user.type(rate, '175,5');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/projects/7/squad/41/rate-changes',
      body: { hourlyRate: 175.5, effectiveFrom: '2026-12-07' },
    });
  });

  it('shows the other side’s proposal with Accept and Decline; Accept answers it', async () => {
    const user = userEvent.setup();
    const calls = stubApi((call) =>
      call.method === 'POST' ? { status: 200, body: proposal({ status: 'accepted' }) } : undefined,
    );
    renderWithClient(
      <MemberRate projectId={7} member={buildMember({ pendingRateChange: proposal() })} side="expert" />,
    );
    expect(screen.getByText(/Proposed: \$175.50\/h/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept rate' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/rate-changes/9/accept' });
  });

  it('the proposer sees it waiting, without Accept', () => {
    stubApi();
    renderWithClient(
      <MemberRate projectId={7} member={buildMember({ pendingRateChange: proposal() })} side="client" />,
    );
    expect(screen.getByText(/waiting for the other side/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept rate' })).not.toBeInTheDocument();
  });
});
