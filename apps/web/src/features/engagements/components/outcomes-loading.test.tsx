import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/stub-api';
import { renderWithClient } from '../../squads/squad-test-utils';
import { ProjectOutcomes } from './project-outcomes';

afterEach(() => vi.unstubAllGlobals());

describe('ProjectOutcomes while loading', () => {
  it('counts nothing until the outcomes arrive: no "0 of 5" flash, then the real count', async () => {
    stubApi(() => ({
      status: 200,
      body: {
        data: [
          {
            id: 3,
            title: 'Launch in Australia',
            target: null,
            dueDate: null,
            progress: 40,
            updatedAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        hasNextPage: false,
      },
    }));
    renderWithClient(<ProjectOutcomes projectId={7} canEdit={false} />);
    const card = screen.getByRole('region', { name: 'Outcomes' });
    expect(within(card).getByText('Loading the outcomes')).toBeInTheDocument();
    expect(within(card).queryByText(/of 5$/)).toBeNull();
    expect(await within(card).findByText('1 of 5')).toBeVisible();
  });
});
