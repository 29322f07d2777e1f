import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildInvitation, page, renderWithClient } from '../../features/squads/squad-test-utils';
import { stubApi } from '../../test/stub-api';
import { ContractorNav } from './contractor-nav';

afterEach(() => vi.unstubAllGlobals());

describe('ContractorNav', () => {
  it('names the count of open invitations on Opportunities', async () => {
    const calls = stubApi(() => page([buildInvitation({ id: 1 }), buildInvitation({ id: 2 })]));
    renderWithClient(<ContractorNav />);
    expect(await screen.findByRole('link', { name: 'Opportunities, 2 open' })).toHaveAttribute(
      'href',
      '/member/contractor/opportunities',
    );
    expect(screen.getByRole('link', { name: 'Open briefs' })).toHaveAttribute('href', '/member/contractor/open-briefs');
    expect(screen.getByRole('link', { name: 'My projects' })).toHaveAttribute('href', '/member/contractor/projects');
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/member/contractor/invoices');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/invitations' });
  });

  it('adds "+" when more are open than one page holds', async () => {
    stubApi(() => page([buildInvitation()], true));
    renderWithClient(<ContractorNav />);
    expect(await screen.findByRole('link', { name: 'Opportunities, 1+ open' })).toBeVisible();
  });

  it('shows no count when no invitation is open', async () => {
    stubApi(() => page([]));
    renderWithClient(<ContractorNav />);
    expect(await screen.findByRole('link', { name: 'Opportunities' })).toBeVisible();
  });
});
