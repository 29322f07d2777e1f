import { mondayOf } from '@fractional/contract';
import { screen } from '@testing-library/react';
import type * as ReactRouter from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { today, weekLabel } from '../../../features/engagements/engagement-display';
import { buildInvitation, page, renderWithClient } from '../../../features/squads/squad-test-utils';
import { setFormatSettings } from '../../../lib/format-time';
import { stubApi } from '../../../test/stub-api';
import { Component as ContractorEngagement } from './contractor-engagement';

vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouter>()),
  useParams: () => ({ id: '7' }),
}));

beforeAll(() => setFormatSettings('en-GB', 'Pacific/Auckland'));
afterAll(() => setFormatSettings(undefined));
afterEach(() => vi.unstubAllGlobals());

describe('the weekly check-in page', () => {
  it('says which project and week the check-in is for', async () => {
    const project = { ...buildInvitation().project, name: 'Kauri rollout' };
    stubApi((call) =>
      call.path === '/projects/7/brief'
        ? { status: 200, body: { ...project, squadConversationId: null, directConversationId: null } }
        : page([]),
    );
    renderWithClient(<ContractorEngagement />);
    expect(screen.getByRole('heading', { level: 1, name: 'Weekly check-in' })).toBeVisible();
    expect(await screen.findByText(`Kauri rollout · ${weekLabel(mondayOf(today()))}`)).toBeVisible();
  });
});
