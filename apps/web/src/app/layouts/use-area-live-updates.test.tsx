import type { Productivity } from '@fractional/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductivityCard } from '../../features/engagements/components/productivity-card';
import { renderWithClient } from '../../features/squads/squad-test-utils';
import { buildTimesheet } from '../../test/builders';
import { stubApi } from '../../test/stub-api';
import { useAreaLiveUpdates } from './use-area-live-updates';

/** The live stream, stood in for: each `subscribe` is kept so the test can deliver an event. */
const live = vi.hoisted(() => {
  const listeners = new Map<string, Set<(data: unknown, id: string) => void>>();
  return {
    listeners,
    liveUpdates: {
      hold: () => () => {},
      onReconnect: () => () => {},
      subscribe(name: string, listener: (data: unknown, id: string) => void) {
        const set = listeners.get(name) ?? new Set();
        listeners.set(name, set);
        set.add(listener);
        return () => set.delete(listener);
      },
    },
  };
});
vi.mock('../../lib/live-connection', () => ({ liveUpdates: live.liveUpdates }));

afterEach(() => vi.unstubAllGlobals());

const decided = buildTimesheet({
  status: 'approved',
  decidedAt: '2026-11-22T00:00:00.000Z',
  decidedBy: { id: 1, firstName: 'Mere', lastName: 'Parata' },
});

function Area() {
  useAreaLiveUpdates();
  return <ProductivityCard projectId={7} />;
}

describe('live updates of a signed-in area', () => {
  it('refreshes the productivity when a week is decided elsewhere (the `timesheet` event)', async () => {
    let productivity = 82;
    stubApi((call) => {
      if (call.path !== '/projects/7/productivity') return { status: 200, body: { data: [], hasNextPage: false } };
      const figures: Productivity = {
        productivity,
        progress: 40,
        progressSource: 'timeline',
        delivery: null,
        satisfaction: null,
      };
      return { status: 200, body: figures };
    });
    renderWithClient(<Area />);
    const card = screen.getByRole('region', { name: 'Progress and productivity' });
    expect(await within(card).findByText('82 of 100', { exact: false })).toBeVisible();

    productivity = 88;
    act(() => live.listeners.get('timesheet')?.forEach((listener) => listener(decided, '1')));
    expect(await within(card).findByText('88 of 100', { exact: false })).toBeVisible();
  });
});
