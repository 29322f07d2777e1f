import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAt } from '../../projects/project-test-utils';
import { useUrlFilters } from './use-url-filters';

describe('useUrlFilters', () => {
  it('keeps both of two changes made before the router renders the first', () => {
    const { probe } = renderHookAt(useUrlFilters, '/admin/users?page=3');
    const { setFilter } = probe.current!;
    act(() => {
      setFilter('role', 'client');
      setFilter('status', 'active');
    });
    expect(screen.getByTestId('location').textContent).toBe('/admin/users?role=client&status=active');
  });
});
