import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../projects/project-test-utils';
import { useUrlFilters } from './use-url-filters';

/** The hook's functions of the last committed render. */
const probe: { current: ReturnType<typeof useUrlFilters> | null } = { current: null };

function Probe() {
  const filters = useUrlFilters();
  useEffect(() => {
    probe.current = filters;
  });
  return null;
}

describe('useUrlFilters', () => {
  it('keeps both of two changes made before the router renders the first', () => {
    renderAt(<Probe />, '/admin/users?page=3');
    const { setFilter } = probe.current!;
    act(() => {
      setFilter('role', 'client');
      setFilter('status', 'active');
    });
    expect(screen.getByTestId('location').textContent).toBe('/admin/users?role=client&status=active');
  });
});
