import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectSearch, SEARCH_DEBOUNCE_MS } from './project-search';

afterEach(() => vi.useRealTimers());

describe('ProjectSearch', () => {
  it('reports the trimmed search once typing has paused', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<ProjectSearch value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search projects by name' });
    expect(box).toHaveAttribute('placeholder', 'Search');

    fireEvent.change(box, { target: { value: 'C' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    fireEvent.change(box, { target: { value: 'Cloud ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Cloud');
  });
});
