import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAt } from '../project-test-utils';
import { useProjectListView } from './use-project-list-view';

const location = () => screen.getByTestId('location').textContent;

describe('useProjectListView', () => {
  it('keeps both of two changes made before the router renders the first (a tab clicked as the search pause ends)', () => {
    const { probe } = renderHookAt(useProjectListView, '/client/home?q=beta');
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
    const { probe, router } = renderHookAt(useProjectListView, '/client/home?status=active');
    await act(() => router.navigate('/client/home?q=alpha'));
    act(() => probe.current!.setPage(3));
    expect(location()).toBe('/client/home?q=alpha&page=3');
  });
});
