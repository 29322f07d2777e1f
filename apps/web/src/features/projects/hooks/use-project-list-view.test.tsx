import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../project-test-utils';
import { useProjectListView } from './use-project-list-view';

/** The hook's functions of the last committed render. */
const probe: { current: ReturnType<typeof useProjectListView> | null } = { current: null };

function Probe() {
  const view = useProjectListView();
  useEffect(() => {
    probe.current = view;
  });
  return null;
}

const location = () => screen.getByTestId('location').textContent;

describe('useProjectListView', () => {
  it('keeps both of two changes made before the router renders the first (a tab clicked as the search pause ends)', () => {
    renderAt(<Probe />, '/client/home?q=beta');
    const { setStatus, setSearch } = probe.current!;
    // Both from the same render's functions, in one task: the second must start from the first's params.
    act(() => {
      setStatus('completed');
      setSearch('');
    });
    expect(location()).toBe('/client/home?status=completed');
    act(() => {
      probe.current!.toggleSort('name');
      probe.current!.setPage(2);
    });
    expect(location()).toBe('/client/home?status=completed&sort=name&order=asc&page=2');
  });

  it('starts afresh from a URL the router moves to on its own (Back, a link)', async () => {
    const { router } = renderAt(<Probe />, '/client/home?status=active');
    await act(() => router.navigate('/client/home?q=alpha'));
    act(() => probe.current!.setPage(3));
    expect(location()).toBe('/client/home?q=alpha&page=3');
  });
});
